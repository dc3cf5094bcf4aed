#pragma once

#include <QCoreApplication>
#include <QWidget>

#include <functional>

class N1815Context;
class QComboBox;
class QLabel;

// The Objectives tab of the Napoleon 1815 window: the French player's two secret objectives
// (N1815 5), drawn by Umpire or recorded from his own cards, shown only behind a confirmation that
// he alone looks.
class N1815ObjectivesPanel : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815ObjectivesPanel(N1815Context &context, QWidget *parent = nullptr);
    void refresh();
    // Who confirms that only the French player looks (a dialog, unless a test answers).
    void setConfirmer(std::function<bool(const QString &)> confirm)
    {
        m_confirm = std::move(confirm);
    }
    bool objectivesShown() const; // as N1815Secrets decides
    void showObjectives();        // behind the confirmation
    void hideObjectives();

  private:
    N1815Context &m_context;
    std::function<bool(const QString &)> m_confirm;
    QComboBox *m_objective1, *m_objective2;
    QLabel *m_objectives;
};
