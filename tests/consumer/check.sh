#!/usr/bin/env bash
# Builds tests/consumer against the streamref installed in PREFIX every way
# a user would, runs each build, and checks its output.
#
#   tests/consumer/check.sh PREFIX WORK_DIR
#
#   cmake        an out-of-tree project: find_package(streamref 0.2 CONFIG
#                REQUIRED) with streamref::runtime and streamref::ir (the
#                shared libraries), and streamref::*_static when installed
#   pkg-config   the same sources with one plain compiler command each:
#                `cc ... $(pkg-config --cflags --libs streamref)` and
#                streamref-ir (shared), streamref-static and
#                streamref-ir-static when installed
#
# Each consumer prints what expected_output.txt holds; a build against a
# shared library must need libstreamref.so.N (and the IR consumer never
# libuv), one against a static library must not.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix="$(cd "$1" && pwd)"
work="$2"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
program="$here/saxpy.stream.mlir"
cc="${CC:-cc}"
# The consumer is built as strictly as streamref itself: the public headers
# must not warn in a user's -Wall -Wextra -Werror build.
cflags=(-std=c11 -O1 -Wall -Wextra -Wstrict-prototypes -Werror)

pcdir="$(dirname "$(find "$prefix/lib" "$prefix/share" -maxdepth 3 \
  -path '*/pkgconfig/streamref.pc' 2>/dev/null | head -1)")"
if [ ! -f "$pcdir/streamref.pc" ]; then
  echo "consumer: no streamref.pc under $prefix" >&2
  exit 1
fi
have_static=0
[ -f "$pcdir/streamref-static.pc" ] && have_static=1

fail() {
  echo "consumer: $*" >&2
  exit 1
}

# check_run NAME DIR STATIC: runs DIR/consumer and DIR/consumer_ir.
check_run() {
  local name="$1" dir="$2" static="$3"
  local out="$dir/output.txt"
  "$dir/consumer" "$program" > "$out" 2> "$dir/stderr.txt" ||
    { cat "$dir/stderr.txt" >&2; fail "$name: consumer failed"; }
  "$dir/consumer_ir" "$program" >> "$out" 2>> "$dir/stderr.txt" ||
    { cat "$dir/stderr.txt" >&2; fail "$name: consumer_ir failed"; }
  if ! diff -u "$here/expected_output.txt" "$out"; then
    fail "$name: output differs from tests/consumer/expected_output.txt"
  fi
  local needed
  needed="$(readelf -d "$dir/consumer" | grep NEEDED || true)"
  local needed_ir
  needed_ir="$(readelf -d "$dir/consumer_ir" | grep NEEDED || true)"
  if [ "$static" = 1 ]; then
    if grep -q libstreamref <<< "$needed$needed_ir"; then
      fail "$name: linked statically but needs a streamref shared library"
    fi
  else
    grep -q 'libstreamref\.so\.' <<< "$needed" ||
      fail "$name: consumer does not need libstreamref.so"
    grep -q 'libstreamref_ir\.so\.' <<< "$needed_ir" ||
      fail "$name: consumer_ir does not need libstreamref_ir.so"
  fi
  if grep -q libuv <<< "$needed_ir"; then
    fail "$name: the IR consumer needs libuv"
  fi
  echo "consumer: $name: ok ($(head -1 "$dir/stderr.txt"))"
}

# CMake, against the shared libraries, then the static ones.
variants=(0)
[ $have_static = 1 ] && variants+=(1)
for static in "${variants[@]}"; do
  name="cmake-$([ "$static" = 1 ] && echo static || echo shared)"
  dir="$work/$name"
  cmake -S "$here" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_C_FLAGS="${cflags[*]}" -DCONSUMER_STATIC="$static" > "$dir.log" ||
    { cat "$dir.log" >&2; fail "$name: configure failed"; }
  cmake --build "$dir" >> "$dir.log" ||
    { cat "$dir.log" >&2; fail "$name: build failed"; }
  check_run "$name" "$dir" "$static"
done

# pkg-config, one compiler command per program.
export PKG_CONFIG_PATH="$pcdir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
pkg-config --exists 'streamref >= 0.2' || fail "pkg-config: no streamref >= 0.2"
private="$(pkg-config --static --libs streamref)"
for dep in -luv -ljansson; do
  grep -q -- "$dep" <<< "$private" ||
    fail "pkg-config --static --libs streamref lacks $dep: $private"
done
pc_build() {
  local name="$1" runtime_pc="$2" ir_pc="$3" static="$4"
  local dir="$work/$name"
  mkdir -p "$dir"
  local rpath=()
  [ "$static" = 1 ] || rpath=("-Wl,-rpath,$(pkg-config --variable=libdir "$runtime_pc")")
  # shellcheck disable=SC2046
  "$cc" "${cflags[@]}" "$here/consumer.c" -o "$dir/consumer" \
    $(pkg-config --cflags --libs "$runtime_pc") "${rpath[@]}"
  # shellcheck disable=SC2046
  "$cc" "${cflags[@]}" "$here/consumer_ir.c" -o "$dir/consumer_ir" \
    $(pkg-config --cflags --libs "$ir_pc") "${rpath[@]}"
  check_run "$name" "$dir" "$static"
}
pc_build pkg-config-shared streamref streamref-ir 0
if [ $have_static = 1 ]; then
  pc_build pkg-config-static streamref-static streamref-ir-static 1
fi
