#!/bin/sh
# {rank} in a --parameters path: each rank reads its own archive.
#
#   ranks_params.sh output PARAMS RUN PROGRAM EXPECTED N [FLAG...]
#       makes N archives with streamref-params (PARAMS), rank R's holding
#       w = (R + 1) * [1 2 3 4] and b = [R R R R] + 0.5, then runs
#       run_program.sh output RUN PROGRAM EXPECTED with
#       --parameters=model=DIR/p.{rank}.irpa and FLAGs
#   ranks_params.sh missing PARAMS RUN PROGRAM N [FLAG...]
#       the same archives, but rank N - 1's is removed: exit 1 before any
#       rank runs, stderr naming that rank and its file
set -u
mode="$1" params="$2" run="$3" program="$4"
shift 4
if [ "$mode" = output ]; then expected="$1"; shift; fi
n="$1"
shift
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
r=0
while [ $r -lt "$n" ]; do
  k=$((r + 1))
  "$params" create --quiet \
    "--data=w=4xf32=$k,$((2 * k)),$((3 * k)),$((4 * k))" \
    "--data=b=4xf32=$r.5" --output="$tmp/p.$r.irpa" || exit 1
  r=$((r + 1))
done
if [ "$mode" = output ]; then
  exec "$here/run_program.sh" output "$run" "$program" "$expected" \
    "--parameters=model=$tmp/p.{rank}.irpa" "$@"
fi
last=$((n - 1))
rm "$tmp/p.$last.irpa"
$run --module="$program" "--parameters=model=$tmp/p.{rank}.irpa" "$@" \
  >"$tmp/out" 2>"$tmp/err"
code=$?
cat "$tmp/err"
if [ $code -ne 1 ]; then echo "expected exit 1, got $code"; exit 1; fi
if ! grep -qF "$tmp/p.$last.irpa" "$tmp/err"; then
  echo "stderr does not name $tmp/p.$last.irpa"; exit 1
fi
if grep -q '^EXEC' "$tmp/out"; then echo "a rank ran"; exit 1; fi
exit 0
