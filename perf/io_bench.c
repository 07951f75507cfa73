// streamref-bench io: parameter archives read by programs, streamref-run
// against iree-run-module / iree-benchmark-module on the same files, and
// cat / dd reading the same bytes as the physical reference.
//
// Setup, in a fresh directory under $TMPDIR (or /tmp), removed at the end:
//   big.irpa    1 GiB: 512 data entries p0..p511 of 2 MiB (f32 value i+1),
//               written with our archive builder;
//   small.irpa  1000 data entries s0..s999 of 256 bytes;
//   load.mlir   a Stream program (cmd phase) whose initializer loads every
//               entry of big.irpa as a `constant` resource with one
//               stream.cmd.parameter.load, and whose @main copies the first
//               element of each into a staging buffer and sums them (so no
//               compiler can drop a global);
//   gather.mlir @gather: one stream.cmd.parameter.gather of all 1000 entries
//               of small.irpa into a fresh 256000-byte resource.
// Both tools run the same text: IREE compiles it with
// `iree-compile --compile-from=stream`.
//
// Figures (threads: --threads, default all CPUs):
//   load/<mode>    GB/s = archive bytes / wall time of a whole process that
//                  loads the archive and runs @main (median of interleaved
//                  rounds). streamref-run with --parameter_mode=<mode>;
//                  peers: cat and dd reading the file to /dev/null, and
//                  iree-run-module in the matching IREE mode (3.13 has
//                  `preload` and `file`; our `mmap` is compared with IREE's
//                  default `file`). The page cache is warm (one unmeasured
//                  cat first): what is measured is the cost of bringing
//                  cached bytes into a program, not the disk.
//   gather1000/<mode>  ms per @gather call, warm (streamref-run --repeat,
//                  the mean it reports); peer iree-benchmark-module's mean
//                  real time on the same function and archive.
//
// The load figures need about 1.1 GiB free in the temporary directory; with
// less they are skipped (said on stderr). IREE is found in $IREE_BIN_DIR,
// /tmp/ireevenv/bin or on PATH; without it the IREE peers are unavailable.

#define _GNU_SOURCE 1  // mkdtemp

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include "perf/bench.h"
#include "streamref/params.h"

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
  char compile[1024], run[1024], benchmark[1024];
  bool have_iree;
} sr_io_t;

static bool sr_io_find_tool(const char* name, char* out, size_t capacity) {
  const char* dirs[2] = {getenv("IREE_BIN_DIR"), "/tmp/ireevenv/bin"};
  for (int i = 0; i < 2; ++i) {
    if (!dirs[i]) continue;
    snprintf(out, capacity, "%s/%s", dirs[i], name);
    if (access(out, X_OK) == 0) return true;
  }
  const char* path = getenv("PATH");
  if (!path) return false;
  char* copy = strdup(path);
  bool found = false;
  char* save = NULL;
  for (char* d = strtok_r(copy, ":", &save); d && !found;
       d = strtok_r(NULL, ":", &save)) {
    snprintf(out, capacity, "%s/%s", d, name);
    found = access(out, X_OK) == 0;
  }
  free(copy);
  return found;
}

// Seconds |command| took (through the shell), or -1 when it failed.
static double sr_io_time_command(const char* command) {
  uint64_t start = sr_bench_now_ns();
  int rc = system(command);
  uint64_t end = sr_bench_now_ns();
  if (rc == -1 || !WIFEXITED(rc) || WEXITSTATUS(rc) != 0) return -1;
  return (double)(end - start) * 1e-9;
}

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

// The load program: see the file comment.
static bool sr_io_write_load_program(const char* path) {
  FILE* f = fopen(path, "w");
  if (!f) return false;
  const int n = kSrIoLoadEntries;
  for (int i = 0; i < n; ++i) {
    fprintf(f, "util.global private @p%d : !stream.resource<constant>\n", i);
  }
  fprintf(f,
          "util.initializer {\n"
          "  %%c0_i64 = arith.constant 0 : i64\n"
          "  %%cS = arith.constant %d : index\n"
          "  %%scope = util.buffer.constant : !util.buffer = \"model\"\n",
          kSrIoLoadEntryBytes);
  for (int i = 0; i < n; ++i) {
    fprintf(f, "  %%k%d = util.buffer.constant : !util.buffer = \"p%d\"\n", i,
            i);
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
            "  %%a%d = stream.timepoint.await %%t => %%r#%d : "
            "!stream.resource<constant>{%%cS}\n"
            "  util.global.store %%a%d, @p%d : !stream.resource<constant>\n",
            i, i, i, i);
  }
  fprintf(f,
          "  util.return\n}\n"
          "util.func public @main() -> f32 {\n"
          "  %%c0 = arith.constant 0 : index\n"
          "  %%c4 = arith.constant 4 : index\n"
          "  %%cS = arith.constant %d : index\n"
          "  %%cT = arith.constant %d : index\n",
          kSrIoLoadEntryBytes, 4 * n);
  for (int i = 0; i < n; ++i) {
    fprintf(f,
            "  %%g%d = util.global.load @p%d : !stream.resource<constant>\n"
            "  %%o%d = arith.constant %d : index\n",
            i, i, i, 4 * i);
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

typedef struct sr_io_contender_t {
  const char* peer;  // NULL: ours
  char command[4096];
  double seconds[kSrIoMaxRounds];
  int count;
  bool failed;
} sr_io_contender_t;

static void sr_io_load(const sr_io_t* io, uint64_t bytes) {
  static const char* const kModes[3] = {"mmap", "preload", "file"};
  // IREE 3.13 knows preload and file; file is its default.
  static const char* const kIreeModes[3] = {"file", "preload", "file"};
  enum { kCount = 3 + 3 + 2 };
  sr_io_contender_t contenders[kCount];
  memset(contenders, 0, sizeof(contenders));
  bool selected[3];
  for (int m = 0; m < 3; ++m) {
    char name[64];
    snprintf(name, sizeof(name), "load/%s", kModes[m]);
    selected[m] = sr_bench_selected(io->options, name);
    sr_io_contender_t* ours = &contenders[m];
    snprintf(ours->command, sizeof(ours->command),
             "'%s' '--module=%s' --function=main '--parameters=model=%s' "
             "--parameter_mode=%s --threads=%d >/dev/null 2>&1",
             SR_BENCH_IO_STREAMREF_RUN, io->load, io->big, kModes[m],
             io->threads);
    sr_io_contender_t* iree = &contenders[3 + m];
    iree->peer = "iree-run-module";
    if (!io->have_iree || !io->load_vmfb[0]) {
      iree->failed = true;
      continue;
    }
    snprintf(iree->command, sizeof(iree->command),
             "'%s' '--module=%s' --function=main '--parameters=model=%s' "
             "--parameter_mode=%s --device=local-task "
             "--task_topology_group_count=%d >/dev/null 2>&1",
             io->run, io->load_vmfb, io->big, kIreeModes[m], io->threads);
  }
  if (!selected[0] && !selected[1] && !selected[2]) return;
  for (int m = 0; m < 3; ++m) {
    if (selected[m]) continue;
    contenders[m].failed = contenders[3 + m].failed = true;
  }
  contenders[6].peer = "cat";
  snprintf(contenders[6].command, sizeof(contenders[6].command),
           "cat '%s' >/dev/null", io->big);
  contenders[7].peer = "dd";
  snprintf(contenders[7].command, sizeof(contenders[7].command),
           "dd 'if=%s' of=/dev/null bs=1M status=none", io->big);
  // Warm the page cache once, unmeasured.
  (void)sr_io_time_command(contenders[6].command);
  // Interleaved rounds, so that drift on a shared machine hits everyone.
  uint64_t start = sr_bench_now_ns();
  for (int round = 0; round < kSrIoMaxRounds; ++round) {
    for (int c = 0; c < kCount; ++c) {
      sr_io_contender_t* x = &contenders[c];
      if (x->failed) continue;
      double s = sr_io_time_command(x->command);
      if (s < 0) {
        fprintf(stderr, "io: failed: %s\n", x->command);
        x->failed = true;
        continue;
      }
      x->seconds[x->count++] = s;
    }
    double elapsed = (double)(sr_bench_now_ns() - start) * 1e-9;
    if (round + 1 >= 3 && elapsed >= io->options->min_time) break;
  }
  double gbps[kCount];
  for (int c = 0; c < kCount; ++c) {
    double median = contenders[c].failed ? -1
                                         : sr_io_median(contenders[c].seconds,
                                                        contenders[c].count);
    gbps[c] = median > 0 ? (double)bytes / median * 1e-9 : 0;
  }
  for (int m = 0; m < 3; ++m) {
    if (!selected[m]) continue;
    char name[64];
    snprintf(name, sizeof(name), "load/%s", kModes[m]);
    sr_bench_report(io->options, SR_IO_SUITE, name, gbps[m], "GB/s",
                    io->threads, "cat", gbps[6], SR_BENCH_HIGHER_IS_BETTER);
    sr_bench_report(io->options, SR_IO_SUITE, name, gbps[m], "GB/s",
                    io->threads, "dd", gbps[7], SR_BENCH_HIGHER_IS_BETTER);
    char peer[64];
    snprintf(peer, sizeof(peer), "iree-run-module(%s)", kIreeModes[m]);
    sr_bench_report(io->options, SR_IO_SUITE, name, gbps[m], "GB/s",
                    io->threads, peer, gbps[3 + m], SR_BENCH_HIGHER_IS_BETTER);
  }
}

//===----------------------------------------------------------------------===//
// gather1000/<mode>
//===----------------------------------------------------------------------===//

// Runs |command| and returns the first number after |key| in its output
// (stdout and stderr merged), or -1.
static double sr_io_scan(const char* command, const char* key) {
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[4096];
  double value = -1;
  while (fgets(line, sizeof(line), pipe)) {
    char* p = strstr(line, key);
    if (p && value < 0) value = strtod(p + strlen(key), NULL);
  }
  if (pclose(pipe) != 0) return -1;
  return value;
}

// Mean milliseconds per warm @gather call in streamref-run.
static double sr_io_gather_ours(const sr_io_t* io, const char* mode) {
  long repeat = 20;
  double mean = -1;
  for (int round = 0; round < 2; ++round) {
    char command[4096];
    snprintf(command, sizeof(command),
             "'%s' '--module=%s' --function=gather '--parameters=model=%s' "
             "--parameter_mode=%s --threads=%d --repeat=%ld 2>&1 >/dev/null",
             SR_BENCH_IO_STREAMREF_RUN, io->gather, io->small, mode,
             io->threads, repeat);
    mean = sr_io_scan(command, "mean ");
    if (mean <= 0) return -1;
    double want = io->options->min_time * 1e3 / mean;
    repeat = want < 20 ? 20 : want > 100000 ? 100000 : (long)want;
  }
  return mean;
}

// Mean milliseconds per @gather call under iree-benchmark-module.
static double sr_io_gather_iree(const sr_io_t* io, const char* mode) {
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' '--module=%s' --function=gather '--parameters=model=%s' "
           "--parameter_mode=%s --device=local-task "
           "--task_topology_group_count=%d --benchmark_format=json "
           "--benchmark_min_time=%gs 2>/dev/null",
           io->benchmark, io->gather_vmfb, io->small, mode, io->threads,
           io->options->min_time);
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[1024];
  double value = -1, scale = 1e-6;  // google benchmark's default unit: ns
  while (fgets(line, sizeof(line), pipe)) {
    char* q = strstr(line, "\"real_time\":");
    if (q && value < 0) value = strtod(q + 12, NULL);
    q = strstr(line, "\"time_unit\":");
    if (q) {
      if (strstr(q, "\"us\"")) scale = 1e-3;
      if (strstr(q, "\"ms\"")) scale = 1;
      if (strstr(q, "\"s\"")) scale = 1e3;
    }
  }
  if (pclose(pipe) != 0 || value <= 0) return -1;
  return value * scale;
}

static void sr_io_gather(const sr_io_t* io) {
  static const char* const kModes[3] = {"mmap", "preload", "file"};
  static const char* const kIreeModes[3] = {"file", "preload", "file"};
  for (int m = 0; m < 3; ++m) {
    char name[64], peer[64];
    snprintf(name, sizeof(name), "gather1000/%s", kModes[m]);
    if (!sr_bench_selected(io->options, name)) continue;
    double ours = sr_io_gather_ours(io, kModes[m]);
    if (ours <= 0) fprintf(stderr, "io: streamref-run failed on %s\n", name);
    double theirs =
        io->gather_vmfb[0] ? sr_io_gather_iree(io, kIreeModes[m]) : -1;
    snprintf(peer, sizeof(peer), "iree-benchmark-module(%s)", kIreeModes[m]);
    sr_bench_report(io->options, SR_IO_SUITE, name, ours > 0 ? ours : 0, "ms",
                    io->threads, peer, theirs > 0 ? theirs : 0,
                    SR_BENCH_LOWER_IS_BETTER);
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
      sr_io_find_tool("iree-compile", io.compile, sizeof(io.compile)) &&
      sr_io_find_tool("iree-run-module", io.run, sizeof(io.run)) &&
      sr_io_find_tool("iree-benchmark-module", io.benchmark,
                      sizeof(io.benchmark));
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
