// stammtisch-server: the headless table server of network play (docs/protocol.md). Hosts the tables
// of a club over WebSockets (wss with --cert and --key), keeps every table's record in the data
// directory and opens them again after a restart. Bad arguments: a message and exit code 2.
#include "tableserver.h"

#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <cstdio>

namespace {

int fail(const QString& message) {
    std::fprintf(stderr, "stammtisch-server: %s\n(see stammtisch-server --help)\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("stammtisch-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STAMMTISCH_VERSION));

    QCommandLineParser cli;
    cli.setApplicationDescription(QStringLiteral(
        "Hosts Stammtisch tables for network play over WebSockets. Options given here override the config file."));
    cli.addHelpOption();
    cli.addVersionOption();
    const QCommandLineOption port({QStringLiteral("p"), QStringLiteral("port")},
                                  QStringLiteral("The TCP port to listen on (default 8765; 0: any free port)."),
                                  QStringLiteral("port"));
    const QCommandLineOption data(
        {QStringLiteral("d"), QStringLiteral("data")},
        QStringLiteral("The directory of the tables' records (autosaved after every action)."), QStringLiteral("dir"));
    const QCommandLineOption cert(QStringLiteral("cert"), QStringLiteral("A PEM certificate: wss (with --key)."),
                                  QStringLiteral("file"));
    const QCommandLineOption key(QStringLiteral("key"), QStringLiteral("The PEM private key of the certificate."),
                                 QStringLiteral("file"));
    const QCommandLineOption password(QStringLiteral("password"),
                                      QStringLiteral("The club's password every player must give."),
                                      QStringLiteral("password"));
    const QCommandLineOption config(
        {QStringLiteral("c"), QStringLiteral("config")},
        QStringLiteral("A JSON config file: port, data, cert, key, password, listen, and \"tables\" to open on a "
                       "first start (docs/protocol.md)."),
        QStringLiteral("file"));
    const QCommandLineOption listenOn(QStringLiteral("listen"),
                                      QStringLiteral("The address to listen on (default: every address)."),
                                      QStringLiteral("address"));
    cli.addOptions({port, data, cert, key, password, config, listenOn});
    if (!cli.parse(QCoreApplication::arguments()))
        return fail(cli.errorText());
    if (cli.isSet(QStringLiteral("help")))
        cli.showHelp(0);
    if (cli.isSet(QStringLiteral("version")))
        cli.showVersion();
    if (!cli.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument \"%1\"").arg(cli.positionalArguments().first()));

    // The config file first, then the command line over it.
    int portNumber = 8765;
    QString dataDir, address;
    st::net::ServerOptions options;
    std::vector<st::net::TableConfig> tables;
    if (cli.isSet(config)) {
        QFile f(cli.value(config));
        if (!f.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("the config %1: %2").arg(f.fileName(), f.errorString()));
        const auto j = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
        if (j.is_discarded() || !j.is_object())
            return fail(QStringLiteral("the config %1 is not a JSON object").arg(f.fileName()));
        for (auto it = j.begin(); it != j.end(); ++it) {
            const std::string& k = it.key();
            const auto& v = it.value();
            if (k == "port" && v.is_number_integer())
                portNumber = v.get<int>();
            else if ((k == "data" || k == "cert" || k == "key" || k == "password" || k == "listen") && v.is_string()) {
                const QString s = QString::fromStdString(v.get<std::string>());
                (k == "data"       ? dataDir
                 : k == "cert"     ? options.certFile
                 : k == "key"      ? options.keyFile
                 : k == "password" ? options.password
                                   : address) = s;
            } else if (k == "max_tables" && v.is_number_integer() && v.get<int>() > 0)
                options.maxTables = v.get<int>();
            else if (k == "max_connections" && v.is_number_integer() && v.get<int>() > 0)
                options.maxConnections = v.get<int>();
            else if (k == "tables" && v.is_array()) {
                for (const auto& t : v) {
                    st::net::TableConfig c;
                    QString e;
                    if (!st::net::tableConfigFromJson(QByteArray::fromStdString(t.dump()), c, e))
                        return fail(QStringLiteral("the config %1: a table: %2").arg(f.fileName(), e));
                    tables.push_back(c);
                }
            } else
                return fail(QStringLiteral("the config %1: \"%2\" is unknown or of the wrong type")
                                .arg(f.fileName(), QString::fromStdString(k)));
        }
    }
    if (cli.isSet(port)) {
        bool ok = false;
        portNumber = cli.value(port).toInt(&ok);
        if (!ok)
            return fail(QStringLiteral("--port needs a number, not \"%1\"").arg(cli.value(port)));
    }
    if (portNumber < 0 || portNumber > 65535)
        return fail(QStringLiteral("the port %1 is not from 0 to 65535").arg(portNumber));
    if (cli.isSet(data))
        dataDir = cli.value(data);
    if (dataDir.isEmpty())
        dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (cli.isSet(cert))
        options.certFile = cli.value(cert);
    if (cli.isSet(key))
        options.keyFile = cli.value(key);
    if (options.certFile.isEmpty() != options.keyFile.isEmpty())
        return fail(QStringLiteral("wss needs both --cert and --key"));
    if (cli.isSet(password))
        options.password = cli.value(password);
    if (cli.isSet(listenOn))
        address = cli.value(listenOn);
    QHostAddress host = QHostAddress::Any;
    if (!address.isEmpty() && !host.setAddress(address))
        return fail(QStringLiteral("\"%1\" is not an IP address").arg(address));
    if (!QDir().mkpath(dataDir) || !QFileInfo(dataDir).isWritable())
        return fail(QStringLiteral("the data directory %1 cannot be written").arg(dataDir));

    st::net::TableServer server(dataDir, options);
    QObject::connect(&server, &st::net::TableServer::logLine, [](const QString& line) {
        std::fprintf(stdout, "%s\n", qPrintable(line));
        std::fflush(stdout);
    });
    const quint16 bound = server.listen(static_cast<quint16>(portNumber), host);
    if (!bound) {
        std::fprintf(stderr, "stammtisch-server: %s\n", qPrintable(server.errorString()));
        return 1;
    }
    // The config's tables are opened on a first start (a data directory without tables); after a
    // restart the tables are those of the data directory, as they were.
    if (server.tables().isEmpty())
        for (const auto& t : tables) {
            const auto opened = server.openTable(t);
            if (opened.code.isEmpty())
                std::fprintf(stderr, "stammtisch-server: a table of the config: %s\n", qPrintable(opened.error));
        }
    std::fprintf(stdout, "stammtisch-server %s: %s://%s:%u, data in %s, %lld table(s)\n", STAMMTISCH_VERSION,
                 qPrintable(server.scheme()), qPrintable(host.toString()), bound, qPrintable(dataDir),
                 static_cast<long long>(server.tables().size()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}
