#pragma once

#include "rulesetlibrary.h"

#include <QDialog>
#include <QUndoStack>
#include <QVariant>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <vector>

class GameSession;
class QComboBox;
class QLabel;
class QTableWidget;
class QTableWidgetItem;

// The terrain key of a hex map (rulesdata/hexmap.schema.json "terrainKey"): each hex
// terrain's movement cost, the unit types it bars, line of sight and stacking, each hexside's
// added cost, river, bridge and road or trail, with the rules' combat effect of the same terrain
// beside it. A stand-in is shown as one (italic on yellow, its source in the tooltip) until the
// user ticks it verified against their own map's key; editing alone does not verify. Every edit
// and tick can be undone while editing. Saved as the user's own copy of the map in their rule-data
// folder (maps/ID.json, found before the shipped one; never the shipped file), checked as a game
// loads it before it is written, and written whole or not at all. A cell changed since the file was
// loaded is marked, closing with changes not saved asks, and a map that does not load is listed
// with its error.
class TerrainKeyEditor : public QDialog
{
    Q_OBJECT

  public:
    // The terrain table's columns, then the hexside table's.
    enum TerrainColumn {
        TerrainName,
        TerrainRule,
        TerrainMovement,
        TerrainProhibitedTo,
        TerrainBlocksLos,
        TerrainChateau,
        TerrainStacking,
        TerrainCombat,
        TerrainVerified,
        TerrainColumns
    };
    enum HexsideColumn {
        HexsideName,
        HexsideRule,
        HexsideExtra,
        HexsideImpassable,
        HexsideBridge,
        HexsidePath,
        HexsidePathMovement,
        HexsideBlocksLos,
        HexsideCombat,
        HexsideVerified,
        HexsideColumns
    };

    // With a game session: its rule-data folders; once saved, its library reads the map again and
    // its open game on that map is opened again, so that it plays with the saved key.
    TerrainKeyEditor(GameSession *session, const QString &mapId, QWidget *parent = nullptr);
    // On the rule-data folders alone (the map board without a game).
    TerrainKeyEditor(std::vector<std::filesystem::path> dirs, const QString &mapId,
                     QWidget *parent = nullptr);

    QTableWidget *terrainTable() const { return m_terrain; }
    QTableWidget *hexsideTable() const { return m_hexsides; }
    QUndoStack *undoStack() { return &m_undo; }
    QString mapId() const;
    // Checks and writes the user's copy; false (and the reason shown) when refused. The status line
    // says what was saved where.
    bool save();
    // Cells copied from a spreadsheet over a table from its current cell (ticks as yes or no), as
    // one undo step; false, with nothing changed and the cell named, when one cannot be pasted.
    bool pasteCells(QTableWidget *table, const QString &text);
    bool isDirty() const { return !m_undo.isClean(); }
    QString status() const;
    QString savedPath() const { return m_savedPath; }
    QString lastError() const { return m_error; }

  signals:
    // The user's copy of the map was written to `path`.
    void saved(const QString &mapId, const QString &path);

  protected:
    void reject() override;

  private:
    void build(const QString &mapId);
    void load(const QString &mapId);
    void fillRow(QTableWidget *table, int row, std::size_t keyIndex,
                 const nlohmann::ordered_json &entry, const umpire::crt::Ruleset *ruleset);
    void itemEdited(QTableWidgetItem *item);
    void setCell(QTableWidget *table, int row, int column, const QVariant &value); // no undo step
    void styleRow(QTableWidget *table, int row);
    void markAllVerified();
    bool discardChanges();
    void fillMaps();
    void fail(const QString &message);
    friend class TerrainKeyCellCommand;

    GameSession *m_session = nullptr;
    std::vector<std::filesystem::path> m_dirs;
    umpire::crt::RulesetLibrary m_rules;                 // the rulesets, for the combat effects
    std::map<std::string, std::filesystem::path> m_maps; // every map id, with the file that wins
    QComboBox *m_map = nullptr;
    QLabel *m_source = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_terrain = nullptr;
    QTableWidget *m_hexsides = nullptr;
    QUndoStack m_undo;
    nlohmann::ordered_json m_doc;         // the map file as loaded, its keys in their order
    std::vector<std::string> m_unitTypes; // the ruleset's, for "prohibited to"
    QString m_loadedId;
    bool m_filling = false; // the tables are being filled: not an edit
    QString m_savedPath, m_error;
};
