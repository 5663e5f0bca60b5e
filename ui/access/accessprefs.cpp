#include "accessprefs.h"

#include "dialogs/prefcheckbox.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSlider>

namespace st::ui::access {

namespace {

bool boolValue(const QVariant& v, bool fallback) {
    if (v.typeId() == QMetaType::Bool)
        return v.toBool();
    const QString s = v.toString().trimmed().toLower();
    if (s == QLatin1String("true") || s == QLatin1String("1"))
        return true;
    if (s == QLatin1String("false") || s == QLatin1String("0"))
        return false;
    return fallback;
}

} // namespace

AccessPrefs AccessPrefs::load() {
    QSettings s;
    AccessPrefs p;
    p.sound = boolValue(s.value(QStringLiteral("access/sound")), p.sound);
    bool ok = false;
    const int v = s.value(QStringLiteral("access/volume")).toInt(&ok);
    if (ok && v >= 0 && v <= 100)
        p.volume = v;
    p.highContrast = boolValue(s.value(QStringLiteral("access/highContrast")), p.highContrast);
    p.suitMarks = boolValue(s.value(QStringLiteral("access/suitMarks")), p.suitMarks);
    p.largeCards = boolValue(s.value(QStringLiteral("access/largeCards")), p.largeCards);
    return p;
}

void AccessPrefs::save() const {
    QSettings s;
    s.setValue(QStringLiteral("access/sound"), sound);
    s.setValue(QStringLiteral("access/volume"), volume);
    s.setValue(QStringLiteral("access/highContrast"), highContrast);
    s.setValue(QStringLiteral("access/suitMarks"), suitMarks);
    s.setValue(QStringLiteral("access/largeCards"), largeCards);
    s.sync();
}

AccessPrefs& AccessPrefs::current() {
    static AccessPrefs p;
    return p;
}

void AccessPrefs::set(const AccessPrefs& p) {
    if (current() == p)
        return;
    current() = p;
    emit AccessNotifier::instance()->changed();
}

void AccessPrefs::applyStored() {
    set(load());
}

AccessNotifier* AccessNotifier::instance() {
    static AccessNotifier n;
    return &n;
}

AccessBox::AccessBox(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("prefAccess"));
    const AccessPrefs p = AccessPrefs::load();
    auto* form = new QFormLayout(this);
    sound_ = addPrefCheckBox(form, tr("Sounds at the table"), "prefSound", p.sound,
                             tr("Short sounds for what happens at the table: the cards dealt, a card played, a "
                                "trick taken, a knock on the table, Zudrehen, a deal won or lost."));
    volume_ = new QSlider(Qt::Horizontal, this);
    volume_->setObjectName(QStringLiteral("prefVolume"));
    volume_->setRange(0, 100);
    volume_->setSingleStep(5);
    volume_->setPageStep(10);
    volume_->setValue(p.volume);
    volume_->setAccessibleName(tr("Sound volume"));
    volume_->setEnabled(p.sound);
    connect(sound_, &QCheckBox::toggled, volume_, &QWidget::setEnabled);
    auto* volumeLabel = new QLabel(tr("&Volume:"), this);
    volumeLabel->setBuddy(volume_);
    form->addRow(volumeLabel, volume_);
    contrast_ = addPrefCheckBox(form, tr("High contrast"), "prefHighContrast", p.highContrast,
                                tr("A plain black table, the card mat outlined in yellow, every card outlined."));
    marks_ = addPrefCheckBox(form, tr("Suit marks on the cards"), "prefSuitMarks", p.suitMarks,
                             tr("Each card's suit as a coloured letter at its edges, to tell the suits apart at a "
                                "glance on small cards (bells and acorns look alike)."));
    large_ = addPrefCheckBox(form, tr("Large cards"), "prefLargeCards", p.largeCards,
                             tr("Your hand up to twice as large, the trick larger where the table has room; the "
                                "table is laid out round them."));
}

QString AccessBox::title() {
    return tr("Access");
}

AccessPrefs AccessBox::prefs() const {
    AccessPrefs p;
    p.sound = sound_->isChecked();
    p.volume = volume_->value();
    p.highContrast = contrast_->isChecked();
    p.suitMarks = marks_->isChecked();
    p.largeCards = large_->isChecked();
    return p;
}

void AccessBox::saveAndApply() const {
    const AccessPrefs p = prefs();
    p.save();
    AccessPrefs::set(p);
}

} // namespace st::ui::access
