// Settings ▸ Preferences ▸ Access: sound, a high-contrast table, suit marks on the cards and large
// cards. All off by default (the table looks exactly as without them); kept in QSettings under
// "access/", each value checked as it is read. AccessPrefs::current() is what is in force.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QWidget>

class QCheckBox;
class QSlider;

namespace st::ui::access {

struct AccessPrefs {
    Q_DECLARE_TR_FUNCTIONS(AccessPrefs)

  public:
    bool sound = false;        ///< short sounds for dealing, playing, taking a trick, knocking …
    int volume = 70;           ///< 0 .. 100
    bool highContrast = false; ///< a plain black table, white and yellow text, cards outlined
    bool suitMarks = false;    ///< a coloured mark with each card's suit in its corners
    bool largeCards = false;   ///< the hand and the trick at up to twice the size

    static AccessPrefs load();
    void save() const;
    /// The preferences in force (read by the table, the card art and the sounds).
    static AccessPrefs& current();
    /// Puts `p` into force; AccessNotifier::changed() when it differs from what was.
    static void set(const AccessPrefs& p);
    /// load() put into force.
    static void applyStored();
    bool operator==(const AccessPrefs&) const = default;
};

/// Tells the tables that the access preferences in force changed (they lay themselves out anew).
class AccessNotifier : public QObject {
    Q_OBJECT

  public:
    static AccessNotifier* instance();

  signals:
    void changed();
};

/// The Access tab of Settings ▸ Preferences.
class AccessBox : public QWidget {
    Q_OBJECT

  public:
    explicit AccessBox(QWidget* parent = nullptr);
    /// The tab's title.
    static QString title();
    AccessPrefs prefs() const;
    /// Saves what the editors show and puts it into force.
    void saveAndApply() const;

  private:
    QCheckBox* sound_;
    QSlider* volume_;
    QCheckBox* contrast_;
    QCheckBox* marks_;
    QCheckBox* large_;
};

} // namespace st::ui::access
