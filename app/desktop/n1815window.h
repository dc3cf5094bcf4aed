#pragma once

#include "n1815journal.h"

#include <nlohmann/json.hpp>

#include <QMainWindow>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class N1815MapView;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QWidget;

// Napoleon 1815 Returns at the table (issue 5): the turn and its phase, weather and movement
// points, moves checked by the engine, the card battle step by step with its odds, the four
// tracking sheets, the location graph and the French player's hidden objectives. Every action goes
// through N1815Journal (written and synced) before the window shows it; undo and redo are the
// journal's compensating events.
class N1815Window : public QMainWindow
{
    Q_OBJECT

  public:
    // Whether the file is a journal of Napoleon 1815 Returns (its header names ruleset "n1815").
    static bool isN1815Journal(const QString &path);
    // A new journal, or an existing one reopened; the rule data is the first n1815.json in dirs.
    static umpire::Result<N1815Window *> create(const QString &path, const QString &title,
                                                const std::vector<std::filesystem::path> &dirs,
                                                QWidget *parent = nullptr);
    static umpire::Result<N1815Window *> open(const QString &path,
                                              const std::vector<std::filesystem::path> &dirs,
                                              QWidget *parent = nullptr);

    const umpire::N1815Journal &journal() const { return *m_journal; }
    const umpire::N1815Game &game() const { return m_journal->game(); }
    QString path() const;
    QString lastError() const { return m_error; } // the engine's reason for the last refusal
    QTabWidget *tabs() const { return m_tabs; }

    // Journals the action (the forms of n1815game.h) and shows its steps; false, with the engine's
    // reason shown, when the rules refuse it (nothing is written then).
    bool act(const nlohmann::json &action);
    bool undo();
    bool redo();
    // Who confirms that only the French player looks at his objectives (a dialog, unless a test
    // answers).
    void setConfirmer(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    bool objectivesShown() const { return m_objectivesShown; }

  public slots:
    void refresh();
    void showObjectives(); // behind the confirmation
    void hideObjectives();

  private:
    bool compensate(bool undo); // undo or redo through the journal, then show it
    N1815Window(umpire::N1815Journal journal, std::shared_ptr<const umpire::N1815Data> gameData,
                QWidget *parent);
    void buildMenus();
    QWidget *buildTurnTab();
    QWidget *buildBattleTab();
    QWidget *buildSheetsTab();
    QWidget *buildObjectivesTab();
    QWidget *buildLocationsList();
    void refreshTurn();
    void refreshBattle();
    void refreshSheets();
    void refreshLocations();
    void refreshObjectives();
    void refreshJournal();
    void showSteps(const umpire::Explanation &explanation);
    void fail(const QString &message);
    // A die typed into the field, or (empty field or `generated`) one rolled by the app's seeded
    // generator, in the journal's roll form.
    std::optional<nlohmann::json> rollFrom(QLineEdit *field, bool generated);
    QString unitName(const std::string &id) const;
    QString locationName(const std::string &id) const;
    QString sideName(const std::string &id) const;
    void moveSelected();
    void startCombat();
    void distribute();
    void overrideCohesion();

    std::unique_ptr<umpire::N1815Journal> m_journal;
    std::shared_ptr<const umpire::N1815Data> m_data;
    std::function<bool(const QString &)> m_confirm;
    bool m_objectivesShown = false;
    QString m_error;

    QLabel *m_status, *m_banner, *m_message;
    QTabWidget *m_tabs, *m_boardTabs;
    N1815MapView *m_map;
    QTreeWidget *m_locations, *m_steps, *m_events;
    // Turn
    QLineEdit *m_weatherDie, *m_pointsDie;
    QComboBox *m_pointsArmy, *m_moveUnit, *m_moveOption, *m_combatLocation;
    QLineEdit *m_movePath;
    QCheckBox *m_virtualDeck;
    QPushButton *m_weather, *m_points, *m_move, *m_endMovement, *m_startCombat, *m_endCombat,
        *m_endTurn;
    // Battle
    QLabel *m_battleHeader, *m_hands, *m_odds, *m_battlePrompt;
    QTreeWidget *m_rounds;
    QStackedWidget *m_battleStep;
    QComboBox *m_playCard, *m_respondCard, *m_reinforceUnit, *m_retreatTo, *m_lossSide;
    QLineEdit *m_counterDie, *m_reinforceDie;
    QTableWidget *m_losses;
    QPushButton *m_finishCombat;
    // Sheets
    QTableWidget *m_sheets;
    QSpinBox *m_overrideCohesion;
    QLineEdit *m_overrideWhy;
    // Objectives
    QComboBox *m_objective1, *m_objective2;
    QLabel *m_objectives;
};
