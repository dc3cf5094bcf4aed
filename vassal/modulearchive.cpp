#include "modulearchive.h"

#include <zip.h>

#include <sys/stat.h>

namespace umpire::vassal {

struct ModuleArchive::Zip
{
    zip_t *handle = nullptr;
    ~Zip()
    {
        if (handle)
            zip_discard(handle);
    }
};

ModuleArchive::ModuleArchive(ModuleArchive &&) noexcept = default;
ModuleArchive &ModuleArchive::operator=(ModuleArchive &&) noexcept = default;
ModuleArchive::~ModuleArchive() = default;

namespace {

// Why an entry's name would climb out of the module's folder, or "" when it stays inside.
std::string climbing(const std::string &name)
{
    if (name.empty())
        return "has no name";
    if (name.front() == '/')
        return "is an absolute path";
    if (name.find('\\') != std::string::npos)
        return "holds a backslash";
    if (name.size() > 1 && name[1] == ':')
        return "names a drive";
    for (const char c : name)
        if (static_cast<unsigned char>(c) < 0x20)
            return "holds a control character";
    std::size_t start = 0;
    while (start < name.size()) {
        const std::size_t end = std::min(name.find('/', start), name.size());
        if (name.compare(start, end - start, "..") == 0 && end - start == 2)
            return "climbs out of the module (\"..\")";
        start = end + 1;
    }
    return {};
}

} // namespace

Result<ModuleArchive> ModuleArchive::open(const std::string &path, ArchiveLimits limits)
{
    int error = 0;
    zip_t *handle = zip_open(path.c_str(), ZIP_RDONLY, &error);
    if (!handle) {
        zip_error_t e;
        zip_error_init_with_code(&e, error);
        const std::string reason = zip_error_strerror(&e);
        zip_error_fini(&e);
        if (error == ZIP_ER_NOZIP || error == ZIP_ER_INCONS)
            return badInput(msg("%1: is not a VASSAL module: not a zip file (%2)", {path, reason}));
        return badInput(msg("%1: cannot be read: %2", {path, reason}));
    }
    ModuleArchive a;
    a.m_zip = std::make_unique<Zip>();
    a.m_zip->handle = handle;
    a.m_path = path;
    const zip_int64_t count = zip_get_num_entries(handle, 0);
    if (count < 0 || std::uint64_t(count) > limits.entries)
        return badData(msg("%1: holds %2 files, more than a module may (%3)",
                           {path, std::to_string(count), std::to_string(limits.entries)}));
    std::uint64_t total = 0;
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(handle, zip_uint64_t(i), 0, &st) != 0 || !(st.valid & ZIP_STAT_NAME))
            return badData(msg("%1: entry %2 is damaged", {path, std::to_string(i)}));
        const std::string name = st.name;
        if (const std::string why = climbing(name); !why.empty())
            return badData(
                msg("%1: the entry \"%2\" %3: a module's files stay inside it", {path, name, why}));
        zip_uint8_t system = 0;
        zip_uint32_t attributes = 0;
        if (zip_file_get_external_attributes(handle, zip_uint64_t(i), 0, &system, &attributes) ==
                0 &&
            system == ZIP_OPSYS_UNIX && S_ISLNK((attributes >> 16) & 0xFFFF))
            return badData(
                msg("%1: the entry \"%2\" is a link: a module's files are files", {path, name}));
        const std::uint64_t size = (st.valid & ZIP_STAT_SIZE) ? st.size : 0;
        const std::uint64_t packed = (st.valid & ZIP_STAT_COMP_SIZE) ? st.comp_size : 0;
        if (size > limits.entryBytes)
            return badData(msg(
                "%1: the entry \"%2\" unpacks to %3 MB, more than a module's file "
                "may (%4 MB)",
                {path, name, std::to_string(size >> 20), std::to_string(limits.entryBytes >> 20)}));
        if (size > (std::uint64_t{1} << 20) &&
            size / std::max<std::uint64_t>(packed, 1) > limits.ratio)
            return badData(
                msg("%1: the entry \"%2\" unpacks to %3 times its packed size: refused "
                    "as a zip bomb",
                    {path, name, std::to_string(size / std::max<std::uint64_t>(packed, 1))}));
        total += size;
        if (total > limits.totalBytes)
            return badData(msg("%1: its files unpack to more than %2 MB in all: refused",
                               {path, std::to_string(limits.totalBytes >> 20)}));
        if (!name.empty() && name.back() == '/')
            continue; // a folder
        a.m_sizes[name] = size;
        a.m_index[name] = i;
    }
    return a;
}

std::uint64_t ModuleArchive::size(const std::string &name) const
{
    const auto it = m_sizes.find(name);
    return it == m_sizes.end() ? 0 : it->second;
}

Result<std::string> ModuleArchive::read(const std::string &name, const std::string &what,
                                        std::uint64_t limit) const
{
    const auto it = m_index.find(name);
    if (it == m_index.end())
        return badData(msg("%1: %2 \"%3\" is missing from the module", {m_path, what, name}));
    const std::uint64_t declared = m_sizes.at(name);
    if (declared > limit)
        return badData(
            msg("%1: %2 \"%3\" is %4 MB, more than Umpire reads (%5 MB)",
                {m_path, what, name, std::to_string(declared >> 20), std::to_string(limit >> 20)}));
    zip_file_t *file = zip_fopen_index(m_zip->handle, zip_uint64_t(it->second), 0);
    if (!file)
        return badData(msg("%1: %2 \"%3\" cannot be unpacked: %4",
                           {m_path, what, name, zip_strerror(m_zip->handle)}));
    std::string bytes;
    bytes.reserve(std::size_t(declared));
    char buffer[65536];
    bool tooLong = false;
    zip_int64_t n;
    while ((n = zip_fread(file, buffer, sizeof buffer)) > 0) {
        // Never more than the entry says it holds: a forged size is a damaged module.
        if (bytes.size() + std::uint64_t(n) > declared) {
            tooLong = true;
            break;
        }
        bytes.append(buffer, std::size_t(n));
    }
    const std::string reason = n < 0 ? zip_file_strerror(file) : "";
    zip_fclose(file);
    if (tooLong)
        return badData(msg("%1: %2 \"%3\" unpacks to more than its entry says: the module is "
                           "damaged",
                           {m_path, what, name}));
    if (n < 0 || bytes.size() != declared)
        return badData(
            msg("%1: %2 \"%3\" cannot be unpacked: %4",
                {m_path, what, name, reason.empty() ? std::string("cut short") : reason}));
    return bytes;
}

} // namespace umpire::vassal
