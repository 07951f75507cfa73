// Allocation on the steady-state path (issue 15): once a program has run,
// running it again asks the instance allocator for nothing per dispatch,
// per call, per frame or per workgroup (cpu_backend/block_cache.h recycles
// those blocks). Counted through the instance allocator over repeated
// calls of programs that differ only in how many dispatches, calls and
// execution regions they run; and the memory a program of N execution
// regions takes grows linearly in N (region frames are sized by the
// region, not the function).

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api_fixture.h"
#include "cpu_backend/block_cache.h"
#include "perf/scale_gen.h"

// The program: @main(%n) runs |dispatches| dispatches of a tiny
// interpreted executable (+1 on 4 x i32) in each of |regions| chained
// cmd.execute regions: the first half one after the other on slot 0, the
// rest in one concurrent wave, each on a slot of its own (so the task graph
// path runs too). Then it adds slots 0 and 1, doubles that in %n calls of
// @twice in an scf.for and returns it.
static char* sr_alloc_program(int regions, int dispatches) {
  size_t capacity = 4096 + (size_t)regions * (512 + 256 * (size_t)dispatches);
  char* text = malloc(capacity);
  cr_assert_not_null(text);
  size_t n = 0;
#define APPEND(...) n += (size_t)snprintf(text + n, capacity - n, __VA_ARGS__)
  APPEND(
      "stream.executable private @ex {\n"
      "  stream.executable.export public @add1 workgroups() -> (index, "
      "index, index) {\n"
      "    %%x, %%y, %%z = "
      "iree_tensor_ext.dispatch.workgroup_count_from_slice()\n"
      "    stream.return %%x, %%y, %%z : index, index, index\n"
      "  }\n"
      "  builtin.module {\n"
      "    func.func @add1(%%b: !stream.binding) {\n"
      "      %%c0 = arith.constant 0 : index\n"
      "      %%one = arith.constant 1 : i32\n"
      "      %%s = stream.binding.subspan %%b[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>\n"
      "      %%t = iree_tensor_ext.dispatch.tensor.load %%s, offsets = [0], "
      "sizes = [4], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>> -> "
      "tensor<4xi32>\n"
      "      %%r = linalg.generic {indexing_maps = [affine_map<(d0) -> "
      "(d0)>], iterator_types = [\"parallel\"]} outs(%%t : tensor<4xi32>) "
      "{\n"
      "      ^bb0(%%o: i32):\n"
      "        %%a = arith.addi %%o, %%one : i32\n"
      "        linalg.yield %%a : i32\n"
      "      } -> tensor<4xi32>\n"
      "      iree_tensor_ext.dispatch.tensor.store %%r, %%s, offsets = [0], "
      "sizes = [4], strides = [1] : tensor<4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi32>>\n"
      "      return\n"
      "    }\n"
      "  }\n"
      "}\n"
      "util.global private mutable @buf : !stream.resource<external>\n"
      "util.global private mutable @out : !stream.resource<staging>\n"
      "util.initializer {\n"
      "  %%c64 = arith.constant %d : index\n"
      "  %%r = stream.resource.alloc : !stream.resource<external>{%%c64}\n"
      "  util.global.store %%r, @buf : !stream.resource<external>\n"
      "  %%c32 = arith.constant 32 : index\n"
      "  %%s = stream.resource.alloc : !stream.resource<staging>{%%c32}\n"
      "  util.global.store %%s, @out : !stream.resource<staging>\n"
      "  util.return\n"
      "}\n"
      "util.func private @twice(%%x: i32) -> i32 {\n"
      "  %%y = arith.addi %%x, %%x : i32\n"
      "  util.return %%y : i32\n"
      "}\n"
      "util.func public @main(%%n: index) -> i32 {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%c1 = arith.constant 1 : index\n"
      "  %%c16 = arith.constant 16 : index\n"
      "  %%c64 = arith.constant %d : index\n"
      "  %%c32 = arith.constant 32 : index\n"
      "  %%b = util.global.load @buf : !stream.resource<external>\n"
      "  %%out = util.global.load @out : !stream.resource<staging>\n"
      "  %%t0 = stream.timepoint.immediate => !stream.timepoint\n",
      16 * (dispatches + 1), 16 * (dispatches + 1));
  for (int d = 0; d <= dispatches; ++d) {
    APPEND("  %%o%d = arith.constant %d : index\n", d, 16 * d);
  }
  const char* type = "!stream.resource<external>{%c64}";
  for (int r = 0; r < regions; ++r) {
    APPEND(
        "  %%t%d = stream.cmd.execute await(%%t%d) => with(%%b as %%x: %s) "
        "{\n",
        r + 1, r, type);
    for (int d = 0; d < dispatches / 2; ++d) {
      APPEND(
          "    stream.cmd.dispatch @ex::@add1 {\n"
          "      rw %%x[%%c0 for %%c16] : %s\n"
          "    }\n",
          type);
    }
    APPEND("    stream.cmd.concurrent {\n");
    for (int d = dispatches / 2; d < dispatches; ++d) {
      APPEND(
          "      stream.cmd.dispatch @ex::@add1 {\n"
          "        rw %%x[%%o%d for %%c16] : %s\n"
          "      }\n",
          1 + d - dispatches / 2, type);
    }
    APPEND("    }\n  } => !stream.timepoint\n");
  }
  // Slots 0 and 1 to the staging resource the host reads.
  APPEND(
      "  %%tc = stream.cmd.execute await(%%t%d) => with(%%b as %%x: %s, %%out "
      "as %%y: !stream.resource<staging>{%%c32}) {\n"
      "    stream.cmd.copy %%x[%%c0], %%y[%%c0], %%c32 : %s -> "
      "!stream.resource<staging>{%%c32}\n"
      "  } => !stream.timepoint\n",
      regions, type, type);
  APPEND(
      "  %%ready = stream.timepoint.await %%tc => %%out : "
      "!stream.resource<staging>{%%c32}\n"
      "  %%v = stream.resource.load %%ready[%%c0] : "
      "!stream.resource<staging>{%%c32} -> i32\n"
      "  %%w = stream.resource.load %%ready[%%c16] : "
      "!stream.resource<staging>{%%c32} -> i32\n"
      "  %%vw = arith.addi %%v, %%w : i32\n"
      "  %%s = scf.for %%i = %%c0 to %%n step %%c1 iter_args(%%acc = %%vw) -> "
      "(i32) {\n"
      "    %%d = util.call @twice(%%acc) : (i32) -> i32\n"
      "    scf.yield %%d : i32\n"
      "  }\n"
      "  util.return %%s : i32\n"
      "}\n");
#undef APPEND
  cr_assert_lt(n, capacity);
  return text;
}

typedef struct sr_alloc_run_t {
  long load_allocations;  // loading and the first three calls
  long steady;            // the next kCalls calls
  long bytes_peak;        // instance statistics after the first call
} sr_alloc_run_t;

enum { kCalls = 5 };

// Loads the program, calls @main(n) three times to warm up, then counts
// the allocations of kCalls more calls. Checks each result against the
// value the program must compute.
static sr_alloc_run_t sr_alloc_measure(int threads, bool graphs, int regions,
                                       int dispatches, int64_t calls) {
  fixture_t f;
  sr_counting_allocator_initialize(&f.counting);
  f.allocator = sr_counting_allocator(&f.counting);
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.always_use_graphs = graphs;
  ASSERT_OK(sr_instance_create(&options, f.allocator, &f.instance));
  char* text = sr_alloc_program(regions, dispatches);
  sr_module_t* module = NULL;
  ASSERT_OK(sr_module_load_from_memory(f.instance, "alloc.mlir", text,
                                       strlen(text), &module));
  free(text);
  sr_function_t* fn = NULL;
  ASSERT_OK(sr_module_lookup_function(module, "main", &fn));
  sr_alloc_run_t run = {0, 0, 0};
  // Each region bumps slot 0 once per serial dispatch, slot 1 once.
  uint32_t per_call = (uint32_t)regions * (uint32_t)(dispatches / 2 + 1);
  for (int i = 0; i < 3 + kCalls; ++i) {
    if (i == 3) run.load_allocations = atomic_load(&f.counting.allocations);
    sr_variant_t arg = sr_variant_i64(calls);
    sr_variant_t result;
    size_t count = 0;
    ASSERT_OK(sr_function_invoke(fn, &arg, 1, &result, 1, &count));
    cr_assert_eq(count, 1);
    uint32_t expected = (uint32_t)(i + 1) * per_call;
    for (int64_t c = 0; c < calls; ++c) expected *= 2;
    cr_assert_eq((uint32_t)result.i32, expected, "call %d: %d, expected %u", i,
                 result.i32, expected);
    if (i == 0) {
      sr_instance_statistics_t stats;
      sr_instance_statistics(f.instance, &stats);
      run.bytes_peak = (long)stats.bytes_peak;
    }
  }
  run.steady = atomic_load(&f.counting.allocations) - run.load_allocations;
  sr_module_release(module);
  fixture_end(&f);
  return run;
}

// The same number of allocations per call whether a call runs 2 or 40
// dispatches (interpreted, one workgroup each), 1 or 20 host calls, inline
// or as task graphs, on one worker or two. The blocks in use at once
// depend on how the dispatches overlapped (a waiting host helps run them,
// so even one worker overlaps with it), so a later call may still add a
// few to the cache: a small slack, far below one per dispatch.
enum { kSlack = 12 };

Test(alloc, steady_state_does_not_scale_with_work) {
  for (int threads = 1; threads <= 2; ++threads) {
    long slack = kSlack;
    for (int graphs = 0; graphs <= 1; ++graphs) {
      sr_alloc_run_t small = sr_alloc_measure(threads, graphs, 1, 2, 1);
      sr_alloc_run_t large = sr_alloc_measure(threads, graphs, 1, 40, 20);
      cr_assert_leq(large.steady, small.steady + slack,
                    "threads=%d graphs=%d: %ld allocations for %d calls of "
                    "40 dispatches and 20 calls, %ld for 2 dispatches and 1 "
                    "call",
                    threads, graphs, large.steady, kCalls, small.steady);
      // What is left is one block per region submission (its timepoint):
      // two regions per call here.
      cr_assert_leq(small.steady, 2 * kCalls + slack,
                    "threads=%d graphs=%d: %ld", threads, graphs, small.steady);
      cr_assert_geq(small.steady, 2 * kCalls, "threads=%d graphs=%d: %ld",
                    threads, graphs, small.steady);
    }
  }
}

// Execution regions: a call's allocations grow by one (the region's
// timepoint) per region it submits (give or take the cache's warm-up, see
// kSlack), never with what the regions hold.
Test(alloc, regions_cost_their_timepoint) {
  for (int graphs = 0; graphs <= 1; ++graphs) {
    sr_alloc_run_t one = sr_alloc_measure(1, graphs, 1, 4, 1);
    sr_alloc_run_t many = sr_alloc_measure(1, graphs, 32, 4, 1);
    long extra = many.steady - one.steady;
    cr_assert(extra >= 31 * kCalls - kSlack && extra <= 31 * kCalls + kSlack,
              "%ld vs %ld", many.steady, one.steady);
  }
}

// Counts the bytes it has live (a size header before every block) and the
// most it ever had.
typedef struct sr_byte_counter_t {
  atomic_long live;
  atomic_long peak;
} sr_byte_counter_t;

static sr_status_t sr_byte_counter_ctl(void* self,
                                       sr_allocator_command_t command,
                                       size_t byte_length, size_t alignment,
                                       void** inout_ptr) {
  sr_byte_counter_t* c = (sr_byte_counter_t*)self;
  sr_allocator_t base = sr_allocator_system();
  enum { kHeader = 64 };
  if (command == SR_ALLOCATOR_COMMAND_FREE ||
      command == SR_ALLOCATOR_COMMAND_REALLOC) {
    uint8_t* old = *inout_ptr ? (uint8_t*)*inout_ptr - kHeader : NULL;
    size_t old_size = 0;
    if (old) memcpy(&old_size, old, sizeof(old_size));
    if (command == SR_ALLOCATOR_COMMAND_FREE) {
      if (old) atomic_fetch_sub(&c->live, (long)old_size);
      sr_allocator_free(base, old);
      *inout_ptr = NULL;
      return sr_ok_status();
    }
    void* grown = NULL;
    SR_RETURN_IF_ERROR(sr_byte_counter_ctl(self, SR_ALLOCATOR_COMMAND_MALLOC,
                                           byte_length, 16, &grown));
    if (old) {
      memcpy(grown, old + kHeader,
             old_size < byte_length ? old_size : byte_length);
      atomic_fetch_sub(&c->live, (long)old_size);
      sr_allocator_free(base, old);
    }
    *inout_ptr = grown;
    return sr_ok_status();
  }
  uint8_t* block = NULL;
  SR_RETURN_IF_ERROR(base.ctl(base.self, command, byte_length + kHeader,
                              alignment > kHeader ? alignment : kHeader,
                              (void**)&block));
  memcpy(block, &byte_length, sizeof(byte_length));
  long live = atomic_fetch_add(&c->live, (long)byte_length) + (long)byte_length;
  long peak = atomic_load(&c->peak);
  while (live > peak && !atomic_compare_exchange_weak(&c->peak, &peak, live)) {
  }
  *inout_ptr = block + kHeader;
  return sr_ok_status();
}

// Loading and the first calls of N chained regions allocate linearly in N:
// the bytes the instance allocator has live at the peak, for 64 and 256
// regions, grow about 4x, not 16x (each region's frame used to be the
// function's, so N regions held N frames of N slots).
Test(alloc, memory_linear_in_regions) {
  sr_byte_counter_t counting[2];
  long peak[2] = {0, 0};
  const int sizes[2] = {64, 256};
  for (int k = 0; k < 2; ++k) {
    atomic_init(&counting[k].live, 0);
    atomic_init(&counting[k].peak, 0);
    sr_allocator_t allocator = {&counting[k], sr_byte_counter_ctl};
    sr_instance_options_t options;
    sr_instance_options_initialize(&options);
    options.worker_count = 1;
    sr_instance_t* instance = NULL;
    ASSERT_OK(sr_instance_create(&options, allocator, &instance));
    char* text = sr_alloc_program(sizes[k], 1);
    sr_module_t* module = NULL;
    ASSERT_OK(sr_module_load_from_memory(instance, "alloc.mlir", text,
                                         strlen(text), &module));
    free(text);
    sr_function_t* fn = NULL;
    ASSERT_OK(sr_module_lookup_function(module, "main", &fn));
    sr_variant_t arg = sr_variant_i64(1), result;
    size_t count = 0;
    ASSERT_OK(sr_function_invoke(fn, &arg, 1, &result, 1, &count));
    ASSERT_OK(sr_function_invoke(fn, &arg, 1, &result, 1, &count));
    peak[k] = atomic_load(&counting[k].peak);
    sr_module_release(module);
    sr_instance_release(instance);
    cr_assert_eq(atomic_load(&counting[k].live), 0);
  }
  // The peak includes the instance and the parse; 4x the regions may take
  // at most 5x the bytes (with frames of the function's size, 256 regions
  // took about 10x what 64 did).
  cr_assert_leq(peak[1], 5 * peak[0], "%ld bytes for 256 regions, %ld for 64",
                peak[1], peak[0]);
}

// The block cache itself: reuse without new underlying allocations,
// zeroed reuse for calloc, realloc keeping contents across classes,
// alignments beyond its header passing through, and nothing left after
// deinitialize.
// A thread's share of the block_cache test: small blocks of a few classes
// made and freed out of order, some of them freed by the next round.
static void* sr_block_cache_churn(void* user) {
  sr_allocator_t a = *(sr_allocator_t*)user;
  void* held[16] = {NULL};
  for (int round = 0; round < 200; ++round) {
    for (int i = 0; i < 16; ++i) {
      if (held[i] && (round + i) % 3 == 0) {
        sr_allocator_free(a, held[i]);
        held[i] = NULL;
      }
      if (!held[i]) {
        size_t size = (size_t)64 << ((round + i) % 8);
        if (sr_status_consume_code(sr_allocator_malloc(a, size, &held[i]))) {
          return (void*)1;
        }
        memset(held[i], i, size);
      }
    }
  }
  for (int i = 0; i < 16; ++i) sr_allocator_free(a, held[i]);
  return NULL;
}

Test(alloc, block_cache) {
  sr_counting_allocator_t counting;
  sr_counting_allocator_initialize(&counting);
  sr_rt_block_cache_t cache;
  sr_rt_block_cache_initialize(sr_counting_allocator(&counting), &cache);
  sr_allocator_t a = sr_rt_block_cache_allocator(&cache);
  void* p = NULL;
  ASSERT_OK(sr_allocator_malloc(a, 100, &p));
  cr_assert_eq((uintptr_t)p % 64, 0);
  memset(p, 0xAB, 100);
  sr_allocator_free(a, p);
  long before = atomic_load(&counting.allocations);
  void* q = NULL;
  ASSERT_OK(sr_allocator_calloc(a, 120, &q));  // same 128-byte class
  cr_assert_eq(q, p, "the freed block is reused");
  cr_assert_eq(atomic_load(&counting.allocations), before);
  for (int i = 0; i < 120; ++i) cr_assert_eq(((uint8_t*)q)[i], 0);
  // realloc: within the class in place, beyond it moved with the bytes.
  for (int i = 0; i < 120; ++i) ((uint8_t*)q)[i] = (uint8_t)i;
  void* r = q;
  ASSERT_OK(sr_allocator_realloc(a, 128, &r));
  cr_assert_eq(r, q);
  ASSERT_OK(sr_allocator_realloc(a, 5000, &r));
  for (int i = 0; i < 120; ++i) cr_assert_eq(((uint8_t*)r)[i], (uint8_t)i);
  sr_allocator_free(a, r);
  // Large blocks are kept and serve a request of at least half their size
  // (not a much smaller one); large alignments pass through.
  void* big = NULL;
  ASSERT_OK(sr_allocator_malloc(a, 3 * SR_RT_BLOCK_CACHE_MAX_BYTES, &big));
  memset(big, 0x5A, 3 * SR_RT_BLOCK_CACHE_MAX_BYTES);
  sr_allocator_free(a, big);
  before = atomic_load(&counting.allocations);
  void* big2 = NULL;
  ASSERT_OK(sr_allocator_calloc(a, 2 * SR_RT_BLOCK_CACHE_MAX_BYTES, &big2));
  cr_assert_eq(big2, big, "the large block is reused");
  cr_assert_eq(atomic_load(&counting.allocations), before);
  for (size_t i = 0; i < 2 * SR_RT_BLOCK_CACHE_MAX_BYTES; i += 4093) {
    cr_assert_eq(((uint8_t*)big2)[i], 0);
  }
  void* big3 = NULL;
  ASSERT_OK(sr_allocator_malloc(a, SR_RT_BLOCK_CACHE_MAX_BYTES + 1, &big3));
  cr_assert_neq(big3, big);
  sr_allocator_free(a, big3);
  sr_allocator_free(a, big2);
  void* aligned = NULL;
  ASSERT_OK(sr_allocator_malloc_aligned(a, 300, 4096, &aligned));
  cr_assert_eq((uintptr_t)aligned % 4096, 0);
  sr_allocator_free(a, aligned);
  // A class keeps a bounded number of blocks.
  void* blocks[64];
  for (int i = 0; i < 64; ++i) {
    ASSERT_OK(sr_allocator_malloc(a, SR_RT_BLOCK_CACHE_MAX_BYTES, &blocks[i]));
  }
  for (int i = 0; i < 64; ++i) sr_allocator_free(a, blocks[i]);
  cr_assert_leq(sr_counting_allocator_live(&counting),
                8 + 4 /* the smaller classes' blocks */ + 2 /* large */);
  // Many threads: each frees and takes again, from its own list or the
  // shared one; every block is still accounted for at the end.
  enum { kThreads = SR_RT_BLOCK_CACHE_THREADS + 4 };
  pthread_t threads[kThreads];
  for (int i = 0; i < kThreads; ++i) {
    cr_assert_eq(pthread_create(&threads[i], NULL, sr_block_cache_churn, &a),
                 0);
  }
  for (int i = 0; i < kThreads; ++i) {
    void* failed = NULL;
    pthread_join(threads[i], &failed);
    cr_assert_null(failed, "thread %d could not allocate", i);
  }
  sr_rt_block_cache_deinitialize(&cache);
  cr_assert_eq(sr_counting_allocator_live(&counting), 0);
}

// Weights (issue 15): a program of 6 MiB of dense_resource blobs in a
// #util.composite (12 MiB of text) loads with the instance allocator
// holding at most the composite and the IR: the file is read once into
// the context (not copied), each blob is decoded straight into the
// composite (no intermediate copy) and its hex given back. Before, the
// peak was about 2.5x the text.
Test(alloc, weights_decoded_once) {
  enum { kMiB = 6 };
  char path[] = "/tmp/sr_alloc_weights_XXXXXX";
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  FILE* file = fdopen(fd, "w");
  cr_assert_eq(sr_scale_gen_write(file, SR_SCALE_WEIGHTS, kMiB), 0);
  long text_bytes = ftell(file);
  fclose(file);
  sr_byte_counter_t counter;
  atomic_init(&counter.live, 0);
  atomic_init(&counter.peak, 0);
  sr_allocator_t allocator = {&counter, sr_byte_counter_ctl};
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 1;
  sr_instance_t* instance = NULL;
  ASSERT_OK(sr_instance_create(&options, allocator, &instance));
  long base = atomic_load(&counter.live);
  atomic_store(&counter.peak, base);
  sr_module_t* module = NULL;
  ASSERT_OK(sr_module_load_from_file(instance, path, &module));
  unlink(path);
  long peak = atomic_load(&counter.peak) - base;
  // The composite is the blobs' bytes: half their hex.
  cr_assert_leq(peak, text_bytes / 2 + (2l << 20),
                "%ld bytes at the peak for %ld bytes of text", peak,
                text_bytes);
  sr_function_t* fn = NULL;
  ASSERT_OK(sr_module_lookup_function(module, "main", &fn));
  sr_variant_t result;
  size_t count = 0;
  ASSERT_OK(sr_function_invoke(fn, NULL, 0, &result, 1, &count));
  cr_assert_eq(result.type, SR_VARIANT_BUFFER_VIEW);
  const uint8_t* bytes = sr_buffer_view_data(result.view);
  for (uint32_t b = 0; b < kMiB; ++b) {
    for (uint32_t j = 0; j < 16; ++j) {
      cr_assert_eq(bytes[16 * b + j], sr_scale_gen_blob_byte(b, j),
                   "blob %u byte %u", b, j);
    }
  }
  sr_variant_reset(&result);
  sr_module_release(module);
  sr_instance_release(instance);
  cr_assert_eq(atomic_load(&counter.live), 0);
}
