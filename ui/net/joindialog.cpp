#include "joindialog.h"

#include "hostdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui::net {

JoinDialog::JoinDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("join_dialog"));
    setWindowTitle(tr("Join a table"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The host of the table tells you its address and its table code."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    address_ = new QLineEdit(this);
    address_->setObjectName(QStringLiteral("join_address"));
    address_->setPlaceholderText(tr("e.g. 192.168.1.20:47474"));
    code_ = new QLineEdit(this);
    code_->setObjectName(QStringLiteral("join_code"));
    code_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9_-]{1,64}")), code_));
    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("join_name"));
    name_->setMaxLength(24);
    password_ = new QLineEdit(this);
    password_->setObjectName(QStringLiteral("join_password"));
    password_->setEchoMode(QLineEdit::Password);
    // The hint in the empty field is short; the whole of it is in the tooltip.
    password_->setPlaceholderText(tr("only if the server asks for one"));
    const QString passwordTip = tr("A club's own server may ask for a password: its club tells it to you. "
                                   "A table a player hosts asks for none; leave the field empty.");
    password_->setToolTip(passwordTip);
    form->addRow(tr("&Address:"), address_);
    form->addRow(tr("Table &code:"), code_);
    form->addRow(tr("Your &name:"), name_);
    form->addRow(tr("Club &password:"), password_);
    if (QWidget* label = form->labelForField(password_))
        label->setToolTip(passwordTip);
    // Room for an address with its port and for the hints in the empty fields, in the language shown:
    // every field as wide as the widest hint, so that none is cut off.
    int text = 0;
    for (const QLineEdit* e : {address_, code_, name_, password_})
        text = std::max(text, e->fontMetrics().horizontalAdvance(e->placeholderText()) +
                                  2 * e->fontMetrics().averageCharWidth()); // not up against the frame
    for (QLineEdit* e : {address_, code_, name_, password_})
        e->setMinimumWidth(fieldWidthFor(e, text));
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Join"));
    ok_->setObjectName(QStringLiteral("join_ok"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &JoinDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &JoinDialog::reject);
    QSettings s;
    address_->setText(s.value(QStringLiteral("net/address")).toString());
    name_->setText(HostDialog::defaultName()); // the player's name in Preferences, else the last one given
    for (QLineEdit* e : {address_, code_, name_})
        connect(e, &QLineEdit::textChanged, this, &JoinDialog::validate);
    validate();
}

int JoinDialog::fieldWidthFor(const QLineEdit* e, int textWidth) {
    // As QLineEdit's own size hint: the text, its margins (2 pixels each side inside the frame) and
    // the frame as the style draws it.
    const QMargins m = e->textMargins();
    QStyleOptionFrame opt;
    opt.initFrom(e);
    opt.rect = e->rect();
    opt.lineWidth = e->hasFrame() ? e->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &opt, e) : 0;
    opt.midLineWidth = 0;
    opt.state |= QStyle::State_Sunken;
    opt.features = QStyleOptionFrame::None;
    const QSize contents(textWidth + 2 * 2 + m.left() + m.right() + 1, e->fontMetrics().height());
    return e->style()->sizeFromContents(QStyle::CT_LineEdit, &opt, contents, e).width();
}

QUrl JoinDialog::urlFrom(const QString& address) {
    QString a = address.trimmed();
    if (a.isEmpty())
        return {};
    if (!a.contains(QLatin1String("://")))
        a = QStringLiteral("ws://") + a;
    QUrl u(a, QUrl::StrictMode);
    if (!u.isValid() || u.host().isEmpty() || (u.scheme() != QLatin1String("ws") && u.scheme() != QLatin1String("wss")))
        return {};
    return u;
}

QUrl JoinDialog::url() const {
    return urlFrom(address_->text());
}

QString JoinDialog::code() const {
    return code_->text().trimmed();
}

QString JoinDialog::name() const {
    return name_->text().simplified();
}

QString JoinDialog::password() const {
    return password_->text();
}

void JoinDialog::setAddress(const QString& address) {
    address_->setText(address);
}

void JoinDialog::setCode(const QString& code) {
    code_->setText(code);
}

void JoinDialog::setName(const QString& name) {
    name_->setText(name);
}

void JoinDialog::validate() {
    ok_->setEnabled(url().isValid() && !code().isEmpty() && !name().isEmpty());
    address_->setToolTip(address_->text().isEmpty() || url().isValid()
                             ? QString()
                             : tr("Not an address: type the host and port, e.g. 192.168.1.20:47474"));
}

void JoinDialog::accept() {
    if (!ok_->isEnabled())
        return;
    QSettings s;
    s.setValue(QStringLiteral("net/address"), address_->text().trimmed());
    s.setValue(QStringLiteral("net/name"), name());
    QDialog::accept();
}

} // namespace st::ui::net
