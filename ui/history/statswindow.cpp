#include "statswindow.h"

#include "dialogs/newgamedialog.h"
#include "games/gameface.h"
#include "history/historywindow.h"
#include "registry.h"
#include "text/wording.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QSet>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace st::ui {

namespace {

/// A cell that sorts by its number, not its text.
class NumberItem : public QTableWidgetItem {
  public:
    NumberItem(const QString& text, double value) : QTableWidgetItem(text) {
        setData(Qt::UserRole, value);
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

/// A round step for about `ticks` axis marks over `range`.
double niceStep(double range, int ticks) {
    if (range <= 0)
        return 1;
    const double raw = range / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * mag)
            return std::max(1.0, m * mag);
    return std::max(1.0, 10 * mag);
}

} // namespace

// ---- ResultChart

ResultChart::ResultChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("statsChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ResultChart::setSeries(const PlayerStats& stats) {
    stats_ = stats;
    update();
}

void ResultChart::clear() {
    stats_ = PlayerStats();
    update();
}

void ResultChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xfb, 0xf7, 0xec));
    p.setPen(QColor(0x6b, 0x4e, 0x2a));
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    const QFontMetrics fm = p.fontMetrics();
    if (stats_.cumulative.isEmpty()) {
        p.setPen(QColor(0x3a, 0x32, 0x28));
        p.drawText(rect(), Qt::AlignCenter, tr("Choose a player above to see their results over time."));
        return;
    }
    const auto& pts = stats_.cumulative;
    long long lo = 0, hi = 0;
    for (const auto& pt : pts) {
        lo = std::min(lo, pt.second);
        hi = std::max(hi, pt.second);
    }
    if (lo == hi)
        hi = lo + 1;
    const double step = niceStep(static_cast<double>(hi - lo), 5);
    const double yLo = std::floor(static_cast<double>(lo) / step) * step;
    const double yHi = std::ceil(static_cast<double>(hi) / step) * step;
    // Room for the title, the value labels on the left and the dates below.
    int labelW = 0;
    for (double v = yLo; v <= yHi + step / 2; v += step)
        labelW = std::max(labelW, fm.horizontalAdvance(StatsWindow::figure(stats_, v)));
    const QRectF plot(labelW + 16, fm.height() * 2 + 8, width() - labelW - 32, height() - fm.height() * 4 - 8);
    const QString title = tr("%1 in %2: the running result after each session (sessions: %3)")
                              .arg(stats_.player, HistoryModel::gameName(stats_.gameId),
                                   text::Wording::number(static_cast<int>(pts.size())));
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(QColor(0x2b, 0x1d, 0x0e));
    p.drawText(QRectF(8, 6, width() - 16, fm.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(title, Qt::ElideRight, width() - 16));
    p.setFont(font());
    auto yOf = [&](double v) { return plot.bottom() - (v - yLo) / (yHi - yLo) * plot.height(); };
    // Sessions on the same day would bunch up by time: points are spaced by session, dates marked below.
    const int n = static_cast<int>(pts.size());
    auto xOf = [&](int i) { return n > 1 ? plot.left() + plot.width() * i / (n - 1) : plot.center().x(); };
    for (double v = yLo; v <= yHi + step / 2; v += step) {
        const qreal y = yOf(v);
        p.setPen(QPen(QColor(0, 0, 0, v == 0 ? 110 : 35), v == 0 ? 1.5 : 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(QColor(0x3a, 0x32, 0x28));
        p.drawText(QRectF(4, y - fm.height() / 2.0, labelW + 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   StatsWindow::figure(stats_, v));
    }
    // Dates: the first, the last and as many between as fit without overlapping.
    const int dateW = fm.horizontalAdvance(QLocale().toString(QDate(2026, 12, 28), QLocale::ShortFormat)) + 16;
    auto dateRect = [&](int i) {
        const qreal left = std::clamp(xOf(i) - dateW / 2.0, 0.0, std::max(0.0, width() - static_cast<qreal>(dateW)));
        return QRectF(left, plot.bottom() + 6, dateW, fm.height());
    };
    QList<int> dated{0};
    for (int i = 1; i < n; ++i)
        if (dateRect(i).left() >= dateRect(dated.last()).right())
            dated << i;
    if (n > 1 && dated.last() != n - 1) {
        // The last session always dated: it takes the place of the one before if they would touch.
        if (dateRect(n - 1).left() < dateRect(dated.last()).right() && dated.size() > 1)
            dated.removeLast();
        if (dateRect(n - 1).left() >= dateRect(dated.last()).right())
            dated << n - 1;
    }
    for (int i : std::as_const(dated)) {
        p.setPen(QColor(0, 0, 0, 60));
        p.drawLine(QPointF(xOf(i), plot.bottom()), QPointF(xOf(i), plot.bottom() + 4));
        p.setPen(QColor(0x3a, 0x32, 0x28));
        p.drawText(dateRect(i), Qt::AlignCenter, QLocale().toString(pts[i].first.date(), QLocale::ShortFormat));
    }
    if (n == 1) {
        // One session: a bar from nought to its result, the figure at its end (a lone dot said nothing).
        const double v = static_cast<double>(pts[0].second);
        const qreal w = std::min<qreal>(90, plot.width() / 4);
        const QRectF bar =
            QRectF(QPointF(xOf(0) - w / 2, yOf(std::max(0.0, v))), QPointF(xOf(0) + w / 2, yOf(std::min(0.0, v))));
        p.setPen(QPen(QColor(0x2f, 0x6b, 0x3a), 1.2));
        p.setBrush(v >= 0 ? QColor(0x4f, 0x8f, 0x5a) : QColor(0xb5, 0x4a, 0x3a));
        p.drawRect(bar.height() < 2 ? bar.adjusted(0, -1, 0, 1) : bar);
        p.setBrush(Qt::NoBrush);
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        p.setPen(QColor(0x2b, 0x1d, 0x0e));
        const QString label = StatsWindow::withUnit(stats_, static_cast<int>(pts[0].second));
        const qreal ly = v >= 0 ? bar.top() - fm.height() - 2 : bar.bottom() + 2;
        p.drawText(QRectF(xOf(0) - plot.width() / 2, ly, plot.width(), fm.height()), Qt::AlignCenter, label);
        return;
    }
    QPainterPath path;
    for (int i = 0; i < n; ++i) {
        const QPointF pt(xOf(i), yOf(static_cast<double>(pts[i].second)));
        if (i == 0)
            path.moveTo(pt);
        else
            path.lineTo(pt);
    }
    p.setPen(QPen(QColor(0x2f, 0x6b, 0x3a), 2.2));
    p.drawPath(path);
    if (n <= 120) {
        p.setBrush(QColor(0xf2, 0xc4, 0x5a));
        p.setPen(QPen(QColor(0x2f, 0x6b, 0x3a), 1.2));
        for (int i = 0; i < n; ++i)
            p.drawEllipse(QPointF(xOf(i), yOf(static_cast<double>(pts[i].second))), 3.2, 3.2);
    }
}

// ---- StatsWindow

StatsWindow::StatsWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("statsWindow"));
    setWindowTitle(tr("Statistics"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* outer = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Game:"), this));
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("statsGame"));
    game_->addItem(tr("All games"), QString());
    for (const GameInfo& g : games())
        game_->addItem(st::text::OptionNames::gameName(g), QString::fromStdString(g.id));
    top->addWidget(game_);
    top->addSpacing(12);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("statsSummary"));
    top->addWidget(summary_, 1);
    outer->addLayout(top);

    auto* split = new QSplitter(Qt::Vertical, this);
    table_ = new QTableWidget(0, Columns, split);
    table_->setObjectName(QStringLiteral("statsTable"));
    table_->setHorizontalHeaderLabels({tr("Player"), tr("Game"), tr("Sessions"), tr("Deals"), tr("Wins"),
                                       tr("Strokes per deal"), tr("Game points per deal"), tr("Money per deal"),
                                       tr("Bollern"), tr("Best / worst deal")});
    // Headings of several words on two lines, so that the columns are as narrow as their figures (every
    // column of every game in sight at 1024 pixels).
    for (int c = 0; c < Columns; ++c) {
        QTableWidgetItem* head = table_->horizontalHeaderItem(c);
        QString text = head->text();
        int best = -1;
        for (int i = static_cast<int>(text.indexOf(QLatin1Char(' '))); i >= 0;
             i = static_cast<int>(text.indexOf(QLatin1Char(' '), i + 1)))
            if (best < 0 || std::abs(i - text.size() / 2) < std::abs(best - text.size() / 2))
                best = i;
        if (best > 0) {
            text[best] = QLatin1Char('\n');
            head->setText(text);
        }
    }
    auto tip = [this](int column, const QString& text) { table_->horizontalHeaderItem(column)->setToolTip(text); };
    tip(Wins, tr("Dreeg: phases got through without the Boller. Schnapsen and Dreierschnapsen: Bummerl won. "
                 "Dreierles and Dappen: deals that paid the player."));
    tip(AverageStrokes, tr("Dreeg: strokes erased per deal, on average"));
    tip(AveragePoints, tr("Game points won or paid per deal, on average"));
    tip(AverageMoney, tr("Dappen by the coin: money won or paid per deal, on average"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    // The columns as wide as their figures, the player's name taking the rest: the table fills the window.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(Player, QHeaderView::Stretch);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    split->addWidget(table_);
    chart_ = new ResultChart(split);
    split->addWidget(chart_);
    split->setSizes({380, 300});
    outer->addWidget(split, 1);
    connect(game_, &QComboBox::currentIndexChanged, this, &StatsWindow::fill);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &StatsWindow::showChart);
    resize(1100, 720);
}

QString StatsWindow::figure(const PlayerStats& s, double value, bool sign) {
    if (s.money) {
        const int cents = static_cast<int>(std::lround(value));
        return text::Wording::money(cents, sign);
    }
    if (value == std::floor(value))
        return sign ? text::Wording::signedNumber(static_cast<int>(value))
                    : text::Wording::number(static_cast<int>(value));
    QString t = QLocale().toString(value, 'f', 2);
    t.replace(QLatin1Char('-'), QChar(0x2212));
    return sign && value > 0 ? QStringLiteral("+") + t : t;
}

QString StatsWindow::withUnit(const PlayerStats& s, int value) {
    const QString n = text::Wording::signedNumber(value);
    switch (s.unit) {
    case PlayerStats::Unit::Money:
        return text::Wording::money(value, true);
    case PlayerStats::Unit::Strokes:
        return std::abs(value) == 1 ? tr("%1 stroke").arg(n) : tr("%1 strokes").arg(n);
    case PlayerStats::Unit::GamePoints:
        break;
    }
    return std::abs(value) == 1 ? tr("%1 game point").arg(n) : tr("%1 game points").arg(n);
}

QString StatsWindow::bestAndWorst(const PlayerStats& s) {
    if (s.unit == PlayerStats::Unit::Money)
        return tr("%1 / %2", "best / worst deal")
            .arg(text::Wording::money(s.best, true), text::Wording::money(s.worst, true));
    const QString pair = tr("%1 / %2", "best / worst deal")
                             .arg(text::Wording::signedNumber(s.best), text::Wording::signedNumber(s.worst));
    const bool one = std::abs(s.best) == 1 && std::abs(s.worst) == 1;
    if (s.unit == PlayerStats::Unit::Strokes)
        return one ? tr("%1 stroke").arg(pair) : tr("%1 strokes").arg(pair);
    return one ? tr("%1 game point").arg(pair) : tr("%1 game points").arg(pair);
}

QString StatsWindow::winsText(const PlayerStats& s) {
    if (s.winChances <= 0)
        return QStringLiteral("\u2013");
    const QString won = text::Wording::number(s.wins), of = text::Wording::number(s.winChances);
    if (const faces::GameFace* face = faces::findFace(s.gameId.toStdString()))
        return face->winsText(won, of);
    return tr("%1 of %2 deals").arg(won, of);
}

void StatsWindow::setEntries(const QList<HistoryEntry>& entries) {
    entries_ = entries;
    stats_ = computeStats(entries_);
    fill();
}

void StatsWindow::load(const QString& folder, const QString& database) {
    if (!loader_) {
        loader_ = new HistoryLoader(folder, database, this);
        connect(loader_, &HistoryLoader::loaded, this, [this] {
            setEntries(loader_->result().entries);
            emit loaded();
        });
    }
    summary_->setText(tr("Reading the sessions\u2026"));
    loader_->start();
}

void StatsWindow::fill() {
    const QString game = game_->currentData().toString();
    const QSignalBlocker block(table_);
    table_->setSortingEnabled(false);
    table_->setRowCount(0);
    int sessions = 0;
    for (const HistoryEntry& e : entries_)
        if (e.ok() && (game.isEmpty() || e.gameId == game))
            ++sessions;
    for (int i = 0; i < stats_.size(); ++i) {
        const PlayerStats& s = stats_[i];
        if (!game.isEmpty() && s.gameId != game)
            continue;
        const int row = table_->rowCount();
        table_->insertRow(row);
        auto* name = new QTableWidgetItem(s.player);
        name->setData(Qt::UserRole + 1, i);
        table_->setItem(row, Player, name);
        QString gameName = HistoryModel::gameName(s.gameId);
        // A game counted in money under some rules and in game points under others says which.
        if (const faces::GameFace* face = faces::findFace(s.gameId.toStdString()); face && face->unitByRules())
            gameName = s.money ? tr("%1 (money)").arg(gameName) : tr("%1 (game points)").arg(gameName);
        table_->setItem(row, Game, new QTableWidgetItem(gameName));
        table_->setItem(row, Sessions, new NumberItem(text::Wording::number(s.sessions), s.sessions));
        table_->setItem(row, Deals, new NumberItem(text::Wording::number(s.deals), s.deals));
        // Wins out of their chances in the game's terms (phases, Bummerl, deals); sorted by the share won.
        table_->setItem(
            row, Wins, new NumberItem(winsText(s), s.winChances > 0 ? static_cast<double>(s.wins) / s.winChances : -1));
        // The average in the column of its unit; the others a dash.
        for (const auto& [column, unit] : {std::pair{AverageStrokes, PlayerStats::Unit::Strokes},
                                           std::pair{AveragePoints, PlayerStats::Unit::GamePoints},
                                           std::pair{AverageMoney, PlayerStats::Unit::Money}}) {
            const bool mine = s.unit == unit && s.deals > 0;
            table_->setItem(row, column,
                            new NumberItem(mine ? figure(s, s.average(), true) : QStringLiteral("\u2013"),
                                           mine ? s.average() : -1e12));
        }
        table_->setItem(row, Bollern,
                        new NumberItem(s.countsBollern ? text::Wording::number(s.bollern) : QStringLiteral("\u2013"),
                                       s.countsBollern ? s.bollern : -1));
        // The best and the worst deal in one cell, the unit said once (room for every game's columns
        // at 1024 pixels); sorted by the best.
        table_->setItem(row, Best, new NumberItem(s.deals ? bestAndWorst(s) : QString(), s.best));
    }
    // Only the average columns of the units shown (one when a game is chosen).
    for (const auto& [column, unit] :
         {std::pair{AverageStrokes, PlayerStats::Unit::Strokes},
          std::pair{AveragePoints, PlayerStats::Unit::GamePoints}, std::pair{AverageMoney, PlayerStats::Unit::Money}}) {
        bool used = false;
        for (int r = 0; r < table_->rowCount() && !used; ++r)
            used = stats_.at(table_->item(r, Player)->data(Qt::UserRole + 1).toInt()).unit == unit;
        table_->setColumnHidden(column, !used);
    }
    const bool dreegShown = !table_->isColumnHidden(AverageStrokes);
    table_->setColumnHidden(Bollern, !dreegShown);
    table_->setSortingEnabled(true);
    table_->sortItems(Sessions, Qt::DescendingOrder);
    QSet<QString> players;
    for (int r = 0; r < table_->rowCount(); ++r)
        players.insert(table_->item(r, Player)->text());
    summary_->setText(
        tr("Sessions: %1 \u00b7 players: %2")
            .arg(text::Wording::number(sessions), text::Wording::number(static_cast<int>(players.size()))));
    if (table_->rowCount() > 0)
        table_->selectRow(0);
    showChart();
}

void StatsWindow::showChart() {
    const QList<QTableWidgetItem*> sel = table_->selectedItems();
    for (QTableWidgetItem* it : sel)
        if (it->column() == Player) {
            chart_->setSeries(stats_.at(it->data(Qt::UserRole + 1).toInt()));
            return;
        }
    chart_->clear();
}

bool StatsWindow::select(const QString& player, const QString& gameId) {
    for (int r = 0; r < table_->rowCount(); ++r) {
        const PlayerStats& s = stats_.at(table_->item(r, Player)->data(Qt::UserRole + 1).toInt());
        if (s.player == player && s.gameId == gameId) {
            table_->selectRow(r);
            return true;
        }
    }
    return false;
}

} // namespace st::ui
