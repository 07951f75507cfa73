#!/usr/bin/env bash
# streamref quick start: installs what is missing, builds, and runs.
#
#   tools/quickstart.sh example   build and run the bundled example program
#   tools/quickstart.sh test      build and run the whole test suite
#   tools/quickstart.sh asan      the test suite under ASan+UBSan
#   tools/quickstart.sh tsan      the sched and runtime suites under TSan
#   tools/quickstart.sh install   install into temporary prefixes (static
#                                 and shared builds) and build and run
#                                 tests/consumer against each; the ABI
#                                 symbol check; the Debian packages, and
#                                 with SR_INSTALL_DEB=1 (a disposable
#                                 machine, as root: CI) their installation
#                                 in /usr, the consumer against it, and
#                                 their removal
#   tools/quickstart.sh valgrind  a few CLI runs under valgrind memcheck
#
# Works on a fresh Debian 12 machine as root or as a user with sudo. Each
# configuration builds in its own directory (build/, build-asan/, ...).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mode="${1:-example}"

# Debian packages: the build needs the first two lines; the benchmark peers
# and the fuzzer need the third (installed too, so every suite can build);
# clang-format runs the format_check test; dpkg-dev and file make the
# Debian packages (cpack's dpkg-shlibdeps); OpenMPI is the optional MPI
# transport of collectives and its mpirun tests.
packages=(cmake ninja-build pkg-config gcc g++ libuv1-dev libjansson-dev
          libcriterion-dev
          clang libclang-rt-14-dev libtbb-dev libopenblas-dev clang-format
          dpkg-dev file valgrind libopenmpi-dev openmpi-bin)

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

# The installed tool runs the bundled example as the built one does.
check_installed_tool() {
  local tool="$1"
  "$tool" --version
  diff <(./build/tools/streamref-run --flagfile=tools/example/example.run) \
       <("$tool" --flagfile=tools/example/example.run) >/dev/null ||
    { echo "quickstart: $tool runs the example differently" >&2; return 1; }
}

sudo_if_needed() {
  if [ "$(id -u)" -ne 0 ]; then sudo "$@"; else "$@"; fi
}

# What the install stage leaves behind is removed however it ends.
install_tmp=""
debs_installed=0
install_cleanup() {
  if [ "$debs_installed" = 1 ]; then
    DEBIAN_FRONTEND=noninteractive sudo_if_needed \
      apt-get purge -y -qq streamref streamref-dev >/dev/null 2>&1 || true
  fi
  [ -z "$install_tmp" ] || rm -rf "$install_tmp"
}

install_stage() {
  local start tmp
  start=$(date +%s)
  tmp="$(mktemp -d)"
  install_tmp="$tmp"
  trap install_cleanup EXIT
  # The test stage's build (same flags: nothing to rebuild), installed:
  # static and shared libraries, statically linked tools.
  configure_and_build build -DSR_WERROR=ON
  echo "quickstart: cmake --install build --prefix $tmp/prefix"
  cmake --install build --prefix "$tmp/prefix" >/dev/null
  check_installed_tool "$tmp/prefix/bin/streamref-run"
  tests/consumer/check.sh "$tmp/prefix" "$tmp/consumer"
  cmake --build build --target abi_symbols_check

  # -DBUILD_SHARED_LIBS=ON: shared libraries only, and the tools link them.
  configure_and_build build-shared -DSR_WERROR=ON -DBUILD_SHARED_LIBS=ON \
    -DSR_BUILD_TESTS=OFF -DSR_BUILD_PERF=OFF
  cmake --build build-shared --target abi_symbols_check
  echo "quickstart: cmake --install build-shared --prefix $tmp/shared"
  cmake --install build-shared --prefix "$tmp/shared" >/dev/null
  readelf -d "$tmp/shared/bin/streamref-run" | grep -q 'libstreamref\.so\.' ||
    { echo "quickstart: the shared build's streamref-run is static" >&2; return 1; }
  check_installed_tool "$tmp/shared/bin/streamref-run"
  tests/consumer/check.sh "$tmp/shared" "$tmp/consumer-shared"

  # The Debian packages, from build/.
  echo "quickstart: cpack -G DEB"
  rm -rf build/packages
  cpack --config build/CPackConfig.cmake -G DEB -B build/packages >/dev/null
  local deb
  for deb in build/packages/*.deb; do
    echo "quickstart: $deb"
    dpkg-deb --field "$deb" Package Version Architecture Depends
    dpkg-deb --contents "$deb" | awk '{ print "  " $6 ($7 ? " " $7 " " $8 : "") }'
  done
  if [ "${SR_INSTALL_DEB:-0}" = 1 ]; then
    install_debs "$tmp"
  fi
  echo "quickstart: install stage done in $(( $(date +%s) - start )) s"
}

# Installs the packages into /usr (as root, where that is fine: CI's
# disposable machine), runs the tools from /usr/bin and the consumer against
# /usr, then removes the packages again.
install_debs() {
  local tmp="$1"
  local debs=(./build/packages/streamref_*_amd64.deb
              ./build/packages/streamref-dev_*_amd64.deb)
  echo "quickstart: apt-get install ${debs[*]}"
  debs_installed=1
  DEBIAN_FRONTEND=noninteractive sudo_if_needed \
    apt-get install -y -qq "${debs[@]}" >/dev/null
  [ "$(command -v streamref-run)" = /usr/bin/streamref-run ] ||
    { echo "quickstart: streamref-run is not /usr/bin's" >&2; return 1; }
  check_installed_tool streamref-run
  streamref-opt --version
  streamref-params --version
  streamref-diff --version
  streamref-trace --version
  streamref-benchmark --version
  tests/consumer/check.sh /usr "$tmp/consumer-usr"
  DEBIAN_FRONTEND=noninteractive sudo_if_needed \
    apt-get purge -y -qq streamref streamref-dev >/dev/null
  debs_installed=0
  echo "quickstart: removed streamref streamref-dev"
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
  install)
    install_stage
    ;;
  valgrind)
    # Every heap block freed, no invalid access, on a few runs of each
    # tool, good and bad input (the registry frees its one-time memory at
    # exit, so "possibly lost" is a real report). About a minute.
    configure_and_build build -DSR_WERROR=ON
    vg() {
      echo "quickstart: valgrind $*"
      valgrind --quiet --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect,possible \
        --show-leak-kinds=definite,indirect,possible "$@" >/dev/null
    }
    expect_error() {  # a run that must fail with exit code 1, cleanly
      local rc=0
      vg "$@" 2>/dev/null || rc=$?
      if [ "$rc" -ne 1 ]; then
        echo "quickstart: valgrind run exited $rc (expected 1): $*" >&2
        exit 1
      fi
    }
    tmp=$(mktemp -d)
    vg ./build/tools/streamref-run --flagfile=tools/example/example.run
    vg ./build/tools/streamref-run --flagfile=tools/example/example.run \
      --threads=2 --regions=graph
    vg ./build/tools/streamref-opt --split-input-file \
      tests/corpus/iree-lit/pretty/Transforms/test/schedule_execution/001.mlir
    vg ./build/tools/streamref-params create --quiet "--splat=w=4xf32=0.5" \
      "--data=m=2x2xi32=[1 2][3 4]" "--output=$tmp/p.irpa"
    vg ./build/tools/streamref-params dump "--parameters=$tmp/p.irpa"
    expect_error ./build/tools/streamref-run --flagfile=tools/example/example.run \
      --threads=abc
    expect_error ./build/tools/streamref-run --module=tools/example/example.mlir \
      --function=main "--input=4294967296x4294967296xi32=1" --input=1
    rm -rf "$tmp"
    echo "quickstart: valgrind: clean"
    ;;
  *)
    echo "usage: tools/quickstart.sh example|test|asan|tsan|install|valgrind" >&2
    exit 2
    ;;
esac
