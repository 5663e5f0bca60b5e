#include "welcomewidget.h"

#include "newgamedialog.h"
#include "record.h"
#include "registry.h"
#include "text/wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::ui {

namespace {

/// "Anna 4, Bert 2" from a per-seat array of numbers.
QString perSeat(const nlohmann::json& values, const QStringList& names, bool money = false) {
    QStringList parts;
    if (!values.is_array())
        return {};
    for (std::size_t i = 0; i < values.size() && static_cast<qsizetype>(i) < names.size(); ++i) {
        if (!values[i].is_number_integer())
            return {};
        const int v = values[i].get<int>();
        parts << QStringLiteral("%1 %2").arg(names[static_cast<qsizetype>(i)],
                                             money ? text::Wording::money(v) : QString::number(v));
    }
    return parts.join(QStringLiteral(", "));
}

QString standingText(const nlohmann::json& st, const QStringList& names, bool finished) {
    if (st.contains("strokes")) { // Dreeg
        if (finished || st.value("neustadt", false))
            return RecentSessions::tr("Bollern: %1").arg(perSeat(st["bollern"], names));
        return RecentSessions::tr("Phase %1, strokes left: %2")
            .arg(st.value("phase", 1))
            .arg(perSeat(st["strokes"], names));
    }
    if (st.contains("scores")) { // Schnapsen, Dreierschnapsen
        QString s = RecentSessions::tr("Points: %1").arg(perSeat(st["scores"], names));
        if (st.contains("bummerl") && st["bummerl"].is_array() &&
            std::any_of(st["bummerl"].begin(), st["bummerl"].end(), [](const auto& b) { return b != 0; }))
            s += QStringLiteral("; ") + RecentSessions::tr("Bummerl: %1").arg(perSeat(st["bummerl"], names));
        return s;
    }
    if (st.contains("purse")) // Dappen
        return RecentSessions::tr("Purses: %1").arg(perSeat(st["purse"], names, true));
    if (st.contains("totals")) // Dreierles
        return RecentSessions::tr("Game points: %1").arg(perSeat(st["totals"], names));
    return {};
}

} // namespace

QString RecentSessions::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
}

QString RecentSessions::newSessionPath(const GameInfo& g, const QString& dir) {
    QDir().mkpath(dir);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = QStringLiteral("%1/%2-%3").arg(dir, stamp, QString::fromStdString(g.id));
    QString path = base + QStringLiteral(".json");
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QStringLiteral("%1-%2.json").arg(base).arg(n);
    return path;
}

SessionInfo RecentSessions::read(const QString& file) {
    SessionInfo info;
    info.file = file;
    const QFileInfo fi(file);
    info.modified = fi.lastModified();
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        info.error = tr("cannot be opened: %1").arg(f.errorString());
        return info;
    }
    if (f.size() > 64 * 1024 * 1024) {
        info.error = tr("is too large to be a saved game");
        return info;
    }
    const QByteArray data = f.readAll();
    auto parsed = parseRecord(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* e = std::get_if<RecordError>(&parsed)) {
        qWarning("%s: not a readable game record: %s", qPrintable(file), e->text().c_str());
        info.error = tr("is damaged and cannot be opened");
        return info;
    }
    const Record& rec = std::get<Record>(parsed);
    Replay r = replay(rec);
    if (r.error || !r.game) {
        qWarning("%s: the game record does not replay", qPrintable(file));
        info.error = tr("does not replay: the saved game is damaged");
        return info;
    }
    info.gameId = QString::fromStdString(rec.game->id);
    info.gameName = NewGameDialog::gameName(*rec.game);
    for (const auto& p : rec.players)
        info.players << QString::fromStdString(p);
    info.deals = static_cast<int>(r.deals.size());
    info.finished = r.game->sessionOver();
    nlohmann::json st;
    r.game->reportStandings(st);
    info.standing = standingText(st, info.players, info.finished);
    return info;
}

QList<SessionInfo> RecentSessions::scan(const QString& dir, int max) {
    QList<SessionInfo> out;
    if (dir.isEmpty())
        return out;
    const QFileInfoList files =
        QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Time);
    for (const QFileInfo& fi : files) {
        if (out.size() >= max)
            break;
        out << read(fi.absoluteFilePath());
    }
    return out;
}

QString RecentSessions::continueFile(const QString& dir, const QStringList& extra) {
    QFileInfoList files;
    if (!dir.isEmpty())
        files = QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable);
    for (const QString& e : extra)
        if (QFileInfo::exists(e))
            files << QFileInfo(e);
    std::sort(files.begin(), files.end(),
              [](const QFileInfo& a, const QFileInfo& b) { return a.lastModified() > b.lastModified(); });
    for (const QFileInfo& fi : files) {
        const SessionInfo s = read(fi.absoluteFilePath());
        if (s.error.isEmpty() && !s.finished)
            return s.file;
    }
    return {};
}

WelcomeWidget::WelcomeWidget(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("welcome"));
    setStyleSheet(QStringLiteral(
        "#welcome QLabel { color: #f4ecd8; }"
        "#welcome QLabel#welcomeTitle { font-size: 40px; font-weight: 700; }"
        "#welcome QLabel#welcomeLine { font-size: 16px; color: #e6dcc2; }"
        "#welcome QLabel[role=\"desc\"] { font-size: 14px; color: #e6dcc2; }"
        "#welcome QLabel[role=\"head\"] { font-size: 17px; font-weight: 700; color: #f4ecd8; }"
        "#welcome QPushButton { color: #1d140b; background: #efe2c2; border: 1px solid #6b4e2a; border-radius: 8px;"
        " padding: 8px 18px; font-size: 15px; font-weight: 600; min-width: 170px; }"
        "#welcome QPushButton:hover { background: #fff3d6; }"
        "#welcome QPushButton:disabled { background: #8c806a; color: #3a3228; }"
        "#welcome QPushButton#continueButton { background: #f2c45a; }"
        "#welcome QPushButton#continueButton:disabled { background: #8c806a; color: #3a3228; }"
        "#welcome QListWidget { background: rgba(0, 0, 0, 60); border: 1px solid #6b8f70; border-radius: 8px;"
        " color: #f4ecd8; font-size: 13px; padding: 4px; }"
        "#welcome QListWidget::item { padding: 6px 6px; border-bottom: 1px solid rgba(255, 255, 255, 30); }"
        "#welcome QListWidget::item:hover { background: rgba(255, 243, 214, 40); }"
        "#welcome QListWidget::item:selected { background: rgba(242, 196, 90, 90); color: #ffffff; }"));
    auto* outer = new QVBoxLayout(this);
    outer->addStretch(1);
    auto* title = new QLabel(tr("Stammtisch"), this);
    title->setObjectName(QStringLiteral("welcomeTitle"));
    title->setAlignment(Qt::AlignCenter);
    outer->addWidget(title);
    auto* line = new QLabel(tr("Traditional card games of Franconia, Baden and Austria at the regulars' table."), this);
    line->setObjectName(QStringLiteral("welcomeLine"));
    line->setAlignment(Qt::AlignCenter);
    outer->addWidget(line);
    outer->addSpacing(20);
    auto* cont = new QVBoxLayout;
    continue_ = new QPushButton(tr("Continue"), this);
    continue_->setObjectName(QStringLiteral("continueButton"));
    continueInfo_ = new QLabel(this);
    continueInfo_->setObjectName(QStringLiteral("continueInfo"));
    continueInfo_->setProperty("role", QStringLiteral("desc"));
    continueInfo_->setAlignment(Qt::AlignCenter);
    cont->addWidget(continue_, 0, Qt::AlignCenter);
    cont->addWidget(continueInfo_, 0, Qt::AlignCenter);
    outer->addLayout(cont);
    outer->addSpacing(20);

    auto* columns = new QHBoxLayout;
    columns->setSpacing(36);
    auto* left = new QVBoxLayout;
    auto* newHead = new QLabel(tr("New game"), this);
    newHead->setProperty("role", QStringLiteral("head"));
    left->addWidget(newHead);
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(10);
    int row = 0;
    for (const GameInfo& g : games()) {
        auto* b = new QPushButton(NewGameDialog::gameName(g), this);
        b->setObjectName(QStringLiteral("play_%1").arg(QString::fromStdString(g.id)));
        b->setToolTip(tr("Start a new game of %1").arg(NewGameDialog::gameName(g)));
        const QString id = QString::fromStdString(g.id);
        connect(b, &QPushButton::clicked, this, [this, id] { emit newGame(id); });
        auto* d = new QLabel(NewGameDialog::gameDescription(g), this);
        d->setProperty("role", QStringLiteral("desc"));
        d->setWordWrap(true);
        d->setMinimumWidth(320);
        d->setMaximumWidth(380);
        grid->addWidget(b, row, 0);
        grid->addWidget(d, row, 1);
        ++row;
    }
    left->addLayout(grid);
    left->addStretch(1);
    auto* right = new QVBoxLayout;
    auto* recentHead = new QLabel(tr("Recent sessions"), this);
    recentHead->setProperty("role", QStringLiteral("head"));
    right->addWidget(recentHead);
    recent_ = new QListWidget(this);
    recent_->setObjectName(QStringLiteral("recentList"));
    recent_->setWordWrap(true);
    recent_->setMinimumWidth(380);
    recent_->setMaximumWidth(460);
    recent_->setMinimumHeight(260);
    recent_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    recent_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    recent_->setToolTip(tr("Click a session to take it up again."));
    right->addWidget(recent_, 1);
    recentEmpty_ = new QLabel(tr("Your sessions will be listed here."), this);
    recentEmpty_->setProperty("role", QStringLiteral("desc"));
    right->addWidget(recentEmpty_);
    columns->addStretch(1);
    columns->addLayout(left, 0);
    columns->addLayout(right, 0);
    columns->addStretch(1);
    outer->addLayout(columns, 4);
    outer->addStretch(1);
    connect(continue_, &QPushButton::clicked, this, &WelcomeWidget::continueGame);
    connect(recent_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const QString file = item->data(Qt::UserRole).toString();
        if (!file.isEmpty())
            emit openSession(file);
    });
    refresh(QString());
}

void WelcomeWidget::refresh(const QString& folder, const QStringList& extra) {
    recent_->clear();
    const QList<SessionInfo> sessions = folder.isEmpty() ? QList<SessionInfo>{} : RecentSessions::scan(folder);
    for (const SessionInfo& s : sessions) {
        auto* item = new QListWidgetItem(recent_);
        const QString when = QLocale().toString(s.modified, QLocale::ShortFormat);
        if (!s.error.isEmpty()) {
            item->setText(tr("%1 \u2014 a saved game that %2").arg(QFileInfo(s.file).fileName(), s.error));
            item->setToolTip(tr("This file cannot be opened; it is left as it is.\n%1").arg(s.file));
            item->setFlags(Qt::ItemIsEnabled);
            item->setForeground(QColor(0xff, 0xc9, 0xa8));
            continue;
        }
        const QString state = s.finished ? tr("finished") : tr("unfinished");
        item->setText(tr("%1 \u00b7 %2 \u00b7 %3\n%4\n%5")
                          .arg(s.gameName, when, state, s.players.join(QStringLiteral(", ")),
                               s.standing.isEmpty() ? tr("%n deal(s) played", nullptr, s.deals) : s.standing));
        item->setToolTip(s.finished ? tr("Open the finished session and look at its end") : tr("Play on"));
        item->setData(Qt::UserRole, s.file);
    }
    recentEmpty_->setVisible(sessions.isEmpty());
    recent_->setVisible(!sessions.isEmpty());
    continueFile_ = folder.isEmpty() && extra.isEmpty() ? QString() : RecentSessions::continueFile(folder, extra);
    continue_->setEnabled(!continueFile_.isEmpty());
    if (continueFile_.isEmpty()) {
        continueInfo_->setText(tr("No unfinished game"));
    } else {
        const SessionInfo s = RecentSessions::read(continueFile_);
        continueInfo_->setText(
            tr("%1, saved %2").arg(s.gameName, QLocale().toString(s.modified, QLocale::ShortFormat)));
    }
}

void WelcomeWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QLinearGradient g(0, 0, 0, height());
    g.setColorAt(0, QColor(0x24, 0x63, 0x40));
    g.setColorAt(1, QColor(0x16, 0x44, 0x2b));
    p.fillRect(rect(), g);
}

} // namespace st::ui
