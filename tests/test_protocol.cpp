// The network protocol (core/net/protocol.h): what a client may send, what is refused and why,
// and that what a seat is told of the table holds no other seat's hidden card.
#include "net/protocol.h"
#include "registry.h"
#include "selfplay.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace st;
using namespace st::net;

namespace {

ProtocolErrorCode errorOf(std::string_view text) {
    const auto parsed = parseClientMessage(text);
    if (!std::holds_alternative<ProtocolError>(parsed))
        return static_cast<ProtocolErrorCode>(-1);
    return std::get<ProtocolError>(parsed).code;
}

ClientMessage messageOf(std::string_view text) {
    const auto parsed = parseClientMessage(text);
    if (const auto* e = std::get_if<ProtocolError>(&parsed))
        qFatal("refused: %s %s", std::string(protocolErrorName(e->code)).c_str(), e->detail.c_str());
    return std::get<ClientMessage>(parsed);
}

} // namespace

class TestProtocol : public QObject {
    Q_OBJECT

  private slots:
    void helloIsRead() {
        const ClientMessage m = messageOf(R"({"v":1,"t":"hello","name":"Anna","table":"K7QX","token":"a-1"})");
        QCOMPARE(m.kind, ClientKind::Hello);
        QCOMPARE(m.name, std::string("Anna"));
        QCOMPARE(m.table, std::string("K7QX"));
        QCOMPARE(m.token, std::string("a-1"));
    }

    // Names from clients are shown to every player: no control or direction-changing characters,
    // no runs of spaces, no more than 24 characters.
    void namesAreSanitised() {
        QCOMPARE(sanitiseName("  Bert \u202e  Maier\n"), std::string("Bert Maier"));
        QCOMPARE(sanitiseName("J\xc3\xbcrgen"), std::string("J\xc3\xbcrgen"));
        QCOMPARE(sanitiseName("bad\xff\xfe utf8"), std::string("bad utf8"));
        QCOMPARE(sanitiseName("\x01\x02\x1b[31m"), std::string("[31m"));
        QCOMPARE(sanitiseName(std::string(100, 'x')).size(), kMaxNameLength);
        // A German name of 24 characters with umlauts is kept whole (characters, not bytes).
        const std::string umlauts = "\xc3\xa4\xc3\xb6\xc3\xbc\xc3\x9f";
        QCOMPARE(sanitiseName(umlauts + umlauts + umlauts + umlauts + umlauts + umlauts),
                 umlauts + umlauts + umlauts + umlauts + umlauts + umlauts);
        QCOMPARE(errorOf(R"({"v":1,"t":"hello","name":" \u200b ","table":"K7QX"})"), ProtocolErrorCode::BadName);
    }

    void malformedMessagesAreRefusedWithTheirReason() {
        QCOMPARE(errorOf(std::string(kMaxClientMessage + 1, ' ')), ProtocolErrorCode::TooLarge);
        QCOMPARE(errorOf("{\"v\":1,"), ProtocolErrorCode::NotJson);
        QCOMPARE(errorOf("[1,2]"), ProtocolErrorCode::NotAnObject);
        QCOMPARE(errorOf(R"({"t":"ping"})"), ProtocolErrorCode::WrongVersion);
        QCOMPARE(errorOf(R"({"v":2,"t":"ping"})"), ProtocolErrorCode::WrongVersion);
        QCOMPARE(errorOf(R"({"v":1,"t":"shuffle"})"), ProtocolErrorCode::UnknownKind);
        QCOMPARE(errorOf(R"({"v":1,"t":"hello","table":"K7QX"})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"hello","name":"A","table":"../../etc/passwd"})"), ProtocolErrorCode::BadCode);
        QCOMPARE(errorOf(R"({"v":1,"t":"act","action":"EA"})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"act","n":-3,"action":{"act":"play","card":"EA"}})"),
                 ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"say","phrase":"you cheat"})"), ProtocolErrorCode::UnknownPhrase);
        // The echo of bad input in an error is short and plain ASCII, so it can always be sent.
        const auto parsed = parseClientMessage(std::string("\xff\xfe{ not json ") + std::string(200, 'x'));
        const std::string dumped = errorToJson(std::get<ProtocolError>(parsed)).dump();
        QVERIFY(dumped.size() < 200);
        QVERIFY(dumped.find("not_json") != std::string::npos);
    }

    // The answers to the questions before a deal and to optional decisions, and the lobby.
    void choicesAndTheLobbyAreRead() {
        const ClientMessage pass = messageOf(R"({"v":1,"t":"pass","n":4})");
        QCOMPARE(pass.kind, ClientKind::Pass);
        QCOMPARE(pass.decision, 4);
        const ClientMessage dealer = messageOf(R"({"v":1,"t":"dealer","dealer":2})");
        QCOMPARE(dealer.kind, ClientKind::Dealer);
        QCOMPARE(dealer.dealer, 2);
        const ClientMessage cut = messageOf(R"({"v":1,"t":"cut","knock":true})");
        QCOMPARE(cut.kind, ClientKind::Cut);
        QVERIFY(cut.knock);
        QCOMPARE(messageOf(R"({"v":1,"t":"ready"})").kind, ClientKind::Ready); // between deals
        const ClientMessage list = messageOf(R"({"v":1,"t":"list","password":"Stammtisch"})");
        QCOMPARE(list.kind, ClientKind::List);
        QCOMPARE(list.password, std::string("Stammtisch"));
        QCOMPARE(errorOf(R"({"v":1,"t":"pass","n":"4"})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"dealer"})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"dealer","dealer":99})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"cut","knock":1})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"list","password":7})"), ProtocolErrorCode::MissingField);
        const ClientMessage give = messageOf(R"({"v":1,"t":"give_seat","seat":2,"guest":5})");
        QCOMPARE(give.kind, ClientKind::GiveSeat);
        QCOMPARE(give.seat, 2);
        QCOMPARE(give.guest, 5);
        QCOMPARE(errorOf(R"({"v":1,"t":"give_seat","seat":2})"), ProtocolErrorCode::MissingField);
        QCOMPARE(errorOf(R"({"v":1,"t":"give_seat","seat":16,"guest":1})"), ProtocolErrorCode::MissingField);
    }

    // A client acts only for its own seat: the seat named in its message does not count.
    void anActionIsTheSendersSeats() {
        const ClientMessage m = messageOf(R"({"v":1,"t":"act","n":7,"action":{"seat":0,"act":"play","card":"EA"}})");
        QCOMPARE(m.decision, 7);
        const Pack& pack = Pack::get(PackKind::German24);
        const auto a = actionOf(m, pack, 2);
        QVERIFY(std::holds_alternative<Action>(a));
        QCOMPARE(std::get<Action>(a).seat, 2);
        QCOMPARE(std::get<Action>(a).card, *pack.fromCode("EA"));
        const ClientMessage bad = messageOf(R"({"v":1,"t":"act","action":{"act":"play","card":"XX"}})");
        const auto refused = actionOf(bad, pack, 2);
        QVERIFY(std::holds_alternative<ProtocolError>(refused));
        QCOMPARE(std::get<ProtocolError>(refused).code, ProtocolErrorCode::BadAction);
    }

    // Over whole deals of every game, what each seat is told (its view, every action as told to
    // it) names no card of another seat's hand, of the talon, blind or Dapp that the rules have
    // not made public.
    void aSeatIsToldNoHiddenCard() {
        for (const GameInfo& info : games()) {
            for (int players = info.minPlayers; players <= info.maxPlayers; ++players) {
                const Variant variant(info.options);
                if (!validateSetup(info, variant, players).empty())
                    continue; // e.g. Dreeg for two needs its own phases (a preset)
                auto g = info.create(variant, players);
                const Pack& pack = g->pack();
                Rng rng(20261127u + static_cast<unsigned>(players));
                for (int deal = 0; deal < 3 && !g->sessionOver(); ++deal) {
                    const DealSetup setup = dealNext(*g, rng);
                    QVERIFY2(g->startDeal(setup).empty(), info.id.c_str());
                    while (g->inDeal()) {
                        // Every card a seat does not hold and has not seen played or shown.
                        for (int s = 0; s < players; ++s) {
                            const SeatView v = g->view(s);
                            const std::string told = viewToJson(v, pack).dump();
                            for (int t = 0; t < players; ++t) {
                                if (t == s)
                                    continue;
                                const CardSet hidden = g->view(t).hand & ~v.hand;
                                for (Card c : toList(hidden)) {
                                    bool shown = false;
                                    for (const auto& sc : v.shown)
                                        shown = shown || sc.second == c;
                                    if (shown || v.trumpCard == c || v.talonTop == c)
                                        continue;
                                    const std::string quoted = "\"" + pack.code(c) + "\"";
                                    QVERIFY2(told.find(quoted) == std::string::npos,
                                             (info.id + ": seat " + std::to_string(s) + " is told " + pack.code(c) +
                                              " of seat " + std::to_string(t))
                                                 .c_str());
                                }
                            }
                        }
                        const auto legal = g->legalActions();
                        QVERIFY(!legal.empty());
                        const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
                        // A discard is told to the others without its cards.
                        for (int s = 0; s < players; ++s) {
                            const Action told = publicAction(a, s);
                            if (a.act == Act::Discard && s != a.seat)
                                QVERIFY(told.cards.empty());
                            else
                                QCOMPARE(told, a);
                        }
                        QVERIFY(!g->check(a));
                        g->apply(a);
                    }
                }
            }
        }
    }

    void refusalsNameTheirReasonAndCards() {
        const Pack& pack = Pack::get(PackKind::German24);
        Refusal r;
        r.reason = Reason::MustFollow;
        r.card = *pack.fromCode("EA");
        r.other = *pack.fromCode("L10");
        r.suit = 1;
        const nlohmann::json j = refusalToJson(r, pack);
        QCOMPARE(j["reason"].get<std::string>(), std::string("must_follow"));
        QCOMPARE(j["cards"]["card"].get<std::string>(), std::string("EA"));
        QCOMPARE(j["cards"]["other"].get<std::string>(), std::string("L10"));
        QCOMPARE(reasonName(Reason::NotYourTurn), std::string_view("not_your_turn"));
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "test_protocol.moc"
