// The rules book (Help ▸ Rules): every game's rules in our own words, in
// English and German (resources/rules/<game>.<language>.html, compiled in under
// :/rules/), with the variants and each rule option explained. One window,
// opened at a game and a section: from the Help menu, from the "?" of every
// decision dialog (the section of that decision: bidding, the blind, the Dapp,
// the Ulti, calling, trumps) and from the New game dialog's options (the
// option's own paragraph). It stays usable while a decision dialog waits (no
// modal dialog of the main window blocks it): from a dialog's "?" it opens
// beside that dialog, not over it, so that the player reads, scrolls and
// searches the rules and then decides. "Find" searches the game's rules.
#pragma once

#include <QString>
#include <QUrl>
#include <QWidget>

class QComboBox;
class QDialog;
class QLabel;
class QLineEdit;
class QListWidget;
class QSplitter;
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
    /// With `beside` (the decision dialog whose "?" was pressed) the book opens beside that window.
    static RulesBook* open(QWidget* anchor, const QString& game, const QString& section = {},
                           QWidget* beside = nullptr);

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
    QLineEdit* findField() const { return find_; }
    /// "Find": the next (or previous) place of the text in the game's rules, from the cursor, round
    /// the end; false when the rules do not have it.
    bool findText(const QString& text, bool backwards = false);
    /// What the search line says ("3 of 12", "Not found").
    QString findResult() const;
    /// Moves the book beside `w` (a dialog), on the side with more room, clear of it where the
    /// screen allows (the dialog moves over a little when it does not).
    void placeBeside(QWidget* w);

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
    QSplitter* split_ = nullptr;
    QLineEdit* find_ = nullptr;
    QLabel* found_ = nullptr;
    void markFound();
    QString game_;
    QString language_;
    QString section_;
};

} // namespace st::ui
