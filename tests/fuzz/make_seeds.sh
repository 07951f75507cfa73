#!/bin/sh
# Builds the seed corpus of every fuzz target from the committed corpora.
#
#   tests/fuzz/make_seeds.sh OUT_DIR
#
# Writes OUT_DIR/<target>/ for parser, roundtrip, npy, irpa, safetensors,
# gguf and exec (each emptied first), plus that target's committed
# regressions. Keep OUT_DIR in a build directory, not in the source tree.
#
# - parser, roundtrip: one seed per `// -----` chunk of the IR corpora, with
#   the option byte '1' (allow unregistered dialects; core test data also
#   with '0' and '3').
# - npy: mode 0 (an .npy stream) of every .npy file of tests/corpus; modes 1
#   and 2 (--input values, the write-read oracle) of every inline --input of
#   the runtime test programs' .run files.
# - irpa, safetensors, gguf: every archive of tests/params/data in each of
#   the three modes (byte 0, 1, 2: mmap, preload, file).
# - exec: every runtime test program (tests/programs/*/*.mlir) with its
#   inline --input values as leading `//! ` lines, option byte 0 and 8
#   (the serial oracle).
set -eu

out=${1:?usage: make_seeds.sh OUT_DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
for t in parser roundtrip npy irpa safetensors gguf exec; do
  mkdir -p "$out/$t"
  find "$out/$t" -maxdepth 1 -type f -name 'seed_*' -delete
done

# ir_seed TARGET PREFIX_BYTE FILE: FILE's chunks as seeds.
ir_seed() {
  target=$1
  flag=$2
  file=$3
  rel=${file#"$root"/tests/}
  name=$(printf '%s' "$rel" | tr '/.' '__')
  awk -v out="$out/$target" -v name="$name" -v flag="$flag" '
    function open_chunk() {
      path = sprintf("%s/seed_%s_%s_%03d", out, flag, name, ++n)
      printf "%s", flag > path
    }
    BEGIN { open_chunk() }
    /^[ \t]*\/\/ -----/ { close(path); open_chunk(); next }
    { print > path }
    END { close(path) }' "$file"
}

ir_files() {
  for dir in corpus/iree-lit/generic corpus/iree-lit/pretty \
             corpus/iree-lit/input corpus/malformed core/testdata; do
    find "$root/tests/$dir" -name '*.mlir'
  done
  find "$root/tests/corpus/generated" -mindepth 2 -maxdepth 2 -name '*.mlir'
}

for target in parser roundtrip; do
  for file in $(ir_files | sort); do
    ir_seed "$target" 1 "$file"
  done
  for file in $(find "$root/tests/core/testdata" -name '*.mlir' | sort); do
    ir_seed "$target" 0 "$file"
    ir_seed "$target" 3 "$file"
  done
done

# The inline --input values of a .run file, one a line.
inline_inputs() {
  sed -n 's/^--input=//p' "$1" | grep -v '^[@+*&]' | grep -v '=[@+]' || true
}

n=0
for file in $(find "$root/tests/corpus" -name '*.npy' | sort); do
  n=$((n + 1))
  { printf '\000'; cat "$file"; } > "$out/npy/seed_npy_$n"
done
for run in $(find "$root/tests/programs" -name '*.run' | sort); do
  inline_inputs "$run" | while IFS= read -r value; do
    n=$((n + 1))
    printf '\001r\n%s' "$value" > "$out/npy/seed_input_$(basename "$run" .run)_$n"
    printf '\002%s' "$value" > "$out/npy/seed_write_$(basename "$run" .run)_$n"
  done
done

archive_seeds() {
  target=$1
  pattern=$2
  for file in $(find "$root/tests/params/data" -name "$pattern" | sort); do
    for mode in 0 1 2; do
      { printf "\\00$mode"; cat "$file"; } \
        > "$out/$target/seed_${mode}_$(basename "$file")"
    done
  done
}
archive_seeds irpa '*.irpa'
archive_seeds safetensors '*.safetensors'
archive_seeds gguf '*.gguf'

for file in $(find "$root/tests/programs" -mindepth 2 -maxdepth 2 \
                -name '*.mlir' ! -name '*.generic.mlir' | sort); do
  base=${file%.mlir}
  name=$(printf '%s' "${base#"$root"/tests/programs/}" | tr '/' '_')
  for flag in 000 010; do
    {
      printf "\\$flag"
      if [ -f "$base.run" ]; then
        inline_inputs "$base.run" | sed 's|^|//! |'
      fi
      cat "$file"
    } > "$out/exec/seed_${flag}_$name"
  done
done

for t in parser roundtrip npy irpa safetensors gguf exec; do
  src="$root/tests/fuzz/regressions"
  [ "$t" = parser ] || src="$src/$t"
  find "$src" -maxdepth 1 -type f ! -name README.md -exec cp {} "$out/$t/" \;
  echo "make_seeds.sh: $t: $(find "$out/$t" -maxdepth 1 -type f | wc -l) seeds"
done
