#pragma once

#include <QCoreApplication>
#include <QTabWidget>

class N1815Context;
class N1815MapView;
class QTreeWidget;

// The board of the Napoleon 1815 window: the map, the battle's town highlighted, and the same
// location graph as a list (each town's units, cohesions and roads), as two tabs.
class N1815BoardPanel : public QTabWidget
{
    Q_DECLARE_TR_FUNCTIONS(N1815Window) // see N1815Context

  public:
    explicit N1815BoardPanel(N1815Context &context, QWidget *parent = nullptr);
    void refresh();
    N1815MapView *map() const { return m_map; } // it tells which town was clicked
    void showMap() { setCurrentIndex(0); }
    void showLocations() { setCurrentIndex(1); }

  private:
    void refreshLocations();

    N1815Context &m_context;
    N1815MapView *m_map;
    QTreeWidget *m_locations;
};
