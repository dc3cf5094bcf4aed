#!/usr/bin/env bash
# The Debian packages tested as a user installs them: made by cpack in a build folder,
# or given as .deb files, unpacked into a scratch root (dpkg-deb -x: no root, no chroot), and the
# programs run from there with a clean environment (HOME and the XDG folders in the scratch folder,
# no UMPIRE_* variable). Checks:
#   - the packages' dependencies: umpire's name Qt 6 and not OpenCV; umpire-camera's name OpenCV
#     and umpire; the camera's two files are in umpire-camera only
#   - umpire-cli rulesets and umpire --version run from the scratch root, and umpire-cli reads the
#     rule data of the scratch root (usr/share/umpire/rulesdata), not the source tree's or a build's
#   - umpire-cli vision finds umpire-cli-vision beside it, and no library of the programs is missing
#   - the French translation from the installed program: the New game dialog's title in French
#     (under Xvfb: the program prints no translated text; xvfb-run and xwininfo read the title)
#   - umpire --version and --help without a display; under Xvfb, a journal opened as a double
#     click does: every window has its icon, and nothing is printed (no warning)
#   - appstreamcli validate and desktop-file-validate on the installed files, the icons
#   - the journal's MIME type: xdg-mime (through shared-mime-info's database, made from the scratch
#     root as the package's trigger makes it) types a journal as application/x-umpire-journal by
#     its name and by its content, and names Umpire as the application that opens it
#   - man -l on the installed man pages shows every command of `umpire-cli help` and every option
#     of `umpire --help`; every program has its man page
#   - the bash completion, loaded by bash-completion's own loader, offers every command
#   - lintian: no error and no warning on either package (its infos are printed)
#   - both packages hold the DEP-5 copyright file (GPL-3+) and the Debian changelog, whose last
#     entry is the package's version
#   - no program holds the source folder or the build folder (the build maps them away, so that
#     two builds in two folders give the same programs; `make reproducible` compares two builds)
#   - every example of the installed cli.md runs as written on the installed system (the scratch
#     root standing for /usr, a scratch folder for /tmp) and gives its exit code
#
# Usage: tests/package/package-test.sh BUILD_DIR      runs cpack -G DEB in BUILD_DIR first
#        tests/package/package-test.sh UMPIRE.deb [UMPIRE-CAMERA.deb]
# Exits 0 when every check passes, 1 naming each check that failed, 2 on bad usage or a missing
# tool. KEEP_SCRATCH=1 keeps the scratch folder and prints where it is.
set -uo pipefail

usage() {
    echo "usage: $0 BUILD_DIR | UMPIRE.deb [UMPIRE-CAMERA.deb]" >&2
    exit 2
}
(($# >= 1)) || usage

for tool in dpkg-deb dpkg-parsechangelog appstreamcli desktop-file-validate update-desktop-database \
    man col xvfb-run xwininfo xprop lintian update-mime-database xdg-mime mimetype; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "package-test: $tool is missing (Debian packages: dpkg, dpkg-dev, appstream," \
            "desktop-file-utils, man-db, bsdextrautils, xvfb, x11-utils, lintian, shared-mime-info," \
            "xdg-utils, libfile-mimeinfo-perl)" >&2
        exit 2
    fi
done
bash_completion=/usr/share/bash-completion/bash_completion
[[ -f $bash_completion ]] || {
    echo "package-test: $bash_completion is missing (Debian package: bash-completion)" >&2
    exit 2
}
source_dir=$(cd "$(dirname "$0")/../.." && pwd)

started=$(date +%s)
failures=()
fail() {
    failures+=("$1")
    echo "FAIL: $1" >&2
}
pass() {
    echo "ok    $1"
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/umpire-package-test.XXXXXX")
if [[ ${KEEP_SCRATCH:-} == 1 ]]; then
    echo "scratch folder kept: $scratch"
else
    trap 'rm -rf "$scratch"' EXIT
fi

# The packages: made by cpack, or given.
debs=()
build=""
if [[ -d $1 ]]; then
    (($# == 1)) || usage
    build=$(cd "$1" && pwd)
    [[ -f $build/CPackConfig.cmake ]] || {
        echo "package-test: $build is not a configured build folder (no CPackConfig.cmake)" >&2
        exit 2
    }
    echo "cpack -G DEB in $build"
    cpack_started=$(date +%s)
    if ! (cd "$build" && cpack -G DEB) >"$scratch/cpack.log" 2>&1; then
        cat "$scratch/cpack.log" >&2
        echo "FAIL: cpack could not make the packages (its output is above)" >&2
        exit 1
    fi
    echo "cpack took $(($(date +%s) - cpack_started)) s"
    while IFS= read -r deb; do debs+=("$deb"); done < <(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' "$scratch/cpack.log")
else
    for deb in "$@"; do
        [[ -f $deb && $deb == *.deb ]] || usage
        debs+=("$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")")
    done
fi

main_deb="" camera_deb=""
for deb in "${debs[@]}"; do
    case $(dpkg-deb -f "$deb" Package) in
        umpire) main_deb=$deb ;;
        umpire-camera) camera_deb=$deb ;;
    esac
done
[[ -n $main_deb ]] || {
    echo "FAIL: no package named umpire among: ${debs[*]:-none}" >&2
    exit 1
}
echo "packages: ${debs[*]}"

# Their dependencies, and which holds the camera.
main_depends=$(dpkg-deb -f "$main_deb" Depends)
echo "umpire Depends: $main_depends"
if [[ $main_depends == *libqt6* ]]; then
    pass "umpire depends on Qt 6"
else
    fail "umpire's Depends names no Qt 6 library (libqt6...): shlibdeps did not run? Depends: $main_depends"
fi
if [[ $main_depends != *opencv* ]]; then
    pass "umpire does not depend on OpenCV"
else
    fail "umpire's Depends names OpenCV: the camera is in the main package? Depends: $main_depends"
fi
main_files=$(dpkg-deb -c "$main_deb")
for file in umpire-cli-vision libumpire-camera.so; do
    [[ $main_files != *"/$file"* ]] || fail "umpire holds $file, which belongs in umpire-camera"
done
if [[ -n $camera_deb ]]; then
    camera_depends=$(dpkg-deb -f "$camera_deb" Depends)
    echo "umpire-camera Depends: $camera_depends"
    if [[ $camera_depends == *libopencv* ]]; then
        pass "umpire-camera depends on OpenCV"
    else
        fail "umpire-camera's Depends names no OpenCV library: $camera_depends"
    fi
    if [[ $camera_depends =~ (^|,\ *)umpire\ \(= ]]; then
        pass "umpire-camera depends on umpire"
    else
        fail "umpire-camera's Depends does not name umpire (= VERSION): $camera_depends"
    fi
    camera_files=$(dpkg-deb -c "$camera_deb")
    for file in usr/bin/umpire-cli-vision usr/lib/umpire/libumpire-camera.so; do
        [[ $camera_files == *"./$file"* ]] || fail "umpire-camera does not hold /$file"
    done
else
    fail "no package named umpire-camera (the camera's own package)"
fi

# Unpacked as a user installs them.
root=$scratch/root
for deb in "${debs[@]}"; do
    dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x $deb"
done
mkdir -p "$scratch/home" "$scratch/config" "$scratch/data" "$scratch/cache" "$scratch/runtime" "$scratch/work"
chmod 700 "$scratch/runtime"
# A clean environment: no UMPIRE_* variable, the user's folders in the scratch folder.
clean() {
    (cd "$scratch/work" && env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME="$scratch/home" \
        XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" \
        XDG_CACHE_HOME="$scratch/cache" XDG_RUNTIME_DIR="$scratch/runtime" "$@")
}
cli=$root/usr/bin/umpire-cli
desktop=$root/usr/bin/umpire

# The command line, and the rule data it finds.
if clean "$cli" rulesets >"$scratch/rulesets.txt" 2>&1; then
    pass "umpire-cli rulesets"
else
    fail "umpire-cli rulesets exits $? from the scratch root: $(head -5 "$scratch/rulesets.txt")"
fi
rulesdata=$root/usr/share/umpire/rulesdata
clean "$cli" rulesets --json >"$scratch/rulesets.json" 2>"$scratch/rulesets.err"
files=$(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$scratch/rulesets.json")
if [[ -z $files ]]; then
    fail "umpire-cli rulesets --json names no rule-data file: $(head -5 "$scratch/rulesets.err")"
elif other=$(grep -v -F "$rulesdata/" <<<"$files"); then
    fail "umpire-cli reads rule data from outside the scratch root ($rulesdata): $other"
else
    pass "umpire-cli reads the rule data of the scratch root ($(wc -l <<<"$files") systems in usr/share/umpire/rulesdata)"
fi
for id in nlb naw bmw n1815 la-grande-armee los-gringos rebel-yell kepis-rouge; do
    grep -q "\"id\": \"$id\"" "$scratch/rulesets.json" || fail "umpire-cli rulesets --json lists no $id"
done
if clean "$cli" journal new game.jsonl --scenario nlb-demo >"$scratch/new.txt" 2>&1 &&
    clean "$cli" journal verify game.jsonl >>"$scratch/new.txt" 2>&1; then
    pass "umpire-cli journal new --scenario nlb-demo, then verify"
else
    fail "umpire-cli journal new --scenario nlb-demo or verify: $(tail -3 "$scratch/new.txt")"
fi
clean "$cli" vision >"$scratch/vision.txt" 2>&1
if grep -q "usage: umpire-cli vision" "$scratch/vision.txt"; then
    pass "umpire-cli vision runs umpire-cli-vision from the scratch root"
else
    fail "umpire-cli vision does not run umpire-cli-vision: $(head -3 "$scratch/vision.txt")"
fi
for program in "$cli" "$desktop" "$root/usr/bin/umpire-cli-vision" "$root/usr/lib/umpire/libumpire-camera.so"; do
    [[ -e $program ]] || {
        fail "${program#"$root"} is not installed"
        continue
    }
    missing=$(ldd "$program" 2>&1 | grep "not found")
    [[ -z $missing ]] || fail "${program#"$root"} links libraries that are not found: $missing"
done

# The desktop app: its version and help without a display (clean sets no DISPLAY), and the
# French translation.
version=$(clean "$desktop" --version 2>"$scratch/version.err")
status=$?
if [[ $status == 0 && $version == "umpire "[0-9]* && ! -s $scratch/version.err ]]; then
    pass "umpire --version without a display: $version"
else
    fail "umpire --version without a display exits $status, prints \"$version\", not umpire VERSION: $(head -3 "$scratch/version.err")"
fi
clean "$desktop" --help >"$scratch/help.txt" 2>"$scratch/help.err"
status=$?
if [[ $status == 0 ]] && grep -q -- "--ruleset" "$scratch/help.txt" && [[ ! -s $scratch/help.err ]]; then
    pass "umpire --help without a display"
else
    fail "umpire --help without a display exits $status: $(head -3 "$scratch/help.err")"
fi
# The New game dialog's title, "Nouvelle partie — Umpire" in French ("New game — Umpire" in
# English), read from the X server. The program is ended once it has shown it (or after 20 s).
cat >"$scratch/title.sh" <<'EOF'
"$@" & pid=$!
for _ in $(seq 100); do
    titles=$(xwininfo -root -tree 2>/dev/null)
    if grep -q '"Nouvelle partie' <<<"$titles"; then found=1; break; fi
    sleep 0.2
done
kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
[ -n "${found:-}" ] || { echo "$titles" | grep -o '"[^"]*"' | sort -u | head -20 | tr '\n' ' '; exit 1; }
EOF
if clean xvfb-run -a -s "-screen 0 1280x800x24" bash "$scratch/title.sh" "$desktop" --lang fr --ruleset nlb \
    >"$scratch/title.txt" 2>&1; then
    pass "umpire --lang fr: the New game dialog is titled \"Nouvelle partie\" (the embedded French translation)"
else
    fail "umpire --lang fr showed no window titled \"Nouvelle partie\" (the French translation); windows: $(head -c 600 "$scratch/title.txt")"
fi

# A journal opened as a double click does (umpire FILE): once the window is up, every window of
# the program has its icon (_NET_WM_ICON, which Qt sets from the window icon), and the program has
# printed nothing on either output.
journal=$scratch/work/game.jsonl
cat >"$scratch/start.sh" <<'EOF'
"$@" >"$OUTPUT" 2>&1 & pid=$!
umpire_windows() {
    xwininfo -root -tree 2>/dev/null | grep '("umpire" "umpire")' | grep -v ' 1x1+' | awk '{ print $1 }'
}
for _ in $(seq 100); do
    [ -n "$(umpire_windows)" ] && break
    sleep 0.2
done
sleep 1 # the window's first second, when a warning would come
windows=$(umpire_windows)
for window in $windows; do
    xprop -id "$window" _NET_WM_ICON | grep -q '^_NET_WM_ICON(CARDINAL) = ' ||
        missing="$missing $(xprop -id "$window" WM_NAME)"
done
kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
[ -n "$windows" ] || { echo "no window"; exit 1; }
[ -z "${missing:-}" ] || { echo "windows without an icon:$missing"; exit 1; }
EOF
if clean OUTPUT="$scratch/start.out" xvfb-run -a -s "-screen 0 1280x800x24" bash "$scratch/start.sh" "$desktop" "$journal" \
    >"$scratch/start.txt" 2>&1; then
    pass "umpire FILE under Xvfb: every window has its icon"
else
    fail "umpire FILE under Xvfb: $(head -c 600 "$scratch/start.txt")"
fi
if [[ -f $scratch/start.out && ! -s $scratch/start.out ]]; then
    pass "umpire FILE prints nothing on start (no warning)"
else
    fail "umpire FILE prints on start: $(head -c 800 "$scratch/start.out" 2>/dev/null)"
fi

# The desktop's files.
metainfo=$root/usr/share/metainfo/io.github.umpire.Umpire.metainfo.xml
if [[ -f $metainfo ]] && appstreamcli validate --no-net "$metainfo" >"$scratch/appstream.txt" 2>&1; then
    pass "appstreamcli validate --no-net ${metainfo#"$root"}"
else
    fail "appstreamcli validate ${metainfo#"$root"}: $(cat "$scratch/appstream.txt" 2>/dev/null)"
fi
entry=$root/usr/share/applications/umpire.desktop
if [[ -f $entry ]] && desktop-file-validate "$entry" >"$scratch/desktop.txt" 2>&1 && [[ ! -s $scratch/desktop.txt ]]; then
    pass "desktop-file-validate ${entry#"$root"}"
else
    fail "desktop-file-validate ${entry#"$root"}: $(cat "$scratch/desktop.txt" 2>/dev/null)"
fi
launchable=$(sed -n 's/.*<launchable type="desktop-id">\(.*\)<\/launchable>.*/\1/p' "$metainfo" 2>/dev/null)
[[ $launchable == umpire.desktop ]] || fail "the metainfo launches \"$launchable\", not the installed umpire.desktop"
for icon in scalable/apps/umpire.svg 16x16/apps/umpire.png 24x24/apps/umpire.png 32x32/apps/umpire.png \
    48x48/apps/umpire.png 64x64/apps/umpire.png 128x128/apps/umpire.png 256x256/apps/umpire.png; do
    [[ -s $root/usr/share/icons/hicolor/$icon ]] || fail "the icon /usr/share/icons/hicolor/$icon is not installed"
done

# The journal's MIME type, as a file manager sees it once the package's triggers have run: the MIME
# database and the menu's cache made in the scratch root, found through XDG_DATA_DIRS. xdg-mime asks
# shared-mime-info through mimetype (libfile-mimeinfo-perl), as on a desktop other than GNOME's or
# KDE's.
journal_type=application/x-umpire-journal
if [[ -f $root/usr/share/mime/packages/umpire.xml ]] &&
    update-mime-database "$root/usr/share/mime" >"$scratch/mime.txt" 2>&1 &&
    update-desktop-database "$root/usr/share/applications" >>"$scratch/mime.txt" 2>&1; then
    cp "$journal" "$scratch/work/journal-without-extension"
    mime() { clean XDG_DATA_DIRS="$root/usr/share:/usr/share" xdg-mime query "$@" 2>&1; }
    by_name=$(mime filetype "$journal")
    by_content=$(mime filetype "$scratch/work/journal-without-extension")
    if [[ $by_name == "$journal_type" && $by_content == "$journal_type" ]]; then
        pass "xdg-mime query filetype: a journal is $journal_type, by its name and by its content"
    else
        fail "xdg-mime query filetype: game.jsonl is \"$by_name\", a journal without extension \"$by_content\", not $journal_type"
    fi
    application=$(mime default "$journal_type")
    if [[ $application == umpire.desktop ]]; then
        pass "xdg-mime query default $journal_type: umpire.desktop"
    else
        fail "xdg-mime query default $journal_type: \"$application\", not umpire.desktop"
    fi
else
    fail "the MIME type of journals (/usr/share/mime/packages/umpire.xml): $(head -5 "$scratch/mime.txt" 2>/dev/null)"
fi

# The man pages: every command of umpire-cli help, every option of umpire --help.
manpage() { MANWIDTH=200 man -l "$1" 2>/dev/null | col -b; }
commands=$(clean "$cli" help | sed -n 's/^  \([a-z][a-z0-9-]*\)  .*/\1/p')
[[ -n $commands ]] || fail "umpire-cli help lists no command"
cli_man=$root/usr/share/man/man1/umpire-cli.1.gz
if [[ -f $cli_man ]]; then
    text=$(manpage "$cli_man")
    absent=()
    for command in $commands; do
        grep -q -w -- "$command" <<<"$text" || absent+=("$command")
    done
    if ((${#absent[@]})); then
        fail "man umpire-cli lacks the commands: ${absent[*]}"
    else
        pass "man -l umpire-cli.1.gz shows every command of umpire-cli help ($(wc -w <<<"$commands"))"
    fi
else
    fail "the man page /usr/share/man/man1/umpire-cli.1.gz is not installed"
fi
desktop_man=$root/usr/share/man/man1/umpire.1.gz
if [[ -f $desktop_man ]]; then
    text=$(manpage "$desktop_man")
    options=$(clean QT_QPA_PLATFORM=offscreen "$desktop" --help 2>/dev/null | grep -o -- '--[a-z][a-z-]*' | sort -u)
    absent=()
    for option in $options; do
        grep -q -- "$option" <<<"$text" || absent+=("$option")
    done
    if [[ -z $options ]]; then
        fail "umpire --help lists no option"
    elif ((${#absent[@]})); then
        fail "man umpire lacks the options: ${absent[*]}"
    else
        pass "man -l umpire.1.gz shows every option of umpire --help"
    fi
else
    fail "the man page /usr/share/man/man1/umpire.1.gz is not installed"
fi

for program in "$root"/usr/bin/*; do
    name=${program##*/}
    [[ -f $root/usr/share/man/man1/$name.1.gz ]] || fail "$name has no man page (/usr/share/man/man1/$name.1.gz)"
done

# The bash completion as bash-completion's loader finds it, the first time umpire-cli is completed
# (in bash-completion/completions of the data folders, the scratch root's first here); then every
# command and the rule data's ids.
completion=$root/usr/share/bash-completion/completions/umpire-cli
# shellcheck disable=SC2016 # expanded by the inner bash
loaded=$(clean XDG_DATA_DIRS="$root/usr/share:/usr/share" bash -c 'source "$1"; __load_completion umpire-cli && complete -p umpire-cli' \
    load "$bash_completion" 2>&1)
if [[ $loaded == "complete -F _umpire_cli umpire-cli" ]]; then
    pass "bash-completion's loader loads the completion of umpire-cli"
else
    fail "bash-completion's loader does not load the completion of umpire-cli: $loaded"
fi
if [[ -f $completion ]]; then
    complete_words() {
        # shellcheck disable=SC2016 # expanded by the inner bash
        clean bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _umpire_cli
                       printf "%s\n" "${COMPREPLY[@]}"' complete "$completion" "$@"
    }
    offered=$(complete_words "$cli" "")
    absent=()
    for command in $commands; do
        grep -q -x -- "$command" <<<"$offered" || absent+=("$command")
    done
    if ((${#absent[@]} == 0)); then
        pass "the bash completion offers every command"
    else
        fail "the bash completion does not offer: ${absent[*]}"
    fi
    offered=$(complete_words "$cli" combat --ruleset "" | tr '\n' ' ')
    if [[ $offered == "bmw naw nlb " ]]; then
        pass "the bash completion offers the chart games' ids: $offered"
    else
        fail "the bash completion offers \"$offered\" for combat --ruleset, not bmw naw nlb"
    fi
else
    fail "the bash completion /usr/share/bash-completion/completions/umpire-cli is not installed"
fi

# lintian, as a Debian packager runs it: no error, no warning. Its infos are printed.
lintian_debs=("$main_deb")
[[ -n $camera_deb ]] && lintian_debs+=("$camera_deb")
lintian --info --display-info "${lintian_debs[@]}" >"$scratch/lintian.txt" 2>&1
lintian_status=$?
if grep -q '^[EW]: ' "$scratch/lintian.txt"; then
    fail "lintian: $(grep '^[EW]: ' "$scratch/lintian.txt" | tr '\n' ';')"
elif ((lintian_status != 0)); then
    fail "lintian exits $lintian_status: $(head -5 "$scratch/lintian.txt")"
else
    pass "lintian: no error, no warning"
    grep '^I: ' "$scratch/lintian.txt" | sed 's/^/      lintian /'
fi

# The licence and the changelog, in both packages.
for deb in "${lintian_debs[@]}"; do
    package=$(dpkg-deb -f "$deb" Package)
    doc=$scratch/doc-$package
    dpkg-deb -x "$deb" "$doc"
    copyright=$doc/usr/share/doc/$package/copyright
    if [[ -f $copyright ]] && grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' "$copyright" &&
        grep -q '^License: GPL-3+$' "$copyright"; then
        pass "$package: /usr/share/doc/$package/copyright (DEP-5, GPL-3+)"
    else
        fail "$package: no DEP-5 copyright file with License: GPL-3+ in /usr/share/doc/$package"
    fi
    logged=$(zcat "$doc/usr/share/doc/$package/changelog.gz" 2>/dev/null | dpkg-parsechangelog -l - -S Version 2>/dev/null)
    if [[ -n $logged && $logged == "$(dpkg-deb -f "$deb" Version)" ]]; then
        pass "$package: /usr/share/doc/$package/changelog.gz, its last entry $logged"
    else
        fail "$package: the changelog's last entry (\"$logged\") is not the package's version $(dpkg-deb -f "$deb" Version)"
    fi
done

# No packaged program holds the folders it was built in, and neither do the build's own programs,
# debug information included: the packaged ones are stripped of it, but their build id was made
# from it.
folders=("$source_dir")
[[ -n $build ]] && folders+=("$build")
programs=("$root"/usr/bin/* "$root"/usr/lib/umpire/*.so)
if [[ -n $build ]]; then
    for program in "${programs[@]}"; do
        name=${program##*/}
        [[ -f $build/bin/$name ]] && programs+=("$build/bin/$name")
        [[ -f $build/lib/umpire/$name ]] && programs+=("$build/lib/umpire/$name")
    done
fi
holding=()
for program in "${programs[@]}"; do
    for folder in "${folders[@]}"; do
        grep -q -a -F -- "$folder" "$program" && holding+=("${program#"$root"} holds $folder")
    done
done
if ((${#holding[@]})); then
    fail "programs hold the folders of their build: ${holding[*]}"
else
    pass "no program holds the source or the build folder (${#programs[@]} programs)"
fi

# The installed cli.md's examples as written, on the installed system: /usr is the scratch root,
# /tmp a scratch folder. The benchmark is left out: its time is its point, and app_cli runs it.
cli_doc=$root/usr/share/doc/umpire/cli.md
if [[ -f $cli_doc ]]; then
    mkdir -p "$scratch/tmp" "$scratch/examples"
    examples=0
    broken=()
    while IFS= read -r line; do
        [[ -z ${line//[[:space:]]/} || $line == *"vision bench"* ]] && continue
        examples=$((examples + 1))
        expected=0
        [[ $line =~ \#[[:space:]]*exit[[:space:]]+([0-9]+)[[:space:]]*$ ]] && expected=${BASH_REMATCH[1]}
        command=${line//\/tmp\//$scratch/tmp/}
        command=${command//\/usr\//$root/usr/}
        (cd "$scratch/examples" && env -i PATH="$root/usr/bin:/usr/bin:/bin" LANG=C.UTF-8 HOME="$scratch/home" \
            XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_CACHE_HOME="$scratch/cache" \
            XDG_RUNTIME_DIR="$scratch/runtime" sh -c "$command") >"$scratch/example.out" 2>&1
        status=$?
        ((status == expected)) ||
            broken+=("exit $status, not $expected: $line ($(head -c 200 "$scratch/example.out" | tr '\n' ' '))")
    done < <(awk '/^```sh$/ { inside = 1; next } /^```/ { inside = 0 } inside' "$cli_doc")
    if ((examples < 40)); then
        fail "the installed cli.md holds $examples examples in sh blocks"
    elif ((${#broken[@]})); then
        fail "examples of the installed cli.md: ${broken[*]:0:5}"
    else
        pass "every example of the installed cli.md runs as written on the installed system ($examples)"
    fi
else
    fail "the command line's reference /usr/share/doc/umpire/cli.md is not installed"
fi

echo "package test: $(($(date +%s) - started)) s"
if ((${#failures[@]})); then
    echo "package test: ${#failures[@]} check(s) failed:" >&2
    printf '  %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "package test: every check passed"
