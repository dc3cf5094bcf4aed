#pragma once

#include "message.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

// What the players' view shows of a game on a phone or on the table's TV: the last
// result in type readable across a room, the turn and the phase, each army against its levels,
// the game's own sheets and the last events. A game's module builds it for one viewer
// (GameModule::playersView) from what that viewer may see, so it holds nothing else; every text is
// a Message for the face to put in the reader's language. The same shape for every game system.
struct PlayersView
{
    // One figure of an army: "casualties" "12 of 20 (demoralization)"; `alarm` when it is past a
    // level the rules act on.
    struct Figure
    {
        Message label;
        Message value;
        bool alarm = false;
    };
    struct Army
    {
        std::string side; // the game's name for it ("French"), to tell the armies apart
        Message name;
        std::vector<Figure> figures;
        Message status; // "demoralized", "disintegrated"...; empty when nothing is wrong
    };
    // The last result: a combat's column, die and result, a battle's winner.
    struct Headline
    {
        std::uint64_t seq = 0;
        Message title;
        Message result;
        std::vector<Message> lines; // what it obliges, its dice and factors
    };
    // A sheet of the game's own: units and their hexes, locations, cohesion, objectives.
    struct Section
    {
        std::string id;
        Message title;
        std::vector<Message> columns;
        std::vector<std::vector<Message>> rows;
    };
    struct Line
    {
        std::uint64_t seq = 0;
        Message summary;
        bool counts = true; // false when an undo compensates it
    };

    // The map the game is played on, as the page draws it: its picture when it has one (served
    // beside the page, never named to it), its hexes, and the units on it this viewer may see. One
    // space for all: the picture's pixels, or the map's millimetres when it has no picture.
    struct Board
    {
        std::string pictureFile; // the picture's checked path, for the server alone
        std::string pictureType; // "png", "jpeg", "gif", "bmp"
        double width = 0, height = 0;
        std::array<std::array<double, 2>, 6> corners{}; // a hex's corners from its centre
        struct Cell
        {
            std::string id;
            double x = 0, y = 0;
        };
        std::vector<Cell> hexes;
        struct Counter
        {
            std::string id;
            std::string side;
            std::string hex;
            int strength = 0;
            std::string pictureFile; // its counter picture's checked path, for the server alone
        };
        std::vector<Counter> counters;
    };
    std::optional<Board> board;

    std::string system; // "nlb", "n1815"...
    Message game;       // the system's name
    std::string title;  // the journal's title
    std::uint64_t seq = 0;
    Message turn;  // "Turn 3 of 7 (4 PM), rain"
    Message phase; // "French Combat"
    Message next;  // what comes next
    std::optional<Headline> headline;
    std::vector<Army> armies;
    std::vector<Section> sections;
    std::vector<Line> events;        // the last ones, the newest last
    Message outcome;                 // who won, once decided
    std::vector<Message> unverified; // the stand-ins the game is played with
};

// {"system", "game", "journal" (the title), "seq", "turn", "phase", "next", "headline": {"seq",
// "title",
//  "result", "lines"} or null, "armies": [{"side", "name", "figures": [{"label", "value",
//  "alarm"}], "status"}], "sections": [{"id", "title", "columns", "rows"}], "events": [{"seq",
//  "summary", "counts"}], "outcome", "unverified", "board": {"picture" (whether one is served),
//  "width", "height", "corners", "hexes": [{"id", "x", "y"}], "counters": [{"id", "side", "hex",
//  "strength", "picture" (whether its counter's picture is served)}]} or null}: texts as Messages
//  (a string, or {"format", "args"}).
void to_json(nlohmann::json &doc, const PlayersView &view);

// Adds to `view`'s stand-ins those of `uses`, as a journaled outcome holds them ([{"item", "text",
// "source", "message"}]: the chart or values an answer was judged with), each once.
void addUnverified(PlayersView &view, const nlohmann::json &uses);

// The keys of that document whose strings are names or numbers for a page's own use, never texts
// to translate ("system", "journal", "side", "id", "seq"...).
bool isPlayersViewDataKey(const std::string &key);

} // namespace umpire
