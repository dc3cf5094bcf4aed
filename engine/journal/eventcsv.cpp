#include "eventcsv.h"

#include <string_view>

namespace umpire {

std::string csvField(const std::string &raw)
{
    const bool formulaLike =
        !raw.empty() && std::string_view("=+-@\t\r").find(raw.front()) != std::string_view::npos;
    const std::string text = formulaLike ? "'" + raw : raw;
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string describedEventsCsv(const nlohmann::json &events)
{
    std::string out = "seq,time,kind,counts,summary,data\r\n";
    for (const nlohmann::json &e : events)
        out += std::to_string(e.value("seq", std::uint64_t{0})) + "," +
               csvField(e.value("time", std::string())) + "," +
               csvField(e.value("kind", std::string())) + "," +
               (e.value("counts", true) ? "yes" : "no") + "," +
               csvField(e.value("summary", std::string())) + "," +
               csvField(e.value("data", nlohmann::json::object())
                            .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)) +
               "\r\n";
    return out;
}

} // namespace umpire
