#include "editorsupport.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QKeySequence>
#include <QSaveFile>
#include <QShortcut>
#include <QTableWidget>
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
