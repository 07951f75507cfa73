// streamref-bench runtime: the cost of the runtime's own machinery through
// the full path (parse, prepare, invoke, execution regions inline or as task
// graphs, timepoints, fills and copies on the kernels), with IREE's
// iree-benchmark-module running the same Stream program as the peer when
// IREE is installed (perf/iree_peer.h; the program is compiled with
// iree-compile --compile-from=stream for this host's CPU). Every figure has
// two IREE peers: its local-task device (a task submission per region on
// its worker pool) and its local-sync device (inline on the caller).
//
// Figures (each at one thread and at all threads):
//   execute_roundtrip  one stream.cmd.execute (a 64-byte fill) + await, us
//   dispatch_roundtrip one execute holding one dispatch (a C kernel that
//                      reads and writes 64 bytes; IREE runs its compiled
//                      body) + await, us
//   *_graph            the same with every region a task graph on the pool
//                      (always_use_graphs), the path regions with waits
//                      still pending or concurrent waves take
//   fill_beyond_llc    cmd.fill GB/s over max(64 MiB, 2 x LLC), rotating
//                      over 3 resources so no fill starts cached; limit:
//                      stream_fill
//   copy_beyond_llc    cmd.copy GB/s, 3 pairs rotated, sources written
//                      once first; limit: stream_copy
//   fill_in_cache, copy_in_cache  the same on 256 KiB, one resource (pair)
//                      every iteration: the region's cost plus an in-cache
//                      kernel
//   *_roundtrip_traced the round trips with a timeline trace recorded
//                      (sr_instance_options_t.trace_path, written when the
//                      instance is released); peer: the same round trip
//                      untraced in the same run (streamref(untraced)), so
//                      the ratio is what recording costs. Tracing off costs
//                      the untraced rows one predictable branch per hook
//                      (cpu_backend/trace/README.md).
// The loops run inside the program (cf branches around the region), so the
// invocation's fixed cost is amortized the same way on both sides. Fills and
// copies go further: each side's time per iteration is the difference of a
// long call and a 3-iteration call, divided by the difference in
// iterations, so allocation, first touch and the sources' first write
// (the same in both calls) drop out exactly.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/iree_peer.h"
#include "perf/limits.h"
#include "streamref/runtime.h"

// The benchmark program, as both tools read it.
#define SR_RB_RESOURCE "!stream.resource<external>"
#define SR_RB_R "!stream.resource<external>{%size}"
static const char kProgram[] =
    "stream.executable private @ex {\n"
    "  stream.executable.export public @touch workgroups() -> (index, index, "
    "index) {\n"
    "    %c1 = arith.constant 1 : index\n"
    "    stream.return %c1, %c1, %c1 : index, index, index\n"
    "  }\n"
    "  builtin.module {\n"
    "    func.func @touch(%b: !stream.binding) {\n"
    "      %c0 = arith.constant 0 : index\n"
    "      %0 = stream.binding.subspan %b[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>\n"
    "      %1 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes "
    "= [16], strides = [1] : "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>> -> "
    "tensor<16xi32>\n"
    "      iree_tensor_ext.dispatch.tensor.store %1, %0, offsets = [0], sizes "
    "= [16], strides = [1] : tensor<16xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>\n"
    "      return\n"
    "    }\n"
    "  }\n"
    "}\n"
    "util.func public @execute_roundtrip(%n: index) -> !hal.buffer_view {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %size = arith.constant 64 : index\n"
    "  %v = arith.constant 1 : i32\n"
    "  %b0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  cf.br ^loop(%c0, %b0 : index, " SR_RB_RESOURCE
    ")\n"
    "^loop(%i: index, %b: " SR_RB_RESOURCE
    "):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%b as %x: " SR_RB_R
    ") {\n"
    "    stream.cmd.fill %v, %x[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : " SR_RB_R
    "\n"
    "  cf.br ^loop(%inext, %b2 : index, " SR_RB_RESOURCE
    ")\n"
    "^done:\n"
    "  %view = stream.tensor.export %b : tensor<16xi32> in " SR_RB_R
    " -> !hal.buffer_view\n"
    "  util.return %view : !hal.buffer_view\n"
    "}\n"
    "util.func public @dispatch_roundtrip(%n: index) -> !hal.buffer_view {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %size = arith.constant 64 : index\n"
    "  %b0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  cf.br ^loop(%c0, %b0 : index, " SR_RB_RESOURCE
    ")\n"
    "^loop(%i: index, %b: " SR_RB_RESOURCE
    "):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%b as %x: " SR_RB_R
    ") {\n"
    "    stream.cmd.dispatch @ex::@touch {\n"
    "      rw %x[%c0 for %size] : " SR_RB_R
    "\n"
    "    }\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : " SR_RB_R
    "\n"
    "  cf.br ^loop(%inext, %b2 : index, " SR_RB_RESOURCE
    ")\n"
    "^done:\n"
    "  %view = stream.tensor.export %b : tensor<16xi32> in " SR_RB_R
    " -> !hal.buffer_view\n"
    "  util.return %view : !hal.buffer_view\n"
    "}\n"
    // @fill: a ring of three resources; iteration i fills the one that was
    // filled last three iterations ago (the block arguments rotate).
    "util.func public @fill(%size: index, %n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %v = arith.constant 7 : i32\n"
    "  %a0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %b0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %d0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  cf.br ^loop(%c0, %a0, %b0, %d0 : index, " SR_RB_RESOURCE
    ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE
    ")\n"
    "^loop(%i: index, %a: " SR_RB_RESOURCE ", %b: " SR_RB_RESOURCE
    ", %d: " SR_RB_RESOURCE
    "):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%a as %x: " SR_RB_R
    ") {\n"
    "    stream.cmd.fill %v, %x[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %a2 = stream.timepoint.await %t => %a : " SR_RB_R
    "\n"
    "  cf.br ^loop(%inext, %b, %d, %a2 : index, " SR_RB_RESOURCE
    ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE
    ")\n"
    "^done:\n"
    "  %s = stream.resource.size %a : " SR_RB_RESOURCE
    "\n"
    "  util.return %s : index\n"
    "}\n"
    // @fill_warm: one resource, every iteration.
    "util.func public @fill_warm(%size: index, %n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %v = arith.constant 7 : i32\n"
    "  %b0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  cf.br ^loop(%c0, %b0 : index, " SR_RB_RESOURCE
    ")\n"
    "^loop(%i: index, %b: " SR_RB_RESOURCE
    "):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%b as %x: " SR_RB_R
    ") {\n"
    "    stream.cmd.fill %v, %x[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : " SR_RB_R
    "\n"
    "  cf.br ^loop(%inext, %b2 : index, " SR_RB_RESOURCE
    ")\n"
    "^done:\n"
    "  %s = stream.resource.size %b : " SR_RB_RESOURCE
    "\n"
    "  util.return %s : index\n"
    "}\n"
    // @copy: three source/destination pairs rotated; the sources are
    // written once before the loop (a copy from never-written memory would
    // read the kernel's shared zero page, always cached).
    "util.func public @copy(%size: index, %n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %v = arith.constant 5 : i32\n"
    "  %s0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %s1 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %s2 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %d0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %d1 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %d2 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %tf = stream.cmd.execute with(%s0 as %x0: " SR_RB_R
    ", %s1 as %x1: " SR_RB_R ", %s2 as %x2: " SR_RB_R
    ") {\n"
    "    stream.cmd.fill %v, %x0[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "    stream.cmd.fill %v, %x1[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "    stream.cmd.fill %v, %x2[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %w:3 = stream.timepoint.await %tf => %s0, %s1, %s2 : " SR_RB_R
    ", " SR_RB_R ", " SR_RB_R
    "\n"
    "  cf.br ^loop(%c0, %w#0, %w#1, %w#2, %d0, %d1, %d2 : "
    "index, " SR_RB_RESOURCE ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE
    ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE
    ")\n"
    "^loop(%i: index, %sa: " SR_RB_RESOURCE ", %sb: " SR_RB_RESOURCE
    ", %sc: " SR_RB_RESOURCE ", %da: " SR_RB_RESOURCE ", %db: " SR_RB_RESOURCE
    ", %dc: " SR_RB_RESOURCE
    "):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%sa as %x: " SR_RB_R ", %da as %y: " SR_RB_R
    ") {\n"
    "    stream.cmd.copy %x[%c0], %y[%c0], %size : " SR_RB_R " -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %da2 = stream.timepoint.await %t => %da : " SR_RB_R
    "\n"
    "  cf.br ^loop(%inext, %sb, %sc, %sa, %db, %dc, %da2 : "
    "index, " SR_RB_RESOURCE ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE
    ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE ", " SR_RB_RESOURCE
    ")\n"
    "^done:\n"
    "  %s = stream.resource.size %da : " SR_RB_RESOURCE
    "\n"
    "  util.return %s : index\n"
    "}\n"
    // @copy_warm: one pair, every iteration.
    "util.func public @copy_warm(%size: index, %n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %v = arith.constant 5 : i32\n"
    "  %s0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %d0 = stream.resource.alloc uninitialized : " SR_RB_R
    "\n"
    "  %tf = stream.cmd.execute with(%s0 as %x0: " SR_RB_R
    ") {\n"
    "    stream.cmd.fill %v, %x0[%c0 for %size] : i32 -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %a = stream.timepoint.await %tf => %s0 : " SR_RB_R
    "\n"
    "  cf.br ^loop(%c0, %d0 : index, " SR_RB_RESOURCE
    ")\n"
    "^loop(%i: index, %b: " SR_RB_RESOURCE
    "):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%a as %x: " SR_RB_R ", %b as %y: " SR_RB_R
    ") {\n"
    "    stream.cmd.copy %x[%c0], %y[%c0], %size : " SR_RB_R " -> " SR_RB_R
    "\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : " SR_RB_R
    "\n"
    "  cf.br ^loop(%inext, %b2 : index, " SR_RB_RESOURCE
    ")\n"
    "^done:\n"
    "  %s = stream.resource.size %b : " SR_RB_RESOURCE
    "\n"
    "  util.return %s : index\n"
    "}\n";

//===----------------------------------------------------------------------===//
// streamref
//===----------------------------------------------------------------------===//

// @ex::@touch: copies the 64-byte binding onto itself.
static int sr_rb_touch(void* user_data, const sr_dispatch_state_t* state) {
  (void)user_data;
  if (state->binding_count != 1) return 1;
  volatile uint32_t* p = (volatile uint32_t*)state->bindings[0];
  for (size_t i = 0; i < state->binding_lengths[0] / 4; ++i) p[i] = p[i];
  return 0;
}

typedef struct sr_rb_runtime_t {
  sr_instance_t* instance;
  sr_module_t* module;
} sr_rb_runtime_t;

// |trace_path|: record a timeline trace there (NULL: tracing off).
static bool sr_rb_create(int threads, bool always_use_graphs,
                         const char* trace_path, sr_rb_runtime_t* out) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.always_use_graphs = always_use_graphs;
  options.trace_path = trace_path;
  sr_status_t status =
      sr_instance_create(&options, sr_allocator_system(), &out->instance);
  if (!status) {
    sr_kernel_t touch = SR_KERNEL_INITIALIZER(sr_rb_touch, NULL);
    status = sr_instance_register_kernel(out->instance, "ex::touch", &touch);
  }
  if (!status) {
    status = sr_module_load_from_memory(out->instance, "runtime_bench.mlir",
                                        kProgram, sizeof(kProgram) - 1,
                                        &out->module);
  }
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    sr_instance_release(out->instance);
    return false;
  }
  return true;
}

static void sr_rb_destroy(sr_rb_runtime_t* rt) {
  sr_module_release(rt->module);
  sr_instance_release(rt->instance);
}

// Seconds one call of |function| with (|size|, |n|) (size < 0: only n)
// takes; -1 on failure.
static double sr_rb_call(sr_rb_runtime_t* rt, const char* function,
                         int64_t size, int64_t n) {
  sr_function_t* fn = NULL;
  sr_status_t status = sr_module_lookup_function(rt->module, function, &fn);
  sr_variant_t args[2];
  size_t arg_count = 0;
  if (size >= 0) args[arg_count++] = sr_variant_i64(size);
  args[arg_count++] = sr_variant_i64(n);
  sr_variant_t results[1];
  size_t result_count = 0;
  uint64_t start = sr_bench_now_ns();
  if (!status) {
    status = sr_function_invoke(fn, args, arg_count, results, 1, &result_count);
  }
  uint64_t end = sr_bench_now_ns();
  for (size_t i = 0; i < result_count; ++i) sr_variant_reset(&results[i]);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return -1;
  }
  return (double)(end - start) * 1e-9;
}

// Seconds per iteration of a round-trip function: the iteration count grows
// until one call lasts min_time.
static double sr_rb_per_iteration(const sr_bench_options_t* options,
                                  sr_rb_runtime_t* rt, const char* function,
                                  int64_t* out_n) {
  int64_t n = 16;
  for (;;) {
    double t = sr_rb_call(rt, function, -1, n);
    if (t < 0) return -1;
    if (t >= options->min_time || n >= (1 << 22)) {
      *out_n = n;
      return t / (double)n;
    }
    n *= t > 0 ? (int64_t)(options->min_time / t * 1.2) + 1 : 8;
    if (n > (1 << 22)) n = 1 << 22;
  }
}

// The short call of the difference method: one turn of the ring.
enum { kSrRbShortIterations = 3 };

// Best of three calls of |function|(size, n), seconds.
static double sr_rb_best_call(sr_rb_runtime_t* rt, const char* function,
                              int64_t size, int64_t n) {
  double best = -1;
  for (int i = 0; i < 3; ++i) {
    double t = sr_rb_call(rt, function, size, n);
    if (t < 0) return -1;
    if (best < 0 || t < best) best = t;
  }
  return best;
}

// Seconds per iteration of a fill/copy function by the difference method
// (file comment); *out_n receives the long call's iteration count, at
// least 64 and calibrated so the call lasts about min_time.
static double sr_rb_bytes_per_iteration(const sr_bench_options_t* options,
                                        sr_rb_runtime_t* rt,
                                        const char* function, int64_t size,
                                        int64_t* out_n) {
  double short_call = sr_rb_best_call(rt, function, size, kSrRbShortIterations);
  double probe = sr_rb_call(rt, function, size, 16);
  if (short_call < 0 || probe < 0) return -1;
  double each = (probe - short_call) / (16 - kSrRbShortIterations);
  int64_t n = each > 0 ? (int64_t)(options->min_time / each) : 64;
  if (n < 64) n = 64;
  if (n > 100000) n = 100000;
  double long_call = sr_rb_best_call(rt, function, size, n);
  if (long_call < 0) return -1;
  *out_n = n;
  return (long_call - short_call) / (double)(n - kSrRbShortIterations);
}

//===----------------------------------------------------------------------===//
// IREE peer
//===----------------------------------------------------------------------===//

typedef struct sr_rb_peer_t {
  bool available;
  char benchmark_tool[1024];
  char vmfb[256];
} sr_rb_peer_t;

static void sr_rb_peer_prepare(sr_rb_peer_t* peer) {
  memset(peer, 0, sizeof(*peer));
  char compile[1024];
  if (!sr_bench_find_iree_tool("iree-compile", compile, sizeof(compile)) ||
      !sr_bench_find_iree_tool("iree-benchmark-module", peer->benchmark_tool,
                               sizeof(peer->benchmark_tool))) {
    return;
  }
  char source[] = "/tmp/sr_runtime_bench_XXXXXX.mlir";
  int fd = mkstemps(source, 5);
  if (fd < 0) return;
  FILE* file = fdopen(fd, "w");
  fwrite(kProgram, 1, sizeof(kProgram) - 1, file);
  fclose(file);
  snprintf(peer->vmfb, sizeof(peer->vmfb), "%s.vmfb", source);
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' --compile-from=stream --iree-hal-target-device=local "
           "--iree-hal-local-target-device-backends=llvm-cpu "
           "--iree-llvmcpu-target-cpu=host '%s' -o '%s' 2>/dev/null",
           compile, source, peer->vmfb);
  peer->available = system(command) == 0;
  if (!peer->available) fprintf(stderr, "runtime: iree-compile failed\n");
  unlink(source);
}

static void sr_rb_peer_release(sr_rb_peer_t* peer) {
  if (peer->vmfb[0]) unlink(peer->vmfb);
}

// Seconds per call of |function|(size, n) under iree-benchmark-module
// (size < 0: only n); -1 when unavailable.
static double sr_rb_peer_call(const sr_rb_peer_t* peer,
                              const sr_bench_options_t* options,
                              const char* device, int threads,
                              const char* function, int64_t size, int64_t n) {
  if (!peer->available) return -1;
  char flags[256], inputs[96] = "";
  sr_bench_iree_benchmark_flags(options->min_time, flags, sizeof(flags));
  if (size >= 0) {
    snprintf(inputs, sizeof(inputs), "--input=%lld ", (long long)size);
  }
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' --module='%s' --device=%s --function=%s "
           "--task_topology_group_count=%d %s %s--input=%lld 2>/dev/null",
           peer->benchmark_tool, peer->vmfb, device, function, threads, flags,
           inputs, (long long)n);
  double ns = sr_bench_iree_benchmark_ns(command);
  return ns > 0 ? ns * 1e-9 : -1;
}

static const char* const kSrRbDevices[2] = {"local-task", "local-sync"};

static void sr_rb_peer_config(const char* device, int threads, const char* how,
                              char* out, size_t capacity) {
  if (!strcmp(device, "local-sync")) {
    snprintf(out, capacity,
             "%s iree-benchmark-module --device=local-sync (inline on the "
             "calling thread), %s; compiled --compile-from=stream "
             "--iree-llvmcpu-target-cpu=host",
             sr_bench_iree_version(), how);
  } else {
    snprintf(out, capacity,
             "%s iree-benchmark-module --device=local-task "
             "--task_topology_group_count=%d, %s; compiled "
             "--compile-from=stream --iree-llvmcpu-target-cpu=host",
             sr_bench_iree_version(), threads, how);
  }
}

//===----------------------------------------------------------------------===//
// Suite
//===----------------------------------------------------------------------===//

// One round-trip figure against both IREE devices, the peer running 1000
// iterations per call (its fixed cost per call amortized as ours is).
static void sr_rb_report_latency(const sr_bench_options_t* options,
                                 const sr_rb_peer_t* peer, int threads,
                                 const char* name, const char* function,
                                 bool graphs, double ours, int64_t n) {
  char config[192];
  snprintf(config, sizeof(config),
           "%s, %d pool workers, %lld iterations in one call, time / "
           "iterations",
           graphs ? "every region a task graph on the pool "
                    "(always_use_graphs)"
                  : "regions whose waits are reached run inline",
           threads, (long long)n);
  for (int d = 0; d < 2; ++d) {
    enum { kPeerIterations = 1000 };
    double theirs = sr_rb_peer_call(peer, options, kSrRbDevices[d], threads,
                                    function, -1, kPeerIterations);
    char peer_name[64], peer_config[512];
    snprintf(peer_name, sizeof(peer_name), "iree(%s)", kSrRbDevices[d]);
    sr_rb_peer_config(kSrRbDevices[d], threads,
                      "1000 iterations per call, mean real time / 1000",
                      peer_config, sizeof(peer_config));
    sr_bench_row_t row = {
        .suite = "runtime",
        .name = name,
        .value = ours * 1e6,
        .unit = "us",
        .threads = threads,
        .direction = SR_BENCH_LOWER_IS_BETTER,
        .config = config,
        .peer = peer_name,
        .peer_value = theirs > 0 ? theirs / kPeerIterations * 1e6 : 0,
        .peer_config = peer->available ? peer_config : "IREE not found"};
    sr_bench_report_row(options, &row);
  }
}

typedef struct sr_rb_bytes_case_t {
  const char* name;
  const char* function;
  bool beyond_llc;  // else 256 KiB
  const char* limit;
} sr_rb_bytes_case_t;

static void sr_rb_report_bytes(const sr_bench_options_t* options,
                               const sr_rb_peer_t* peer, sr_rb_runtime_t* rt,
                               int threads, const sr_rb_bytes_case_t* cs) {
  if (!sr_bench_selected(options, cs->name)) return;
  int64_t size = cs->beyond_llc ? (int64_t)sr_bench_beyond_llc_bytes()
                                : (int64_t)256 << 10;
  int64_t n = 0;
  double ours = sr_rb_bytes_per_iteration(options, rt, cs->function, size, &n);
  const sr_bench_limit_t* limit = NULL;
  if (cs->limit && !strcmp(cs->limit, "stream_fill")) {
    limit = sr_bench_limit_stream_fill(options, threads);
  } else if (cs->limit) {
    limit = sr_bench_limit_stream_copy(options, threads);
  }
  char config[256], how[192];
  const char* op = strstr(cs->function, "copy") ? "copy" : "fill";
  if (cs->beyond_llc) {
    snprintf(config, sizeof(config),
             "%lld KiB per %s, 3 resources rotated (LLC %zu KiB), %d pool "
             "workers; (call(%lld) - call(3)) / %lld iterations",
             (long long)(size >> 10), op, sr_bench_llc_bytes() >> 10, threads,
             (long long)n, (long long)(n - kSrRbShortIterations));
  } else {
    snprintf(config, sizeof(config),
             "%lld KiB per %s, one resource every iteration (warm), %d pool "
             "workers; (call(%lld) - call(3)) / %lld iterations",
             (long long)(size >> 10), op, threads, (long long)n,
             (long long)(n - kSrRbShortIterations));
  }
  snprintf(how, sizeof(how),
           "the same program and difference: (call(%lld) - call(3)) / %lld",
           (long long)n, (long long)(n - kSrRbShortIterations));
  for (int d = 0; d < 2; ++d) {
    double theirs_long = sr_rb_peer_call(peer, options, kSrRbDevices[d],
                                         threads, cs->function, size, n);
    double theirs_short =
        sr_rb_peer_call(peer, options, kSrRbDevices[d], threads, cs->function,
                        size, kSrRbShortIterations);
    double theirs =
        theirs_long > 0 && theirs_short > 0
            ? (theirs_long - theirs_short) / (double)(n - kSrRbShortIterations)
            : -1;
    char peer_name[64], peer_config[512];
    snprintf(peer_name, sizeof(peer_name), "iree(%s)", kSrRbDevices[d]);
    sr_rb_peer_config(kSrRbDevices[d], threads, how, peer_config,
                      sizeof(peer_config));
    sr_bench_row_t row = {
        .suite = "runtime",
        .name = cs->name,
        .value = ours > 0 ? (double)size / ours * 1e-9 : 0,
        .unit = "GB/s",
        .threads = threads,
        .direction = SR_BENCH_HIGHER_IS_BETTER,
        .config = config,
        .peer = peer_name,
        .peer_value = theirs > 0 ? (double)size / theirs * 1e-9 : 0,
        .peer_config = peer->available ? peer_config : "IREE not found",
        .limit = limit ? limit->value : 0,
        .limit_name = limit ? limit->name : NULL};
    sr_bench_report_row(options, &row);
  }
}

// One round trip traced against itself untraced, both measured here, one
// after the other, with the same iteration count.
static void sr_rb_report_traced(const sr_bench_options_t* options, int threads,
                                const char* name, const char* function,
                                sr_rb_runtime_t* untraced) {
  char trace_path[] = "/tmp/sr_runtime_bench_trace_XXXXXX.json";
  int fd = mkstemps(trace_path, 5);
  if (fd < 0) return;
  close(fd);
  sr_rb_runtime_t traced;
  if (!sr_rb_create(threads, false, trace_path, &traced)) {
    unlink(trace_path);
    return;
  }
  int64_t n = 0;
  double plain = sr_rb_per_iteration(options, untraced, function, &n);
  double ours = plain > 0 ? sr_rb_call(&traced, function, -1, n) : -1;
  if (ours > 0) {
    // Best of two, as the untraced side's calibrated call is the last and
    // warmest of its series.
    double again = sr_rb_call(&traced, function, -1, n);
    if (again > 0 && again < ours) ours = again;
    ours /= (double)n;
  }
  sr_rb_destroy(&traced);  // writes the trace file
  unlink(trace_path);
  char config[256];
  snprintf(config, sizeof(config),
           "a timeline trace recorded (--trace: every event formatted into "
           "its thread's buffer, written at release); regions whose waits "
           "are reached run inline, %d pool workers, %lld iterations in one "
           "call",
           threads, (long long)n);
  sr_bench_row_t row = {.suite = "runtime",
                        .name = name,
                        .value = ours > 0 ? ours * 1e6 : 0,
                        .unit = "us",
                        .threads = threads,
                        .direction = SR_BENCH_LOWER_IS_BETTER,
                        .config = config,
                        .peer = "streamref(untraced)",
                        .peer_value = plain > 0 ? plain * 1e6 : 0,
                        .peer_config =
                            "the same round trip with tracing off, the same "
                            "iteration count, measured just before"};
  sr_bench_report_row(options, &row);
}

static void sr_rb_run(const sr_bench_options_t* options,
                      const sr_rb_peer_t* peer, int threads) {
  sr_rb_runtime_t rt, graphs;
  if (!sr_rb_create(threads, false, NULL, &rt)) return;
  if (!sr_rb_create(threads, true, NULL, &graphs)) {
    sr_rb_destroy(&rt);
    return;
  }
  const char* latencies[2] = {"execute_roundtrip", "dispatch_roundtrip"};
  for (int i = 0; i < 2; ++i) {
    char graph_name[64];
    snprintf(graph_name, sizeof(graph_name), "%s_graph", latencies[i]);
    int64_t n = 0;
    if (sr_bench_selected(options, latencies[i])) {
      double ours = sr_rb_per_iteration(options, &rt, latencies[i], &n);
      sr_rb_report_latency(options, peer, threads, latencies[i], latencies[i],
                           false, ours, n);
    }
    if (sr_bench_selected(options, graph_name)) {
      double ours = sr_rb_per_iteration(options, &graphs, latencies[i], &n);
      sr_rb_report_latency(options, peer, threads, graph_name, latencies[i],
                           true, ours, n);
    }
  }
  for (int i = 0; i < 2; ++i) {
    char traced_name[64];
    snprintf(traced_name, sizeof(traced_name), "%s_traced", latencies[i]);
    if (sr_bench_selected(options, traced_name)) {
      sr_rb_report_traced(options, threads, traced_name, latencies[i], &rt);
    }
  }
  static const sr_rb_bytes_case_t kCases[] = {
      {"fill_beyond_llc", "fill", true, "stream_fill"},
      {"copy_beyond_llc", "copy", true, "stream_copy"},
      {"fill_in_cache", "fill_warm", false, NULL},
      {"copy_in_cache", "copy_warm", false, NULL},
  };
  for (size_t i = 0; i < sizeof(kCases) / sizeof(kCases[0]); ++i) {
    sr_rb_report_bytes(options, peer, &rt, threads, &kCases[i]);
  }
  sr_rb_destroy(&graphs);
  sr_rb_destroy(&rt);
}

int sr_bench_runtime_main(const sr_bench_options_t* options) {
  sr_rb_peer_t peer;
  sr_rb_peer_prepare(&peer);
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  int counts[2] = {1, all};
  int count_of_counts = all > 1 ? 2 : 1;
  for (int i = 0; i < count_of_counts; ++i) {
    if (sr_bench_selected(options, "fill_beyond_llc")) {
      sr_bench_report_limit(options, "runtime",
                            sr_bench_limit_stream_fill(options, counts[i]));
    }
    if (sr_bench_selected(options, "copy_beyond_llc")) {
      sr_bench_report_limit(options, "runtime",
                            sr_bench_limit_stream_copy(options, counts[i]));
    }
  }
  for (int i = 0; i < count_of_counts; ++i)
    sr_rb_run(options, &peer, counts[i]);
  sr_rb_peer_release(&peer);
  return 0;
}
