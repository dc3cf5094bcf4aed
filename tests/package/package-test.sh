#!/usr/bin/env bash
# The Debian packages tested as a user installs them (issue 21): made by cpack in a build folder,
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
#   - appstreamcli validate and desktop-file-validate on the installed files, the icons
#   - man -l on the installed man pages shows every command of `umpire-cli help` and every option
#     of `umpire --help`; the installed bash completion offers every command
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

for tool in dpkg-deb appstreamcli desktop-file-validate man col xvfb-run xwininfo; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "package-test: $tool is missing (Debian packages: dpkg, appstream, desktop-file-utils," \
            "man-db, bsdextrautils, xvfb, x11-utils)" >&2
        exit 2
    fi
done

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

# The desktop app: its version without a display, and the French translation.
version=$(clean QT_QPA_PLATFORM=offscreen "$desktop" --version 2>/dev/null)
if [[ $version == "umpire "[0-9]* ]]; then
    pass "umpire --version: $version"
else
    fail "umpire --version from the scratch root printed \"$version\", not umpire VERSION"
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

# The bash completion, as bash loads it: every command, and the rule data's ids.
completion=$root/usr/share/bash-completion/completions/umpire-cli
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

echo "package test: $(($(date +%s) - started)) s"
if ((${#failures[@]})); then
    echo "package test: ${#failures[@]} check(s) failed:" >&2
    printf '  %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "package test: every check passed"
