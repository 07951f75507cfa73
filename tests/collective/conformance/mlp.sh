#!/bin/sh
# The sharded MLP of mlp_cases.txt (made by regenerate.py): runs the
# unsharded program (its result against numpy), then every sharded
# program, whose every rank's gathered result must equal the unsharded
# program's within the corpus tolerance (the flags of each line).
#
#   mlp.sh [-ranks=N] [-launch=COMMAND] RUN [FLAG...]
#
# Without -launch the sharded programs run in one process (--ranks=N);
# with -launch (e.g. -launch="mpirun -np 4"; -ranks required) those of N
# ranks run as COMMAND RUN ..., one process per rank.
set -u
ranks="" launch=""
while :; do
  case "${1:-}" in
    -ranks=*) ranks="${1#-ranks=}"; shift ;;
    -launch=*) launch="${1#-launch=}"; shift ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ] || { [ -n "$launch" ] && [ -z "$ranks" ]; }; then
  echo "usage: mlp.sh [-ranks=N [-launch=COMMAND]] RUN [FLAG...]" >&2
  exit 2
fi
run="$1"
shift
cd "$(dirname "$0")" || exit 2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0 shape=""
check() {  # check WHAT RANKS LOG CODE
  if [ "$4" -ne 0 ] || grep -q '\[FAILED\]' "$3" ||
     [ "$(grep -c '^\[SUCCESS\]' "$3")" -ne "$2" ]; then
    echo "FAIL ($4): $1"
    cat "$3"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}
while read -r form n module flags; do
  case "$form" in "#"* | "") continue ;; esac
  if [ "$form" = full ]; then
    # $flags splits into words on purpose.
    "$run" --module="$module" "$@" $flags </dev/null >"$tmp/log" 2>&1
    check "unsharded $module against numpy" 1 "$tmp/log" $?
    # Again for its result (--output is not written with --expected_output).
    inputs=""
    for f in $flags; do
      case "$f" in --expected*) ;; *) inputs="$inputs $f" ;; esac
    done
    "$run" --module="$module" --output="@$tmp/full.bin" "$@" $inputs \
      </dev/null >"$tmp/log" 2>&1
    [ -s "$tmp/full.bin" ] || { echo "no unsharded result"; cat "$tmp/log"; exit 1; }
    # The result's SHAPExTYPE, as the line's expected output has it.
    shape="$(echo "$flags" | sed -n 's/.*--expected_output=\([0-9a-z]*\)=.*/\1/p')"
    continue
  fi
  if [ -n "$ranks" ] && [ "$n" != "$ranks" ]; then continue; fi
  expected="--expected_output=$shape=@$tmp/full.bin"
  if [ -n "$launch" ]; then
    $launch "$run" --module="$module" "$@" $flags "$expected" \
      </dev/null >"$tmp/log" 2>&1
  else
    "$run" --ranks="$n" --module="$module" "$@" $flags "$expected" \
      </dev/null >"$tmp/log" 2>&1
  fi
  check "$form on $n ranks: $module" "$n" "$tmp/log" $?
done <mlp_cases.txt
echo "$passed passed, $failed failed"
[ $((passed + failed)) -gt 1 ] && [ $failed -eq 0 ]
