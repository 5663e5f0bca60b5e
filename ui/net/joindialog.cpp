#include "joindialog.h"

#include "hostdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QVBoxLayout>

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
    password_->setPlaceholderText(tr("only if the club's server asks for one"));
    form->addRow(tr("&Address:"), address_);
    form->addRow(tr("Table &code:"), code_);
    form->addRow(tr("Your &name:"), name_);
    form->addRow(tr("Club &password:"), password_);
    // Room for an address with its port and for the hints in the empty fields.
    for (QLineEdit* e : {address_, code_, name_, password_})
        e->setMinimumWidth(
            e->fontMetrics().horizontalAdvance(QStringLiteral("only if the club's server asks for one")) + 24);
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
