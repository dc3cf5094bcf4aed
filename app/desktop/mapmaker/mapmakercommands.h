#pragma once

#include "mapdraft.h"

#include <QUndoCommand>

#include <functional>
#include <map>
#include <string>

// The map maker's steps, each undone and redone on the draft (as Tiled keeps one command family in
// a file): `changed` tells the view after each.
using DraftChanged = std::function<void()>;

// Terrain painted on hexes (a brush stroke, a fill, the classifier's suggestions accepted).
class PaintCommand : public QUndoCommand
{
  public:
    // `stroke`: the brush stroke it belongs to; the hexes of one stroke are one step (0: alone).
    PaintCommand(MapDraft *draft, std::map<std::string, std::string> painted, DraftChanged changed,
                 const QString &text, int stroke = 0);
    void undo() override;
    void redo() override;
    int id() const override { return m_stroke ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override;

  private:
    MapDraft *m_draft;
    std::map<std::string, std::string> m_after, m_before; // "" before: not painted
    DraftChanged m_changed;
    int m_stroke = 0;
};

// A hexside feature put on or taken off a hexside (a river, a stream, a bridge, a crest).
class HexsideCommand : public QUndoCommand
{
  public:
    HexsideCommand(MapDraft *draft, std::pair<std::string, std::string> side, std::string feature,
                   DraftChanged changed);
    void undo() override;
    void redo() override;

  private:
    void toggle();
    MapDraft *m_draft;
    std::pair<std::string, std::string> m_side;
    std::string m_feature;
    DraftChanged m_changed;
};

// A road or trail drawn hex by hex.
class PathCommand : public QUndoCommand
{
  public:
    PathCommand(MapDraft *draft, MapDraft::Path path, DraftChanged changed);
    void undo() override;
    void redo() override;

  private:
    MapDraft *m_draft;
    MapDraft::Path m_path;
    DraftChanged m_changed;
};

// A hex's name, or its mark as an entry or an exit ("" takes it off).
class LabelCommand : public QUndoCommand
{
  public:
    enum class Kind { Name, Entry, Exit };
    LabelCommand(MapDraft *draft, Kind kind, std::string hex, std::optional<std::string> label,
                 DraftChanged changed);
    void undo() override;
    void redo() override;

  private:
    std::map<std::string, std::string> &list();
    void set(const std::optional<std::string> &label);
    MapDraft *m_draft;
    Kind m_kind;
    std::string m_hex;
    std::optional<std::string> m_after, m_before;
    DraftChanged m_changed;
};

// The grid placed again: fitted, clicked, numbered, scaled. Pushed only once the new grid places.
class GridCommand : public QUndoCommand
{
  public:
    GridCommand(MapDraft *draft, MapDraft::Grid before, MapDraft::Grid after, DraftChanged changed,
                const QString &text);
    void undo() override;
    void redo() override;

  private:
    MapDraft *m_draft;
    MapDraft::Grid m_before, m_after;
    DraftChanged m_changed;
};
