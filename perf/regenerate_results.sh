#!/usr/bin/env bash
# Regenerates perf/RESULTS.md from one run of every streamref-bench suite.
#
#   perf/regenerate_results.sh [--force]
#
# Refuses to run while the machine is busy (1-minute load average >= 1.0):
# on a shared machine the timings would be noise. --force runs anyway (and
# RESULTS.md then says what the load was). Needs IREE's tools in
# $IREE_BIN_DIR (default /work/venv-iree/bin) for the IREE peers, and about
# 1.1 GiB free in $TMPDIR for the io suite. Takes about half an hour.
set -euo pipefail
cd "$(dirname "$0")/.."
force=0
[[ "${1:-}" == "--force" ]] && force=1
load1=$(cut -d' ' -f1 /proc/loadavg)
if (( ! force )) && awk "BEGIN { exit !($load1 >= 1.0) }"; then
  echo "load average $load1 >= 1.0: the machine is busy; not measuring" >&2
  exit 1
fi
export IREE_BIN_DIR="${IREE_BIN_DIR:-/work/venv-iree/bin}"
# Quiet unless the build fails (a Release -O3 build can warn where the
# tests' RelWithDebInfo build does not; -Werror then stops it).
quiet() { local log; log="$("$@" 2>&1)" || { echo "$log" >&2; return 1; }; }
quiet cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DSR_WERROR=ON -DSR_BUILD_TESTS=OFF
quiet ninja -C build-bench streamref-bench streamref-run
before="$(cut -d' ' -f1-3 /proc/loadavg)"
out="$(mktemp)"
# Every suite the binary lists (bench_suites.h), in its order.
suites=$(build-bench/perf/streamref-bench --help |
  awk '/^suites:/ { on = 1; next } on && NF { print $1 }')
for suite in $suites; do
  echo "running $suite" >&2
  build-bench/perf/streamref-bench "$suite" --json --min_time=0.5 >>"$out"
done
after="$(cut -d' ' -f1-3 /proc/loadavg)"
# The exhaustive accuracy table is not a timing: it is carried over.
python3 perf/results_to_md.py "$out" --commit "$(git rev-parse --short HEAD)" \
  --load-before "$before" --load-after "$after" \
  --keep-accuracy-from perf/RESULTS.md >perf/RESULTS.md.new
mv perf/RESULTS.md.new perf/RESULTS.md
rm -f "$out"
echo "perf/RESULTS.md regenerated (load before: $before, after: $after)" >&2
