#include "celldelegates.h"

#include <QComboBox>

#include <algorithm>

ChoiceDelegate::ChoiceDelegate(std::function<QStringList()> choices, QObject *parent)
    : QStyledItemDelegate(parent), m_choices(std::move(choices))
{
}

QWidget *ChoiceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                      const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->addItems(m_choices());
    auto *self = const_cast<ChoiceDelegate *>(this);
    connect(combo, &QComboBox::activated, self, [self, combo] {
        emit self->commitData(combo);
        emit self->closeEditor(combo);
    });
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const int at = combo->findText(index.data().toString());
    combo->setCurrentIndex(std::max(at, 0));
}

void ChoiceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                  const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentText());
}

PlaceholderDelegate::PlaceholderDelegate(std::function<QString(const QModelIndex &)> placeholder,
                                         QObject *parent)
    : QStyledItemDelegate(parent), m_placeholder(std::move(placeholder))
{
}

void PlaceholderDelegate::initStyleOption(QStyleOptionViewItem *option,
                                          const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.data(Qt::UserRole).toString().isEmpty())
        return;
    const QString shown = m_placeholder(index);
    if (shown.isEmpty())
        return;
    static const QColor grey(0x70, 0x70, 0x70);
    option->text = shown;
    option->font.setItalic(true);
    option->palette.setColor(QPalette::Text, grey);
    option->palette.setColor(QPalette::HighlightedText, grey);
}
