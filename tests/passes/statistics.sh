#!/bin/sh
# --dump-statistics against IREE's --iree-stream-dump-statistics on every
# cmd-phase file of the generated corpus (cmd.mlir and stream.mlir), in
# IREE's pretty and CSV formats. testdata/iree_statistics.{pretty,csv}.txt
# hold iree-opt 3.13.0's outputs, one program after another under a
# `#### <file>` line, made by
#
#   statistics.sh generate /path/to/iree-opt GENERATED_DIR pretty > \
#       tests/passes/testdata/iree_statistics.pretty.txt
#   (and the same with csv)
#
# The test prints streamref-opt's outputs the same way and compares:
#
#   statistics.sh check STREAMREF_OPT GENERATED_DIR FORMAT EXPECTED
set -u
mode=$1
tool=$2
generated=$3
format=$4

outputs() {
  cd "$generated" || exit 2
  for file in */cmd.mlir */stream.mlir; do
    echo "#### $file"
    if [ "$mode" = generate ]; then
      "$tool" "--pass-pipeline=builtin.module(iree-stream-dump-statistics{output-format=$format output-file=-})" \
        "$file" -o /dev/null
    else
      "$tool" "--dump-statistics=$format" "$file" -o /dev/null
    fi
  done
}

case "$mode" in
  generate)
    outputs
    ;;
  check)
    expected=$5
    actual="${TMPDIR:-/tmp}/sr_statistics.$$"
    outputs > "$actual"
    total=$(grep -c '^####' "$expected")
    hunks=$(diff "$expected" "$actual" | grep -c '^[0-9]')
    diff "$expected" "$actual" | head -20
    rm -f "$actual"
    if [ "$hunks" -eq 0 ]; then
      echo "$format statistics: all $total files exactly as IREE prints them"
    else
      echo "$format statistics of $total files: $hunks differing hunks"
    fi
    [ "$hunks" -eq 0 ]
    ;;
  *)
    echo "usage: statistics.sh generate|check TOOL GENERATED_DIR FORMAT [FILE]" >&2
    exit 2
    ;;
esac
