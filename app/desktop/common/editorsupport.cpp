#include "editorsupport.h"

#include <QBoxLayout>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QShortcut>
#include <QTableWidget>
#include <QTableWidgetItem>
#include <QUndoStack>
#include <QWidget>

QDialogButtonBox *saveAndCancel(QDialog *editor, QUndoStack *undo, std::function<bool()> save)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, editor, [editor, save] {
        if (save())
            editor->accept();
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, editor, &QDialog::reject);
    addUndoShortcuts(editor, undo);
    return buttons;
}

EditorFooter addEditorFooter(QDialog *editor, QBoxLayout *layout, QUndoStack *undo,
                             std::function<void()> save)
{
    EditorFooter footer;
    auto *row = new QHBoxLayout;
    footer.status = new QLabel;
    footer.status->setObjectName(QStringLiteral("status"));
    footer.status->setWordWrap(true);
    footer.status->setTextInteractionFlags(Qt::TextSelectableByMouse); // a path, to copy
    row->addWidget(footer.status, 1);
    footer.buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    footer.save = footer.buttons->addButton(QCoreApplication::translate("EditorSupport", "&Save"),
                                            QDialogButtonBox::ActionRole);
    footer.save->setObjectName(QStringLiteral("save"));
    footer.save->setToolTip(
        QCoreApplication::translate("EditorSupport", "Into your rule-data folder (Ctrl+S)"));
    // No button is the default: Enter in a cell never saves or closes behind the user's back.
    for (QPushButton *button : footer.buttons->findChildren<QPushButton *>())
        button->setAutoDefault(false);
    row->addWidget(footer.buttons);
    layout->addLayout(row);
    QObject::connect(footer.save, &QPushButton::clicked, editor, save);
    QObject::connect(new QShortcut(QKeySequence::Save, editor), &QShortcut::activated, editor,
                     save);
    QObject::connect(footer.buttons, &QDialogButtonBox::rejected, editor, &QDialog::reject);
    addUndoShortcuts(editor, undo);
    return footer;
}

bool mayDropChanges(QWidget *editor, bool unsaved, const QString &what,
                    const std::function<bool()> &save)
{
    if (!unsaved || !editor->isVisible())
        return true;
    QMessageBox box(
        QMessageBox::Question, editor->windowTitle().remove(QStringLiteral("[*]")),
        QCoreApplication::translate("EditorSupport", "Your changes to %1 are not saved. Save them?")
            .arg(what),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, editor);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

const QColor &changedBackground()
{
    static const QColor blue(0xd6, 0xe8, 0xff);
    return blue;
}

void markChanged(QTableWidgetItem *item, bool changed)
{
    if (!item)
        return;
    QFont font = item->font();
    font.setBold(changed);
    item->setFont(font);
    item->setBackground(changed ? QBrush(changedBackground()) : QBrush());
}

QList<QStringList> spreadsheetRows(const QString &text)
{
    QList<QStringList> rows;
    for (QString line : text.split(QLatin1Char('\n'))) {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        QStringList cells = line.split(QLatin1Char('\t'));
        for (QString &cell : cells)
            cell = cell.trimmed();
        rows << cells;
    }
    return rows;
}

void addUndoShortcuts(QWidget *editor, QUndoStack *undo)
{
    QObject::connect(new QShortcut(QKeySequence::Undo, editor), &QShortcut::activated, undo,
                     &QUndoStack::undo);
    QObject::connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), editor),
                     &QShortcut::activated, undo, &QUndoStack::redo);
}

void fitColumnsToTitles(QTableWidget *table)
{
    QHeaderView *header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(true);
}

std::optional<QString> writeWhole(const std::filesystem::path &path, const std::string &text)
{
    QDir().mkpath(QString::fromStdString(path.parent_path().string()));
    QSaveFile out(QString::fromStdString(path.string()));
    if (!out.open(QIODevice::WriteOnly) || out.write(QByteArray::fromStdString(text)) < 0 ||
        !out.commit())
        return QCoreApplication::translate("EditorSupport", "%1: cannot be written: %2")
            .arg(QDir::toNativeSeparators(out.fileName()), out.errorString());
    return std::nullopt;
}
