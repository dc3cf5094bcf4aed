#pragma once

// A VASSAL module as a test writes it: its SequenceEncoder's lists, its pieces' definitions, its
// zip (libzip), as a module's author's VASSAL writes them.
#include <QtTest/QtTest>

#include <zip.h>

#include <string>
#include <sys/stat.h>
#include <vector>

namespace umpire::test {

// VASSAL's SequenceEncoder as the author's VASSAL writes a list: a delimiter inside a value gets
// a backslash before it, a value starting with a backslash or quoted is quoted.
inline std::string encode(const std::vector<std::string> &values, char delimiter)
{
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            out += delimiter;
        const std::string &v = values[i];
        std::string escaped;
        for (char c : v) {
            if (c == delimiter)
                escaped += '\\';
            escaped += c;
        }
        if (!v.empty() && (v.front() == '\\' || (v.front() == '\'' && v.back() == '\'')))
            escaped = "'" + escaped + "'";
        out += escaped;
    }
    return out;
}

struct Trait
{
    std::string type, state;
};

// A piece's definition, its traits outermost first: each trait's type, a tab, the inner piece's
// type (and the same for the states), then the add-piece command around them.
inline std::string definition(const std::vector<Trait> &traits)
{
    std::string type = traits.back().type, state = traits.back().state;
    for (std::size_t i = traits.size() - 1; i-- > 0;) {
        type = encode({traits[i].type, type}, '\t');
        state = encode({traits[i].state, state}, '\t');
    }
    return "+/" + encode({"null", type, state}, '/');
}

inline Trait basic(const std::string &image, const std::string &name)
{
    return {"piece;" + encode({"", "", image, name}, ';'), "null;0;0;1;0"};
}

struct Entry
{
    std::string name, bytes;
    bool link = false;
};

inline void writeZip(const std::string &path, const std::vector<Entry> &entries)
{
    int error = 0;
    zip_t *z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    QVERIFY(z);
    for (const Entry &e : entries) {
        zip_source_t *source = zip_source_buffer(z, e.bytes.data(), e.bytes.size(), 0);
        const zip_int64_t index = zip_file_add(z, e.name.c_str(), source, ZIP_FL_ENC_UTF_8);
        QVERIFY2(index >= 0, e.name.c_str());
        if (e.link)
            zip_file_set_external_attributes(z, zip_uint64_t(index), 0, ZIP_OPSYS_UNIX,
                                             zip_uint32_t(S_IFLNK | 0777) << 16);
    }
    QVERIFY(zip_close(z) == 0);
}

} // namespace umpire::test
