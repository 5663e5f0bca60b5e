#include "nettable.h"

#include "computerseat.h"
#include "flowcontroller.h"
#include "record.h"
#include "registry.h"
#include "remoteseat.h"
#include "table/tablemodel.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QWebSocket>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace st::net {

using nlohmann::json;

namespace {

QString randomToken(int length) {
    static const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString out;
    for (int i = 0; i < length; ++i)
        out += QLatin1Char(kAlphabet[QRandomGenerator::system()->bounded(62)]);
    return out;
}

const char* kindName(ui::Question::Kind k) {
    switch (k) {
    case ui::Question::Kind::Due:
        return "due";
    case ui::Question::Kind::Optional:
        return "optional";
    case ui::Question::Kind::Dealer:
        return "dealer";
    case ui::Question::Kind::Cut:
        return "cut";
    }
    return "due";
}

bool isLevel(const QString& s) {
    const auto l = ai::levelFromName(s.toStdString());
    return l && *l != ai::Level::Oracle;
}

ai::Level levelOf(const QString& s) {
    const auto l = ai::levelFromName(s.toStdString());
    return l && *l != ai::Level::Oracle ? *l : ai::Level::Normal;
}

QString stateFile(const QString& dir, const QString& code) {
    return dir + QLatin1Char('/') + code + QStringLiteral(".table.json");
}

/// The record's second copy (saveRecord writes the two in turn).
QString otherRecordFile(const QString& dir, const QString& code) {
    return dir + QLatin1Char('/') + code + QStringLiteral(".json.alt");
}

/// The decisions a record holds: deals, then decisions of the last deal (the later of two copies).
std::pair<std::size_t, std::size_t> progressOf(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {0, 0};
    const auto parsed = parseRecord(f.readAll().toStdString());
    const Record* r = std::get_if<Record>(&parsed);
    if (!r)
        return {0, 0};
    return {r->deals.size() + 1, r->deals.empty() ? 0 : r->deals.back().actions.size()};
}

/// Writes `text` over `file` in place (the file keeps its inode: no new file per decision, which
/// cost the file system more than the table's own work). False with `error`.
bool writeInPlace(const QString& file, const std::string& text, QString& error) {
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !f.flush()) {
        error = f.errorString();
        return false;
    }
    return true;
}

QString recordFile(const QString& dir, const QString& code) {
    return dir + QLatin1Char('/') + code + QStringLiteral(".json");
}

/// Writes `text` beside `file` and renames it over `file`: a killed process leaves the old file or the
/// new one, never half of one. No fsync (QSaveFile's): a server's tables would all wait for the disk
/// after every decision (docs/protocol.md, "Scale"). An error text, empty when written.
QString writeAtomically(const QString& file, const std::string& text) {
    const QString temp = file + QStringLiteral(".new");
    QFile f(temp);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !f.flush())
        return f.errorString();
    f.close();
    if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(file).constData()) != 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

} // namespace

json tableConfigToJson(const TableConfig& c) {
    json j;
    j["game"] = c.game.toStdString();
    j["variant"] = c.variantJson.isEmpty() ? json::object() : json::parse(c.variantJson.toStdString(), nullptr, false);
    json names = json::array();
    for (const QString& n : c.names)
        names.push_back(n.toStdString());
    j["names"] = names;
    json seats = json::array();
    for (const QString& s : c.seats)
        seats.push_back(s.toStdString());
    j["seats"] = seats;
    j["level"] = c.level.toStdString();
    j["host_seat"] = c.hostSeat;
    j["drop_out_ms"] = c.dropOutMs;
    j["think_ms"] = c.thinkMs;
    j["next_deal_ms"] = c.nextDealMs;
    j["hints"] = c.hints;
    j["seed"] = c.seed;
    return j;
}

bool tableConfigFromJsonObject(const json& j, TableConfig& out, QString& error) {
    if (!j.is_object()) {
        error = QStringLiteral("a table is a JSON object");
        return false;
    }
    TableConfig c;
    auto str = [&](const char* key, QString& to) {
        const auto it = j.find(key);
        if (it == j.end())
            return true;
        if (!it->is_string()) {
            error = QStringLiteral("\"%1\" must be a string").arg(QLatin1String(key));
            return false;
        }
        to = QString::fromStdString(it->get<std::string>());
        return true;
    };
    auto integer = [&](const char* key, int& to, int lo, int hi) {
        const auto it = j.find(key);
        if (it == j.end())
            return true;
        if (!it->is_number_integer() || it->get<std::int64_t>() < lo || it->get<std::int64_t>() > hi) {
            error =
                QStringLiteral("\"%1\" must be a whole number from %2 to %3").arg(QLatin1String(key)).arg(lo).arg(hi);
            return false;
        }
        to = static_cast<int>(it->get<std::int64_t>());
        return true;
    };
    auto list = [&](const char* key, QStringList& to) {
        const auto it = j.find(key);
        if (it == j.end())
            return true;
        if (!it->is_array() || it->size() > 16) {
            error = QStringLiteral("\"%1\" must be a list of at most 16 strings").arg(QLatin1String(key));
            return false;
        }
        for (const json& e : *it) {
            if (!e.is_string()) {
                error = QStringLiteral("\"%1\" must be a list of strings").arg(QLatin1String(key));
                return false;
            }
            to << QString::fromStdString(e.get<std::string>());
        }
        return true;
    };
    if (!str("game", c.game) || !str("level", c.level) || !list("names", c.names) || !list("seats", c.seats) ||
        !integer("host_seat", c.hostSeat, -1, 15) || !integer("drop_out_ms", c.dropOutMs, 0, 86'400'000) ||
        !integer("think_ms", c.thinkMs, 0, 60'000) || !integer("next_deal_ms", c.nextDealMs, 0, 600'000))
        return false;
    if (const auto v = j.find("variant"); v != j.end()) {
        if (!v->is_object()) {
            error = QStringLiteral("\"variant\" must be an object of options");
            return false;
        }
        c.variantJson = QString::fromStdString(v->dump());
    }
    if (const auto h = j.find("hints"); h != j.end()) {
        if (!h->is_boolean()) {
            error = QStringLiteral("\"hints\" must be true or false");
            return false;
        }
        c.hints = h->get<bool>();
    }
    if (const auto s = j.find("seed"); s != j.end()) {
        if (!s->is_number_unsigned()) {
            error = QStringLiteral("\"seed\" must be a whole number");
            return false;
        }
        c.seed = s->get<std::uint64_t>();
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        static const std::vector<std::string> known = {"game",         "variant",   "names",       "seats",
                                                       "level",        "host_seat", "drop_out_ms", "think_ms",
                                                       "next_deal_ms", "hints",     "seed"};
        if (std::find(known.begin(), known.end(), it.key()) == known.end()) {
            error = QStringLiteral("unknown field \"%1\"").arg(QString::fromStdString(it.key()).left(40));
            return false;
        }
    }
    out = c;
    return true;
}

bool tableConfigFromJson(const QByteArray& text, TableConfig& out, QString& error) {
    const json j = json::parse(text.toStdString(), nullptr, false);
    if (j.is_discarded()) {
        error = QStringLiteral("not a JSON text");
        return false;
    }
    return tableConfigFromJsonObject(j, out, error);
}

NetTable::NetTable(const QString& code, const QString& dir, const TableConfig& config)
    : code_(code), dir_(dir), config_(config), model_(new ui::TableModel(this)) {
    // The table saves its record itself (saveRecord) after every change: two copies written in turn,
    // so a server killed while writing one leaves the other whole.
    model_->setAutosavePath({});
    nextDeal_.setSingleShot(true);
    connect(&nextDeal_, &QTimer::timeout, this, [this] {
        if (!std::exchange(betweenDeals_, false))
            return;
        sendSeats(); // nobody is waited for any more
        if (flow_ && model_->awaitingDealer())
            flow_->nextDeal();
    });
    connect(model_, &ui::TableModel::dealStarted, this, &NetTable::saveRecord);
    connect(model_, &ui::TableModel::actionApplied, this, &NetTable::saveRecord);
    connect(model_, &ui::TableModel::dealStarted, this, &NetTable::dealStarted);
    connect(model_, &ui::TableModel::actionApplied, this, &NetTable::actionApplied);
    connect(model_, &ui::TableModel::autosaveFailed, this,
            [this](const QString& m) { emit logLine(QStringLiteral("table %1: %2").arg(code_, m)); });
    connect(model_, &ui::TableModel::sessionOver, this, [this] {
        broadcast(sessionOverMessage());
        emit logLine(QStringLiteral("table %1: the session is over").arg(code_));
    });
    sinceChange_.start();
}

NetTable::~NetTable() {
    nextDeal_.stop();
    delete flow_; // its seats first: they hold the model
    flow_ = nullptr;
}

std::unique_ptr<NetTable> NetTable::create(const QString& code, const QString& dir, const TableConfig& config,
                                           QString& error) {
    const GameInfo* info = findGame(config.game.toStdString());
    if (!info) {
        error = QStringLiteral("no game \"%1\"").arg(config.game.left(40));
        return nullptr;
    }
    TableConfig c = config;
    Variant variant(info->options);
    if (!c.variantJson.isEmpty()) {
        RecordError err;
        auto v = parseVariant(*info, c.variantJson.toStdString(), err);
        if (!v) {
            error = QStringLiteral("the rules: %1").arg(QString::fromStdString(err.text()));
            return nullptr;
        }
        variant = *v;
    }
    if (auto e = validateSetup(*info, variant, static_cast<int>(c.names.size())); !e.empty()) {
        error = QString::fromStdString(e);
        return nullptr;
    }
    for (QString& n : c.names) {
        n = QString::fromStdString(sanitiseName(n.toStdString()));
        if (n.isEmpty())
            n = QStringLiteral("?");
    }
    while (c.seats.size() < c.names.size())
        c.seats << QStringLiteral("player");
    c.seats = c.seats.mid(0, c.names.size());
    for (const QString& s : c.seats)
        if (s != QLatin1String("player") && !isLevel(s)) {
            error = QStringLiteral("a seat is \"player\" or a computer level, not \"%1\"").arg(s.left(40));
            return nullptr;
        }
    if (!isLevel(c.level)) {
        error = QStringLiteral("no computer level \"%1\"").arg(c.level.left(40));
        return nullptr;
    }
    if (c.hostSeat >= static_cast<int>(c.names.size()) ||
        (c.hostSeat >= 0 && c.seats[c.hostSeat] != QLatin1String("player"))) {
        error = QStringLiteral("the host's seat is not a player's seat");
        return nullptr;
    }
    while (c.seed == 0)
        c.seed = QRandomGenerator::system()->generate64();
    std::unique_ptr<NetTable> t(new NetTable(code, dir, c));
    t->places_.resize(static_cast<std::size_t>(c.names.size()));
    for (int s = 0; s < c.names.size(); ++s)
        t->places_[static_cast<std::size_t>(s)].name = c.names[s];
    t->hostSeat_ = c.hostSeat;
    if (t->hostSeat_ >= 0)
        t->places_[static_cast<std::size_t>(t->hostSeat_)].token = randomToken(24);
    t->saveState();
    t->startIfReady(); // a table of computers only begins at once
    return t;
}

std::unique_ptr<NetTable> NetTable::restore(const QString& code, const QString& dir, QString& error) {
    QFile f(stateFile(dir, code));
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return nullptr;
    }
    const json j = json::parse(f.readAll().toStdString(), nullptr, false);
    TableConfig c;
    if (j.is_discarded() || !j.is_object() || !j.contains("config") || !j.contains("places") ||
        !j["places"].is_array() || !tableConfigFromJsonObject(j["config"], c, error)) {
        if (error.isEmpty())
            error = QStringLiteral("not a table's state");
        return nullptr;
    }
    std::unique_ptr<NetTable> t(new NetTable(code, dir, c));
    for (const json& p : j["places"]) {
        Place place;
        if (p.is_object() && p.value("token", json()).is_string() && p.value("name", json()).is_string()) {
            place.token = QString::fromStdString(p["token"].get<std::string>());
            place.name = QString::fromStdString(p["name"].get<std::string>());
        }
        t->places_.push_back(place);
    }
    if (t->places_.size() != static_cast<std::size_t>(c.names.size())) {
        error = QStringLiteral("the seats do not match the config");
        return nullptr;
    }
    t->hostSeat_ = j.value("host", -1);
    // The later of the record's two copies that can be read (a server killed while writing one).
    const auto main = progressOf(recordFile(dir, code));
    const auto other = progressOf(otherRecordFile(dir, code));
    if (main.first > 0 || other.first > 0) {
        const QString file = other > main ? otherRecordFile(dir, code) : recordFile(dir, code);
        t->saveToOther_ = !(other > main);
        if (QString e = t->model_->loadRecord(file); !e.isEmpty()) {
            error = e;
            return nullptr;
        }
        t->started_ = true;
        t->seatEveryone();
        if (t->model_->awaitingDealer() && !t->model_->record().deals.empty())
            t->scheduleNextDeal();
    }
    return t;
}

QString NetTable::hostToken() const {
    return hostSeat_ >= 0 ? places_[static_cast<std::size_t>(hostSeat_)].token : QString();
}

bool NetTable::isPlayer(int seat) const {
    return config_.seats.value(seat) == QLatin1String("player");
}

void NetTable::startIfReady() {
    if (started_)
        return;
    for (int s = 0; s < static_cast<int>(places_.size()); ++s)
        if (isPlayer(s) && !places_[static_cast<std::size_t>(s)].socket)
            return;
    const GameInfo* info = findGame(config_.game.toStdString());
    Variant variant(info->options);
    if (!config_.variantJson.isEmpty()) {
        RecordError err;
        if (auto v = parseVariant(*info, config_.variantJson.toStdString(), err))
            variant = *v;
    }
    QStringList names, playedBy;
    for (int s = 0; s < static_cast<int>(places_.size()); ++s) {
        names << places_[static_cast<std::size_t>(s)].name;
        playedBy << (isPlayer(s) ? QStringLiteral("human") : config_.seats[s]);
    }
    if (QString e = model_->startNew(*info, variant, names, config_.seed, playedBy); !e.isEmpty()) {
        emit logLine(QStringLiteral("table %1 cannot begin: %2").arg(code_, e));
        return;
    }
    started_ = true;
    saveRecord();
    emit logLine(QStringLiteral("table %1 begins").arg(code_));
    seatEveryone();
    sendSeats();
    flow_->resume();
}

void NetTable::seatEveryone() {
    flow_ = new ui::FlowController(model_, nullptr, nullptr);
    flow_->setThinkMs(config_.thinkMs);
    flow_->setTrickPauseMs(0);
    dice_ = Rng(config_.seed ^ 0xd1ceULL);
    std::vector<std::shared_ptr<ui::ComputerPlayer>> players;
    const int n = static_cast<int>(places_.size());
    for (int s = 0; s < n; ++s)
        players.push_back(isPlayer(s) ? nullptr
                                      : std::make_shared<ui::AiPlayer>(levelOf(config_.seats[s]),
                                                                       config_.seed * 31 + static_cast<quint64>(s)));
    flow_->setPlayers(std::move(players));
    for (int s = 0; s < n; ++s) {
        if (!isPlayer(s))
            continue;
        auto* computer = new ui::ComputerSeat(
            s, std::make_shared<ui::AiPlayer>(levelOf(config_.level), config_.seed * 37 + static_cast<quint64>(s)),
            model_, &dice_);
        computer->setThinkMs(config_.thinkMs);
        auto* remote = new RemoteSeat(s, computer, config_.dropOutMs);
        remote->sendQuestion = [this, s](const ui::Question& q) { sendTo(s, questionMessage(q)); };
        remote->sendRefusal = [this, s](const Refusal& r) {
            if (QWebSocket* ws = places_[static_cast<std::size_t>(s)].socket)
                refuse(ws, r);
        };
        connect(remote, &RemoteSeat::standInChanged, this, [this, s](bool in) {
            emit logLine(
                QStringLiteral("table %1: seat %2 %3")
                    .arg(code_)
                    .arg(s)
                    .arg(in ? QStringLiteral("played by the computer") : QStringLiteral("back with its player")));
            sendSeats();
            dealIfReady(); // a seat the computer plays is not waited for
        });
        places_[static_cast<std::size_t>(s)].remote = remote;
        flow_->setSeat(remote);
        remote->setConnected(places_[static_cast<std::size_t>(s)].socket != nullptr);
    }
    flow_->setSeed(config_.seed ^ 0x5eedULL);
    connect(flow_, &ui::FlowController::dealFinished, this, &NetTable::dealFinished);
    if (model_->hasGame())
        tricksWon_ = model_->view(0).tricksWon;
}

void NetTable::saveState() {
    json j;
    j["config"] = tableConfigToJson(config_);
    j["host"] = hostSeat_;
    json places = json::array();
    for (const Place& p : places_)
        places.push_back({{"token", p.token.toStdString()}, {"name", p.name.toStdString()}});
    j["places"] = places;
    if (const QString e = writeAtomically(stateFile(dir_, code_), j.dump(1)); !e.isEmpty())
        emit logLine(QStringLiteral("table %1: its state cannot be saved: %2").arg(code_, e));
}

void NetTable::saveRecord() {
    // <code>.json and <code>.json.alt in turn: the one not being written is always a whole record,
    // at most one decision behind (and the decision's messages go out only after it is written).
    const std::string text = writeRecord(model_->record());
    QString e;
    const QString file = saveToOther_ ? otherRecordFile(dir_, code_) : recordFile(dir_, code_);
    if (!writeInPlace(file, text, e)) {
        emit logLine(QStringLiteral("table %1: the record cannot be saved: %2").arg(code_, e));
        return;
    }
    saveToOther_ = !saveToOther_;
}

json NetTable::envelope(const char* kind) const {
    json j;
    j["v"] = kProtocolVersion;
    j["t"] = kind;
    return j;
}

int NetTable::decisions() const {
    const auto& deals = model_->record().deals;
    return deals.empty() ? 0 : static_cast<int>(deals.back().actions.size());
}

int NetTable::dealIndex() const {
    return static_cast<int>(model_->record().deals.size()) - 1;
}

void NetTable::send(QWebSocket* s, const json& j) {
    if (s)
        s->sendTextMessage(QString::fromStdString(j.dump()));
}

void NetTable::sendTo(int seat, const json& j) {
    if (seat >= 0 && seat < static_cast<int>(places_.size()))
        send(places_[static_cast<std::size_t>(seat)].socket, j);
}

void NetTable::broadcast(const json& j) {
    const QString text = QString::fromStdString(j.dump());
    for (const Place& p : places_)
        if (p.socket)
            p.socket->sendTextMessage(text);
}

std::vector<QWebSocket*> NetTable::sockets() const {
    std::vector<QWebSocket*> out;
    for (const Place& p : places_)
        if (p.socket)
            out.push_back(p.socket);
    for (const Guest& g : waiting_)
        if (g.socket)
            out.push_back(g.socket);
    return out;
}

int NetTable::seatOf(QWebSocket* s) const {
    for (std::size_t i = 0; i < places_.size(); ++i)
        if (places_[i].socket == s)
            return static_cast<int>(i);
    return -1;
}

json NetTable::seatsMessage() const {
    json m = envelope("seats");
    json seats = json::array();
    const int toAct = model_->hasGame() && model_->game().inDeal() ? model_->game().toAct() : -1;
    for (int s = 0; s < static_cast<int>(places_.size()); ++s) {
        const Place& p = places_[static_cast<std::size_t>(s)];
        const bool computer = !p.remote ? !isPlayer(s) : p.remote->standingIn();
        json e;
        e["name"] = p.name.toStdString();
        e["kind"] = computer ? "computer" : "human";
        e["connected"] = !isPlayer(s) || p.socket != nullptr;
        e["free"] = isPlayer(s) && p.token.isEmpty(); // nobody has sat down here yet
        e["host"] = s == hostSeat_;
        e["thinking_ms"] = s == toAct && !paused_ ? sinceChange_.elapsed() : -1;
        e["ready"] = !waitsFor(s); // false: between deals, the table waits for this player
        seats.push_back(e);
    }
    m["seats"] = seats;
    json waiting = json::array();
    for (const Guest& g : waiting_)
        if (g.socket)
            waiting.push_back({{"guest", g.id}, {"name", g.name.toStdString()}});
    m["waiting"] = waiting;
    return m;
}

void NetTable::sendSeats() {
    broadcast(seatsMessage());
}

json NetTable::viewMessage(int seat) const {
    json m = envelope("view");
    m["deal"] = dealIndex();
    m["n"] = decisions();
    m["view"] = viewToJson(model_->view(seat), model_->game().pack());
    return m;
}

json NetTable::questionMessage(const ui::Question& q) const {
    json m = envelope("question");
    if (q.kind == ui::Question::Kind::Due || q.kind == ui::Question::Kind::Optional) {
        m["deal"] = dealIndex();
        m["n"] = decisions();
    }
    m["kind"] = kindName(q.kind);
    if (q.kind == ui::Question::Kind::Dealer)
        m["dealers"] = q.dealers;
    if (q.kind == ui::Question::Kind::Cut)
        m["dealer"] = q.dealer;
    if (q.kind == ui::Question::Kind::Due || q.kind == ui::Question::Kind::Optional)
        m["view"] = viewToJson(q.view, model_->game().pack());
    return m;
}

json NetTable::sessionOverMessage() const {
    json m = envelope("session_over");
    json standings;
    model_->game().reportStandings(standings);
    m["result"] = standings;
    // The whole session (every deal scored: its cards turned up), so that a player who comes back
    // after the end, or missed deals, keeps the finished session.
    const json record = json::parse(writeRecord(model_->record()), nullptr, false);
    if (record.is_object() && record.contains("deals"))
        m["record"] = {{"deals", record["deals"]}};
    return m;
}

void NetTable::catchUp(int seat) {
    if (model_->hasGame() && model_->game().sessionOver()) // a player back after the end is told so
        return sendTo(seat, sessionOverMessage());
    if (!model_->hasGame() || model_->record().deals.empty() || !model_->game().inDeal())
        return;
    // The running deal from its start, as the seat saw it: deal_start, the view then, and each
    // decision's public event with the seat's view after it; then the view now (and its question).
    const DealRecord& running = model_->record().deals.back();
    Record before = model_->record();
    before.deals.back().actions.clear();
    Replay r = replay(before);
    if (!r.error && r.game && r.game->inDeal()) {
        Game& g = *r.game;
        const Pack& pack = g.pack();
        auto viewAt = [&](int n) {
            json v = envelope("view");
            v["deal"] = dealIndex();
            v["n"] = n;
            v["view"] = viewToJson(g.view(seat), pack);
            return v;
        };
        json start = envelope("deal_start");
        start["deal"] = dealIndex();
        start["dealer"] = running.setup.dealer;
        start["knocked"] = running.setup.knocked;
        start["catch_up"] = true;
        start["n"] = 0; // the deal's moment 0: what the seat sees then
        start["hand"] = ownHand(running.setup, g.view(seat), pack);
        sendTo(seat, start);
        sendTo(seat, viewAt(0));
        std::vector<int> won = g.view(seat).tricksWon;
        int n = 0;
        for (const Action& a : running.actions) {
            if (g.check(a) || !g.inDeal())
                break;
            g.apply(a);
            ++n;
            if (!g.inDeal())
                break;
            json e = eventMessage(a, seat, n, pack);
            const std::vector<int> now = g.view(seat).tricksWon;
            for (std::size_t s = 0; s < now.size() && s < won.size(); ++s)
                if (now[s] > won[s])
                    e["trick_won"] = static_cast<int>(s);
            won = now;
            sendTo(seat, e);
            sendTo(seat, viewAt(n));
        }
    } else {
        json start = envelope("deal_start"); // the deal does not replay: its view now alone
        start["deal"] = dealIndex();
        start["dealer"] = running.setup.dealer;
        sendTo(seat, start);
    }
    sendTo(seat, viewMessage(seat));
}

json NetTable::eventMessage(const Action& a, int seat, int n, const Pack& pack) const {
    json e = envelope("event");
    e["deal"] = dealIndex();
    e["n"] = n;
    const Action pub = publicAction(a, seat);
    e["action"] = actionToJson(pub, pack);
    // A hidden discard says how many cards were laid away (the hand sizes say it too).
    if (a.act == Act::Discard && pub.cards.size() != a.cards.size())
        e["count"] = static_cast<int>(a.cards.size());
    return e;
}

void NetTable::dealStarted() {
    tricksWon_ = model_->view(0).tricksWon;
    sinceChange_.restart();
    json start = envelope("deal_start");
    start["deal"] = dealIndex();
    start["dealer"] = model_->record().deals.back().setup.dealer;
    start["knocked"] = model_->record().deals.back().setup.knocked;
    for (int s = 0; s < static_cast<int>(places_.size()); ++s)
        if (places_[static_cast<std::size_t>(s)].socket) {
            start["n"] = 0; // the deal's moment 0: what the seat sees then
            start["hand"] = ownHand(model_->record().deals.back().setup, model_->view(s), model_->game().pack());
            sendTo(s, start);
            sendTo(s, viewMessage(s));
        }
}

json NetTable::ownHand(const DealSetup& setup, const SeatView& v, const Pack& pack) {
    // The seat's own cards in dealing order, as far as it has seen them (a card it has not seen: null).
    json hand = json::array();
    if (v.seat < 0 || static_cast<std::size_t>(v.seat) >= setup.hands.size())
        return hand;
    for (const Card c : setup.hands[static_cast<std::size_t>(v.seat)])
        hand.push_back(has(v.hand, c) ? json(pack.code(c)) : json());
    return hand;
}

void NetTable::actionApplied(const Action& a) {
    sinceChange_.restart();
    const std::vector<int> won = model_->view(0).tricksWon;
    int winner = -1;
    for (std::size_t s = 0; s < won.size() && s < tricksWon_.size(); ++s)
        if (won[s] > tricksWon_[s])
            winner = static_cast<int>(s);
    tricksWon_ = won;
    const Pack& pack = model_->game().pack();
    for (int s = 0; s < static_cast<int>(places_.size()); ++s) {
        QWebSocket* ws = places_[static_cast<std::size_t>(s)].socket;
        if (!ws)
            continue;
        json e = eventMessage(a, s, decisions(), pack);
        if (winner >= 0)
            e["trick_won"] = winner;
        send(ws, e);
        send(ws, viewMessage(s));
    }
}

void NetTable::dealFinished() {
    const int index = dealIndex();
    json m = envelope("deal_over");
    m["deal"] = index;
    // Once a deal is scored its cards are turned up, as in the record every player keeps.
    const json record = json::parse(writeRecord(model_->record()), nullptr, false);
    if (record.is_object() && record.contains("deals") && index >= 0 &&
        static_cast<std::size_t>(index) < record["deals"].size())
        m["record"] = record["deals"][static_cast<std::size_t>(index)];
    json result;
    model_->game().reportDeal(result);
    model_->game().reportStandings(result);
    m["result"] = result;
    broadcast(m);
    emit logLine(QStringLiteral("table %1: deal %2 scored").arg(code_).arg(index + 1));
    if (!model_->game().sessionOver())
        scheduleNextDeal();
}

void NetTable::scheduleNextDeal() {
    if (!betweenDeals_) { // a deal was just scored: every player looks at it
        betweenDeals_ = true;
        ready_.assign(places_.size(), false);
        sendSeats();
    }
    if (paused_) {
        nextDealDue_ = true;
        return;
    }
    // The next deal once everyone is ready, at the latest after the longest wait.
    nextDeal_.start(config_.nextDealMs);
    dealIfReady();
}

bool NetTable::waitsFor(int seat) const {
    if (!betweenDeals_ || !isPlayer(seat) || seat < 0 || seat >= static_cast<int>(places_.size()))
        return false;
    const Place& p = places_[static_cast<std::size_t>(seat)];
    // A computer's seat and a player away (offline, or played by the computer) are always ready.
    if (!p.socket || (p.remote && p.remote->standingIn()))
        return false;
    return static_cast<std::size_t>(seat) >= ready_.size() || !ready_[static_cast<std::size_t>(seat)];
}

void NetTable::dealIfReady() {
    if (!betweenDeals_ || paused_ || !nextDeal_.isActive())
        return;
    for (int s = 0; s < static_cast<int>(places_.size()); ++s)
        if (waitsFor(s))
            return;
    nextDeal_.start(0);
}

void NetTable::refuse(QWebSocket* s, const Refusal& r) {
    json m = refusalToJson(r, model_->game().pack());
    m["v"] = kProtocolVersion;
    m["t"] = "refused";
    m["deal"] = dealIndex();
    m["n"] = decisions();
    send(s, m);
}

void NetTable::error(QWebSocket* s, const char* code, const std::string& detail) {
    json m = envelope("error");
    m["code"] = code;
    if (!detail.empty())
        m["detail"] = detail;
    send(s, m);
}

bool NetTable::join(QWebSocket* socket, const QString& name, const QString& token, QString& errorCode) {
    int seat = -1;
    if (!token.isEmpty()) {
        for (std::size_t i = 0; i < places_.size(); ++i)
            if (isPlayer(static_cast<int>(i)) && places_[i].token == token)
                seat = static_cast<int>(i);
        if (seat < 0) {
            errorCode = QStringLiteral("bad_token");
            return false;
        }
    } else {
        for (std::size_t i = 0; i < places_.size() && seat < 0; ++i)
            if (isPlayer(static_cast<int>(i)) && places_[i].token.isEmpty())
                seat = static_cast<int>(i);
        if (seat < 0) { // a late joiner: waits for the host to give it a seat between deals
            waiting_.push_back(Guest{socket, name, nextGuest_++});
            json w = envelope("waiting");
            w["table"] = code_.toStdString();
            w["guest"] = waiting_.back().id;
            w["game"] = config_.game.toStdString();
            send(socket, w);
            emit logLine(QStringLiteral("table %1: %2 waits for a seat").arg(code_, name));
            sendSeats();
            return true;
        }
    }
    Place& place = places_[static_cast<std::size_t>(seat)];
    if (QWebSocket* old = place.socket; old && old != socket) {
        // The same player from a new connection: the old one goes.
        place.socket = nullptr;
        error(old, "replaced");
        old->close();
    }
    if (place.token.isEmpty())
        place.token = randomToken(24);
    if (!started_)
        place.name = name; // the record names the players who sat down
    place.socket = socket;
    if (hostSeat_ < 0)
        hostSeat_ = seat;
    saveState();
    emit logLine(QStringLiteral("table %1: %2 sits at seat %3").arg(code_, name).arg(seat));

    welcome(seat);
    return true;
}

void NetTable::welcome(int seat) {
    Place& place = places_[static_cast<std::size_t>(seat)];
    json w = envelope("welcome");
    w["table"] = code_.toStdString();
    w["seat"] = seat;
    w["token"] = place.token.toStdString();
    w["host"] = seat == hostSeat_;
    w["game"] = config_.game.toStdString();
    w["variant"] = model_->hasGame() ? variantToJson(model_->record().variant)
                                     : (config_.variantJson.isEmpty()
                                            ? json::object()
                                            : json::parse(config_.variantJson.toStdString(), nullptr, false));
    w["players"] = static_cast<int>(places_.size());
    json names = json::array();
    for (const Place& p : places_)
        names.push_back(p.name.toStdString());
    w["names"] = names;
    w["hints"] = config_.hints;
    w["started"] = started_;
    w["paused"] = paused_;
    send(place.socket, w);
    sendSeats();
    if (started_) {
        catchUp(seat);
        place.remote->setConnected(true); // its open question, if any
    } else {
        startIfReady();
    }
}

void NetTable::giveSeat(QWebSocket* host, int seat, int guest) {
    if (!isPlayer(seat) || seat == hostSeat_)
        return error(host, "bad_seat");
    const auto g = std::find_if(waiting_.begin(), waiting_.end(), [guest](const Guest& w) { return w.id == guest; });
    if (g == waiting_.end() || !g->socket)
        return error(host, "no_such_guest");
    if (!started_ || !model_->hasGame() || model_->game().inDeal())
        return error(host, "not_between_deals");
    Place& place = places_[static_cast<std::size_t>(seat)];
    if (QWebSocket* old = place.socket) { // the seat's player (if still there) goes
        place.socket = nullptr;
        error(old, "seat_given");
        old->close();
    }
    place.token = randomToken(24); // the old token takes the seat no more
    place.name = g->name;
    place.socket = g->socket;
    waiting_.erase(g);
    if (static_cast<std::size_t>(seat) < ready_.size())
        ready_[static_cast<std::size_t>(seat)] = true; // no summary to read: the deal was before
    saveState();
    emit logLine(QStringLiteral("table %1: seat %2 given to %3").arg(code_).arg(seat).arg(place.name));
    welcome(seat);
}

void NetTable::leave(QWebSocket* socket) {
    const auto g =
        std::find_if(waiting_.begin(), waiting_.end(), [socket](const Guest& w) { return w.socket == socket; });
    if (g != waiting_.end()) {
        waiting_.erase(g);
        sendSeats();
        return;
    }
    const int seat = seatOf(socket);
    if (seat < 0)
        return;
    Place& place = places_[static_cast<std::size_t>(seat)];
    place.socket = nullptr;
    emit logLine(QStringLiteral("table %1: %2 left seat %3").arg(code_, place.name).arg(seat));
    if (place.remote)
        place.remote->setConnected(false);
    sendSeats();
    dealIfReady(); // a player away is not waited for
}

void NetTable::handle(QWebSocket* socket, const ClientMessage& m) {
    const int seat = seatOf(socket);
    if (seat < 0 && m.kind == ClientKind::Ping)
        return send(socket, envelope("pong"));
    if (seat < 0)
        return error(socket, m.kind == ClientKind::Hello ? "already_joined" : "not_seated");
    Place& place = places_[static_cast<std::size_t>(seat)];
    switch (m.kind) {
    case ClientKind::Ping:
        return send(socket, envelope("pong"));
    case ClientKind::Say: {
        json s = envelope("said");
        s["seat"] = seat;
        s["phrase"] = std::string(phraseName(m.phrase));
        return broadcast(s);
    }
    case ClientKind::Pause:
    case ClientKind::Resume: {
        if (seat != hostSeat_)
            return error(socket, "not_host");
        const bool pause = m.kind == ClientKind::Pause;
        if (pause == paused_)
            return;
        paused_ = pause;
        if (flow_)
            flow_->setHeld(pause);
        if (pause && nextDeal_.isActive()) {
            nextDeal_.stop();
            nextDealDue_ = true;
        } else if (!pause && std::exchange(nextDealDue_, false)) {
            scheduleNextDeal();
        }
        json p = envelope(pause ? "paused" : "resumed");
        p["by"] = seat;
        return broadcast(p);
    }
    case ClientKind::Hello:
        return error(socket, "already_joined");
    case ClientKind::GiveSeat:
        if (seat != hostSeat_)
            return error(socket, "not_host");
        return giveSeat(socket, m.seat, m.guest);
    case ClientKind::List:
        return; // answered by the server
    case ClientKind::Ready:
        if (!betweenDeals_ || static_cast<std::size_t>(seat) >= ready_.size() || ready_[static_cast<std::size_t>(seat)])
            return; // nothing to wait for (a summary closed late, or twice)
        ready_[static_cast<std::size_t>(seat)] = true;
        sendSeats();
        return dealIfReady();
    case ClientKind::Act:
    case ClientKind::Pass:
    case ClientKind::Dealer:
    case ClientKind::Cut:
        break;
    }
    if (!started_ || !place.remote)
        return error(socket, "not_started");
    if (m.decision >= 0 && m.decision != decisions())
        return error(socket, "stale", std::to_string(decisions()));
    const auto& q = place.remote->question();
    ui::Answer answer;
    if (m.kind == ClientKind::Act) {
        auto parsed = actionOf(m, model_->game().pack(), seat);
        if (const auto* e = std::get_if<ProtocolError>(&parsed))
            return send(socket, errorToJson(*e));
        const Action a = std::get<Action>(parsed);
        answer.kind = q ? q->kind : ui::Question::Kind::Due;
        answer.action = a;
        if (q && (q->kind == ui::Question::Kind::Due || q->kind == ui::Question::Kind::Optional) &&
            place.remote->answer(answer))
            return;
        // Not asked: the engine says why (not this seat's turn, no decision due); else it is
        // a decision the table has not put to this seat (yet).
        if (const Refusal r = model_->check(a))
            return refuse(socket, r);
        return error(socket, "not_asked");
    }
    if (m.kind == ClientKind::Pass) {
        answer.kind = ui::Question::Kind::Optional;
        if (!q || q->kind != ui::Question::Kind::Optional || !place.remote->answer(answer))
            return error(socket, "not_asked");
        return;
    }
    if (m.kind == ClientKind::Dealer) {
        answer.kind = ui::Question::Kind::Dealer;
        answer.dealer = m.dealer;
        if (!q || q->kind != ui::Question::Kind::Dealer)
            return error(socket, "not_asked");
        if (std::find(q->dealers.begin(), q->dealers.end(), m.dealer) == q->dealers.end())
            return error(socket, "bad_dealer");
        place.remote->answer(answer);
        return;
    }
    answer.kind = ui::Question::Kind::Cut;
    answer.knocked = m.knock;
    if (!q || q->kind != ui::Question::Kind::Cut)
        return error(socket, "not_asked");
    answer.dealer = q->dealer;
    place.remote->answer(answer);
}

json NetTable::lobbyEntry() const {
    json e;
    e["code"] = code_.toStdString();
    e["game"] = config_.game.toStdString();
    e["players"] = static_cast<int>(places_.size());
    int free = 0;
    json names = json::array();
    for (int s = 0; s < static_cast<int>(places_.size()); ++s) {
        const Place& p = places_[static_cast<std::size_t>(s)];
        if (isPlayer(s) && p.token.isEmpty())
            ++free;
        names.push_back(p.name.toStdString());
    }
    e["free"] = free;
    e["names"] = names;
    e["started"] = started_;
    return e;
}

void NetTable::archive() {
    if (model_->hasGame()) { // the whole record in <code>.json
        saveToOther_ = false;
        saveRecord();
    }
    for (const QString& suffix : {QStringLiteral(".json"), QStringLiteral(".table.json")}) {
        const QString from = dir_ + QLatin1Char('/') + code_ + suffix;
        const QString to = dir_ + QLatin1Char('/') + code_ + QStringLiteral(".closed") + suffix;
        QFile::remove(to);
        QFile::rename(from, to);
    }
    QFile::remove(otherRecordFile(dir_, code_));
}

} // namespace st::net
