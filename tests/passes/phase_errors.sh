#!/bin/sh
# Cross-phase differential test of the Stream verifiers against IREE.
#
# Every generated phase dump (tests/corpus/generated/<prog>/<phase>.mlir) is
# run through each of the seven verifiers, not only its own phase's: a
# tensor-phase file through verify-lowering-to-cmd yields hundreds of
# errors. The `file:line:col: error: message` lines must be exactly IREE's.
# testdata/iree_phase_errors.tsv holds, per file and verifier, the number of
# IREE's error lines and a checksum of them (`cksum`), made by
#
#   phase_errors.sh generate /path/to/iree-opt GENERATED_DIR > \
#       tests/passes/testdata/iree_phase_errors.tsv
#
# (iree-opt 3.13.0 from the pinned iree-base-compiler, see
# tests/corpus/README.md). The test compares streamref-opt's lines:
#
#   phase_errors.sh check STREAMREF_OPT GENERATED_DIR EXPECTED_TSV
set -u
mode=$1
tool=$2
generated=$3

verifiers="verify-input verify-affinities verify-lowering-to-tensors \
verify-lowering-to-async-resources verify-lowering-to-async \
verify-lowering-to-cmd verify-async-access-ranges"

# Prints `file<TAB>verifier<TAB>count<TAB>checksum` for every pair.
rows() {
  cd "$generated" || exit 2
  for file in */*.mlir; do
    for verifier in $verifiers; do
      lines=$("$tool" "--iree-stream-$verifier" "$file" -o /dev/null 2>&1 |
              grep -E '^[^ ]+:[0-9]+:[0-9]+: error:')
      if [ -z "$lines" ]; then
        count=0 sum=-
      else
        count=$(printf '%s\n' "$lines" | wc -l | tr -d ' ')
        sum=$(printf '%s\n' "$lines" | cksum | cut -d' ' -f1)
      fi
      printf '%s\t%s\t%s\t%s\n' "$file" "$verifier" "$count" "$sum"
    done
  done
}

case "$mode" in
  generate)
    rows
    ;;
  check)
    expected=$4
    actual="${TMPDIR:-/tmp}/sr_phase_errors.$$"
    rows > "$actual"
    total=$(wc -l < "$expected" | tr -d ' ')
    different=$(diff "$expected" "$actual" | grep -c '^>')
    diff "$expected" "$actual" | grep '^[<>]' | head -20
    rm -f "$actual"
    echo "$((total - different))/$total file x verifier pairs give IREE's" \
         "error lines exactly"
    [ "$different" -eq 0 ]
    ;;
  *)
    echo "usage: phase_errors.sh generate|check TOOL GENERATED_DIR [TSV]" >&2
    exit 2
    ;;
esac
