#include "welcomewidget.h"

#include "cards/cardtheme.h"
#include "games/gameface.h"
#include "logging.h"
#include "registry.h"
#include "settingsdialog.h"
#include "text/optionnames.h"
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
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

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
        auto* b = new QPushButton(st::text::OptionNames::gameName(g), this);
        b->setObjectName(QStringLiteral("play_%1").arg(QString::fromStdString(g.id)));
        if (const QPixmap fan = gameFan(QString::fromStdString(g.id), 34, devicePixelRatioF()); !fan.isNull()) {
            b->setProperty("role", QStringLiteral("game"));
            b->setIcon(QIcon(fan));
            b->setIconSize(fan.deviceIndependentSize().toSize());
        }
        b->setToolTip(tr("Start a new game of %1").arg(st::text::OptionNames::gameName(g)));
        const QString id = QString::fromStdString(g.id);
        connect(b, &QPushButton::clicked, this, [this, id] { emit newGame(id); });
        auto* d = new QLabel(faces::face(g.id).description(), this);
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
    // Cards each game is known by (its face's fan).
    const QStringList codes = faces::face(g->id).fanCards();
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
