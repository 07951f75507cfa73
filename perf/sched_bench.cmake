# The sched suite of streamref-bench (perf/sched_bench*.c*), included from
# perf/CMakeLists.txt before the executable is declared.
list(APPEND SR_BENCH_SOURCES sched_bench.c)

# The peers build as their own library so that their flags (C++ for TBB,
# -fopenmp, libuv) stay off every other suite's sources.
add_library(sr_sched_bench_peers STATIC sched_bench_uv.c sched_bench_event.c)
target_include_directories(sr_sched_bench_peers PRIVATE ${PROJECT_SOURCE_DIR})
target_link_libraries(sr_sched_bench_peers PRIVATE PkgConfig::SR_LIBUV
                      Threads::Threads)
set(_sr_sched_bench_defines "")
if(SR_TBB_INCLUDE_DIR AND SR_TBB_LIBRARY)
  target_sources(sr_sched_bench_peers PRIVATE sched_bench_tbb.cc)
  set_source_files_properties(sched_bench_tbb.cc PROPERTIES
      COMPILE_OPTIONS "-std=c++17")
  target_include_directories(sr_sched_bench_peers PRIVATE
      ${SR_TBB_INCLUDE_DIR})
  target_link_libraries(sr_sched_bench_peers PRIVATE ${SR_TBB_LIBRARY})
  list(APPEND _sr_sched_bench_defines SR_SCHED_BENCH_HAVE_TBB=1)
endif()
if(OpenMP_C_FOUND)
  target_sources(sr_sched_bench_peers PRIVATE sched_bench_omp.c)
  target_link_libraries(sr_sched_bench_peers PRIVATE OpenMP::OpenMP_C)
  list(APPEND _sr_sched_bench_defines SR_SCHED_BENCH_HAVE_OPENMP=1)
endif()
set_source_files_properties(sched_bench.c PROPERTIES
    COMPILE_DEFINITIONS "${_sr_sched_bench_defines}")

function(sr_sched_bench_link)
  target_link_libraries(streamref-bench PRIVATE sr_sched sr_sched_bench_peers)
endfunction()
cmake_language(DEFER CALL sr_sched_bench_link)
