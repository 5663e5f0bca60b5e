#include "tablestatus.h"

#include "tablemodel.h"

namespace st::ui {

void TableStatus::set(const QString& text) {
    status_ = text;
    statusAt_ = position();
}

std::pair<std::size_t, std::size_t> TableStatus::position() const {
    if (!model_ || !model_->hasGame())
        return {0, 0};
    const auto& deals = model_->record().deals;
    const std::size_t actions = deals.empty() ? 0 : deals.back().actions.size();
    // A finished deal is a position of its own (the session's Game knows, the record not yet).
    return {deals.size() * 2 + (model_->game().inDeal() ? 0 : 1), actions};
}

QString TableStatus::text(const QString& turn) const {
    if (!status_.isEmpty() && statusAt_ == position())
        return status_;
    return turn;
}

QString TableStatus::turnText(const TableModel* model, int human, bool watching, bool humanPlaying) {
    if (!model || !model->hasGame())
        return {};
    const Game& game = model->game();
    if (game.sessionOver())
        return tr("The session is over");
    if (!game.inDeal())
        return tr("The deal is over");
    const int s = game.toAct();
    if (s < 0)
        return {};
    if (s == human && !watching)
        return humanPlaying ? tr("Your turn: play a card (Left and Right choose, Enter plays)") : tr("Your decision");
    return tr("%1 is to act").arg(model->name(s));
}

} // namespace st::ui
