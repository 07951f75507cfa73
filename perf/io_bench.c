// streamref-bench io: parameter archives read by programs, streamref-run
// against IREE on the same files in the matching parameter mode, and cat /
// dd reading the same bytes as the physical reference.
//
// Setup, in a fresh directory under $TMPDIR (or /tmp), removed at the end:
//   big.irpa    1 GiB: 512 data entries p0..p511 of 2 MiB (f32 value i+1),
//               written with our archive builder;
//   small.irpa  1000 data entries s0..s999 of 256 bytes;
//   load.mlir   a Stream program (cmd phase) whose @main loads every entry
//               of big.irpa as a `constant` resource with one
//               stream.cmd.parameter.load, copies the first element of each
//               into a staging buffer and sums them (so nothing can be
//               dropped; the bench checks the sum);
//   gather.mlir @gather: one stream.cmd.parameter.gather of all 1000 entries
//               of small.irpa into a fresh 256000-byte resource.
// Both tools run the same text: IREE compiles it with
// `iree-compile --compile-from=stream`.
//
// Modes are compared like for like: mmap with mmap, preload with preload,
// file with file. iree-run-module / iree-benchmark-module 3.13 have only
// `preload` and `file`, so every mode also has the in-process peer
// perf/io_bench_iree.py (IREE's Python runtime: ParameterIndex.load with
// mmap=True, mmap=False, mode="file_async"), whose timer starts after the
// interpreter and its imports are up (ours includes process start-up).
//
// Figures (threads: --threads, default all CPUs):
//   load/<mode>    GB/s = archive bytes / wall time of a whole
//                  streamref-run --parameter_mode=<mode> process running
//                  @main (which loads every entry and sums); peers, whole
//                  processes too: cat and dd reading the file to /dev/null,
//                  iree-run-module in the same mode (preload and file).
//   load_in_process/<mode>  GB/s = archive bytes / (opening the archive +
//                  @main) in this process through the C API, module
//                  parse/prepare not timed; peer iree.runtime(<mode>)
//                  timing the same two steps in its process.
//                  Both: median of interleaved rounds. The page cache is
//                  warm (one unmeasured cat first): what is measured is the
//                  cost of bringing cached bytes into a program, not the
//                  disk.
//   gather1000/<mode>  ms per warm @gather call (streamref-run by the
//                  difference of two processes, perf/run_tool.h); peers
//                  iree-benchmark-module's mean in the same mode (preload
//                  and file) and iree.runtime(<mode>)'s mean per call.
//
// The load figures need about 1.1 GiB free in the temporary directory; with
// less they are skipped (said on stderr). IREE is found as
// perf/iree_peer.h says (python3 beside its tools for the in-process peer);
// without it the IREE peers are unavailable.

#define _GNU_SOURCE 1  // mkdtemp

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/iree_peer.h"
#include "perf/run_tool.h"
#include "streamref/params.h"
#include "streamref/runtime.h"

#define SR_IO_SUITE "io"

enum {
  kSrIoLoadEntries = 512,
  kSrIoLoadEntryBytes = 2 * 1024 * 1024,
  kSrIoGatherEntries = 1000,
  kSrIoGatherEntryBytes = 256,
  kSrIoMaxRounds = 20,
};

typedef struct sr_io_t {
  const sr_bench_options_t* options;
  int threads;
  char dir[512];
  char big[600], small[600], load[600], gather[600];
  char load_vmfb[600], gather_vmfb[600];
  char compile[1024], run[1024], benchmark[1024], python[1024];
  bool have_iree;
  bool have_python;  // python3 beside IREE's tools, with iree.runtime
} sr_io_t;

static int sr_io_compare_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static double sr_io_median(double* values, int count) {
  if (count <= 0) return -1;
  qsort(values, (size_t)count, sizeof(double), sr_io_compare_double);
  return count % 2 ? values[count / 2]
                   : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

static bool sr_io_check(sr_status_t status, const char* what) {
  if (!status) return true;
  fprintf(stderr, "io: %s: ", what);
  sr_status_fprint(stderr, status);
  fprintf(stderr, "\n");
  sr_status_free(status);
  return false;
}

// |count| data entries named <prefix><i> of |bytes| bytes, entry i filled
// with the f32 value i + 1.
static bool sr_io_write_archive(const char* path, const char* prefix, int count,
                                uint64_t bytes) {
  sr_parameter_archive_builder_t* builder = NULL;
  if (!sr_io_check(
          sr_parameter_archive_builder_create(sr_allocator_system(), &builder),
          "creating an archive builder")) {
    return false;
  }
  bool ok = true;
  for (int i = 0; i < count && ok; ++i) {
    char key[32];
    int n = snprintf(key, sizeof(key), "%s%d", prefix, i);
    float value = (float)(i + 1);
    ok = sr_io_check(sr_parameter_archive_builder_add_data(
                         builder, key, (size_t)n, NULL, 0, 0, bytes, NULL,
                         &value, sizeof(value)),
                     "adding an entry");
  }
  if (ok) {
    ok = sr_io_check(sr_parameter_archive_builder_write(builder, path), path);
  }
  sr_parameter_archive_builder_release(builder);
  return ok;
}

// The load program: see the file comment. @main loads every entry (so a
// timer around the call covers the parameter reads, in both tools), then
// copies and sums the first element of each.
static bool sr_io_write_load_program(const char* path) {
  FILE* f = fopen(path, "w");
  if (!f) return false;
  const int n = kSrIoLoadEntries;
  fprintf(f,
          "util.func public @main() -> f32 {\n"
          "  %%c0 = arith.constant 0 : index\n"
          "  %%c4 = arith.constant 4 : index\n"
          "  %%c0_i64 = arith.constant 0 : i64\n"
          "  %%cS = arith.constant %d : index\n"
          "  %%cT = arith.constant %d : index\n"
          "  %%scope = util.buffer.constant : !util.buffer = \"model\"\n",
          kSrIoLoadEntryBytes, 4 * n);
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "  %%k%d = util.buffer.constant : !util.buffer = \"p%d\"\n"
            "  %%o%d = arith.constant %d : index\n",
            i, i, i, 4 * i);
  }
  fprintf(f, "  %%r:%d, %%t = stream.cmd.parameter.load {\n", n);
  for (int i = 0; i < n; ++i) {
    fprintf(
        f,
        "    %%scope::%%k%d[%%c0_i64] : !stream.resource<constant>{%%cS}%s\n",
        i, i + 1 < n ? "," : "");
  }
  fprintf(f, "  } => !stream.timepoint\n");
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "  %%g%d = stream.timepoint.await %%t => %%r#%d : "
            "!stream.resource<constant>{%%cS}\n",
            i, i);
  }
  fprintf(f,
          "  %%st, %%ta = stream.resource.alloca uninitialized : "
          "!stream.resource<staging>{%%cT} => !stream.timepoint\n"
          "  %%tc = stream.cmd.execute await(%%ta) => with(");
  for (int i = 0; i < n; ++i) {
    fprintf(f, "%%g%d as %%b%d: !stream.resource<constant>{%%cS}, ", i, i);
  }
  fprintf(f, "%%st as %%d: !stream.resource<staging>{%%cT}) {\n");
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "    stream.cmd.copy %%b%d[%%c0], %%d[%%o%d], %%c4 : "
            "!stream.resource<constant>{%%cS} -> "
            "!stream.resource<staging>{%%cT}\n",
            i, i);
  }
  fprintf(f,
          "  } => !stream.timepoint\n"
          "  %%s = stream.timepoint.await %%tc => %%st : "
          "!stream.resource<staging>{%%cT}\n"
          "  %%s0 = arith.constant 0.0 : f32\n");
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "  %%v%d = stream.resource.load %%s[%%o%d] : "
            "!stream.resource<staging>{%%cT} -> f32\n"
            "  %%s%d = arith.addf %%s%d, %%v%d : f32\n",
            i, i, i + 1, i, i);
  }
  fprintf(f, "  util.return %%s%d : f32\n}\n", n);
  return fclose(f) == 0;
}

// The gather program: see the file comment.
static bool sr_io_write_gather_program(const char* path) {
  FILE* f = fopen(path, "w");
  if (!f) return false;
  const int n = kSrIoGatherEntries, b = kSrIoGatherEntryBytes;
  fprintf(f,
          "util.func public @gather() -> !hal.buffer_view {\n"
          "  %%cB = arith.constant %d : index\n"
          "  %%size = arith.constant %d : index\n"
          "  %%c0_i64 = arith.constant 0 : i64\n"
          "  %%scope = util.buffer.constant : !util.buffer = \"model\"\n",
          b, n * b);
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "  %%k%d = util.buffer.constant : !util.buffer = \"s%d\"\n"
            "  %%o%d = arith.constant %d : index\n",
            i, i, i, i * b);
  }
  fprintf(f,
          "  %%x, %%ta = stream.resource.alloca uninitialized : "
          "!stream.resource<external>{%%size} => !stream.timepoint\n"
          "  %%t = stream.cmd.parameter.gather await(%%ta) => {\n");
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "    %%scope::%%k%d[%%c0_i64] -> %%x[%%o%d for %%cB] : "
            "!stream.resource<external>{%%size}%s\n",
            i, i, i + 1 < n ? "," : "");
  }
  fprintf(f,
          "  } => !stream.timepoint\n"
          "  %%r = stream.timepoint.await %%t => %%x : "
          "!stream.resource<external>{%%size}\n"
          "  %%v = stream.tensor.export %%r : tensor<%dxf32> in "
          "!stream.resource<external>{%%size} -> !hal.buffer_view\n"
          "  util.return %%v : !hal.buffer_view\n}\n",
          n * b / 4);
  return fclose(f) == 0;
}

static bool sr_io_compile(const sr_io_t* io, const char* source,
                          const char* vmfb) {
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' --compile-from=stream --iree-hal-target-device=local "
           "--iree-hal-local-target-device-backends=llvm-cpu "
           "--iree-llvmcpu-target-cpu=host '%s' -o '%s' >/dev/null 2>&1",
           io->compile, source, vmfb);
  if (system(command) == 0) return true;
  fprintf(stderr, "io: iree-compile failed on %s\n", source);
  return false;
}

static void sr_io_remove(const char* path) {
  if (path[0]) unlink(path);
}

//===----------------------------------------------------------------------===//
// load/<mode>
//===----------------------------------------------------------------------===//

static const char* const kSrIoModes[3] = {"mmap", "preload", "file"};

typedef enum sr_io_who_e {
  SR_IO_OURS = 0,         // streamref-run, a whole process
  SR_IO_OURS_IN_PROCESS,  // the C API in this process
  SR_IO_IREE_RUN,         // iree-run-module, a whole process
  SR_IO_IREE_PYTHON,      // iree.runtime in-process (its own timer)
  SR_IO_CAT,
  SR_IO_DD,
} sr_io_who_t;

typedef struct sr_io_contender_t {
  sr_io_who_t who;
  int mode;  // index in kSrIoModes (ours and IREE)
  char command[4096];
  double seconds[kSrIoMaxRounds];
  int count;
  bool failed;
} sr_io_contender_t;

// The in-process form of ours, the same steps io_bench_iree.py times:
// opening the archive in |mode| (timed), making it the instance's
// parameters and loading the module (parse and prepare: not timed, as
// IREE's module and context set-up are not), then @main, which loads every
// entry and sums (timed). Seconds, or -1 on failure.
static double sr_io_load_in_process(const sr_io_t* io, int mode) {
  static const sr_parameter_mode_t kModes[3] = {SR_PARAMETER_MODE_MMAP,
                                                SR_PARAMETER_MODE_PRELOAD,
                                                SR_PARAMETER_MODE_FILE};
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = io->threads;
  sr_instance_t* instance = NULL;
  sr_parameter_index_t* index = NULL;
  sr_module_t* module = NULL;
  sr_function_t* function = NULL;
  sr_variant_t result = {0};
  size_t result_count = 0;
  uint64_t open_ns = 0, call_ns = 0;
  sr_status_t status =
      sr_instance_create(&options, sr_allocator_system(), &instance);
  if (!status) {
    status = sr_parameter_index_create(sr_allocator_system(), &index);
  }
  if (!status) {
    uint64_t t0 = sr_bench_now_ns();
    status = sr_parameter_index_add_file(
        index, "model", io->big, SR_PARAMETER_FORMAT_IRPA, kModes[mode]);
    open_ns = sr_bench_now_ns() - t0;
  }
  if (!status) {
    sr_instance_set_parameters(instance, index);
    status = sr_module_load_from_file(instance, io->load, &module);
  }
  if (!status) status = sr_module_lookup_function(module, "main", &function);
  if (!status) {
    uint64_t t0 = sr_bench_now_ns();
    status = sr_function_invoke(function, NULL, 0, &result, 1, &result_count);
    call_ns = sr_bench_now_ns() - t0;
  }
  // Entry i holds i + 1: the sum of the first elements is n (n + 1) / 2.
  const float expected = (float)kSrIoLoadEntries * (kSrIoLoadEntries + 1) / 2;
  bool right = !status && result_count == 1 && result.type == SR_VARIANT_F32 &&
               result.f32 == expected;
  if (!status && !right) {
    fprintf(stderr, "io: in-process @main returned a wrong sum\n");
  }
  if (status) sr_io_check(status, "in-process load");
  if (result_count) sr_variant_reset(&result);
  sr_module_release(module);
  sr_parameter_index_release(index);
  sr_instance_release(instance);
  return right ? (double)(open_ns + call_ns) * 1e-9 : -1;
}

// One round of |x|: wall seconds of its process, or the seconds an
// in-process form reports; -1 on failure.
static double sr_io_round(const sr_io_t* io, const sr_io_contender_t* x) {
  if (x->who == SR_IO_OURS_IN_PROCESS)
    return sr_io_load_in_process(io, x->mode);
  if (x->who == SR_IO_IREE_PYTHON) {
    return sr_bench_scan_command(x->command, "seconds=");
  }
  return sr_bench_time_command(x->command);
}

static void sr_io_load(const sr_io_t* io, uint64_t bytes) {
  enum { kMaxContenders = 3 + 3 + 2 + 3 + 2 };
  sr_io_contender_t contenders[kMaxContenders];
  memset(contenders, 0, sizeof(contenders));
  int count = 0;
  bool selected[3];
  for (int m = 0; m < 3; ++m) {
    char name[64];
    snprintf(name, sizeof(name), "load/%s", kSrIoModes[m]);
    selected[m] = sr_bench_selected(io->options, name);
    if (!selected[m]) continue;
    sr_io_contender_t* ours = &contenders[count++];
    ours->who = SR_IO_OURS;
    ours->mode = m;
    snprintf(ours->command, sizeof(ours->command),
             "'%s' '--module=%s' --function=main '--parameters=model=%s' "
             "--parameter_mode=%s --threads=%d >/dev/null 2>&1",
             SR_BENCH_IO_STREAMREF_RUN, io->load, io->big, kSrIoModes[m],
             io->threads);
    sr_io_contender_t* inproc = &contenders[count++];
    inproc->who = SR_IO_OURS_IN_PROCESS;
    inproc->mode = m;
    if (io->have_iree && io->load_vmfb[0] && m > 0) {
      sr_io_contender_t* iree = &contenders[count++];
      iree->who = SR_IO_IREE_RUN;
      iree->mode = m;
      snprintf(iree->command, sizeof(iree->command),
               "'%s' '--module=%s' --function=main '--parameters=model=%s' "
               "--parameter_mode=%s --device=local-task "
               "--task_topology_group_count=%d >/dev/null 2>&1",
               io->run, io->load_vmfb, io->big, kSrIoModes[m], io->threads);
    }
    if (io->have_python && io->load_vmfb[0]) {
      sr_io_contender_t* py = &contenders[count++];
      py->who = SR_IO_IREE_PYTHON;
      py->mode = m;
      snprintf(py->command, sizeof(py->command),
               "'%s' '%s' load '%s' '%s' %s %d 1 2>/dev/null", io->python,
               SR_BENCH_IO_IREE_PY, io->load_vmfb, io->big, kSrIoModes[m],
               io->threads);
    }
  }
  if (!count) return;
  sr_io_contender_t* cat = &contenders[count++];
  cat->who = SR_IO_CAT;
  snprintf(cat->command, sizeof(cat->command), "cat '%s' >/dev/null", io->big);
  sr_io_contender_t* dd = &contenders[count++];
  dd->who = SR_IO_DD;
  snprintf(dd->command, sizeof(dd->command),
           "dd 'if=%s' of=/dev/null bs=1M status=none", io->big);
  // Warm the page cache once, unmeasured.
  (void)sr_bench_time_command(cat->command);
  // Interleaved rounds, so that drift on a shared machine hits everyone.
  uint64_t start = sr_bench_now_ns();
  for (int round = 0; round < kSrIoMaxRounds; ++round) {
    for (int c = 0; c < count; ++c) {
      sr_io_contender_t* x = &contenders[c];
      if (x->failed) continue;
      double seconds = sr_io_round(io, x);
      if (seconds < 0) {
        fprintf(stderr, "io: failed: %s\n", x->command);
        x->failed = true;
        continue;
      }
      x->seconds[x->count++] = seconds;
    }
    double elapsed = (double)(sr_bench_now_ns() - start) * 1e-9;
    if (round + 1 >= 3 && elapsed >= io->options->min_time) break;
  }
  double gbps[kMaxContenders];
  for (int c = 0; c < count; ++c) {
    double median = contenders[c].failed ? -1
                                         : sr_io_median(contenders[c].seconds,
                                                        contenders[c].count);
    gbps[c] = median > 0 ? (double)bytes / median * 1e-9 : 0;
  }
  for (int c = 0; c < count; ++c) {
    const sr_io_contender_t* x = &contenders[c];
    if (x->who != SR_IO_OURS && x->who != SR_IO_OURS_IN_PROCESS) continue;
    bool in_process = x->who == SR_IO_OURS_IN_PROCESS;
    char name[64], config[320];
    snprintf(name, sizeof(name), "%s/%s",
             in_process ? "load_in_process" : "load", kSrIoModes[x->mode]);
    if (in_process) {
      snprintf(config, sizeof(config),
               "the C API in the bench's process, %d workers: "
               "sr_parameter_index_add_file in %s mode + @main (which loads "
               "all 512 entries and sums); module parse/prepare not timed; "
               "median of %d rounds",
               io->threads, kSrIoModes[x->mode], x->count);
    } else {
      snprintf(config, sizeof(config),
               "streamref-run --parameter_mode=%s --threads=%d, a whole "
               "process (start-up, parse, @main loading all 512 entries), "
               "median of %d rounds",
               kSrIoModes[x->mode], io->threads, x->count);
    }
    for (int p = 0; p < count; ++p) {
      const sr_io_contender_t* y = &contenders[p];
      // Whole processes against whole processes (cat, dd, iree-run-module
      // in the same mode); in-process against in-process.
      bool match = in_process
                       ? y->who == SR_IO_IREE_PYTHON && y->mode == x->mode
                       : y->who == SR_IO_CAT || y->who == SR_IO_DD ||
                             (y->who == SR_IO_IREE_RUN && y->mode == x->mode);
      if (!match) continue;
      char peer[64], peer_config[384];
      switch (y->who) {
        case SR_IO_IREE_RUN:
          snprintf(peer, sizeof(peer), "iree-run-module(%s)",
                   kSrIoModes[y->mode]);
          snprintf(peer_config, sizeof(peer_config),
                   "%s iree-run-module --parameter_mode=%s "
                   "--device=local-task --task_topology_group_count=%d, a "
                   "whole process, median of %d rounds",
                   sr_bench_iree_version(), kSrIoModes[y->mode], io->threads,
                   y->count);
          break;
        case SR_IO_IREE_PYTHON:
          snprintf(peer, sizeof(peer), "iree.runtime(%s)", kSrIoModes[y->mode]);
          snprintf(peer_config, sizeof(peer_config),
                   "%s Python runtime, in its process: ParameterIndex.load "
                   "%s + @main timed; instance, device, modules and context "
                   "not; local-task with %d threads; median of %d rounds",
                   sr_bench_iree_version(),
                   y->mode == 0   ? "mmap=True"
                   : y->mode == 1 ? "mmap=False (preload)"
                                  : "mode=file_async",
                   io->threads, y->count);
          break;
        case SR_IO_CAT:
          snprintf(peer, sizeof(peer), "cat");
          snprintf(peer_config, sizeof(peer_config),
                   "cat FILE >/dev/null, a whole process, page cache warm");
          break;
        default:
          snprintf(peer, sizeof(peer), "dd");
          snprintf(peer_config, sizeof(peer_config),
                   "dd bs=1M of=/dev/null, a whole process, page cache warm");
          break;
      }
      sr_bench_row_t row = {.suite = SR_IO_SUITE,
                            .name = name,
                            .value = gbps[c],
                            .unit = "GB/s",
                            .threads = io->threads,
                            .direction = SR_BENCH_HIGHER_IS_BETTER,
                            .config = config,
                            .peer = peer,
                            .peer_value = gbps[p],
                            .peer_config = peer_config};
      sr_bench_report_row(io->options, &row);
    }
  }
}

//===----------------------------------------------------------------------===//
// gather1000/<mode>
//===----------------------------------------------------------------------===//

// Mean milliseconds per warm @gather call in streamref-run.
static double sr_io_gather_ours(const sr_io_t* io, const char* mode,
                                long* out_repeat) {
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' '--module=%s' --function=gather '--parameters=model=%s' "
           "--parameter_mode=%s --threads=%d",
           SR_BENCH_IO_STREAMREF_RUN, io->gather, io->small, mode, io->threads);
  return sr_bench_streamref_run_mean_ms(command, io->options->min_time,
                                        out_repeat);
}

// Mean milliseconds per @gather call under iree-benchmark-module.
static double sr_io_gather_iree(const sr_io_t* io, const char* mode) {
  char flags[256], command[4096];
  sr_bench_iree_benchmark_flags(io->options->min_time, flags, sizeof(flags));
  snprintf(command, sizeof(command),
           "'%s' '--module=%s' --function=gather '--parameters=model=%s' "
           "--parameter_mode=%s --device=local-task "
           "--task_topology_group_count=%d %s 2>/dev/null",
           io->benchmark, io->gather_vmfb, io->small, mode, io->threads, flags);
  double ns = sr_bench_iree_benchmark_ns(command);
  return ns > 0 ? ns * 1e-6 : -1;
}

// Mean milliseconds per @gather call in IREE's Python runtime.
static double sr_io_gather_python(const sr_io_t* io, const char* mode) {
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' '%s' gather '%s' '%s' %s %d %g 2>/dev/null", io->python,
           SR_BENCH_IO_IREE_PY, io->gather_vmfb, io->small, mode, io->threads,
           io->options->min_time);
  double seconds = sr_bench_scan_command(command, "seconds=");
  return seconds > 0 ? seconds * 1e3 : -1;
}

static void sr_io_gather(const sr_io_t* io) {
  for (int m = 0; m < 3; ++m) {
    char name[64];
    snprintf(name, sizeof(name), "gather1000/%s", kSrIoModes[m]);
    if (!sr_bench_selected(io->options, name)) continue;
    long repeat = 0;
    double ours = sr_io_gather_ours(io, kSrIoModes[m], &repeat);
    if (ours <= 0) fprintf(stderr, "io: streamref-run failed on %s\n", name);
    char config[256];
    snprintf(config, sizeof(config),
             "streamref-run --parameter_mode=%s --threads=%d, (wall(--repeat="
             "%ld) - wall(--repeat=1)) / %ld",
             kSrIoModes[m], io->threads, repeat, repeat - 1);
    sr_bench_row_t row = {.suite = SR_IO_SUITE,
                          .name = name,
                          .value = ours > 0 ? ours : 0,
                          .unit = "ms",
                          .threads = io->threads,
                          .direction = SR_BENCH_LOWER_IS_BETTER,
                          .config = config};
    char peer[64], peer_config[384];
    if (m > 0) {  // iree-benchmark-module has preload and file
      double theirs = io->have_iree && io->gather_vmfb[0]
                          ? sr_io_gather_iree(io, kSrIoModes[m])
                          : -1;
      snprintf(peer, sizeof(peer), "iree-benchmark-module(%s)", kSrIoModes[m]);
      snprintf(peer_config, sizeof(peer_config),
               "%s iree-benchmark-module --parameter_mode=%s "
               "--device=local-task --task_topology_group_count=%d, mean "
               "real time",
               sr_bench_iree_version(), kSrIoModes[m], io->threads);
      row.peer = peer;
      row.peer_value = theirs > 0 ? theirs : 0;
      row.peer_config = peer_config;
      sr_bench_report_row(io->options, &row);
    }
    double theirs = io->have_python && io->gather_vmfb[0]
                        ? sr_io_gather_python(io, kSrIoModes[m])
                        : -1;
    snprintf(peer, sizeof(peer), "iree.runtime(%s)", kSrIoModes[m]);
    snprintf(peer_config, sizeof(peer_config),
             "%s Python runtime in-process: ParameterIndex.load %s, "
             "local-task with %d threads, mean per call after 3 warm-up calls",
             sr_bench_iree_version(),
             m == 0   ? "mmap=True"
             : m == 1 ? "mmap=False (preload)"
                      : "mode=file_async",
             io->threads);
    row.peer = peer;
    row.peer_value = theirs > 0 ? theirs : 0;
    row.peer_config = peer_config;
    sr_bench_report_row(io->options, &row);
  }
}

//===----------------------------------------------------------------------===//
// Entry
//===----------------------------------------------------------------------===//

int sr_bench_io_main(const sr_bench_options_t* options) {
  sr_io_t io;
  memset(&io, 0, sizeof(io));
  io.options = options;
  io.threads = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  io.have_iree =
      sr_bench_find_iree_tool("iree-compile", io.compile, sizeof(io.compile)) &&
      sr_bench_find_iree_tool("iree-run-module", io.run, sizeof(io.run)) &&
      sr_bench_find_iree_tool("iree-benchmark-module", io.benchmark,
                              sizeof(io.benchmark));
  if (io.have_iree &&
      sr_bench_find_iree_tool("python3", io.python, sizeof(io.python))) {
    char command[1200];
    snprintf(command, sizeof(command),
             "'%s' -c 'import iree.runtime' >/dev/null 2>&1", io.python);
    io.have_python = system(command) == 0;
  }
  const char* tmp = getenv("TMPDIR");
  snprintf(io.dir, sizeof(io.dir), "%s/streamref-io-XXXXXX",
           tmp && tmp[0] ? tmp : "/tmp");
  if (!mkdtemp(io.dir)) {
    perror("io: mkdtemp");
    return 1;
  }
  snprintf(io.big, sizeof(io.big), "%s/big.irpa", io.dir);
  snprintf(io.small, sizeof(io.small), "%s/small.irpa", io.dir);
  snprintf(io.load, sizeof(io.load), "%s/load.mlir", io.dir);
  snprintf(io.gather, sizeof(io.gather), "%s/gather.mlir", io.dir);
  bool want_load = sr_bench_selected(options, "load/mmap") ||
                   sr_bench_selected(options, "load/preload") ||
                   sr_bench_selected(options, "load/file");
  bool want_gather = sr_bench_selected(options, "gather1000/mmap") ||
                     sr_bench_selected(options, "gather1000/preload") ||
                     sr_bench_selected(options, "gather1000/file");
  int rc = 0;
  const uint64_t big_bytes =
      (uint64_t)kSrIoLoadEntries * (uint64_t)kSrIoLoadEntryBytes;
  if (want_load) {
    struct statvfs fs;
    uint64_t free_bytes = statvfs(io.dir, &fs) == 0
                              ? (uint64_t)fs.f_bavail * (uint64_t)fs.f_frsize
                              : 0;
    if (free_bytes < big_bytes + (128u << 20)) {
      fprintf(stderr,
              "io: load figures skipped: %llu MiB free in %s, the archive "
              "needs %llu MiB\n",
              (unsigned long long)(free_bytes >> 20), io.dir,
              (unsigned long long)(big_bytes >> 20));
      want_load = false;
    }
  }
  if (want_load) {
    if (sr_io_write_archive(io.big, "p", kSrIoLoadEntries,
                            kSrIoLoadEntryBytes) &&
        sr_io_write_load_program(io.load)) {
      if (io.have_iree) {
        snprintf(io.load_vmfb, sizeof(io.load_vmfb), "%s/load.vmfb", io.dir);
        if (!sr_io_compile(&io, io.load, io.load_vmfb)) io.load_vmfb[0] = 0;
      }
      sr_io_load(&io, big_bytes);
    } else {
      fprintf(stderr, "io: cannot write %s or %s\n", io.big, io.load);
      rc = 1;
    }
    // The gigabyte goes as soon as it is no longer needed.
    sr_io_remove(io.big);
  }
  if (want_gather) {
    if (sr_io_write_archive(io.small, "s", kSrIoGatherEntries,
                            kSrIoGatherEntryBytes) &&
        sr_io_write_gather_program(io.gather)) {
      if (io.have_iree) {
        snprintf(io.gather_vmfb, sizeof(io.gather_vmfb), "%s/gather.vmfb",
                 io.dir);
        if (!sr_io_compile(&io, io.gather, io.gather_vmfb)) {
          io.gather_vmfb[0] = 0;
        }
      }
      sr_io_gather(&io);
    } else {
      fprintf(stderr, "io: cannot write %s or %s\n", io.small, io.gather);
      rc = 1;
    }
  }
  const char* files[] = {io.big,    io.small,     io.load,
                         io.gather, io.load_vmfb, io.gather_vmfb};
  for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); ++i) {
    sr_io_remove(files[i]);
  }
  rmdir(io.dir);
  return rc;
}
