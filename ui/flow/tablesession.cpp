#include "tablesession.h"

#include "dialogs/dealsummary.h"
#include "flowcontroller.h"
#include "humanseat.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QDateTime>

namespace st::ui {

TableSession::TableSession(const TableOptions& options, QWidget* parent) : QObject(parent), options_(options) {
    model_ = new TableModel(this);
    model_->setAutosavePath(options.autosavePath == QLatin1String("-") ? QString()
                            : options.autosavePath.isEmpty()           ? TableModel::defaultAutosavePath()
                                                                       : options.autosavePath);
    scene_ = new TableScene(model_, this);
    scene_->setAnimationMs(options.animationMs);
    scene_->setTrickPauseMs(options.animationMs > 0 ? options.trickPauseMs : 0);
    view_ = new TableView(scene_, parent);
    human_ = new HumanSeat(0, model_, scene_, view_->actionBar(), parent, this);
    flow_ = new FlowController(model_, human_, this);
    flow_->setThinkMs(options.thinkMs);
    flow_->setTrickPauseMs(options.animationMs > 0 ? options.trickPauseMs : 0);
    connect(model_, &TableModel::dealStarted, scene_, [this] {
        scene_->reset();
        scene_->refresh();
    });
    connect(model_, &TableModel::actionApplied, scene_, &TableScene::refresh);
    connect(flow_, &FlowController::status, scene_, &TableScene::setStatus);
    connect(human_, &HumanSeat::message, scene_, &TableScene::setStatus);
    connect(human_, &HumanSeat::message, this, &TableSession::message);
    connect(model_, &TableModel::autosaveFailed, this, &TableSession::message);
    connect(flow_, &FlowController::dealFinished, this, &TableSession::showSummary);
}

TableSession::~TableSession() = default;

void TableSession::setupSeats() {
    std::vector<std::shared_ptr<ComputerPlayer>> players;
    const quint64 base = options_.seed ? options_.seed : static_cast<quint64>(QDateTime::currentMSecsSinceEpoch());
    for (int s = 0; s < model_->game().seats(); ++s)
        players.push_back(s == human_->seat() ? nullptr
                                              : std::make_shared<RandomPlayer>(base * 31 + static_cast<quint64>(s)));
    flow_->setPlayers(std::move(players));
    scene_->setHumanSeat(human_->seat());
    scene_->reset();
}

QString TableSession::start(const NewGameSettings& s) {
    if (summary_)
        summary_->close();
    const quint64 seed = options_.seed ? options_.seed : static_cast<quint64>(QDateTime::currentMSecsSinceEpoch());
    if (QString e = model_->startNew(*s.game, s.variant, s.names, seed); !e.isEmpty())
        return e;
    scene_->setDeckStyle(s.deckStyle);
    human_->setDeckStyle(s.deckStyle);
    setupSeats();
    flow_->resume();
    return {};
}

QString TableSession::resume(const QString& file, const QString& deckStyle) {
    if (QString e = model_->loadRecord(file); !e.isEmpty())
        return e;
    scene_->setDeckStyle(deckStyle);
    human_->setDeckStyle(deckStyle);
    setupSeats();
    scene_->refresh();
    if (!model_->game().inDeal() && !model_->game().sessionOver())
        flow_->nextDeal();
    else
        flow_->resume();
    return {};
}

void TableSession::showSummary() {
    scene_->refresh();
    if (summary_)
        summary_->close();
    summary_ = new DealSummary(*model_, view_);
    summary_->setAttribute(Qt::WA_DeleteOnClose);
    connect(summary_, &DealSummary::nextDeal, flow_, &FlowController::nextDeal);
    connect(summary_, &DealSummary::newGame, this, &TableSession::newGameRequested);
    summary_->open();
}

} // namespace st::ui
