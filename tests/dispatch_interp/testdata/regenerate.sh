#!/bin/sh
# Regenerates tests/dispatch_interp/testdata/<name>/ from program.mlir and
# program.run with IREE 3.13 (the corpus's pinned iree-base-compiler and
# iree-base-runtime, tests/corpus/README.md):
#   stream.generic.mlir  `iree-compile --compile-to=stream`, printed in generic
#                        form by iree-opt (streamref's parser reads the
#                        iree_linalg_ext ops in generic form only)
#   expected.txt         stdout of iree-run-module --device=local-task on the
#                        .vmfb compiled from the same source
# Programs of iree_linalg_ext ops the generated corpus cannot hold (its
# stream.mlir files are in custom form). Deterministic.
#   tests/dispatch_interp/testdata/regenerate.sh [/tmp/ireevenv]
set -e
venv=${1:-/tmp/ireevenv}
here=$(cd "$(dirname "$0")" && pwd)
flags="--iree-hal-target-device=local
--iree-hal-local-target-device-backends=llvm-cpu
--iree-llvmcpu-target-cpu=generic
--iree-llvmcpu-target-triple=x86_64-unknown-unknown-eabi-elf"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for dir in "$here"/*/; do
  # shellcheck disable=SC2086
  "$venv/bin/iree-compile" $flags --compile-to=stream "$dir/program.mlir" \
    -o "$tmp/stream.mlir"
  "$venv/bin/iree-opt" --mlir-print-op-generic "$tmp/stream.mlir" \
    -o "$dir/stream.generic.mlir"
  # shellcheck disable=SC2086
  "$venv/bin/iree-compile" $flags "$dir/program.mlir" -o "$tmp/program.vmfb"
  (cd "$dir" && "$venv/bin/iree-run-module" --device=local-task \
    --module="$tmp/program.vmfb" --flagfile=program.run > expected.txt)
done
