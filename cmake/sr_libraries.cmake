# The installable libraries, made of the objects of our internal static
# libraries (sr_library: compiled once, linked by tests and tools too):
#
#   streamref     the runtime and all it stands on: runtime.h, kernel_abi.h,
#                 params.h, sched*.h, ir.h, passes.h, status.h, allocator.h,
#                 version.h. CMake streamref::runtime, pkg-config streamref.
#   streamref_ir  parse, verify and print IR, and run the Stream passes (ir.h,
#                 passes.h, status.h, allocator.h, version.h): no threads,
#                 no libuv or jansson. CMake
#                 streamref::ir, pkg-config streamref-ir.
#
# Each is a shared library (lib<name>.so.${SR_ABI_VERSION}) and, unless
# BUILD_SHARED_LIBS is ON, a static one too (lib<name>.a; CMake
# streamref::runtime_static, streamref::ir_static). The two are
# independent: a program links one or the other (the runtime contains the
# IR library's code).
#
# The objects are those of every internal library the root reaches through
# its links, so a new internal library joins by being linked; a new
# external dependency stops configure below until it is declared for the
# installed package too.

# External dependencies the installed package knows how to provide to its
# users: the static libraries' link interface names them, and
# cmake/streamrefConfig.cmake.in and the pkg-config files
# (cmake/streamref.pc.in) find them. A new one goes in all three places.
set(SR_PACKAGE_EXTERNAL_DEPS
    PkgConfig::SR_LIBUV PkgConfig::SR_JANSSON Threads::Threads m)
if(SR_HAVE_MPI)
  # The MPI transport of channels (cmake/sr_dependencies.cmake).
  list(APPEND SR_PACKAGE_EXTERNAL_DEPS MPI::MPI_C)
endif()

# Walks the links of |root|: |out_objects| gets the objects of every
# internal library reached, |out_external| the imported targets and plain
# library names.
function(sr_collect_link_closure root out_objects out_external)
  set(seen "")
  set(external "")
  set(stack ${root})
  while(stack)
    list(POP_BACK stack item)
    if(item MATCHES "^\\$<LINK_ONLY:(.*)>$")
      set(item "${CMAKE_MATCH_1}")
    endif()
    if(NOT TARGET ${item})
      list(APPEND external ${item})
      continue()
    endif()
    get_target_property(imported ${item} IMPORTED)
    if(imported)
      list(APPEND external ${item})
    elseif(NOT item IN_LIST seen)
      list(APPEND seen ${item})
      get_target_property(links ${item} LINK_LIBRARIES)
      if(links)
        list(APPEND stack ${links})
      endif()
    endif()
  endwhile()
  list(REMOVE_DUPLICATES external)
  set(objects "")
  foreach(lib IN LISTS seen)
    list(APPEND objects $<TARGET_OBJECTS:${lib}>)
  endforeach()
  foreach(dep IN LISTS external)
    if(NOT dep IN_LIST SR_PACKAGE_EXTERNAL_DEPS)
      message(FATAL_ERROR
              "${root} links '${dep}', a dependency the installed package "
              "does not declare: add it to SR_PACKAGE_EXTERNAL_DEPS "
              "(cmake/sr_libraries.cmake), cmake/streamrefConfig.cmake.in "
              "and cmake/streamref.pc.in")
    endif()
  endforeach()
  set(${out_objects} ${objects} PARENT_SCOPE)
  set(${out_external} ${external} PARENT_SCOPE)
endfunction()

# sr_installable_library(NAME EXPORT_NAME ROOTS): the shared library NAME
# (and NAME_static) from the link closure of ROOTS (a list);
# streamref::EXPORT_NAME.
function(sr_installable_library name export_name root)
  sr_collect_link_closure("${root}" objects external)
  set(include_dirs
      $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
      $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
      $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)

  add_library(${name} SHARED ${objects})
  set_target_properties(${name} PROPERTIES
      LINKER_LANGUAGE C
      VERSION ${PROJECT_VERSION}
      SOVERSION ${SR_ABI_VERSION}
      EXPORT_NAME ${export_name})
  target_include_directories(${name} INTERFACE ${include_dirs})
  target_link_libraries(${name} PRIVATE ${external})
  # Only sr_ symbols leave the library (hidden visibility decides which of
  # them: SR_API); calls inside it bind to its own functions, so a program
  # that loads both libraries keeps them apart.
  set(map ${PROJECT_SOURCE_DIR}/cmake/sr_exports.map)
  target_link_options(${name} PRIVATE -Wl,--version-script=${map}
                      -Wl,-Bsymbolic-functions)
  set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS ${map})
  if(NOT SR_SANITIZE AND NOT SR_FUZZ)
    # A missing object fails here rather than in the user's link (clang
    # leaves sanitizer runtimes out of shared objects, and -DSR_FUZZ=ON
    # instruments sr_base and sr_core, hence not then).
    target_link_options(${name} PRIVATE -Wl,--no-undefined)
  endif()
  add_library(streamref::${export_name} ALIAS ${name})

  if(NOT BUILD_SHARED_LIBS)
    add_library(${name}_static STATIC ${objects})
    set_target_properties(${name}_static PROPERTIES
        LINKER_LANGUAGE C
        OUTPUT_NAME ${name}
        EXPORT_NAME ${export_name}_static)
    target_include_directories(${name}_static INTERFACE ${include_dirs})
    target_link_libraries(${name}_static PRIVATE ${external})
    add_library(streamref::${export_name}_static ALIAS ${name}_static)
  endif()
endfunction()

sr_installable_library(streamref runtime "sr_cpu_backend;sr_passes")
sr_installable_library(streamref_ir ir sr_passes)

# What tools that use only the public API link: the shared runtime with
# BUILD_SHARED_LIBS, else the internal static libraries (self-contained
# executables).
if(BUILD_SHARED_LIBS)
  set(SR_TOOL_RUNTIME streamref)
else()
  set(SR_TOOL_RUNTIME sr_cpu_backend)
endif()

# The ABI check (tests/abi/check_symbols.sh): what each shared library
# exports must be what its public headers declare and what
# tests/abi/<name>.symbols lists. `cmake --build build --target
# abi_symbols_check` runs it (the abi_symbols_* tests run the same
# commands); abi_symbols_update rewrites the lists, for a change of the ABI
# made on purpose. The headers' declarations come from gcc's -aux-info.
find_program(SR_GCC NAMES gcc)
file(GLOB SR_PUBLIC_HEADERS CONFIGURE_DEPENDS
     RELATIVE ${PROJECT_SOURCE_DIR}/include
     ${PROJECT_SOURCE_DIR}/include/streamref/*.h)
set(SR_ABI_HEADERS_streamref ${SR_PUBLIC_HEADERS} streamref/version.h)
set(SR_ABI_HEADERS_streamref_ir streamref/status.h streamref/allocator.h
    streamref/ir.h streamref/passes.h streamref/version.h)
if(SR_GCC)
  add_custom_target(abi_symbols_check)
  add_custom_target(abi_symbols_update)
  foreach(_lib streamref streamref_ir)
    set(SR_ABI_CHECK_${_lib}
        sh ${PROJECT_SOURCE_DIR}/tests/abi/check_symbols.sh
        ${SR_GCC} $<TARGET_FILE:${_lib}>
        ${PROJECT_SOURCE_DIR}/tests/abi/${_lib}.symbols
        ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include --
        ${SR_ABI_HEADERS_${_lib}})
    add_custom_target(abi_symbols_check_${_lib}
                      COMMAND ${SR_ABI_CHECK_${_lib}} DEPENDS ${_lib}
                      COMMENT "ABI check of lib${_lib}.so" VERBATIM)
    add_dependencies(abi_symbols_check abi_symbols_check_${_lib})
    # The same command with --update after the script's name.
    set(_update ${SR_ABI_CHECK_${_lib}})
    list(INSERT _update 2 --update)
    add_custom_target(abi_symbols_update_${_lib}
                      COMMAND ${_update} DEPENDS ${_lib}
                      COMMENT "Updating tests/abi/${_lib}.symbols" VERBATIM)
    add_dependencies(abi_symbols_update abi_symbols_update_${_lib})
  endforeach()
endif()
