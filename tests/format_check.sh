#!/usr/bin/env bash
# Fails when a C source or header differs from what clang-format makes of it
# with the repository's .clang-format (Debian 12's clang-format 14).
# Usage: tests/format_check.sh CLANG_FORMAT SOURCE_DIR
set -euo pipefail
clang_format="$1"
cd "$2"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.c' '*.h' '*.cc')
else
  mapfile -t files < <(find core io sched kernels cpu_backend include tools tests perf \
                         -name '*.c' -o -name '*.h' -o -name '*.cc' | sort)
fi
bad=0
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  if ! "$clang_format" --style=file "$f" | cmp -s - "$f"; then
    echo "not clang-formatted: $f (run: $clang_format -i $f)"
    bad=$((bad + 1))
  fi
done
echo "format: ${#files[@]} files, $bad not clang-formatted"
[ "$bad" -eq 0 ]
