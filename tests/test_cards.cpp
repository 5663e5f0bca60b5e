// Card packs, the seeded shuffle and the trick-play obligations shared by all games.
#include "cards.h"
#include "support.h"
#include "trick.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace st;
using st::test::card;
using st::test::cards;

class TestCards : public QObject {
    Q_OBJECT

  private slots:
    void packsHaveTheirCards();
    void codesRoundTrip();
    void rankOrderAndPoints();
    void goldenShuffles();
    void shuffleIsUniformEnough();
    void obligations_data();
    void obligations();
    void trickWinner();
    void refusalNamesTheRule();
};

void TestCards::packsHaveTheirCards() {
    const Pack& g = Pack::get(PackKind::German24);
    const Pack& s = Pack::get(PackKind::Schnapsen20);
    const Pack& c = Pack::get(PackKind::Cego54);
    QCOMPARE(g.size(), 24);
    QCOMPARE(s.size(), 20);
    QCOMPARE(c.size(), 54);
    QCOMPARE(g.totalPoints(), 120); // dreeg.txt: "The total value of the cards in the pack is 120."
    QCOMPARE(s.totalPoints(), 120);
    QVERIFY(!s.fromCode("E9").has_value()); // no Nines in the Schnapsen pack
    QCOMPARE(count(c.suitMask(Pack::kCegoTrumpSuit)), 22);
    for (int suit = 0; suit < 4; ++suit)
        QCOMPARE(count(c.suitMask(suit)), 8);
}

void TestCards::codesRoundTrip() {
    for (PackKind k : {PackKind::German24, PackKind::Schnapsen20, PackKind::Cego54}) {
        const Pack& p = Pack::get(k);
        for (Card c : cardsOf(p.all())) {
            auto back = p.fromCode(p.code(c));
            QVERIFY(back.has_value());
            QCOMPARE(*back, c);
        }
    }
    const Pack& c = Pack::get(PackKind::Cego54);
    for (const char* code : {"T1", "T21", "T22", "HK", "DQ", "CC", "SJ", "H1", "D4", "C10", "S7"})
        QVERIFY2(c.fromCode(code).has_value(), code);
    for (const char* code : {"T0", "T23", "H10", "C1", "S4", "X1", ""})
        QVERIFY2(!c.fromCode(code).has_value(), code);
}

void TestCards::rankOrderAndPoints() {
    const Pack& g = Pack::get(PackKind::German24);
    // Ace 11, Ten 10, King 4, Over 3, Under 2, Nine 0, in that order.
    const CardList order = cards(g, "HA H10 HK HO HU H9");
    const int pts[] = {11, 10, 4, 3, 2, 0};
    for (std::size_t i = 0; i < order.size(); ++i) {
        QCOMPARE(g.points(order[i]), pts[i]);
        if (i > 0)
            QVERIFY(g.strength(order[i - 1]) > g.strength(order[i]));
    }
    const Pack& c = Pack::get(PackKind::Cego54);
    // Red suits: K Q C J 1 2 3 4 (reversed pips); black: K Q C J 10 9 8 7.
    QVERIFY(c.strength(card(c, "HJ")) > c.strength(card(c, "H1")));
    QVERIFY(c.strength(card(c, "H1")) > c.strength(card(c, "H4")));
    QVERIFY(c.strength(card(c, "S10")) > c.strength(card(c, "S7")));
    QVERIFY(c.strength(card(c, "T22")) > c.strength(card(c, "T21")));
    QCOMPARE(c.points(card(c, "T22")), 5);
    QCOMPARE(c.points(card(c, "T21")), 5);
    QCOMPARE(c.points(card(c, "T1")), 5);
    QCOMPARE(c.points(card(c, "T2")), 1);
    QCOMPARE(c.points(card(c, "DQ")), 4);
}

void TestCards::goldenShuffles() {
    // The same seed deals the same cards everywhere: compare with the golden file.
    QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/golden/shuffles.json"));
    QVERIFY2(f.open(QIODevice::ReadOnly), "golden/shuffles.json missing");
    const QJsonArray golden = QJsonDocument::fromJson(f.readAll()).array();
    QVERIFY(golden.size() >= 6);
    for (const auto& v : golden) {
        const QJsonObject o = v.toObject();
        const QString packName = o[QStringLiteral("pack")].toString();
        PackKind k = packName == QLatin1String("german24")      ? PackKind::German24
                     : packName == QLatin1String("schnapsen20") ? PackKind::Schnapsen20
                                                                : PackKind::Cego54;
        Rng rng(static_cast<std::uint64_t>(o[QStringLiteral("seed")].toInteger()));
        const CardList deck = shuffledPack(Pack::get(k), rng);
        QStringList got;
        for (Card c : deck)
            got << QString::fromStdString(Pack::get(k).code(c));
        QCOMPARE(got.join(QLatin1Char(' ')), o[QStringLiteral("order")].toString());
    }
}

void TestCards::shuffleIsUniformEnough() {
    // Every card reaches the top about equally often (24 cards, 48000 shuffles).
    Rng rng(42);
    const Pack& g = Pack::get(PackKind::German24);
    std::array<int, 24> top{};
    for (int i = 0; i < 48000; ++i)
        ++top[static_cast<std::size_t>(shuffledPack(g, rng).front())];
    for (int n : top)
        QVERIFY2(n > 1700 && n < 2300, qPrintable(QString::number(n)));
}

void TestCards::obligations_data() {
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("trick");
    QTest::addColumn<QString>("trump");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("legal");
    // dreeg.txt: follow, beat when able, else lower; void: trump; else anything.
    QTest::newRow("follow and beat") << "EA EK L10 H9"
                                     << "E10"
                                     << "H"
                                     << "strict"
                                     << "EA";
    QTest::newRow("follow, cannot beat") << "EK EO L10 H9"
                                         << "E10"
                                         << "H"
                                         << "strict"
                                         << "EK EO";
    QTest::newRow("void: must trump") << "LA L10 H9 HU"
                                      << "E10"
                                      << "H"
                                      << "strict"
                                      << "HU H9";
    QTest::newRow("void, no trump: any") << "LA L10 S9"
                                         << "E10"
                                         << "H"
                                         << "strict"
                                         << "LA L10 S9";
    QTest::newRow("overtake partner too") << "EA EK"
                                          << "E10 EO"
                                          << "H"
                                          << "strict"
                                          << "EA";
    QTest::newRow("trick trumped: any of suit") << "EA EU HK"
                                                << "E10 H9"
                                                << "H"
                                                << "strict"
                                                << "EA EU";
    QTest::newRow("trick trumped: overtrump") << "HA H9 LK"
                                              << "E10 HK"
                                              << "H"
                                              << "strict"
                                              << "HA";
    QTest::newRow("cannot overtrump: any trump") << "HO H9 LK"
                                                 << "E10 HK"
                                                 << "H"
                                                 << "strict"
                                                 << "HO H9";
    QTest::newRow("trump led: beat") << "HA HU EA"
                                     << "HK"
                                     << "H"
                                     << "strict"
                                     << "HA";
    QTest::newRow("talon open: free") << "HA HU EA"
                                      << "E10"
                                      << "L"
                                      << "free"
                                      << "HA HU EA";
    QTest::newRow("leading: any") << "HA HU EA"
                                  << ""
                                  << "L"
                                  << "strict"
                                  << "HA HU EA";
    QTest::newRow("no trumps (Kamerun)") << "LA HU"
                                         << "E10"
                                         << "-"
                                         << "followAndBeat"
                                         << "LA HU";
    QTest::newRow("follow, no beat (Tarock)") << "EA EU HK"
                                              << "E10"
                                              << "H"
                                              << "followAndTrump"
                                              << "EA EU";
}

void TestCards::obligations() {
    QFETCH(QString, hand);
    QFETCH(QString, trick);
    QFETCH(QString, trump);
    QFETCH(QString, rules);
    QFETCH(QString, legal);
    const Pack& g = Pack::get(PackKind::German24);
    const TrickRules r = rules == QLatin1String("strict")          ? TrickRules::strict()
                         : rules == QLatin1String("free")          ? TrickRules::free()
                         : rules == QLatin1String("followAndBeat") ? TrickRules::followAndBeat()
                                                                   : TrickRules::followAndTrump();
    const int t = trump == QLatin1String("-") ? kNoTrump : *g.suitFromLetter(trump.toStdString());
    const CardSet h = toSet(cards(g, qPrintable(hand)));
    const CardSet got = legalCards(g, h, cards(g, qPrintable(trick)), t, r);
    QCOMPARE(QString::fromStdString(g.codes(got)), QString::fromStdString(g.codes(toSet(cards(g, qPrintable(legal))))));
}

void TestCards::trickWinner() {
    const Pack& g = Pack::get(PackKind::German24);
    const int hearts = 2;
    QCOMPARE(winningIndex(g, cards(g, "E10 EA EK"), hearts), 1);
    QCOMPARE(winningIndex(g, cards(g, "E10 EA H9"), hearts), 2); // the lowest trump beats the Ace
    QCOMPARE(winningIndex(g, cards(g, "E10 LA SA"), hearts), 0); // off-suit Aces do not
    QCOMPARE(winningIndex(g, cards(g, "E10 LA SA"), kNoTrump), 0);
    QCOMPARE(winningIndex(g, cards(g, "H9 HU HO HK"), hearts), 3);
}

void TestCards::refusalNamesTheRule() {
    const Pack& g = Pack::get(PackKind::German24);
    const int hearts = 2;
    const CardSet hand = toSet(cards(g, "EA EO LK H9"));
    Refusal r = checkCard(g, hand, cards(g, "E10"), hearts, TrickRules::strict(), card(g, "EO"));
    QCOMPARE(r.reason, Reason::MustOvertake);
    QCOMPARE(r.other, card(g, "EA"));
    QCOMPARE(r.third, card(g, "E10"));
    r = checkCard(g, hand, cards(g, "E10"), hearts, TrickRules::strict(), card(g, "LK"));
    QCOMPARE(r.reason, Reason::MustFollow);
    r = checkCard(g, toSet(cards(g, "LK H9")), cards(g, "E10"), hearts, TrickRules::strict(), card(g, "LK"));
    QCOMPARE(r.reason, Reason::MustTrump);
    r = checkCard(g, toSet(cards(g, "HA H9")), cards(g, "E10 HK"), hearts, TrickRules::strict(), card(g, "H9"));
    QCOMPARE(r.reason, Reason::MustOvertrump);
    r = checkCard(g, hand, cards(g, "E10"), hearts, TrickRules::strict(), card(g, "SA"));
    QCOMPARE(r.reason, Reason::NotInHand);
    r = checkCard(g, hand, cards(g, "E10"), hearts, TrickRules::strict(), card(g, "EA"));
    QCOMPARE(r.reason, Reason::None);
}

QTEST_APPLESS_MAIN(TestCards)
#include "test_cards.moc"
