// streamref-bench parse: MLIR text parsing throughput and memory on a large
// Stream-phase module, against iree-opt parsing the same file.
//
//   parse_generic_50mb   MB/s  parse + verify of a >= 50 MB module in
//                              generic op form  vs iree-opt (parser phase)
//   parse_custom_50mb    MB/s  the same for a 50 MB module in the custom
//                              (pretty) form, built from the cases whose
//                              custom syntax streamref parses today (see
//                              SR_PB_CUSTOM_MB for the size)  vs iree-opt
//   peak_bytes_per_op    B/op  peak heap held by the context while parsing
//                              the generic module, over its op count
//   peak_bytes_per_op_custom   the same for the custom module
//
// The modules are generated into a temporary folder, deterministically, from
// the committed corpus (tests/corpus/iree-lit/{generic,pretty}, IREE's own
// Stream dialect tests printed by iree-opt, and, for the custom form, the
// Stream phases of tests/corpus/generated/*): every case that streamref
// parses on its own is flattened into one module and replicated, with its
// symbols renamed per copy (`@f` -> `@f_f12c3`) and its attribute and type
// aliases renamed per file, round robin, until the text reaches the size.
//
// Measurement: the text is in memory; a round times sr_context_create +
// sr_ir_parse (which verifies, like iree-opt does after parsing); the best
// of SR_PB_ROUNDS rounds counts. Peak memory comes from one more round with
// a counting allocator (live bytes by malloc_usable_size, high-water mark),
// and includes the context's own copy of the source text. Ops are counted
// by printing the parsed module in generic form and counting op names.
//
// The peer: iree-opt from $IREE_OPT or PATH, run as
//   iree-opt --allow-unregistered-dialect --mlir-disable-threading
//            --mlir-timing --mlir-timing-display=list -o /dev/null FILE
// on the same file, alternating rounds with ours, best of SR_PB_ROUNDS. Its
// figure is the "Parser" phase of its timing report: parsing plus the
// verification MLIR runs after parsing (and the lazy loading of dialects the
// parser triggers), without process start-up or printing the output
// (iree-opt has no parse-only mode; its print goes to /dev/null and is left
// out of the figure). Threading is disabled
// because MLIR verifies isolated regions in parallel and streamref's parser
// is single-threaded. When the timing report cannot be read, the peer falls
// back to the process's wall time (and says so on stderr).
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "perf/bench.h"
#include "perf/iree_peer.h"
#include "streamref/ir.h"

#define SR_PB_SUITE "parse"
// Best of this many rounds per figure (each a full parse of 50 MB).
#define SR_PB_ROUNDS 3
// Module sizes: 50 MiB (>= 50 MB) in both forms. The custom form peaks at
// about 2.6 KB per op held by the context (1.4 GB at 50 MB); it was 27 KB
// per op while the dialects' parsers reserved worst-case scratch arrays per
// op. SR_PARSE_BENCH_MB=N and SR_PARSE_BENCH_CUSTOM_MB=N override them; the
// figure names say the size.
#define SR_PB_GENERIC_MB 50
#define SR_PB_CUSTOM_MB 50

#ifndef SR_BENCH_CORPUS_DIR
#define SR_BENCH_CORPUS_DIR "tests/corpus"
#endif

//===----------------------------------------------------------------------===//
// Small helpers: a growable buffer, file lists, reading files
//===----------------------------------------------------------------------===//

typedef struct sr_pb_buffer_t {
  char* data;
  size_t size;
  size_t capacity;
} sr_pb_buffer_t;

static void sr_pb_reserve(sr_pb_buffer_t* b, size_t extra) {
  if (b->size + extra + 1 <= b->capacity) return;
  size_t capacity = b->capacity ? b->capacity : 4096;
  while (capacity < b->size + extra + 1) capacity *= 2;
  char* data = realloc(b->data, capacity);
  if (!data) {
    fprintf(stderr, "parse bench: out of memory\n");
    exit(1);
  }
  b->data = data;
  b->capacity = capacity;
}

static void sr_pb_append(sr_pb_buffer_t* b, const char* text, size_t length) {
  sr_pb_reserve(b, length);
  memcpy(b->data + b->size, text, length);
  b->size += length;
  b->data[b->size] = 0;
}

static void sr_pb_append_cstr(sr_pb_buffer_t* b, const char* text) {
  sr_pb_append(b, text, strlen(text));
}

typedef struct sr_pb_list_t {
  char** items;
  size_t count;
  size_t capacity;
} sr_pb_list_t;

static void sr_pb_list_add(sr_pb_list_t* list, char* item) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 64;
    list->items = realloc(list->items, list->capacity * sizeof(char*));
    if (!list->items) exit(1);
  }
  list->items[list->count++] = item;
}

static void sr_pb_list_free(sr_pb_list_t* list) {
  for (size_t i = 0; i < list->count; ++i) free(list->items[i]);
  free(list->items);
  memset(list, 0, sizeof(*list));
}

static int sr_pb_compare_strings(const void* a, const void* b) {
  return strcmp(*(char* const*)a, *(char* const*)b);
}

// Appends every `.mlir` file under |dir| (recursively) to |list|.
static void sr_pb_collect(const char* dir, sr_pb_list_t* list) {
  DIR* d = opendir(dir);
  if (!d) return;
  struct dirent* entry;
  while ((entry = readdir(d))) {
    if (entry->d_name[0] == '.') continue;
    size_t length = strlen(dir) + strlen(entry->d_name) + 2;
    char* path = malloc(length);
    snprintf(path, length, "%s/%s", dir, entry->d_name);
    struct stat st;
    size_t n = strlen(path);
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
      sr_pb_collect(path, list);
      free(path);
    } else if (n > 5 && !strcmp(path + n - 5, ".mlir")) {
      sr_pb_list_add(list, path);
    } else {
      free(path);
    }
  }
  closedir(d);
}

static char* sr_pb_read_file(const char* path, size_t* out_length) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  sr_pb_buffer_t b = {0};
  char chunk[65536];
  size_t got;
  while ((got = fread(chunk, 1, sizeof(chunk), f)) > 0) {
    sr_pb_append(&b, chunk, got);
  }
  fclose(f);
  if (!b.data) sr_pb_append(&b, "", 0);
  *out_length = b.size;
  return b.data;
}

static bool sr_pb_write_file(const char* path, const sr_pb_buffer_t* b) {
  FILE* f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(b->data, 1, b->size, f) == b->size;
  return fclose(f) == 0 && ok;
}

//===----------------------------------------------------------------------===//
// Building the big module
//===----------------------------------------------------------------------===//

// One corpus case cut into its parts: alias definitions before the module,
// and the lines of the top-level module's body.
typedef struct sr_pb_case_t {
  char* text;
  size_t aliases_end;  // text[0, aliases_end) holds the alias definitions
  size_t body_begin, body_end;
  sr_pb_list_t alias_names;  // "#map", "!type" as defined at the top
} sr_pb_case_t;

static void sr_pb_case_free(sr_pb_case_t* c) {
  free(c->text);
  sr_pb_list_free(&c->alias_names);
}

static bool sr_pb_is_id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.';
}

// Finds the top-level module (a line starting with `"builtin.module"` or
// `module` and ending with `{`) and its closing line (the last line starting
// with `}`). Left out: cases with resource sections (`{-#`: their blob
// names would need renaming too), modules whose body starts with a block
// label (empty ones: copies would redefine `^bb0`), and cases iree-opt
// cannot parse back (below).
static bool sr_pb_case_split(sr_pb_case_t* c, size_t length) {
  const char* text = c->text;
  if (strstr(text, "{-#")) return false;
  // iree-opt 3.13 prints #stream.resource_config's `memory_model = Discrete`
  // but cannot parse it back ("expected valid keyword"); the 4 cases with it
  // would make the peer fail, so neither side gets them.
  if (strstr(text, "memory_model = ")) return false;
  size_t line = 0, header = SIZE_MAX, last_close = SIZE_MAX;
  while (line < length) {
    const char* eol = memchr(text + line, '\n', length - line);
    size_t next = eol ? (size_t)(eol - text) + 1 : length;
    size_t end = eol ? (size_t)(eol - text) : length;
    if (header == SIZE_MAX) {
      bool is_module = !strncmp(text + line, "\"builtin.module\"", 16) ||
                       !strncmp(text + line, "module", 6);
      if (is_module && end > line && text[end - 1] == '{') {
        header = line;
        c->aliases_end = line;
        c->body_begin = next;
      } else if (text[line] == '#' || text[line] == '!') {
        size_t n = 1;
        while (line + n < end && sr_pb_is_id_char(text[line + n])) ++n;
        if (!strncmp(text + line + n, " = ", 3)) {
          sr_pb_list_add(&c->alias_names, strndup(text + line, n));
        }
      }
    } else if (text[line] == '}') {
      last_close = line;
    } else if (text[line] == '^') {
      return false;  // the module's own block label (empty modules)
    }
    line = next;
  }
  if (header == SIZE_MAX || last_close == SIZE_MAX) return false;
  c->body_end = last_close;
  return true;
}

// Appends text[begin, end) to |out|, renaming symbols (`@x` -> `@x_f<F>c<C>`,
// `@"x"` -> `@"x_f<F>c<C>"`, `sym_name = "x"` -> `sym_name = "x_f<F>c<C>"`)
// when |copy| >= 0, and this case's aliases (`#map` -> `#map_f<F>`) always.
static void sr_pb_emit_renamed(sr_pb_buffer_t* out, const sr_pb_case_t* c,
                               size_t begin, size_t end, int file, int copy) {
  const char* text = c->text;
  char symbol_suffix[32], alias_suffix[32];
  snprintf(symbol_suffix, sizeof(symbol_suffix), "_f%dc%d", file, copy);
  snprintf(alias_suffix, sizeof(alias_suffix), "_f%d", file);
  size_t i = begin, flushed = begin;
  static const char kSymName[] = "sym_name = \"";
  const size_t sym_name_length = sizeof(kSymName) - 1;
  while (i < end) {
    char ch = text[i];
    if (ch == 's' && copy >= 0 && end - i > sym_name_length &&
        !memcmp(text + i, kSymName, sym_name_length)) {
      // A symbol definition in generic form: `sym_name = "x"`.
      size_t j = i + sym_name_length;
      while (j < end && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
      if (j < end) {
        sr_pb_append(out, text + flushed, j - flushed);
        sr_pb_append_cstr(out, symbol_suffix);
        flushed = i = j;
        continue;
      }
    }
    if (ch == '@' && copy >= 0 && i + 1 < end) {
      size_t j = i + 1;
      if (text[j] == '"') {
        ++j;
        while (j < end && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
      } else {
        while (j < end && sr_pb_is_id_char(text[j])) ++j;
      }
      if (j > i + 1 && j <= end) {
        sr_pb_append(out, text + flushed, j - flushed);
        sr_pb_append_cstr(out, symbol_suffix);
        flushed = i = j;
        continue;
      }
    } else if ((ch == '#' || ch == '!') && c->alias_names.count) {
      size_t j = i + 1;
      while (j < end && sr_pb_is_id_char(text[j])) ++j;
      for (size_t a = 0; a < c->alias_names.count; ++a) {
        const char* name = c->alias_names.items[a];
        if (strlen(name) == j - i && !strncmp(name, text + i, j - i)) {
          sr_pb_append(out, text + flushed, j - flushed);
          sr_pb_append_cstr(out, alias_suffix);
          flushed = j;
          break;
        }
      }
      i = j;
      continue;
    }
    ++i;
  }
  sr_pb_append(out, text + flushed, end - flushed);
}

static const char* sr_pb_module_open(bool generic) {
  return generic ? "\"builtin.module\"() ({\n" : "module {\n";
}
static const char* sr_pb_module_close(bool generic) {
  return generic ? "}) : () -> ()\n" : "}\n";
}

// Builds a module from |cases| (copy indices 0..) until it holds at least
// |target| bytes (|target| 0: one copy of each).
static void sr_pb_build(const sr_pb_case_t* cases, size_t num_cases,
                        bool generic, size_t target, sr_pb_buffer_t* out) {
  for (size_t f = 0; f < num_cases; ++f) {
    sr_pb_emit_renamed(out, &cases[f], 0, cases[f].aliases_end, (int)f, -1);
  }
  sr_pb_append_cstr(out, sr_pb_module_open(generic));
  for (int copy = 0; num_cases; ++copy) {
    for (size_t f = 0; f < num_cases; ++f) {
      sr_pb_emit_renamed(out, &cases[f], cases[f].body_begin, cases[f].body_end,
                         (int)f, copy);
      if (target && out->size >= target) break;
    }
    if (!target || out->size >= target) break;
  }
  sr_pb_append_cstr(out, sr_pb_module_close(generic));
}

//===----------------------------------------------------------------------===//
// Parsing with streamref
//===----------------------------------------------------------------------===//

// Live and peak bytes through the allocator (single-threaded use).
typedef struct sr_pb_counter_t {
  size_t live;
  size_t peak;
} sr_pb_counter_t;

static sr_status_t sr_pb_counting_ctl(void* self,
                                      sr_allocator_command_t command,
                                      size_t byte_length, size_t alignment,
                                      void** inout_ptr) {
  sr_pb_counter_t* counter = self;
  sr_allocator_t system = sr_allocator_system();
  size_t before = 0;
  if (command == SR_ALLOCATOR_COMMAND_FREE ||
      command == SR_ALLOCATOR_COMMAND_REALLOC) {
    before = *inout_ptr ? malloc_usable_size(*inout_ptr) : 0;
  }
  sr_status_t status =
      system.ctl(system.self, command, byte_length, alignment, inout_ptr);
  if (status) return status;
  counter->live -= before;
  if (command != SR_ALLOCATOR_COMMAND_FREE && *inout_ptr) {
    counter->live += malloc_usable_size(*inout_ptr);
  }
  if (counter->live > counter->peak) counter->peak = counter->live;
  return status;
}

// Parses |text| once into a fresh context; returns the seconds taken by
// create + parse (+ verify), or a negative value on failure (printed).
// When |out_context| is given the context is handed over instead of freed.
static double sr_pb_parse(const char* name, const sr_pb_buffer_t* text,
                          sr_allocator_t allocator, bool quiet,
                          sr_context_t** out_context, sr_op_t** out_module) {
  uint64_t t0 = sr_bench_now_ns();
  sr_context_t* context = NULL;
  sr_status_t status = sr_context_create(allocator, &context);
  sr_op_t* module = NULL;
  sr_ir_parse_options_t options = {true, 0, false};
  if (!status) {
    status =
        sr_ir_parse(context, name, text->data, text->size, &options, &module);
  }
  double seconds = (double)(sr_bench_now_ns() - t0) * 1e-9;
  sr_bench_do_not_optimize(module);
  if (status) {
    if (!quiet) sr_status_fprint(stderr, status);
    sr_status_free(status);
    sr_context_destroy(context);
    return -1;
  }
  if (out_context) {
    *out_context = context;
    *out_module = module;
  } else {
    sr_context_destroy(context);
  }
  return seconds;
}

// Counts ops in generic text: lines whose first token (after `%r = ` or
// `%r:2 = `) is a quoted op name followed by '('.
static size_t sr_pb_count_generic_ops(const char* text) {
  size_t count = 0;
  for (const char* p = text; *p;) {
    while (*p == ' ') ++p;
    if (*p == '%') {
      const char* eq = strstr(p, " = ");
      const char* eol = strchr(p, '\n');
      if (eq && (!eol || eq < eol)) p = eq + 3;
    }
    if (*p == '"') {
      const char* close = strchr(p + 1, '"');
      const char* eol = strchr(p, '\n');
      if (close && (!eol || close < eol) && close[1] == '(') ++count;
    }
    const char* eol = strchr(p, '\n');
    if (!eol) break;
    p = eol + 1;
  }
  return count;
}

// Ops of |text| (parsed, printed generic, counted); 0 on failure.
static size_t sr_pb_count_ops(const sr_pb_buffer_t* text) {
  sr_context_t* context = NULL;
  sr_op_t* module = NULL;
  if (sr_pb_parse("count.mlir", text, sr_allocator_system(), false, &context,
                  &module) < 0) {
    return 0;
  }
  sr_ir_print_options_t options = {true, false};
  char* printed = NULL;
  size_t length = 0;
  sr_status_t status = sr_ir_print_to_string(
      context, module, &options, sr_allocator_system(), &printed, &length);
  size_t count = status ? 0 : sr_pb_count_generic_ops(printed);
  sr_status_free(status);
  sr_allocator_free(sr_allocator_system(), printed);
  sr_context_destroy(context);
  return count;
}

//===----------------------------------------------------------------------===//
// The corpus
//===----------------------------------------------------------------------===//

// Loads the cases of |dirs| that split cleanly and parse on their own in
// streamref (flattened exactly as in the big module). Returns the count.
static size_t sr_pb_load_cases(const char* const* dirs, bool generic,
                               sr_pb_case_t** out_cases) {
  sr_pb_list_t paths = {0};
  for (const char* const* dir = dirs; *dir; ++dir) {
    sr_pb_list_t found = {0};
    sr_pb_collect(*dir, &found);
    if (found.count) {
      qsort(found.items, found.count, sizeof(char*), sr_pb_compare_strings);
    }
    for (size_t i = 0; i < found.count; ++i) {
      sr_pb_list_add(&paths, found.items[i]);
    }
    free(found.items);
  }
  sr_pb_case_t* cases = calloc(paths.count ? paths.count : 1, sizeof(*cases));
  size_t count = 0;
  for (size_t i = 0; i < paths.count; ++i) {
    sr_pb_case_t* c = &cases[count];
    memset(c, 0, sizeof(*c));
    size_t length = 0;
    c->text = sr_pb_read_file(paths.items[i], &length);
    bool ok = c->text && sr_pb_case_split(c, length);
    if (ok) {
      sr_pb_buffer_t alone = {0};
      sr_pb_build(c, 1, generic, 0, &alone);
      ok = sr_pb_parse(paths.items[i], &alone, sr_allocator_system(), true,
                       NULL, NULL) >= 0;
      free(alone.data);
    }
    if (ok) {
      ++count;
    } else {
      sr_pb_case_free(c);
    }
  }
  sr_pb_list_free(&paths);
  *out_cases = cases;
  return count;
}

//===----------------------------------------------------------------------===//
// The peer: iree-opt
//===----------------------------------------------------------------------===//

// iree-opt from $IREE_OPT, else where perf/iree_peer.h finds IREE's tools
// ($IREE_BIN_DIR, /tmp/ireevenv/bin, PATH); NULL if none.
static char* sr_pb_find_iree_opt(void) {
  const char* env = getenv("IREE_OPT");
  if (env && *env) return access(env, X_OK) == 0 ? strdup(env) : NULL;
  char found[1024];
  if (!sr_bench_find_iree_tool("iree-opt", found, sizeof(found))) return NULL;
  return strdup(found);
}

// Runs iree-opt on |path| once. Returns its parser-phase seconds (or, when
// the timing report is unreadable, its wall seconds), negative on failure.
static double sr_pb_run_iree_opt(const char* iree_opt, const char* path,
                                 const char* temp_dir, double* out_wall,
                                 long* out_maxrss_kb) {
  char log_path[1100];  // temp_dir has at most 1023 bytes
  snprintf(log_path, sizeof(log_path), "%s/iree-opt.log", temp_dir);
  uint64_t t0 = sr_bench_now_ns();
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    int fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
      close(fd);
    }
    execl(iree_opt, iree_opt, "--allow-unregistered-dialect",
          "--mlir-disable-threading", "--mlir-timing",
          "--mlir-timing-display=list", "-o", "/dev/null", path, (char*)NULL);
    _exit(127);
  }
  int wait_status = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof(usage));
  if (wait4(pid, &wait_status, 0, &usage) < 0) return -1;
  *out_wall = (double)(sr_bench_now_ns() - t0) * 1e-9;
  *out_maxrss_kb = usage.ru_maxrss;
  size_t length = 0;
  char* log = sr_pb_read_file(log_path, &length);
  if (!WIFEXITED(wait_status) || WEXITSTATUS(wait_status) != 0) {
    fprintf(stderr, "parse bench: iree-opt failed on %s:\n%.2000s\n", path,
            log ? log : "");
    free(log);
    return -1;
  }
  double parser = -1;
  // A line of the list display: "    0.0197 ( 71.1%)  Parser".
  for (char* line = log; line && *line;) {
    char* eol = strchr(line, '\n');
    if (eol) *eol = 0;
    double seconds = 0;
    char name[64] = {0};
    if (sscanf(line, " %lf ( %*[0-9.]%%) %63s", &seconds, name) == 2 &&
        !strcmp(name, "Parser")) {
      parser = seconds;
    }
    line = eol ? eol + 1 : NULL;
  }
  free(log);
  if (parser <= 0) {
    fprintf(stderr,
            "parse bench: no Parser line in iree-opt's timing report; "
            "using its wall time\n");
    parser = *out_wall;
  }
  return parser;
}

//===----------------------------------------------------------------------===//
// The suite
//===----------------------------------------------------------------------===//

typedef struct sr_pb_form_t {
  const char* speed_name;   // "parse_generic_%umb" (printf with the size)
  const char* memory_name;  // "peak_bytes_per_op"
  bool generic;
  unsigned megabytes;    // default size
  const char* size_env;  // environment variable overriding it
  const char* dirs[4];   // under the corpus folder
} sr_pb_form_t;

static void sr_pb_run_form(const sr_bench_options_t* options,
                           const sr_pb_form_t* form, unsigned megabytes,
                           const char* corpus, const char* temp_dir,
                           const char* iree_opt) {
  char speed_name[64];
  snprintf(speed_name, sizeof(speed_name), form->speed_name, megabytes);
  bool want_speed = sr_bench_selected(options, speed_name);
  bool want_memory = sr_bench_selected(options, form->memory_name);
  if (!want_speed && !want_memory) return;
  char dirs_storage[4][4096];
  const char* dirs[5] = {NULL};
  for (int i = 0; i < 4 && form->dirs[i]; ++i) {
    snprintf(dirs_storage[i], sizeof(dirs_storage[i]), "%s/%s", corpus,
             form->dirs[i]);
    dirs[i] = dirs_storage[i];
  }
  sr_pb_case_t* cases = NULL;
  size_t num_cases = sr_pb_load_cases(dirs, form->generic, &cases);
  sr_pb_buffer_t text = {0};
  sr_pb_build(cases, num_cases, form->generic, (size_t)megabytes * 1024 * 1024,
              &text);
  char path[1100];  // temp_dir has at most 1023 bytes
  snprintf(path, sizeof(path), "%s/%s.mlir", temp_dir, speed_name);
  if (!num_cases || !sr_pb_write_file(path, &text)) {
    fprintf(stderr, "parse bench: no module for %s (%zu cases under %s)\n",
            speed_name, num_cases, corpus);
    goto done;
  }
  size_t ops = sr_pb_count_ops(&text);
  if (!options->json) {
    printf("# %s: %.1f MB, %zu ops, from %zu cases (%s)\n", speed_name,
           (double)text.size / 1e6, ops, num_cases, path);
  }
  if (want_speed) {
    double best = 1e30, peer_best = 1e30, peer_wall = 1e30;
    long peer_rss_kb = 0;
    for (int round = 0; round < SR_PB_ROUNDS; ++round) {
      double seconds =
          sr_pb_parse(path, &text, sr_allocator_system(), false, NULL, NULL);
      if (seconds < 0) goto done;
      if (seconds < best) best = seconds;
      if (!iree_opt) continue;
      double wall = 0;
      long rss_kb = 0;
      double peer =
          sr_pb_run_iree_opt(iree_opt, path, temp_dir, &wall, &rss_kb);
      if (peer > 0 && peer < peer_best) peer_best = peer;
      if (peer > 0 && wall < peer_wall) peer_wall = wall;
      if (rss_kb > peer_rss_kb) peer_rss_kb = rss_kb;
    }
    double mb = (double)text.size / 1e6;
    double peer_value = iree_opt && peer_best < 1e30 ? mb / peer_best : 0;
    if (!options->json && peer_value > 0) {
      printf(
          "# iree-opt: parser phase %.3f s, whole process %.3f s "
          "(%.1f MB/s), max RSS %.0f MB\n",
          peer_best, peer_wall, mb / peer_wall, peer_rss_kb / 1024.0);
    }
    char config[256], peer_config[512];
    snprintf(config, sizeof(config),
             "sr_context_create + sr_ir_parse (parse and verify) of %.1f MB "
             "in memory, one thread, best of %d",
             mb, SR_PB_ROUNDS);
    snprintf(peer_config, sizeof(peer_config),
             "%s iree-opt --allow-unregistered-dialect "
             "--mlir-disable-threading --mlir-timing: its Parser phase "
             "(parse, verify, dialect loading; no start-up, no printing), "
             "best of %d",
             sr_bench_iree_version(), SR_PB_ROUNDS);
    sr_bench_row_t row = {.suite = SR_PB_SUITE,
                          .name = speed_name,
                          .value = mb / best,
                          .unit = "MB/s",
                          .threads = 1,
                          .direction = SR_BENCH_HIGHER_IS_BETTER,
                          .config = config,
                          .peer = "iree-opt",
                          .peer_value = peer_value,
                          .peer_config = peer_config};
    sr_bench_report_row(options, &row);
  }
  if (want_memory && ops) {
    sr_pb_counter_t counter = {0, 0};
    sr_allocator_t counting = {&counter, sr_pb_counting_ctl};
    if (sr_pb_parse(path, &text, counting, false, NULL, NULL) < 0) goto done;
    if (!options->json) {
      printf(
          "# %s: peak %.1f MB held by the context (source copy %.1f MB "
          "included), %zu bytes left after destroy\n",
          speed_name, (double)counter.peak / 1e6, (double)text.size / 1e6,
          counter.live);
    }
    sr_bench_row_t row = {
        .suite = SR_PB_SUITE,
        .name = form->memory_name,
        .value = (double)counter.peak / (double)ops,
        .unit = "B/op",
        .threads = 1,
        .direction = SR_BENCH_LOWER_IS_BETTER,
        .config =
            "peak heap held by the context while parsing (source copy "
            "included) / ops; no peer (iree-opt's RSS is not heap)"};
    sr_bench_report_row(options, &row);
  }
done:
  remove(path);
  free(text.data);
  for (size_t i = 0; i < num_cases; ++i) sr_pb_case_free(&cases[i]);
  free(cases);
}

int sr_bench_parse_main(const sr_bench_options_t* options) {
  const char* corpus = getenv("SR_BENCH_CORPUS");
  if (!corpus || !*corpus) corpus = SR_BENCH_CORPUS_DIR;
  const char* tmp = getenv("TMPDIR");
  char temp_dir[1024];
  snprintf(temp_dir, sizeof(temp_dir), "%s/sr-parse-bench-XXXXXX",
           tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(temp_dir)) {
    fprintf(stderr, "parse bench: mkdtemp %s: %s\n", temp_dir, strerror(errno));
    return 1;
  }
  char* iree_opt = sr_pb_find_iree_opt();
  if (!iree_opt) {
    fprintf(stderr,
            "parse bench: iree-opt not found ($IREE_OPT or PATH); "
            "peer figures are null\n");
  }
  static const sr_pb_form_t kForms[] = {
      {"parse_generic_%umb",
       "peak_bytes_per_op",
       true,
       SR_PB_GENERIC_MB,
       "SR_PARSE_BENCH_MB",
       {"iree-lit/generic", NULL}},
      {"parse_custom_%umb",
       "peak_bytes_per_op_custom",
       false,
       SR_PB_CUSTOM_MB,
       "SR_PARSE_BENCH_CUSTOM_MB",
       {"generated", "iree-lit/pretty", NULL}},
  };
  for (size_t i = 0; i < sizeof(kForms) / sizeof(kForms[0]); ++i) {
    const char* mb_env = getenv(kForms[i].size_env);
    unsigned megabytes = kForms[i].megabytes;
    if (mb_env && atoi(mb_env) > 0) megabytes = (unsigned)atoi(mb_env);
    sr_pb_run_form(options, &kForms[i], megabytes, corpus, temp_dir, iree_opt);
  }
  char log_path[1100];
  snprintf(log_path, sizeof(log_path), "%s/iree-opt.log", temp_dir);
  remove(log_path);
  rmdir(temp_dir);
  free(iree_opt);
  return 0;
}
