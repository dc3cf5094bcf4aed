#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, address and undefined-behaviour sanitizers) and runs each one
# for a bounded time on a writable copy of its seed corpus. Exits non-zero, naming the input file,
# when a target finds a crash, a hang, a leak or a broken promise.
#
#   fuzz/run.sh [--smoke] [--seconds N] [--build-dir DIR] [--target NAME]...
#
#   --smoke        a short run for `make test`: 10 s per target (unless --seconds says otherwise),
#                  all at once, each from its seed corpus; a new build folder is built with -O0
#   --seconds N    how long each target runs (default 300, as `make fuzz`)
#   --build-dir D  where the fuzz project is built and its corpora and findings are kept
#                  (default build/fuzz); the repository's fuzz/corpus is never written
#   --target NAME  run only this target (a fuzz/fuzz_NAME.cpp: fuzz_journal, fuzz_cli...); repeatable
#
# Environment: FUZZ_JOBS (build parallelism, default nproc), FUZZ_PARALLEL (targets run at once:
# all of them in a smoke run, else nproc), FUZZ_TIMEOUT (seconds one input may take before it
# counts as a hang, default 10), FUZZ_ARGS (more libFuzzer flags).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

smoke=0
seconds=""
build_dir=""
only=()

usage() { sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
die() { echo "fuzz/run.sh: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --smoke) smoke=1; shift ;;
        --seconds) [[ $# -ge 2 ]] || die "--seconds needs a number"; seconds=$2; shift 2 ;;
        --seconds=*) seconds=${1#*=}; shift ;;
        --build-dir) [[ $# -ge 2 ]] || die "--build-dir needs a folder"; build_dir=$2; shift 2 ;;
        --build-dir=*) build_dir=${1#*=}; shift ;;
        --target) [[ $# -ge 2 ]] || die "--target needs a name"; only+=("$2"); shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

if [[ -z "$seconds" ]]; then
    if [[ $smoke -eq 1 ]]; then seconds=10; else seconds=300; fi
fi
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || die "--seconds expects a whole number of seconds, got '$seconds'"
[[ -n "$build_dir" ]] || build_dir="$root/build/fuzz"
mkdir -p "$build_dir"
build_dir=$(cd "$build_dir" && pwd)
timeout=${FUZZ_TIMEOUT:-10}
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}

clangxx=$(command -v clang++ || true)
[[ -n "$clangxx" ]] || die "clang++ not found: the fuzz targets need clang and libclang-rt-14-dev (make deps installs them)"

# --- build ------------------------------------------------------------------------------------
started=$(date +%s)
cache="$build_dir/CMakeCache.txt"
if [[ -f "$cache" ]] && ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$here" "$cache"; then
    die "$build_dir holds another CMake project: give the fuzz build its own folder"
fi
if [[ ! -f "$build_dir/build.ninja" ]]; then
    echo "== configuring the fuzz targets in $build_dir (clang: $clangxx)"
    # A smoke run builds without optimization: half the build, which is most of its time; its
    # targets run slower, which a 10-second smoke run can afford. Long runs keep -O1.
    opt=()
    if [[ $smoke -eq 1 ]]; then opt=(-DUMPIRE_FUZZ_OPT=-O0); fi
    CC=clang CXX=clang++ cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER="$clangxx" "${opt[@]}" >"$build_dir/configure.log" 2>&1 ||
        { cat "$build_dir/configure.log" >&2; die "configuring the fuzz project failed (log: $build_dir/configure.log)"; }
fi
echo "== building the fuzz targets (-j$jobs)"
if ! cmake --build "$build_dir" -j "$jobs" >"$build_dir/build.log" 2>&1; then
    grep -E "error|FAILED" -A3 "$build_dir/build.log" | head -60 >&2 || true
    die "building the fuzz targets failed (log: $build_dir/build.log)"
fi
echo "   built in $(($(date +%s) - started)) s"

targets=()
for source in "$here"/fuzz_*.cpp; do
    name=$(basename "$source" .cpp)
    if [[ ${#only[@]} -gt 0 && ! " ${only[*]} " == *" $name "* ]]; then continue; fi
    targets+=("$name")
done
[[ ${#targets[@]} -gt 0 ]] || die "no fuzz target to run (asked for: ${only[*]:-all})"

# --- run --------------------------------------------------------------------------------------
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1:halt_on_error=1"
if symbolizer=$(command -v llvm-symbolizer); then export ASAN_SYMBOLIZER_PATH="$symbolizer"; fi

# Starts one target in the background (its process id in pids[target]).
launch() {
    local target=$1
    local binary="$build_dir/$target"
    # A long run's corpus grows from run to run; a smoke run starts from the seeds every time, so it
    # takes the same time however much fuzzing went before. The repository's copy is never written.
    local corpus="$build_dir/corpus/$target"
    if [[ $smoke -eq 1 ]]; then
        corpus="$build_dir/smoke-corpus/$target"
        rm -rf "$corpus"
    fi
    local artifacts="$build_dir/findings/$target"
    local log="$build_dir/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$build_dir/logs"
    # Seeds (and any regression inputs kept in fuzz/regressions/) are copied in, never linked.
    local seeds
    for seeds in "$here/corpus/$target" "$here/regressions/$target"; do
        if [[ -d "$seeds" ]]; then cp -n "$seeds"/* "$corpus"/ 2>/dev/null || true; fi
    done
    local args=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1
                -artifact_prefix="$artifacts/")
    if [[ -f "$here/dict/$target.dict" ]]; then args+=(-dict="$here/dict/$target.dict"); fi
    # A smoke run (make test) is repeatable: the same seed each time, so CI never turns red by luck;
    # long runs explore with a fresh seed each time. FUZZ_SEED sets it.
    if [[ -n "${FUZZ_SEED:-}" ]]; then args+=(-seed="$FUZZ_SEED"); elif [[ $smoke -eq 1 ]]; then args+=(-seed=1815); fi
    local extra
    # shellcheck disable=SC2206
    extra=(${FUZZ_ARGS:-})
    echo "== $target: ${seconds} s on $(find "$corpus" -type f | wc -l) inputs"
    (cd "$artifacts" && exec "$binary" "${args[@]}" ${extra[@]+"${extra[@]}"} "$corpus") >"$log" 2>&1 &
    pids[$target]=$!
}

# Prints a target's final status line and, when it found something, what and where.
report() {
    local target=$1
    local binary="$build_dir/$target"
    local log="$build_dir/logs/$target.log"
    local status=0
    wait "${pids[$target]}" || status=$?
    unset "pids[$target]"
    local stats runs
    stats=$(grep -E '^#[0-9]+' "$log" | tail -1 | tr -s ' \t' ' ' || true)
    runs=$(grep -E '^Done [0-9]+ runs' "$log" | tail -1 || true)
    echo "   $target: ${stats:-no status line} ${runs:+($runs)}"
    [[ "$status" != 0 ]] || return 0
    local found kind="" pattern
    found=$(grep -oE "(Test unit written to|Crash input written to) [^ ]+" "$log" | tail -1 | awk '{print $NF}' || true)
    for pattern in 'broken promise: .*' 'what\(\): .*' 'Assertion .* failed' 'runtime error: .*' \
                   'ERROR: (AddressSanitizer|LeakSanitizer): .*' \
                   'ERROR: libFuzzer: .*' 'SUMMARY: .*'; do
        kind=$(grep -oE "$pattern" "$log" | head -1 | sed -E 's/^what\(\): +//' || true)
        [[ -z "$kind" ]] || break
    done
    echo "!! $target FAILED (exit $status): ${kind:-see the log}" >&2
    echo "!!   input:     ${found:-none written (see the log)}" >&2
    echo "!!   reproduce: $binary ${found:-<input>}" >&2
    echo "!!   log:       $log" >&2
    # The report and the engine's frames of its stack, with the long template names shortened.
    sed -nE '/^(terminate called|==[0-9]+==|.*runtime error:|.*broken promise:|.*Assertion .* failed|.*(ERROR|SUMMARY): )/,$p' "$log" |
        grep -vE '^(#[0-9]+ |INFO:|MS:|stat::|Done [0-9]+ runs|NOTE:|  +Combine libFuzzer|\s*$)' |
        grep -vE '^ +#[0-9]+ 0x[0-9a-f]+ (in (fuzzer::|__sanitizer|__pthread|raise|abort|std::terminate|__cxa_|_start|main |__libc)| +\()' |
        sed -E -e 's/nlohmann::json_abi_v[0-9_]+::basic_json<[^()]*adl_serializer, std::vector<unsigned char, std::allocator<unsigned char> > >/json/g' \
               -e 's/std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >/std::string/g' \
               -e 's/nlohmann::json_abi_v[0-9_]+::/nlohmann::/g' -e 's/ \(BuildId: [0-9a-f]+\)//' |
        head -40 | cut -c1-300 | sed 's/^/   | /' >&2 || true
    failures+=("$target: ${kind:-exit $status}: ${found:-$log}")
}

# Targets run side by side, at most $parallel at once: the smoke run all together (it is bounded by
# wall time), a long run one per core.
if [[ $smoke -eq 1 ]]; then parallel=${FUZZ_PARALLEL:-${#targets[@]}}; else parallel=${FUZZ_PARALLEL:-$jobs}; fi
[[ "$parallel" =~ ^[0-9]+$ && "$parallel" -gt 0 ]] || die "FUZZ_PARALLEL expects a whole number, got '$parallel'"
# The targets' scratch files, in memory when it can be (every append is synced), all removed after
# the run, those of a crashed target too.
if [[ -d /dev/shm && -w /dev/shm ]]; then scratch="/dev/shm/umpire-fuzz-run-$$"; else scratch="$build_dir/scratch-$$"; fi
export UMPIRE_FUZZ_TMPDIR="$scratch"
declare -A pids=()
cleanup() {
    if [[ ${#pids[@]} -gt 0 ]]; then kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; fi
    rm -rf "$scratch"
}
trap cleanup EXIT
failures=()
for ((first = 0; first < ${#targets[@]}; first += parallel)); do
    batch=("${targets[@]:first:parallel}")
    for target in "${batch[@]}"; do launch "$target"; done
    for target in "${batch[@]}"; do report "$target"; done
done

echo "== fuzzing done in $(($(date +%s) - started)) s"
if [[ ${#failures[@]} -gt 0 ]]; then
    echo "fuzz/run.sh: ${#failures[@]} target(s) found a problem:" >&2
    printf '  %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "fuzz/run.sh: every target ran ${seconds} s without a finding"
