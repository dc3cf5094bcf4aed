#pragma once

#include "journalevent.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <QWidget>

#include <map>
#include <optional>
#include <set>
#include <vector>

class GameSession;
class QComboBox;
class QTableView;

// The journal as rows: number, time, turn, side, kind, what happened, and whether it still counts.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    enum Column { Seq, Time, Turn, Side, Kind, What, ColumnCount };
    struct Row
    {
        quint64 seq = 0;
        QString time, side, what;
        QStringList armies; // a player's row (a phase): the armies of the game he commands
        QStringList units;  // the order of battle's units the event names (its context menu's)
        umpire::EventKind kind = umpire::EventKind::Note; // shown as its name (eventKindName)
        int turn = 0;
        bool counts = true;
    };

    explicit LogModel(GameSession *session, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    const Row &row(int i) const { return m_rows[static_cast<std::size_t>(i)]; }

  private:
    void reload();  // another game
    void refresh(); // events appended, or undone and redone
    GameSession *m_session;
    std::vector<Row> m_rows;
    std::set<std::uint64_t> m_undone; // the events the rows show undone (GameState::undone)
};

// Filters the log by turn, side and kind.
class LogFilter : public QSortFilterProxyModel
{
    Q_OBJECT

  public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setTurn(int turn); // -1: every turn
    void setSide(const QString &side);
    void setKind(std::optional<umpire::EventKind> kind); // nothing: every kind

  protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

  private:
    int m_turn = -1;
    QString m_side;
    std::optional<umpire::EventKind> m_kind;
};

// The log panel: the filterable list, with notes and the referee's overrides; a row's context menu
// holds the edits of the units its event names (StateEditMenu).
class LogView : public QWidget
{
    Q_OBJECT

  public:
    explicit LogView(GameSession *session, QWidget *parent = nullptr);
    QTableView *table() const { return m_table; }
    LogFilter *filter() const { return m_filter; }

  public slots:
    void addNote();
    void addOverride();

  private:
    // The filters' choices in step with the rows from `first` on (0: all of them again); the lists
    // are filled again only when a choice comes or goes.
    void refreshFilters(int first = 0);
    void rowMenu(const QPoint &at);
    GameSession *m_session;
    LogModel *m_model;
    LogFilter *m_filter;
    QTableView *m_table;
    QComboBox *m_turn, *m_side, *m_kind;
    std::set<int> m_turns;                        // the turns the rows hold
    std::map<QString, umpire::EventKind> m_kinds; // the kinds they hold, by name
    QStringList m_sides;                          // the game's sides
};
