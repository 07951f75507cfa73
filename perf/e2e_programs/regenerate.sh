#!/bin/sh
# Regenerates perf/e2e_programs/<name>/stream.mlir from program.mlir with
# the corpus's pinned IREE and flags (tests/corpus/README.md), so the
# streamref side of `streamref-bench e2e` runs without IREE installed.
#   perf/e2e_programs/regenerate.sh [/tmp/ireevenv]
set -e
venv=${1:-/tmp/ireevenv}
here=$(cd "$(dirname "$0")" && pwd)
for dir in "$here"/*/; do
  "$venv/bin/iree-compile" --iree-hal-target-device=local \
    --iree-hal-local-target-device-backends=llvm-cpu \
    --iree-llvmcpu-target-cpu=generic \
    --iree-llvmcpu-target-triple=x86_64-unknown-unknown-eabi-elf \
    --compile-to=stream "$dir/program.mlir" -o "$dir/stream.mlir"
done
