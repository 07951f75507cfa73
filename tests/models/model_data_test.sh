#!/bin/sh
# sr_model_data (model_data.c) on its own:
#  - the bytes of a fixed spec (every element type and distribution, a
#    scalar, a 1-D input) have the checksums below. The committed expected
#    outputs of the model zoo were computed by IREE on data this generator
#    made: a change to the generator fails here first, with a clear reason,
#    and needs tools/models/build_models.py rerun.
#  - bad specs exit 1 with `SPEC:LINE: error: ...`, and write nothing.
#
#   model_data_test.sh SR_MODEL_DATA WORK_DIR
set -u
tool=$1
work=$2
status=0
rm -rf "$work"
mkdir -p "$work" || exit 2

cat > "$work/spec.txt" <<'EOF'
# every type and distribution
seed 7
param w.weight f32 3x4 uniform -0.5 0.25
param w.bias f32 4 fill 0.125
param table f64 2x2 uniform 1 2
param steps i64 scalar fill 3
param ids i32 5 randint -3 4
param mask i1 6 fill 1
param bytes u8 7 randint 0 256
param small i8 3 randint -128 128
param pos i64 2x3 arange 5 -2
input input0.npy f32 1x2x3 uniform -1 1
input ids.npy i64 4 randint 0 1000
EOF
mkdir "$work/out"
if ! "$tool" "$work/spec.txt" "$work/out"; then
  echo "FAIL: the fixed spec"
  exit 1
fi
got=$(cd "$work/out" && cksum params.safetensors input0.npy ids.npy)
want="419815695 748 params.safetensors
927190512 152 input0.npy
1550401396 160 ids.npy"
if [ "$got" != "$want" ]; then
  echo "FAIL: the generator's bytes changed (rerun tools/models/build_models.py"
  echo "and update this test when that is intended):"
  echo "$got"
  status=1
else
  echo "ok   fixed spec: params.safetensors, input0.npy, ids.npy as before"
fi

# Bad specs: `LINE|message fragment|spec text` (\n in the text is a newline).
check_error() {
  line=$1
  message=$2
  text=$3
  printf "$text" > "$work/bad.txt"
  rm -rf "$work/bad"
  mkdir "$work/bad"
  "$tool" "$work/bad.txt" "$work/bad" > "$work/bad.out" 2>&1
  rc=$?
  if [ $rc -ne 1 ] || ! grep -q "bad.txt:$line: error: .*$message" "$work/bad.out" ||
      [ -n "$(ls "$work/bad")" ]; then
    echo "FAIL: expected exit 1 and bad.txt:$line: error: ...$message, got exit $rc:"
    cat "$work/bad.out"
    status=1
  else
    echo "ok   rejected at line $line: $message"
  fi
}
check_error 1 "no .seed N. line" 'param a f32 2 fill 1\n'
check_error 2 "unknown element type" 'seed 1\nparam a f17 2 fill 1\n'
check_error 2 "bad shape" 'seed 1\nparam a f32 2xx3 fill 1\n'
check_error 2 "bad shape" 'seed 1\nparam a f32 -2 fill 1\n'
check_error 2 "shape overflows" 'seed 1\nparam a f32 4294967296x4294967296 fill 1\n'
check_error 2 "tensor too large" 'seed 1\nparam a f32 4294967296x1048576 fill 1\n'
check_error 2 "uniform is for floats" 'seed 1\nparam a i32 2 uniform 0 1\n'
check_error 2 "randint is for integers" 'seed 1\nparam a f32 2 randint 0 1\n'
check_error 2 "randint wants integers" 'seed 1\nparam a i32 2 randint 5 5\n'
check_error 2 "uniform wants LO <= HI" 'seed 1\nparam a f32 2 uniform 1 0\n'
check_error 2 "want .uniform LO HI." 'seed 1\nparam a f32 2 normal 0 1\n'
check_error 3 "defined twice" 'seed 1\nparam a f32 2 fill 0\nparam a f32 2 fill 0\n'
check_error 2 "an input file name has no folder" 'seed 1\ninput ../x.npy f32 2 fill 0\n'
check_error 2 "parameter keys are plain text" 'seed 1\nparam a"b f32 2 fill 0\n'
check_error 1 "want .seed N." 'seed x\n'
check_error 2 "unknown entry" 'seed 1\nweights a f32 2 fill 0\n'
check_error 2 "want KIND NAME TYPE SHAPE" 'seed 1\nparam a f32\n'
check_error 2 "rank above 8" 'seed 1\nparam a f32 1x1x1x1x1x1x1x1x1 fill 0\n'
exit $status
