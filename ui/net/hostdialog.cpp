#include "hostdialog.h"

#include "dialogs/settingsdialog.h"
#include "text/optionnames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace st::ui::net {

HostDialog::HostDialog(const NewGameSettings& game, QWidget* parent) : QDialog(parent), game_(game) {
    setObjectName(QStringLiteral("host_dialog"));
    setWindowTitle(tr("Host a table"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A table of %1 opens on this computer. The others join it with Game \u25b8 Join a "
                                "table\u2026, with the address and the table code shown once it is open.")
                                 .arg(game.game ? st::text::OptionNames::gameName(*game.game) : QString()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* seatsBox = new QGroupBox(tr("Seats"), this);
    auto* seatsForm = new QFormLayout(seatsBox);
    const QStringList levels = NewGameDialog::levelIds();
    // The host's name is what everyone at the table sees: a name typed in the New game dialog, else
    // the player's own (never the dialog's "You", which only this computer would understand).
    const QString typed = game.names.value(game.humanSeat).trimmed();
    const QString placeholder = QCoreApplication::translate("st::ui::NewGameDialog", "You");
    name_ = new QLineEdit(typed.isEmpty() || typed == placeholder ? defaultName() : typed, seatsBox);
    name_->setObjectName(QStringLiteral("host_name"));
    name_->setMaxLength(24);
    name_->setToolTip(tr("The name the others see at the table"));
    for (int s = 0; s < game.names.size(); ++s) {
        if (s == game.humanSeat) {
            seats_.push_back(nullptr);
            auto* row = new QHBoxLayout;
            row->addWidget(name_, 1);
            row->addWidget(new QLabel(tr("(you, the host)"), seatsBox));
            auto* label = new QLabel(tr("Your &name:"), seatsBox);
            label->setBuddy(name_);
            seatsForm->addRow(label, row);
            continue;
        }
        auto* c = new QComboBox(seatsBox);
        c->setObjectName(QStringLiteral("host_seat_%1").arg(s));
        c->addItem(tr("A player at another computer"), QStringLiteral("player"));
        for (const QString& l : levels)
            c->addItem(tr("Computer: %1").arg(NewGameDialog::levelName(l)), l);
        seats_.push_back(c);
        seatsForm->addRow(tr("%1:").arg(game.names[s]), c);
    }
    layout->addWidget(seatsBox);

    auto* rulesBox = new QGroupBox(tr("At the table"), this);
    auto* form = new QFormLayout(rulesBox);
    dropLevel_ = new QComboBox(rulesBox);
    dropLevel_->setObjectName(QStringLiteral("host_drop_level"));
    for (const QString& l : levels)
        dropLevel_->addItem(NewGameDialog::levelName(l), l);
    dropLevel_->setCurrentIndex(std::max(0, static_cast<int>(levels.indexOf(QStringLiteral("normal")))));
    dropOut_ = new QSpinBox(rulesBox);
    dropOut_->setObjectName(QStringLiteral("host_drop_out"));
    dropOut_->setRange(0, 3600);
    dropOut_->setValue(60);
    dropOut_->setSuffix(tr(" s"));
    dropOut_->setToolTip(tr("A player whose connection is lost keeps the seat this long; then the computer plays it "
                            "until the player is back."));
    nextDeal_ = new QSpinBox(rulesBox);
    nextDeal_->setObjectName(QStringLiteral("host_next_deal"));
    nextDeal_->setRange(0, 600);
    nextDeal_->setValue(60);
    nextDeal_->setSuffix(tr(" s"));
    nextDeal_->setToolTip(tr("After a deal the next comes as soon as every player has read the result; a player "
                             "who takes longer is not waited for beyond this."));
    hints_ = new QCheckBox(tr("Allow the &hint"), rulesBox);
    hints_->setObjectName(QStringLiteral("host_hints"));
    hints_->setToolTip(tr("Off, as at a real Stammtisch: nobody may ask the computer what to play."));
    port_ = new QSpinBox(rulesBox);
    port_->setObjectName(QStringLiteral("host_port"));
    port_->setRange(1024, 65535);
    port_->setValue(47474);
    form->addRow(tr("A player who drops out is replaced after:"), dropOut_);
    form->addRow(tr("by the computer:"), dropLevel_);
    form->addRow(tr("The next deal waits for everyone at most:"), nextDeal_);
    form->addRow(QString(), hints_);
    form->addRow(tr("&Port:"), port_);
    layout->addWidget(rulesBox);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Open the table"));
    ok_->setObjectName(QStringLiteral("host_ok"));
    const auto validate = [this] {
        ok_->setEnabled(!name_->text().simplified().isEmpty());
        ok_->setToolTip(ok_->isEnabled() ? QString() : tr("Type the name the others see at the table."));
    };
    connect(name_, &QLineEdit::textChanged, this, validate);
    validate();
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!ok_->isEnabled())
            return;
        QSettings().setValue(QStringLiteral("net/name"), name_->text().simplified());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString HostDialog::defaultName() {
    const QString mine = Preferences::load().playerName.simplified();
    return mine.isEmpty() ? QSettings().value(QStringLiteral("net/name")).toString().simplified() : mine;
}

QComboBox* HostDialog::seatChoice(int seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < seats_.size() ? seats_[static_cast<std::size_t>(seat)]
                                                                       : nullptr;
}

HostSettings HostDialog::settings() const {
    HostSettings h;
    h.game = game_;
    if (game_.humanSeat >= 0 && game_.humanSeat < h.game.names.size())
        h.game.names[game_.humanSeat] = name_->text().simplified();
    for (QComboBox* c : seats_)
        h.seats << (c ? c->currentData().toString() : QStringLiteral("player"));
    h.dropLevel = dropLevel_->currentData().toString();
    h.dropOutSeconds = dropOut_->value();
    h.nextDealSeconds = nextDeal_->value();
    h.hints = hints_->isChecked();
    h.port = port_->value();
    return h;
}

} // namespace st::ui::net
