#!/bin/bash
# One iree-run-module RUN group of IREE's tools/test/*.mlir, replayed
# through streamref-run without IREE (README.md here):
#
#   replay.sh STREAMREF_RUN DATA_DIR CASE PROGRAM EXPECTED_RC WORK_DIR
#
# DATA_DIR/CASE.sh is the group's command as IREE's RUN lines write it,
# saved by tools/corpus/check_iree_tools_tests.py --save: iree-compile
# becomes a function that prints DATA_DIR/PROGRAM (the Stream-phase program
# iree-compile 3.13 made from the same flags plus --compile-to=stream; its
# `-o=FILE` became a redirection), iree-run-module becomes streamref-run
# with the same flags, FileCheck becomes cat, `not` passes the exit code
# through, and IREE's echo_npy.py (numpy) was replaced by `od` when saving,
# so .npy files written by --output compare byte for byte. %t, %p, %S and
# %s are substituted as lit does. stdout must be DATA_DIR/CASE.expected
# (iree-run-module's, with the same od) and the exit code EXPECTED_RC.
set -u
run=$1
data=$2
case=$3
program=$4
expected_rc=$5
work=$6
rm -rf "$work"
mkdir -p "$work" || exit 2

# sed replacements of the lit substitutions; '|' never occurs in the paths
# ctest gives.
command=$(grep -v '^#' "$data/$case.sh" |
  sed -e "s|%t|$work/t|g" -e "s|%p|$data|g" -e "s|%S|$data|g" \
      -e "s|%s|$data/$program|g")
prelude='set -o pipefail
FileCheck() { cat; }
not() { "$@"; }
iree-compile() { cat "$SR_PROGRAM"; }
iree-run-module() { "$SR_RUN" "$@"; }
'
(cd "$work" && SR_PROGRAM="$data/$program" SR_RUN="$run" \
   bash -c "$prelude$command" >"$work/stdout" 2>"$work/stderr")
rc=$?
status=0
if [ "$rc" != "$expected_rc" ]; then
  echo "FAIL $case: exit code $rc, iree-run-module's was $expected_rc"
  status=1
fi
if ! cmp -s "$work/stdout" "$data/$case.expected"; then
  echo "FAIL $case: stdout differs from iree-run-module's:"
  diff "$data/$case.expected" "$work/stdout" | head -40
  status=1
fi
if [ "$status" != 0 ]; then
  echo "--- command:"
  echo "$command"
  echo "--- stderr:"
  head -40 "$work/stderr"
else
  echo "ok $case: exit code $rc and $(wc -l <"$work/stdout") lines of stdout as iree-run-module's"
fi
exit $status
