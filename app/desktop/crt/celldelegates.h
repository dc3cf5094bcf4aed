#pragma once

#include <QStyledItemDelegate>

#include <functional>

// How the scenario editor's cells are typed and shown: from a list, or with the rules' value in
// grey when the cell is empty.

// A cell edited with a list to choose from (the weather, a unit's side or type); typing its first
// letter chooses too.
class ChoiceDelegate : public QStyledItemDelegate
{
  public:
    ChoiceDelegate(std::function<QStringList()> choices, QObject *parent);
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

  private:
    std::function<QStringList()> m_choices;
};

// An empty cell (its value, Qt::UserRole, empty) shows what `placeholder` gives instead, in grey
// italics: a side's level the rules give (NAW 8.2: the Allied forty), or that it has none.
class PlaceholderDelegate : public QStyledItemDelegate
{
  public:
    PlaceholderDelegate(std::function<QString(const QModelIndex &)> placeholder, QObject *parent);

  protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

  private:
    std::function<QString(const QModelIndex &)> m_placeholder;
};
