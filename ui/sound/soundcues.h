// The table's sounds (issue 36): a short sound for the cards dealt, a card played, a trick taken, a
// knock on the table, Zudrehen, and a deal won or lost by the player, at the volume of
// Settings ▸ Preferences ▸ Access and never when sounds are off (the default). The sounds are our
// own, synthesised by tools/sound/make_sounds.py into resources/sounds/ (compiled in as
// :/sounds/<cue>.wav) and played through Qt Multimedia's QSoundEffect.
//
// The player is behind a small interface so that a test can count what is played.
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace st {
struct Action;
}

namespace st::ui {
class TableModel;
}

namespace st::ui::sound {

enum class Cue { Deal, Card, Trick, Knock, Close, Won, Lost };
inline constexpr int kCues = 7;

/// The cue's name, also its file's: "deal", "card", "trick", "knock", "close", "won", "lost".
QString cueName(Cue cue);
/// Where its sound is compiled in: ":/sounds/<name>.wav".
QString cueFile(Cue cue);

class SoundPlayer {
  public:
    virtual ~SoundPlayer() = default;
    /// Plays the cue's sound at `volume` (0 .. 1).
    virtual void play(Cue cue, double volume) = 0;
};

/// The player every table uses: QSoundEffect, one per cue, made when first played.
SoundPlayer& player();
/// Puts another player in (a test's); null: QSoundEffect again.
void setPlayer(std::unique_ptr<SoundPlayer> p);

/// Plays the cues of one table's events while sounds are on (AccessPrefs::current()).
class SoundCues : public QObject {
    Q_OBJECT

  public:
    /// `human`: the player's seat (the deal won or lost is theirs).
    SoundCues(TableModel* model, std::function<int()> human, QObject* parent);

    // A table that shows a moment without the model's signals (a network table's stand-in deal,
    // replaced as a whole) plays the moment's cue through these.
    void cue(Cue c);
    void onAction(const Action& a);
    void onDealScored();

  private:
    TableModel* model_;
    std::function<int()> human_;
};

} // namespace st::ui::sound
