#include "newgamedialog.h"

#include "cards/cardtheme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace st::ui {

QString NewGameDialog::gameName(const GameInfo& g) {
    return QCoreApplication::translate("st::ui::NewGameDialog", g.name.c_str());
}

QString NewGameDialog::gameDescription(const GameInfo& g) {
    if (g.id == "dreeg")
        return tr("Nürnberger Dreck: eight phases of 66, Rot-Assen, Rufen and Kamerun, chalk strokes on a slate.");
    if (g.id == "dreierles")
        return tr("The Cego game of Baden for three or four: bid Dreier, Zweier or Einer and take the blind.");
    if (g.id == "dappen")
        return tr("Cego from the Black Forest for three to eight: dappen, strecken, stupfen, played for cents.");
    if (g.id == "dreierschnapsen")
        return tr("Austrian Schnapsen for three: contracts, Spritzen and Retour, points to 24 and Bummerl.");
    if (g.id == "schnapsen")
        return tr("Austrian Schnapsen for two: 20 cards, 66 to win, zudrehen and Bummerl to seven.");
    return {};
}

NewGameDialog::NewGameDialog(QWidget* parent, const QString& gameId) : QDialog(parent) {
    setObjectName(QStringLiteral("newGameDialog"));
    setWindowTitle(tr("New game"));
    QSettings prefs;
    auto* box = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    gameBox_ = new QComboBox(this);
    gameBox_->setObjectName(QStringLiteral("gameBox"));
    for (const GameInfo& g : games())
        gameBox_->addItem(gameName(g), QString::fromStdString(g.id));
    form->addRow(tr("&Game:"), gameBox_);
    description_ = new QLabel(this);
    description_->setWordWrap(true);
    form->addRow(QString(), description_);
    players_ = new QSpinBox(this);
    players_->setObjectName(QStringLiteral("playersBox"));
    players_->setToolTip(tr("How many sit at the table: you and the computer players."));
    form->addRow(tr("&Players at the table:"), players_);
    name_ = new QLineEdit(prefs.value(QStringLiteral("player/name"), tr("You")).toString(), this);
    name_->setObjectName(QStringLiteral("nameEdit"));
    name_->setToolTip(tr("Your name at the table; you sit at the bottom."));
    form->addRow(tr("Your &name:"), name_);
    deck_ = new QComboBox(this);
    deck_->setObjectName(QStringLiteral("deckBox"));
    form->addRow(tr("&Deck:"), deck_);
    box->addLayout(form);
    auto* group = new QGroupBox(tr("Rules"), this);
    auto* groupBox = new QVBoxLayout(group);
    auto* scroll = new QScrollArea(group);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    optionsPage_ = new QWidget(scroll);
    optionsForm_ = new QFormLayout(optionsPage_);
    scroll->setWidget(optionsPage_);
    scroll->setMinimumHeight(260);
    groupBox->addWidget(scroll);
    box->addWidget(group, 1);
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("newGameError"));
    error_->setStyleSheet(QStringLiteral("color: #b00020;"));
    error_->setWordWrap(true);
    box->addWidget(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Deal"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("startButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString err;
        if (settings(&err).game) {
            QSettings s;
            s.setValue(QStringLiteral("player/name"), name_->text().trimmed());
            if (const GameInfo* g = currentGame())
                s.setValue(QStringLiteral("deck/%1").arg(CardTheme::packName(g->pack)), deck_->currentData());
            accept();
        } else {
            error_->setText(err);
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);
    connect(gameBox_, &QComboBox::currentIndexChanged, this, &NewGameDialog::rebuildOptions);
    connect(players_, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
    if (!gameId.isEmpty())
        selectGame(gameId);
    rebuildOptions();
    resize(640, 620);
}

void NewGameDialog::selectGame(const QString& id) {
    const int i = gameBox_->findData(id);
    if (i >= 0)
        gameBox_->setCurrentIndex(i);
}

const GameInfo* NewGameDialog::currentGame() const {
    return findGame(gameBox_->currentData().toString().toStdString());
}

void NewGameDialog::rebuildOptions() {
    const GameInfo* g = currentGame();
    if (!g)
        return;
    description_->setText(gameDescription(*g));
    players_->setRange(g->minPlayers, g->maxPlayers);
    players_->setValue(g->id == "dreeg" ? 4 : g->minPlayers);
    deck_->clear();
    for (const DeckStyle& s : CardTheme::styles(g->pack))
        deck_->addItem(s.name, s.id);
    const int d = deck_->findData(QSettings().value(QStringLiteral("deck/%1").arg(CardTheme::packName(g->pack))));
    if (d >= 0)
        deck_->setCurrentIndex(d);
    while (optionsForm_->rowCount() > 0)
        optionsForm_->removeRow(0);
    editors_.clear();
    for (const OptionSpec& o : *g->options) {
        const QString name = QString::fromStdString(o.name);
        const QString tip = QCoreApplication::translate("st::options", o.description.c_str());
        QWidget* editor = nullptr;
        if (std::holds_alternative<bool>(o.defaultValue)) {
            auto* c = new QCheckBox(optionsPage_);
            c->setChecked(std::get<bool>(o.defaultValue));
            editor = c;
            connect(c, &QCheckBox::toggled, this, &NewGameDialog::validate);
        } else if (std::holds_alternative<int>(o.defaultValue)) {
            auto* s = new QSpinBox(optionsPage_);
            s->setRange(o.min, o.max);
            s->setValue(std::get<int>(o.defaultValue));
            editor = s;
            connect(s, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
        } else if (std::holds_alternative<std::string>(o.defaultValue)) {
            auto* c = new QComboBox(optionsPage_);
            for (const auto& ch : o.choices)
                c->addItem(QString::fromStdString(ch), QString::fromStdString(ch));
            c->setCurrentIndex(c->findData(QString::fromStdString(std::get<std::string>(o.defaultValue))));
            editor = c;
            connect(c, &QComboBox::currentIndexChanged, this, &NewGameDialog::validate);
        } else {
            auto* e = new QLineEdit(optionsPage_);
            QStringList items;
            for (const auto& it : std::get<std::vector<std::string>>(o.defaultValue))
                items << QString::fromStdString(it);
            e->setText(items.join(QStringLiteral(", ")));
            QStringList allowed;
            for (const auto& ch : o.choices)
                allowed << QString::fromStdString(ch);
            e->setPlaceholderText(allowed.join(QStringLiteral(", ")));
            editor = e;
            connect(e, &QLineEdit::textChanged, this, &NewGameDialog::validate);
        }
        editor->setObjectName(QStringLiteral("option_%1").arg(name));
        editor->setToolTip(tip);
        auto* label = new QLabel(name + QLatin1Char(':'), optionsPage_);
        label->setToolTip(tip);
        optionsForm_->addRow(label, editor);
        editors_.insert(name, editor);
    }
    validate();
}

NewGameSettings NewGameDialog::settings(QString* error) const {
    NewGameSettings out;
    const GameInfo* g = currentGame();
    if (!g)
        return out;
    Variant v(g->options);
    for (const OptionSpec& o : *g->options) {
        QWidget* w = editors_.value(QString::fromStdString(o.name));
        OptionValue value;
        if (auto* c = qobject_cast<QCheckBox*>(w))
            value = c->isChecked();
        else if (auto* s = qobject_cast<QSpinBox*>(w))
            value = s->value();
        else if (auto* c2 = qobject_cast<QComboBox*>(w))
            value = c2->currentData().toString().toStdString();
        else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            std::vector<std::string> items;
            for (const QString& part : e->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
                items.push_back(part.trimmed().toStdString());
            value = items;
        } else
            continue;
        if (auto err = v.set(o.name, value); !err.empty()) {
            if (error)
                *error = tr("%1: %2").arg(QString::fromStdString(o.name), QString::fromStdString(err));
            return out;
        }
    }
    if (auto err = validateSetup(*g, v, players_->value()); !err.empty()) {
        if (error)
            *error = QString::fromStdString(err);
        return out;
    }
    out.game = g;
    out.variant = v;
    const QString human = name_->text().trimmed().isEmpty() ? tr("You") : name_->text().trimmed();
    const QStringList others = {tr("Bert"), tr("Carla"), tr("Doris"), tr("Evi"), tr("Fritz"), tr("Gretl"), tr("Hans")};
    out.names << human;
    for (int i = 1; i < players_->value(); ++i)
        out.names << others[i - 1];
    out.deckStyle = deck_->currentData().toString();
    return out;
}

void NewGameDialog::validate() {
    QString err;
    settings(&err);
    error_->setText(err);
}

} // namespace st::ui
