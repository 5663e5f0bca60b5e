// A check box of Settings ▸ Preferences: its words (its accessible name), object name, state and
// tool tip, put as a row of its own into a form.
#pragma once

#include <QCheckBox>
#include <QFormLayout>
#include <QString>

namespace st::ui {

inline QCheckBox* addPrefCheckBox(QFormLayout* form, const QString& text, const char* objectName, bool checked,
                                  const QString& toolTip = {}) {
    auto* box = new QCheckBox(text, form->parentWidget());
    box->setObjectName(QLatin1String(objectName));
    box->setChecked(checked);
    if (!toolTip.isEmpty())
        box->setToolTip(toolTip);
    form->addRow(QString(), box);
    return box;
}

} // namespace st::ui
