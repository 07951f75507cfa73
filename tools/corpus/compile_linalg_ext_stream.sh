#!/usr/bin/env bash
# Compiles tests/core/testdata/sources/iree_linalg_ext_stream.mlir (tensor-
# level iree_linalg_ext ops: topk, sort, scan, scatter, gather, arg_compare,
# attention) to the Stream phase with the real iree-compile, as
# compile_corpus.py compiles the corpus (llvm-cpu, generic CPU, pinned
# triple), into tests/core/testdata/dialects/iree_linalg_ext_stream.mlir:
# real compiler output whose executables hold those ops in custom form.
# Then regenerates iree-opt's prints of it (and of every dialects/ input)
# with tests/core/testdata/regenerate.sh; dialects_test.c compares them.
#   IREE_BIN=/tmp/ireevenv/bin tools/corpus/compile_linalg_ext_stream.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${IREE_BIN:-/tmp/ireevenv/bin}"
data="$root/tests/core/testdata"
"$bin/iree-compile" --iree-hal-target-device=local \
  --iree-hal-local-target-device-backends=llvm-cpu \
  --iree-llvmcpu-target-cpu=generic \
  --iree-llvmcpu-target-triple=x86_64-unknown-unknown-eabi-elf \
  --compile-to=stream -o "$data/dialects/iree_linalg_ext_stream.mlir" \
  "$data/sources/iree_linalg_ext_stream.mlir"
IREE_OPT="$bin/iree-opt" "$data/regenerate.sh"
