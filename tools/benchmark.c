// Benchmark mode: measurement and Google Benchmark's reports. See
// benchmark.h.

#include "tools/benchmark.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

void sr_tool_bench_options_deinitialize(sr_tool_bench_options_t* options) {
  free(options->owned_out_path);
  options->owned_out_path = NULL;
  options->out_path = NULL;
}

void sr_tool_bench_options_initialize(sr_tool_bench_options_t* out) {
  memset(out, 0, sizeof(*out));
  out->repetitions = 1;
  out->min_time_seconds = 0.5;
  out->format = SR_TOOL_BENCH_CONSOLE;
  out->out_format = SR_TOOL_BENCH_JSON;
  out->time_unit = "ms";
  out->batch_size = 1;
  out->executable = "streamref-benchmark";
}

static bool sr_tool_bench_parse_format(const char* value,
                                       sr_tool_bench_format_t* out) {
  if (value && !strcmp(value, "console")) {
    *out = SR_TOOL_BENCH_CONSOLE;
  } else if (value && !strcmp(value, "json")) {
    *out = SR_TOOL_BENCH_JSON;
  } else {
    return false;
  }
  return true;
}

static bool sr_tool_bench_parse_count(const char* value, int64_t min,
                                      int64_t* out) {
  if (!value || !*value) return false;
  char* end = NULL;
  errno = 0;
  long long v = strtoll(value, &end, 10);
  if (*end || errno == ERANGE || v < min || v > 1000000000ll) return false;
  *out = v;
  return true;
}

static bool sr_tool_bench_parse_bool(const char* value, bool* out) {
  if (!value || !strcmp(value, "true") || !strcmp(value, "1")) {
    *out = true;
  } else if (!strcmp(value, "false") || !strcmp(value, "0")) {
    *out = false;
  } else {
    return false;
  }
  return true;
}

bool sr_tool_bench_parse_flag(sr_tool_bench_options_t* options,
                              const char* name, const char* value,
                              sr_status_t* out_error) {
  *out_error = sr_ok_status();
  bool ok = true;
  const char* expected = NULL;
  if (!strcmp(name, "benchmark_repetitions")) {
    ok = sr_tool_bench_parse_count(value, 1, &options->repetitions);
    expected = "an integer >= 1";
  } else if (!strcmp(name, "benchmark_min_time")) {
    // Google Benchmark's grammar: `Ns` seconds, `Nx` iterations, or a bare
    // number of seconds.
    expected = "Ns (seconds) or Nx (iterations)";
    size_t n = value ? strlen(value) : 0;
    ok = n > 0;
    if (ok && value[n - 1] == 'x') {
      char digits[64];
      ok = n - 1 < sizeof(digits) && n > 1;
      if (ok) {
        memcpy(digits, value, n - 1);
        digits[n - 1] = 0;
        ok = sr_tool_bench_parse_count(digits, 1, &options->fixed_iterations);
      }
    } else if (ok) {
      char* end = NULL;
      double seconds = strtod(value, &end);
      ok = end != value && (!*end || !strcmp(end, "s")) && seconds > 0 &&
           isfinite(seconds);
      if (ok) {
        options->min_time_seconds = seconds;
        options->fixed_iterations = 0;
      }
    }
  } else if (!strcmp(name, "benchmark_format")) {
    ok = sr_tool_bench_parse_format(value, &options->format);
    expected = "console or json";
  } else if (!strcmp(name, "benchmark_out_format")) {
    ok = sr_tool_bench_parse_format(value, &options->out_format);
    expected = "json or console";
  } else if (!strcmp(name, "benchmark_out")) {
    ok = value && *value;
    expected = "a file path";
    if (ok) {
      // Copied: |value| may live in a flagfile's line buffer.
      free(options->owned_out_path);
      options->owned_out_path = strdup(value);
      options->out_path = options->owned_out_path;
      ok = options->out_path != NULL;
    }
  } else if (!strcmp(name, "time_unit")) {
    static const char* const kUnits[] = {"ms", "us", "ns"};
    ok = false;
    for (int i = 0; i < 3 && !ok; ++i) {
      // The literal: |value| may live in a flagfile's line buffer.
      if (value && !strcmp(value, kUnits[i])) {
        options->time_unit = kUnits[i];
        ok = true;
      }
    }
    expected = "ms, us or ns";
  } else if (!strcmp(name, "batch_size")) {
    ok = sr_tool_bench_parse_count(value, 1, &options->batch_size);
    expected = "an integer >= 1";
  } else if (!strcmp(name, "benchmark_report_aggregates_only")) {
    ok = sr_tool_bench_parse_bool(value, &options->report_aggregates_only);
    expected = "true or false";
  } else if (!strcmp(name, "benchmark_display_aggregates_only")) {
    ok = sr_tool_bench_parse_bool(value, &options->display_aggregates_only);
    expected = "true or false";
  } else {
    return false;
  }
  if (!ok) {
    *out_error =
        SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "--%s takes %s, not '%s'",
                       name, expected, value ? value : "");
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Runs
//===----------------------------------------------------------------------===//

enum { SR_TOOL_BENCH_NAME = 512 };

// One row of the report: a repetition or an aggregate.
typedef struct sr_tool_bench_row_t {
  char name[SR_TOOL_BENCH_NAME + 16];
  char run_name[SR_TOOL_BENCH_NAME];
  int64_t family_index;
  bool aggregate;
  const char* aggregate_name;  // mean, median, stddev, cv
  bool percentage;             // cv
  int64_t repetitions;
  int64_t repetition_index;
  int64_t iterations;
  // Per iteration in the time unit; for cv the ratio itself.
  double real_time;
  double cpu_time;
  double items_per_second;
} sr_tool_bench_row_t;

struct sr_tool_bench_t {
  sr_tool_bench_options_t options;
  double unit_per_second;  // 1e3 for ms
  size_t name_width;
  int64_t family_count;
  sr_tool_bench_row_t* rows;
  size_t row_count, row_capacity;
  bool header_printed;
};

static uint64_t sr_tool_bench_clock_ns(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static sr_status_t sr_tool_bench_push(sr_tool_bench_t* bench,
                                      const sr_tool_bench_row_t* row) {
  if (bench->row_count == bench->row_capacity) {
    size_t capacity = bench->row_capacity ? bench->row_capacity * 2 : 16;
    void* grown = realloc(bench->rows, capacity * sizeof(*bench->rows));
    if (!grown) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
    }
    bench->rows = grown;
    bench->row_capacity = capacity;
  }
  bench->rows[bench->row_count++] = *row;
  return sr_ok_status();
}

// One measured run of |iterations| (rounded up to whole batches): seconds
// of real and CPU time, and the iterations run.
static sr_status_t sr_tool_bench_measure(sr_tool_bench_t* bench,
                                         sr_tool_bench_fn_t fn, void* user_data,
                                         int64_t iterations, double* out_real,
                                         double* out_cpu,
                                         int64_t* out_iterations) {
  int64_t batch = bench->options.batch_size;
  int64_t batches = (iterations + batch - 1) / batch;
  uint64_t real0 = sr_tool_bench_clock_ns(CLOCK_MONOTONIC);
  uint64_t cpu0 = sr_tool_bench_clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  sr_status_t status = fn(user_data, batches * batch);
  uint64_t cpu1 = sr_tool_bench_clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  uint64_t real1 = sr_tool_bench_clock_ns(CLOCK_MONOTONIC);
  *out_real = (double)(real1 - real0) * 1e-9;
  *out_cpu = (double)(cpu1 - cpu0) * 1e-9;
  *out_iterations = batches * batch;
  return status;
}

// Google Benchmark's growth of the iteration count (PredictNumItersNeeded).
static int64_t sr_tool_bench_next_iterations(int64_t iterations, double seconds,
                                             double min_time) {
  double multiplier = min_time * 1.4 / (seconds > 1e-9 ? seconds : 1e-9);
  if (seconds / min_time <= 0.1) multiplier = 10.0;
  double next = multiplier * (double)iterations;
  if (next < (double)iterations + 1) next = (double)iterations + 1;
  if (next > 1e9) next = 1e9;
  return (int64_t)(next + 0.5);
}

static int sr_tool_bench_compare_doubles(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

// mean, median, stddev, cv of |n| values, as Google Benchmark computes them.
static double sr_tool_bench_statistic(const char* which, const double* values,
                                      size_t n) {
  double sum = 0, squares = 0;
  for (size_t i = 0; i < n; ++i) {
    sum += values[i];
    squares += values[i] * values[i];
  }
  double mean = sum / (double)n;
  if (!strcmp(which, "mean")) return mean;
  if (!strcmp(which, "median")) {
    double* sorted = malloc(n * sizeof(*sorted));
    if (!sorted) return mean;
    memcpy(sorted, values, n * sizeof(*sorted));
    qsort(sorted, n, sizeof(*sorted), sr_tool_bench_compare_doubles);
    double median =
        n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    free(sorted);
    return median;
  }
  if (n == 1) return 0.0;
  double variance =
      (double)n / ((double)n - 1.0) * (squares / (double)n - mean * mean);
  double stddev = variance > 0 ? sqrt(variance) : 0.0;
  if (!strcmp(which, "stddev")) return stddev;
  return mean != 0 ? stddev / mean : 0.0;  // cv
}

//===----------------------------------------------------------------------===//
// Console
//===----------------------------------------------------------------------===//

// FormatTime: ten characters, precision by magnitude.
static void sr_tool_bench_format_time(double time, char* out, size_t capacity) {
  if (time < 1.0) {
    snprintf(out, capacity, "%10.3f", time);
  } else if (time < 10.0) {
    snprintf(out, capacity, "%10.2f", time);
  } else if (time < 100.0) {
    snprintf(out, capacity, "%10.1f", time);
  } else if (time >= 1e9) {
    snprintf(out, capacity, "%10.4e", time);
  } else {
    snprintf(out, capacity, "%10.0f", time);
  }
}

// HumanReadableNumber with SI prefixes of 1000 (`812.5k`).
static void sr_tool_bench_human_number(double value, char* out,
                                       size_t capacity) {
  static const char kBig[] = "kMGTPEZY";
  static const char kSmall[] = "munpfazy";
  const char* sign = value < 0 ? "-" : "";
  double v = fabs(value);
  if (v > 1000.0) {
    double scaled = v;
    for (size_t i = 0; i < sizeof(kBig) - 1; ++i) {
      scaled /= 1000.0;
      if (scaled <= 1000.0) {
        snprintf(out, capacity, "%s%g%c", sign, scaled, kBig[i]);
        return;
      }
    }
  } else if (v < 0.01 && v > 0) {
    double scaled = v;
    for (size_t i = 0; i < sizeof(kSmall) - 1; ++i) {
      scaled *= 1000.0;
      if (scaled >= 1.0) {
        snprintf(out, capacity, "%s%g%c", sign, scaled, kSmall[i]);
        return;
      }
    }
  }
  snprintf(out, capacity, "%s%g", sign, v);
}

static void sr_tool_bench_console_row(FILE* out, const sr_tool_bench_t* bench,
                                      const sr_tool_bench_row_t* row) {
  fprintf(out, "%-*s ", (int)bench->name_width, row->name);
  if (row->percentage) {
    fprintf(out, "%10.2f %-4s %10.2f %-4s ", 100.0 * row->real_time, "%",
            100.0 * row->cpu_time, "%");
  } else {
    char real[64], cpu[64];
    sr_tool_bench_format_time(row->real_time, real, sizeof(real));
    sr_tool_bench_format_time(row->cpu_time, cpu, sizeof(cpu));
    fprintf(out, "%s %-4s %s %-4s ", real, bench->options.time_unit, cpu,
            bench->options.time_unit);
  }
  fprintf(out, "%10" PRId64, row->iterations);
  if (row->percentage) {
    fprintf(out, " items_per_second=%.2f%%", 100.0 * row->items_per_second);
  } else {
    char items[64];
    sr_tool_bench_human_number(row->items_per_second, items, sizeof(items));
    fprintf(out, " items_per_second=%s/s", items);
  }
  fputc('\n', out);
}

static void sr_tool_bench_console_header(FILE* out,
                                         const sr_tool_bench_t* bench) {
  char header[1024];
  int n = snprintf(header, sizeof(header), "%-*s %13s %15s %12s%s",
                   (int)bench->name_width, "Benchmark", "Time", "CPU",
                   "Iterations", " UserCounters...");
  if (n < 0) return;
  size_t length = strlen(header);
  for (size_t i = 0; i < length; ++i) fputc('-', out);
  fprintf(out, "\n%s\n", header);
  for (size_t i = 0; i < length; ++i) fputc('-', out);
  fputc('\n', out);
}

//===----------------------------------------------------------------------===//
// Context
//===----------------------------------------------------------------------===//

static bool sr_tool_read_line(const char* path, char* out, size_t capacity) {
  FILE* file = fopen(path, "r");
  if (!file) return false;
  bool ok = fgets(out, (int)capacity, file) != NULL;
  fclose(file);
  if (ok) out[strcspn(out, "\n")] = 0;
  return ok;
}

// Google Benchmark's CPU frequency: the TSC's, the maximum cpufreq, or
// /proc/cpuinfo's `cpu MHz`.
static double sr_tool_bench_mhz(void) {
  char line[256];
  if (sr_tool_read_line("/sys/devices/system/cpu/cpu0/tsc_freq_khz", line,
                        sizeof(line)) ||
      sr_tool_read_line("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq",
                        line, sizeof(line))) {
    return strtod(line, NULL) / 1000.0;
  }
  FILE* file = fopen("/proc/cpuinfo", "r");
  double mhz = 0;
  if (!file) return 0;
  while (fgets(line, sizeof(line), file)) {
    if (!strncmp(line, "cpu MHz", 7)) {
      const char* colon = strchr(line, ':');
      if (colon) mhz = strtod(colon + 1, NULL);
      break;
    }
  }
  fclose(file);
  return mhz;
}

typedef struct sr_tool_cache_t {
  char type[32];
  int level;
  int64_t size;
  int num_sharing;
} sr_tool_cache_t;

static size_t sr_tool_bench_caches(sr_tool_cache_t* out, size_t capacity) {
  size_t count = 0;
  for (int i = 0; i < 16 && count < capacity; ++i) {
    char path[256], line[256];
    sr_tool_cache_t* c = &out[count];
    snprintf(path, sizeof(path),
             "/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
    if (!sr_tool_read_line(path, c->type, sizeof(c->type))) break;
    snprintf(path, sizeof(path),
             "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
    if (!sr_tool_read_line(path, line, sizeof(line))) break;
    c->level = atoi(line);
    snprintf(path, sizeof(path),
             "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
    if (!sr_tool_read_line(path, line, sizeof(line))) break;
    char* end = NULL;
    c->size = strtoll(line, &end, 10);
    if (end && (*end == 'K' || *end == 'k')) c->size *= 1024;
    if (end && *end == 'M') c->size *= 1024 * 1024;
    snprintf(path, sizeof(path),
             "/sys/devices/system/cpu/cpu0/cache/index%d/shared_cpu_map", i);
    c->num_sharing = 0;
    if (sr_tool_read_line(path, line, sizeof(line))) {
      for (const char* p = line; *p; ++p) {
        int digit = *p >= '0' && *p <= '9'   ? *p - '0'
                    : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10
                                             : 0;
        c->num_sharing += __builtin_popcount((unsigned)digit);
      }
    }
    ++count;
  }
  return count;
}

// Address space randomization, which Google Benchmark warns about.
static bool sr_tool_bench_aslr(void) {
  char line[16];
  return sr_tool_read_line("/proc/sys/kernel/randomize_va_space", line,
                           sizeof(line)) &&
         strcmp(line, "0") != 0;
}

// `2024-03-04T12:00:00+00:00`, local time.
static void sr_tool_bench_date(char* out, size_t capacity) {
  time_t now = time(NULL);
  struct tm local;
  localtime_r(&now, &local);
  char zone[16];
  strftime(out, capacity, "%Y-%m-%dT%H:%M:%S", &local);
  strftime(zone, sizeof(zone), "%z", &local);
  size_t n = strlen(out);
  if (strlen(zone) == 5) {
    snprintf(out + n, capacity - n, "%.3s:%.2s", zone, zone + 3);
  }
}

static void sr_tool_bench_console_context(FILE* out,
                                          const sr_tool_bench_t* bench) {
  char date[64];
  sr_tool_bench_date(date, sizeof(date));
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  fprintf(out, "%s\nRunning %s\nRun on (%ld X %g MHz CPU %s)\n", date,
          bench->options.executable, cpus, sr_tool_bench_mhz(),
          cpus > 1 ? "s" : "");
  sr_tool_cache_t caches[16];
  size_t count = sr_tool_bench_caches(caches, 16);
  if (count) fprintf(out, "CPU Caches:\n");
  for (size_t i = 0; i < count; ++i) {
    fprintf(out, "  L%d %s %" PRId64 " KiB", caches[i].level, caches[i].type,
            caches[i].size / 1024);
    if (caches[i].num_sharing) {
      fprintf(out, " (x%ld)", cpus / caches[i].num_sharing);
    }
    fputc('\n', out);
  }
  double load[3];
  int loads = getloadavg(load, 3);
  if (loads > 0) {
    fprintf(out, "Load Average: ");
    for (int i = 0; i < loads; ++i) {
      fprintf(out, "%s%.2f", i ? ", " : "", load[i]);
    }
    fputc('\n', out);
  }
  if (sr_tool_bench_aslr()) {
    fprintf(out,
            "***WARNING*** ASLR is enabled, the results may have "
            "unreproducible noise in them.\n");
  }
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static void sr_tool_json_string(FILE* out, const char* text) {
  fputc('"', out);
  for (const unsigned char* p = (const unsigned char*)text; *p; ++p) {
    if (*p == '"' || *p == '\\') {
      fprintf(out, "\\%c", *p);
    } else if (*p < 0x20) {
      fprintf(out, "\\u%04x", *p);
    } else {
      fputc(*p, out);
    }
  }
  fputc('"', out);
}

static void sr_tool_json_double(FILE* out, double value) {
  if (isnan(value)) {
    fputs("NaN", out);
  } else if (isinf(value)) {
    fputs(value < 0 ? "-Infinity" : "Infinity", out);
  } else {
    fprintf(out, "%.16e", value);
  }
}

static void sr_tool_bench_json(FILE* out, const sr_tool_bench_t* bench) {
  char date[64], host[256] = "";
  sr_tool_bench_date(date, sizeof(date));
  gethostname(host, sizeof(host) - 1);
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  char governor[64] = "";
  bool scaling =
      sr_tool_read_line("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor",
                        governor, sizeof(governor)) &&
      strcmp(governor, "performance") != 0;
  fprintf(out, "{\n  \"context\": {\n    \"date\": ");
  sr_tool_json_string(out, date);
  fprintf(out, ",\n    \"host_name\": ");
  sr_tool_json_string(out, host);
  fprintf(out, ",\n    \"executable\": ");
  sr_tool_json_string(out, bench->options.executable);
  fprintf(out,
          ",\n    \"num_cpus\": %ld,\n    \"mhz_per_cpu\": %.0f,\n"
          "    \"cpu_scaling_enabled\": %s,\n    \"aslr_enabled\": %s,\n"
          "    \"caches\": [\n",
          cpus, sr_tool_bench_mhz(), scaling ? "true" : "false",
          sr_tool_bench_aslr() ? "true" : "false");
  sr_tool_cache_t caches[16];
  size_t count = sr_tool_bench_caches(caches, 16);
  for (size_t i = 0; i < count; ++i) {
    fprintf(out, "      {\n        \"type\": ");
    sr_tool_json_string(out, caches[i].type);
    fprintf(out,
            ",\n        \"level\": %d,\n        \"size\": %" PRId64
            ",\n        \"num_sharing\": %d\n      }%s\n",
            caches[i].level, caches[i].size, caches[i].num_sharing,
            i + 1 < count ? "," : "");
  }
  fprintf(out, "    ],\n    \"load_avg\": [");
  double load[3];
  int loads = getloadavg(load, 3);
  for (int i = 0; i < loads; ++i) fprintf(out, "%s%g", i ? "," : "", load[i]);
  fprintf(out,
          "],\n    \"library_build_type\": \"release\",\n"
          "    \"json_schema_version\": 1\n  },\n  \"benchmarks\": [\n");
  bool first = true;
  for (size_t i = 0; i < bench->row_count; ++i) {
    const sr_tool_bench_row_t* row = &bench->rows[i];
    if (bench->options.report_aggregates_only && !row->aggregate &&
        row->repetitions > 1) {
      continue;
    }
    fprintf(out, "%s    {\n      \"name\": ", first ? "" : ",\n");
    first = false;
    sr_tool_json_string(out, row->name);
    fprintf(out,
            ",\n      \"family_index\": %" PRId64
            ",\n      \"per_family_instance_index\": 0,\n      \"run_name\": ",
            row->family_index);
    sr_tool_json_string(out, row->run_name);
    fprintf(out,
            ",\n      \"run_type\": \"%s\",\n      \"repetitions\": %" PRId64,
            row->aggregate ? "aggregate" : "iteration", row->repetitions);
    if (!row->aggregate) {
      fprintf(out, ",\n      \"repetition_index\": %" PRId64,
              row->repetition_index);
    }
    fprintf(out, ",\n      \"threads\": 1");
    if (row->aggregate) {
      fprintf(out,
              ",\n      \"aggregate_name\": \"%s\",\n      "
              "\"aggregate_unit\": \"%s\"",
              row->aggregate_name, row->percentage ? "percentage" : "time");
    }
    fprintf(out, ",\n      \"iterations\": %" PRId64 ",\n      \"real_time\": ",
            row->iterations);
    sr_tool_json_double(out, row->real_time);
    fprintf(out, ",\n      \"cpu_time\": ");
    sr_tool_json_double(out, row->cpu_time);
    fprintf(out,
            ",\n      \"time_unit\": \"%s\",\n      \"items_per_second\": ",
            bench->options.time_unit);
    sr_tool_json_double(out, row->items_per_second);
    fprintf(out, "\n    }");
  }
  fprintf(out, "%s  ]\n}\n", first ? "" : "\n");
}

//===----------------------------------------------------------------------===//
// The report
//===----------------------------------------------------------------------===//

static FILE* sr_tool_bench_display(const sr_tool_bench_t* bench) {
  return bench->options.format == SR_TOOL_BENCH_CONSOLE ? stdout : NULL;
}

sr_status_t sr_tool_bench_begin(const sr_tool_bench_options_t* options,
                                const char* const* names, size_t count,
                                sr_tool_bench_t** out) {
  *out = NULL;
  sr_tool_bench_t* bench = calloc(1, sizeof(*bench));
  if (!bench) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  bench->options = *options;
  bench->unit_per_second = !strcmp(options->time_unit, "ns")   ? 1e9
                           : !strcmp(options->time_unit, "us") ? 1e6
                                                               : 1e3;
  bench->name_width = 10;
  for (size_t i = 0; i < count; ++i) {
    size_t n = strlen(names[i]);
    if (n > bench->name_width) bench->name_width = n;
  }
  // Room for `_median` and the others.
  if (options->repetitions > 1) bench->name_width += 1 + 6;
  if (options->format == SR_TOOL_BENCH_CONSOLE) {
    fflush(stdout);
    sr_tool_bench_console_context(stderr, bench);
    fflush(stderr);
  }
  *out = bench;
  return sr_ok_status();
}

sr_status_t sr_tool_bench_run(sr_tool_bench_t* bench, const char* name,
                              sr_tool_bench_fn_t fn, void* user_data) {
  const sr_tool_bench_options_t* o = &bench->options;
  int64_t family = bench->family_count++;
  size_t first_row = bench->row_count;
  double* reals = calloc((size_t)o->repetitions, sizeof(double));
  double* cpus = calloc((size_t)o->repetitions, sizeof(double));
  double* items = calloc((size_t)o->repetitions, sizeof(double));
  if (!reals || !cpus || !items) {
    free(reals);
    free(cpus);
    free(items);
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  }
  sr_status_t status = sr_ok_status();
  int64_t iterations = o->fixed_iterations ? o->fixed_iterations : 1;
  bool calibrated = o->fixed_iterations != 0;
  for (int64_t r = 0; r < o->repetitions && !status; ++r) {
    double real = 0, cpu = 0;
    int64_t ran = 0;
    for (;;) {
      status = sr_tool_bench_measure(bench, fn, user_data, iterations, &real,
                                     &cpu, &ran);
      if (status || calibrated) break;
      if (real >= o->min_time_seconds || ran >= 1000000000ll) {
        calibrated = true;
        break;
      }
      iterations =
          sr_tool_bench_next_iterations(ran, real, o->min_time_seconds);
    }
    if (status) break;
    iterations = ran;  // the later repetitions run the same count
    sr_tool_bench_row_t row;
    memset(&row, 0, sizeof(row));
    snprintf(row.name, sizeof(row.name), "%s", name);
    snprintf(row.run_name, sizeof(row.run_name), "%s", name);
    row.family_index = family;
    row.repetitions = o->repetitions;
    row.repetition_index = r;
    row.iterations = ran;
    row.real_time = real * bench->unit_per_second / (double)ran;
    row.cpu_time = cpu * bench->unit_per_second / (double)ran;
    row.items_per_second = real > 0 ? (double)ran / real : 0;
    reals[r] = row.real_time;
    cpus[r] = row.cpu_time;
    items[r] = row.items_per_second;
    status = sr_tool_bench_push(bench, &row);
  }
  static const char* const kAggregates[] = {"mean", "median", "stddev", "cv"};
  for (size_t a = 0; !status && o->repetitions > 1 && a < 4; ++a) {
    size_t n = (size_t)o->repetitions;
    sr_tool_bench_row_t row;
    memset(&row, 0, sizeof(row));
    snprintf(row.name, sizeof(row.name), "%s_%s", name, kAggregates[a]);
    snprintf(row.run_name, sizeof(row.run_name), "%s", name);
    row.family_index = family;
    row.aggregate = true;
    row.aggregate_name = kAggregates[a];
    row.percentage = a == 3;
    row.repetitions = o->repetitions;
    row.iterations = o->repetitions;
    row.real_time = sr_tool_bench_statistic(kAggregates[a], reals, n);
    row.cpu_time = sr_tool_bench_statistic(kAggregates[a], cpus, n);
    row.items_per_second = sr_tool_bench_statistic(kAggregates[a], items, n);
    status = sr_tool_bench_push(bench, &row);
  }
  free(reals);
  free(cpus);
  free(items);
  if (status) return sr_status_annotate_f(status, "benchmark %s", name);
  FILE* display = sr_tool_bench_display(bench);
  if (display) {
    if (!bench->header_printed) {
      sr_tool_bench_console_header(display, bench);
      bench->header_printed = true;
    }
    bool aggregates_only = o->repetitions > 1 && (o->report_aggregates_only ||
                                                  o->display_aggregates_only);
    for (size_t i = first_row; i < bench->row_count; ++i) {
      if (aggregates_only && !bench->rows[i].aggregate) continue;
      sr_tool_bench_console_row(display, bench, &bench->rows[i]);
    }
    fflush(display);
  }
  return sr_ok_status();
}

// The console report of every row, for --benchmark_out_format=console.
static void sr_tool_bench_console_all(FILE* out, sr_tool_bench_t* bench) {
  sr_tool_bench_console_context(out, bench);
  sr_tool_bench_console_header(out, bench);
  for (size_t i = 0; i < bench->row_count; ++i) {
    if (bench->options.report_aggregates_only && !bench->rows[i].aggregate &&
        bench->rows[i].repetitions > 1) {
      continue;
    }
    sr_tool_bench_console_row(out, bench, &bench->rows[i]);
  }
}

sr_status_t sr_tool_bench_end(sr_tool_bench_t* bench) {
  if (!bench) return sr_ok_status();
  sr_status_t status = sr_ok_status();
  if (bench->options.format == SR_TOOL_BENCH_JSON) {
    sr_tool_bench_json(stdout, bench);
    fflush(stdout);
  }
  if (bench->options.out_path) {
    FILE* file = fopen(bench->options.out_path, "w");
    if (!file) {
      status = SR_MAKE_STATUS(SR_STATUS_PERMISSION_DENIED,
                              "cannot open --benchmark_out '%s': %s",
                              bench->options.out_path, strerror(errno));
    } else {
      if (bench->options.out_format == SR_TOOL_BENCH_JSON) {
        sr_tool_bench_json(file, bench);
      } else {
        sr_tool_bench_console_all(file, bench);
      }
      if (ferror(file) | (fclose(file) != 0)) {
        status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS,
                                "failed writing --benchmark_out '%s'",
                                bench->options.out_path);
      }
    }
  }
  free(bench->rows);
  free(bench);
  return status;
}
