#include "settingsdialog.h"

#include "access/accessprefs.h"
#include "cards/cardtheme.h"
#include "dialogs/prefcheckbox.h"
#include "logging.h"
#include "table/scoredevice.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

namespace {

const PackKind kPacks[] = {PackKind::German24, PackKind::Schnapsen20, PackKind::Cego54};
/// The pictures of seven strokes a player may choose (ten strokes are always XX).
const CardTheme::Slate kSlatePictures[] = {CardTheme::Slate::XII, CardTheme::Slate::III, CardTheme::Slate::Seven};

/// A whole number in [lo, hi], else `fallback` (a word, a fraction, out of range).
int intValue(const QVariant& v, int lo, int hi, int fallback) {
    bool ok = false;
    const int i = v.toInt(&ok);
    return ok && i >= lo && i <= hi ? i : fallback;
}

/// true/false as QSettings writes them (and 1/0), else `fallback`.
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

/// A line of text: no control characters, at most `max` characters.
QString textValue(const QVariant& v, int max) {
    if (v.typeId() != QMetaType::QString)
        return {};
    QString s = v.toString();
    s.removeIf([](QChar c) { return c.category() == QChar::Other_Control; });
    return s.trimmed().left(max);
}

/// What checkFile() did, until takeDamagedNotice() tells it.
struct DamagedSettings {
    QString file;
    QString movedTo;
    QString failed;
};
DamagedSettings& damagedSettings() {
    static DamagedSettings d;
    return d;
}

} // namespace

QString Preferences::packKey(PackKind pack) {
    switch (pack) {
    case PackKind::German24:
        return QStringLiteral("german24");
    case PackKind::Schnapsen20:
        return QStringLiteral("schnapsen20");
    case PackKind::Cego54:
        return QStringLiteral("cego54");
    }
    return {};
}

Preferences Preferences::load() {
    QSettings s;
    Preferences p;
    const QString anim = textValue(s.value(QStringLiteral("display/animation")), 16);
    if (QStringList{QStringLiteral("off"), QStringLiteral("fast"), QStringLiteral("normal"), QStringLiteral("slow")}
            .contains(anim))
        p.animation = anim;
    p.thinkMs = intValue(s.value(QStringLiteral("play/thinkMs")), 0, 5000, p.thinkMs);
    p.language = textValue(s.value(QStringLiteral("language")), 8);
    if (p.language != QLatin1String("en") && p.language != QLatin1String("de"))
        p.language.clear();
    p.playerName = textValue(s.value(QStringLiteral("player/name")), 24); // the New game dialog's limit
    p.allowUndo = boolValue(s.value(QStringLiteral("play/allowUndo")), p.allowUndo);
    p.countingHelp = boolValue(s.value(QStringLiteral("play/countingHelp")), p.countingHelp);
    p.stammtischMode = boolValue(s.value(QStringLiteral("play/stammtischMode")), p.stammtischMode);
    p.playOnlyCard = boolValue(s.value(QStringLiteral("play/playOnlyCard")), p.playOnlyCard);
    for (PackKind k : kPacks)
        if (const QString d = textValue(s.value(QStringLiteral("deck/%1").arg(packKey(k))), 64); !d.isEmpty())
            p.decks.insert(packKey(k), d);
    p.handOrder.trumpsRight = boolValue(s.value(QStringLiteral("hand/trumpsRight")), false);
    p.handOrder.lowFirst = boolValue(s.value(QStringLiteral("hand/lowFirst")), false);
    p.handOrder.alternateColours = boolValue(s.value(QStringLiteral("hand/alternateColours")), false);
    const QString slate = textValue(s.value(QStringLiteral("display/slate")), 8);
    for (const CardTheme::Slate style : kSlatePictures)
        if (slate == CardTheme::slateStyleId(style))
            p.slate = style;
    p.avatar = intValue(s.value(QStringLiteral("player/avatar")), 0, Avatars::kCount - 1, p.avatar);
    return p;
}

void Preferences::apply() const {
    handOrderSetting() = handOrder;
    CardTheme::instance().setSlatePicture(slate);
    Avatars::playerPortrait() = avatar;
    access::AccessPrefs::applyStored();
}

QString Preferences::save() const {
    QSettings s;
    s.setValue(QStringLiteral("display/animation"), animation);
    s.setValue(QStringLiteral("play/thinkMs"), thinkMs);
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("player/name"), playerName);
    s.setValue(QStringLiteral("play/allowUndo"), allowUndo);
    s.setValue(QStringLiteral("play/countingHelp"), countingHelp);
    s.setValue(QStringLiteral("play/stammtischMode"), stammtischMode);
    s.setValue(QStringLiteral("play/playOnlyCard"), playOnlyCard);
    for (auto it = decks.cbegin(); it != decks.cend(); ++it)
        s.setValue(QStringLiteral("deck/%1").arg(it.key()), it.value());
    s.setValue(QStringLiteral("hand/trumpsRight"), handOrder.trumpsRight);
    s.setValue(QStringLiteral("hand/lowFirst"), handOrder.lowFirst);
    s.setValue(QStringLiteral("hand/alternateColours"), handOrder.alternateColours);
    s.setValue(QStringLiteral("display/slate"), CardTheme::slateStyleId(slate));
    s.setValue(QStringLiteral("player/avatar"), avatar);
    s.sync();
    if (s.status() == QSettings::AccessError)
        return tr("The preferences could not be saved to %1; they apply until Stammtisch quits.")
            .arg(QDir::toNativeSeparators(s.fileName()));
    return {};
}

void Preferences::checkFile() {
    QSettings s;
    if (s.status() != QSettings::FormatError)
        return;
    const QString file = s.fileName();
    QHash<QString, QVariant> readable;
    for (const QString& key : s.allKeys())
        if (!key.isEmpty())
            readable.insert(key, s.value(key));
    DamagedSettings& d = damagedSettings();
    d = {file, {}, {}};
    QString target = file + QStringLiteral(".damaged");
    for (int n = 2; QFileInfo(target).exists() || QFileInfo(target).isSymLink(); ++n)
        target = file + QStringLiteral(".damaged-%1").arg(n);
    QFile f(file);
    if (!f.rename(target)) {
        d.failed = f.errorString();
        qCWarning(lcSettings, "%s cannot be parsed and cannot be moved aside: %s", qPrintable(file),
                  qPrintable(d.failed));
        return;
    }
    d.movedTo = target;
    qCWarning(lcSettings, "%s cannot be parsed: moved to %s", qPrintable(file), qPrintable(target));
    QSettings fresh;
    fresh.clear();
    for (auto it = readable.cbegin(); it != readable.cend(); ++it)
        fresh.setValue(it.key(), it.value());
    fresh.sync();
}

QString Preferences::takeDamagedNotice() {
    DamagedSettings& d = damagedSettings();
    if (d.file.isEmpty())
        return {};
    const QString n =
        d.movedTo.isEmpty()
            ? tr("The settings file %1 is damaged and could not be put aside (%2); the settings that could not be "
                 "read are back to their defaults.")
                  .arg(QDir::toNativeSeparators(d.file), d.failed)
            : tr("The settings file %1 was damaged. It was put aside as %2; the settings that could be read are "
                 "kept, the others are back to their defaults.")
                  .arg(QDir::toNativeSeparators(d.file), QDir::toNativeSeparators(d.movedTo));
    d = {};
    return n;
}

QString Preferences::deck(PackKind pack) const {
    const QString chosen = decks.value(packKey(pack));
    for (const DeckStyle& d : CardTheme::styles(pack))
        if (d.id == chosen)
            return chosen;
    return CardTheme::defaultStyle(pack);
}

int Preferences::animationMs() const {
    if (animation == QLatin1String("off"))
        return 0;
    if (animation == QLatin1String("fast"))
        return 110;
    if (animation == QLatin1String("slow"))
        return 360;
    return 200;
}

int Preferences::trickPauseMs() const {
    if (animation == QLatin1String("off"))
        return 0;
    if (animation == QLatin1String("fast"))
        return 500;
    if (animation == QLatin1String("slow"))
        return 1500;
    return 900;
}

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Preferences"));
    const Preferences p = Preferences::load();
    auto* box = new QVBoxLayout(this);
    // One tab a topic: all of it would not fit a 1024x700 screen.
    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("prefTabs"));
    box->addWidget(tabs);

    auto* player = new QWidget(tabs);
    player->setObjectName(QStringLiteral("prefPlayerPage"));
    auto* playerForm = new QFormLayout(player);
    name_ = new QLineEdit(p.playerName, player);
    name_->setObjectName(QStringLiteral("prefName"));
    name_->setPlaceholderText(tr("You"));
    name_->setToolTip(tr("The name the New game dialog suggests for you."));
    playerForm->addRow(tr("Your default &name:"), name_);
    avatar_ = new QComboBox(player);
    avatar_->setObjectName(QStringLiteral("prefAvatar"));
    avatar_->setIconSize(QSize(40, 40));
    for (int k = 0; k < Avatars::kCount; ++k)
        avatar_->addItem(QIcon(Avatars::pixmap(k, 40, devicePixelRatioF())), tr("Portrait %1").arg(k + 1), k);
    avatar_->setCurrentIndex(std::max(0, avatar_->findData(p.avatar)));
    avatar_->setToolTip(tr("Your portrait on your seat's plate at the table."));
    playerForm->addRow(tr("Your &portrait:"), avatar_);
    undo_ = addPrefCheckBox(playerForm, tr("Allow taking back decisions (Game \u25b8 Undo)"), "prefUndo", p.allowUndo);
    counting_ = addPrefCheckBox(playerForm, tr("Counting help: show the card points each side has taken"),
                                "prefCounting", p.countingHelp,
                                tr("At the table everyone counts in their head; this shows the figures beside the "
                                   "table."));
    stammtisch_ =
        addPrefCheckBox(playerForm, tr("Stammtisch mode: as at the pub, no counting help, hints or taking back"),
                        "prefStammtisch", p.stammtischMode);
    onlyCard_ = addPrefCheckBox(playerForm, tr("Play my only card that may be played by itself"), "prefOnlyCard",
                                p.playOnlyCard,
                                tr("When exactly one of your cards may be played and nothing else is to be "
                                   "decided, it is played for you."));
    const auto strict = [this] {
        counting_->setEnabled(!stammtisch_->isChecked());
        undo_->setEnabled(!stammtisch_->isChecked());
    };
    connect(stammtisch_, &QCheckBox::toggled, this, strict);
    strict();
    think_ = new QSpinBox(player);
    think_->setObjectName(QStringLiteral("prefThink"));
    think_->setRange(0, 3000);
    think_->setSingleStep(100);
    think_->setSuffix(tr(" ms"));
    think_->setValue(p.thinkMs);
    think_->setToolTip(tr("The least time a computer player takes before it plays, so you can follow the game."));
    playerForm->addRow(tr("Computer &thinking pause:"), think_);
    tabs->addTab(player, tr("Player"));

    auto* display = new QWidget(tabs);
    display->setObjectName(QStringLiteral("prefDisplayPage"));
    auto* displayForm = new QFormLayout(display);
    animation_ = new QComboBox(display);
    animation_->setObjectName(QStringLiteral("prefAnimation"));
    animation_->addItem(tr("Off (reduce motion)"), QStringLiteral("off"));
    animation_->addItem(tr("Fast"), QStringLiteral("fast"));
    animation_->addItem(tr("Normal"), QStringLiteral("normal"));
    animation_->addItem(tr("Slow"), QStringLiteral("slow"));
    animation_->setCurrentIndex(std::max(0, animation_->findData(p.animation)));
    displayForm->addRow(tr("Card &animation:"), animation_);
    for (PackKind k : kPacks) {
        auto* c = new QComboBox(display);
        c->setObjectName(QStringLiteral("prefDeck_%1").arg(Preferences::packKey(k)));
        for (const DeckStyle& d : CardTheme::styles(k))
            c->addItem(d.name, d.id);
        c->setCurrentIndex(std::max(0, c->findData(p.deck(k))));
        decks_.insert(Preferences::packKey(k), c);
        displayForm->addRow(CardTheme::packName(k) + QLatin1Char(':'), c);
    }
    language_ = new QComboBox(display);
    language_->setObjectName(QStringLiteral("prefLanguage"));
    language_->addItem(tr("System language"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    language_->setCurrentIndex(std::max(0, language_->findData(p.language)));
    slate_ = new QComboBox(display);
    slate_->setObjectName(QStringLiteral("prefSlate"));
    slate_->setIconSize(QSize(48, 36));
    for (const CardTheme::Slate style : kSlatePictures)
        slate_->addItem(
            QIcon(CardTheme::instance().slate(style, CardTheme::slateStrokes(style), 48, devicePixelRatioF())),
            CardTheme::slateName(style), CardTheme::slateStyleId(style));
    slate_->setCurrentIndex(std::max(0, slate_->findData(CardTheme::slateStyleId(p.slate))));
    slate_->setToolTip(tr("How Dreeg's seven strokes are drawn on the slates: XII is the usual way; ten strokes "
                          "are always drawn as XX."));
    displayForm->addRow(tr("Dreeg &slates:"), slate_);
    displayForm->addRow(tr("&Language:"), language_);
    auto* note = new QLabel(tr("A new language applies the next time Stammtisch starts."), display);
    note->setWordWrap(true);
    note->setEnabled(false);
    displayForm->addRow(QString(), note);
    tabs->addTab(display, tr("Display"));

    auto* hand = new QWidget(tabs);
    hand->setObjectName(QStringLiteral("prefHandPage"));
    auto* handForm = new QFormLayout(hand);
    trumps_ = new QComboBox(hand);
    trumps_->setObjectName(QStringLiteral("prefTrumps"));
    trumps_->addItem(tr("At the left"), false);
    trumps_->addItem(tr("At the right"), true);
    trumps_->setCurrentIndex(p.handOrder.trumpsRight ? 1 : 0);
    handForm->addRow(tr("&Trumps:"), trumps_);
    rankOrder_ = new QComboBox(hand);
    rankOrder_->setObjectName(QStringLiteral("prefRankOrder"));
    rankOrder_->addItem(tr("Highest card first"), false);
    rankOrder_->addItem(tr("Lowest card first"), true);
    rankOrder_->setCurrentIndex(p.handOrder.lowFirst ? 1 : 0);
    handForm->addRow(tr("&Within a suit:"), rankOrder_);
    alternate_ =
        addPrefCheckBox(handForm, tr("Alternate the suits' colours"), "prefAlternate", p.handOrder.alternateColours,
                        tr("Sort the suits so that no two suits of the same colour lie side by side."));
    tabs->addTab(hand, tr("Your hand"));
    auto* accessBox = new access::AccessBox(tabs); // sound, high contrast, suit marks, large cards
    tabs->addTab(accessBox, access::AccessBox::title());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this, accessBox] {
        accessBox->saveAndApply();
        saveError_ = preferences().save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);
}

Preferences SettingsDialog::preferences() const {
    Preferences p;
    p.animation = animation_->currentData().toString();
    p.thinkMs = think_->value();
    p.language = language_->currentData().toString();
    p.playerName = name_->text().trimmed();
    p.allowUndo = undo_->isChecked();
    p.countingHelp = counting_->isChecked();
    p.stammtischMode = stammtisch_->isChecked();
    p.playOnlyCard = onlyCard_->isChecked();
    p.handOrder.trumpsRight = trumps_->currentData().toBool();
    p.handOrder.lowFirst = rankOrder_->currentData().toBool();
    p.handOrder.alternateColours = alternate_->isChecked();
    for (const CardTheme::Slate style : kSlatePictures)
        if (slate_->currentData().toString() == CardTheme::slateStyleId(style))
            p.slate = style;
    p.avatar = avatar_->currentData().toInt();
    for (auto it = decks_.cbegin(); it != decks_.cend(); ++it)
        p.decks.insert(it.key(), it.value()->currentData().toString());
    return p;
}

} // namespace st::ui
