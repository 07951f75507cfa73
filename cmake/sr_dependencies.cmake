# Third-party dependencies, all from Debian packages. A missing one stops
# configure with the name of the package to install.
find_package(PkgConfig)
find_package(Threads REQUIRED)

function(sr_require_pkg var module debian_package)
  if(NOT PKG_CONFIG_FOUND)
    message(FATAL_ERROR "pkg-config is missing: apt-get install pkg-config")
  endif()
  pkg_check_modules(${var} IMPORTED_TARGET ${module})
  if(NOT ${var}_FOUND)
    message(FATAL_ERROR
            "${module} not found: install the Debian package "
            "'${debian_package}' (apt-get install ${debian_package})")
  endif()
endfunction()

sr_require_pkg(SR_LIBUV libuv libuv1-dev)
# The safetensors header is JSON (cpu_backend/params/safetensors_parser.c).
sr_require_pkg(SR_JANSSON jansson libjansson-dev)
if(SR_BUILD_TESTS)
  sr_require_pkg(SR_CRITERION criterion libcriterion-dev)
endif()

# Benchmark peers: optional, each bench reports the peer as missing.
pkg_check_modules(SR_OPENBLAS IMPORTED_TARGET openblas)
find_path(SR_TBB_INCLUDE_DIR tbb/task_group.h)
find_library(SR_TBB_LIBRARY tbb)
find_package(OpenMP COMPONENTS C CXX)
