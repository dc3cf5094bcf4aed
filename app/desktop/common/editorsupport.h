#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

class QBoxLayout;
class QDialog;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;
class QUndoStack;
class QWidget;

// What the rule-data editors (the chart, a scenario, a map's terrain key, N1815's sheets) share.

// The editor's Save and Cancel, with its undo keys: Save closes it once `save` has written the
// file (a refusal keeps it open, the reason shown by `save`), Cancel calls its reject().
QDialogButtonBox *saveAndCancel(QDialog *editor, QUndoStack *undo, std::function<bool()> save);

// The row under an editor's tables: a status line saying what the last step did (saved where,
// how many rows pasted, why a value was refused), Save (Ctrl+S, the editor stays open) and Close
// (Escape too: the editor's reject(), which asks about unsaved changes); with the undo keys.
struct EditorFooter
{
    QLabel *status = nullptr;
    QPushButton *save = nullptr;
    QDialogButtonBox *buttons = nullptr;
};
EditorFooter addEditorFooter(QDialog *editor, QBoxLayout *layout, QUndoStack *undo,
                             std::function<void()> save);

// Whether an editor may drop its unsaved changes (closing, opening another file): when there are
// some and it is shown, it asks Save / Discard / Cancel naming `what`; Save is true only once
// `save` has written them.
bool mayDropChanges(QWidget *editor, bool unsaved, const QString &what,
                    const std::function<bool()> &save);

// A cell whose value is not the file's as loaded (or in a row added since): bold on light blue.
const QColor &changedBackground();
void markChanged(QTableWidgetItem *item, bool changed);

// The rows of a spreadsheet's copy: one per line, its cells split at tabs and trimmed; empty
// lines left out.
QList<QStringList> spreadsheetRows(const QString &text);

// Ctrl+Z undoes and Ctrl+Shift+Z redoes the editor's steps, whichever of its fields has the focus.
void addUndoShortcuts(QWidget *editor, QUndoStack *undo);

// Each column as wide as its title and values (a French title is longer), the last taking what is
// left: no title or value is cut.
void fitColumnsToTitles(QTableWidget *table);

// Writes `text` to `path` whole or not at all (QSaveFile), making its folder first; the reason,
// naming the file, when it cannot.
std::optional<QString> writeWhole(const std::filesystem::path &path, const std::string &text);
