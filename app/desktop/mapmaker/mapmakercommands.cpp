#include "mapmakercommands.h"

PaintCommand::PaintCommand(MapDraft *draft, std::map<std::string, std::string> painted,
                           DraftChanged changed, const QString &text, int stroke)
    : QUndoCommand(text), m_draft(draft), m_after(std::move(painted)),
      m_changed(std::move(changed)), m_stroke(stroke)
{
    for (const auto &[hex, terrain] : m_after) {
        const auto it = m_draft->terrain.find(hex);
        m_before[hex] = it == m_draft->terrain.end() ? std::string() : it->second;
    }
}

bool PaintCommand::mergeWith(const QUndoCommand *other)
{
    const auto *paint = dynamic_cast<const PaintCommand *>(other);
    if (!paint || paint->m_stroke != m_stroke)
        return false;
    for (const auto &[hex, terrain] : paint->m_after) {
        m_after[hex] = terrain;
        m_before.try_emplace(hex, paint->m_before.at(hex));
    }
    return true;
}

void PaintCommand::redo()
{
    for (const auto &[hex, terrain] : m_after)
        m_draft->terrain[hex] = terrain;
    m_changed();
}

void PaintCommand::undo()
{
    for (const auto &[hex, terrain] : m_before)
        if (terrain.empty())
            m_draft->terrain.erase(hex);
        else
            m_draft->terrain[hex] = terrain;
    m_changed();
}

HexsideCommand::HexsideCommand(MapDraft *draft, std::pair<std::string, std::string> side,
                               std::string feature, DraftChanged changed)
    : QUndoCommand(QCoreApplication::translate("MapMaker", "Hexside %1 between %2 and %3")
                       .arg(QString::fromStdString(feature), QString::fromStdString(side.first),
                            QString::fromStdString(side.second))),
      m_draft(draft), m_side(std::move(side)), m_feature(std::move(feature)),
      m_changed(std::move(changed))
{
}

void HexsideCommand::toggle()
{
    std::set<std::string> &features = m_draft->hexsides[m_side];
    if (!features.erase(m_feature))
        features.insert(m_feature);
    if (features.empty())
        m_draft->hexsides.erase(m_side);
    m_changed();
}

void HexsideCommand::redo()
{
    toggle();
}

void HexsideCommand::undo()
{
    toggle();
}

PathCommand::PathCommand(MapDraft *draft, MapDraft::Path path, DraftChanged changed)
    : QUndoCommand(QCoreApplication::translate("MapMaker", "Draw a %1 through %n hexes", nullptr,
                                               int(path.hexes.size()))
                       .arg(QString::fromStdString(path.feature))),
      m_draft(draft), m_path(std::move(path)), m_changed(std::move(changed))
{
}

void PathCommand::redo()
{
    m_draft->paths.push_back(m_path);
    m_changed();
}

void PathCommand::undo()
{
    m_draft->paths.pop_back();
    m_changed();
}

LabelCommand::LabelCommand(MapDraft *draft, Kind kind, std::string hex,
                           std::optional<std::string> label, DraftChanged changed)
    : m_draft(draft), m_kind(kind), m_hex(std::move(hex)), m_after(std::move(label)),
      m_changed(std::move(changed))
{
    const auto it = list().find(m_hex);
    if (it != list().end())
        m_before = it->second;
    const QString h = QString::fromStdString(m_hex);
    setText(kind == Kind::Name    ? QCoreApplication::translate("MapMaker", "Name hex %1").arg(h)
            : kind == Kind::Entry ? QCoreApplication::translate("MapMaker", "Entry at %1").arg(h)
                                  : QCoreApplication::translate("MapMaker", "Exit at %1").arg(h));
}

std::map<std::string, std::string> &LabelCommand::list()
{
    return m_kind == Kind::Name    ? m_draft->names
           : m_kind == Kind::Entry ? m_draft->entries
                                   : m_draft->exits;
}

void LabelCommand::set(const std::optional<std::string> &label)
{
    if (label)
        list()[m_hex] = *label;
    else
        list().erase(m_hex);
    m_changed();
}

void LabelCommand::redo()
{
    set(m_after);
}

void LabelCommand::undo()
{
    set(m_before);
}

GridCommand::GridCommand(MapDraft *draft, MapDraft::Grid before, MapDraft::Grid after,
                         DraftChanged changed, const QString &text)
    : QUndoCommand(text), m_draft(draft), m_before(std::move(before)), m_after(std::move(after)),
      m_changed(std::move(changed))
{
}

void GridCommand::redo()
{
    m_draft->setGrid(m_after);
    m_changed();
}

void GridCommand::undo()
{
    m_draft->setGrid(m_before);
    m_changed();
}
