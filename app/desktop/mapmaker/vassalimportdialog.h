#pragma once

#include "rulesetlibrary.h"

#include <QDialog>

#include <nlohmann/json.hpp>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;
class Settings;

// File > Import a VASSAL module: the module's maps, counters and at-start set-ups (vassal/, as
// umpire-cli vassal import writes them), added to the user's own rule data so that File > New game
// lists its scenarios. What the pieces do not say (each one's side, strength, type, corps,
// movement) is asked in a table, remembered for the module the next time it is imported.
class VassalImportDialog : public QDialog
{
    Q_OBJECT

  public:
    VassalImportDialog(const umpire::crt::RulesetLibrary &library, Settings *settings,
                       QWidget *parent = nullptr);

    // What the buttons do, also for a test. `into`: the rule-data folder the import is added to
    // (the user's own unless a test says otherwise).
    void setModule(const QString &path);
    void setRuleset(const QString &id);
    bool import();
    void setTarget(const QString &folder) { m_target = folder; }
    QTableWidget *table() const { return m_table; }
    QString status() const;
    const nlohmann::json &report() const { return m_report; }

  private:
    QString unitsCsv() const;
    void fillTable(const QString &templateCsv);
    std::optional<QString> addToRuleData(const QString &from);
    QString moduleKey() const;

    const umpire::crt::RulesetLibrary &m_library;
    Settings *m_settings;
    QLineEdit *m_module = nullptr;
    QComboBox *m_ruleset = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QString m_target;
    nlohmann::json m_report;
};
