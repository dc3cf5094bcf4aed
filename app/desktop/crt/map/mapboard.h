#pragma once

#include "camerachange.h"
#include "hexmap.h"
#include "mapunits.h"
#include "resultapplication.h"

#include <QList>
#include <QWidget>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <memory>
#include <vector>

class GameSession;
class MapView;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QCheckBox;
class QSpinBox;
class QTextBrowser;

// The hex map board: a map, the units on it, a unit to ask about, and the answer drawn
// on the map with its rules: the hexes it can reach, the line of sight to a clicked hex, its
// retreat options. The same engine calls as `umpire-cli map`. On its own (Game > Hex map for a
// game without a map) it opens a map file and a positions file.
//
// Following a game played on a map, it is the centre of the main window: it shows the
// game's map and where the journal puts each unit, follows every action, and plays on the map: a
// click on a hex the selected unit can reach moves it, clicks on attackers then a defender fight a
// combat, in retreat mode a click on a highlighted hex carries out its retreat, in archery mode a
// click on an archer then on its target fires, in reorganization mode a click on a disordered
// counter rolls for it; all journaled
// by the engine as the command line's actions. The camera's proposed moves are drawn as arrows,
// each confirmed (journaled as the unit's move) or refused by the referee.
class MapBoard : public QWidget
{
    Q_OBJECT

  public:
    enum class Mode { Reach, LineOfSight, Retreat, Combat, Archery, Reorganize };

    // dirs: the rule-data search path (its maps/ folders hold the shipped sample maps).
    explicit MapBoard(std::vector<std::filesystem::path> dirs, QWidget *parent = nullptr);

    bool loadMap(const QString &path);       // false (and a message shown) when refused
    bool loadPositions(const QString &path); // likewise
    // Shows the session's game on its map and follows it; false when the game has no map.
    bool followGame(GameSession *session);
    void selectUnit(const QString &id);
    void setMode(Mode mode);
    // As a click on the map; `stack`: a Shift+click, which moves the selected unit onto a hex
    // friendly counters hold (a plain click on a counter selects it).
    void clickHex(umpire::Hex hex, bool stack = false);

    // What the camera saw, each counter moved judged as the move of the unit its marker
    // is bound to (crt::proposedMove), listed and drawn as an arrow. Replaces the last proposals.
    void showCameraChanges(const QList<CameraChange> &changes);
    QListWidget *proposals() const { return m_proposals; }
    // Journals the row's move as the module's move action; a move the rules refuse needs the
    // referee's reason (asked for when none is given). False, and the reason shown, when refused.
    bool confirmProposal(int row, const QString &override = {});
    // The counter goes back where the journal has it: nothing is journaled.
    void refuseProposal(int row);

    MapView *view() const { return m_view; }
    QString explanation() const;
    QString lastError() const { return m_error; }

  signals:
    // Camera changes confirmed or refused here: the camera stops proposing them.
    void cameraChangesHandled(const QList<int> &ids);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Enter in the die field

  private:
    struct Proposal
    {
        CameraChange change;
        bool bound = false; // a unit of the order of battle carries the marker
        QString unit, from, text;
        bool legal = false;
        nlohmann::json action; // the move action, without the override
    };

    void refresh();
    void showMode(); // what the mode shows of the selected unit or the combat being formed
    void showGamePositions();
    void showProposals();
    void clickInCombat(umpire::Hex hex);
    // The combat formed by clicks (m_attackers against m_defenders): fought with the die entered
    // or the game's dice when asked for, else previewed and its die asked for.
    nlohmann::json formedRequest() const;
    void fightFormed();
    // What the results of the phase's combats still oblige on the map (resultapplication.h).
    std::vector<umpire::crt::Application> resultsOnBoard() const;
    // Carries out the obligation a click on `hex` means (an elimination, an advance); false when
    // it means none.
    bool carryOutByClick(umpire::Hex hex);
    // The obligations as the board lists them, each with the click that carries it out.
    QString resultsText() const;
    // A combat formed on the board, before its die: its column and the chance of each result.
    QString combatPreview(const nlohmann::json &request) const;
    void hexMenu(umpire::Hex hex, QPoint global);
    // NLB 9.0: the reinforcements that may enter now, each with its entry hexes, as the engine
    // lists them; and a click on an entry hex entering one (false when it means none).
    std::map<std::string, std::vector<std::string>> entries() const;
    bool enterByClick(umpire::Hex hex);
    // NLB 6.0, NAW 8.3: the exit hexes the selected unit may leave the map by now, as the engine
    // lists them; and "Leave the map" taking it off by one (asked when there are several).
    std::vector<std::string> exits() const;
    void leaveTheMap();
    // BMW 6, 11.1 (mapboardarchery.cpp): the archers' fire and the disordered units' rolls, by
    // clicks, each with its own die as a combat's; what they show of the phase.
    void clickInArchery(umpire::Hex hex);
    void clickToReorganize(umpire::Hex hex);
    void fireFormed();
    void reorganizeFormed();
    void showArchery();
    void showReorganization();
    // The die for the next roll: the one entered, none for the game's dice, or nothing yet (the
    // die field asks for it).
    std::optional<nlohmann::json> dieGiven();
    // The action acted with the die given (m_defenders cleared), its event's data; nothing when
    // the die is still to be entered or the engine refuses it (said).
    std::optional<nlohmann::json> actWithDie(nlohmann::json action);
    std::vector<nlohmann::json> offeredActions(const char *name) const;
    // The retreat the selected unit owes (combat.applied "retreat"), as the engine lists it.
    nlohmann::json pendingRetreat() const;
    void fail(const QString &message);

    std::vector<std::filesystem::path> m_dirs;
    GameSession *m_session = nullptr;
    std::shared_ptr<const umpire::crt::HexMap> m_map;
    std::shared_ptr<umpire::crt::MapPositions> m_positions;
    QString m_unit;
    Mode m_mode = Mode::Reach;
    std::optional<umpire::Hex> m_target;
    MapView *m_view = nullptr;
    QComboBox *m_units = nullptr;
    QComboBox *m_modes = nullptr;
    QSpinBox *m_die = nullptr;            // Combat: the physical die; 0 before it is entered
    QCheckBox *m_rollForMe = nullptr;     // Combat: the game's dice roll this combat's die
    QPushButton *m_leave = nullptr;       // Movement: the selected unit leaves the map
    std::uint64_t m_resultSeq = 0;        // the combat m_result tells of
    std::string m_seenPhase;              // the turn and phase last shown: a new one picks its mode
    std::vector<std::string> m_attackers; // Combat: the attackers chosen so far
    std::vector<std::string> m_defenders; // Combat: the defenders clicked, the die still to come;
                                          // Archery: the target; Reorganize: the unit
    QString m_result;                     // Combat: the last combat's result, as shown
    QLabel *m_title = nullptr;
    QTextBrowser *m_text = nullptr;
    QWidget *m_proposalBox = nullptr; // shown while the camera proposes moves
    QListWidget *m_proposals = nullptr;
    QList<CameraChange> m_changes; // as last shown by the camera
    std::vector<Proposal> m_judged;
    QString m_error;
};
