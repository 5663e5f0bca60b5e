#include "netclient.h"

#include "record.h"

#include <QWebSocket>

#include <utility>

namespace st::ui::net {

using nlohmann::json;

NetClient::NetClient(QObject* parent)
    : QObject(parent), socket_(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this)) {
    reconnect_.setSingleShot(true);
    reconnect_.setInterval(2000);
    connect(&reconnect_, &QTimer::timeout, this, &NetClient::open);
    connect(socket_, &QWebSocket::connected, this, [this] {
        json hello = {{"t", "hello"}, {"name", name_.toStdString()}, {"table", table_.toStdString()}};
        if (!password_.isEmpty())
            hello["password"] = password_.toStdString();
        if (!token_.isEmpty())
            hello["token"] = token_.toStdString(); // take the seat held before back
        send(hello);
        up_ = true;
        tried_ = true;
        emit connectionUp();
    });
    // A connection lost is said once; then the client tries again quietly until it stands (a host
    // killed and started again, a line down for a while), whether the attempt ends in a disconnection
    // or in an error before it connected (the table's computer not there).
    const auto lost = [this] {
        if (leaving_)
            return;
        // Said once an outage: a connection that stood went, or the first attempt failed.
        if (std::exchange(up_, false) || !std::exchange(tried_, true))
            emit connectionLost(socket_->errorString());
        if (!reconnect_.isActive())
            reconnect_.start();
    };
    connect(socket_, &QWebSocket::disconnected, this, lost);
    connect(socket_, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this, [this, lost] {
        if (socket_->state() != QAbstractSocket::ConnectedState)
            lost();
    });
    connect(socket_, &QWebSocket::textMessageReceived, this, &NetClient::onText);
}

NetClient::~NetClient() {
    leaving_ = true;
    socket_->abort();
}

void NetClient::join(const QUrl& url, const QString& table, const QString& name, const QString& password,
                     const QString& token) {
    url_ = url;
    table_ = table;
    name_ = name;
    password_ = password;
    token_ = token;
    leaving_ = false;
    tried_ = false;
    open();
}

void NetClient::leave() {
    leaving_ = true;
    up_ = false;
    reconnect_.stop();
    socket_->close();
}

bool NetClient::connected() const {
    return socket_->state() == QAbstractSocket::ConnectedState;
}

void NetClient::open() {
    if (leaving_)
        return;
    socket_->abort();
    socket_->open(url_);
}

void NetClient::onText(const QString& text) {
    json m = json::parse(text.toStdString(), nullptr, false);
    if (m.is_discarded() || !m.is_object() || !m.contains("t") || !m["t"].is_string())
        return; // not a message of the protocol: nothing to show
    if (m["t"] == "welcome" && m.contains("token") && m["token"].is_string())
        token_ = QString::fromStdString(m["token"].get<std::string>());
    if (m["t"] == "closed") { // the host closed the table: nothing to connect to until it opens it again
        leaving_ = true;
        up_ = false;
        reconnect_.stop();
    }
    emit received(m);
}

void NetClient::send(json m) {
    if (!connected())
        return; // a decision made while the connection is down is asked again after the resume
    m["v"] = st::net::kProtocolVersion;
    socket_->sendTextMessage(QString::fromStdString(m.dump()));
}

void NetClient::act(const Action& a, const Pack& pack, int n) {
    json m = {{"t", "act"}, {"action", actionToJson(a, pack)}};
    if (n >= 0)
        m["n"] = n;
    send(m);
}

void NetClient::decline(int n) {
    send({{"t", "pass"}, {"n", n}});
}

void NetClient::chooseDealer(int dealer, int n) {
    send({{"t", "dealer"}, {"dealer", dealer}, {"n", n}});
}

void NetClient::cut(bool knocked, int n) {
    send({{"t", "cut"}, {"knock", knocked}, {"n", n}});
}

void NetClient::say(st::net::Phrase p) {
    send({{"t", "say"}, {"phrase", std::string(st::net::phraseName(p))}});
}

void NetClient::pause() {
    send({{"t", "pause"}});
}

void NetClient::ready() {
    send({{"t", "ready"}});
}

void NetClient::resume() {
    send({{"t", "resume"}});
}

void NetClient::ping() {
    send({{"t", "ping"}});
}

} // namespace st::ui::net
