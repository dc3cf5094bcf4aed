#include "message.h"

namespace umpire {

std::string Message::text() const
{
    if (args.empty())
        return format;
    std::vector<std::string> texts;
    texts.reserve(args.size());
    for (const Message &a : args)
        texts.push_back(a.text());
    return formatMessage(format, texts);
}

Message msg(std::string format, std::vector<Message> args)
{
    return {std::move(format), std::move(args)};
}

std::string formatMessage(const std::string &format, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(format.size() + 16);
    for (std::size_t i = 0; i < format.size(); ++i) {
        const char c = format[i];
        if (c == '%' && i + 1 < format.size()) {
            const char next = format[i + 1];
            if (next == '%') {
                out += '%';
                ++i;
                continue;
            }
            if (next >= '1' && next <= '9' && std::size_t(next - '1') < args.size()) {
                out += args[std::size_t(next - '1')];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace umpire
