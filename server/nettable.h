// One table of the server (docs/protocol.md): the model (game, record, autosave in the data
// directory after every action), the flow, its seats (remote players and computers), and the
// connections of its players. It tells each connection only what that seat may see.
#pragma once

#include "net/protocol.h"
#include "seat.h"
#include "tableserver.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <vector>

class QWebSocket;

namespace st::ui {
class FlowController;
class TableModel;
} // namespace st::ui

namespace st::net {

class RemoteSeat;

/// The config as the table's state file keeps it, and back.
nlohmann::json tableConfigToJson(const TableConfig& c);
bool tableConfigFromJsonObject(const nlohmann::json& j, TableConfig& out, QString& error);

class NetTable : public QObject {
    Q_OBJECT

  public:
    /// A new table; null with `error` when the config is not a table.
    static std::unique_ptr<NetTable> create(const QString& code, const QString& dir, const TableConfig& config,
                                            QString& error);
    /// The table as its files in `dir` left it; null with `error`.
    static std::unique_ptr<NetTable> restore(const QString& code, const QString& dir, QString& error);
    ~NetTable() override;

    QString code() const { return code_; }
    const TableConfig& config() const { return config_; }
    const ui::TableModel& model() const { return *model_; }
    /// The token of the host's seat (config.hostSeat), empty when there is none yet.
    QString hostToken() const;

    /// Seats the connection: with a token, that seat again; else the first free seat; at a full
    /// table it waits for the host to give it a seat (`waiting`). False with an error code ("bad_token").
    bool join(QWebSocket* socket, const QString& name, const QString& token, QString& errorCode);
    /// The connection is gone (its seat waits for its player: the computer takes it after the timeout).
    void leave(QWebSocket* socket);
    /// A message of a seated connection (act, pass, dealer, cut, say, pause, resume).
    void handle(QWebSocket* socket, const ClientMessage& m);
    /// The lobby's line of this table.
    nlohmann::json lobbyEntry() const;
    /// Every connection of this table.
    std::vector<QWebSocket*> sockets() const;
    /// Renames the table's files <code>.closed.*.
    void archive();

  signals:
    void logLine(const QString& line);

  private:
    NetTable(const QString& code, const QString& dir, const TableConfig& config);
    struct Place {
        QString token; ///< the resume token (empty: nobody has sat here)
        QString name;  ///< the player's name (sanitised)
        QPointer<QWebSocket> socket;
        RemoteSeat* remote = nullptr; ///< null: a computer's place
    };
    bool isPlayer(int seat) const;
    /// Starts the session when every player's place is taken (or continues a restored one).
    void startIfReady();
    void seatEveryone();
    void saveState();
    /// Writes the record after every change: <code>.json and <code>.json.alt in turn.
    void saveRecord();
    void send(QWebSocket* s, const nlohmann::json& j);
    void sendTo(int seat, const nlohmann::json& j);
    void broadcast(const nlohmann::json& j);
    nlohmann::json envelope(const char* kind) const;
    nlohmann::json seatsMessage() const;
    nlohmann::json viewMessage(int seat) const;
    nlohmann::json questionMessage(const ui::Question& q) const;
    /// Who is at the table now, to everyone.
    void sendSeats();
    /// What a (re)joined seat must know: the running deal and its view, or that the session is over.
    void catchUp(int seat);
    nlohmann::json sessionOverMessage() const;
    /// The public event of `a` for `seat`, the `n`th decision of the running deal.
    static nlohmann::json ownHand(const DealSetup& setup, const SeatView& v, const Pack& pack);
    nlohmann::json eventMessage(const Action& a, int seat, int n, const Pack& pack) const;
    void dealStarted();
    void actionApplied(const Action& a);
    void dealFinished();
    void scheduleNextDeal();
    /// Between deals: the seats the table still waits for (a connected player who has not said `ready`).
    bool waitsFor(int seat) const;
    /// Between deals: deals the next deal at once when nobody is waited for.
    void dealIfReady();
    void refuse(QWebSocket* s, const Refusal& r);
    void error(QWebSocket* s, const char* code, const std::string& detail = {});
    int seatOf(QWebSocket* s) const;
    int decisions() const;
    int dealIndex() const;

    QString code_;
    QString dir_;
    TableConfig config_;
    ui::TableModel* model_;
    ui::FlowController* flow_ = nullptr;
    std::vector<Place> places_;
    struct Guest {
        QPointer<QWebSocket> socket;
        QString name;
        int id = -1;
    };
    std::vector<Guest> waiting_; ///< players waiting at the full table for a seat (give_seat)
    int nextGuest_ = 0;
    /// The host gives `seat` to the waiting guest `guest` (between deals).
    void giveSeat(QWebSocket* host, int seat, int guest);
    /// Welcomes the connection at `seat` and tells it what it must know.
    void welcome(int seat);
    int hostSeat_ = -1;
    bool started_ = false;
    bool paused_ = false;
    bool nextDealDue_ = false;  ///< the next deal waits for the pause to end
    bool betweenDeals_ = false; ///< a deal is scored and the next not yet dealt (the table waits for `ready`)
    std::vector<bool> ready_;   ///< between deals: who has said `ready`
    bool saveToOther_ = false;  ///< the next save goes to <code>.json.alt
    QTimer nextDeal_;
    Rng dice_{0};
    std::vector<int> tricksWon_;
    QElapsedTimer sinceChange_; ///< how long the seat to act has been thinking
};

} // namespace st::net
