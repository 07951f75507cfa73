#!/usr/bin/env bash
# streamref quick start: installs what is missing, builds, and runs.
#
#   tools/quickstart.sh example   build and run the bundled example program
#   tools/quickstart.sh test      build and run the whole test suite
#   tools/quickstart.sh asan      the test suite under ASan+UBSan
#   tools/quickstart.sh tsan      the sched and runtime suites under TSan
#
# Works on a fresh Debian 12 machine as root or as a user with sudo. Each
# configuration builds in its own directory (build/, build-asan/, ...).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mode="${1:-example}"

# Debian packages: the build needs the first two lines; the benchmark peers
# and the fuzzer need the third (installed too, so every suite can build);
# clang-format runs the format_check test.
packages=(cmake ninja-build pkg-config gcc g++ libuv1-dev libjansson-dev
          libcriterion-dev
          clang libclang-rt-14-dev libtbb-dev libopenblas-dev clang-format)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "quickstart: installing ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

jobs="$(nproc 2>/dev/null || echo 2)"

configure_and_build() {
  local dir="$1"; shift
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
}

install_missing
case "$mode" in
  example)
    configure_and_build build -DSR_WERROR=ON
    echo "quickstart: streamref-run --flagfile=tools/example/example.run"
    ./build/tools/streamref-run --flagfile=tools/example/example.run
    ;;
  test)
    configure_and_build build -DSR_WERROR=ON
    ctest --test-dir build --output-on-failure -j "$jobs"
    ;;
  asan)
    configure_and_build build-asan -DSR_WERROR=ON -DSR_SANITIZE=address,undefined \
      -DSR_BUILD_PERF=OFF
    # allocator_may_return_null: huge allocations requested by bad input
    # must come back as errors (as they do without ASan), not abort.
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
      UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      ctest --test-dir build-asan --output-on-failure -j "$jobs"
    ;;
  tsan)
    configure_and_build build-tsan -DSR_WERROR=ON -DSR_SANITIZE=thread \
      -DSR_BUILD_PERF=OFF
    TSAN_OPTIONS="halt_on_error=1 suppressions=$here/tsan.supp" \
      ctest --test-dir build-tsan --output-on-failure -j "$jobs" -L 'sched|runtime'
    ;;
  *)
    echo "usage: tools/quickstart.sh example|test|asan|tsan" >&2
    exit 2
    ;;
esac
