#include "netclient.h"

#include "record.h"

#include <QWebSocket>

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
        emit connectionUp();
    });
    connect(socket_, &QWebSocket::disconnected, this, [this] {
        if (leaving_)
            return;
        emit connectionLost(socket_->errorString());
        reconnect_.start();
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
    open();
}

void NetClient::leave() {
    leaving_ = true;
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

void NetClient::resume() {
    send({{"t", "resume"}});
}

void NetClient::ping() {
    send({{"t", "ping"}});
}

} // namespace st::ui::net
