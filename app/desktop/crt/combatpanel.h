#pragma once

#include "combat.h"
#include "resultapplication.h"

#include <QWidget>

class GameSession;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QVBoxLayout;

// The combat panel, keyboard first: attacker and defender strengths or order-of-battle units, the
// defender's terrain, the physical die, Enter. The result shows in large type with its steps, the
// chance of each result on its column and any unverified data; applying it is a guided step that
// journals eliminations, the exchange choice, retreats and advances.
class CombatPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit CombatPanel(GameSession *session, QWidget *parent = nullptr);

    // Clears the request and puts the cursor in the attacker field.
    void startNew();
    // The request the fields describe (units by id, strengths, terrain, modifiers, die), or the
    // problem with what is typed.
    umpire::Result<nlohmann::json> request(bool withDie = true) const;
    QString resultText() const; // what the large result label shows ("Dr"), for tests and speech
    QLineEdit *attackField() const { return m_attack; }

  public slots:
    void resolve();
    void rollAndResolve(); // the app's own die (the journal's seeded generator)

  signals:
    void resolved(const QString &spoken);  // a combat was journaled; what to say aloud
    void ruleClicked(const QString &rule); // a step's rule, to open in Help

  protected:
    void keyPressEvent(QKeyEvent *event) override;
    // The terrain and hexside lists: a letter picks the one item it is the key of, never the next
    // item that starts with it (`c` for clear once gave Chateau).
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void rebuildChoices(); // terrain and hexsides of the game's ruleset
    void updatePreview();
    // On a map: what the request's terrain and hexsides say against it, in the user's language.
    QStringList mapContradictions(const nlohmann::json &request) const;
    void resolveWith(bool generated); // generated: the game's own die, else the one typed
    // The combat journaled as event `seq`.
    void showOutcome(const umpire::crt::CombatOutcome &outcome, std::uint64_t seq);
    void showLastCombat();
    void showApply(); // what the last combat's result still obliges, from the journal's state
    // No result left on screen that is not the game's last combat (a new combat, another
    // game, an undo).
    void clearResult();
    QString applicationText(const umpire::crt::Application &a) const;

    GameSession *m_session;
    QLabel *m_attackLabel, *m_defendLabel, *m_terrainLabel, *m_dieLabel, *m_hexsideLabel,
        *m_shiftLabel;
    QLineEdit *m_attack, *m_defend, *m_die;
    QComboBox *m_terrain, *m_hexside;
    QCheckBox *m_attackerDemoralized, *m_defenderDemoralized;
    QSpinBox *m_shift;
    QPushButton *m_resolve, *m_roll;
    QLabel *m_preview;
    QLabel *m_resultCode, *m_resultName, *m_resultDetail, *m_chances, *m_unverified, *m_error;
    QTreeWidget *m_steps;
    QLabel *m_applyTitle;
    QWidget *m_apply;
    QVBoxLayout *m_applyLayout;
    std::uint64_t m_combatSeq = 0; // the combat.resolved event the apply rows are about
};
