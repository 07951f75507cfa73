#!/bin/sh
# The full allocation-failure sweep (alloc_sweep.c): every N from 1 to each
# run's allocation count, over every generated corpus program at the cmd
# phase, then at the other phases. ctest runs a sample of N (the
# hardening_alloc_sweep_* tests); this tries them all and takes a while
# (minutes per program under ASan). Run it from an ASan build:
#
#   tests/hardening/alloc_sweep.sh build-asan [PHASE ...]
#
# PHASE defaults to cmd; `all` adds tensor, async_resources, async and
# stream. Prints one line per program and the totals of each phase.
set -eu
build=${1:?usage: alloc_sweep.sh BUILD_DIR [PHASE ...]}
shift
root=$(cd "$(dirname "$0")/../.." && pwd)
sweep="$build/tests/hardening/sr_alloc_sweep"
[ -x "$sweep" ] || { echo "alloc_sweep.sh: no $sweep" >&2; exit 2; }
phases=${*:-cmd}
[ "$phases" = all ] && phases="cmd tensor async_resources async stream"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
status=0
for phase in $phases; do
  echo "== $phase"
  "$sweep" --all --keep-going "$root/tests/corpus" "*/$phase" || status=1
done
exit $status
