#pragma once

#include "vvjournal.h"

#include <nlohmann/json.hpp>

#include <QDialog>

#include <optional>
#include <utility>
#include <vector>

class GameSession;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

// Vae Victis at the table (issue 6): a measured distance in paces with every range and move it
// falls inside, and the opposed fire and melee rolls with the tactical factors drawn from the
// game's data, the dice typed or rolled. Over the same engine call as `umpire-cli vv` (vv::answer).
// With a battle started or opened (the session's open game), every decisive answer is journaled
// through the session (vv::Module) and the corps' losses and morale come from the journal, as
// `umpire-cli vv --journal` does; undo and redo are the session's one undo stack.
// What the referee entered is kept when the dialog closes (QSettings, "vaeVictis/inputs") and given
// back when it opens again, whichever way it is opened.
class MiniaturesDialog : public QDialog
{
    Q_OBJECT

  public:
    explicit MiniaturesDialog(GameSession *session, QWidget *parent = nullptr);
    ~MiniaturesDialog() override;

    QString gameId() const;
    // The request the combat fields describe, with the dice given so far.
    nlohmann::json combatRequest() const;
    QString resultText() const;
    QString armyText() const;
    QString moraleText() const;
    QString battleText() const;
    // The session's open game when it is a Vae Victis battle, else none: results are not kept.
    const umpire::vv::Journal *battle() const;
    // A new battle, made the session's open game. The corps as "ARMY:NAME:POINTS" items
    // (vv::corpsFromText); the game is the one chosen.
    bool startBattle(const QString &path, const QString &title, const QString &corps,
                     QString *error = nullptr);
    // A battle's journal opened as the session's game.
    bool openBattle(const QString &path, QString *error = nullptr);

  public slots:
    void measure();
    void resolve();        // with the dice typed
    void rollAndResolve(); // with the app's own dice
    void checkArmy();      // the army list, validated again on every change (VV 2)
    void judgeMorale();    // a corps' morale (VV 9)
    void newBattle();      // asks for the title, the corps and the file
    void chooseBattle();   // asks for the file
    void undoBattle();
    void redoBattle();

  protected:
    void hideEvent(QHideEvent *event) override;

  private:
    QWidget *buildArmyTab();
    QWidget *buildMoraleTab();
    void loadGame();
    void fillFactors();
    void resolveWith(bool generated);
    nlohmann::json ask(nlohmann::json request, bool generated, QString *error);
    void showBattle(); // the battle bar, the corps pickers and what the journal holds
    void compensateBattle(bool undo); // undo or redo through the session's stack
    void gameChanged();
    void fillMoraleFromBattle();
    void followKind(); // the columns' names: firer and target, or attacker and defender
    // What happened to whom, in words, from the engine's answer; and the numbers and chart cell
    // that decided it.
    QString headline(const nlohmann::json &answer) const;
    QString unitLabel(const std::string &id, const std::string &name) const;
    QString explanation(const nlohmann::json &answer) const;
    void saveInputs() const;
    void restoreInputs();

    GameSession *m_session;
    nlohmann::json m_data; // the game's "data" answer: units, factors, terrain, scales
    QComboBox *m_game, *m_scale, *m_unit;
    QDoubleSpinBox *m_distance;
    QLabel *m_measured;
    QComboBox *m_kind, *m_attacker, *m_defender, *m_attackerTerrain, *m_defenderTerrain;
    QLabel *m_attackerHeader, *m_defenderHeader;
    QCheckBox *m_charging;
    QListWidget *m_attackerFactors, *m_defenderFactors;
    QSpinBox *m_attackerDie, *m_defenderDie;
    QLabel *m_result, *m_resultDetail, *m_unverified;
    QTableWidget *m_steps; // rows as high as their wrapped text: nothing cut
    QTabWidget *m_tabs;
    std::vector<std::pair<int, int>> m_rolls; // the rolls of this melee so far (a tie rolls again)
    QTableWidget *m_army;                     // unit types by corps: how many of each
    QCheckBox *m_commanderInChief;
    QLabel *m_armyReport;
    QSpinBox *m_corpsPoints, *m_pointsLost, *m_elementsLeft, *m_elementsInCommand, *m_moraleRoll;
    QCheckBox *m_generalLost;
    QLabel *m_moraleReport;
    QComboBox *m_moraleCorps, *m_attackerCorps, *m_defenderCorps;
    QLabel *m_battleLabel;
    QPushButton *m_undo, *m_redo;
};
