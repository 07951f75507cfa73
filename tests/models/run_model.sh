#!/bin/sh
# One model of the model-zoo corpus (tests/models/README.md) through
# streamref-run, from its public entry point, at every Stream phase:
#
#   run_model.sh STREAMREF_RUN STREAMREF_PARAMS MODEL_DATA MODEL_DIR WORK_DIR
#
#  1. MODEL_DATA (model_data.c) makes the parameters and inputs of
#     MODEL_DIR/data.txt from its seed into WORK_DIR; for models whose
#     model.run loads params.irpa, `streamref-params convert` makes it from
#     the generated params.safetensors (the others load the .safetensors);
#  2. each phase (MODEL_DIR/PHASE.mlir.gz, decompressed into WORK_DIR) runs
#     with MODEL_DIR/model.run and --expected_output=@expected.N.npy: the
#     comparison is streamref-run's own, iree-run-module's
#     |got - want| <= atol + rtol * |want|, with atol and rtol of each
#     result from tolerance.txt (the corpus rule, made by
#     tools/corpus/compile_corpus.py's tolerance_lines); "exact" results
#     compare bit for bit;
#  3. the stream phase runs again on one thread and on all threads with
#     --output: the results must be the same bytes.
#
# Extra arguments after WORK_DIR go to every streamref-run (for example
# --function=main\$async to try the async entry point by hand).
set -u
run=$1
params=$2
data=$3
src=$4
work=$5
shift 5
name=$(basename "$src")
status=0

fail() {
  echo "FAIL $name: $*"
  status=1
}

rm -rf "$work"
mkdir -p "$work" || exit 2
if ! "$data" "$src/data.txt" "$work"; then
  echo "FAIL $name: $data could not make the data"
  exit 1
fi
if grep -q -- '--parameters=model=params.irpa' "$src/model.run"; then
  if ! "$params" convert --parameters="$work/params.safetensors" \
      --output="$work/params.irpa" --quiet; then
    echo "FAIL $name: streamref-params convert"
    exit 1
  fi
  rm -f "$work/params.safetensors"
fi

# --expected_output flags and per-type thresholds (the largest of the
# results of one element type; the zoo's models have one result each).
expect=$(awk -v src="$src" '
  /^result\[/ {
    n = substr($1, 8, length($1) - 8)
    type = $2
    printf " --expected_output=@%s/expected.%s.npy", src, n
    if ($3 == "exact") { atol = 0; rtol = 0 }
    else { split($3, r, "="); split($4, a, "="); rtol = r[2]; atol = a[2] }
    if (!(type in A) || atol > A[type]) A[type] = atol
    if (rtol > R) R = rtol
  }
  END {
    for (t in A) if (t ~ /^(f16|f32|f64|bf16)$/)
      printf " --expected_%s_threshold=%s", t, A[t]
    printf " --expected_rtol=%s", R + 0
  }' "$src/tolerance.txt")
results=$(grep -c '^result\[' "$src/tolerance.txt")
[ "$results" -gt 0 ] || { echo "FAIL $name: no result in tolerance.txt"; exit 1; }

# --output files of the one-thread/all-threads runs (streamref-run, like
# iree-run-module, writes no output when it compares with expected ones).
outs_one=""
outs_all=""
i=0
while [ $i -lt "$results" ]; do
  outs_one="$outs_one --output=@one.$i.bin"
  outs_all="$outs_all --output=@all.$i.bin"
  i=$((i + 1))
done

for phase in tensor async_resources async cmd stream; do
  if ! gzip -dc "$src/$phase.mlir.gz" > "$work/$phase.mlir"; then
    fail "cannot decompress $phase.mlir.gz"
    continue
  fi
  # shellcheck disable=SC2086
  (cd "$work" && "$run" --module="$phase.mlir" --flagfile="$src/model.run" \
      "$@" $expect > "$phase.out" 2> "$phase.err")
  rc=$?
  if [ $rc -ne 0 ] || ! grep -q '^\[SUCCESS\]' "$work/$phase.out"; then
    fail "$phase.mlir: exit $rc"
    head -c 3000 "$work/$phase.out"
    head -c 3000 "$work/$phase.err"
  else
    echo "ok   $name $phase"
  fi
done

# One thread and all threads: the same bytes.
# shellcheck disable=SC2086
(cd "$work" && "$run" --module=stream.mlir --flagfile="$src/model.run" "$@" \
    --threads=1 $outs_one > /dev/null 2> one.err &&
  "$run" --module=stream.mlir --flagfile="$src/model.run" "$@" \
    --threads=0 $outs_all > /dev/null 2> all.err)
rc=$?
if [ $rc -ne 0 ]; then
  fail "stream.mlir with --output: exit $rc"
  head -c 3000 "$work/one.err" "$work/all.err"
else
  i=0
  while [ $i -lt "$results" ]; do
    cmp -s "$work/one.$i.bin" "$work/all.$i.bin" ||
      fail "result[$i] differs between --threads=1 and all threads"
    i=$((i + 1))
  done
  [ $status -eq 0 ] && echo "ok   $name: one thread and all threads agree"
fi

# The parameter archive and the decompressed phases are large: keep them
# only when something failed.
[ $status -eq 0 ] && rm -rf "$work"
exit $status
