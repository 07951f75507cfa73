# The e2e suite of streamref-bench (perf/e2e_bench.c), included from
# perf/CMakeLists.txt before the executable is declared. It runs the
# generated corpus through streamref-run (a child process), so it needs the
# tool built and the source tree's corpus.
list(APPEND SR_BENCH_SOURCES e2e_bench.c)
set_source_files_properties(e2e_bench.c PROPERTIES COMPILE_DEFINITIONS
    "SR_BENCH_E2E_CORPUS_DIR=\"${PROJECT_SOURCE_DIR}/tests/corpus\";SR_BENCH_E2E_STREAMREF_RUN=\"$<TARGET_FILE:streamref-run>\";SR_BENCH_E2E_PROGRAMS_DIR=\"${CMAKE_CURRENT_SOURCE_DIR}/e2e_programs\"")

function(sr_e2e_bench_link)
  add_dependencies(streamref-bench streamref-run)
endfunction()
cmake_language(DEFER CALL sr_e2e_bench_link)
