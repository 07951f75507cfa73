#!/bin/sh
# Runs the conformance cases of cases.txt (made by regenerate.py) through
# streamref-run and requires every rank's results to equal the numpy
# reference bit for bit (--equality_mode=exact).
#
#   run.sh [-only=GROUP[,GROUP...]] [-ranks=N] [-launch=COMMAND] RUN [FLAG...]
#
# Without -launch each case runs in one process: RUN --ranks=RANKS. With
# -launch (e.g. -launch="mpirun -np 2") the cases of RANKS == N (-ranks is
# then required) run as COMMAND RUN ..., one process per rank. -only keeps
# the cases of the named groups (the first column of cases.txt). FLAGs go
# to every run (e.g. --threads=1 --regions=graph).
set -u
only="" ranks="" launch=""
while :; do
  case "${1:-}" in
    -only=*) only="${1#-only=}"; shift ;;
    -ranks=*) ranks="${1#-ranks=}"; shift ;;
    -launch=*) launch="${1#-launch=}"; shift ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ]; then
  echo "usage: run.sh [-only=GROUPS] [-ranks=N] [-launch=COMMAND] RUN [FLAG...]" >&2
  exit 2
fi
if [ -n "$launch" ] && [ -z "$ranks" ]; then
  echo "run.sh: -launch needs -ranks" >&2
  exit 2
fi
run="$1"
shift
cd "$(dirname "$0")" || exit 2
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
# A correct case waits milliseconds; a broken one must fail, not hang.
common="--equality_mode=exact --collective_timeout_ms=30000"
passed=0 failed=0
while read -r group n module flags; do
  case "$group" in "#"* | "") continue ;; esac
  if [ -n "$only" ]; then
    case ",$only," in *",$group,"*) ;; *) continue ;; esac
  fi
  if [ -n "$ranks" ] && [ "$n" != "$ranks" ]; then continue; fi
  # $launch and $flags split into words on purpose; stdin is not the
  # loop's (mpirun reads it).
  if [ -n "$launch" ]; then
    $launch "$run" --module="$module" $common "$@" $flags </dev/null >"$tmp" 2>&1
  else
    "$run" --ranks="$n" --module="$module" $common "$@" $flags </dev/null >"$tmp" 2>&1
  fi
  code=$?
  if [ $code -ne 0 ] || grep -q '\[FAILED\]' "$tmp" ||
     [ "$(grep -c '^\[SUCCESS\]' "$tmp")" -ne "$n" ]; then
    echo "FAIL ($code): $group on $n ranks: $module"
    cat "$tmp"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done <cases.txt
echo "$passed passed, $failed failed"
if [ $((passed + failed)) -eq 0 ]; then
  echo "run.sh: no case selected" >&2
  exit 1
fi
[ $failed -eq 0 ]
