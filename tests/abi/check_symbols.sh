#!/bin/sh
# Checks the symbols a shared library of streamref exports against the
# committed list, and against the functions its public headers declare.
#
#   check_symbols.sh [--update] CC LIBRARY LIST INCLUDE_DIR... -- HEADER...
#
# LIBRARY  libstreamref.so / libstreamref_ir.so as built
# LIST     tests/abi/<name>.symbols, one symbol a line ('#' comments)
# HEADER   the public headers (streamref/x.h) whose functions it exports
# CC       gcc: its -aux-info lists the functions the headers declare
#
# Fails when a header declares a function the library does not export (its
# declaration lacks SR_API), when it exports one no header declares, when an
# exported name lacks the sr_ prefix, and when the export list is not LIST.
# --update rewrites LIST from the library instead (after the other checks).
set -eu
update=0
if [ "$1" = "--update" ]; then update=1; shift; fi
cc="$1" lib="$2" list="$3"
shift 3
includes=""
while [ "$1" != "--" ]; do includes="$includes -I$1"; shift; done
shift
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

nm -D --defined-only "$lib" | awk 'NF == 3 { sub(/@.*/, "", $3); print $3 }' |
  LC_ALL=C sort -u > "$tmp/exported"
for h in "$@"; do echo "#include \"$h\""; done > "$tmp/headers.c"
# shellcheck disable=SC2086
"$cc" -std=c11 -D_GNU_SOURCE $includes -fsyntax-only -aux-info "$tmp/aux" \
  "$tmp/headers.c"
grep -E '/streamref/[^/]+\.h:[0-9]+:NC \*/ extern ' "$tmp/aux" |
  sed -E 's/^[^(]*[ *]([A-Za-z_][A-Za-z0-9_]*) \(.*$/\1/' |
  LC_ALL=C sort -u > "$tmp/declared"

name="$(basename "$lib")"
status=0
bad_prefix="$(grep -v '^sr_' "$tmp/exported" || true)"
if [ -n "$bad_prefix" ]; then
  echo "$name exports symbols without the sr_ prefix:"
  echo "$bad_prefix" | sed 's/^/  /'
  status=1
fi
missing="$(LC_ALL=C comm -23 "$tmp/declared" "$tmp/exported")"
if [ -n "$missing" ]; then
  echo "declared in a public header but not exported by $name (mark the"
  echo "declaration SR_API, include/streamref/export.h, and define it):"
  echo "$missing" | sed 's/^/  /'
  status=1
fi
undeclared="$(LC_ALL=C comm -13 "$tmp/declared" "$tmp/exported")"
if [ -n "$undeclared" ]; then
  echo "exported by $name but declared in no public header it stands for"
  echo "(SR_API belongs on declarations in include/streamref/ only):"
  echo "$undeclared" | sed 's/^/  /'
  status=1
fi
[ $status -eq 0 ] || exit 1

if [ $update -eq 1 ]; then
  {
    echo "# Symbols $name exports: checked by the abi_symbols tests"
    echo "# (tests/abi/check_symbols.sh). Regenerate on purpose with"
    echo "#   cmake --build build --target abi_symbols_update"
    cat "$tmp/exported"
  } > "$list"
  echo "wrote $(wc -l < "$tmp/exported") symbols to $list"
  exit 0
fi

grep -v '^#' "$list" | LC_ALL=C sort -u > "$tmp/committed"
if ! cmp -s "$tmp/committed" "$tmp/exported"; then
  echo "the ABI of $name changed: its exported symbols differ from $list"
  LC_ALL=C comm -13 "$tmp/committed" "$tmp/exported" | sed 's/^/  + /'
  LC_ALL=C comm -23 "$tmp/committed" "$tmp/exported" | sed 's/^/  - /'
  echo "If the change is on purpose, update the list and commit it:"
  echo "  cmake --build build --target abi_symbols_update"
  echo "and when a symbol went away or an existing function or public struct"
  echo "changed incompatibly, bump SR_ABI_VERSION in CMakeLists.txt too (the"
  echo "soname). Adding symbols alone keeps the ABI version."
  exit 1
fi
echo "$name: $(wc -l < "$tmp/exported") exported symbols, as $list lists"
