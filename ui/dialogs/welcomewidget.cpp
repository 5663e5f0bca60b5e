#include "welcomewidget.h"

#include "newgamedialog.h"
#include "registry.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace st::ui {

WelcomeWidget::WelcomeWidget(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("welcome"));
    setStyleSheet(QStringLiteral(
        "#welcome QLabel { color: #f4ecd8; }"
        "#welcome QLabel#welcomeTitle { font-size: 40px; font-weight: 700; }"
        "#welcome QLabel#welcomeLine { font-size: 16px; color: #e6dcc2; }"
        "#welcome QLabel[role=\"desc\"] { font-size: 14px; color: #e6dcc2; }"
        "#welcome QPushButton { color: #1d140b; background: #efe2c2; border: 1px solid #6b4e2a; border-radius: 8px;"
        " padding: 8px 18px; font-size: 15px; font-weight: 600; min-width: 170px; }"
        "#welcome QPushButton:hover { background: #fff3d6; }"
        "#welcome QPushButton:disabled { background: #8c806a; color: #3a3228; }"
        "#welcome QPushButton#continueButton { background: #f2c45a; }"
        "#welcome QPushButton#continueButton:disabled { background: #8c806a; color: #3a3228; }"));
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
    outer->addSpacing(24);
    auto* cont = new QVBoxLayout;
    continue_ = new QPushButton(tr("Continue"), this);
    continue_->setObjectName(QStringLiteral("continueButton"));
    continueInfo_ = new QLabel(this);
    continueInfo_->setProperty("role", QStringLiteral("desc"));
    continueInfo_->setAlignment(Qt::AlignCenter);
    cont->addWidget(continue_, 0, Qt::AlignCenter);
    cont->addWidget(continueInfo_, 0, Qt::AlignCenter);
    outer->addLayout(cont);
    outer->addSpacing(16);
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(18);
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
        d->setMinimumWidth(420);
        grid->addWidget(b, row, 0);
        grid->addWidget(d, row, 1);
        ++row;
    }
    auto* center = new QHBoxLayout;
    center->addStretch(1);
    center->addLayout(grid, 0);
    center->addStretch(1);
    outer->addLayout(center);
    outer->addStretch(2);
    connect(continue_, &QPushButton::clicked, this, &WelcomeWidget::continueGame);
    setContinueFile({});
}

void WelcomeWidget::setContinueFile(const QString& file) {
    const QFileInfo fi(file);
    const bool ok = !file.isEmpty() && fi.exists();
    continue_->setEnabled(ok);
    continueInfo_->setText(ok ? tr("The game saved %1").arg(QLocale().toString(fi.lastModified(), QLocale::ShortFormat))
                              : tr("No saved game yet"));
}

void WelcomeWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QLinearGradient g(0, 0, 0, height());
    g.setColorAt(0, QColor(0x24, 0x63, 0x40));
    g.setColorAt(1, QColor(0x16, 0x44, 0x2b));
    p.fillRect(rect(), g);
}

} // namespace st::ui
