// The welcome screen: the games with a line each, "Continue" for the most
// recent unfinished session and the recent sessions (each autosaved to its own
// file in AppDataLocation/sessions; their storage: history/recentsessions.h).
#pragma once

#include "history/recentsessions.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QPixmap>
#include <QStringList>
#include <QWidget>

class QFrame;
class QLabel;
class QScrollArea;
class QListWidget;
class QPushButton;

namespace st {
struct GameInfo;
}

namespace st::ui {

class WelcomeWidget : public QWidget {
    Q_OBJECT

  public:
    explicit WelcomeWidget(QWidget* parent = nullptr);
    /// Lists the folder's recent sessions and enables "Continue" for the newest unfinished one.
    void refresh(const QString& folder, const QStringList& extra = {});
    QString continueFile() const { return continueFile_; }
    /// Tells in the banner above the games which damaged files were set aside and where.
    void reportSetAside(const QList<SetAsideFile>& files);
    /// Adds a paragraph (rich text) to the banner; it stays until the player dismisses it.
    void addNotice(const QString& html);
    /// Takes a paragraph addNotice() added off the banner again.
    void removeNotice(const QString& html);
    /// The banner's paragraphs (empty: no banner).
    QStringList notices() const { return notices_; }

  signals:
    void newGame(const QString& gameId);
    void continueGame();
    void openSession(const QString& file);
    void learn(); ///< "Learn to play": the guided lessons
    /// A link of the banner was clicked (its href).
    void noticeLinkActivated(const QString& link);

  protected:
    /// The table of the game room: wood, and the felt mat the welcome lies on.
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void showEvent(QShowEvent* e) override;

  public:
    /// Where the felt mat lies in a widget of that size.
    static QRectF matRect(QSizeF size);
    /// A small fan of a game's own cards (its pack, the chosen deck), for its button.
    static QPixmap gameFan(const QString& gameId, int cardWidth, qreal dpr);

  private:
    void updateNotice();
    void fitNotice();

    QFrame* notice_;
    QScrollArea* noticeScroll_ = nullptr;
    QLabel* noticeText_;
    QStringList notices_;
    QPushButton* continue_;
    QLabel* continueInfo_;
    QListWidget* recent_;
    QLabel* recentEmpty_;
    QString continueFile_;
    QPixmap background_; ///< the wooden table and its felt mat at the widget's size
};

} // namespace st::ui
