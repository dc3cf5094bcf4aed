#pragma once

#include <QString>

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

class QDialog;
class QDialogButtonBox;
class QTableWidget;
class QUndoStack;
class QWidget;

// Issue 18: what the rule-data editors (the chart, a scenario, a map's terrain key, N1815's sheets)
// share.

// The editor's Save and Cancel, with its undo keys: Save closes it once `save` has written the
// file (a refusal keeps it open, the reason shown by `save`), Cancel calls its reject().
QDialogButtonBox *saveAndCancel(QDialog *editor, QUndoStack *undo, std::function<bool()> save);

// Ctrl+Z undoes and Ctrl+Shift+Z redoes the editor's steps, whichever of its fields has the focus.
void addUndoShortcuts(QWidget *editor, QUndoStack *undo);

// Each column as wide as its title and values (a French title is longer), the last taking what is
// left: no title or value is cut.
void fitColumnsToTitles(QTableWidget *table);

// Writes `text` to `path` whole or not at all (QSaveFile), making its folder first; the reason,
// naming the file, when it cannot.
std::optional<QString> writeWhole(const std::filesystem::path &path, const std::string &text);
