#include "tablemodel.h"

#include "logging.h"
#include "selfplay.h"
#include "text/wording.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>

namespace st::ui {

TableModel::TableModel(QObject* parent) : QObject(parent) {
    qRegisterMetaType<st::Action>("st::Action");
    qRegisterMetaType<st::Refusal>("st::Refusal");
}

TableModel::~TableModel() = default;

QString TableModel::defaultAutosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

QString TableModel::startNew(const GameInfo& info, const Variant& variant, const QStringList& names, quint64 seed,
                             const QStringList& playedBy) {
    const int players = static_cast<int>(names.size());
    if (auto e = validateSetup(info, variant, players); !e.empty())
        return QString::fromStdString(e);
    Record r;
    r.game = &info;
    r.variant = variant;
    for (const QString& n : names)
        r.players.push_back(n.toStdString());
    if (playedBy.size() == names.size())
        for (const QString& p : playedBy)
            r.playedBy.push_back(p.toStdString());
    record_ = std::move(r);
    game_ = info.create(variant, players);
    dealStart_.reset();
    lastSaved_.clear();
    rng_ = Rng(seed);
    autosave(); // saved before the first deal too (the cut or the first dealer may be asked first)
    return {};
}

QString TableModel::loadRecord(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(file), f.errorString());
    const QByteArray text = f.readAll();
    auto parsed = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (auto* err = std::get_if<RecordError>(&parsed))
        return tr("%1 is not a valid game record: %2")
            .arg(QDir::toNativeSeparators(file), text::Wording::recordError(*err));
    Record r = std::move(std::get<Record>(parsed));
    Replay rep = replay(r);
    if (rep.error) {
        const ReplayError& e = *rep.error;
        return tr("%1 cannot be replayed: deal %2, action %3 (%4)")
            .arg(QDir::toNativeSeparators(file))
            .arg(e.deal + 1)
            .arg(e.action + 1)
            .arg(e.kind == ReplayError::Kind::Illegal ? text::Wording::reason(e.refusal, Pack::get(r.game->pack))
                                                      : text::Wording::recordError(e.error));
    }
    dealStart_.reset();
    if (!r.deals.empty()) {
        // The session before the last deal: the computer players' and undo's starting point.
        Record before = r;
        before.deals.pop_back();
        Replay b = replay(before);
        if (!b.error)
            dealStart_ = std::move(b.game);
    }
    record_ = std::move(r);
    game_ = std::move(rep.game);
    lastSaved_ = writeRecord(record_);
    rng_ = Rng(static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()) ^
               static_cast<std::uint64_t>(record_.deals.size()));
    return {};
}

QStringList TableModel::names() const {
    QStringList out;
    for (const auto& n : record_.players)
        out << QString::fromStdString(n);
    return out;
}

QString TableModel::name(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(record_.players.size()))
        return {};
    return QString::fromStdString(record_.players[static_cast<std::size_t>(seat)]);
}

bool TableModel::isHuman(int seat) const {
    return seat >= 0 && seat < static_cast<int>(record_.playedBy.size()) &&
           record_.playedBy[static_cast<std::size_t>(seat)] == "human";
}

Refusal TableModel::check(const Action& a) const {
    if (!game_) {
        Refusal r;
        r.reason = Reason::NoDecisionDue;
        return r;
    }
    return game_->check(a);
}

bool TableModel::awaitingDealer() const {
    return game_ && !game_->inDeal() && !game_->sessionOver();
}

int TableModel::cutChooser(int dealer) const {
    return game_ ? game_->cutter(dealer) : -1;
}

std::vector<std::string> TableModel::passKeys() const {
    std::vector<std::string> keys;
    if (record_.deals.empty())
        return keys;
    const auto& actions = record_.deals.back().actions;
    keys.reserve(actions.size());
    std::unique_ptr<Game> replayed;
    if (game_ && dealStart_) {
        replayed = dealStart_->clone();
        if (!replayed->startDeal(record_.deals.back().setup).empty())
            replayed.reset();
    }
    for (const Action& a : actions) {
        std::string key = a.act == Act::Bid ? a.bid : "pass";
        if (replayed) {
            if (a.act == Act::Pass)
                key = replayed->passName(a.seat);
            if (replayed->check(a))
                replayed.reset(); // cannot happen: the record is the model's own
            else
                replayed->apply(a);
        }
        keys.push_back(std::move(key));
    }
    return keys;
}

bool TableModel::deal(int dealer, std::optional<bool> knocked) {
    if (!awaitingDealer())
        return false;
    DealSetup setup;
    if (scripted_) {
        setup = *scripted_;
        scripted_.reset();
    } else if (dealer < 0) {
        setup = dealNext(*game_, rng_);
    } else {
        const NextDeal n = game_->nextDeal();
        if (n.dealer >= 0 && n.dealer != dealer)
            return false;
        setup = knocked && game_->cutter(dealer) >= 0 ? game_->makeDealCut(dealer, *knocked, rng_)
                                                      : game_->makeDeal(dealer, rng_);
    }
    std::unique_ptr<Game> before = game_->clone();
    if (auto e = game_->startDeal(setup); !e.empty()) {
        emit autosaveFailed(tr("The engine refused the deal: %1").arg(QString::fromStdString(e)));
        return false;
    }
    dealStart_ = std::move(before);
    record_.deals.push_back({setup, {}});
    autosave();
    emit dealStarted();
    return true;
}

bool TableModel::submit(const Action& a) {
    if (!game_)
        return false;
    if (game_->check(a))
        return false;
    const SeatView before = game_->view(a.seat);
    game_->apply(a);
    record_.deals.back().actions.push_back(a);
    autosave();
    emit actionApplied(a);
    if (a.act == Act::Play) {
        const SeatView after = game_->view(a.seat);
        // A trick is complete when the count of won tricks rose: its winner took it.
        int winner = -1;
        for (std::size_t s = 0; s < after.tricksWon.size() && s < before.tricksWon.size(); ++s)
            if (after.tricksWon[s] > before.tricksWon[s])
                winner = static_cast<int>(s);
        if (winner >= 0)
            emit trickWon(winner);
    }
    if (!game_->inDeal()) {
        emit dealScored();
        if (game_->sessionOver())
            emit sessionOver();
    }
    return true;
}

std::optional<std::size_t> TableModel::lastDecision(int seat) const {
    if (!game_ || !game_->inDeal() || !dealStart_ || record_.deals.empty())
        return std::nullopt;
    const DealRecord& d = record_.deals.back();
    std::unique_ptr<Game> g = dealStart_->clone();
    if (!g->startDeal(d.setup).empty())
        return std::nullopt;
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < d.actions.size(); ++i) {
        const Action& a = d.actions[i];
        // A draw with nothing else open was taken for the player (FlowController):
        // not a decision to take back, or undo would only see it drawn again.
        const bool forced = a.act == Act::Draw && g->legalActions().size() == 1;
        if (a.seat == seat && !forced)
            last = i;
        if (g->check(a))
            return std::nullopt; // cannot happen: these actions were accepted before
        g->apply(a);
    }
    return last;
}

bool TableModel::canUndo(int seat) const {
    return lastDecision(seat).has_value();
}

bool TableModel::undo(int seat) {
    const std::optional<std::size_t> last = lastDecision(seat);
    if (!last)
        return false;
    DealRecord& d = record_.deals.back();
    const std::size_t keep = *last; // the seat's decision goes too
    std::unique_ptr<Game> g = dealStart_->clone();
    if (!g->startDeal(d.setup).empty())
        return false;
    for (std::size_t i = 0; i < keep; ++i)
        g->apply(d.actions[i]);
    d.actions.resize(keep);
    game_ = std::move(g);
    autosave();
    emit rewound();
    return true;
}

QString TableModel::writeTo(const QString& file, const std::string* given) const {
    const QString dir = QFileInfo(file).absolutePath();
    if (!QDir().mkpath(dir))
        return tr("its folder cannot be created");
    // QSaveFile writes a temporary file and renames it over the old one only when
    // everything was written: a full disk or a failing write leaves the old file whole.
    QSaveFile f(file);
    const std::string text = given ? *given : writeRecord(record_);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    // The explicit flush matters: Qt 6.4's commit() ignores a failing flush of its
    // buffer (a full disk, a file size limit: the write stops part way) and would
    // rename the truncated temporary file over the good old one.
    if (f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !f.flush()) {
        const int err = errno;
        const QString e = f.error() == QFileDevice::NoError || err == 0 ? f.errorString() : qt_error_string(err);
        f.cancelWriting();
        return e;
    }
    if (!f.commit())
        return f.errorString();
    return {};
}

QString TableModel::saveCopy(const QString& file) const {
    if (!game_)
        return tr("There is no game to save.");
    if (const QString e = writeTo(file); !e.isEmpty())
        return tr("The game could not be saved to %1: %2").arg(QDir::toNativeSeparators(file), e);
    return {};
}

void TableModel::autosave() {
    if (autosavePath_.isEmpty())
        return;
    const std::string text = writeRecord(record_);
    // The previous good save stays beside the file (SessionFiles::previousSave), written first: the file
    // and it are never both of the new write.
    if (!lastSaved_.empty() && lastSaved_ != text)
        if (const QString p = writeTo(autosavePath_ + QStringLiteral(".prev"), &lastSaved_); !p.isEmpty())
            qCWarning(lcHistory, "the previous save of %s could not be kept: %s", qPrintable(autosavePath_),
                      qPrintable(p));
    const QString e = writeTo(autosavePath_, &text);
    if (e.isEmpty())
        lastSaved_ = text;
    const bool changed = e != saveError_;
    saveError_ = e;
    if (!e.isEmpty())
        emit autosaveFailed(tr("Autosave to %1 failed: %2").arg(QDir::toNativeSeparators(autosavePath_), e));
    if (changed)
        emit saveStateChanged();
}

} // namespace st::ui
