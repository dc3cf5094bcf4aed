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
    void setRolls(std::vector<int> values, int faces);
    QSize sizeHint() const override { return {480, 220}; }

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    std::vector<int> m_values;
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
    GameSession *m_session;
    CasualtyChart *m_casualties;
    DiceChart *m_dice;
    QLabel *m_history, *m_summary;
};
