// The table server's benchmark (docs/protocol.md, "Scale"): starts `stammtisch-server` with N tables
// of Dreeg (two players' places and a computer each), seats two scripted bot clients at every table,
// and lets them play at a human pace (each decision after --think-ms on average). Reports the p50/p99
// latency from a bot's decision (`act` sent) to its update (the `event` of that decision received), the
// server's resident memory per table, and the decisions per second.
//
//   cmake --build build --target netbench stammtisch-server
//   build/tools/net/netbench --server build/app/stammtisch-server --tables 1000 --seconds 60
#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using nlohmann::json;

namespace {

long rssKiB(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

/// The CPU time a process has used (user + system), in seconds.
double cpuSeconds(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray all = f.readAll();
    const QList<QByteArray> fields = all.mid(all.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    return static_cast<double>(fields[11].toLongLong() + fields[12].toLongLong()) / 100.0; // clock ticks
}

struct Stats {
    std::vector<qint64> latenciesUs;
    long decisions = 0;
    long actions = 0; ///< every decision applied at any table (the players' and the computers')
    long errors = 0;
};

class Bot : public QObject {
  public:
    Bot(QString table, quint16 port, int thinkMs, Stats* stats)
        : table_(std::move(table)), thinkMs_(thinkMs), stats_(stats) {
        connect(&ws_, &QWebSocket::connected, this, [this] {
            ws_.sendTextMessage(QString::fromStdString(
                json{{"v", 1}, {"t", "hello"}, {"name", "Bot"}, {"table", table_.toStdString()}}.dump()));
        });
        connect(&ws_, &QWebSocket::textMessageReceived, this, &Bot::received);
        ws_.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
    }
    bool seated() const { return seat_ >= 0; }

  private:
    void received(const QString& text) {
        const json m = json::parse(text.toStdString(), nullptr, false);
        const std::string t = m.value("t", "");
        if (t == "welcome") {
            seat_ = m["seat"];
        } else if (t == "event") {
            if (seat_ == 0)
                ++stats_->actions;
            if (waiting_ && m["action"].value("seat", -1) == seat_) {
                stats_->latenciesUs.push_back(clock_.nsecsElapsed() / 1000);
                waiting_ = false;
            }
        } else if (t == "error" || t == "refused") {
            ++stats_->errors;
        } else if (t == "question") {
            const int delay =
                thinkMs_ > 0 ? QRandomGenerator::global()->bounded(thinkMs_ / 2, thinkMs_ * 3 / 2 + 1) : 0;
            QTimer::singleShot(delay, this, [this, m] { answer(m); });
        }
    }
    void answer(const json& q) {
        const std::string kind = q["kind"];
        json a;
        if (kind == "dealer")
            a = {{"v", 1}, {"t", "dealer"}, {"dealer", q["dealers"][0]}};
        else if (kind == "cut")
            a = {{"v", 1}, {"t", "cut"}, {"knock", false}};
        else if (kind == "optional")
            a = {{"v", 1}, {"t", "pass"}, {"n", q["n"]}};
        else {
            const json& legal = q["view"]["legal"];
            a = {{"v", 1},
                 {"t", "act"},
                 {"n", q["n"]},
                 {"action", legal[QRandomGenerator::global()->bounded(static_cast<int>(legal.size()))]}};
            waiting_ = true;
            clock_.start();
            ++stats_->decisions;
        }
        ws_.sendTextMessage(QString::fromStdString(a.dump()));
    }

    QWebSocket ws_;
    QString table_;
    int thinkMs_;
    Stats* stats_;
    int seat_ = -1;
    bool waiting_ = false;
    QElapsedTimer clock_;
};

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.addHelpOption();
    const QCommandLineOption server(QStringLiteral("server"), QStringLiteral("The stammtisch-server program."),
                                    QStringLiteral("file"), QStringLiteral("stammtisch-server"));
    const QCommandLineOption tables(QStringLiteral("tables"), QStringLiteral("Tables (default 100)."),
                                    QStringLiteral("n"), QStringLiteral("100"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("Play for so long (default 30)."),
                                     QStringLiteral("s"), QStringLiteral("30"));
    const QCommandLineOption think(QStringLiteral("think-ms"),
                                   QStringLiteral("A bot's average time per decision (default 1000)."),
                                   QStringLiteral("ms"), QStringLiteral("1000"));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("The server's port (default 18765)."),
                                  QStringLiteral("port"), QStringLiteral("18765"));
    cli.addOptions({server, tables, seconds, think, port});
    cli.process(app);
    const int n = cli.value(tables).toInt();
    const int thinkMs = cli.value(think).toInt();
    const quint16 p = static_cast<quint16>(cli.value(port).toInt());
    if (n <= 0 || p == 0) {
        std::fprintf(stderr, "netbench: --tables and --port must be positive\n");
        return 2;
    }

    QTemporaryDir dir;
    // The resident memory of a server without tables: what a table's share is measured from.
    long emptyKiB = -1;
    {
        QProcess empty;
        empty.start(cli.value(server),
                    {QStringLiteral("--data"), dir.filePath(QStringLiteral("empty")), QStringLiteral("--port"),
                     QStringLiteral("0"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1")});
        if (!empty.waitForStarted())
            return 1;
        QElapsedTimer up;
        up.start();
        while (!empty.readAllStandardOutput().contains("stammtisch-server ") && up.elapsed() < 30000)
            empty.waitForReadyRead(1000);
        emptyKiB = rssKiB(empty.processId());
        empty.kill();
        empty.waitForFinished();
    }
    json config;
    config["max_tables"] = n + 10;
    config["tables"] = json::array();
    for (int i = 0; i < n; ++i)
        config["tables"].push_back({{"game", "dreeg"},
                                    {"names", {"A", "B", "C"}},
                                    {"seats", {"player", "player", "random"}},
                                    {"think_ms", 0},
                                    {"next_deal_ms", 0},
                                    {"drop_out_ms", 600000}});
    QFile cfg(dir.filePath(QStringLiteral("server.json")));
    if (!cfg.open(QIODevice::WriteOnly) || cfg.write(QByteArray::fromStdString(config.dump())) < 0)
        return 1;
    cfg.close();
    QProcess proc;
    proc.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    proc.start(cli.value(server), {QStringLiteral("--config"), cfg.fileName(), QStringLiteral("--data"),
                                   dir.filePath(QStringLiteral("data")), QStringLiteral("--port"), QString::number(p),
                                   QStringLiteral("--listen"), QStringLiteral("127.0.0.1")});
    if (!proc.waitForStarted())
        return 1;
    QElapsedTimer started;
    started.start();
    while (!proc.readAllStandardOutput().contains("stammtisch-server ") && started.elapsed() < 120000)
        proc.waitForReadyRead(1000);
    const long openKiB = rssKiB(proc.processId());
    std::fprintf(stdout, "server up with %d tables after %.1f s, %ld KiB resident\n", n,
                 static_cast<double>(started.elapsed()) / 1000.0, openKiB);

    // The codes, from the lobby.
    QStringList codes;
    {
        QWebSocket lobby;
        QObject::connect(&lobby, &QWebSocket::connected, &lobby,
                         [&] { lobby.sendTextMessage(QStringLiteral("{\"v\":1,\"t\":\"list\"}")); });
        QObject::connect(&lobby, &QWebSocket::textMessageReceived, &lobby, [&](const QString& text) {
            const json m = json::parse(text.toStdString(), nullptr, false);
            for (const json& t : m.value("tables", json::array()))
                codes << QString::fromStdString(t["code"].get<std::string>());
            app.quit();
        });
        lobby.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(p)));
        QTimer giveUp;
        giveUp.setSingleShot(true);
        QObject::connect(&giveUp, &QTimer::timeout, &app, &QCoreApplication::quit);
        giveUp.start(60000);
        QCoreApplication::exec();
    }
    if (codes.size() != n) {
        std::fprintf(stderr, "netbench: the lobby lists %lld tables, not %d\n", static_cast<long long>(codes.size()),
                     n);
        proc.kill();
        return 1;
    }
    Stats stats;
    std::vector<std::unique_ptr<Bot>> bots;
    for (const QString& code : codes)
        for (int k = 0; k < 2; ++k)
            bots.push_back(std::make_unique<Bot>(code, p, thinkMs, &stats));
    QElapsedTimer playing;
    const double cpuBefore = cpuSeconds(proc.processId());
    QTimer::singleShot(cli.value(seconds).toInt() * 1000, &app, &QCoreApplication::quit);
    playing.start();
    QCoreApplication::exec();
    const long playKiB = rssKiB(proc.processId());
    const double cpu = cpuSeconds(proc.processId()) - cpuBefore;
    const double secs = static_cast<double>(playing.elapsed()) / 1000.0;
    auto& l = stats.latenciesUs;
    std::sort(l.begin(), l.end());
    auto pct = [&](double q) {
        return l.empty() ? 0.0
                         : static_cast<double>(
                               l[std::min(l.size() - 1, static_cast<std::size_t>(q * static_cast<double>(l.size())))]) /
                               1000.0;
    };
    const long seated = std::count_if(bots.begin(), bots.end(), [](const auto& b) { return b->seated(); });
    std::fprintf(stdout,
                 "tables %d, bots seated %ld, %.0f s: %ld decisions (%.0f/s), %ld refused/errors\n"
                 "action-to-update latency: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n"
                 "server resident: %ld KiB without tables, %ld KiB with the tables opened, %ld KiB while playing: "
                 "%.0f KiB per table\n"
                 "server CPU: %.1f s in %.0f s (%.0f%% of a core) for %ld decisions applied: %.2f ms per decision\n",
                 n, seated, secs, stats.decisions, static_cast<double>(stats.decisions) / secs, stats.errors, pct(0.5),
                 pct(0.99), l.empty() ? 0.0 : static_cast<double>(l.back()) / 1000.0, emptyKiB, openKiB, playKiB,
                 static_cast<double>(playKiB - emptyKiB) / n, cpu, secs, 100.0 * cpu / secs, stats.actions,
                 stats.actions ? 1000.0 * cpu / static_cast<double>(stats.actions) : 0.0);
    bots.clear();
    proc.terminate();
    proc.waitForFinished(5000);
    return 0;
}
