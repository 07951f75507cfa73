# The kernels suite of streamref-bench (perf/kernels_bench*.c), included
# from perf/CMakeLists.txt before the executable is declared.
list(APPEND SR_BENCH_SOURCES
  kernels_bench.c
  kernels_bench_autovec.c
  kernels_bench_openblas.c
  kernels_bench_pool.c
)
# The autovec peer is "the loop a user would write, built for this CPU".
set_source_files_properties(kernels_bench_autovec.c PROPERTIES
    COMPILE_OPTIONS "-O3;-march=native")
# The bench times glibc's expf/tanhf as peers: keep -ffp-contract off and
# math-errno out of the way the same as the kernels.
set_source_files_properties(kernels_bench.c PROPERTIES
    COMPILE_OPTIONS "-fno-math-errno")

function(sr_kernels_bench_link)
  target_link_libraries(streamref-bench PRIVATE sr_kernels Threads::Threads)
  if(TARGET PkgConfig::SR_OPENBLAS)
    target_link_libraries(streamref-bench PRIVATE PkgConfig::SR_OPENBLAS)
    target_compile_definitions(streamref-bench PRIVATE SR_BENCH_HAVE_OPENBLAS=1)
  endif()
endfunction()
# The executable is declared after this file is included: link it once the
# directory has been processed.
cmake_language(DEFER CALL sr_kernels_bench_link)
