#!/bin/sh
# Builds the seed corpus of sr_parser_fuzz from the committed corpora.
#
#   tests/fuzz/make_seeds.sh OUT_DIR
#
# Each seed is one option byte (see parser_fuzz.c: '1' = allow unregistered
# dialects, '0' = not, '3' = allow + print debug info) followed by one
# `// -----` chunk of a corpus file. Seeds are named after their source so a
# finding can be traced back. OUT_DIR is created (and emptied) here; keep it
# in a build directory, not in the source tree.
set -eu

out=${1:?usage: make_seeds.sh OUT_DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
find "$out" -maxdepth 1 -type f -name 'seed_*' -delete

# seed PREFIX_BYTE FILE: writes FILE's chunks as seeds with that option byte.
seed() {
  flag=$1
  file=$2
  rel=${file#"$root"/tests/}
  name=$(printf '%s' "$rel" | tr '/.' '__')
  awk -v out="$out" -v name="$name" -v flag="$flag" '
    function open_chunk() {
      path = sprintf("%s/seed_%s_%s_%03d", out, flag, name, ++n)
      printf "%s", flag > path
    }
    BEGIN { open_chunk() }
    /^[ \t]*\/\/ -----/ { close(path); open_chunk(); next }
    { print > path }
    END { close(path) }' "$file"
}

count=0
for dir in corpus/iree-lit/generic corpus/iree-lit/pretty \
           corpus/iree-lit/input corpus/malformed core/testdata; do
  for file in $(find "$root/tests/$dir" -name '*.mlir' | sort); do
    seed 1 "$file"
    count=$((count + 1))
  done
done
for file in $(find "$root/tests/corpus/generated" -mindepth 2 -maxdepth 2 \
                -name '*.mlir' | sort); do
  seed 1 "$file"
  count=$((count + 1))
done
# A few with the other option bytes so every mode starts from valid input.
for file in $(find "$root/tests/core/testdata" -name '*.mlir' | sort); do
  seed 0 "$file"
  seed 3 "$file"
done
echo "make_seeds.sh: $(find "$out" -maxdepth 1 -name 'seed_*' | wc -l) seeds" \
     "from $count files in $out"
