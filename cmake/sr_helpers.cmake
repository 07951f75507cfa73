# Helpers to declare streamref targets with the shared flags.

# sr_library(NAME SOURCES ... DEPS ...): a static library of ours, linked by
# the tests and tools; the installed libraries are made of the objects of
# these (cmake/sr_libraries.cmake). Symbols are hidden: only declarations
# marked SR_API in include/streamref/ are exported by the shared library.
function(sr_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS;PUBLIC_DEPS" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES
      C_VISIBILITY_PRESET hidden CXX_VISIBILITY_PRESET hidden
      VISIBILITY_INLINES_HIDDEN ON)
  target_compile_options(${name} PRIVATE ${SR_WARNING_FLAGS})
  target_include_directories(${name}
      PUBLIC ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include
             ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC ${ARG_PUBLIC_DEPS} PRIVATE ${ARG_DEPS})
endfunction()

# sr_executable(NAME SOURCES ... DEPS ...)
function(sr_executable name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_compile_options(${name} PRIVATE ${SR_WARNING_FLAGS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/include
                                             ${PROJECT_BINARY_DIR}/include
                                             ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS})
endfunction()

# sr_criterion_test(NAME SOURCES ... DEPS ... [LABELS ...] [TIMEOUT s])
# One Criterion executable registered with CTest. Criterion runs each test in
# its own process, so a crash fails that test only.
function(sr_criterion_test name)
  cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;DEPS;LABELS" ${ARGN})
  sr_executable(${name} SOURCES ${ARG_SOURCES}
                DEPS ${ARG_DEPS} PkgConfig::SR_CRITERION)
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  # --jobs=1 keeps Criterion from oversubscribing the 2-core CI machine when
  # ctest already runs suites in parallel.
  add_test(NAME ${name} COMMAND ${name} --jobs=1 --short-filename)
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 300)
  endif()
  set_tests_properties(${name} PROPERTIES TIMEOUT ${ARG_TIMEOUT}
                       LABELS "${ARG_LABELS}")
endfunction()
