// What each seat keeps score with at the table, drawn as the real thing: a
// paper score pad with a pencil column (Schnapsen, Dreierschnapsen: the
// Bummerl lost as filled circles; Dreierles: the money under the column), or
// a bowl of coins (Dappen: the winnings as coins, a debt as a red IOU slip).
// The figures come from ScoreBoard (the engine's standings); this only draws.
// The seats' avatars (our own portraits of pub regulars, resources/art/avatars).
#pragma once

#include <QPixmap>
#include <QRectF>
#include <QStringList>

#include <optional>
#include <vector>

class QPainter;

namespace st::ui {

struct ScoreDevice {
    enum class Kind { None, Pad, Bowl };
    Kind kind = Kind::None;
    /// Pad: the running figures in pencil, oldest first; the last is the current one,
    /// the earlier ones are struck through.
    QStringList column;
    QString footer;    ///< Pad: a line under the column (Dreierles: the money)
    int bummerl = 0;   ///< Pad: Bummerl lost, drawn as filled circles
    int coins = 0;     ///< Bowl: coins in the bowl (the winnings, one per 10 cents, at most kMaxCoins)
    QString amount;    ///< Bowl: the money written under the bowl
    bool debt = false; ///< Bowl: the seat owes money: the bowl is empty and the amount is an IOU slip
    static constexpr int kMaxCoins = 24;
    static constexpr int kCentsPerCoin = 10;
    /// Coins for winnings of `cents` (none for a loss or nothing).
    static int coinsFor(int cents);
    bool operator==(const ScoreDevice&) const = default;
};

class ScoreDevicePainter {
  public:
    /// The width the device wants at `height`, at most maxWidth.
    static qreal width(const ScoreDevice& d, qreal height, qreal maxWidth);
    /// Draws d into r; with p null only finds the texts that do not fit (into *cut).
    static void draw(QPainter* p, const QRectF& r, const ScoreDevice& d, QStringList* cut);
    /// The pixel size of the pad's pencil hand at `height`.
    static int padPixelSize(qreal height);
};

/// The seats' portraits: ten pub regulars (tools/art/avatars.py), six men and four women.
class Avatars {
  public:
    static constexpr int kCount = 10;
    /// Whether portrait k shows a woman (Anni, Vroni, Resi, Liesl).
    static bool female(int k);
    /// The portrait a name calls for: its own regular's ("Resi", "Vroni", "Franzl" …), else -1.
    static int named(const QString& name);
    /// Whether a first name is a woman's (true), a man's (false), or not known (nullopt): the
    /// default opponents' and the lessons' names and their usual short forms, and other names
    /// ending in -a as women's.
    static std::optional<bool> femaleName(const QString& name);
    /// The human's own portrait (Settings ▸ Preferences ▸ Player), 0 .. kCount-1.
    static int& playerPortrait();
    /// The portrait of every seat: the human has playerPortrait() (when human >= 0); the others
    /// a portrait of their own regular if their name is one, else one of a woman or a man as
    /// their name is, else any; distinct while the kind allows, the same every time.
    static std::vector<int> assign(const QStringList& names, int human);
    /// Portrait k as a round pixmap `size` pixels wide (cached).
    static QPixmap pixmap(int k, int size, qreal dpr);
};

} // namespace st::ui
