// The offscreen table of the GUI tests: a 1280x800 window holding one
// TableSession's view, with no card animation and no thinking pause.
#pragma once

#include "flow/tablesession.h"
#include "table/tableview.h"

#include <QVBoxLayout>
#include <QWidget>
#include <QtTest>

#include <memory>

namespace st::test {

struct OffscreenTable {
    std::unique_ptr<QWidget> window;
    ui::TableSession* session = nullptr;
};

/// A shown table whose session autosaves to `autosave` and deals from `seed`.
inline OffscreenTable openTable(const QString& autosave, quint64 seed) {
    OffscreenTable t;
    t.window = std::make_unique<QWidget>();
    ui::TableOptions o;
    o.animationMs = 0;
    o.thinkMs = 0;
    o.trickPauseMs = 0;
    o.autosavePath = autosave;
    o.seed = seed;
    t.session = new ui::TableSession(o, t.window.get());
    auto* box = new QVBoxLayout(t.window.get());
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(t.session->view());
    t.window->resize(1280, 800);
    t.window->show();
    if (!QTest::qWaitForWindowExposed(t.window.get()))
        qWarning("window not exposed");
    return t;
}

} // namespace st::test
