# The parse suite of streamref-bench (perf/parse_bench.c), included from
# perf/CMakeLists.txt before the executable is declared. It links the public
# IR API only (sr_core through include/streamref/ir.h) and reads the
# committed corpus to generate its modules.
list(APPEND SR_BENCH_SOURCES parse_bench.c)
set_source_files_properties(parse_bench.c PROPERTIES COMPILE_DEFINITIONS
    "SR_BENCH_CORPUS_DIR=\"${PROJECT_SOURCE_DIR}/tests/corpus\"")

function(sr_parse_bench_link)
  target_link_libraries(streamref-bench PRIVATE sr_core)
endfunction()
# The executable is declared after this file is included.
cmake_language(DEFER CALL sr_parse_bench_link)
