#pragma once

#include "hexmap.h"
#include "mapunits.h"

#include <QDialog>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <vector>

class GameSession;
class MapView;
class QComboBox;
class QSpinBox;
class QLabel;
class QTextBrowser;

// The hex map window (issue 7, Game > Hex map): a map file and a positions file, a unit to ask
// about, and the answer drawn on the map with its rules: the hexes it can reach, the line of sight
// to a clicked hex, its retreat options. The same engine calls as `umpire-cli map`.
//
// Following a game played on a map (issue 16), it shows the game's map and where the journal puts
// each unit, follows every action, and plays on the map: a click on a hex the selected unit can
// reach moves it, and in retreat mode a click on a highlighted hex carries out its retreat; both
// journaled by the engine as the command line's move and apply actions.
class MapDialog : public QDialog
{
    Q_OBJECT

  public:
    enum class Mode { Reach, LineOfSight, Retreat, Combat };

    // dirs: the rule-data search path (its maps/ folders hold the shipped sample maps).
    explicit MapDialog(std::vector<std::filesystem::path> dirs, QWidget *parent = nullptr);

    bool loadMap(const QString &path);       // false (and a message shown) when refused
    bool loadPositions(const QString &path); // likewise
    // Shows the session's game on its map and follows it; false when the game has no map.
    bool followGame(GameSession *session);
    void selectUnit(const QString &id);
    void setMode(Mode mode);
    void clickHex(umpire::Hex hex); // as a click on the map

    MapView *view() const { return m_view; }
    QString explanation() const;
    QString lastError() const { return m_error; }

  private:
    void refresh();
    void showGamePositions();
    void clickInCombat(umpire::Hex hex);
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
    QSpinBox *m_die = nullptr;            // Combat: the physical die, or 0 for the game's dice
    std::vector<std::string> m_attackers; // Combat: the attackers chosen so far
    QString m_result;                     // Combat: the last combat's result, as shown
    QLabel *m_title = nullptr;
    QTextBrowser *m_text = nullptr;
    QString m_error;
};
