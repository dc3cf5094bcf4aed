#include "safefile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

namespace umpire {

std::string systemReason()
{
    return std::strerror(errno);
}

void syncFolderOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "."
                            : slash == 0               ? "/"
                                                       : path.substr(0, slash);
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

Message notAReadableFile(const std::string &path)
{
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0)
        return errno == ENOENT ? msg("does not exist")
                               : msg("cannot be read: %1", {systemReason()});
    if (S_ISDIR(st.st_mode))
        return msg("is a folder, not a file");
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode))
        return msg("is a device, not a file");
    if (::access(path.c_str(), R_OK) != 0)
        return msg("cannot be read: %1", {systemReason()});
    return {};
}

Result<std::string> readWholeFile(const std::string &path, const std::string &what,
                                  std::size_t limit)
{
    const bool standardInput = path == "-";
    const Message name = standardInput ? msg("standard input") : Message(path);
    if (!standardInput)
        if (const Message problem = notAReadableFile(path); !problem.empty())
            return badInput(msg("%1: cannot read the %2: it %3", {name, what, problem}));
    std::ifstream file;
    if (!standardInput) {
        file.open(path, std::ios::binary);
        if (!file)
            return badInput(msg("%1: cannot read the %2: %3", {name, what, systemReason()}));
    }
    std::istream &in = standardInput ? std::cin : file;
    std::string text;
    char block[65536];
    while (in) {
        in.read(block, sizeof block);
        const auto n = static_cast<std::size_t>(in.gcount());
        if (text.size() + n > limit)
            return badInput(msg("%1: cannot read the %2: it is longer than %3 MiB",
                                {name, what, std::to_string(limit >> 20)}));
        text.append(block, n);
    }
    if (in.bad())
        return badInput(msg("%1: cannot read the %2", {name, what}));
    return text;
}

namespace {

// Writes `bytes` into a new temporary file beside `path` and syncs it; its name in `temp`.
Result<Ok> writeTemporary(const std::string &path, std::string_view bytes, std::string &temp)
{
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
        return badInput(msg("%1: cannot write: it is a folder, not a file", {path}));
    temp = path + ".XXXXXX.tmp";
    std::string name = temp;
    const int fd = ::mkstemps(name.data(), 4);
    if (fd < 0)
        return badInput(msg("%1: cannot write: %2", {path, systemReason()}));
    temp = name;
    std::size_t done = 0;
    bool ok = true;
    while (ok && done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            ok = false;
        } else {
            done += static_cast<std::size_t>(n);
        }
    }
    // A file of another program's making keeps the usual permissions (mkstemp gives 0600).
    if (ok) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ok = ::fchmod(fd, 0666 & ~mask) == 0 && ::fsync(fd) == 0;
    }
    const int savedErrno = errno;
    ::close(fd);
    if (!ok) {
        ::unlink(temp.c_str());
        errno = savedErrno;
        return badInput(msg("%1: cannot write: %2", {path, systemReason()}));
    }
    return Ok{};
}

} // namespace

Result<Ok> writeFileAtomically(const std::string &path, std::string_view bytes)
{
    std::string temp;
    if (Result<Ok> ok = writeTemporary(path, bytes, temp); !ok)
        return ok;
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const Message error = msg("%1: cannot write: %2", {path, systemReason()});
        ::unlink(temp.c_str());
        return badInput(error);
    }
    syncFolderOf(path);
    return Ok{};
}

Result<Ok> createFileAtomically(const std::string &path, std::string_view bytes)
{
    if (::access(path.c_str(), F_OK) == 0)
        return badInput(msg("%1: already exists", {path}));
    std::string temp;
    if (Result<Ok> ok = writeTemporary(path, bytes, temp); !ok)
        return ok;
    // link() never replaces: a file that appeared meanwhile stays, and this one is refused. A file
    // system without hard links renames without replacing instead.
    bool linked = ::link(temp.c_str(), path.c_str()) == 0;
    if (!linked && (errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP))
        linked = ::renameat2(AT_FDCWD, temp.c_str(), AT_FDCWD, path.c_str(), RENAME_NOREPLACE) == 0;
    const int savedErrno = errno;
    ::unlink(temp.c_str());
    if (!linked) {
        errno = savedErrno;
        return badInput(errno == EEXIST ? msg("%1: already exists", {path})
                                        : msg("%1: cannot create: %2", {path, systemReason()}));
    }
    syncFolderOf(path);
    return Ok{};
}

} // namespace umpire
