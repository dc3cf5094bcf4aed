#pragma once

#include <QWidget>

#include <optional>
#include <set>
#include <string>

class GameSession;
class QMenu;
class QTreeWidget;
class QVBoxLayout;

// A side's casualties as a bar against its demoralization and disintegration levels.
class CasualtyBar : public QWidget
{
    Q_OBJECT

  public:
    explicit CasualtyBar(QWidget *parent = nullptr);
    void setValues(int casualties, std::optional<int> demoralization,
                   std::optional<int> disintegration);
    QSize sizeHint() const override { return {240, 28}; }
    QSize minimumSizeHint() const override { return {120, 22}; }

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    int m_casualties = 0;
    std::optional<int> m_demoralization, m_disintegration;
};

// One block per side: casualties against the levels, demoralized or disintegrated as it happens,
// victory points, and per-corps casualties where the order of battle names corps; under it the
// side's units (shown on asking), each with the referee's edits in its context menu, and the side's
// own (its victory points) in the block's.
class ArmyPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit ArmyPanel(GameSession *session, QWidget *parent = nullptr);

  private:
    void rebuild();
    // What the panel shows of the game, as one text: the panel is made again only when it changes
    // (a note or a die changes nothing here).
    std::string shown();
    void addVictory();
    QTreeWidget *unitList(const std::string &side);
    void unitMenu(QTreeWidget *list, const QPoint &at);
    void sideMenu(const QString &side, const QPoint &global);
    GameSession *m_session;
    QVBoxLayout *m_layout;
    std::set<std::string> m_unitsShown; // the sides whose units are listed
    std::optional<std::string> m_shown; // what the panel shows now (shown())
};
