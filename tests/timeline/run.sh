#!/bin/sh
# Runs every row of cases.tsv (tools/corpus/make_timeline_tests.py writes
# it): IREE's elide-timepoints / propagate-timepoints lit cases before
# (NNN.in.mlir) and after (NNN.out.mlir, iree-opt 3.13's output) the pass,
# one function at a time, on the row's seeded inputs.
#
#   run.sh STREAMREF_DIFF
#
# agree     streamref-diff exits 0: both forms give the same results
# diverge   streamref-diff exits 1 naming a DIVERGED result: a pass bug
#           classified in the row's reason (IREE's, so streamref must keep
#           seeing it)
# skip      not run; the reason says why (listed at the end)
# anything else (diverge?: a divergence nobody classified) fails.
set -u
diff_tool="$1"
here="$(cd "$(dirname "$0")" && pwd)"
failed=0 agree=0 diverge=0 skip=0
tab="$(printf '\t')"
while IFS="$tab" read -r file case func seed status reason; do
  [ "$file" = file ] && continue
  base="$here/cases/$file/$(printf '%03d' "$case")"
  what="$file case $case @$func"
  case "$status" in
    agree|diverge)
      out="$("$diff_tool" "--seed=$seed" "--function=$func" \
        "$base.in.mlir" "$base.out.mlir" 2>&1)"
      code=$?
      want=0
      [ "$status" = diverge ] && want=1
      if [ $code -ne $want ]; then
        echo "FAIL $what: expected $status (exit $want), got exit $code"
        echo "$out" | sed 's/^/    /'
        failed=$((failed + 1))
      elif [ "$status" = diverge ] && ! echo "$out" | grep -q '^DIVERGED'; then
        echo "FAIL $what: exit 1 without a DIVERGED line"
        failed=$((failed + 1))
      elif [ "$status" = agree ]; then
        agree=$((agree + 1))
      else
        diverge=$((diverge + 1))
      fi
      ;;
    skip)
      skip=$((skip + 1))
      echo "skip $what: $reason"
      ;;
    *)
      echo "FAIL $what: $status: $reason"
      failed=$((failed + 1))
      ;;
  esac
done <"$here/cases.tsv"
echo "agree $agree, diverge (known pass bugs) $diverge, skip $skip, failed $failed"
[ $failed -eq 0 ] && [ $agree -gt 0 ]
