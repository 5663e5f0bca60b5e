#include "tableserver.h"

#include "net/protocol.h"
#include "nettable.h"
#include "table/tablemodel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QWebSocket>
#include <QWebSocketServer>

#include <map>

namespace st::net {

using nlohmann::json;

namespace {
/// The largest frame a client may send before the socket is closed; between kMaxClientMessage and
/// this a message is refused with too_large and the connection stays.
constexpr qint64 kMaxFrame = 64 * 1024;

/// A table code: six letters and digits that cannot be mistaken for each other when read aloud.
QString newCode() {
    static const char kAlphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    QString out;
    for (int i = 0; i < 6; ++i)
        out += QLatin1Char(kAlphabet[QRandomGenerator::system()->bounded(32)]);
    return out;
}
} // namespace

struct TableServer::Impl {
    TableServer* q;
    QString dataDir;
    ServerOptions options;
    QWebSocketServer* server = nullptr;
    QString error;
    std::map<QString, std::unique_ptr<NetTable>> tables;
    struct Conn {
        QString table;        ///< the table it sits at (empty: not joined)
        double tokens = 0;    ///< the token bucket
        QElapsedTimer refill; ///< since the bucket was last filled
        int strikes = 0;      ///< messages refused for flooding
    };
    QHash<QWebSocket*, Conn> conns;

    void log(const QString& line) { emit q->logLine(line); }
    void send(QWebSocket* ws, const json& j) { ws->sendTextMessage(QString::fromStdString(j.dump())); }
    void sendError(QWebSocket* ws, const char* code, const std::string& detail = {}) {
        json m;
        m["v"] = kProtocolVersion;
        m["t"] = "error";
        m["code"] = code;
        if (!detail.empty())
            m["detail"] = detail;
        send(ws, m);
    }
    void adopt(std::unique_ptr<NetTable> t) {
        QObject::connect(t.get(), &NetTable::logLine, q, &TableServer::logLine);
        const QString code = t->code();
        tables[code] = std::move(t);
        emit q->tableOpened(code);
    }
    void accept();
    void message(QWebSocket* ws, const QString& text);
    void gone(QWebSocket* ws);
};

TableServer::TableServer(const QString& dataDir, const ServerOptions& options, QObject* parent)
    : QObject(parent), d_(std::make_unique<Impl>()) {
    d_->q = this;
    d_->dataDir = QDir(dataDir).absolutePath();
    d_->options = options;
    QDir().mkpath(d_->dataDir);
    // The tables left in the data directory are opened again, as they were.
    static const QRegularExpression kState(QStringLiteral("^([A-Za-z0-9]+)\\.table\\.json$"));
    const QStringList files = QDir(d_->dataDir).entryList({QStringLiteral("*.table.json")}, QDir::Files, QDir::Name);
    for (const QString& f : files) {
        const auto m = kState.match(f);
        if (!m.hasMatch())
            continue;
        QString e;
        if (auto t = NetTable::restore(m.captured(1), d_->dataDir, e))
            d_->adopt(std::move(t));
        else
            QMetaObject::invokeMethod(
                this, [this, f, e] { emit logLine(QStringLiteral("%1 cannot be opened again: %2").arg(f, e)); },
                Qt::QueuedConnection);
    }
}

TableServer::~TableServer() {
    if (d_->server) {
        for (auto it = d_->conns.begin(); it != d_->conns.end(); ++it)
            it.key()->disconnect(this);
        d_->server->close();
    }
    const auto sockets = d_->conns.keys();
    d_->conns.clear();
    for (QWebSocket* ws : sockets) {
        ws->disconnect();
        ws->abort();
        ws->deleteLater();
    }
    d_->tables.clear();
}

quint16 TableServer::listen(quint16 port, const QHostAddress& address) {
    d_->error.clear();
    const bool secure = !d_->options.certFile.isEmpty() || !d_->options.keyFile.isEmpty();
    delete d_->server;
    d_->server = new QWebSocketServer(QStringLiteral("stammtisch"),
                                      secure ? QWebSocketServer::SecureMode : QWebSocketServer::NonSecureMode, this);
    if (secure) {
        QFile cert(d_->options.certFile), key(d_->options.keyFile);
        if (d_->options.certFile.isEmpty() || d_->options.keyFile.isEmpty()) {
            d_->error = QStringLiteral("wss needs both a certificate and a key");
            return 0;
        }
        if (!cert.open(QIODevice::ReadOnly)) {
            d_->error = QStringLiteral("the certificate %1: %2").arg(d_->options.certFile, cert.errorString());
            return 0;
        }
        if (!key.open(QIODevice::ReadOnly)) {
            d_->error = QStringLiteral("the key %1: %2").arg(d_->options.keyFile, key.errorString());
            return 0;
        }
        const auto certs = QSslCertificate::fromData(cert.readAll(), QSsl::Pem);
        QSslKey sslKey(key.readAll(), QSsl::Rsa, QSsl::Pem);
        if (sslKey.isNull()) {
            key.seek(0);
            sslKey = QSslKey(key.readAll(), QSsl::Ec, QSsl::Pem);
        }
        if (certs.isEmpty() || sslKey.isNull()) {
            d_->error = certs.isEmpty()
                            ? QStringLiteral("the certificate %1 is no PEM certificate").arg(d_->options.certFile)
                            : QStringLiteral("the key %1 is no PEM private key").arg(d_->options.keyFile);
            return 0;
        }
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setLocalCertificateChain(certs);
        ssl.setPrivateKey(sslKey);
        ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        d_->server->setSslConfiguration(ssl);
    }
    d_->server->setMaxPendingConnections(256);
    connect(d_->server, &QWebSocketServer::newConnection, this, [this] { d_->accept(); });
    if (!d_->server->listen(address, port)) {
        d_->error = d_->server->errorString();
        return 0;
    }
    emit logLine(
        QStringLiteral("listening on %1://%2:%3").arg(scheme(), address.toString()).arg(d_->server->serverPort()));
    return d_->server->serverPort();
}

QString TableServer::errorString() const {
    return d_->error;
}

QString TableServer::scheme() const {
    return d_->server && d_->server->secureMode() == QWebSocketServer::SecureMode ? QStringLiteral("wss")
                                                                                  : QStringLiteral("ws");
}

quint16 TableServer::port() const {
    return d_->server ? d_->server->serverPort() : 0;
}

OpenedTable TableServer::openTable(const TableConfig& config) {
    OpenedTable out;
    if (static_cast<int>(d_->tables.size()) >= d_->options.maxTables) {
        out.error = QStringLiteral("the server holds its most tables (%1)").arg(d_->options.maxTables);
        return out;
    }
    QString code;
    do
        code = newCode();
    while (d_->tables.count(code) ||
           QFile::exists(d_->dataDir + QLatin1Char('/') + code + QStringLiteral(".table.json")));
    auto t = NetTable::create(code, d_->dataDir, config, out.error);
    if (!t)
        return out;
    out.code = code;
    out.hostToken = t->hostToken();
    emit logLine(QStringLiteral("table %1 opened: %2 for %3").arg(code, config.game).arg(config.names.size()));
    d_->adopt(std::move(t));
    return out;
}

void TableServer::closeTable(const QString& code) {
    const auto it = d_->tables.find(code);
    if (it == d_->tables.end())
        return;
    std::unique_ptr<NetTable> t = std::move(it->second);
    d_->tables.erase(it);
    for (QWebSocket* ws : t->sockets()) {
        d_->sendError(ws, "table_closed");
        d_->conns[ws].table.clear();
        ws->close();
    }
    t->archive();
    emit logLine(QStringLiteral("table %1 closed").arg(code));
    emit tableClosed(code);
}

void TableServer::stop() {
    if (d_->server)
        d_->server->close(); // nobody new
    // Each player is told, then the connection is closed: the table is not gone, it waits in the
    // data directory for its host to open it again.
    const auto conns = d_->conns;
    d_->conns.clear();
    for (auto it = conns.begin(); it != conns.end(); ++it) {
        QWebSocket* ws = it.key();
        ws->disconnect(this);
        if (!it->table.isEmpty()) {
            json m;
            m["v"] = kProtocolVersion;
            m["t"] = "closed";
            m["table"] = it->table.toStdString();
            d_->send(ws, m);
        }
        ws->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("the table is closed"));
        ws->flush();
        ws->deleteLater();
    }
    for (const auto& [code, t] : d_->tables)
        emit logLine(QStringLiteral("table %1 stopped (kept in %2)").arg(code, d_->dataDir));
    d_->tables.clear();
}

QString TableServer::hostToken(const QString& code) const {
    const auto it = d_->tables.find(code);
    return it == d_->tables.end() ? QString() : it->second->hostToken();
}

QStringList TableServer::tables() const {
    QStringList out;
    for (const auto& [code, t] : d_->tables)
        out << code;
    return out;
}

const Record* TableServer::record(const QString& code) const {
    const auto it = d_->tables.find(code);
    if (it == d_->tables.end() || !it->second->model().hasGame())
        return nullptr;
    return &it->second->model().record();
}

int TableServer::connections() const {
    return static_cast<int>(d_->conns.size());
}

void TableServer::Impl::accept() {
    while (QWebSocket* ws = server->nextPendingConnection()) {
        if (conns.size() >= options.maxConnections) {
            ws->close(QWebSocketProtocol::CloseCodeTooMuchData, QStringLiteral("the server is full"));
            ws->deleteLater();
            continue;
        }
        ws->setMaxAllowedIncomingMessageSize(kMaxFrame);
        ws->setMaxAllowedIncomingFrameSize(kMaxFrame);
        // TCP_NODELAY: a decision goes out to each player as several small messages (event, view,
        // question), and with Nagle's algorithm each after the first waited for the client's delayed
        // ACK (a whole session of test_server spent 80 % of its time so). QWebSocket does not give out
        // its socket; QWebSocketServer's sockets are children of its QTcpServer.
        for (QAbstractSocket* tcp : server->findChildren<QAbstractSocket*>())
            if (tcp->peerPort() == ws->peerPort() && tcp->peerAddress() == ws->peerAddress())
                tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        Conn c;
        c.tokens = options.burst;
        c.refill.start();
        conns.insert(ws, c);
        QObject::connect(ws, &QWebSocket::textMessageReceived, q, [this, ws](const QString& t) { message(ws, t); });
        QObject::connect(ws, &QWebSocket::binaryMessageReceived, q, [this, ws](const QByteArray&) {
            if (conns.contains(ws))
                sendError(ws, "not_json", "binary");
        });
        QObject::connect(ws, &QWebSocket::disconnected, q, [this, ws] { gone(ws); });
    }
}

void TableServer::Impl::gone(QWebSocket* ws) {
    const auto it = conns.find(ws);
    if (it == conns.end())
        return;
    const QString table = it->table;
    conns.erase(it);
    if (const auto t = tables.find(table); t != tables.end())
        t->second->leave(ws);
    ws->deleteLater();
}

void TableServer::Impl::message(QWebSocket* ws, const QString& text) {
    const auto it = conns.find(ws);
    if (it == conns.end())
        return;
    // The token bucket: ratePerSecond on average, burst at once.
    Conn& c = *it;
    c.tokens = std::min<double>(options.burst,
                                c.tokens + static_cast<double>(c.refill.restart()) * options.ratePerSecond / 1000.0);
    if (c.tokens < 1) {
        if (++c.strikes > 4 * options.burst) {
            log(QStringLiteral("a connection flooding table %1 is closed").arg(c.table));
            ws->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many messages"));
            return;
        }
        if (c.strikes == 1 || c.strikes % options.burst == 0)
            sendError(ws, "rate_limited");
        return;
    }
    c.tokens -= 1;
    c.strikes = 0;
    const std::string utf8 = text.toStdString();
    const auto parsed = parseClientMessage(utf8);
    if (const auto* e = std::get_if<ProtocolError>(&parsed))
        return send(ws, errorToJson(*e));
    const ClientMessage& m = std::get<ClientMessage>(parsed);
    if (m.kind == ClientKind::List || m.kind == ClientKind::Hello) {
        if (!options.password.isEmpty() && QString::fromStdString(m.password) != options.password)
            return sendError(ws, "wrong_password");
    }
    if (m.kind == ClientKind::List) {
        json out;
        out["v"] = kProtocolVersion;
        out["t"] = "tables";
        json list = json::array();
        for (const auto& [code, t] : tables)
            list.push_back(t->lobbyEntry());
        out["tables"] = list;
        return send(ws, out);
    }
    if (m.kind == ClientKind::Hello) {
        if (!c.table.isEmpty())
            return sendError(ws, "already_joined");
        const auto t = tables.find(QString::fromStdString(m.table));
        if (t == tables.end())
            return sendError(ws, "no_such_table");
        QString code;
        if (!t->second->join(ws, QString::fromStdString(m.name), QString::fromStdString(m.token), code))
            return sendError(ws, code.toLatin1().constData());
        c.table = t->first;
        return;
    }
    if (m.kind == ClientKind::Ping && c.table.isEmpty()) {
        json pong;
        pong["v"] = kProtocolVersion;
        pong["t"] = "pong";
        return send(ws, pong);
    }
    const auto t = tables.find(c.table);
    if (t == tables.end())
        return sendError(ws, "not_joined");
    t->second->handle(ws, m);
}

} // namespace st::net
