#!/bin/sh
# Regenerates saxpy.stream.mlir, the consumer's program: IREE's Stream-phase
# output for saxpy.mlir. Needs iree-compile (IREE 3.13, the iree-base-compiler
# wheel); the committed output is what the tests use.
set -eu
cd "$(dirname "$0")"
IREE_COMPILE="${IREE_COMPILE:-iree-compile}"
"$IREE_COMPILE" --iree-hal-target-device=local \
  --iree-hal-local-target-device-backends=llvm-cpu \
  --iree-llvmcpu-target-cpu=generic --compile-to=stream \
  saxpy.mlir -o saxpy.stream.mlir
