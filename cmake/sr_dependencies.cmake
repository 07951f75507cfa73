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
# The safetensors header is JSON (io/safetensors_parser.c).
sr_require_pkg(SR_JANSSON jansson libjansson-dev)
if(SR_BUILD_TESTS)
  sr_require_pkg(SR_CRITERION criterion libcriterion-dev)
endif()

# Benchmark peers: optional, each bench reports the peer as missing.
pkg_check_modules(SR_OPENBLAS IMPORTED_TARGET openblas)
find_path(SR_TBB_INCLUDE_DIR tbb/task_group.h)
find_library(SR_TBB_LIBRARY tbb)
find_package(OpenMP COMPONENTS C CXX)

# The MPI transport of channels (cpu_backend/collective/channel_mpi.c):
# SR_MPI=AUTO builds it when CMake finds MPI (Debian: libopenmpi-dev), ON
# requires it, OFF leaves it out (sr_channel_create_mpi_world then says how
# to get it). AUTO leaves it out of sanitizer builds: OpenMPI's MPI_Init
# leaks by design, which LeakSanitizer reports.
set(SR_MPI AUTO CACHE STRING "MPI transport for collectives: AUTO, ON or OFF")
set(SR_HAVE_MPI OFF)
if(SR_MPI STREQUAL "ON" OR (SR_MPI STREQUAL "AUTO" AND NOT SR_SANITIZE))
  if(SR_MPI STREQUAL "ON")
    find_package(MPI COMPONENTS C)
    if(NOT MPI_C_FOUND)
      message(FATAL_ERROR
              "SR_MPI=ON but MPI was not found: install the Debian packages "
              "'libopenmpi-dev openmpi-bin' (apt-get install libopenmpi-dev "
              "openmpi-bin), or configure with -DSR_MPI=AUTO or OFF")
    endif()
  else()
    find_package(MPI QUIET COMPONENTS C)
  endif()
  if(MPI_C_FOUND)
    set(SR_HAVE_MPI ON)
  endif()
endif()
if(SR_HAVE_MPI)
  message(STATUS "streamref: collectives over MPI (${MPI_C_LIBRARIES})")
else()
  message(STATUS "streamref: no MPI transport (SR_MPI=${SR_MPI}; Debian: "
                 "apt-get install libopenmpi-dev openmpi-bin)")
endif()
