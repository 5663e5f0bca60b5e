#include "soundcues.h"

#include "access/accessprefs.h"
#include "table/tablemodel.h"

#include <QSoundEffect>
#include <QUrl>

#include <array>

namespace st::ui::sound {

namespace {

class EffectPlayer : public SoundPlayer {
  public:
    void play(Cue cue, double volume) override {
        auto& e = effects_[static_cast<std::size_t>(cue)];
        if (!e) {
            e = std::make_unique<QSoundEffect>();
            e->setSource(QUrl(QStringLiteral("qrc") + cueFile(cue)));
        }
        e->setVolume(static_cast<float>(volume));
        e->play();
    }

  private:
    std::array<std::unique_ptr<QSoundEffect>, kCues> effects_;
};

std::unique_ptr<SoundPlayer>& current() {
    static std::unique_ptr<SoundPlayer> p;
    return p;
}

} // namespace

QString cueName(Cue cue) {
    switch (cue) {
    case Cue::Deal:
        return QStringLiteral("deal");
    case Cue::Card:
        return QStringLiteral("card");
    case Cue::Trick:
        return QStringLiteral("trick");
    case Cue::Knock:
        return QStringLiteral("knock");
    case Cue::Close:
        return QStringLiteral("close");
    case Cue::Won:
        return QStringLiteral("won");
    case Cue::Lost:
        return QStringLiteral("lost");
    }
    return {};
}

QString cueFile(Cue cue) {
    return QStringLiteral(":/sounds/%1.wav").arg(cueName(cue));
}

SoundPlayer& player() {
    if (!current())
        current() = std::make_unique<EffectPlayer>();
    return *current();
}

void setPlayer(std::unique_ptr<SoundPlayer> p) {
    current() = std::move(p);
}

SoundCues::SoundCues(TableModel* model, std::function<int()> human, QObject* parent)
    : QObject(parent), model_(model), human_(std::move(human)) {
    setObjectName(QStringLiteral("soundCues"));
    connect(model_, &TableModel::dealStarted, this, [this] { cue(Cue::Deal); });
    connect(model_, &TableModel::actionApplied, this, &SoundCues::onAction);
    connect(model_, &TableModel::trickWon, this, [this] { cue(Cue::Trick); });
    connect(model_, &TableModel::dealScored, this, &SoundCues::onDealScored);
}

void SoundCues::cue(Cue c) {
    const access::AccessPrefs& p = access::AccessPrefs::current();
    if (!p.sound || p.volume <= 0)
        return;
    player().play(c, p.volume / 100.0);
}

void SoundCues::onAction(const Action& a) {
    switch (a.act) {
    case Act::Play:
        cue(Cue::Card);
        break;
    case Act::Knock:
        cue(Cue::Knock);
        break;
    case Act::Close:
        cue(Cue::Close);
        break;
    default:
        break;
    }
}

void SoundCues::onDealScored() {
    const DealResult r = model_->game().lastResult();
    const std::size_t seat = static_cast<std::size_t>(human_());
    if (seat >= r.delta.size() || r.delta[seat] == 0)
        return;
    cue(r.sense * r.delta[seat] > 0 ? Cue::Won : Cue::Lost); // Kamerun: strokes erased are a loss
}

} // namespace st::ui::sound
