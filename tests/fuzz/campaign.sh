#!/bin/sh
# Runs one fuzz campaign and records what the README's campaign table needs.
#
#   tests/fuzz/campaign.sh BUILD_DIR TARGET SECONDS|cpu:SECONDS [WORK_DIR]
#
# BUILD_DIR is a -DSR_FUZZ=ON build (README.md). TARGET is one of parser,
# roundtrip, npy, irpa, safetensors, gguf, exec. The campaign runs at nice
# 19 (the machine is shared; CAMPAIGN_NICE sets another level, e.g. -5 to
# give a campaign a core of its own) for SECONDS of wall time, or, with
# `cpu:SECONDS`, until the fuzzer's processes have used SECONDS of CPU time
# (on a loaded machine wall time overstates what the fuzzer got; CAMPAIGN_
# WALL_LIMIT caps the wall time of a cpu: campaign, default a day), growing
# WORK_DIR/corpus/TARGET from WORK_DIR/seeds/TARGET (made by make_seeds.sh
# when missing); findings go to WORK_DIR/artifacts/TARGET/. WORK_DIR
# defaults to BUILD_DIR/fuzz-work.
#
# FUZZ_FLAGS in the environment adds libFuzzer flags (`-fork=1
# -ignore_crashes=1` keeps a campaign going past findings of a known class
# and collects them all as artifacts).
#
# Appends one line to WORK_DIR/campaigns.tsv:
#   target  wall_s  cpu_s  execs  exec_per_cpu_s  cov  ft  corpus  artifacts
# (cov and ft are libFuzzer's edge and feature coverage at the end).
set -eu

build=${1:?usage: campaign.sh BUILD_DIR TARGET SECONDS [WORK_DIR]}
target=${2:?target}
seconds=${3:?seconds}
cpu_limit=""
case "$seconds" in
  cpu:*) cpu_limit=${seconds#cpu:}; seconds=${CAMPAIGN_WALL_LIMIT:-86400} ;;
esac
work=${4:-$build/fuzz-work}
root=$(cd "$(dirname "$0")/../.." && pwd)
fuzzer="$build/tests/fuzz/sr_${target}_fuzz"
[ -x "$fuzzer" ] || { echo "campaign.sh: no $fuzzer" >&2; exit 2; }
mkdir -p "$work/corpus/$target" "$work/artifacts/$target"
[ -d "$work/seeds/$target" ] || sh "$root/tests/fuzz/make_seeds.sh" "$work/seeds" >/dev/null

dict=""
case "$target" in
  parser|roundtrip|exec) dict="-dict=$root/tests/fuzz/mlir.dict" ;;
esac
log="$work/$target.$(date +%Y%m%d-%H%M%S).log"
# -timeout: exec programs are bounded (exec_fuzz.c) but may be slow under
# sanitizers on a loaded machine. ASan's max_allocation_size_mb (set by the
# targets) stays below -malloc_limit_mb, so a hostile size is an error the
# target sees, not a libFuzzer out-of-memory report.
/usr/bin/time -f "cpu %U %S wall %e" -o "$log.time" \
  nice -n "${CAMPAIGN_NICE:-19}" "$fuzzer" $dict ${FUZZ_FLAGS:-} -max_total_time="$seconds" \
  -timeout=30 \
  -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/$target/" \
  "$work/corpus/$target" "$work/seeds/$target" >"$log" 2>&1 &
timer=$!

# The CPU seconds used so far by process |1| and its descendants, live or
# reaped (utime + stime + cutime + cstime of each, from /proc).
tree_cpu() {
  for f in /proc/[0-9]*/stat; do cat "$f" 2>/dev/null; echo; done |
    awk -v root="$1" -v hz="$(getconf CLK_TCK)" '
    /\) / {
      pid = $1; rest = substr($0, index($0, ") ") + 2); split(rest, f, " ")
      parent[pid] = f[2]; t[pid] = f[12] + f[13] + f[14] + f[15]
    }
    END {
      for (p in t) {
        for (q = p; q != "" && q != 0 && q != root; q = parent[q]) {}
        if (q == root) sum += t[p]
      }
      printf "%d", sum / hz
    }'
}

# The processes under |1|: the fuzzer and, in fork mode, its job's shell and
# fuzzer.
tree_pids() {
  for f in /proc/[0-9]*/stat; do cat "$f" 2>/dev/null; echo; done |
    awk -v root="$1" '
    /\) / {
      pid = $1; rest = substr($0, index($0, ") ") + 2); split(rest, f, " ")
      parent[pid] = f[2]
    }
    END {
      for (p in parent) {
        for (q = parent[p]; q != "" && q != 0 && q != root; q = parent[q]) {}
        if (q == root) print p
      }
    }'
}

if [ -n "$cpu_limit" ]; then
  while kill -0 "$timer" 2>/dev/null; do
    if [ "$(tree_cpu "$timer")" -ge "$cpu_limit" ]; then
      # SIGINT: libFuzzer prints its final stats and exits; the corpus is
      # already on disk. In fork mode the parent waits for its running job
      # (which can take minutes), so the job is interrupted too.
      for pid in $(tree_pids "$timer"); do kill -INT "$pid" 2>/dev/null; done
      # With -ignore_crashes, the fork-mode parent counts its interrupted
      # job as a crash and starts the next one: after a grace period the
      # tree is terminated (the corpus and the status lines are on disk).
      waited=0
      while kill -0 "$timer" 2>/dev/null && [ "$waited" -lt 30 ]; do
        sleep 1; waited=$((waited + 1))
      done
      for pid in $(tree_pids "$timer"); do kill -TERM "$pid" 2>/dev/null; done
      break
    fi
    sleep 10
  done
fi
wait "$timer" || true

cpu=$(awk '/^cpu / {printf "%.0f", $2 + $3}' "$log.time")
wall=$(awk '/^cpu / {printf "%.0f", $5}' "$log.time")
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
# Fork mode: the parent's own stats count nothing (0, or none when it was
# terminated); the last status line has the jobs' total.
status_execs=$(grep -E '^#[0-9]+' "$log" | tail -1 | sed 's/^#\([0-9]*\).*/\1/')
if [ "${status_execs:-0}" -gt "${execs:-0}" ]; then execs=$status_execs; fi
last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1)
cov=$(printf '%s' "$last" | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
ft=$(printf '%s' "$last" | sed -n 's/.*ft: \([0-9]*\).*/\1/p')
corpus=$(find "$work/corpus/$target" -type f | wc -l)
artifacts=$(find "$work/artifacts/$target" -type f | wc -l)
rate=$(awk -v e="${execs:-0}" -v c="$cpu" 'BEGIN { printf "%.0f", c ? e / c : 0 }')
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$target" "$wall" "$cpu" \
  "${execs:-0}" "$rate" "${cov:-0}" "${ft:-0}" "$corpus" "$artifacts" \
  >> "$work/campaigns.tsv"
tail -1 "$work/campaigns.tsv"
