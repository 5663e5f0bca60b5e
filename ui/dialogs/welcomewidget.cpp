#include "welcomewidget.h"

#include "cards/cardtheme.h"
#include "logging.h"
#include "newgamedialog.h"
#include "record.h"
#include "registry.h"
#include "settingsdialog.h"
#include "text/wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
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
                                             money ? text::Wording::money(v) : text::Wording::number(v));
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
    // Dappen for money; the Mainz Tarot counts game points (its standings have a purse too)
    if (st.contains("purse") && st.value("rules", std::string()) != "mainz")
        return RecentSessions::tr("Purses: %1").arg(perSeat(st["purse"], names, true));
    if (st.contains("totals")) // Dreierles, Mainz Dappen
        return RecentSessions::tr("Game points: %1").arg(perSeat(st["totals"], names));
    return {};
}

/// The N of "stammtisch-record/N", 0 when the text is not of that form.
int formatVersion(std::string_view format) {
    constexpr std::string_view prefix = "stammtisch-record/";
    if (format.substr(0, prefix.size()) != prefix || format.size() == prefix.size() ||
        format.size() > prefix.size() + 6)
        return 0;
    int n = 0;
    for (const char c : format.substr(prefix.size())) {
        if (c < '0' || c > '9')
            return 0;
        n = n * 10 + (c - '0');
    }
    return n;
}

/// "at line 1, column 5: the text is not valid JSON here": where in the file, and what is wrong
/// there, shortened to fit a line or two of the screen.
QString place(const RecordError& e) {
    QString s = text::Wording::recordError(e).simplified();
    if (s.size() > 110)
        s = s.left(110) + QChar(0x2026);
    return s;
}

/// Why a record that is not readable cannot be taken up, and whether it is damaged or only newer.
std::pair<SessionProblem, QString> recordProblem(const QByteArray& data, const RecordError& e) {
    const auto doc = nlohmann::json::parse(data.begin(), data.end(), nullptr, false);
    if (doc.is_discarded())
        return {SessionProblem::Damaged, RecentSessions::tr("is damaged: %1").arg(place(e))};
    const auto format = doc.is_object() ? doc.find("format") : doc.end();
    const int version = format != doc.end() && format->is_string() ? formatVersion(format->get<std::string>()) : 0;
    if (version == 0)
        return {SessionProblem::Damaged,
                RecentSessions::tr("is not a Stammtisch game record (another program's file?): %1").arg(place(e))};
    if (version > formatVersion(kRecordFormat))
        return {SessionProblem::Newer, RecentSessions::tr("was written by a newer version of Stammtisch (%1)")
                                           .arg(QString::fromStdString(format->get<std::string>()))};
    return {SessionProblem::Damaged, RecentSessions::tr("is damaged: %1").arg(place(e))};
}

/// The session files of a folder that may be read: regular files (or links to
/// them) named *.json; directories, devices, pipes and dangling links are left out.
QFileInfoList sessionFiles(const QString& dir, QDir::SortFlags sort = QDir::NoSort) {
    if (dir.isEmpty())
        return {};
    QFileInfoList out;
    for (const QFileInfo& fi : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, sort))
        if (fi.isFile())
            out << fi;
    return out;
}

} // namespace

QString RecentSessions::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
}

QString RecentSessions::damagedFolder(const QString& dir) {
    return dir + QStringLiteral("/damaged");
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
    auto fail = [&info](SessionProblem problem, const QString& error) {
        info.problem = problem;
        info.error = error;
        qCWarning(lcHistory, "%s: %s", qPrintable(info.file), qPrintable(error));
        return info;
    };
    // Only a regular file is opened: a pipe or a device named *.json would block or never end.
    if (!fi.isFile())
        return fail(SessionProblem::Unavailable, fi.exists() ? tr("is not a regular file") : tr("does not exist"));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return fail(SessionProblem::Unavailable, tr("cannot be opened right now: %1").arg(f.errorString()));
    if (f.size() > 64 * 1024 * 1024)
        return fail(SessionProblem::Damaged, tr("is too large to be a saved game"));
    const QByteArray data = f.readAll();
    if (f.error() != QFileDevice::NoError)
        return fail(SessionProblem::Unavailable, tr("cannot be read right now: %1").arg(f.errorString()));
    if (data.isEmpty())
        return fail(SessionProblem::Damaged, tr("is empty"));
    auto parsed = parseRecord(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* e = std::get_if<RecordError>(&parsed)) {
        const auto [problem, error] = recordProblem(data, *e);
        return fail(problem, error);
    }
    const Record& rec = std::get<Record>(parsed);
    Replay r = replay(rec);
    if (r.error || !r.game) {
        QString why = tr("the rules engine refused it");
        if (r.error && r.error->kind == ReplayError::Kind::Malformed)
            why = place(r.error->error);
        else if (r.error)
            why = text::Wording::reason(r.error->refusal, Pack::get(rec.game->pack));
        if (r.error && r.error->action >= 0)
            return fail(
                SessionProblem::Damaged,
                tr("does not replay: deal %1, action %2: %3").arg(r.error->deal + 1).arg(r.error->action + 1).arg(why));
        return fail(SessionProblem::Damaged,
                    tr("does not replay: deal %1: %2").arg(r.error ? r.error->deal + 1 : 0).arg(why));
    }
    info.gameId = QString::fromStdString(rec.game->id);
    info.gameName = NewGameDialog::gameName(*rec.game);
    for (const auto& p : rec.players)
        info.players << text::Wording::playerName(QString::fromStdString(p));
    info.deals = static_cast<int>(r.deals.size());
    info.finished = r.game->sessionOver();
    nlohmann::json st;
    r.game->reportStandings(st);
    info.standing = standingText(st, info.players, info.finished);
    return info;
}

QList<SessionInfo> RecentSessions::scan(const QString& dir, int max) {
    QList<SessionInfo> out;
    for (const QFileInfo& fi : sessionFiles(dir, QDir::Time)) {
        if (out.size() >= max)
            break;
        out << read(fi.absoluteFilePath()); // one it may not read is listed too, with why
    }
    return out;
}

QString RecentSessions::continueFile(const QString& dir, const QStringList& extra) {
    QFileInfoList files = sessionFiles(dir);
    for (const QString& e : extra)
        if (QFileInfo(e).isFile())
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

QList<SetAsideFile> RecentSessions::setAsideDamaged(const QString& dir, const QStringList& extra,
                                                    QList<SessionInfo>* unavailable) {
    // Only files whose content is wrong are moved: a file that merely cannot be
    // opened or read right now (permissions, a disk that is not mounted, too many
    // open files) is left alone and tried again next time, as is a record of a
    // newer format (the newer Stammtisch sharing this folder can take it up). A
    // session being written cannot look damaged: TableModel writes with QSaveFile,
    // into a temporary file renamed over the old one when complete, so a *.json
    // here is always either the old or the new whole record.
    QList<SetAsideFile> out;
    QFileInfoList files = sessionFiles(dir);
    for (const QString& e : extra)
        if (QFileInfo(e).isFile())
            files << QFileInfo(e);
    for (const QFileInfo& fi : files) {
        const SessionInfo info = read(fi.absoluteFilePath());
        if (info.problem == SessionProblem::Unavailable && unavailable)
            *unavailable << info;
        if (info.problem != SessionProblem::Damaged)
            continue;
        SetAsideFile s;
        s.file = info.file;
        s.reason = info.error;
        const QString aside = damagedFolder(dir);
        if (dir.isEmpty() || !QDir().mkpath(aside)) {
            s.failed = tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(aside));
        } else {
            // The same name when it is free, else name-2.json, name-3.json, ...: nothing is overwritten.
            const QString base = fi.completeBaseName();
            const QString suffix = fi.suffix().isEmpty() ? QString() : QStringLiteral(".") + fi.suffix();
            QString target = aside + QLatin1Char('/') + fi.fileName();
            for (int n = 2; QFileInfo(target).exists() || QFileInfo(target).isSymLink(); ++n)
                target = QStringLiteral("%1/%2-%3%4").arg(aside, base).arg(n).arg(suffix);
            QFile f(info.file);
            if (f.rename(target))
                s.movedTo = target;
            else
                s.failed = f.errorString();
        }
        qCWarning(lcHistory, "%s %s: %s", qPrintable(info.file), qPrintable(info.error),
                  s.movedTo.isEmpty() ? qPrintable(s.failed) : qPrintable(QStringLiteral("moved to ") + s.movedTo));
        out << s;
    }
    return out;
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
        "#welcome QPushButton[role=\"game\"] { padding: 4px 14px; text-align: left; }"
        "#welcome QPushButton:hover { background: #fff3d6; }"
        "#welcome QPushButton:disabled { background: #8c806a; color: #3a3228; }"
        "#welcome QPushButton#continueButton { background: #f2c45a; }"
        "#welcome QPushButton#continueButton:disabled { background: #8c806a; color: #3a3228; }"
        "#welcome QPushButton#learnButton { background: #bfe3c4; }"
        "#welcome QPushButton#learnButton:hover { background: #d6f0d9; }"
        // The recent sessions on a score pad: cream paper, ruled lines, pencil-dark writing.
        "#welcome QListWidget { background: #f5edd6; border: 1px solid #b59f6e; border-radius: 4px;"
        " color: #2b1d0e; font-size: 13px; padding: 4px; }"
        "#welcome QListWidget::item { padding: 6px 6px; border-bottom: 1px solid #a9bfd3; }"
        "#welcome QListWidget::item:hover { background: #ece0bd; }"
        "#welcome QListWidget::item:selected { background: #f2d58a; color: #1d140b; }"
        "#welcome QFrame#welcomeNotice { background: #f6e6b8; border: 1px solid #b07d22; border-radius: 8px; }"
        "#welcome QLabel#welcomeNoticeText { color: #2b1d0e; font-size: 13px; }"
        "#welcome QPushButton#welcomeNoticeDismiss { min-width: 0px; padding: 4px 12px; font-size: 13px; }"));
    auto* outer = new QVBoxLayout(this);
    // The banner: what was wrong with the files at the start and what was done about it.
    notice_ = new QFrame(this);
    notice_->setObjectName(QStringLiteral("welcomeNotice"));
    auto* noticeBox = new QHBoxLayout(notice_);
    noticeBox->setContentsMargins(14, 10, 10, 10);
    noticeBox->setSpacing(12);
    noticeText_ = new QLabel(notice_);
    noticeText_->setObjectName(QStringLiteral("welcomeNoticeText"));
    noticeText_->setTextFormat(Qt::RichText);
    noticeText_->setWordWrap(true);
    // The paths can be copied; a link offers what can be done about a file.
    noticeText_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    noticeText_->setOpenExternalLinks(false);
    connect(noticeText_, &QLabel::linkActivated, this, &WelcomeWidget::noticeLinkActivated);
    // A long list scrolls inside the banner, which stays short: the games stay in sight.
    // A long list scrolls inside the banner, which stays short: the games stay in sight.
    noticeScroll_ = new QScrollArea(notice_);
    noticeScroll_->setObjectName(QStringLiteral("welcomeNoticeScroll"));
    noticeScroll_->setWidget(noticeText_);
    noticeScroll_->setWidgetResizable(true);
    noticeScroll_->setFrameShape(QFrame::NoFrame);
    noticeScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    noticeScroll_->setStyleSheet(
        QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"));
    noticeBox->addWidget(noticeScroll_, 1);
    auto* dismiss = new QPushButton(tr("Dismiss"), notice_);
    dismiss->setObjectName(QStringLiteral("welcomeNoticeDismiss"));
    dismiss->setToolTip(tr("Hide this message; the files stay where it says."));
    noticeBox->addWidget(dismiss, 0, Qt::AlignTop);
    connect(dismiss, &QPushButton::clicked, this, [this] {
        notices_.clear();
        noticeText_->setToolTip(QString());
        updateNotice();
    });
    outer->addWidget(notice_, 0, Qt::AlignHCenter);
    notice_->hide();
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
    // New to the games: the guided lessons, beside Continue.
    auto* learn = new QPushButton(tr("Learn to play"), this);
    learn->setObjectName(QStringLiteral("learnButton"));
    learn->setToolTip(tr("Guided lessons: a coach at the table says what to do and why"));
    connect(learn, &QPushButton::clicked, this, &WelcomeWidget::learn);
    auto* top = new QHBoxLayout;
    top->setSpacing(16);
    top->addStretch(1);
    top->addWidget(continue_);
    top->addWidget(learn);
    top->addStretch(1);
    cont->addLayout(top);
    cont->addWidget(continueInfo_, 0, Qt::AlignCenter);
    outer->addLayout(cont);
    outer->addSpacing(20);

    auto* columns = new QHBoxLayout;
    columns->setSpacing(24);
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
        if (const QPixmap fan = gameFan(QString::fromStdString(g.id), 34, devicePixelRatioF()); !fan.isNull()) {
            b->setProperty("role", QStringLiteral("game"));
            b->setIcon(QIcon(fan));
            b->setIconSize(fan.deviceIndependentSize().toSize());
        }
        b->setToolTip(tr("Start a new game of %1").arg(NewGameDialog::gameName(g)));
        const QString id = QString::fromStdString(g.id);
        connect(b, &QPushButton::clicked, this, [this, id] { emit newGame(id); });
        auto* d = new QLabel(NewGameDialog::gameDescription(g), this);
        d->setProperty("role", QStringLiteral("desc"));
        d->setWordWrap(true);
        // The descriptions and the recent sessions give up width (and wrap) before the window
        // scrolls sideways: the page fits 90 % of a 1024x700 screen.
        d->setMinimumWidth(230);
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
    recent_->setMinimumWidth(290);
    recent_->setMaximumWidth(460);
    recent_->setMinimumHeight(260);
    recent_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    recent_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    recent_->setToolTip(tr("Click a session to take it up again."));
    right->addWidget(recent_, 1);
    recentEmpty_ = new QLabel(tr("Your sessions will be listed here."), this);
    recentEmpty_->setProperty("role", QStringLiteral("desc"));
    right->addWidget(recentEmpty_);
    right->addStretch(0); // with the list hidden, the note stays under its heading
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
            item->setToolTip(
                s.problem == SessionProblem::Newer
                    ? tr("A newer version of Stammtisch can take it up; it is left as it is.\n%1")
                          .arg(QDir::toNativeSeparators(s.file))
                : s.problem == SessionProblem::Unavailable
                    ? tr("Stammtisch may not read this file right now (its permissions?); it is left as it is and "
                         "tried again next time.\n%1")
                          .arg(QDir::toNativeSeparators(s.file))
                    : tr("This file cannot be opened; it is left as it is.\n%1").arg(QDir::toNativeSeparators(s.file)));
            item->setFlags(Qt::ItemIsEnabled);
            item->setForeground(QColor(0xa3, 0x26, 0x12)); // red pencil on the pad
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

void WelcomeWidget::reportSetAside(const QList<SetAsideFile>& files) {
    if (files.isEmpty())
        return;
    // A few lines on the screen: the folder once, then each file with what is wrong
    // (the first few in full, the others by name); every path in the tooltip.
    constexpr qsizetype kShown = 5;
    constexpr qsizetype kNamed = 12;
    QString folder;
    for (const SetAsideFile& f : files)
        if (!f.movedTo.isEmpty() && folder.isEmpty())
            folder = QDir::toNativeSeparators(QFileInfo(f.movedTo).absolutePath());
    const QString head =
        folder.isEmpty()
            ? tr("Damaged saved games were found; they could not be put aside:")
            : tr("Damaged saved games were found and put aside in %1, so that nothing is lost:").arg(folder);
    QString html = QStringLiteral("<p><b>%1</b></p><ul style=\"margin-left: 14px; -qt-list-indent: 0;\">")
                       .arg(head.toHtmlEscaped());
    QStringList details, more;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const SetAsideFile& f = files[i];
        const QString name = QFileInfo(f.file).fileName();
        QString what = f.reason;
        if (!f.movedTo.isEmpty() && QFileInfo(f.movedTo).fileName() != name)
            what += QStringLiteral(" ") + tr("(now %1)").arg(QFileInfo(f.movedTo).fileName());
        if (f.movedTo.isEmpty())
            what +=
                QStringLiteral(" \u2014 ") + tr("it could not be moved aside (%1) and stays where it is").arg(f.failed);
        details << (f.movedTo.isEmpty()
                        ? tr("%1 %2", "a damaged file, then what is wrong with it")
                              .arg(QDir::toNativeSeparators(f.file), what)
                        : tr("%1 %2, moved to %3")
                              .arg(QDir::toNativeSeparators(f.file), f.reason, QDir::toNativeSeparators(f.movedTo)));
        if (i < kShown)
            html += QStringLiteral("<li>%1</li>")
                        .arg(tr("%1 %2", "a damaged file, then what is wrong with it")
                                 .arg(QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()), what.toHtmlEscaped()));
        else if (more.size() < kNamed)
            more << name;
        else if (more.size() == kNamed)
            more << QString(QChar(0x2026));
    }
    html += QStringLiteral("</ul>");
    if (files.size() > kShown)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("\u2026 and %1 more: %2")
                             .arg(files.size() - kShown)
                             .arg(more.join(QStringLiteral(", ")))
                             .toHtmlEscaped());
    addNotice(html);
    const QString tip = details.mid(0, 40).join(QLatin1Char('\n'));
    noticeText_->setToolTip(noticeText_->toolTip().isEmpty() ? tip : noticeText_->toolTip() + QLatin1Char('\n') + tip);
}

void WelcomeWidget::addNotice(const QString& html) {
    notices_ << html;
    updateNotice();
}

void WelcomeWidget::removeNotice(const QString& html) {
    if (notices_.removeAll(html) > 0)
        updateNotice();
}

void WelcomeWidget::updateNotice() {
    noticeText_->setText(notices_.join(QString()));
    notice_->setVisible(!notices_.isEmpty());
    if (notices_.isEmpty())
        findChild<QLabel*>(QStringLiteral("welcomeLine"))->show();
    fitNotice();
}

void WelcomeWidget::fitNotice() {
    // The banner's height follows its wrapped text at the width it gets: a box
    // layout would give a word-wrapped label only its size hint and cut it.
    if (notices_.isEmpty() || !isVisible()) // before it is shown its width is not the window's yet
        return;
    const int w = std::max(300, std::min(1000, width() - 40));
    notice_->setFixedWidth(w);
    // As tall as its text, but no more than a fifth of the window, and only as tall as the room left by the
    // title, Continue and the games allows (at least its first lines): the layout gives the banner what is
    // free between its least and its most, and the rest of its list scrolls.
    const QMargins m = notice_->layout()->contentsMargins();
    const int dismissW = notice_->findChild<QPushButton*>(QStringLiteral("welcomeNoticeDismiss"))->sizeHint().width();
    const int textW = w - m.left() - m.right() - notice_->layout()->spacing() - dismissW -
                      noticeScroll_->verticalScrollBar()->sizeHint().width();
    const int textH = noticeText_->heightForWidth(textW);
    const int firstLines = std::min(textH, noticeText_->fontMetrics().lineSpacing() + 6);
    notice_->setMinimumHeight(firstLines + m.top() + m.bottom());
    layout()->invalidate();
    const int others = layout()->minimumSize().height() - notice_->minimumHeight();
    // What is free beside the rest, with room for the table's edge under the games (the mat's margin).
    const int free = height() - others - m.top() - m.bottom() - static_cast<int>(matRect(size()).top()) - 8;
    const int most = std::max(firstLines, std::min({textH, height() / 5, free}));
    noticeScroll_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    noticeScroll_->setMinimumHeight(firstLines);
    noticeScroll_->setMaximumHeight(most);
    notice_->setMinimumHeight(firstLines + m.top() + m.bottom());
    notice_->setMaximumHeight(most + m.top() + m.bottom());
    notice_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    // A window too short for all of it: the tagline under the title makes room for the banner.
    auto* tagline = findChild<QLabel*>(QStringLiteral("welcomeLine"));
    tagline->show();
    layout()->invalidate();
    if (layout()->minimumSize().height() > height())
        tagline->hide();
}

void WelcomeWidget::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    fitNotice();
}

void WelcomeWidget::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    fitNotice();
}

QRectF WelcomeWidget::matRect(QSizeF size) {
    const qreal m = std::clamp(std::min(size.width(), size.height()) * 0.025, 8.0, 28.0);
    return QRectF(QPointF(m, m), size - QSizeF(2 * m, 2 * m));
}

QPixmap WelcomeWidget::gameFan(const QString& gameId, int cardWidth, qreal dpr) {
    const GameInfo* g = findGame(gameId.toStdString());
    if (!g)
        return {};
    // Cards each game is known by: Dreeg's red Aces, the Cego trumps (Gstieß,
    // Mond, Pagat), Schnapsen's marriage in trumps, the Dreierschnapsen caller's Ace and Ten.
    QStringList codes;
    if (gameId == QLatin1String("dreeg"))
        codes = {QStringLiteral("LU"), QStringLiteral("HA"), QStringLiteral("SA")};
    else if (gameId == QLatin1String("dreierles"))
        codes = {QStringLiteral("T1"), QStringLiteral("T21"), QStringLiteral("T22")};
    else if (gameId == QLatin1String("dappen"))
        codes = {QStringLiteral("HK"), QStringLiteral("T21"), QStringLiteral("T22")};
    else if (gameId == QLatin1String("schnapsen"))
        codes = {QStringLiteral("HA"), QStringLiteral("HK"), QStringLiteral("HO")};
    else
        codes = {QStringLiteral("EO"), QStringLiteral("EA"), QStringLiteral("E10")};
    const Pack& pack = Pack::get(g->pack);
    const QString style = Preferences::load().deck(g->pack);
    const int cw = cardWidth, ch = static_cast<int>(std::lround(cardWidth * CardTheme::kCardAspect));
    const QSize size(static_cast<int>(cw * 2.2), static_cast<int>(ch * 1.2));
    QPixmap fan(size * dpr);
    fan.setDevicePixelRatio(dpr);
    fan.fill(Qt::transparent);
    QPainter p(&fan);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const int n = static_cast<int>(codes.size());
    for (int i = 0; i < n; ++i) {
        const auto c = pack.fromCode(codes[i].toStdString());
        if (!c)
            continue;
        QPixmap face = CardTheme::instance().card(style, pack, *c, cw, dpr);
        if (face.isNull())
            face = CardTheme::instance().card(CardTheme::defaultStyle(pack.kind()), pack, *c, cw, dpr);
        p.save();
        // Fanned around a point below the cards, as held in a hand.
        const qreal pivot = ch * 2.4; // the hand holding the cards, well below them
        p.translate(size.width() / 2.0, ch * 0.12 + pivot);
        p.rotate((i - (n - 1) / 2.0) * 11.0);
        p.translate(-cw / 2.0, -pivot);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 70));
        p.drawRoundedRect(QRectF(1.5, 2, cw, ch), cw * 0.06, cw * 0.06);
        p.drawPixmap(QPointF(0, 0), face);
        p.restore();
    }
    return fan;
}

void WelcomeWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const qreal dpr = devicePixelRatioF();
    if (background_.isNull() || background_.deviceIndependentSize() != QSizeF(size())) {
        background_ = QPixmap(size() * dpr);
        background_.setDevicePixelRatio(dpr);
        QPainter b(&background_);
        b.setRenderHint(QPainter::Antialiasing);
        b.setRenderHint(QPainter::SmoothPixmapTransform);
        const QRectF all(QPointF(0, 0), QSizeF(size()));
        const QPixmap wood = CardTheme::instance().table(CardTheme::TablePiece::Wood, width(), dpr);
        if (!wood.isNull())
            b.drawPixmap(all, wood, QRectF(QPointF(0, 0), wood.size()));
        else
            b.fillRect(all, QColor(0x5a, 0x3a, 0x22));
        const QRectF mat = matRect(all.size());
        const qreal r = std::min(mat.width(), mat.height()) * 0.12;
        QPainterPath felt;
        felt.addRoundedRect(mat, r, r);
        b.setPen(Qt::NoPen);
        b.setBrush(QColor(0x1f, 0x5c, 0x3a));
        b.drawPath(felt);
        const QPixmap feltPm =
            CardTheme::instance().table(CardTheme::TablePiece::Felt, static_cast<int>(mat.width()), dpr);
        if (!feltPm.isNull()) {
            b.setClipPath(felt);
            b.drawPixmap(mat, feltPm, QRectF(QPointF(0, 0), feltPm.size()));
            b.setClipping(false);
        }
        // A soft shade towards the mat's rim, as under a pub's lamp.
        QRadialGradient lamp(mat.center(), std::max(mat.width(), mat.height()) * 0.62);
        lamp.setColorAt(0, QColor(0, 0, 0, 0));
        lamp.setColorAt(0.75, QColor(0, 0, 0, 20));
        lamp.setColorAt(1, QColor(0, 0, 0, 90));
        b.setBrush(lamp);
        b.drawPath(felt);
        b.setBrush(Qt::NoBrush);
        b.setPen(QPen(QColor(0x2b, 0x1b, 0x0f), 4));
        b.drawPath(felt);
    }
    p.drawPixmap(QPointF(0, 0), background_);
}

} // namespace st::ui
