#pragma once

#include <QWidget>

#include <map>
#include <vector>

class GameSession;
class QLabel;

// Casualties at the end of each turn, one line per side.
class CasualtyChart : public QWidget
{
    Q_OBJECT

  public:
    struct Series
    {
        QString side;
        std::vector<int> values; // one per turn, from turn 0 (the set-up)
    };
    explicit CasualtyChart(QWidget *parent = nullptr);
    void setSeries(std::vector<Series> series);
    const std::vector<Series> &series() const { return m_series; }
    QSize sizeHint() const override { return {480, 260}; }

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    std::vector<Series> m_series;
};

// Every die the game rolled that counts: how often each face came up, against what a fair die
// gives.
class DiceChart : public QWidget
{
    Q_OBJECT

  public:
    explicit DiceChart(QWidget *parent = nullptr);
    // How often each face came up: counts[face], from face 1 (counts[0] is not drawn).
    void setCounts(std::vector<int> counts, int faces);
    QSize sizeHint() const override { return {480, 220}; }

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    std::vector<int> m_counts;
    int m_rolls = 0; // the counts' sum
    int m_faces = 6;
};

// The charts tab: casualties by turn per side, and the die history with its distribution.
class ChartsView : public QWidget
{
    Q_OBJECT

  public:
    explicit ChartsView(GameSession *session, QWidget *parent = nullptr);

  private:
    void refresh();
    // The rolls that count, brought up to date with the game's: by the rolls of the one event an
    // action appended, else counted again from the state.
    void countRolls();
    GameSession *m_session;
    std::vector<int> m_values;                     // the rolls that count, oldest first
    std::vector<int> m_counts;                     // how often each face came up in them
    int m_voided = 0, m_generated = 0;             // rolls voided by an undo; rolls Umpire made
    double m_sum = 0;                              // of m_values
    std::size_t m_rollsSeen = 0, m_eventsSeen = 0; // what the counts are of (0: count again)
    CasualtyChart *m_casualties;
    DiceChart *m_dice;
    QLabel *m_history, *m_summary;
};
