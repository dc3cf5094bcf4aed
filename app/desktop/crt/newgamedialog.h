#pragma once

#include <QDialog>

class GameSession;
class QComboBox;
class QLabel;
class QLineEdit;

// A new game: its ruleset, a scenario of it (or none: the ruleset's sides, with no levels), its
// title, and where its journal goes.
class NewGameDialog : public QDialog
{
    Q_OBJECT

  public:
    NewGameDialog(GameSession *session, const QString &ruleset, QWidget *parent = nullptr);

    QString rulesetId() const;
    QString scenarioId() const; // empty: no scenario
    QString title() const;
    QString path() const;

    void accept() override;

  private:
    void fillScenarios();
    void updateNote();
    GameSession *m_session;
    QComboBox *m_ruleset, *m_scenario;
    QLineEdit *m_title, *m_path;
    QLabel *m_note;
};
