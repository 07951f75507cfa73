#!/bin/sh
# Runs a program of programs/ through streamref-run on several ranks.
#
#   run_program.sh output RUN PROGRAM EXPECTED [FLAG...]
#       exit 0 and stdout == EXPECTED
#   run_program.sh error RUN PROGRAM RANKS LINE:COL PATTERN [FLAG...]
#       exit 1, and for each of the first RANKS ranks a "rank R: " error on
#       stderr located at PROGRAM:LINE:COL whose text contains PATTERN
#       (ranks listed by -skip=R are not checked)
set -u
# RUN may be a command with arguments (mpirun ... streamref-run): split.
mode="$1" run="$2" program="$3"
shift 3
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ "$mode" = output ]; then
  expected="$1"
  shift
  $run --module="$program" "$@" >"$tmp/out" 2>"$tmp/err"
  code=$?
  if [ $code -ne 0 ]; then
    echo "exit $code"; cat "$tmp/err"; exit 1
  fi
  diff -u "$expected" "$tmp/out" || exit 1
  exit 0
fi
ranks="$1" at="$2" pattern="$3"
shift 3
skip=""
case "${1:-}" in -skip=*) skip="${1#-skip=}"; shift ;; esac
$run --module="$program" "$@" >"$tmp/out" 2>"$tmp/err"
code=$?
cat "$tmp/err"
if [ $code -ne 1 ]; then echo "expected exit 1, got $code"; exit 1; fi
r=0
while [ $r -lt "$ranks" ]; do
  if [ "$r" != "$skip" ]; then
    line="$(grep "^rank $r: " "$tmp/err" | head -n 1)"
    case "$line" in
      *"$program:$at"*"$pattern"*) ;;
      *) echo "rank $r: no error at $program:$at with '$pattern'"; exit 1 ;;
    esac
  fi
  r=$((r + 1))
done
exit 0
