// streamref-trace: reads a trace written by `streamref-run --trace=F.json`.
//
//   streamref-trace summary F.json [--format=table|csv] [--top=N]
//       the dispatches and ops that took the most time (count, total,
//       mean, share of all op time), time by kind, and the critical path
//       through the timepoint graph
//   streamref-trace svg F.json -o timeline.svg [--width=PIXELS]
//                       [--function=NAME]
//       the thread lanes and their slices, region and wave spans, flow
//       arrows and live allocation bytes, as an SVG any browser shows;
//       --function draws only the time of the last invocation of NAME
//       (a model's @main, without the load before it)
//
// The critical path is walked back from the end of the last invocation:
// on a thread, the op or wait that ended last before the current time;
// a wait leads to the completion that released it (its flow arrow); an op
// of an execution region leads to the op of the same region (any thread)
// that ended last before it began, and the region's first op to what
// released the region (a completion, or its submission). The ops met are
// the chain whose lengths add up to the run's time; the rest is time on
// the path no op accounts for (hand-offs, host work between ops).
//
// Exit code: 0, or 1 on an unreadable trace or a bad command line.

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/flag_help.h"
#include "tools/trace_file.h"
#include "tools/version_flag.h"

typedef struct flags_t {
  const char* command;
  const char* input;
  const char* output;
  bool csv;
  long top;
  long width;
  const char* function;
  bool help;
} flags_t;

static const sr_tool_flag_help_t kFlags[] = {
    {"format", "table|csv", "summary: a table (default) or CSV rows"},
    {"top", "N", "summary: how many dispatches and ops to list (default 20)"},
    {"o", "FILE", "svg: the file to write (also `-o FILE`)"},
    {"width", "PIXELS", "svg: the drawing's width (default 1600)"},
    {"function", "NAME",
     "svg: only the time of the last invocation of NAME (e.g. main)"},
    {"help", NULL, "this text"},
    {"version", NULL, "the version of streamref"},
};

static void usage(FILE* out) {
  sr_tool_print_help(
      out,
      "usage: streamref-trace summary TRACE.json [--format=table|csv] "
      "[--top=N]\n"
      "       streamref-trace svg TRACE.json -o TIMELINE.svg [--width=N] "
      "[--function=NAME]\n"
      "Reads a trace written by streamref-run --trace=TRACE.json.",
      kFlags, sizeof(kFlags) / sizeof(kFlags[0]));
}

static bool parse_long(const char* name, const char* value, long min, long max,
                       long* out) {
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

static bool parse_flags(int argc, char** argv, flags_t* flags) {
  memset(flags, 0, sizeof(*flags));
  flags->top = 20;
  flags->width = 1600;
  for (int i = 1; i < argc; ++i) {
    const char* arg = argv[i];
    if (!strcmp(arg, "-o")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "error: -o needs a file name\n");
        return false;
      }
      flags->output = argv[++i];
      continue;
    }
    if (strncmp(arg, "-", 1) != 0 || !strcmp(arg, "-")) {
      if (!flags->command) {
        flags->command = arg;
      } else if (!flags->input) {
        flags->input = arg;
      } else {
        fprintf(stderr, "error: unexpected argument '%s'\n", arg);
        return false;
      }
      continue;
    }
    const char* name = arg + (arg[1] == '-' ? 2 : 1);
    const char* eq = strchr(name, '=');
    size_t n = eq ? (size_t)(eq - name) : strlen(name);
    const char* value = eq ? eq + 1 : NULL;
#define IS(s) (strlen(s) == n && strncmp(name, s, n) == 0)
    if (IS("format")) {
      if (value && !strcmp(value, "csv")) {
        flags->csv = true;
      } else if (value && !strcmp(value, "table")) {
        flags->csv = false;
      } else {
        fprintf(stderr, "error: --format is table or csv\n");
        return false;
      }
    } else if (IS("top")) {
      if (!parse_long("top", value, 1, 1000000, &flags->top)) return false;
    } else if (IS("o")) {
      if (!value || !*value) {
        fprintf(stderr, "error: -o needs a file name\n");
        return false;
      }
      flags->output = value;
    } else if (IS("width")) {
      if (!parse_long("width", value, 200, 100000, &flags->width)) {
        return false;
      }
    } else if (IS("function")) {
      if (!value || !*value) {
        fprintf(stderr, "error: --function needs a function name\n");
        return false;
      }
      flags->function = value[0] == '@' ? value + 1 : value;
    } else if (IS("help")) {
      flags->help = true;
    } else {
      fprintf(stderr, "error: unknown flag '%s'\n", arg);
      return false;
    }
#undef IS
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Summary
//===----------------------------------------------------------------------===//

// The kinds of slices that are an op's own time (not containers).
static bool is_op(const sr_trace_slice_t* s) {
  static const char* const kOps[] = {"dispatch",  "fill",       "copy",
                                     "op",        "call",       "collective",
                                     "file.read", "file.write", "parameter"};
  if (!s->category) return false;
  for (size_t i = 0; i < sizeof(kOps) / sizeof(kOps[0]); ++i) {
    if (!strcmp(s->category, kOps[i])) return true;
  }
  return false;
}

static bool is_category(const sr_trace_slice_t* s, const char* category) {
  return s->category && !strcmp(s->category, category);
}

typedef struct row_t {
  const char* category;
  const char* name;
  uint64_t count;
  double total_us;
  double max_us;
} row_t;

static int row_compare(const void* a, const void* b) {
  const row_t* x = (const row_t*)a;
  const row_t* y = (const row_t*)b;
  if (x->total_us != y->total_us) return x->total_us > y->total_us ? -1 : 1;
  int c = strcmp(x->category, y->category);
  return c ? c : strcmp(x->name, y->name);
}

// Rows keyed by (category, name): a linear probe table.
typedef struct rows_t {
  row_t* rows;
  size_t count, capacity;
} rows_t;

static row_t* rows_get(rows_t* rows, const char* category, const char* name) {
  for (size_t i = 0; i < rows->count; ++i) {
    if (!strcmp(rows->rows[i].category, category) &&
        !strcmp(rows->rows[i].name, name)) {
      return &rows->rows[i];
    }
  }
  if (rows->count == rows->capacity) {
    size_t capacity = rows->capacity ? rows->capacity * 2 : 64;
    row_t* grown = realloc(rows->rows, capacity * sizeof(row_t));
    if (!grown) return NULL;
    rows->rows = grown;
    rows->capacity = capacity;
  }
  row_t* r = &rows->rows[rows->count++];
  memset(r, 0, sizeof(*r));
  r->category = category;
  r->name = name;
  return r;
}

// One step of the critical path.
typedef struct step_t {
  const sr_trace_slice_t* slice;  // an op, or a wait
} step_t;

// The op or wait on |tid| that ended last at or before |t| (and after
// |floor|), skipping |skip|.
static const sr_trace_slice_t* last_before(const sr_trace_file_t* file,
                                           uint32_t tid, double t, double floor,
                                           const sr_trace_slice_t* skip) {
  const sr_trace_slice_t* best = NULL;
  for (size_t i = 0; i < file->slice_count; ++i) {
    const sr_trace_slice_t* s = &file->slices[i];
    if (s->async || s->tid != tid || s == skip) continue;
    if (!is_op(s) && !is_category(s, "wait")) continue;
    if (s->end_us > t + 1e-6 || s->end_us <= floor) continue;
    if (!best || s->end_us > best->end_us ||
        (s->end_us == best->end_us && s->begin_us > best->begin_us)) {
      best = s;
    }
  }
  return best;
}

// The flow arrow that ends on |tid| within [begin, end].
static const sr_trace_flow_t* flow_into(const sr_trace_file_t* file,
                                        uint32_t tid, double begin,
                                        double end) {
  const sr_trace_flow_t* best = NULL;
  for (size_t i = 0; i < file->flow_count; ++i) {
    const sr_trace_flow_t* f = &file->flows[i];
    if (f->to_tid != tid || f->to_us < begin - 1e-6 || f->to_us > end + 1e-6) {
      continue;
    }
    if (!best || f->from_us > best->from_us) best = f;
  }
  return best;
}

static const sr_trace_slice_t* region_span(const sr_trace_file_t* file,
                                           uint64_t id) {
  for (size_t i = 0; i < file->slice_count; ++i) {
    const sr_trace_slice_t* s = &file->slices[i];
    if (s->async && s->id == id && s->depth == 0 && is_category(s, "region")) {
      return s;
    }
  }
  return NULL;
}

// The op of region |region| that ended last at or before |t|.
static const sr_trace_slice_t* region_predecessor(
    const sr_trace_file_t* file, uint64_t region, double t,
    const sr_trace_slice_t* skip) {
  const sr_trace_slice_t* best = NULL;
  for (size_t i = 0; i < file->slice_count; ++i) {
    const sr_trace_slice_t* s = &file->slices[i];
    if (s->async || s == skip || s->region != region || !is_op(s)) continue;
    if (s->end_us > t + 1e-6) continue;
    if (!best || s->end_us > best->end_us) best = s;
  }
  return best;
}

static bool is_initializer(const sr_trace_slice_t* s) {
  return is_category(s, "invocation") && s->detail &&
         !strcmp(s->detail, "initializer");
}

// The invocation the summary is about: the last public one to end (else
// the last initializer).
static const sr_trace_slice_t* last_invocation(const sr_trace_file_t* file) {
  const sr_trace_slice_t* last = NULL;
  for (int pass = 0; pass < 2 && !last; ++pass) {
    for (size_t i = 0; i < file->slice_count; ++i) {
      const sr_trace_slice_t* s = &file->slices[i];
      if (s->async || !is_category(s, "invocation")) continue;
      if (pass == 0 && is_initializer(s)) continue;
      if (!last || s->end_us > last->end_us) last = s;
    }
  }
  return last;
}

// The completion (a "signal" slice) on any thread that ended last in
// (after, t]: what a thread that ran nothing before |t| was woken by (a
// loop callback chaining a fence, for one).
static const sr_trace_slice_t* last_signal(const sr_trace_file_t* file,
                                           uint32_t tid, double after,
                                           double t) {
  const sr_trace_slice_t* best = NULL;
  for (size_t i = 0; i < file->slice_count; ++i) {
    const sr_trace_slice_t* s = &file->slices[i];
    if (s->async || s->tid == tid || !is_category(s, "timepoint")) continue;
    if (s->begin_us > t + 1e-6 || s->begin_us <= after) continue;
    if (!best || s->begin_us > best->begin_us) best = s;
  }
  return best;
}

static size_t critical_path(const sr_trace_file_t* file, step_t* steps,
                            size_t capacity) {
  const sr_trace_slice_t* last = last_invocation(file);
  if (!last) return 0;
  double floor = last->begin_us - 1e-6;
  uint32_t tid = last->tid;
  double t = last->end_us;
  size_t count = 0;
  const sr_trace_slice_t* previous = NULL;
  while (count < capacity) {
    const sr_trace_slice_t* s = last_before(file, tid, t, floor, previous);
    // Nothing ran on this thread just before: follow the completion that
    // woke it, if one came later than its last op.
    const sr_trace_slice_t* woke =
        last_signal(file, tid, s ? s->end_us : floor, t);
    if (woke) {
      tid = woke->tid;
      t = woke->begin_us;
      continue;
    }
    if (!s) break;
    steps[count++].slice = s;
    previous = s;
    if (is_category(s, "wait")) {
      const sr_trace_flow_t* f = flow_into(file, tid, s->begin_us, s->end_us);
      if (!f || f->from_us >= t) {
        t = s->begin_us;
        continue;
      }
      tid = f->from_tid;
      t = f->from_us;
      continue;
    }
    if (s->region) {
      const sr_trace_slice_t* p =
          region_predecessor(file, s->region, s->begin_us, s);
      const sr_trace_slice_t* r = region_span(file, s->region);
      if (p && (!r || p->end_us >= r->begin_us - 1e-6)) {
        tid = p->tid;
        t = p->end_us;
        continue;
      }
      if (r) {
        const sr_trace_flow_t* f =
            flow_into(file, r->tid, r->begin_us, r->begin_us + 1e-3);
        if (f && f->from_us < s->begin_us) {
          tid = f->from_tid;
          t = f->from_us;
          continue;
        }
      }
    }
    t = s->begin_us;
  }
  return count;
}

static void csv_string(FILE* out, const char* text) {
  fputc('"', out);
  for (const char* c = text ? text : ""; *c; ++c) {
    if (*c == '"') fputc('"', out);
    fputc(*c, out);
  }
  fputc('"', out);
}

static int summary(const flags_t* flags, const sr_trace_file_t* file) {
  rows_t rows = {0};
  rows_t kinds = {0};
  double busy = 0;
  uint64_t failed = 0;
  const sr_trace_slice_t* invocation = last_invocation(file);
  double first = invocation ? invocation->begin_us : file->begin_us;
  double last = invocation ? invocation->end_us : file->end_us;
  for (size_t i = 0; i < file->slice_count; ++i) {
    const sr_trace_slice_t* s = &file->slices[i];
    if (s->error && !s->async) ++failed;
    if (!is_op(s)) continue;
    double d = s->end_us - s->begin_us;
    row_t* r = rows_get(&rows, s->category, s->name ? s->name : "?");
    row_t* k = rows_get(&kinds, s->category, s->category);
    if (!r || !k) {
      fprintf(stderr, "error: out of memory\n");
      free(rows.rows);
      free(kinds.rows);
      return 1;
    }
    ++r->count;
    r->total_us += d;
    if (d > r->max_us) r->max_us = d;
    ++k->count;
    k->total_us += d;
    if (d > k->max_us) k->max_us = d;
    busy += d;
  }
  qsort(rows.rows, rows.count, sizeof(row_t), row_compare);
  qsort(kinds.rows, kinds.count, sizeof(row_t), row_compare);
  size_t capacity = file->slice_count * 2 + 1;
  step_t* steps = calloc(capacity, sizeof(step_t));
  size_t step_count = steps ? critical_path(file, steps, capacity) : 0;
  double path_ops = 0, path_waits = 0;
  for (size_t i = 0; i < step_count; ++i) {
    const sr_trace_slice_t* s = steps[i].slice;
    if (is_op(s)) {
      path_ops += s->end_us - s->begin_us;
    } else {
      path_waits += s->end_us - s->begin_us;
    }
  }
  double wall = last - first;
  size_t top =
      rows.count < (size_t)flags->top ? rows.count : (size_t)flags->top;
  char buffer[32];
  if (flags->csv) {
    printf("section,kind,name,count,total_us,mean_us,max_us,share\n");
    for (size_t i = 0; i < top; ++i) {
      const row_t* r = &rows.rows[i];
      printf("top,%s,", r->category);
      csv_string(stdout, r->name);
      printf(",%" PRIu64 ",%.3f,%.3f,%.3f,%.4f\n", r->count, r->total_us,
             r->total_us / (double)r->count, r->max_us,
             busy > 0 ? r->total_us / busy : 0);
    }
    for (size_t i = 0; i < kinds.count; ++i) {
      const row_t* r = &kinds.rows[i];
      printf("kind,%s,%s,%" PRIu64 ",%.3f,%.3f,%.3f,%.4f\n", r->category,
             r->category, r->count, r->total_us, r->total_us / (double)r->count,
             r->max_us, busy > 0 ? r->total_us / busy : 0);
    }
    for (size_t i = step_count; i-- > 0;) {
      const sr_trace_slice_t* s = steps[i].slice;
      printf("critical_path,%s,", s->category);
      csv_string(stdout, s->name);
      printf(",1,%.3f,%.3f,%.3f,%.4f\n", s->end_us - s->begin_us,
             s->end_us - s->begin_us, s->end_us - s->begin_us,
             wall > 0 ? (s->end_us - s->begin_us) / wall : 0);
    }
  } else {
    printf("streamref-trace summary: %s\n", flags->input);
    printf("trace %.3f ms; @%s %.3f ms; op time %.3f ms on %zu thread%s",
           (file->end_us - file->begin_us) / 1000,
           invocation && invocation->name ? invocation->name : "?", wall / 1000,
           busy / 1000, file->thread_count, file->thread_count == 1 ? "" : "s");
    for (size_t i = 0; i < file->thread_count; ++i) {
      printf("%s%s", i ? ", " : ": ",
             sr_trace_thread_name(file, file->threads[i].tid, buffer,
                                  sizeof(buffer)));
    }
    printf("\n");
    if (failed) printf("failed: %" PRIu64 " slice(s) carry an error\n", failed);
    if (file->dropped_events) {
      printf("dropped: %" PRIu64 " events past the trace's size limit\n",
             file->dropped_events);
    }
    printf("\ntop %zu dispatches and ops by total time\n", top);
    printf("%10s %7s %8s %10s %10s  %-10s %s\n", "total ms", "share", "count",
           "mean us", "max us", "kind", "name");
    for (size_t i = 0; i < top; ++i) {
      const row_t* r = &rows.rows[i];
      printf("%10.3f %6.1f%% %8" PRIu64 " %10.3f %10.3f  %-10s %s\n",
             r->total_us / 1000, busy > 0 ? 100 * r->total_us / busy : 0,
             r->count, r->total_us / (double)r->count, r->max_us, r->category,
             r->name);
    }
    printf("\nby kind\n");
    printf("%10s %7s %8s  %s\n", "total ms", "share", "count", "kind");
    for (size_t i = 0; i < kinds.count; ++i) {
      const row_t* r = &kinds.rows[i];
      printf("%10.3f %6.1f%% %8" PRIu64 "  %s\n", r->total_us / 1000,
             busy > 0 ? 100 * r->total_us / busy : 0, r->count, r->category);
    }
    printf(
        "\ncritical path of @%s: %zu steps, ops %.3f ms of %.3f ms "
        "(%.1f%%; the rest is waits, hand-offs and host work)\n",
        invocation && invocation->name ? invocation->name : "?", step_count,
        path_ops / 1000, wall / 1000, wall > 0 ? 100 * path_ops / wall : 0);
    (void)path_waits;
    printf("%12s %10s  %-10s %-10s %s\n", "at ms", "dur us", "thread", "kind",
           "name");
    for (size_t i = step_count; i-- > 0;) {
      const sr_trace_slice_t* s = steps[i].slice;
      printf("%12.3f %10.3f  %-10s %-10s %s\n", (s->begin_us - first) / 1000,
             s->end_us - s->begin_us,
             sr_trace_thread_name(file, s->tid, buffer, sizeof(buffer)),
             s->category, s->name ? s->name : "?");
    }
  }
  free(steps);
  free(rows.rows);
  free(kinds.rows);
  return ferror(stdout) ? 1 : 0;
}

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

enum {
  kLabelWidth = 150,
  kRowHeight = 16,
  kLaneGap = 8,
  kAxisHeight = 34,
  kCounterHeight = 60,
};

static const char* color_of(const char* category) {
  static const struct {
    const char* category;
    const char* color;
  } kColors[] = {
      {"dispatch", "#4e79a7"},   {"fill", "#f28e2b"},
      {"copy", "#e15759"},       {"op", "#76b7b2"},
      {"call", "#59a14f"},       {"collective", "#ff9da7"},
      {"file.read", "#edc948"},  {"file.write", "#edc948"},
      {"parameter", "#b07aa1"},  {"wait", "#d3d3d3"},
      {"invocation", "#c9b79c"}, {"load", "#e8d5b5"},
      {"region", "#8cd17d"},     {"timepoint", "#222222"},
  };
  for (size_t i = 0; i < sizeof(kColors) / sizeof(kColors[0]); ++i) {
    if (category && !strcmp(category, kColors[i].category)) {
      return kColors[i].color;
    }
  }
  return "#9d9d9d";
}

static void xml_text(FILE* out, const char* text, size_t max) {
  size_t n = 0;
  for (const char* c = text ? text : ""; *c && n < max; ++c, ++n) {
    switch (*c) {
      case '<':
        fputs("&lt;", out);
        break;
      case '>':
        fputs("&gt;", out);
        break;
      case '&':
        fputs("&amp;", out);
        break;
      case '"':
        fputs("&quot;", out);
        break;
      default:
        if ((unsigned char)*c >= 0x20) fputc(*c, out);
        break;
    }
  }
  if (text && strlen(text) > max) fputs("...", out);
}

// What a slice's box says: a region or wave by its op's last word, a
// dispatch by the part of its export that is
// not the executable's name again ("main$async_dispatch_29::
// main$async_dispatch_29_conv_512x2x2x512x3x3_f32" says
// "29_conv_512x2x2x512x3x3_f32"; the tooltip has the whole name).
static const char* short_label(const sr_trace_slice_t* s) {
  if (s->name && is_category(s, "region")) {
    // "stream.cmd.concurrent": the lane says these are regions and waves.
    const char* dot = strrchr(s->name, '.');
    return dot && dot[1] ? dot + 1 : s->name;
  }
  if (!s->name || !is_category(s, "dispatch")) return s->name;
  const char* sep = strstr(s->name, "::");
  const char* export_name = sep ? sep + 2 : s->name;
  const char* dispatch = strstr(export_name, "_dispatch_");
  if (dispatch && dispatch[10]) return dispatch + 10;
  if (sep && strncmp(export_name, s->name, (size_t)(sep - s->name)) == 0 &&
      export_name[sep - s->name] == '_') {
    return export_name + (sep - s->name) + 1;
  }
  return export_name;
}

// |text| in at most |chars| characters: cut with an ellipsis when longer,
// so a label never runs past its box.
static void label_text(FILE* out, const char* text, size_t chars) {
  size_t n = strlen(text);
  if (n <= chars) {
    xml_text(out, text, n);
    return;
  }
  char cut[512];
  snprintf(cut, sizeof(cut), "%.*s", (int)(chars - 1), text);
  xml_text(out, cut, sizeof(cut));
  fputs("\xe2\x80\xa6", out);  // U+2026
}

// A tick step of 1, 2 or 5 x 10^k that gives about |ticks| ticks.
static double tick_step(double span, int ticks) {
  double raw = span / ticks;
  double p = pow(10, floor(log10(raw > 0 ? raw : 1)));
  double m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

// Lanes: one per thread (as deep as its nesting), then one for async
// spans (regions and waves, parameter transfers) packed into rows.
typedef struct lane_t {
  uint32_t tid;
  uint32_t rows;
  double y;
} lane_t;

static int svg(const flags_t* flags, const sr_trace_file_t* file) {
  if (!flags->output) {
    fprintf(stderr, "error: svg needs -o FILE.svg\n");
    return 1;
  }
  FILE* out = fopen(flags->output, "w");
  if (!out) {
    fprintf(stderr, "error: cannot open '%s': %s\n", flags->output,
            strerror(errno));
    return 1;
  }
  double t0 = file->begin_us, t1 = file->end_us;
  if (flags->function) {
    const sr_trace_slice_t* invocation = NULL;
    for (size_t k = 0; k < file->slice_count; ++k) {
      const sr_trace_slice_t* s = &file->slices[k];
      if (is_category(s, "invocation") && s->name &&
          !strcmp(s->name, flags->function) &&
          (!invocation || s->begin_us > invocation->begin_us)) {
        invocation = s;
      }
    }
    if (!invocation) {
      fprintf(stderr, "error: %s: no invocation of @%s in the trace\n",
              flags->input, flags->function);
      fclose(out);
      return 1;
    }
    t0 = invocation->begin_us;
    t1 = invocation->end_us;
  }
  if (t1 <= t0) t1 = t0 + 1;
  double width = (double)flags->width;
  double plot = width - kLabelWidth - 20;
  double scale = plot / (t1 - t0);
#define X(t) (kLabelWidth + ((t)-t0) * scale)
  lane_t* lanes = calloc(file->thread_count + 1, sizeof(lane_t));
  double y = kAxisHeight + 30;
  for (size_t i = 0; i < file->thread_count; ++i) {
    lanes[i].tid = file->threads[i].tid;
    uint32_t depth = 0;
    for (size_t k = 0; k < file->slice_count; ++k) {
      const sr_trace_slice_t* s = &file->slices[k];
      if (!s->async && s->tid == lanes[i].tid && s->depth + 1 > depth) {
        depth = s->depth + 1;
      }
    }
    lanes[i].rows = depth ? depth : 1;
    lanes[i].y = y;
    y += lanes[i].rows * kRowHeight + kLaneGap;
  }
  // Async spans: greedy rows by time for the outermost spans (regions,
  // parameter transfers); a region's waves go in the row below it.
  size_t async_count = 0;
  for (size_t k = 0; k < file->slice_count; ++k) {
    if (file->slices[k].async) ++async_count;
  }
  uint32_t* async_row = calloc(file->slice_count + 1, sizeof(uint32_t));
  double* row_end = calloc(2 * async_count + 2, sizeof(double));
  uint32_t row_count = 0;
  double async_y = y;
  for (size_t k = 0; k < file->slice_count && async_row && row_end; ++k) {
    const sr_trace_slice_t* s = &file->slices[k];
    if (!s->async || s->depth) continue;
    uint32_t r = 0;
    while (r < row_count && row_end[r] > s->begin_us) r += 2;
    if (r >= row_count) row_count = r + 2;
    row_end[r] = s->end_us;
    async_row[k] = r;
    // Its waves follow it in the sorted order.
    for (size_t w = k + 1; w < file->slice_count; ++w) {
      const sr_trace_slice_t* c = &file->slices[w];
      if (!c->async || c->id != s->id || !c->depth) break;
      async_row[w] = r + 1;
    }
  }
  if (async_count) y += row_count * kRowHeight + kLaneGap;
  double counter_y = y;
  if (file->counter_count) y += kCounterHeight + kLaneGap;
  double height = y + 40;
  fprintf(out,
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
          "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
          "font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"10\">\n"
          "<defs><marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"6\" "
          "refY=\"3\" markerWidth=\"6\" markerHeight=\"6\" "
          "orient=\"auto\"><path d=\"M0,0 L6,3 L0,6 z\" fill=\"#c0392b\"/>"
          "</marker></defs>\n"
          "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
          width, height, width, height);
  fprintf(out, "<text x=\"8\" y=\"16\" font-size=\"13\" font-weight=\"bold\">");
  xml_text(out, flags->input, 200);
  if (flags->function) {
    fprintf(out, " — @");
    xml_text(out, flags->function, 100);
    fprintf(out, ": %.3f ms of a %.3f ms trace, %zu threads</text>\n",
            (t1 - t0) / 1000, (file->end_us - file->begin_us) / 1000,
            file->thread_count);
  } else {
    fprintf(out, " — %.3f ms, %zu threads, %zu slices</text>\n",
            (t1 - t0) / 1000, file->thread_count, file->slice_count);
  }
  // Time axis.
  double step = tick_step(t1 - t0, 10);
  const char* unit = step >= 1000 ? "ms" : "us";
  double divisor = step >= 1000 ? 1000 : 1;
  for (double t = 0; t <= t1 - t0 + 1e-9; t += step) {
    double x = X(t0 + t);
    fprintf(out,
            "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%.0f\" "
            "stroke=\"#e6e6e6\"/>\n<text x=\"%.1f\" y=\"%d\" "
            "text-anchor=\"middle\" fill=\"#555\">%g %s</text>\n",
            x, kAxisHeight + 4, x, height - 30, x, kAxisHeight, t / divisor,
            unit);
  }
  char buffer[32];
  for (size_t i = 0; i < file->thread_count; ++i) {
    fprintf(out, "<text x=\"8\" y=\"%.1f\" font-weight=\"bold\">",
            lanes[i].y + kRowHeight * 0.7);
    xml_text(out,
             sr_trace_thread_name(file, lanes[i].tid, buffer, sizeof(buffer)),
             24);
    fprintf(out,
            "</text>\n<line x1=\"%d\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" "
            "stroke=\"#bbb\"/>\n",
            kLabelWidth, lanes[i].y + lanes[i].rows * kRowHeight + 2,
            width - 20, lanes[i].y + lanes[i].rows * kRowHeight + 2);
  }
  if (async_count) {
    fprintf(out,
            "<text x=\"8\" y=\"%.1f\" font-weight=\"bold\">regions, "
            "waves</text>\n",
            async_y + kRowHeight * 0.7);
  }
  // Slices.
  for (size_t k = 0; k < file->slice_count; ++k) {
    const sr_trace_slice_t* s = &file->slices[k];
    double top = 0;
    if (s->async) {
      if (!async_row || !row_end) continue;
      top = async_y + async_row[k] * kRowHeight;
    } else {
      size_t lane = 0;
      while (lane < file->thread_count && lanes[lane].tid != s->tid) ++lane;
      if (lane == file->thread_count) continue;
      top = lanes[lane].y + s->depth * kRowHeight;
    }
    // Only what is in [t0, t1], cut to it (--function).
    if (s->end_us < t0 || s->begin_us > t1) continue;
    double begin = s->begin_us < t0 ? t0 : s->begin_us;
    double end = s->end_us > t1 ? t1 : s->end_us;
    double x = X(begin);
    double w = (end - begin) * scale;
    if (w < 0.5) w = 0.5;
    const char* color =
        s->async && s->depth ? "#b6992d" : color_of(s->category);
    fprintf(out, "<g><title>%s: ", s->category ? s->category : "?");
    xml_text(out, s->name, 300);
    fprintf(out, " (%.3f us", s->end_us - s->begin_us);
    if (s->location) {
      fprintf(out, ", ");
      xml_text(out, s->location, 300);
    }
    if (s->error) {
      fprintf(out, ", FAILED: ");
      xml_text(out, s->error, 300);
    }
    fprintf(out,
            ")</title><rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
            "height=\"%d\" fill=\"%s\"%s/>",
            x, top + 1, w, kRowHeight - 2, color,
            s->error ? " stroke=\"#d00\" stroke-width=\"2\"" : "");
    // A label when it fits (DejaVu Sans at 10 px: under 6.5 pixels a
    // character, digits and '_' included).
    const char* label = short_label(s);
    size_t chars = (size_t)((w - 3) / 6.5);
    if (chars >= 4 && label) {
      fprintf(out,
              "<text x=\"%.2f\" y=\"%.1f\" fill=\"%s\" "
              "clip-path=\"none\">",
              x + 2, top + kRowHeight * 0.72,
              is_category(s, "wait") || is_category(s, "invocation") ||
                      is_category(s, "load") || is_category(s, "file.read")
                  ? "#222"
                  : "white");
      label_text(out, label, chars);
      fprintf(out, "</text>");
    }
    fprintf(out, "</g>\n");
  }
  // Flow arrows.
  for (size_t i = 0; i < file->flow_count; ++i) {
    const sr_trace_flow_t* f = &file->flows[i];
    double y0 = 0, y1 = 0;
    for (size_t l = 0; l < file->thread_count; ++l) {
      if (lanes[l].tid == f->from_tid) y0 = lanes[l].y + kRowHeight / 2;
      if (lanes[l].tid == f->to_tid) y1 = lanes[l].y + kRowHeight / 2;
    }
    if (!y0 || !y1 || f->to_us < t0 || f->from_us > t1) continue;
    double from = f->from_us < t0 ? t0 : f->from_us;
    double to = f->to_us > t1 ? t1 : f->to_us;
    fprintf(out,
            "<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" "
            "stroke=\"#c0392b\" stroke-width=\"1\" "
            "marker-end=\"url(#arrow)\" opacity=\"0.8\"/>\n",
            X(from), y0, X(to), y1);
  }
  // Live allocation bytes: a step line.
  if (file->counter_count) {
    double peak = 0;
    for (size_t i = 0; i < file->counter_count; ++i) {
      if (file->counters[i].value > peak) peak = file->counters[i].value;
    }
    if (peak <= 0) peak = 1;
    fprintf(out,
            "<text x=\"8\" y=\"%.1f\" font-weight=\"bold\">live bytes</text>\n"
            "<text x=\"8\" y=\"%.1f\" fill=\"#555\">peak %.0f</text>\n"
            "<polyline fill=\"none\" stroke=\"#7b3294\" stroke-width=\"1.2\" "
            "points=\"",
            counter_y + 14, counter_y + 28, peak);
    double base = counter_y + kCounterHeight;
    double previous = base;
    // The value at t0 is the last change before it.
    size_t i = 0;
    for (; i < file->counter_count && file->counters[i].ts_us < t0; ++i) {
      previous = base - file->counters[i].value / peak * (kCounterHeight - 4);
    }
    fprintf(out, "%.2f,%.1f ", X(t0), previous);
    for (; i < file->counter_count && file->counters[i].ts_us <= t1; ++i) {
      const sr_trace_counter_t* c = &file->counters[i];
      double cy = base - c->value / peak * (kCounterHeight - 4);
      fprintf(out, "%.2f,%.1f %.2f,%.1f ", X(c->ts_us), previous, X(c->ts_us),
              cy);
      previous = cy;
    }
    fprintf(out, "%.2f,%.1f\"/>\n", X(t1), previous);
  }
  // Legend.
  static const char* const kLegend[] = {
      "dispatch",  "fill", "copy",       "op",   "collective", "parameter",
      "file.read", "wait", "invocation", "load", "region"};
  double lx = kLabelWidth;
  for (size_t i = 0; i < sizeof(kLegend) / sizeof(kLegend[0]); ++i) {
    fprintf(out,
            "<rect x=\"%.0f\" y=\"%.0f\" width=\"12\" height=\"10\" "
            "fill=\"%s\"/><text x=\"%.0f\" y=\"%.0f\">%s</text>\n",
            lx, height - 22, color_of(kLegend[i]), lx + 16, height - 13,
            kLegend[i]);
    lx += 90;
  }
  fprintf(out,
          "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" "
          "stroke=\"#c0392b\" marker-end=\"url(#arrow)\"/><text x=\"%.0f\" "
          "y=\"%.0f\">timepoint release</text>\n",
          lx, height - 17, lx + 24, height - 17, lx + 30, height - 13);
  fprintf(out, "</svg>\n");
#undef X
  free(lanes);
  free(async_row);
  free(row_end);
  bool ok = !ferror(out);
  if (fclose(out) != 0) ok = false;
  if (!ok) {
    fprintf(stderr, "error: failed writing '%s'\n", flags->output);
    return 1;
  }
  return 0;
}

int main(int argc, char** argv) {
  if (sr_tool_version_flag(argc, argv, "streamref-trace")) return 0;
  flags_t flags;
  if (!parse_flags(argc, argv, &flags)) {
    usage(stderr);
    return 1;
  }
  if (flags.help) {
    usage(stdout);
    return 0;
  }
  if (!flags.command || !flags.input ||
      (strcmp(flags.command, "summary") && strcmp(flags.command, "svg"))) {
    usage(stderr);
    return 1;
  }
  sr_trace_file_t file;
  sr_status_t status = sr_trace_file_read(flags.input, &file);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return 1;
  }
  int rc = !strcmp(flags.command, "summary") ? summary(&flags, &file)
                                             : svg(&flags, &file);
  sr_trace_file_free(&file);
  return rc;
}
