// The rules book (Help ▸ Rules): every game's rules in our own words, in
// English and German (resources/rules/<game>.<language>.html, compiled in under
// :/rules/), with the variants and each rule option explained. One window,
// opened at a game and a section: from the Help menu, from the "?" of every
// decision dialog (the section of that decision: bidding, the blind, the Dapp,
// the Ulti, calling, trumps) and from the New game dialog's options (the
// option's own paragraph).
#pragma once

#include <QString>
#include <QUrl>
#include <QWidget>

class QComboBox;
class QDialog;
class QListWidget;
class QTextBrowser;
class QToolButton;

namespace st {
class Game;
}

namespace st::ui {

class RulesBook : public QWidget {
    Q_OBJECT

  public:
    /// The one rules book of `anchor`'s window (made when there is none), shown and raised at the
    /// game's section (empty: the top). `game` is a game id ("dreeg"); unknown ids show the first game.
    static RulesBook* open(QWidget* anchor, const QString& game, const QString& section = {});

    /// The document of a game in a language ("en", "de"); the English one when the language has none.
    static QUrl url(const QString& game, const QString& language, const QString& section = {});
    /// The section of the rules that explains the decision a dialog (by its object name) asks for
    /// in this game at this moment (a Dreeg trump choice: the phase being played).
    static QString sectionFor(const Game& game, const QString& dialogName);
    /// Puts a "?" button at the top right of a dialog that opens the rules at that section.
    static QToolButton* addHelpButton(QDialog* dialog, const QString& game, const QString& section);
    /// The sections of a game's document: (anchor, heading) in order.
    static QList<QPair<QString, QString>> sections(const QString& game, const QString& language);

    QString game() const { return game_; }
    QString language() const { return language_; }
    /// The section last opened (empty: the top of the document).
    QString section() const { return section_; }
    QTextBrowser* browser() const { return browser_; }

    /// Shows a game's rules at a section.
    void show(const QString& game, const QString& section = {});
    void setLanguage(const QString& language);

  private:
    explicit RulesBook(QWidget* parent);
    void load();
    void fillContents();

    QListWidget* games_ = nullptr;
    QListWidget* contents_ = nullptr;
    QComboBox* languages_ = nullptr;
    QTextBrowser* browser_ = nullptr;
    QString game_;
    QString language_;
    QString section_;
};

} // namespace st::ui
