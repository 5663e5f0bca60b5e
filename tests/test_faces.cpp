// The faces of the games (ui/games): every game of the core has one, and the facts a face
// words (the unit of a result, who leads) come typed from the core.
#include "games/gameface.h"
#include "registry.h"
#include "selfplay.h"

#include <QtTest>

using namespace st;
using namespace st::ui;

namespace {

std::unique_ptr<Game> create(std::string_view id, int players, const std::string& preset = {}) {
    const GameInfo* g = findGame(id);
    Variant v(g->options);
    if (!preset.empty())
        v = presetVariant(*g, *findPreset(*g, preset));
    return g->create(v, players);
}

} // namespace

class TestFaces : public QObject {
    Q_OBJECT

  private slots:
    void everyGameHasItsFace() {
        for (const GameInfo& g : games()) {
            const faces::GameFace* f = faces::findFace(g.id);
            QVERIFY2(f, g.id.c_str());
            QCOMPARE(&f->info(), &g);
        }
        QVERIFY(!faces::findFace("skat"));
    }

    // The bidding dialog offers the core's ladder of bids, each in the game's words: a name that is
    // not the record's id, a gloss and a line on what it means (the games that bid).
    void everyBidOfTheLadderIsWorded() {
        for (const char* id : {"dreierles", "dappen", "dreierschnapsen"}) {
            const GameInfo& g = *findGame(id);
            auto game = g.create(Variant(g.options), g.minPlayers);
            const faces::GameFace& f = faces::face(*game);
            QVERIFY2(!game->bidLadder().empty(), id);
            QVERIFY2(!f.biddingTitle().isEmpty(), id);
            for (const std::string& bid : game->bidLadder()) {
                const QString what = QString::fromStdString(g.id + "/" + bid);
                QVERIFY2(f.bidName(bid) != QString::fromStdString(bid), qPrintable(what));
                QVERIFY2(!f.bidGloss(bid).isEmpty(), qPrintable(what));
                QVERIFY2(!f.bidExplanation(*game, bid).isEmpty(), qPrintable(what));
            }
        }
        for (const char* id : {"dreeg", "schnapsen"})
            QVERIFY2(create(id, findGame(id)->minPlayers)->bidLadder().empty(), id);
    }

    // Dappen is played for money, the Mainz Carneval Tarot for game points (dappen.txt).
    void dappenCountsMoneyButMainzPoints() {
        QCOMPARE(create("dappen", 7)->unit(), ScoreUnit::Cents);
        QCOMPARE(create("dappen", 6, "mainz")->unit(), ScoreUnit::GamePoints);
        QCOMPARE(create("dreeg", 4)->unit(), ScoreUnit::Strokes);
        QCOMPARE(create("dreierles", 4)->unit(), ScoreUnit::GamePoints);
        QCOMPARE(create("dreierschnapsen", 3)->unit(), ScoreUnit::GamePoints);
    }

    // A value in strokes is for the seat: in Kamerun (standard scoring), where erasing is bad, a plus
    // is said to be in the player's favour, so it does not read as strokes to erase.
    // ... and so they read in the deal review after the Kamerun deal is over (the view at the
    // decision tells it, not the phase the game has moved on to).
    void kamerunValuesAreInYourFavour() {
        for (const char* phase : {"66", "kamerun"}) {
            const GameInfo& g = *findGame("dreeg");
            Variant v(g.options);
            QVERIFY(v.set("phases", std::vector<std::string>{phase}).empty());
            auto game = g.create(v, 4);
            Rng rng(3);
            QVERIFY(game->startDeal(dealNext(*game, rng)).empty());
            const SeatView atDecision = game->view(0);
            const bool kamerun = std::string(phase) == "kamerun";
            for (const SeatView& seen : {atDecision, game->view(1)}) {
                const QString text = faces::face(*game).reviewValue(*game, seen, 1.5);
                QVERIFY2(text.contains(QStringLiteral("+1.5")), qPrintable(text));
                QCOMPARE(text.contains(QStringLiteral("favour")), kamerun);
            }
            while (game->inDeal() && game->toAct() >= 0) {
                const auto legal = game->legalActions();
                game->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
            }
            QVERIFY(!game->inDeal());
            QCOMPARE(faces::face(*game).reviewValue(*game, atDecision, 1.5).contains(QStringLiteral("favour")),
                     kamerun);
        }
    }

    // At the start of a session nobody leads: every seat has the same merit.
    void nobodyLeadsAtTheStart() {
        for (const GameInfo& g : games()) {
            auto game = g.create(Variant(g.options), g.minPlayers);
            for (int s = 1; s < game->seats(); ++s)
                QCOMPARE(game->merit(s), game->merit(0));
        }
    }
};

QTEST_GUILESS_MAIN(TestFaces)
#include "test_faces.moc"
