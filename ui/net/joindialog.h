// Game ▸ Join a table…: the address of the table's server, the table code the host passed on,
// the player's name (and a club's password, where its server has one).
#pragma once

#include <QDialog>
#include <QUrl>

class QLineEdit;
class QPushButton;

namespace st::ui::net {

class JoinDialog : public QDialog {
    Q_OBJECT

  public:
    explicit JoinDialog(QWidget* parent = nullptr);

    QUrl url() const;
    QString code() const;
    QString name() const;
    QString password() const;
    void setAddress(const QString& address);
    void setCode(const QString& code);
    void setName(const QString& name);

    /// The server's URL from what a player types: "host:port", "ws://host:port" or "wss://…";
    /// invalid when it names no host.
    static QUrl urlFrom(const QString& address);

    /// The width `e` needs to show a text `textWidth` pixels wide whole (its frame and margins added).
    static int fieldWidthFor(const QLineEdit* e, int textWidth);

    void accept() override;

  private:
    void validate();

    QLineEdit* address_;
    QLineEdit* code_;
    QLineEdit* name_;
    QLineEdit* password_;
    QPushButton* ok_;
};

} // namespace st::ui::net
