#include "clioptions.h"

#include <cerrno>
#include <cstdlib>

namespace umpire::cli {

Result<long long> parseInteger(const std::string &text, const std::string &what)
{
    // A whole number is bounded, so that sums of many cannot overflow; a longer one is named as out
    // of range, not as something other than a number.
    constexpr long long limit = 1000000000LL;
    errno = 0;
    char *end = nullptr;
    const long long n = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0')
        return badInput(what + ": \"" + text + "\" is not a whole number");
    if (errno == ERANGE || n > limit || n < -limit)
        return badInput(what + ": " + text + " is out of range (a whole number of -" +
                        std::to_string(limit) + " to " + std::to_string(limit) + ")");
    return n;
}

Result<std::vector<long long>> parseIntegerList(const std::string &text, const std::string &option)
{
    std::vector<long long> numbers;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string item =
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        Result<long long> n = parseInteger(item, option);
        if (!n)
            return n.error();
        numbers.push_back(*n);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return numbers;
}

Result<CliOptions> CliOptions::parse(const std::vector<std::string> &args,
                                     const std::set<std::string> &valueOptions,
                                     const std::set<std::string> &flags)
{
    CliOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (arg.size() < 3 || arg.compare(0, 2, "--") != 0) {
            options.m_positional.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::optional<std::string> inlineValue;
        if (const std::size_t eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (flags.count(name)) {
            if (inlineValue)
                return badInput("--" + name + " takes no value");
            options.m_values[name].push_back("");
        } else if (valueOptions.count(name)) {
            if (!inlineValue && i + 1 >= args.size())
                return badInput("--" + name + " needs a value");
            options.m_values[name].push_back(inlineValue ? *inlineValue : args[++i]);
        } else {
            std::string known;
            for (const std::set<std::string> *set : {&valueOptions, &flags})
                for (const std::string &o : *set)
                    known += (known.empty() ? "--" : ", --") + o;
            return badInput("unknown option --" + name + " (this command takes " + known + ")");
        }
    }
    return options;
}

std::optional<std::string> CliOptions::value(const std::string &name) const
{
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> CliOptions::names() const
{
    std::vector<std::string> out;
    for (const auto &[name, values] : m_values)
        out.push_back(name);
    return out;
}

std::vector<std::string> CliOptions::values(const std::string &name) const
{
    auto it = m_values.find(name);
    return it == m_values.end() ? std::vector<std::string>{} : it->second;
}

Result<std::optional<long long>> CliOptions::integer(const std::string &name) const
{
    const std::optional<std::string> text = value(name);
    if (!text)
        return std::optional<long long>{};
    Result<long long> n = parseInteger(*text, "--" + name);
    if (!n)
        return n.error();
    return std::optional<long long>{*n};
}

} // namespace umpire::cli
