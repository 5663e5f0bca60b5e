// The welcome screen: the games with a line each, "New game" and "Continue"
// for the autosaved session.
#pragma once

#include <QWidget>

class QPushButton;
class QLabel;

namespace st::ui {

class WelcomeWidget : public QWidget {
    Q_OBJECT

  public:
    explicit WelcomeWidget(QWidget* parent = nullptr);
    /// Enables "Continue" when the autosave file exists, with what it holds.
    void setContinueFile(const QString& file);

  signals:
    void newGame(const QString& gameId);
    void continueGame();

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    QPushButton* continue_;
    QLabel* continueInfo_;
};

} // namespace st::ui
