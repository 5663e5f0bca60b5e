// Small helpers for the rule tests: cards from codes, scripted actions.
#pragma once

#include "action.h"
#include "cards.h"

#include <QString>
#include <QStringList>
#include <QtTest>

#include <string>

namespace st::test {

inline CardList cards(const Pack& pack, const char* codes) {
    CardList out;
    for (const QString& c : QString::fromLatin1(codes).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        auto card = pack.fromCode(c.toStdString());
        if (!card)
            qFatal("bad card code in test: %s", qPrintable(c));
        out.push_back(*card);
    }
    return out;
}

inline Card card(const Pack& pack, const char* code) {
    return cards(pack, code).at(0);
}

/// Parse "play EA", "declare H", "out", "draw", "close", "exchange" for the given seat.
inline Action action(const Pack& pack, int seat, const QString& text) {
    const QStringList w = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto kind = actFromName(w.value(0).toStdString());
    if (!kind)
        qFatal("bad action in test: %s", qPrintable(text));
    Action a = Action::simple(seat, *kind);
    if (a.act == Act::Play || a.act == Act::Call)
        a.card = card(pack, qPrintable(w.value(1)));
    if (a.act == Act::Declare || a.act == Act::Trump)
        a.suit = *pack.suitFromLetter(w.value(1).toStdString());
    return a;
}

} // namespace st::test
