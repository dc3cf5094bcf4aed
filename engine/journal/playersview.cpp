#include "playersview.h"

#include "explanation.h"

#include <algorithm>

namespace umpire {

void to_json(nlohmann::json &doc, const PlayersView &view)
{
    using nlohmann::json;
    doc = {{"system", view.system},
           {"game", view.game},
           {"journal", view.title},
           {"seq", view.seq},
           {"turn", view.turn},
           {"phase", view.phase},
           {"next", view.next},
           {"headline", nullptr},
           {"armies", json::array()},
           {"sections", json::array()},
           {"events", json::array()},
           {"outcome", view.outcome},
           {"unverified", view.unverified}};
    if (view.headline)
        doc["headline"] = {{"seq", view.headline->seq},
                           {"title", view.headline->title},
                           {"result", view.headline->result},
                           {"lines", view.headline->lines}};
    for (const PlayersView::Army &army : view.armies) {
        json figures = json::array();
        for (const PlayersView::Figure &f : army.figures)
            figures.push_back({{"label", f.label}, {"value", f.value}, {"alarm", f.alarm}});
        doc["armies"].push_back({{"side", army.side},
                                 {"name", army.name},
                                 {"figures", std::move(figures)},
                                 {"status", army.status}});
    }
    for (const PlayersView::Section &s : view.sections) {
        json rows = json::array();
        for (const std::vector<Message> &row : s.rows)
            rows.push_back(row);
        doc["sections"].push_back(
            {{"id", s.id}, {"title", s.title}, {"columns", s.columns}, {"rows", std::move(rows)}});
    }
    doc["board"] = nullptr;
    if (view.board) {
        const PlayersView::Board &b = *view.board;
        json hexes = json::array(), counters = json::array(), corners = json::array();
        for (const PlayersView::Board::Cell &c : b.hexes)
            hexes.push_back({{"id", c.id}, {"x", c.x}, {"y", c.y}});
        for (const PlayersView::Board::Counter &c : b.counters)
            counters.push_back({{"id", c.id},
                                {"side", c.side},
                                {"hex", c.hex},
                                {"strength", c.strength},
                                {"picture", !c.pictureFile.empty()}});
        for (const auto &corner : b.corners)
            corners.push_back({corner[0], corner[1]});
        doc["board"] = {{"picture", !b.pictureFile.empty()},
                        {"width", b.width},
                        {"height", b.height},
                        {"corners", corners},
                        {"hexes", hexes},
                        {"counters", counters}};
    }
    for (const PlayersView::Line &line : view.events)
        doc["events"].push_back(
            {{"seq", line.seq}, {"summary", line.summary}, {"counts", line.counts}});
}

void addUnverified(PlayersView &view, const nlohmann::json &uses)
{
    if (!uses.is_array())
        return;
    for (const nlohmann::json &use : uses) {
        Message m;
        if (use.is_object() && use.contains("message"))
            from_json(use["message"], m);
        else if (use.is_object() && use.contains("text") && use["text"].is_string())
            m = Message(use["text"].get<std::string>());
        if (m.empty())
            continue;
        const std::string text = m.text();
        if (std::none_of(view.unverified.begin(), view.unverified.end(),
                         [&](const Message &known) { return known.text() == text; }))
            view.unverified.push_back(std::move(m));
    }
}

bool isPlayersViewDataKey(const std::string &key)
{
    return key == "system" || key == "journal" || key == "seq" || key == "side" || key == "id" ||
           key == "alarm" || key == "counts" || key == "board";
}

} // namespace umpire
