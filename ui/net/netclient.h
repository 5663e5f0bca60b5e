// The connection of a player's client to a table (network play, docs/protocol.md "The client"):
// one QWebSocket, the hello that joins the table, the resume token that takes the seat back after
// a dropped connection (reconnecting by itself), and each server message handed on as it came.
// It knows nothing of cards or rules: RemoteTable reads the messages.
#pragma once

#include "action.h"
#include "protocol.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <nlohmann/json.hpp>

class QWebSocket;

namespace st::ui::net {

class NetClient : public QObject {
    Q_OBJECT

  public:
    explicit NetClient(QObject* parent = nullptr);
    ~NetClient() override;

    /// Joins table `table` at `url` (ws://host:port or wss://…) as `name`; hello is sent once the
    /// connection stands, and again with the resume token after every reconnection.
    /// `token`: a seat held before (the host's seat, given by the table server that opened the table).
    void join(const QUrl& url, const QString& table, const QString& name, const QString& password = {},
              const QString& token = {});
    /// Leaves the table: the connection is closed and not made again.
    void leave();

    bool connected() const;
    /// The resume token the server gave in its welcome (empty before it).
    QString token() const { return token_; }
    QString table() const { return table_; }
    QUrl url() const { return url_; }
    /// Milliseconds before a dropped connection is made again (tests make it short).
    void setReconnectMs(int ms) { reconnect_.setInterval(ms); }

    /// The seat's decision, answering decision `n` (-1: not said).
    void act(const Action& a, const Pack& pack, int n);
    /// An optional decision let pass (the question's `n`).
    void decline(int n);
    /// Before a deal: the first dealer chosen, or the cut (knocked: the knock).
    void chooseDealer(int dealer, int n);
    void cut(bool knocked, int n);
    void say(st::net::Phrase p);
    void pause();
    void resume();
    /// Between deals: this player has read the deal's summary (the table deals once everyone is ready).
    void ready();
    void ping();

  signals:
    /// Every message of the server, parsed (its "t" says what it is).
    void received(const nlohmann::json& message);
    /// The connection stands (again) / was lost (said once; reconnections follow quietly until it
    /// stands again, unless leave() was called or the table was closed).
    void connectionUp();
    void connectionLost(const QString& why);

  private:
    void send(nlohmann::json m);
    void open();
    void onText(const QString& text);

    QWebSocket* socket_;
    QTimer reconnect_;
    QUrl url_;
    QString table_;
    QString name_;
    QString password_;
    QString token_;
    bool leaving_ = false;
    bool up_ = false;    ///< the connection stood (connectionLost is said once per loss)
    bool tried_ = false; ///< an attempt since join() ended (a first one failing is said too)
};

} // namespace st::ui::net
