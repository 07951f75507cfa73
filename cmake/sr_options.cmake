# Compiler flags shared by every streamref target.
#
# The warning set is the union of IREE's runtime flags and libuv's lint flags
# (see ../shared/STYLE.md). -Wno-unused-parameter because callback signatures
# are fixed by their typedefs.

# POSIX and GNU interfaces (pthread, futex syscall, eventfd, mmap) are used
# deliberately; the language itself stays C11 without extensions.
add_compile_definitions(_GNU_SOURCE)

set(SR_WARNING_FLAGS
    -Wall -Wextra $<$<COMPILE_LANGUAGE:C>:-Wstrict-prototypes> -Wvla
    -Wimplicit-fallthrough
    -Wno-unused-parameter -Wno-missing-field-initializers)
if(SR_WERROR)
  list(APPEND SR_WARNING_FLAGS -Werror)
endif()

if(SR_SANITIZE)
  string(REPLACE "," ";" _sr_sanitizers "${SR_SANITIZE}")
  foreach(_s IN LISTS _sr_sanitizers)
    if(NOT _s MATCHES "^(address|undefined|thread|leak)$")
      message(FATAL_ERROR "SR_SANITIZE: unknown sanitizer '${_s}' "
                          "(expected address, undefined, thread or leak)")
    endif()
  endforeach()
  set(_sr_san_flags -fsanitize=${SR_SANITIZE} -fno-omit-frame-pointer
                    -fno-sanitize-recover=all)
  add_compile_options(${_sr_san_flags})
  add_link_options(${_sr_san_flags})
endif()

if(SR_FUZZ AND NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "SR_FUZZ=ON needs clang: configure with "
                      "-DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++")
endif()

# Every object of ours may end up in the shared library (cmake/
# sr_libraries.cmake): position-independent code everywhere. Symbols are
# hidden unless a public header marks them SR_API (sr_library sets the
# visibility; include/streamref/export.h).
set(CMAKE_POSITION_INDEPENDENT_CODE ON)

# streamref/version.h, generated from project(VERSION) and SR_ABI_VERSION.
configure_file(${PROJECT_SOURCE_DIR}/include/streamref/version.h.in
               ${PROJECT_BINARY_DIR}/include/streamref/version.h @ONLY)
