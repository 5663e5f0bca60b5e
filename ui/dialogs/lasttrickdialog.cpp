#include "lasttrickdialog.h"

#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "text/wording.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace st::ui {

LastTrickDialog::LastTrickDialog(const TableModel& model, const TableScene& scene, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("lastTrickDialog"));
    setWindowTitle(tr("The last trick"));
    auto* box = new QVBoxLayout(this);
    const SeatView v = model.view(scene.humanSeat());
    if (v.lastTrick.empty()) {
        box->addWidget(new QLabel(tr("No trick has been taken yet in this deal."), this));
    } else {
        box->addWidget(new QLabel(tr("In the order played; the first card was led."), this));
        // Who took it: said above the cards and marked under the taker's card.
        const int winner = scene.lastTrickWinner();
        if (winner >= 0) {
            auto* taken = new QLabel(model.isHuman(winner) ? tr("You took this trick.")
                                                           : tr("%1 took this trick.").arg(model.name(winner)),
                                     this);
            taken->setObjectName(QStringLiteral("lastTrickTaker"));
            QFont f = taken->font();
            f.setBold(true);
            taken->setFont(f);
            box->addWidget(taken);
        }
        auto* grid = new QGridLayout;
        grid->setHorizontalSpacing(12);
        const Pack& pack = model.game().pack();
        const int width = v.lastTrick.size() > 5 ? 96 : 120;
        int col = 0;
        for (const auto& [seat, c] : v.lastTrick) {
            auto* card = new QLabel(this);
            card->setObjectName(QStringLiteral("lastTrickCard"));
            card->setPixmap(scene.cardFace(c, width));
            card->setToolTip(text::Wording::cardName(pack, c));
            card->setAccessibleName(text::Wording::cardName(pack, c));
            grid->addWidget(card, 0, col, Qt::AlignHCenter);
            auto* who = new QLabel(model.isHuman(seat) ? tr("You") : model.name(seat), this);
            who->setObjectName(QStringLiteral("lastTrickPlayer"));
            QFont f = who->font();
            f.setBold(col == 0);
            who->setFont(f);
            grid->addWidget(who, 1, col, Qt::AlignHCenter);
            auto* name = new QLabel(text::Wording::cardName(pack, c), this);
            name->setWordWrap(true);
            name->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
            // A fixed width, so that the wrapped name gets the height of all its lines.
            name->setFixedWidth(width + 8);
            name->setMinimumHeight(name->heightForWidth(width + 8));
            grid->addWidget(name, 2, col);
            if (seat == winner) {
                card->setStyleSheet(QStringLiteral("QLabel { border: 3px solid #d9a441; border-radius: 6px; }"));
                auto* took = new QLabel(tr("took the trick"), this);
                took->setObjectName(QStringLiteral("lastTrickTook"));
                took->setAlignment(Qt::AlignHCenter);
                QFont tf = took->font();
                tf.setBold(true);
                took->setFont(tf);
                grid->addWidget(took, 3, col, Qt::AlignHCenter);
            }
            ++col;
        }
        box->addLayout(grid);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    box->addWidget(buttons);
}

} // namespace st::ui
