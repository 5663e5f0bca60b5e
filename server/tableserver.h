// The table server of network play (issue 35, docs/protocol.md): many tables, each run by the rules
// engine (the only authority), reached over WebSockets (ws, or wss with a certificate and key).
// Every client message goes through core/net's parser; each client is told only its own seat's view
// and the public events. Every table is autosaved as a game record in the data directory after every
// action, and a TableServer created again on the same data directory opens its tables as they were.
//
// The embedding API: the GUI's Game ▸ Host a table… and `stammtisch-server` both use exactly this.
// QtCore + QtNetwork + QtWebSockets; no widgets.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace st {
struct Record;
}

namespace st::net {

/// One table to open.
struct TableConfig {
    QString game;        ///< the game's id ("dreeg", "dreierles", "dappen", "dreierschnapsen", "schnapsen")
    QString variantJson; ///< the rules as a JSON object of options by name (as records write them); empty: defaults
    QStringList names;   ///< per seat: the name the seat has until a player takes it (also fixes the seat count)
    QStringList seats;   ///< per seat: "player" (a person at another computer takes it) or a computer
                         ///< level ("random", "easy", "normal", "strong"); missing entries: "player"
    QString level = QStringLiteral("normal"); ///< the computer that plays a seat whose player dropped out
    int hostSeat = -1;      ///< the host's seat (openTable gives its token); -1: the first to sit down hosts
    int dropOutMs = 60000;  ///< a player who dropped out is replaced by the computer after this long (0: at once)
    int thinkMs = 700;      ///< the computers' least thinking time (0: at once)
    int nextDealMs = 60000; ///< after a scored deal the next is dealt once every player is ready (has read the
                            ///< summary: `ready`), or at the latest after this long (0: at once)
    bool hints = false;     ///< the lessons' hint and review allowed at this table (told to the clients)
    quint64 seed = 0;       ///< the shuffle and the table's dice; 0: from the clock (never told to a client)
};

/// A table's config from a JSON object text (the server's config file has a "tables" array of them:
/// {"game": "dreeg", "variant": {...}, "names": [...], "seats": [...], "level": "normal", ...});
/// false with `error` when it is not one.
bool tableConfigFromJson(const QByteArray& json, TableConfig& out, QString& error);

/// The server's limits and access.
struct ServerOptions {
    QString password; ///< the club's password (hello and list must give it); empty: none
    QString certFile; ///< PEM certificate and private key: wss when both are set
    QString keyFile;
    int maxConnections = 10000; ///< more are closed at once
    int maxTables = 5000;       ///< openTable refuses more
    double ratePerSecond = 20;  ///< messages a connection may send per second on average (a token bucket) ...
    int burst = 40;             ///< ... and at once; beyond: `error` rate_limited, and after 4x the burst: closed
};

/// What openTable gives.
struct OpenedTable {
    QString code;      ///< the table's code (what joiners type); empty: not opened, see error
    QString hostToken; ///< hello with this token takes the host's seat (config.hostSeat), with the host's rights
    QString error;     ///< why not opened (English, for logs and the host's dialog)
};

class TableServer : public QObject {
    Q_OBJECT

  public:
    /// `dataDir` holds the tables' records (<code>.json and <code>.json.alt, written in turn after every
    /// decision, so one is always whole) and their state (<code>.table.json: config, seed, tokens); the
    /// tables found there are opened again.
    explicit TableServer(const QString& dataDir, const ServerOptions& options = {}, QObject* parent = nullptr);
    ~TableServer() override;

    /// Listens on `port` (0: a free port chosen by the system); returns the port, 0 on failure
    /// (errorString() says why: the port taken, the certificate or key unreadable).
    quint16 listen(quint16 port = 0, const QHostAddress& address = QHostAddress::Any);
    QString errorString() const;
    /// The URL scheme clients use: "wss" with a certificate, else "ws".
    QString scheme() const;
    quint16 port() const;

    /// Opens a table; its code, the host's token, or the error.
    OpenedTable openTable(const TableConfig& config);
    /// Closes a table: its players are told and disconnected; its files stay in the data directory
    /// renamed <code>.closed.json (a record every player can keep).
    void closeTable(const QString& code);
    /// Stops the server for now (the host quits or leaves the table): every table's record is on disk
    /// already (written after every decision) and its files stay as they are, so a TableServer created
    /// on the same data directory opens the tables again with the same codes and seats; every player
    /// is sent `closed` and disconnected, and the server listens no more. The tables are gone from
    /// this server (tables() is empty).
    void stop();
    /// The host's resume token of an open table (empty: no such table): what openTable gave, also
    /// for a table opened again from the data directory.
    QString hostToken(const QString& code) const;
    /// The codes of the open tables.
    QStringList tables() const;
    /// A table's record as it is now (null: no such table, or its session has not begun: the first
    /// deal waits until every player's seat is taken): what is autosaved.
    const Record* record(const QString& code) const;
    /// The players connected to all tables.
    int connections() const;

  signals:
    /// A line for the log (English; a connection, a refusal, a deal, an autosave failure).
    void logLine(const QString& line);
    void tableOpened(const QString& code);
    void tableClosed(const QString& code);

  private:
    struct Impl;
    std::unique_ptr<Impl> d_;
};

} // namespace st::net
