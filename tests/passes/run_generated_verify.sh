#!/bin/sh
# Checks every phase dump of the generated corpus (tests/corpus/generated)
# with the phase verifier IREE ran right after producing it:
#   tensor.mlir           --iree-stream-verify-lowering-to-tensors
#   async_resources.mlir  --iree-stream-verify-lowering-to-async-resources
#   async.mlir            --iree-stream-verify-lowering-to-async
#   cmd.mlir, stream.mlir --iree-stream-verify-lowering-to-cmd
#
#   run_generated_verify.sh STREAMREF_OPT GENERATED_DIR
#
# Prints the share per phase; exits 1 unless every file passes.
set -u
opt=$1
generated=$2
failures=0
for pair in tensor:tensors async_resources:async-resources async:async \
            cmd:cmd stream:cmd; do
  phase=${pair%%:*}
  verifier=${pair#*:}
  total=0 pass=0
  for file in "$generated"/*/"$phase".mlir; do
    [ -f "$file" ] || continue
    total=$((total + 1))
    if "$opt" "--iree-stream-verify-lowering-to-$verifier" "$file" \
        -o /dev/null 2>"${TMPDIR:-/tmp}/sr_generated_verify.$$"; then
      pass=$((pass + 1))
    else
      failures=$((failures + 1))
      echo "FAIL $file (--iree-stream-verify-lowering-to-$verifier)"
      sed 's/^/    /' "${TMPDIR:-/tmp}/sr_generated_verify.$$" | head -6
    fi
  done
  printf '%-22s --iree-stream-verify-lowering-to-%-16s %s/%s pass\n' \
    "$phase.mlir" "$verifier" "$pass" "$total"
done
rm -f "${TMPDIR:-/tmp}/sr_generated_verify.$$"
[ $failures -eq 0 ]
