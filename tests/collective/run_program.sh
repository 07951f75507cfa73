#!/bin/sh
# Runs a program of programs/ through streamref-run on several ranks.
#
#   run_program.sh output RUN PROGRAM EXPECTED [FLAG...]
#       exit 0 and stdout == EXPECTED
#   run_program.sh error RUN PROGRAM RANKS LINE:COL PATTERN [-skip=R]
#                  [-at=R:LINE:COL:PATTERN] [-has=TEXT] [FLAG...]
#       exit 1, and for each of the first RANKS ranks a "rank R: " error on
#       stderr located at PROGRAM:LINE:COL whose text contains PATTERN
#       (not checked for the rank of -skip=R; -at=R:... checks rank R's
#       first error against its own location and pattern instead), and
#       stderr holds TEXT (-has), and no sanitizer reported an error
#   A LINE:COL may be @TEXT instead: the line and column where TEXT (no
#   ':' in it) first occurs in PROGRAM, the op's first character, so an
#   edit of the program (or its regeneration) moves the expected location
#   with the op instead of breaking the test.
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
ranks="$1" loc="$2" pattern="$3"
shift 3
skip="" at="" has=""
while :; do
  case "${1:-}" in
    -skip=*) skip="${1#-skip=}"; shift ;;
    -at=*) at="${1#-at=}"; shift ;;
    -has=*) has="${1#-has=}"; shift ;;
    *) break ;;
  esac
done
# LINE:COL of @TEXT in the program (LINE:COL as given otherwise).
resolve_loc() {
  case "$1" in
    @*)
      found="$(awk -v t="${1#@}" 'index($0, t) { print NR ":" index($0, t); exit }' "$program")"
      if [ -z "$found" ]; then
        echo "$program has no '${1#@}'" >&2
        exit 1
      fi
      echo "$found"
      ;;
    *) echo "$1" ;;
  esac
}
loc="$(resolve_loc "$loc")" || exit 1
at_rank="${at%%:*}"
at_rest="${at#*:}"          # LINE:COL:PATTERN
at_loc="${at_rest%:*}"      # LINE:COL (PATTERN holds no ':')
at_pattern="${at_rest##*:}"
if [ -n "$at" ]; then at_loc="$(resolve_loc "$at_loc")" || exit 1; fi
$run --module="$program" "$@" >"$tmp/out" 2>"$tmp/err"
code=$?
cat "$tmp/err"
# A sanitizer build's report (a leak at exit, under mpirun too) fails it.
if grep -q 'ERROR: [A-Za-z]*Sanitizer' "$tmp/err"; then
  echo "a sanitizer reported an error"; exit 1
fi
if [ $code -ne 1 ]; then echo "expected exit 1, got $code"; exit 1; fi
if [ -n "$has" ] && ! grep -qF -- "$has" "$tmp/err"; then
  echo "stderr does not say '$has'"; exit 1
fi
r=0
while [ $r -lt "$ranks" ]; do
  want_at="$loc" want="$pattern"
  if [ -n "$at" ] && [ "$r" = "$at_rank" ]; then
    want_at="$at_loc" want="$at_pattern"
  fi
  if [ "$r" != "$skip" ]; then
    line="$(grep "^rank $r: " "$tmp/err" | head -n 1)"
    case "$line" in
      *"$program:$want_at"*"$want"*) ;;
      *) echo "rank $r: no error at $program:$want_at with '$want'"; exit 1 ;;
    esac
  fi
  r=$((r + 1))
done
exit 0
