#!/usr/bin/env bash
# Regenerates the *.generic.expected files: what the real iree-opt (PyPI
# iree-base-compiler 3.13.0) prints for each input in generic form. The
# printer tests compare streamref's output against these.
#   IREE_OPT=/path/to/iree-opt tests/core/testdata/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")"
opt="${IREE_OPT:-iree-opt}"
for f in func_scf_cf attributes regions_blocks numbers custom_syntax; do
  "$opt" --allow-unregistered-dialect --mlir-print-op-generic "$f.mlir" \
    > "$f.generic.expected"
done
# Custom (pretty) form of the builtin/func/arith/cf/scf ops.
"$opt" custom_syntax.mlir > custom_syntax.expected
# Custom syntax of the dialects around Stream (dialects/): what iree-opt
# prints for each input in custom and in generic form.
for f in dialects/*.mlir; do
  "$opt" "$f" > "${f%.mlir}.expected"
  "$opt" --mlir-print-op-generic "$f" > "${f%.mlir}.generic.expected"
done
