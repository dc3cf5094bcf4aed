#include "sequencedecoder.h"

#include <cerrno>
#include <cstdlib>

namespace umpire::vassal {

SequenceDecoder::SequenceDecoder(std::string_view value, char delimiter)
    : m_value(std::string(value)), m_delimiter(delimiter)
{
}

std::string SequenceDecoder::next()
{
    if (!m_value)
        return {};
    const std::string &v = *m_value;
    const std::size_t stop = v.size();
    if (m_start == stop) {
        m_value.reset(); // the empty value after a last delimiter
        return {};
    }
    std::string token;
    std::size_t start = m_start, i = m_start;
    bool ended = true;
    for (; i < stop; ++i) {
        if (v[i] != m_delimiter)
            continue;
        if (i > 0 && v[i - 1] == '\\') {
            // An escaped delimiter: the value goes on, without the backslash.
            token.append(v, start, i - 1 - start);
            start = i;
            continue;
        }
        token.append(v, start, i - start);
        start = i + 1;
        ended = false;
        break;
    }
    if (ended) {
        token.append(v, start, stop - start);
        m_value.reset();
    } else {
        m_start = start;
    }
    if (token.size() > 1 && token.front() == '\'' && token.back() == '\'')
        token = token.substr(1, token.size() - 2);
    return token;
}

std::string SequenceDecoder::next(const std::string &fallback)
{
    return m_value ? next() : fallback;
}

int SequenceDecoder::nextInt(int fallback)
{
    if (!m_value)
        return fallback;
    const std::string token = next();
    char *end = nullptr;
    errno = 0;
    const long v = std::strtol(token.c_str(), &end, 10);
    if (token.empty() || *end != '\0' || errno == ERANGE || v < -2147483647L || v > 2147483647L)
        return fallback;
    return int(v);
}

double SequenceDecoder::nextDouble(double fallback)
{
    if (!m_value)
        return fallback;
    const std::string token = next();
    char *end = nullptr;
    const double v = std::strtod(token.c_str(), &end);
    if (token.empty() || *end != '\0')
        return fallback;
    return v;
}

bool SequenceDecoder::nextBool(bool fallback)
{
    return m_value ? next() == "true" : fallback;
}

std::vector<std::string> sequenceValues(std::string_view value, char delimiter)
{
    std::vector<std::string> out;
    if (value.empty())
        return out;
    SequenceDecoder d(value, delimiter);
    while (d.hasMore())
        out.push_back(d.next());
    return out;
}

} // namespace umpire::vassal
