// streamref-run: runs a function of a Stream program, a drop-in for
// iree-run-module (same flags, same printed results).
//
//   streamref-run --module=prog.mlir --function=main
//       --input=2x3xf32="1 2 3 4 5 6" --input=3.25
//
// Flags (IREE's spelling): --module, --function, --input (repeated; scalars,
// tensors, (null), @f.npy +f.npy *f.npy, SHAPExTYPE=@f.bin / +f.bin,
// &storage), --output (repeated; -, @f.npy, +f.npy, @f.bin, +f.bin, empty
// to skip), --expected_output (repeated) with --expected_f16_threshold,
// --expected_f32_threshold, --expected_f64_threshold,
// --expected_bf16_threshold, --expected_rtol and --equality_mode,
// --output_max_element_count, --print_statistics, --flagfile, --device
// (repeated, one HAL device each: local-task or local-sync; local-sync
// also means one thread). Ours: --threads=N (IREE's
// --task_topology_group_count too), --dispatch-mode=auto|kernel|interpret|
// opaque, --repeat=N (timing on stderr), --regions=auto|graph (graph:
// every execution region goes through the pool, never inline), --serial
// (the deterministic oracle: every region and wave in program order on one
// thread), --compare-serial (runs the oracle too, on copies of the same
// inputs, and reports the first result element that differs; exit 1).
// Parameters: --parameters=[scope=]FILE (repeated; .irpa, .safetensors,
// .gguf) and --parameter_mode=mmap|preload|file (streamref/params.h).
// Ranks (tools/README.md): --ranks=N runs N in-process ranks; under mpirun
// each process is a rank; "{rank}" in file paths becomes the rank;
// --collective_timeout_ms=T bounds a collective's wait for its peers.
//
// Observing the run (issue 18): --trace=FILE.json (a Chrome trace-event
// timeline, cpu_backend/trace/README.md), --dump_dispatches=DIR with
// --dump_filter= (per-dispatch tensors and hashes). Benchmark mode
// (--benchmark, or the streamref-benchmark tool built from this file):
// iree-benchmark-module's flags and Google Benchmark's reports
// (tools/benchmark.h). On a terminal, a load or run past 2 s shows a
// progress line on stderr (tools/progress.h).
//
// Exit code: 0 on success, 1 on any error or expected-output mismatch.

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "streamref/collective.h"
#include "streamref/params.h"
#include "streamref/runtime.h"
#include "tools/benchmark.h"
#include "tools/flag_help.h"
#include "tools/progress.h"
#include "tools/run_io.h"
#include "tools/version_flag.h"

// streamref-benchmark is this file with the benchmark mode on.
#ifndef SR_TOOL_BENCHMARK_DEFAULT
#define SR_TOOL_BENCHMARK_DEFAULT 0
#endif
#if SR_TOOL_BENCHMARK_DEFAULT
#define SR_TOOL_NAME "streamref-benchmark"
#else
#define SR_TOOL_NAME "streamref-run"
#endif

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

typedef struct flags_t {
  char* module;
  char* function;
  sr_tool_string_list_t inputs;
  sr_tool_string_list_t outputs;
  sr_tool_string_list_t expected;
  double f16_threshold;
  double f32_threshold;
  double f64_threshold;
  double bf16_threshold;
  double rtol;
  bool exact;
  long output_max_element_count;
  bool print_statistics;
  int threads;  // 0: all
  sr_dispatch_mode_t dispatch_mode;
  bool always_use_graphs;
  bool serial;          // --serial: the deterministic oracle
  bool compare_serial;  // --compare-serial: oracle vs parallel
  long repeat;
  sr_tool_string_list_t parameters;  // [scope=]FILE
  sr_tool_string_list_t devices;     // --device, in order
  sr_parameter_mode_t parameter_mode;
  sr_check_mode_t check_mode;  // --check=hazards|strict|off
  char* trace;                 // --trace=FILE.json
  char* dump_dispatches;       // --dump_dispatches=DIR
  char* dump_filter;           // --dump_filter=...
  bool benchmark;              // --benchmark (benchmark.h)
  sr_tool_bench_options_t bench;
  bool progress;  // --progress=false turns the terminal's progress line off
  long ranks;     // --ranks=N: N in-process ranks (0: none)
  long collective_timeout_ms;  // --collective_timeout_ms
  bool help;
  FILE* out;  // where results go (stdout; a rank's buffer with --ranks)
  // A rank's own parameters with --ranks and {rank} in a --parameters path
  // (borrowed; NULL: the instance's).
  sr_parameter_index_t* module_parameters;
} flags_t;

static void flags_free(flags_t* flags) {
  free(flags->module);
  free(flags->function);
  free(flags->trace);
  free(flags->dump_dispatches);
  free(flags->dump_filter);
  sr_tool_bench_options_deinitialize(&flags->bench);
  sr_tool_string_list_free(&flags->inputs);
  sr_tool_string_list_free(&flags->outputs);
  sr_tool_string_list_free(&flags->expected);
  sr_tool_string_list_free(&flags->parameters);
  sr_tool_string_list_free(&flags->devices);
}

// Every flag parse_flag takes (tests/tools/help_test.c holds the two to
// each other).
static const sr_tool_flag_help_t kFlags[] = {
    {"module", "FILE.mlir", "the Stream program (- for stdin)"},
    {"function", "NAME",
     "the function to run (default: the only exported one; benchmark: "
     "every one without inputs)"},
    {"input", "VALUE",
     "an argument: 2x3xf32=\"1 2 3 4 5 6\", 3.25, (null), @f.npy, +f.npy, "
     "*f.npy, SHAPExTYPE=@f.bin, &storage (repeated)"},
    {"output", "SPEC",
     "where a result goes: -, @f.npy, +f.npy, @f.bin, "
     "+f.bin, empty to skip (repeated)"},
    {"expected_output", "VALUE",
     "a result's expected value, as --input (repeated)"},
    {"expected_f16_threshold", "X", "f16 absolute tolerance (0.001)"},
    {"expected_f32_threshold", "X", "f32 absolute tolerance (0.0001)"},
    {"expected_f64_threshold", "X", "f64 absolute tolerance (0.0001)"},
    {"expected_bf16_threshold", "X", "bf16 absolute tolerance (0.01)"},
    {"expected_rtol", "X", "relative tolerance of every float (1e-5)"},
    {"equality_mode", "approximate|exact", "how expected outputs compare"},
    {"output_max_element_count", "N", "elements printed per result (1024)"},
    {"print_statistics", NULL, "memory and dispatch statistics on stderr"},
    {"threads", "N", "pool workers (default: all CPUs)"},
    {"task_topology_group_count", "N", "IREE's name for --threads"},
    {"device", "local-task|local-sync",
     "one HAL device (repeated; local-sync: one thread)"},
    {"dispatch-mode", "auto|kernel|interpret|opaque",
     "how dispatches run (also --dispatch_mode)"},
    {"dispatch_mode", "auto|kernel|interpret|opaque", "as --dispatch-mode"},
    {"check", "hazards|strict|off", "the hazard checker's mode"},
    {"regions", "auto|graph", "graph: every execution region on the pool"},
    {"serial", NULL, "the serial oracle: regions and waves in program order"},
    {"compare-serial", NULL,
     "also run the serial oracle and report the first difference (also "
     "--compare_serial)"},
    {"compare_serial", NULL, "as --compare-serial"},
    {"repeat", "N", "run N times, timing on stderr"},
    {"flagfile", "FILE", "more flags, one a line"},
    {"parameters", "[SCOPE=]FILE",
     "a parameter archive: .irpa, .safetensors, .gguf (repeated)"},
    {"parameter_mode", "mmap|preload|file", "how parameter files are read"},
    {"trace", "FILE.json",
     "a timeline trace (Chrome trace-event JSON: Perfetto, "
     "chrome://tracing), written even when the run fails; {rank} becomes "
     "the rank under mpirun"},
    {"dump_dispatches", "DIR",
     "each dispatch's bindings before and after as .npy, with index.jsonl "
     "and hashes"},
    {"dump_filter", "TERMS",
     "which dispatches to dump: export globs, ordinals N, N-M, N-, every=N"},
    {"progress", "true|false",
     "the progress line on a terminal (default true; never when stderr is "
     "not a terminal)"},
    {"benchmark", NULL,
     "benchmark mode: iree-benchmark-module's flags and output"},
    {"benchmark_repetitions", "N", "benchmark: repetitions, with aggregates"},
    {"benchmark_min_time", "Ns|Nx",
     "benchmark: run at least N seconds (0.5s), or exactly N iterations"},
    {"benchmark_format", "console|json", "benchmark: stdout's format"},
    {"benchmark_out", "FILE", "benchmark: also write the report here"},
    {"benchmark_out_format", "json|console",
     "benchmark: --benchmark_out's format (json)"},
    {"benchmark_report_aggregates_only", "true|false",
     "benchmark: only the aggregates of repetitions, in every report"},
    {"benchmark_display_aggregates_only", "true|false",
     "benchmark: only the aggregates on the console"},
    {"time_unit", "ms|us|ns", "benchmark: the unit of times (ms)"},
    {"batch_size", "N", "benchmark: invocations per iteration batch"},
    {"ranks", "N",
     "run N ranks in this process, each its own module, over one channel "
     "group; {rank} in file paths becomes the rank"},
    {"collective_timeout_ms", "MS",
     "how long a collective waits for its peers (default 60000)"},
    {"help", NULL, "this text"},
    {"version", NULL, "the version of streamref"},
};

static void usage_to(FILE* out, bool full) {
  const char* text =
      SR_TOOL_BENCHMARK_DEFAULT
          ? "usage: streamref-benchmark --module=FILE.mlir [--function=NAME] "
            "[--input=VALUE]... [--benchmark_*]...\n"
            "Benchmarks a Stream program's functions as iree-benchmark-module "
            "does, with\nGoogle Benchmark's console table or JSON."
          : "usage: streamref-run --module=FILE.mlir [--function=NAME] "
            "[--input=VALUE]... [--output=SPEC]...\n"
            "Runs a function of a Stream program, as iree-run-module runs a "
            "compiled one.";
  if (full) {
    sr_tool_print_help(out, text, kFlags, sizeof(kFlags) / sizeof(kFlags[0]));
  } else {
    fprintf(out, "%s\n(--help lists every flag)\n", text);
  }
}

static void usage(void) { usage_to(stderr, false); }

// Flag values are parsed strictly: a value that is not entirely a number
// in range (`--threads=abc`, `--repeat=2x`, `--threads=99999999999`) is an
// error naming the flag, never 0 or a prefix.
static bool parse_bool(const char* name, const char* value, bool* out) {
  if (!value || !*value || strcmp(value, "true") == 0 ||
      strcmp(value, "1") == 0) {
    *out = true;
  } else if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0) {
    *out = false;
  } else {
    fprintf(stderr, "error: --%s is true or false, not '%s'\n", name, value);
    return false;
  }
  return true;
}

static bool parse_integer(const char* name, const char* value, long min,
                          long max, long* out) {
  char* end = NULL;
  errno = 0;
  long v = value && *value ? strtol(value, &end, 10) : 0;
  if (!value || !*value || *end || errno == ERANGE || v < min || v > max) {
    fprintf(stderr, "error: --%s takes an integer in [%ld, %ld], not '%s'\n",
            name, min, max, value ? value : "");
    return false;
  }
  *out = v;
  return true;
}

// A finite, non-negative tolerance.
static bool parse_tolerance(const char* name, const char* value, double* out) {
  char* end = NULL;
  double v = value && *value ? strtod(value, &end) : -1;
  if (!value || !*value || *end || !(v >= 0) || isinf(v)) {
    fprintf(stderr,
            "error: --%s takes a finite non-negative number, not '%s'\n", name,
            value ? value : "");
    return false;
  }
  *out = v;
  return true;
}

static bool parse_flag(flags_t* flags, const char* arg, int depth);

// One flag per line; blank lines and lines starting with '#' are skipped.
static bool parse_flagfile(flags_t* flags, const char* path, int depth) {
  if (depth > 8) {
    fprintf(stderr, "error: flagfiles nest too deeply\n");
    return false;
  }
  FILE* file = fopen(path, "r");
  if (!file) {
    fprintf(stderr, "error: cannot open flagfile '%s': %s\n", path,
            strerror(errno));
    return false;
  }
  char* line = NULL;
  size_t capacity = 0;
  ssize_t n;
  bool ok = true;
  while (ok && (n = getline(&line, &capacity, file)) >= 0) {
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    char* p = line;
    while (*p == ' ' || *p == '\t') ++p;
    if (!*p || *p == '#') continue;
    ok = parse_flag(flags, p, depth + 1);
  }
  if (ok && ferror(file)) {
    // A directory opens, then fails to read (EISDIR).
    fprintf(stderr, "error: cannot read flagfile '%s': %s\n", path,
            strerror(errno));
    ok = false;
  }
  free(line);
  fclose(file);
  return ok;
}

static bool parse_flag(flags_t* flags, const char* arg, int depth) {
  if (strncmp(arg, "--", 2) != 0) {
    fprintf(stderr, "error: unexpected argument '%s'\n", arg);
    return false;
  }
  const char* name = arg + 2;
  const char* eq = strchr(name, '=');
  size_t name_length = eq ? (size_t)(eq - name) : strlen(name);
  const char* value = eq ? eq + 1 : NULL;
  char flag[64];  // the name alone, for messages
  snprintf(flag, sizeof(flag), "%.*s", (int)name_length, name);
#define IS(n) (strlen(n) == name_length && strncmp(name, n, name_length) == 0)
  if (IS("module")) {
    free(flags->module);
    flags->module = strdup(value ? value : "");
  } else if (IS("function")) {
    free(flags->function);
    flags->function = strdup(value ? value : "");
  } else if (IS("input")) {
    sr_tool_string_list_push(&flags->inputs, value ? value : "");
  } else if (IS("output")) {
    sr_tool_string_list_push(&flags->outputs, value ? value : "");
  } else if (IS("expected_output")) {
    sr_tool_string_list_push(&flags->expected, value ? value : "");
  } else if (IS("expected_f16_threshold")) {
    return parse_tolerance(flag, value, &flags->f16_threshold);
  } else if (IS("expected_f32_threshold")) {
    return parse_tolerance(flag, value, &flags->f32_threshold);
  } else if (IS("expected_f64_threshold")) {
    return parse_tolerance(flag, value, &flags->f64_threshold);
  } else if (IS("expected_bf16_threshold")) {
    return parse_tolerance(flag, value, &flags->bf16_threshold);
  } else if (IS("expected_rtol")) {
    return parse_tolerance(flag, value, &flags->rtol);
  } else if (IS("equality_mode")) {
    if (value && strcmp(value, "exact") == 0) {
      flags->exact = true;
    } else if (value && strcmp(value, "approximate") == 0) {
      flags->exact = false;
    } else {
      fprintf(stderr, "error: --equality_mode is approximate or exact\n");
      return false;
    }
  } else if (IS("output_max_element_count")) {
    return parse_integer(flag, value, 0, LONG_MAX,
                         &flags->output_max_element_count);
  } else if (IS("print_statistics")) {
    return parse_bool(flag, value, &flags->print_statistics);
  } else if (IS("threads") || IS("task_topology_group_count")) {
    long threads = 0;
    if (!parse_integer(flag, value, 0, 4096, &threads)) return false;
    flags->threads = (int)threads;
  } else if (IS("device")) {
    // Repeated: one HAL device each, in order (a program's device globals
    // and hal.devices.get resolve against them). local-sync runs on one
    // thread, as IREE's inline queue does.
    sr_tool_string_list_push(&flags->devices, value ? value : "");
    if (value && strncmp(value, "local-sync", 10) == 0 && !flags->threads) {
      flags->threads = 1;
    }
  } else if (IS("dispatch-mode") || IS("dispatch_mode")) {
    if (!value) value = "";
    if (strcmp(value, "auto") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_AUTO;
    } else if (strcmp(value, "kernel") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_KERNEL;
    } else if (strcmp(value, "interpret") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_INTERPRET;
    } else if (strcmp(value, "opaque") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_OPAQUE;
    } else {
      fprintf(stderr,
              "error: --dispatch-mode is auto, kernel, interpret or opaque\n");
      return false;
    }
  } else if (IS("check")) {
    if (value && strcmp(value, "hazards") == 0) {
      flags->check_mode = SR_CHECK_HAZARDS;
    } else if (value && strcmp(value, "strict") == 0) {
      flags->check_mode = SR_CHECK_STRICT;
    } else if (value && strcmp(value, "off") == 0) {
      flags->check_mode = SR_CHECK_OFF;
    } else {
      fprintf(stderr, "error: --check is hazards, strict or off\n");
      return false;
    }
  } else if (IS("regions")) {
    if (value && strcmp(value, "graph") == 0) {
      flags->always_use_graphs = true;
    } else if (value && strcmp(value, "auto") == 0) {
      flags->always_use_graphs = false;
    } else {
      fprintf(stderr, "error: --regions is auto or graph\n");
      return false;
    }
  } else if (IS("serial")) {
    return parse_bool(flag, value, &flags->serial);
  } else if (IS("compare-serial") || IS("compare_serial")) {
    return parse_bool(flag, value, &flags->compare_serial);
  } else if (IS("repeat")) {
    return parse_integer(flag, value, 1, LONG_MAX, &flags->repeat);
  } else if (IS("flagfile")) {
    return parse_flagfile(flags, value ? value : "", depth);
  } else if (IS("parameters")) {
    sr_tool_string_list_push(&flags->parameters, value ? value : "");
  } else if (IS("parameter_mode")) {
    sr_status_t status =
        sr_parameter_mode_parse(value ? value : "", &flags->parameter_mode);
    if (status) {
      sr_status_fprint(stderr, status);
      sr_status_free(status);
      return false;
    }
  } else if (IS("trace")) {
    free(flags->trace);
    flags->trace = strdup(value ? value : "");
  } else if (IS("dump_dispatches")) {
    free(flags->dump_dispatches);
    flags->dump_dispatches = strdup(value ? value : "");
  } else if (IS("dump_filter")) {
    free(flags->dump_filter);
    flags->dump_filter = strdup(value ? value : "");
  } else if (IS("progress")) {
    if (!parse_bool(flag, value, &flags->progress)) return false;
  } else if (IS("benchmark")) {
    if (!parse_bool(flag, value, &flags->benchmark)) return false;
  } else if (IS("ranks")) {
    return parse_integer(flag, value, 1, 1024, &flags->ranks);
  } else if (IS("collective_timeout_ms")) {
    return parse_integer(flag, value, 1, LONG_MAX / 1000000,
                         &flags->collective_timeout_ms);
  } else if (IS("help")) {
    flags->help = true;
  } else {
    sr_status_t error = sr_ok_status();
    if (sr_tool_bench_parse_flag(&flags->bench, flag, value, &error)) {
      if (!error) return true;
      fprintf(stderr, "error: %s\n", sr_status_message(error));
      sr_status_free(error);
      return false;
    }
    fprintf(stderr, "error: unknown flag '%s'\n", arg);
    return false;
  }
#undef IS
  return true;
}

static sr_status_t write_outputs(const flags_t* flags,
                                 const sr_tool_variant_list_t* results) {
  if (flags->outputs.count != results->count) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE,
                          "%zu outputs specified but the provided variant "
                          "list only has %zu elements",
                          flags->outputs.count, results->count);
  }
  sr_tool_stream_list_t streams = {0};
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < results->count && !status; ++i) {
    const char* spec = flags->outputs.values[i];
    const sr_variant_t* v = &results->values[i];
    if (!*spec) continue;
    if (strcmp(spec, "-") == 0) {
      sr_tool_print_variant(flags->out, v,
                            (size_t)flags->output_max_element_count);
      fputc('\n', flags->out);
      continue;
    }
    if (spec[0] != '@' && spec[0] != '+') {
      status =
          SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                         "unsupported output mode specification '%s'", spec);
      break;
    }
    FILE* file = sr_tool_stream_open(&streams, spec + 1, spec[0] == '+', "w");
    if (!file) {
      status = SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                              "cannot open '%s' for writing", spec + 1);
      break;
    }
    sr_buffer_view_t* view = sr_tool_variant_as_view(v);
    if (!view) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
      break;
    }
    size_t n = strlen(spec);
    if (n > 4 && strcmp(spec + n - 4, ".npy") == 0) {
      status = sr_tool_npy_write(file, view);
    } else {
      size_t length = sr_tool_dense_length(view);
      if (fwrite(sr_buffer_view_data(view), 1, length, file) != length) {
        status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "failed writing '%s'",
                                spec + 1);
      }
    }
    sr_buffer_view_release(view);
  }
  sr_status_t close_status = sr_tool_stream_list_close(&streams);
  if (!status) {
    status = close_status;
  } else {
    sr_status_ignore(close_status);
  }
  return status;
}

//===----------------------------------------------------------------------===//
// Expected outputs
//===----------------------------------------------------------------------===//

static bool fuzzy_equal(double actual, double expected, double atol,
                        double rtol) {
  if (isnan(actual) && isnan(expected)) return true;
  return fabs(actual - expected) <= atol + rtol * fabs(expected);
}

static bool compare_views(const flags_t* flags, size_t index,
                          const sr_buffer_view_t* expected,
                          const sr_buffer_view_t* actual) {
  char want[256], got[256];
  sr_tool_format_shape(want, sizeof(want), expected);
  sr_tool_format_shape(got, sizeof(got), actual);
  sr_element_type_t type = sr_buffer_view_element_type(actual);
  bool same_shape = strcmp(want, got) == 0;
  char reason[1024] = {0};
  if (!same_shape) {
    snprintf(reason, sizeof(reason),
             "metadata is %s; expected that the view matches %s", got, want);
  } else {
    size_t count = (size_t)sr_buffer_view_element_count(actual);
    size_t bytes = sr_element_type_byte_size(type);
    const uint8_t* a = sr_buffer_view_data(actual);
    const uint8_t* e = sr_buffer_view_data(expected);
    // Never compare past either view (packed sub-byte views hold fewer
    // bytes than elements: compare what they hold).
    size_t held = sr_buffer_view_byte_length(actual);
    if (sr_buffer_view_byte_length(expected) < held) {
      held = sr_buffer_view_byte_length(expected);
    }
    if (bytes && count > held / bytes) count = held / bytes;
    uint32_t numerical = sr_element_type_numerical(type);
    uint32_t bits = sr_element_type_bit_count(type);
    double atol = -1;
    if (!flags->exact && numerical == SR_NUMERICAL_FLOAT_IEEE) {
      atol = bits == 16   ? flags->f16_threshold
             : bits == 32 ? flags->f32_threshold
             : bits == 64 ? flags->f64_threshold
                          : -1;
    } else if (!flags->exact && numerical == SR_NUMERICAL_FLOAT_BRAIN) {
      atol = flags->bf16_threshold;
    }
    for (size_t i = 0; i < count; ++i) {
      bool ok = atol >= 0 ? fuzzy_equal(
                                sr_tool_element_as_double(a + i * bytes, type),
                                sr_tool_element_as_double(e + i * bytes, type),
                                atol, flags->rtol)
                          : memcmp(a + i * bytes, e + i * bytes, bytes) == 0;
      if (ok) continue;
      char av[128], ev[128];
      sr_tool_format_element(av, sizeof(av), a + i * bytes, type);
      sr_tool_format_element(ev, sizeof(ev), e + i * bytes, type);
      snprintf(reason, sizeof(reason),
               "element at index %zu (%s) does not match the expected (%s)", i,
               av, ev);
      break;
    }
    if (!reason[0]) return true;
  }
  char* expected_text = sr_tool_format_view(expected, 1024);
  char* actual_text = sr_tool_format_view(actual, 1024);
  fprintf(flags->out,
          "[FAILED] result[%zu]: %s; expected that the view is equal to "
          "contents of a view of %s\n  expected:\n%s\n  actual:\n%s\n",
          index, reason, want, expected_text ? expected_text : "",
          actual_text ? actual_text : "");
  free(expected_text);
  free(actual_text);
  return false;
}

static bool compare_scalars(const flags_t* flags, size_t index,
                            const sr_variant_t* e, const sr_variant_t* a) {
  bool same = false;
  char ev[64], av[64];
  switch (a->type) {
    case SR_VARIANT_I32:
      same = e->i32 == a->i32;
      snprintf(ev, sizeof(ev), "%" PRIi32, e->i32);
      snprintf(av, sizeof(av), "%" PRIi32, a->i32);
      break;
    case SR_VARIANT_I64:
      same = e->i64 == a->i64;
      snprintf(ev, sizeof(ev), "%" PRIi64, e->i64);
      snprintf(av, sizeof(av), "%" PRIi64, a->i64);
      break;
    case SR_VARIANT_F32:
      same = e->f32 == a->f32;
      snprintf(ev, sizeof(ev), "%G", e->f32);
      snprintf(av, sizeof(av), "%G", a->f32);
      break;
    case SR_VARIANT_F64:
      same = e->f64 == a->f64;
      snprintf(ev, sizeof(ev), "%G", e->f64);
      snprintf(av, sizeof(av), "%G", a->f64);
      break;
    default:
      return true;
  }
  if (!same) {
    fprintf(flags->out,
            "[FAILED] result[%zu]: %s values differ\n  expected: %s\n  actual: "
            "%s\n",
            index, sr_tool_variant_type_name(a), ev, av);
  }
  return same;
}

static sr_status_t check_expected(const flags_t* flags, const char* cconv,
                                  const sr_tool_variant_list_t* results,
                                  bool* out_matched) {
  sr_tool_variant_list_t expected = {0};
  sr_tool_string_list_t specs = {0};
  for (size_t i = 0; i < flags->expected.count; ++i) {
    sr_tool_string_list_push(&specs, flags->expected.values[i]);
  }
  sr_status_t status = sr_tool_parse_inputs(&specs, cconv, &expected);
  sr_tool_string_list_free(&specs);
  if (status) {
    sr_tool_variant_list_free(&expected);
    return sr_status_annotate_f(status, "parsing expected function outputs");
  }
  bool all = true;
  if (expected.count != results->count) {
    fprintf(flags->out,
            "[FAILED] expected %zu list elements but %zu provided\n",
            expected.count, results->count);
    all = false;
  }
  for (size_t i = 0; expected.count == results->count && i < expected.count;
       ++i) {
    const sr_variant_t* e = &expected.values[i];
    const sr_variant_t* a = &results->values[i];
    // `(ignored)` parsed into a null reference or a zero scalar: skip.
    if (strcmp(sr_tool_trim(flags->expected.values[i]), "(ignored)") == 0)
      continue;
    if (e->type == SR_VARIANT_NONE) continue;
    bool ok;
    if (e->type == SR_VARIANT_BUFFER_VIEW &&
        a->type == SR_VARIANT_BUFFER_VIEW) {
      ok = compare_views(flags, i, e->view, a->view);
    } else if (e->type == a->type) {
      ok = compare_scalars(flags, i, e, a);
    } else {
      fprintf(flags->out,
              "[FAILED] result[%zu]: variant types mismatch; expected %s but "
              "got %s\n",
              i, sr_tool_variant_type_name(e), sr_tool_variant_type_name(a));
      ok = false;
    }
    if (!ok) all = false;
  }
  if (all) {
    fprintf(flags->out,
            "[SUCCESS] all function outputs matched their expected values.\n");
  }
  sr_tool_variant_list_free(&expected);
  *out_matched = all;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Main
//===----------------------------------------------------------------------===//

// stream.tensor.trace, printed on stderr as IREE's tooling prints
// hal.buffer_view.trace.
static void trace_to_stderr(void* user_data, const char* key, size_t count,
                            sr_buffer_view_t* const* views) {
  (void)user_data;
  fprintf(stderr, "=== %s ===\n", key);
  for (size_t i = 0; i < count; ++i) {
    char* text = sr_tool_format_view(views[i], SIZE_MAX);
    fprintf(stderr, "%s\n", text ? text : "");
    free(text);
  }
  fprintf(stderr, "\n");
}

// --check: one line per hazard report, `file:line:col: error: kind: ...`.
static void check_to_stderr(void* user_data, const sr_check_report_t* report) {
  (void)user_data;
  fflush(stdout);
  if (report->loc.file) {
    fprintf(stderr, "%s:%u:%u: ", report->loc.file, report->loc.line,
            report->loc.column);
  }
  fprintf(stderr, "%s: %s\n", report->is_error ? "error" : "warning",
          report->message);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// Without --function, iree-run-module's choice: the only exported function
// that is neither internal (`__` prefix) nor special (a `$` in its name,
// such as the `main$async` behind a `main` wrapper).
static sr_status_t select_function(sr_module_t* module, const char* name,
                                   sr_function_t** out) {
  if (name && *name) return sr_module_lookup_function(module, name, out);
  sr_function_t* found = NULL;
  size_t count = 0;
  for (size_t i = 0; i < sr_module_function_count(module); ++i) {
    sr_function_t* f = sr_module_function_at(module, i);
    const char* fname = sr_function_name(f);
    if (strncmp(fname, "__", 2) == 0 || strchr(fname, '$')) continue;
    if (!found) found = f;
    ++count;
  }
  if (count == 0) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "no exported functions found in module; at least "
                          "one must be present");
  }
  if (count > 1) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "more than one exported function present; "
                          "--function= must be specified explicitly");
  }
  // The lookup checks what the enumeration does not (a function from
  // before the Stream phase).
  return sr_module_lookup_function(module, sr_function_name(found), out);
}

// Opens every file of |parameters| ([scope=]FILE each) into one new index
// (*out_index NULL when there are none).
static sr_status_t open_parameters(const sr_tool_string_list_t* parameters,
                                   sr_parameter_mode_t mode,
                                   sr_parameter_index_t** out_index) {
  *out_index = NULL;
  if (!parameters->count) return sr_ok_status();
  sr_parameter_index_t* index = NULL;
  SR_RETURN_IF_ERROR(sr_parameter_index_create(sr_allocator_system(), &index));
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < parameters->count && !status; ++i) {
    status = sr_parameter_index_add_flag(index, parameters->values[i], mode);
  }
  if (status) {
    sr_parameter_index_release(index);
    return status;
  }
  *out_index = index;
  return status;
}

// Opens every --parameters file into one index for the instance.
static sr_status_t load_parameters(const flags_t* flags,
                                   sr_instance_t* instance) {
  sr_parameter_index_t* index = NULL;
  SR_RETURN_IF_ERROR(
      open_parameters(&flags->parameters, flags->parameter_mode, &index));
  if (index) sr_instance_set_parameters(instance, index);
  sr_parameter_index_release(index);
  return sr_ok_status();
}

// Runs |name| of the module in a new serial instance (the oracle; its
// waves last first when |reverse_waves|) on a copy of |inputs|. The
// instance is returned in |out_oracle| (may be set on failure too): result
// storage points into it, so it is released after the results.
static sr_status_t run_serial(const flags_t* flags, const char* name,
                              const sr_tool_variant_list_t* inputs,
                              bool reverse_waves, size_t result_capacity,
                              sr_instance_t** out_oracle,
                              sr_tool_variant_list_t* out_results) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.dispatch_mode = flags->dispatch_mode;
  options.device_count = flags->devices.count;
  options.devices = (const char* const*)flags->devices.values;
  options.serial = true;
  options.serial_reverse_waves = reverse_waves;
  sr_instance_t* oracle = NULL;
  SR_RETURN_IF_ERROR(
      sr_instance_create(&options, sr_allocator_system(), &oracle));
  *out_oracle = oracle;
  sr_module_t* module = NULL;
  sr_function_t* function = NULL;
  sr_tool_variant_list_t copy = {0};
  sr_status_t status = load_parameters(flags, oracle);
  if (!status) {
    status = sr_module_load_from_file(oracle, flags->module, &module);
  }
  if (!status) status = sr_module_lookup_function(module, name, &function);
  if (!status) status = sr_tool_variant_list_clone(inputs, &copy);
  size_t count = 0;
  sr_variant_t* values = calloc(result_capacity, sizeof(sr_variant_t));
  if (!status) {
    status = sr_function_invoke(function, copy.values, copy.count, values,
                                result_capacity, &count);
    if (status) {
      status =
          sr_status_annotate_f(status, "the serial oracle%s of '%s'",
                               reverse_waves ? " (waves reversed)" : "", name);
    }
  }
  for (size_t i = 0; i < count; ++i) {
    sr_tool_variant_list_push(out_results, values[i]);
  }
  free(values);
  sr_tool_variant_list_free(&copy);
  if (module) sr_module_release(module);
  return status;
}

// --compare-serial: runs |name| in the serial oracle (program order) and
// again with every wave's children last first, and compares the parallel
// results and then the reversed ones with the oracle's, bit for bit: a
// correct program's results do not depend on the schedule, so a difference
// shows an ordering the IR does not state (a missing dependency). The
// reversed run makes a race between two siblings of a wave show up
// deterministically, whatever the parallel run happened to do.
static sr_status_t compare_with_oracle(const flags_t* flags, const char* name,
                                       const sr_tool_variant_list_t* inputs,
                                       const sr_tool_variant_list_t* parallel,
                                       bool* out_same, char* report,
                                       size_t report_capacity) {
  *out_same = false;
  sr_tool_variant_list_t serial = {0}, reversed = {0};
  sr_instance_t* oracles[2] = {NULL, NULL};
  size_t capacity = parallel->count + 1;
  sr_status_t status =
      run_serial(flags, name, inputs, false, capacity, &oracles[0], &serial);
  if (!status) {
    status =
        run_serial(flags, name, inputs, true, capacity, &oracles[1], &reversed);
  }
  if (!status) {
    sr_tool_compare_options_t exact;
    sr_tool_compare_options_initialize(&exact);
    sr_tool_difference_t d;
    const char* other = "parallel";
    *out_same =
        sr_tool_compare_results(serial.values, serial.count, parallel->values,
                                parallel->count, &exact, &d);
    if (*out_same) {
      other = "reversed-waves";
      *out_same =
          sr_tool_compare_results(serial.values, serial.count, reversed.values,
                                  reversed.count, &exact, &d);
    }
    if (*out_same) {
      snprintf(report, report_capacity,
               "[compare-serial] %zu results identical to the serial oracle "
               "(parallel and reversed waves)",
               serial.count);
    } else {
      snprintf(report, report_capacity,
               "[compare-serial] result[%zu] differs from the serial oracle "
               "in the %s run: %s: serial %s, %s %s",
               d.result, other, d.reason, d.a, other, d.b);
    }
  }
  sr_tool_variant_list_free(&serial);
  sr_tool_variant_list_free(&reversed);
  for (int i = 0; i < 2; ++i) {
    if (oracles[i]) sr_instance_release(oracles[i]);
  }
  return status;
}

// Loads --module with the progress line's "loading" phase.
// |channel| is the module's default channel (NULL: one rank of its own).
static sr_status_t load_module(const flags_t* flags, sr_instance_t* instance,
                               sr_tool_progress_t* progress,
                               sr_channel_t* channel, sr_module_t** out) {
  if (!flags->module) {
    usage();
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "no module given (--module=FILE.mlir or "
                          "--module=- for stdin)");
  }
  sr_tool_progress_loading(progress, flags->module);
  sr_module_options_t module_options;
  sr_module_options_initialize(&module_options);
  module_options.default_channel = channel;
  module_options.parameters = flags->module_parameters;
  if (progress) {
    module_options.progress_fn = sr_tool_progress_load_fn;
    module_options.progress_user_data = progress;
  }
  sr_status_t status = sr_module_load_from_file_with_options(
      instance, flags->module, &module_options, out);
  sr_tool_progress_idle(progress);
  return status;
}

// Runs the function once (or --repeat times) on |instance|, the module's
// default channel |channel| (NULL: one rank of its own), printing to
// flags->out.
static sr_status_t run(const flags_t* flags, sr_instance_t* instance,
                       sr_tool_progress_t* progress, sr_channel_t* channel,
                       int* out_exit_code) {
  *out_exit_code = 0;
  sr_module_t* module = NULL;
  SR_RETURN_IF_ERROR(load_module(flags, instance, progress, channel, &module));
  sr_function_t* function = NULL;
  sr_status_t status = select_function(module, flags->function, &function);
  sr_tool_variant_list_t inputs = {0};
  sr_tool_variant_list_t results = {0};
  char arg_cconv[256] = {0};
  if (!status) {
    snprintf(arg_cconv, sizeof(arg_cconv), "%s",
             sr_function_argument_cconv(function));
    if (sr_function_is_async(function)) {
      size_t n = strlen(arg_cconv);
      arg_cconv[n >= 2 ? n - 2 : 0] = 0;  // the fences are ours
    }
    status = sr_tool_parse_inputs((sr_tool_string_list_t*)&flags->inputs,
                                  arg_cconv, &inputs);
    if (status)
      status = sr_status_annotate_f(status, "parsing function inputs");
  }
  // The oracle gets the inputs as they were before the run (a run may
  // write into a !hal.buffer argument).
  sr_tool_variant_list_t oracle_inputs = {0};
  if (!status && flags->compare_serial) {
    status = sr_tool_variant_list_clone(&inputs, &oracle_inputs);
  }
  if (!status) {
    fprintf(flags->out, "EXEC @%s\n", sr_function_name(function));
    fflush(flags->out);
  }
  size_t result_capacity =
      function ? strlen(sr_function_result_cconv(function)) + 1 : 1;
  sr_variant_t* values = calloc(result_capacity, sizeof(sr_variant_t));
  double total = 0, best = 0;
  if (!status) sr_tool_progress_running(progress, sr_function_name(function));
  for (long r = 0; !status && r < flags->repeat; ++r) {
    size_t count = 0;
    for (size_t i = 0; i < result_capacity; ++i) sr_variant_reset(&values[i]);
    double start = now_ms();
    status = sr_function_invoke(function, inputs.values, inputs.count, values,
                                result_capacity, &count);
    double elapsed = now_ms() - start;
    sr_tool_progress_invocation(progress);
    total += elapsed;
    if (r == 0 || elapsed < best) best = elapsed;
    if (!status && r == flags->repeat - 1) {
      for (size_t i = 0; i < count; ++i) {
        sr_tool_variant_list_push(&results, values[i]);
        memset(&values[i], 0, sizeof(values[i]));
      }
    }
    if (status) {
      status = sr_status_annotate_f(status, "invoking function '%s'",
                                    sr_function_name(function));
    }
  }
  sr_tool_progress_idle(progress);
  for (size_t i = 0; i < result_capacity; ++i) sr_variant_reset(&values[i]);
  free(values);
  bool same_as_serial = true;
  char serial_report[512] = {0};
  if (!status && flags->compare_serial) {
    status = compare_with_oracle(flags, sr_function_name(function),
                                 &oracle_inputs, &results, &same_as_serial,
                                 serial_report, sizeof(serial_report));
  }
  sr_tool_variant_list_free(&oracle_inputs);
  if (!status && flags->repeat > 1) {
    fprintf(stderr, "repeat: %ld runs, mean %.3f ms, best %.3f ms\n",
            flags->repeat, total / flags->repeat, best);
  }
  if (!status) {
    if (flags->expected.count) {
      bool matched = false;
      status = check_expected(flags, sr_function_result_cconv(function),
                              &results, &matched);
      if (!status && !matched) *out_exit_code = 1;
    } else if (flags->outputs.count) {
      status = write_outputs(flags, &results);
    } else {
      for (size_t i = 0; i < results.count; ++i) {
        fprintf(flags->out, "result[%zu]: ", i);
        sr_tool_print_variant(flags->out, &results.values[i],
                              (size_t)flags->output_max_element_count);
        fprintf(flags->out, "\n");
      }
    }
    if (serial_report[0]) fprintf(flags->out, "%s\n", serial_report);
    if (!same_as_serial) *out_exit_code = 1;
    fflush(flags->out);
  }
  sr_tool_variant_list_free(&inputs);
  sr_tool_variant_list_free(&results);
  sr_module_release(module);
  return status;
}

//===----------------------------------------------------------------------===//
// Benchmark mode
//===----------------------------------------------------------------------===//

typedef struct bench_call_t {
  sr_function_t* function;
  const sr_tool_variant_list_t* inputs;
  sr_variant_t* results;
  size_t result_capacity;
  sr_tool_progress_t* progress;
} bench_call_t;

// |invocations| calls, each one's results dropped before the next (as
// iree-benchmark-module clears its output list every iteration).
static sr_status_t bench_invoke(void* user_data, int64_t invocations) {
  bench_call_t* c = (bench_call_t*)user_data;
  for (int64_t i = 0; i < invocations; ++i) {
    size_t count = 0;
    sr_status_t status =
        sr_function_invoke(c->function, c->inputs->values, c->inputs->count,
                           c->results, c->result_capacity, &count);
    for (size_t k = 0; k < count; ++k) sr_variant_reset(&c->results[k]);
    if (status) {
      return sr_status_annotate_f(status, "invoking function '%s'",
                                  sr_function_name(c->function));
    }
    sr_tool_progress_invocation(c->progress);
  }
  return sr_ok_status();
}

// The arguments |function| takes from the caller (its fences are ours).
static size_t argument_count(sr_function_t* function) {
  size_t n = strlen(sr_function_argument_cconv(function));
  if (sr_function_is_async(function)) n = n >= 2 ? n - 2 : 0;
  return n;
}

// iree-benchmark-module: --function's, or every exported function that is
// neither internal nor special and takes no inputs.
static sr_status_t select_benchmarks(const flags_t* flags, sr_module_t* module,
                                     sr_function_t** out, size_t capacity,
                                     size_t* out_count) {
  *out_count = 0;
  if (flags->function && *flags->function) {
    SR_RETURN_IF_ERROR(
        sr_module_lookup_function(module, flags->function, &out[0]));
    *out_count = 1;
    return sr_ok_status();
  }
  for (size_t i = 0; i < sr_module_function_count(module); ++i) {
    sr_function_t* f = sr_module_function_at(module, i);
    const char* name = sr_function_name(f);
    if (strncmp(name, "__", 2) == 0 || strchr(name, '$')) continue;
    if (argument_count(f) != 0 || *out_count == capacity) continue;
    SR_RETURN_IF_ERROR(sr_module_lookup_function(module, name, &f));
    out[(*out_count)++] = f;
  }
  if (!*out_count) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "no exported function takes no inputs: name one "
                          "with --function= and give its --input= values");
  }
  return sr_ok_status();
}

static sr_status_t run_benchmarks(const flags_t* flags, sr_instance_t* instance,
                                  sr_tool_progress_t* progress,
                                  const char* executable) {
  if (flags->compare_serial || flags->expected.count || flags->outputs.count ||
      flags->repeat != 1) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "--compare-serial, --expected_output, --output and "
                          "--repeat are not supported in benchmark mode");
  }
  if (flags->inputs.count && !(flags->function && *flags->function)) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "--input needs --function in benchmark mode");
  }
  sr_module_t* module = NULL;
  SR_RETURN_IF_ERROR(load_module(flags, instance, progress, NULL, &module));
  enum { kMaxBenchmarks = 256 };
  sr_function_t* functions[kMaxBenchmarks];
  size_t count = 0;
  sr_status_t status =
      select_benchmarks(flags, module, functions, kMaxBenchmarks, &count);
  char(*names)[320] = count ? calloc(count, sizeof(*names)) : NULL;
  const char* name_ptrs[kMaxBenchmarks];
  if (!status && !names) {
    status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  for (size_t i = 0; !status && i < count; ++i) {
    // Google Benchmark's name for MeasureProcessCPUTime + UseRealTime.
    snprintf(names[i], sizeof(names[i]), "BM_%s/process_time/real_time",
             sr_function_name(functions[i]));
    name_ptrs[i] = names[i];
  }
  sr_tool_bench_options_t options = flags->bench;
  options.executable = executable;
  sr_tool_bench_t* bench = NULL;
  if (!status) status = sr_tool_bench_begin(&options, name_ptrs, count, &bench);
  for (size_t i = 0; !status && i < count; ++i) {
    sr_function_t* function = functions[i];
    char cconv[256];
    snprintf(cconv, sizeof(cconv), "%s", sr_function_argument_cconv(function));
    cconv[argument_count(function)] = 0;
    sr_tool_variant_list_t inputs = {0};
    status = sr_tool_parse_inputs((sr_tool_string_list_t*)&flags->inputs, cconv,
                                  &inputs);
    if (status) {
      status = sr_status_annotate_f(status, "parsing function inputs");
    }
    bench_call_t call = {function, &inputs, NULL,
                         strlen(sr_function_result_cconv(function)) + 1,
                         progress};
    call.results = calloc(call.result_capacity, sizeof(sr_variant_t));
    if (!status && !call.results) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
    }
    if (!status) {
      sr_tool_progress_running(progress, sr_function_name(function));
      status = sr_tool_bench_run(bench, names[i], bench_invoke, &call);
      sr_tool_progress_idle(progress);
    }
    free(call.results);
    sr_tool_variant_list_free(&inputs);
  }
  if (bench) {
    sr_status_t ended = sr_tool_bench_end(bench);
    if (!status) {
      status = ended;
    } else {
      sr_status_ignore(ended);
    }
  }
  free(names);
  sr_module_release(module);
  return status;
}

//===----------------------------------------------------------------------===//
// Ranks
//===----------------------------------------------------------------------===//

// |text| with every "{rank}" replaced by |rank| (malloc'ed).
static char* replace_rank(const char* text, int rank) {
  char digits[16];
  snprintf(digits, sizeof(digits), "%d", rank);
  size_t count = 0;
  for (const char* p = strstr(text, "{rank}"); p; p = strstr(p + 6, "{rank}"))
    ++count;
  char* out = malloc(strlen(text) + count * strlen(digits) + 1);
  if (!out) return NULL;
  char* w = out;
  for (const char* p = text; *p;) {
    if (strncmp(p, "{rank}", 6) == 0) {
      w += sprintf(w, "%s", digits);
      p += 6;
    } else {
      *w++ = *p++;
    }
  }
  *w = 0;
  return out;
}

static void list_for_rank(const sr_tool_string_list_t* in, int rank,
                          sr_tool_string_list_t* out) {
  memset(out, 0, sizeof(*out));
  for (size_t i = 0; i < in->count; ++i) {
    char* value = replace_rank(in->values[i], rank);
    sr_tool_string_list_push(out, value ? value : "");
    free(value);
  }
}

// Whether a --parameters path has "{rank}" (each rank its own files).
static bool ranked_parameters(const flags_t* flags) {
  for (size_t i = 0; i < flags->parameters.count; ++i) {
    if (strstr(flags->parameters.values[i], "{rank}")) return true;
  }
  return false;
}

typedef struct rank_job_t {
  flags_t flags;  // the rank's copy: its own lists and output buffer
  sr_instance_t* instance;
  sr_channel_t* channel;
  char* text;
  size_t length;
  int exit_code;
  sr_status_t status;
} rank_job_t;

static void* rank_job_main(void* arg) {
  rank_job_t* job = (rank_job_t*)arg;
  job->status =
      run(&job->flags, job->instance, NULL, job->channel, &job->exit_code);
  fflush(job->flags.out);
  // Whatever the others still wait for from this rank will not come.
  sr_channel_depart(job->channel);
  return NULL;
}

// --ranks=N: N ranks as threads of this process, each its own module (its
// own globals) on the one instance, sharing an in-process channel group.
// "{rank}" in --input, --output, --expected_output and --parameters becomes
// the rank (with it in a --parameters path, each rank's module reads its own
// index of the rank's files, not the instance's). Each rank's results are
// printed after a "=== rank R of N ===" header, in rank order; the errors of
// failed ranks follow on stderr, in rank order.
static sr_status_t run_ranks(const flags_t* flags, sr_instance_t* instance,
                             int* out_exit_code) {
  *out_exit_code = 0;
  int n = (int)flags->ranks;
  if (flags->compare_serial) {
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "--compare-serial with --ranks is not supported "
                          "(the oracle runs one rank)");
  }
  sr_channel_t** channels = calloc((size_t)n, sizeof(sr_channel_t*));
  rank_job_t* jobs = calloc((size_t)n, sizeof(rank_job_t));
  pthread_t* threads = calloc((size_t)n, sizeof(pthread_t));
  if (!channels || !jobs || !threads) {
    free(channels);
    free(jobs);
    free(threads);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  // Each rank its own files: all opened first, in rank order, so that a
  // missing one fails the run before any rank starts.
  sr_parameter_index_t** parameters =
      calloc((size_t)n, sizeof(sr_parameter_index_t*));
  sr_status_t status = parameters ? sr_ok_status()
                                  : SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                                                   "out of memory");
  for (int r = 0; !status && ranked_parameters(flags) && r < n; ++r) {
    sr_tool_string_list_t paths;
    list_for_rank(&flags->parameters, r, &paths);
    status = open_parameters(&paths, flags->parameter_mode, &parameters[r]);
    sr_tool_string_list_free(&paths);
    if (status) {
      status =
          sr_status_annotate_f(status, "opening the parameters of rank %d", r);
    }
  }
  if (!status) {
    status = sr_channel_group_create_local(n, flags->collective_timeout_ms,
                                           sr_allocator_system(), channels);
  }
  int started = 0;
  for (int r = 0; !status && r < n; ++r) {
    rank_job_t* job = &jobs[r];
    job->flags = *flags;
    list_for_rank(&flags->inputs, r, &job->flags.inputs);
    list_for_rank(&flags->outputs, r, &job->flags.outputs);
    list_for_rank(&flags->expected, r, &job->flags.expected);
    if (ranked_parameters(flags)) {
      list_for_rank(&flags->parameters, r, &job->flags.parameters);
      job->flags.module_parameters = parameters[r];
    }
    job->flags.out = open_memstream(&job->text, &job->length);
    job->instance = instance;
    job->channel = channels[r];
    if (!job->flags.out ||
        pthread_create(&threads[r], NULL, rank_job_main, job) != 0) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                              "cannot start rank %d", r);
      // The ranks started wait for this one: let them fail now.
      sr_channel_depart(channels[r]);
      if (job->flags.out) fclose(job->flags.out);
      job->flags.out = NULL;
      break;
    }
    ++started;
  }
  for (int r = started; r < n; ++r) sr_channel_depart(channels[r]);
  for (int r = 0; r < started; ++r) pthread_join(threads[r], NULL);
  for (int r = 0; r < started; ++r) {
    rank_job_t* job = &jobs[r];
    fclose(job->flags.out);
    printf("=== rank %d of %d ===\n", r, n);
    fwrite(job->text, 1, job->length, stdout);
    if (job->exit_code) *out_exit_code = job->exit_code;
  }
  fflush(stdout);
  for (int r = 0; r < started; ++r) {
    rank_job_t* job = &jobs[r];
    if (job->status) {
      fprintf(stderr, "rank %d: ", r);
      sr_status_fprint(stderr, job->status);
      sr_status_free(job->status);
      *out_exit_code = 1;
    }
  }
  for (int r = 0; r < n; ++r) {
    sr_tool_string_list_free(&jobs[r].flags.inputs);
    sr_tool_string_list_free(&jobs[r].flags.outputs);
    sr_tool_string_list_free(&jobs[r].flags.expected);
    if (ranked_parameters(flags)) {
      sr_tool_string_list_free(&jobs[r].flags.parameters);
    }
    if (parameters) sr_parameter_index_release(parameters[r]);
    free(jobs[r].text);
    sr_channel_release(channels[r]);
  }
  free(parameters);
  free(channels);
  free(jobs);
  free(threads);
  return status;
}

// Gathers every rank's |length| bytes at |data| on every rank of |channel|
// (two all_gathers: the lengths, then the texts padded to the longest).
// *out_texts is N blocks of *out_block bytes; *out_lengths the N lengths.
static sr_status_t gather_texts(sr_channel_t* channel, const char* data,
                                uint64_t length, char** out_texts,
                                uint64_t* out_block, uint64_t** out_lengths) {
  int n = sr_channel_count(channel);
  *out_texts = NULL;
  *out_lengths = calloc((size_t)n, sizeof(uint64_t));
  if (!*out_lengths) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  SR_RETURN_IF_ERROR(sr_channel_all_gather_bytes(channel, &length,
                                                 sizeof(length), *out_lengths));
  uint64_t block = 1;
  for (int r = 0; r < n; ++r) {
    if ((*out_lengths)[r] > block) block = (*out_lengths)[r];
  }
  char* padded = calloc(1, (size_t)block);
  *out_texts = calloc((size_t)n, (size_t)block);
  if (!padded || !*out_texts) {
    free(padded);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  memcpy(padded, data, (size_t)length);
  sr_status_t status =
      sr_channel_all_gather_bytes(channel, padded, block, *out_texts);
  free(padded);
  *out_block = block;
  return status;
}

// mpirun -n N streamref-run ...: this process is rank R of MPI's world
// (the default channel), its results and errors gathered to rank 0 and
// printed there as --ranks prints them. "{rank}" in --input, --output,
// --expected_output and --parameters becomes the rank.
static sr_status_t run_mpi(const flags_t* flags, sr_channel_t* world,
                           sr_instance_t* instance, int* out_exit_code) {
  *out_exit_code = 0;
  int rank = sr_channel_rank(world);
  int n = sr_channel_count(world);
  // The tool's own gathers run on a world of their own, so a program whose
  // collectives failed halfway, or a rank that left the program's world,
  // cannot disturb them.
  sr_channel_t* io = NULL;
  SR_RETURN_IF_ERROR(sr_channel_create_mpi_world(flags->collective_timeout_ms,
                                                 sr_allocator_system(), &io));
  rank_job_t job;
  memset(&job, 0, sizeof(job));
  job.flags = *flags;
  list_for_rank(&flags->inputs, rank, &job.flags.inputs);
  list_for_rank(&flags->outputs, rank, &job.flags.outputs);
  list_for_rank(&flags->expected, rank, &job.flags.expected);
  job.flags.out = open_memstream(&job.text, &job.length);
  sr_status_t status = sr_ok_status();
  if (!job.flags.out) {
    status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  if (!status) {
    job.status = run(&job.flags, instance, NULL, world, &job.exit_code);
    // Whatever the others still wait for from this rank will not come.
    sr_channel_depart(world);
    // One byte of exit code, the results, a NUL, the error.
    char error[2048] = "";
    if (job.status) sr_status_format(job.status, error, sizeof(error));
    fclose(job.flags.out);
    job.flags.out = NULL;
    // [failed][results text]\0[error text]\0: both texts terminated, so
    // that the printing below stays inside the rank's block.
    size_t payload_length = 1 + job.length + 1 + strlen(error) + 1;
    char* payload = malloc(payload_length);
    if (!payload) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
    } else {
      payload[0] = (char)(job.exit_code || job.status ? 1 : 0);
      memcpy(payload + 1, job.text, job.length);
      payload[1 + job.length] = 0;
      memcpy(payload + 2 + job.length, error, strlen(error) + 1);
      char* texts = NULL;
      uint64_t block = 0;
      uint64_t* lengths = NULL;
      status =
          gather_texts(io, payload, payload_length, &texts, &block, &lengths);
      for (int r = 0; !status && r < n; ++r) {
        const char* t = texts + (uint64_t)r * block;
        if (t[0]) *out_exit_code = 1;
        if (rank != 0) continue;
        printf("=== rank %d of %d ===\n", r, n);
        fputs(t + 1, stdout);
      }
      fflush(stdout);
      for (int r = 0; !status && rank == 0 && r < n; ++r) {
        const char* t = texts + (uint64_t)r * block;
        const char* e = t + 1 + strlen(t + 1) + 1;
        if (e < t + lengths[r] && *e) fprintf(stderr, "rank %d: %s\n", r, e);
      }
      free(texts);
      free(lengths);
      free(payload);
    }
  }
  sr_status_free(job.status);
  sr_tool_string_list_free(&job.flags.inputs);
  sr_tool_string_list_free(&job.flags.outputs);
  sr_tool_string_list_free(&job.flags.expected);
  free(job.text);
  sr_channel_release(io);
  return status;
}

int main(int argc, char** argv) {
  if (sr_tool_version_flag(argc, argv, SR_TOOL_NAME)) return 0;
  flags_t flags;
  memset(&flags, 0, sizeof(flags));
  sr_tool_bench_options_initialize(&flags.bench);
  flags.benchmark = SR_TOOL_BENCHMARK_DEFAULT;
  flags.progress = true;
  flags.f16_threshold = 0.001;
  flags.f32_threshold = 0.0001;
  flags.f64_threshold = 0.0001;
  flags.bf16_threshold = 0.01;
  flags.rtol = 1e-5;
  flags.output_max_element_count = 1024;
  flags.repeat = 1;
  flags.out = stdout;
  for (int i = 1; i < argc; ++i) {
    if (!parse_flag(&flags, argv[i], 0)) {
      usage();
      flags_free(&flags);
      return 1;
    }
  }
  if (flags.help) {
    usage_to(stdout, true);
    flags_free(&flags);
    return 0;
  }
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = flags.threads;
  options.dispatch_mode = flags.dispatch_mode;
  options.device_count = flags.devices.count;
  options.devices = (const char* const*)flags.devices.values;
  options.always_use_graphs = flags.always_use_graphs;
  options.serial = flags.serial;
  options.trace_fn = trace_to_stderr;
  options.check_mode = flags.check_mode;
  options.check_fn = check_to_stderr;
  // Under mpirun (without --ranks) this process is one rank of MPI's
  // world; its --parameters, --trace and --dump_dispatches paths take the
  // rank too (each process writes its own trace and dumps).
  sr_status_t status = sr_ok_status();
  sr_channel_t* mpi_world = NULL;
  if (!flags.ranks && !flags.benchmark && sr_channel_mpi_launched()) {
    status = sr_channel_create_mpi_world(flags.collective_timeout_ms,
                                         sr_allocator_system(), &mpi_world);
    if (!status) {
      int rank = sr_channel_rank(mpi_world);
      sr_tool_string_list_t parameters;
      list_for_rank(&flags.parameters, rank, &parameters);
      sr_tool_string_list_free(&flags.parameters);
      flags.parameters = parameters;
      char** paths[2] = {&flags.trace, &flags.dump_dispatches};
      for (int i = 0; i < 2; ++i) {
        if (!*paths[i]) continue;
        char* ranked = replace_rank(*paths[i], rank);
        if (!ranked) {
          status =
              SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
          break;
        }
        free(*paths[i]);
        *paths[i] = ranked;
      }
    }
  }
  options.trace_path = flags.trace;
  options.dump_path = flags.dump_dispatches;
  options.dump_filter = flags.dump_filter;
  sr_instance_t* instance = NULL;
  if (!status) {
    status = sr_instance_create(&options, sr_allocator_system(), &instance);
  }
  int exit_code = 0;
  // --ranks with {rank} in a --parameters path: run_ranks opens each
  // rank's files.
  if (!status && !(flags.ranks && ranked_parameters(&flags))) {
    status = load_parameters(&flags, instance);
  }
  sr_tool_progress_t* progress =
      status ? NULL
             : sr_tool_progress_start(SR_TOOL_NAME, flags.progress, instance);
  if (!status && flags.benchmark) {
    status = run_benchmarks(&flags, instance, progress, argv[0]);
  } else if (!status && flags.ranks) {
    status = run_ranks(&flags, instance, &exit_code);
  } else if (!status && mpi_world) {
    status = run_mpi(&flags, mpi_world, instance, &exit_code);
  } else if (!status) {
    status = run(&flags, instance, progress, NULL, &exit_code);
  }
  sr_tool_progress_stop(progress);
  if (!status && flags.print_statistics) {
    sr_instance_statistics_t stats;
    sr_instance_statistics(instance, &stats);
    // iree-run-module's layout (iree_hal_allocator_statistics_format):
    // every streamref resource is host memory, so DEVICE_LOCAL stays 0.
    fprintf(stderr,
            "Device: streamref-cpu\n"
            "[[ streamref memory statistics ]]\n"
            "  HOST_LOCAL: %12" PRIu64 "B peak / %12" PRIu64
            "B allocated / %12" PRIu64 "B freed / %12" PRIu64
            "B live\n"
            "DEVICE_LOCAL: %12dB peak / %12dB allocated / %12dB freed / "
            "%12dB live\n"
            "  allocations: %" PRIu64 ", dispatches: %" PRIu64 "\n",
            stats.bytes_peak, stats.bytes_allocated, stats.bytes_freed,
            stats.bytes_allocated - stats.bytes_freed, 0, 0, 0, 0,
            stats.allocation_count, stats.dispatch_count);
  }
  // The trace and the dumps are written whether the run succeeded or not
  // (a failed op is marked in the trace).
  sr_status_t observed =
      instance ? sr_instance_flush_observers(instance) : sr_ok_status();
  if (observed && !status) {
    status = observed;
  } else if (observed) {
    sr_status_fprint(stderr, observed);
    sr_status_free(observed);
    exit_code = 1;
  }
  sr_instance_release(instance);
  sr_channel_release(mpi_world);
  // Results printed to a full disk or a closed pipe are lost: say so.
  if (!status && (fflush(stdout) != 0 || ferror(stdout))) {
    status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                            "error writing the results to standard output");
  }
  if (status) {
    fflush(stdout);
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    exit_code = 1;
  }
  flags_free(&flags);
  return exit_code;
}
