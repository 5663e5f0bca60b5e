#include "sheets/blanksheetdialog.h"

#include "dialogs/newgamedialog.h"
#include "games/gameface.h"
#include "registry.h"
#include "sheets/scoresheet.h"
#include "sheets/sheetpreview.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace st::ui {

BlankSheetDialog::BlankSheetDialog(QWidget* parent, const QString& gameId) : QDialog(parent) {
    setObjectName(QStringLiteral("blankSheetDialog"));
    setWindowTitle(tr("Print a blank score sheet"));
    auto* box = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The game's own score sheet, empty, to keep the score by hand at the table."), this);
    intro->setWordWrap(true);
    box->addWidget(intro);
    auto* form = new QFormLayout;
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("blankGame"));
    for (const GameInfo& g : games())
        game_->addItem(st::text::OptionNames::gameName(g), QString::fromStdString(g.id));
    form->addRow(tr("&Game:"), game_);
    players_ = new QSpinBox(this);
    players_->setObjectName(QStringLiteral("blankPlayers"));
    form->addRow(tr("&Players:"), players_);
    names_ = new QLineEdit(this);
    names_->setObjectName(QStringLiteral("blankNames"));
    names_->setPlaceholderText(tr("Optional, separated by commas; empty: written in by hand"));
    form->addRow(tr("&Names:"), names_);
    box->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto* preview = buttons->addButton(tr("Print preview\u2026"), QDialogButtonBox::AcceptRole);
    preview->setObjectName(QStringLiteral("blankPreview"));
    preview->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);
    connect(game_, &QComboBox::currentIndexChanged, this, &BlankSheetDialog::gameChosen);
    const int at = game_->findData(gameId);
    game_->setCurrentIndex(at >= 0 ? at : 0);
    gameChosen();
}

void BlankSheetDialog::gameChosen() {
    const GameInfo* g = findGame(game_->currentData().toString().toStdString());
    if (!g)
        return;
    // The players the game is played by (Dreeg's five only at Weglöscher: four at most by default).
    const faces::GameFace& face = faces::face(g->id);
    players_->setRange(g->minPlayers, std::max(g->minPlayers, face.blankSheetMostPlayers()));
    players_->setValue(std::clamp(face.blankSheetPlayers(), players_->minimum(), players_->maximum()));
}

ScoreSheet BlankSheetDialog::sheet() const {
    const GameInfo* g = findGame(game_->currentData().toString().toStdString());
    if (!g)
        return {};
    QStringList names;
    for (const QString& n : names_->text().split(QLatin1Char(',')))
        names << n.trimmed();
    return ScoreSheet::blankFor(*g, players_->value(), names);
}

void BlankSheetDialog::run(QWidget* parent, const QString& gameId) {
    BlankSheetDialog dialog(parent, gameId);
    if (dialog.exec() != QDialog::Accepted)
        return;
    showSheetPreview(dialog.sheet(), SheetInfo(), parent);
}

} // namespace st::ui
