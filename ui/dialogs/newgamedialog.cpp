#include "newgamedialog.h"

#include "cards/cardtheme.h"
#include "games/gameface.h"
#include "help/rulesbook.h"
#include "logging.h"
#include "settingsdialog.h"
#include "text/optionnames.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <optional>

namespace st::ui {

namespace {

/// A small round "?" that opens the rules book (at a section chosen when it is pressed).
QToolButton* rulesHelp(QWidget* parent, const QString& name, const QString& tip, std::function<void()> open) {
    auto* b = new QToolButton(parent);
    b->setObjectName(name);
    b->setText(QStringLiteral("?"));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    QObject::connect(b, &QToolButton::clicked, parent, std::move(open));
    return b;
}

constexpr int kMaxSeats = 8;

/// Keeps a combo box at least as wide as its longest choice needs: whichever is chosen reads in full.
void fitChoices(QComboBox* c) {
    const QComboBox::SizeAdjustPolicy policy = c->sizeAdjustPolicy();
    c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    const int need = c->sizeHint().width();
    c->setSizeAdjustPolicy(policy);
    c->setMinimumWidth(need);
}

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QVariant toQVariant(const OptionValue& v) {
    if (auto* b = std::get_if<bool>(&v))
        return *b;
    if (auto* i = std::get_if<int>(&v))
        return *i;
    if (auto* s = std::get_if<std::string>(&v))
        return qs(*s);
    QStringList items;
    for (const auto& it : std::get<std::vector<std::string>>(v))
        items << qs(it);
    return items;
}

/// A remembered value of the option's type, or nothing if it does not fit.
/// A saved option value, if it is one the option takes; otherwise (a damaged or
/// foreign settings file) nothing, and the editor shows the default.
std::optional<OptionValue> fromQVariant(const OptionSpec& o, const QVariant& q) {
    if (!q.isValid())
        return std::nullopt;
    const auto isChoice = [&o](const std::string& s) {
        return o.choices.empty() || std::find(o.choices.begin(), o.choices.end(), s) != o.choices.end();
    };
    if (std::holds_alternative<bool>(o.defaultValue)) {
        if (q.typeId() == QMetaType::Bool)
            return OptionValue(q.toBool());
        const QString s = q.toString().trimmed().toLower();
        if (s == QLatin1String("true") || s == QLatin1String("1"))
            return OptionValue(true);
        if (s == QLatin1String("false") || s == QLatin1String("0"))
            return OptionValue(false);
        return std::nullopt;
    }
    if (std::holds_alternative<int>(o.defaultValue)) {
        bool ok = false;
        const int i = q.toInt(&ok);
        return ok && (o.min == o.max || (i >= o.min && i <= o.max)) ? std::optional<OptionValue>(i) : std::nullopt;
    }
    if (std::holds_alternative<std::string>(o.defaultValue)) {
        const std::string s = q.toString().toStdString();
        return isChoice(s) ? std::optional<OptionValue>(s) : std::nullopt;
    }
    if (q.typeId() != QMetaType::QStringList && q.typeId() != QMetaType::QVariantList &&
        q.typeId() != QMetaType::QString)
        return std::nullopt;
    std::vector<std::string> items;
    for (const QString& s : q.toStringList()) {
        if (!isChoice(s.toStdString()))
            return std::nullopt;
        items.push_back(s.toStdString());
    }
    return OptionValue(items);
}

QString settingsGroup(const GameInfo& g) {
    return QStringLiteral("newgame/%1").arg(qs(g.id));
}

} // namespace

QStringList NewGameDialog::levelIds() {
    return {QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("strong"), QStringLiteral("expert")};
}

QString NewGameDialog::levelName(const QString& level) {
    if (level == QLatin1String("easy"))
        return tr("Easy");
    if (level == QLatin1String("strong"))
        return tr("Strong");
    if (level == QLatin1String("expert"))
        return tr("Expert");
    return tr("Normal");
}

QString NewGameDialog::levelDescription(const QString& level) {
    if (level == QLatin1String("easy"))
        return tr("Easy \u2014 plays by rules of thumb; a beginner can beat it.");
    if (level == QLatin1String("strong"))
        return tr("Strong \u2014 thinks many possible deals through and plays the last tricks out exactly; "
                  "measured over 1,000 deals (Dappen: 10,000) it beats Normal in every game.");
    if (level == QLatin1String("expert"))
        return tr(
            "Expert \u2014 thinks four times as many possible deals through as Strong and takes a little longer over "
            "a move (rarely more than a second); measured on the same deals it beats Strong in every game.");
    return tr("Normal \u2014 tries each choice out on possible deals; measured over 1,000 deals it clearly beats "
              "Easy.");
}

QString NewGameDialog::defaultOpponentName(const GameInfo& g, int n) {
    const QStringList names = faces::face(g.id).opponentNames();
    return names[std::clamp(n, 0, static_cast<int>(names.size()) - 1)];
}

NewGameDialog::NewGameDialog(QWidget* parent, const QString& gameId) : QDialog(parent) {
    setObjectName(QStringLiteral("newGameDialog"));
    setWindowTitle(tr("New game"));
    auto* box = new QVBoxLayout(this);

    // The game and the deck side by side: the dialog's full width for the names of installed decks.
    auto* top = new QGridLayout;
    gameBox_ = new QComboBox(this);
    gameBox_->setObjectName(QStringLiteral("gameBox"));
    for (const GameInfo& g : games())
        gameBox_->addItem(text::OptionNames::gameName(g), qs(g.id));
    auto* gameLabel = new QLabel(tr("&Game:"), this);
    gameLabel->setBuddy(gameBox_);
    top->addWidget(gameLabel, 0, 0);
    top->addWidget(gameBox_, 0, 1);
    deck_ = new QComboBox(this);
    deck_->setObjectName(QStringLiteral("deckBox"));
    auto* deckLabel = new QLabel(tr("&Deck:"), this);
    deckLabel->setBuddy(deck_);
    top->addWidget(deckLabel, 0, 2);
    top->addWidget(deck_, 0, 3);
    top->setColumnStretch(1, 4);
    top->setColumnStretch(3, 5);
    description_ = new QLabel(this);
    description_->setWordWrap(true);
    top->addWidget(description_, 1, 1, 1, 3);
    box->addLayout(top);

    auto* columns = new QHBoxLayout;
    // Left: the table.
    auto* table = new QGroupBox(tr("At the table"), this);
    auto* tableBox = new QVBoxLayout(table);
    auto* tableForm = new QFormLayout;
    players_ = new QSpinBox(table);
    players_->setObjectName(QStringLiteral("playersBox"));
    players_->setToolTip(tr("How many sit at the table: you and the computer players."));
    tableForm->addRow(tr("&Players:"), players_);
    tableBox->addLayout(tableForm);
    auto* seatsHint = new QLabel(tr("Seats in the order of play. Choose where you sit:"), table);
    seatsHint->setWordWrap(true);
    tableBox->addWidget(seatsHint);
    seatsPage_ = new QWidget(table);
    seatsGrid_ = new QGridLayout(seatsPage_);
    seatsGrid_->setContentsMargins(0, 0, 0, 0);
    auto* seatGroup = new QButtonGroup(this);
    for (int s = 0; s < kMaxSeats; ++s) {
        auto* r = new QRadioButton(tr("Seat %1").arg(s + 1), seatsPage_);
        r->setObjectName(QStringLiteral("seat_%1").arg(s));
        r->setToolTip(tr("You sit here"));
        seatGroup->addButton(r, s);
        auto* name = new QLineEdit(seatsPage_);
        name->setObjectName(QStringLiteral("seatName_%1").arg(s));
        name->setMaxLength(24);
        name->setAccessibleName(tr("Name at seat %1").arg(s + 1)); // a screen reader's label for the row
        auto* level = new QComboBox(seatsPage_);
        level->setObjectName(QStringLiteral("seatLevel_%1").arg(s));
        for (const QString& l : levelIds()) {
            level->addItem(levelName(l), l);
            level->setItemData(level->count() - 1, levelDescription(l), Qt::ToolTipRole);
        }
        level->setCurrentIndex(1);
        level->setAccessibleName(tr("Computer player at seat %1").arg(s + 1));
        seatsGrid_->addWidget(r, s, 0);
        seatsGrid_->addWidget(name, s, 1);
        seatsGrid_->addWidget(level, s, 2);
        seatRadios_ << r;
        seatNames_ << name;
        seatLevels_ << level;
        connect(r, &QRadioButton::toggled, this, [this, s](bool on) {
            if (on) {
                human_ = s; // the sender, not a scan of the radios: the old one may still be checked
                humanSeatChosen();
            }
        });
    }
    seatsGrid_->setColumnStretch(1, 1);
    tableBox->addWidget(seatsPage_);
    auto* levels = new QLabel(levelDescription(QStringLiteral("easy")) + QLatin1Char('\n') +
                                  levelDescription(QStringLiteral("normal")) + QLatin1Char('\n') +
                                  levelDescription(QStringLiteral("strong")) + QLatin1Char('\n') +
                                  levelDescription(QStringLiteral("expert")),
                              table);
    levels->setObjectName(QStringLiteral("levelHelp"));
    levels->setWordWrap(true);
    levels->setMinimumWidth(1); // it wraps to the width the seats leave, however narrow
    levels->setStyleSheet(QStringLiteral("color: palette(dark);"));
    tableBox->addWidget(levels);
    tableBox->addStretch(1);
    columns->addWidget(table, 4);

    // Right: the rules.
    auto* rules = new QGroupBox(tr("Rules"), this);
    auto* rulesBox = new QVBoxLayout(rules);
    auto* presetForm = new QFormLayout;
    preset_ = new QComboBox(rules);
    preset_->setObjectName(QStringLiteral("presetBox"));
    auto* presetRow = new QHBoxLayout;
    presetRow->addWidget(preset_, 1);
    presetRow->addWidget(
        rulesHelp(rules, QStringLiteral("rulesPreset"), tr("These rules explained in the rules book"), [this] {
            const GameInfo* g = currentGame();
            const QString id = preset_->currentData().toString();
            RulesBook::open(this, g ? QString::fromStdString(g->id) : QString(),
                            id.isEmpty() ? QStringLiteral("variants") : QStringLiteral("preset-") + id);
        }));
    auto* presetLabel = new QLabel(tr("&Rules:"), rules); // the mnemonic needs its buddy: a row of a layout has none
    presetLabel->setBuddy(preset_);
    presetForm->addRow(presetLabel, presetRow);
    rulesBox->addLayout(presetForm);
    presetInfo_ = new QLabel(rules);
    presetInfo_->setObjectName(QStringLiteral("presetInfo"));
    presetInfo_->setWordWrap(true);
    rulesBox->addWidget(presetInfo_);
    optionsScroll_ = new QScrollArea(rules);
    optionsScroll_->setWidgetResizable(true);
    optionsScroll_->setFrameShape(QFrame::StyledPanel);
    optionsScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    optionsPage_ = new QWidget(optionsScroll_);
    optionsForm_ = new QFormLayout(optionsPage_);
    optionsForm_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    optionsScroll_->setWidget(optionsPage_);
    optionsPage_->installEventFilter(this);
    rulesBox->addWidget(optionsScroll_, 1);
    columns->addWidget(rules, 5);
    box->addLayout(columns, 1);

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
            remember();
            accept();
        } else {
            error_->setText(err);
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);

    connect(gameBox_, &QComboBox::currentIndexChanged, this, &NewGameDialog::rebuildGame);
    connect(players_, &QSpinBox::valueChanged, this, [this](int n) {
        // A seat the table grows by takes the level the others play at: the nearest opponent above it.
        for (int s = seatsShown_; s < n && s < kMaxSeats; ++s)
            for (int k = s - 1; k >= 0; --k)
                if (k != humanSeat()) {
                    seatLevels_[s]->setCurrentIndex(seatLevels_[k]->currentIndex());
                    break;
                }
        seatsShown_ = n;
        rebuildSeats();
        validate();
    });
    connect(preset_, &QComboBox::activated, this, &NewGameDialog::presetChosen);
    if (!gameId.isEmpty())
        selectGame(gameId);
    else if (const int i = gameBox_->findData(QSettings().value(QStringLiteral("newgame/last"))); i >= 0)
        gameBox_->setCurrentIndex(i);
    rebuildGame();
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    fitTo(screen ? screen->availableGeometry() : QRect(0, 0, 1024, 700));
}

void NewGameDialog::fitTo(const QRect& available) {
    // The window frame: as the window system has it once shown, before that a title bar's worth.
    const QSize frame = isVisible() && frameGeometry().size() != size()
                            ? frameGeometry().size() - size()
                            : QSize(2 * style()->pixelMetric(QStyle::PM_DefaultFrameWidth),
                                    std::max(style()->pixelMetric(QStyle::PM_TitleBarHeight), 32) + 8);
    const QSize room = (available.size() - frame).expandedTo(QSize(1, 1));
    resize(QSize(980, 720).expandedTo(minimumSizeHint()).boundedTo(room));
    if (isVisible()) { // keep it on the screen
        QRect r = frameGeometry();
        r.moveRight(std::min(r.right(), available.right()));
        r.moveBottom(std::min(r.bottom(), available.bottom()));
        r.moveLeft(std::max(r.left(), available.left()));
        r.moveTop(std::max(r.top(), available.top()));
        move(r.topLeft());
    }
}

void NewGameDialog::fitOptionsWidth() {
    optionsScroll_->setMinimumWidth(optionsPage_->minimumSizeHint().width() +
                                    optionsScroll_->verticalScrollBar()->sizeHint().width() +
                                    2 * optionsScroll_->frameWidth());
}

bool NewGameDialog::eventFilter(QObject* watched, QEvent* event) {
    // The option rows of another game show up one by one (an open dialog shows new widgets
    // later): the area's width follows its rows as they are laid out.
    if (watched == optionsPage_ && event->type() == QEvent::LayoutRequest)
        fitOptionsWidth();
    return QDialog::eventFilter(watched, event);
}

void NewGameDialog::setAcceptText(const QString& text) {
    if (auto* b = findChild<QPushButton*>(QStringLiteral("startButton")))
        b->setText(text);
}

void NewGameDialog::selectGame(const QString& id) {
    const int i = gameBox_->findData(id);
    if (i >= 0)
        gameBox_->setCurrentIndex(i);
}

const GameInfo* NewGameDialog::currentGame() const {
    return findGame(gameBox_->currentData().toString().toStdString());
}

int NewGameDialog::humanSeat() const {
    return human_;
}

void NewGameDialog::rebuildGame() {
    const GameInfo* g = currentGame();
    if (!g)
        return;
    description_->setText(faces::face(g->id).description());
    deck_->clear();
    for (const DeckStyle& s : CardTheme::styles(g->pack))
        deck_->addItem(s.name, s.id);
    deck_->setCurrentIndex(std::max(0, deck_->findData(Preferences::load().deck(g->pack))));
    fitChoices(deck_);

    preset_->clear();
    for (const RulePreset& p : g->presets) {
        preset_->addItem(text::OptionNames::presetName(p), qs(p.id));
        preset_->setItemData(preset_->count() - 1, text::OptionNames::presetDescription(p), Qt::ToolTipRole);
    }
    preset_->addItem(tr("Custom"), QString());
    preset_->setItemData(preset_->count() - 1, tr("The options as you set them below."), Qt::ToolTipRole);
    fitChoices(preset_);

    while (optionsForm_->rowCount() > 0)
        optionsForm_->removeRow(0);
    editors_.clear();
    for (const OptionSpec& o : *g->options) {
        const QString name = qs(o.name);
        const QString tip = QCoreApplication::translate("st::options", o.description.c_str());
        QWidget* editor = nullptr;
        if (std::holds_alternative<bool>(o.defaultValue)) {
            auto* c = new QCheckBox(optionsPage_);
            editor = c;
            connect(c, &QCheckBox::toggled, this, &NewGameDialog::optionEdited);
        } else if (std::holds_alternative<int>(o.defaultValue)) {
            auto* s = new QSpinBox(optionsPage_);
            s->setRange(o.min, o.max);
            editor = s;
            connect(s, &QSpinBox::valueChanged, this, &NewGameDialog::optionEdited);
        } else if (std::holds_alternative<std::string>(o.defaultValue)) {
            auto* c = new QComboBox(optionsPage_);
            c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            c->setMinimumContentsLength(14);
            for (const auto& ch : o.choices)
                c->addItem(text::OptionNames::choiceLabel(o.name, ch), qs(ch));
            fitChoices(c);
            editor = c;
            connect(c, &QComboBox::currentIndexChanged, this, &NewGameDialog::optionEdited);
        } else {
            // A list: its elements as checkable rows, in order; drag to reorder.
            auto* l = new QListWidget(optionsPage_);
            l->setDragDropMode(QAbstractItemView::InternalMove);
            l->setDefaultDropAction(Qt::MoveAction);
            l->setSelectionMode(QAbstractItemView::SingleSelection);
            editor = l;
            connect(l, &QListWidget::itemChanged, this, &NewGameDialog::optionEdited);
            connect(l->model(), &QAbstractItemModel::rowsMoved, this, &NewGameDialog::optionEdited);
        }
        editor->setObjectName(QStringLiteral("option_%1").arg(name));
        editor->setToolTip(tip);
        auto* label = new QLabel(text::OptionNames::optionLabel(o.name) + QLatin1Char(':'), optionsPage_);
        label->setObjectName(QStringLiteral("label_%1").arg(name));
        label->setToolTip(tip);
        label->setBuddy(editor);
        editors_.insert(name, editor);
        setEditorValue(o, o.defaultValue);
        if (auto* l = qobject_cast<QListWidget*>(editor)) {
            l->setFixedHeight(l->sizeHintForRow(0) * std::min(l->count(), 10) + 2 * l->frameWidth() + 4);
            auto* col = new QVBoxLayout;
            auto* head = new QHBoxLayout;
            head->addWidget(label, 1);
            head->addWidget(rulesHelp(optionsPage_, QStringLiteral("rulesOption_%1").arg(name),
                                      tr("This option explained in the rules book"), [this, g, name] {
                                          RulesBook::open(this, QString::fromStdString(g->id),
                                                          QStringLiteral("option-") + name);
                                      }));
            col->addLayout(head);
            col->addWidget(l);
            auto* hint = new QLabel(tr("Tick the ones to play; drag to change the order."), optionsPage_);
            hint->setStyleSheet(QStringLiteral("color: palette(dark);"));
            col->addWidget(hint);
            optionsForm_->addRow(col);
        } else {
            auto* row = new QHBoxLayout;
            row->addWidget(editor, 1);
            row->addWidget(rulesHelp(optionsPage_, QStringLiteral("rulesOption_%1").arg(name),
                                     tr("This option explained in the rules book"), [this, g, name] {
                                         RulesBook::open(this, QString::fromStdString(g->id),
                                                         QStringLiteral("option-") + name);
                                     }));
            optionsForm_->addRow(label, row);
        }
    }
    fitOptionsWidth();
    restore();
    validate();
}

void NewGameDialog::rebuildSeats() {
    const GameInfo* g = currentGame();
    const int n = players_->value();
    int human = humanSeat();
    if (human >= n)
        seatRadios_[n - 1]->setChecked(true);
    for (int s = 0; s < kMaxSeats; ++s) {
        const bool shown = s < n;
        seatRadios_[s]->setVisible(shown);
        seatNames_[s]->setVisible(shown);
        QSizePolicy keep = seatLevels_[s]->sizePolicy();
        keep.setRetainSizeWhenHidden(shown); // the human's row keeps its columns
        seatLevels_[s]->setSizePolicy(keep);
        seatLevels_[s]->setVisible(shown && s != humanSeat());
    }
    human = humanSeat();
    int opponent = 0;
    for (int s = 0; s < n; ++s) {
        const bool isHuman = s == human;
        seatLevels_[s]->setEnabled(!isHuman);
        if (isHuman)
            seatLevels_[s]->hide(); // the human plays it: no strength to choose
        seatLevels_[s]->setToolTip(isHuman ? tr("You play this seat")
                                           : levelDescription(seatLevels_[s]->currentData().toString()));
        if (isHuman) {
            seatNames_[s]->setPlaceholderText(tr("You"));
        } else if (g) {
            seatNames_[s]->setPlaceholderText(defaultOpponentName(*g, opponent));
            ++opponent;
        }
    }
}

void NewGameDialog::humanSeatChosen() {
    // The human's name moves along to the chosen seat; the seat left gets a computer's name.
    const int human = humanSeat();
    for (int s = 0; s < seatNames_.size(); ++s)
        if (s != human && seatNames_[s]->property("human").toBool()) {
            seatNames_[human]->setText(seatNames_[s]->text());
            seatNames_[s]->clear();
            seatNames_[s]->setProperty("human", false);
        }
    seatNames_[human]->setProperty("human", true);
    rebuildSeats();
}

void NewGameDialog::setEditorValue(const OptionSpec& o, const OptionValue& v) {
    QWidget* w = editors_.value(qs(o.name));
    if (auto* check = qobject_cast<QCheckBox*>(w); check && std::holds_alternative<bool>(v)) {
        check->setChecked(std::get<bool>(v));
    } else if (auto* s = qobject_cast<QSpinBox*>(w); s && std::holds_alternative<int>(v)) {
        s->setValue(std::get<int>(v));
    } else if (auto* b = qobject_cast<QComboBox*>(w); b && std::holds_alternative<std::string>(v)) {
        b->setCurrentIndex(std::max(0, b->findData(qs(std::get<std::string>(v)))));
    } else if (auto* l = qobject_cast<QListWidget*>(w); l && std::holds_alternative<std::vector<std::string>>(v)) {
        // The rows are the default order plus every other element once; the value is
        // ticked where it fits that order, otherwise the rows follow the value.
        const auto& want = std::get<std::vector<std::string>>(v);
        std::vector<std::string> base = std::get<std::vector<std::string>>(o.defaultValue);
        for (const auto& c : o.choices)
            if (std::find(base.begin(), base.end(), c) == base.end())
                base.push_back(c);
        std::vector<bool> ticked(base.size(), false);
        std::size_t k = 0;
        for (std::size_t i = 0; i < base.size() && k < want.size(); ++i)
            if (base[i] == want[k]) {
                ticked[i] = true;
                ++k;
            }
        if (k < want.size()) {
            base = want;
            ticked.assign(want.size(), true);
            for (const auto& c : o.choices)
                if (std::find(want.begin(), want.end(), c) == want.end()) {
                    base.push_back(c);
                    ticked.push_back(false);
                }
        }
        const QSignalBlocker block(l);
        l->clear();
        for (std::size_t i = 0; i < base.size(); ++i) {
            auto* item = new QListWidgetItem(text::OptionNames::choiceLabel(o.name, base[i]), l);
            item->setData(Qt::UserRole, qs(base[i]));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled);
            item->setCheckState(ticked[i] ? Qt::Checked : Qt::Unchecked);
        }
    }
}

bool NewGameDialog::editorValue(const OptionSpec& o, OptionValue& out) const {
    QWidget* w = editors_.value(qs(o.name));
    if (auto* c = qobject_cast<QCheckBox*>(w))
        out = c->isChecked();
    else if (auto* s = qobject_cast<QSpinBox*>(w))
        out = s->value();
    else if (auto* b = qobject_cast<QComboBox*>(w))
        out = b->currentData().toString().toStdString();
    else if (auto* l = qobject_cast<QListWidget*>(w)) {
        std::vector<std::string> items;
        for (int i = 0; i < l->count(); ++i)
            if (l->item(i)->checkState() == Qt::Checked)
                items.push_back(l->item(i)->data(Qt::UserRole).toString().toStdString());
        out = items;
    } else
        return false;
    return true;
}

void NewGameDialog::selectPreset(const QString& id) {
    const int i = id.isEmpty() ? -1 : preset_->findData(id);
    preset_->setCurrentIndex(i >= 0 ? i : preset_->count() - 1);
    presetChosen();
}

QString NewGameDialog::currentPreset() const {
    return preset_->currentData().toString();
}

void NewGameDialog::presetChosen() {
    const GameInfo* g = currentGame();
    if (!g)
        return;
    const RulePreset* p = findPreset(*g, currentPreset().toStdString());
    presetInfo_->setText(p ? text::OptionNames::presetDescription(*p) : tr("Your own choice of the options below."));
    if (!p) {
        validate();
        return;
    }
    applying_ = true;
    for (const OptionSpec& o : *g->options) {
        const auto it = p->values.find(o.name);
        setEditorValue(o, it != p->values.end() ? it->second : o.defaultValue);
    }
    if (p->players >= g->minPlayers && p->players <= g->maxPlayers) {
        players_->setValue(p->players);
    } else {
        // A preset for any table: keep the number if the core accepts it, else the largest it does.
        const Variant v = presetVariant(*g, *p);
        for (int n = g->maxPlayers; !validateSetup(*g, v, players_->value()).empty() && n >= g->minPlayers; --n)
            if (validateSetup(*g, v, n).empty())
                players_->setValue(n);
    }
    applying_ = false;
    validate();
}

void NewGameDialog::optionEdited() {
    if (applying_)
        return;
    if (!currentPreset().isEmpty()) {
        preset_->setCurrentIndex(preset_->count() - 1);
        presetInfo_->setText(tr("Your own choice of the options below."));
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
        OptionValue value;
        if (!editorValue(o, value))
            continue;
        if (auto err = v.set(o.name, value); !err.empty()) {
            if (error)
                *error = tr("%1: %2").arg(text::OptionNames::optionLabel(o.name), qs(err));
            return out;
        }
    }
    if (auto err = validateSetup(*g, v, players_->value()); !err.empty()) {
        if (error)
            *error = qs(err);
        return out;
    }
    out.game = g;
    out.variant = v;
    out.presetId = currentPreset();
    out.humanSeat = humanSeat();
    for (int s = 0; s < players_->value(); ++s) {
        const QString typed = seatNames_[s]->text().trimmed();
        out.names << (typed.isEmpty() ? seatNames_[s]->placeholderText() : typed);
        out.levels << (s == out.humanSeat ? QString() : seatLevels_[s]->currentData().toString());
    }
    out.deckStyle = deck_->currentData().toString();
    return out;
}

void NewGameDialog::validate() {
    QString err;
    settings(&err);
    error_->setText(err);
    updateApplicable();
}

void NewGameDialog::updateApplicable() {
    const GameInfo* g = currentGame();
    if (!g)
        return;
    Variant v(g->options);
    for (const OptionSpec& o : *g->options)
        if (OptionValue value; editorValue(o, value))
            v.set(o.name, value); // a value the core refuses keeps the default: validate() says why
    for (const OptionSpec& o : *g->options) {
        const QString name = qs(o.name);
        QWidget* editor = editors_.value(name);
        auto* label = optionsPage_->findChild<QLabel*>(QStringLiteral("label_%1").arg(name));
        if (!editor || !label)
            continue;
        const bool applies = v.applies(o.name);
        QString tip = QCoreApplication::translate("st::options", o.description.c_str());
        if (!applies) {
            QStringList needs;
            for (const std::string& value : o.dependsOnValues)
                needs << text::OptionNames::choiceLabel(o.dependsOn, value);
            tip = tr("Has no say here: it applies only with %1: %2.")
                      .arg(text::OptionNames::optionLabel(o.dependsOn), needs.join(tr(" or "))) +
                  QLatin1Char('\n') + tip;
        }
        editor->setEnabled(applies);
        label->setEnabled(applies);
        editor->setToolTip(tip);
        label->setToolTip(tip);
    }
}

void NewGameDialog::remember() const {
    const GameInfo* g = currentGame();
    if (!g)
        return;
    QSettings s;
    s.setValue(QStringLiteral("newgame/last"), qs(g->id));
    s.beginGroup(settingsGroup(*g));
    s.setValue(QStringLiteral("preset"), currentPreset());
    s.setValue(QStringLiteral("players"), players_->value());
    s.setValue(QStringLiteral("humanSeat"), humanSeat());
    QStringList names, levels;
    for (int i = 0; i < kMaxSeats; ++i) {
        names << (i == humanSeat() ? QString() : seatNames_[i]->text().trimmed());
        levels << seatLevels_[i]->currentData().toString();
    }
    s.setValue(QStringLiteral("names"), names);
    s.setValue(QStringLiteral("levels"), levels);
    QVariantMap options;
    for (const OptionSpec& o : *g->options)
        if (OptionValue v; editorValue(o, v))
            options.insert(qs(o.name), toQVariant(v));
    s.setValue(QStringLiteral("options"), options);
    s.endGroup();
    // The human's name and the deck are application preferences.
    const QString human = seatNames_[humanSeat()]->text().trimmed();
    s.setValue(QStringLiteral("player/name"), human);
    s.setValue(QStringLiteral("deck/%1").arg(Preferences::packKey(g->pack)), deck_->currentData());
}

void NewGameDialog::restore() {
    const GameInfo* g = currentGame();
    if (!g)
        return;
    QSettings s;
    s.beginGroup(settingsGroup(*g));
    const bool saved = s.contains(QStringLiteral("players"));
    seatsShown_ = kMaxSeats; // the saved levels stand as they were saved
    players_->setRange(g->minPlayers, g->maxPlayers);
    const QStringList names = s.value(QStringLiteral("names")).toStringList();
    const QStringList levels = s.value(QStringLiteral("levels")).toStringList();
    for (int i = 0; i < kMaxSeats; ++i) {
        seatNames_[i]->setText(i < names.size() ? names[i] : QString());
        seatNames_[i]->setProperty("human", false);
        const int l = seatLevels_[i]->findData(i < levels.size() ? levels[i] : QStringLiteral("normal"));
        seatLevels_[i]->setCurrentIndex(l >= 0 ? l : 1);
    }
    const int seat = std::clamp(s.value(QStringLiteral("humanSeat"), 0).toInt(), 0, kMaxSeats - 1);
    seatNames_[seat]->setText(Preferences::load().playerName);
    seatNames_[seat]->setProperty("human", true);
    {
        const QSignalBlocker block(seatRadios_[seat]);
        seatRadios_[seat]->setChecked(true);
    }
    human_ = seat; // the radio's signal is blocked: the seat the name went to is the human's
    const QString preset =
        s.value(QStringLiteral("preset"), g->presets.empty() ? QString() : qs(g->presets[0].id)).toString();
    const int wanted = saved ? s.value(QStringLiteral("players")).toInt() : faces::face(g->id).defaultPlayers();
    players_->setValue(std::clamp(wanted, g->minPlayers, g->maxPlayers));
    if (!preset.isEmpty() && findPreset(*g, preset.toStdString())) {
        selectPreset(preset); // may set the preset's table size
        if (saved)
            players_->setValue(std::clamp(wanted, g->minPlayers, g->maxPlayers));
    } else {
        const QVariantMap options = s.value(QStringLiteral("options")).toMap();
        applying_ = true;
        for (const OptionSpec& o : *g->options) {
            const auto v = fromQVariant(o, options.value(qs(o.name)));
            setEditorValue(o, v ? *v : o.defaultValue);
        }
        applying_ = false;
        players_->setValue(std::clamp(wanted, g->minPlayers, g->maxPlayers));
        selectPreset(QString());
    }
    rebuildSeats();
    // The saved choices were valid when they were saved: if the rules refuse them
    // now (a damaged settings file), the game's default rules are offered instead.
    if (QString err; saved && !g->presets.empty() && !settings(&err).game) {
        qCWarning(lcSettings, "saved New game choices for %s refused (%s): the default rules instead", g->id.c_str(),
                  qPrintable(err));
        selectPreset(qs(g->presets.front().id));
        rebuildSeats();
    }
    seatsShown_ = players_->value();
}

} // namespace st::ui
