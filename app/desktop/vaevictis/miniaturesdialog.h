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
class QLayout;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class VvMovementTab;
class VvReachTab;
class VvTableTab;

// Vae Victis at the table: a measured distance in paces with every range and move it falls
// inside, the opposed fire and melee rolls with the tactical factors drawn from the game's data,
// ranges, zones of control and command in their circumstances (vvreachtab.h), movement along a
// path, formation changes, passing through and strategic moves (vvmovementtab.h), the table and the
// bases (vvtabletab.h), the dice typed or rolled, army lists, corps morale, the generals' quality,
// activation and take-over, losses and the victory check. Over the same engine call as `umpire-cli
// vv` (vv::answer). With a battle started or opened (the session's open game), every decisive
// answer is journaled through the session (vv::Module), and what the rules read from the battle
// (the corps' losses and morale, the generals' quality and loss) comes from the journal, as
// `umpire-cli vv --journal` does; undo and redo are the session's one undo stack, from every field
// by Ctrl+Z. What the referee entered is kept when the dialog closes (QSettings,
// "vaeVictis/inputs") and given back when it opens again, whichever way it is opened.
class MiniaturesDialog : public QDialog
{
    Q_OBJECT

  public:
    // `session` is the battle's: a game the dialog starts or opens becomes its open game.
    explicit MiniaturesDialog(GameSession *session, QWidget *parent = nullptr);
    ~MiniaturesDialog() override;

    GameSession *session() const { return m_session; }
    QString gameId() const;
    // The request the combat fields describe, with the dice given so far.
    nlohmann::json combatRequest() const;
    QString resultText() const;
    QString armyText() const;
    QString moraleText() const;
    QString battleText() const;
    QString generalsText() const;
    QString lossesText() const;
    // The session's open game when it is a Vae Victis battle, else none: results are not kept.
    const umpire::vv::Journal *battle() const;
    // A new battle, made the session's open game. The corps as "ARMY:NAME:POINTS" items
    // (vv::corpsFromText); the game is the one chosen.
    bool startBattle(const QString &path, const QString &title, const QString &corps,
                     QString *error = nullptr);
    // A battle's journal opened as the session's game.
    bool openBattle(const QString &path, QString *error = nullptr);

  signals:
    // The referee asks for this battle's players' view (its links, for phones and the TV).
    void playersViewRequested();

  public slots:
    void measure();
    void resolve();          // with the dice typed
    void rollAndResolve();   // with the app's own dice
    void checkArmy();        // the army list, validated again on every change (VV 2)
    void judgeMorale();      // a corps' morale (VV 9)
    void rollQuality();      // a general's quality (VV 4.2)
    void rollActivation();   // a general's activation points (VV 5.1)
    void judgeTakeOver();    // the Commander-in-Chief taking a corps over (VV 5.1)
    void judgeGeneralLost(); // a general beside an element destroyed (VV 2)
    void recordLoss();       // points a corps lost some other way (VV 9)
    void checkVictory();     // the battle's winner, from the journal (VV 10)
    void verifyBattle();     // every journaled question asked again with its dice
    void newBattle();        // asks for the title, the corps and the file
    void chooseBattle();     // asks for the file
    void undoBattle();
    void redoBattle();

  protected:
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    // The dialog's parts, each built once by the constructor.
    QLayout *buildGameRow();
    QLayout *buildBattleBar();
    QWidget *buildCombatTab();
    QWidget *buildMeasureBox();
    QWidget *buildCombatBox();
    QWidget *buildAnswer();
    QWidget *buildArmyTab();
    QWidget *buildMoraleTab();
    QWidget *buildGeneralsTab();
    QWidget *buildLossesTab();
    void connectFields();
    void buildKeys();

    void loadGame();
    void fillFactors();
    void wrapItems(QListWidget *list); // each item as high as its wrapped name
    void resolveWith(bool generated);
    nlohmann::json ask(nlohmann::json request, bool generated, QString *error);
    void showBattle(); // the battle bar, the corps pickers and what the journal holds
    void compensateBattle(bool undo); // undo or redo through the session's stack
    void gameChanged();
    void fillMoraleFromBattle();
    void fillGenerals(); // the battle's generals, and the quality the journal holds for each
    void followGeneral();
    void followKind(); // the columns' names: firer and target, or attacker and defender
    // The general the Generals tab names, as the journal's question names him (vvjournal.h).
    nlohmann::json chosenGeneral() const;
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
    QCheckBox *m_charging, *m_attackerGeneral, *m_defenderGeneral;
    QListWidget *m_attackerFactors, *m_defenderFactors;
    QSpinBox *m_attackerDie, *m_defenderDie;
    QLabel *m_result, *m_resultDetail, *m_unverified;
    QTableWidget *m_steps; // rows as high as their wrapped text: nothing cut
    QTabWidget *m_tabs;
    VvReachTab *m_reachTab;
    VvMovementTab *m_movementTab;
    VvTableTab *m_tableTab;
    std::vector<std::pair<int, int>> m_rolls; // the rolls of this melee so far (a tie rolls again)
    QTableWidget *m_army;                     // unit types by corps: how many of each
    QCheckBox *m_commanderInChief;
    QLabel *m_armyReport;
    QSpinBox *m_corpsPoints, *m_pointsLost, *m_elementsLeft, *m_elementsInCommand, *m_moraleRoll;
    QCheckBox *m_generalLost;
    QLabel *m_moraleReport;
    QComboBox *m_moraleCorps, *m_attackerCorps, *m_defenderCorps;
    // Generals (VV 4.2, 5.1, 2).
    QComboBox *m_general, *m_quality;
    QSpinBox *m_qualityDie, *m_activationDie, *m_commanderPoints, *m_generalPoints,
        *m_takeOverPaces;
    QCheckBox *m_touchedDestroyed;
    QLabel *m_generalsReport;
    // Losses and victory (VV 9, 10).
    QComboBox *m_lossCorps;
    QSpinBox *m_lossPoints;
    QCheckBox *m_lossGeneral;
    QLineEdit *m_lossWhy;
    QPushButton *m_recordLoss, *m_victory, *m_verify;
    QLabel *m_lossesReport;
    QLabel *m_battleLabel;
    QPushButton *m_undo, *m_redo, *m_playersView;
};
