// Conformance of the dispatch interpreter with IREE on the generated corpus
// (tests/corpus/generated: IREE 3.13's compiled programs and outputs).
//
// Every program runs through streamref-run from its `--compile-to=stream`
// output (generated/<p>/stream.mlir, custom syntax, the command users
// type) and from its four phase dumps plus stream.mlir in generic form
// (tests/programs/corpus/<p>/<phase>.mlir), on one thread and on all
// threads. Each result must match IREE's (expected.N.npy / .bin) under the
// program's tolerance.txt (integers exactly), and the one-thread and
// all-thread runs must give the same bytes.
//
// Programs that need runtime features streamref does not have yet
// (parameter archives) are reported and skipped when the run fails with
// the runtime's "not supported yet" error, so they are checked
// automatically once the runtime supports them.

#include <criterion/criterion.h>
#include <dirent.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kernels/types.h"

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

typedef struct text_t {
  char* data;
  size_t size, capacity;
} text_t;

static void text_appendf(text_t* t, const char* format, ...) {
  va_list args;
  va_start(args, format);
  char buffer[4096];
  int n = vsnprintf(buffer, sizeof(buffer), format, args);
  va_end(args);
  if (n < 0) return;
  size_t length = (size_t)n < sizeof(buffer) ? (size_t)n : sizeof(buffer) - 1;
  if (t->size + length + 1 > t->capacity) {
    t->capacity = (t->size + length + 1) * 2;
    t->data = realloc(t->data, t->capacity);
    cr_assert(t->data);
  }
  memcpy(t->data + t->size, buffer, length);
  t->size += length;
  t->data[t->size] = 0;
}

static unsigned char* read_file(const char* path, size_t* out_size) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char* data = malloc((size_t)size + 1);
  if (data && fread(data, 1, (size_t)size, f) != (size_t)size) {
    free(data);
    data = NULL;
  }
  fclose(f);
  if (data) data[size] = 0;
  *out_size = (size_t)size;
  return data;
}

// Runs |command| through the shell; stderr goes to |err_path|.
static int run(const char* command) {
  fflush(NULL);
  int status = system(command);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

//===----------------------------------------------------------------------===//
// Tolerances and element comparison
//===----------------------------------------------------------------------===//

typedef struct rule_t {
  char type[16];
  bool exact;
  double rtol, atol;
} rule_t;

static int read_rules(const char* path, rule_t* rules, int capacity) {
  size_t size = 0;
  char* text = (char*)read_file(path, &size);
  if (!text) return -1;
  int count = 0;
  for (char* line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    int index = 0;
    char type[16] = {0};
    char rest[256] = {0};
    if (sscanf(line, "result[%d] %15s %255[^\n]", &index, type, rest) < 3) {
      continue;
    }
    if (index < 0 || index >= capacity) continue;
    rule_t* r = &rules[index];
    memset(r, 0, sizeof(*r));
    snprintf(r->type, sizeof(r->type), "%s", type);
    r->exact = strncmp(rest, "exact", 5) == 0;
    if (!r->exact) sscanf(rest, "rtol=%lf atol=%lf", &r->rtol, &r->atol);
    if (index + 1 > count) count = index + 1;
  }
  free(text);
  return count;
}

static size_t type_size(const char* type) {
  if (!strcmp(type, "f32") || !strcmp(type, "i32") || !strcmp(type, "ui32") ||
      !strcmp(type, "si32")) {
    return 4;
  }
  if (!strcmp(type, "f64") || !strcmp(type, "i64")) return 8;
  if (!strcmp(type, "f16") || !strcmp(type, "bf16") || !strcmp(type, "i16")) {
    return 2;
  }
  return 1;  // i8, i1
}

static double load_float(const char* type, const unsigned char* p) {
  if (!strcmp(type, "f32")) {
    float v;
    memcpy(&v, p, 4);
    return v;
  }
  if (!strcmp(type, "f64")) {
    double v;
    memcpy(&v, p, 8);
    return v;
  }
  uint16_t h;
  memcpy(&h, p, 2);
  return !strcmp(type, "f16") ? sr_k_f16_to_f32(h) : sr_k_bf16_to_f32(h);
}

// The raw data of an expected file: .npy (after its header) or .bin.
static unsigned char* expected_data(const char* dir, int index,
                                    size_t* out_size) {
  char path[4200];
  snprintf(path, sizeof(path), "%s/expected.%d.npy", dir, index);
  size_t size = 0;
  unsigned char* data = read_file(path, &size);
  if (data) {
    if (size < 10 || memcmp(data, "\x93NUMPY", 6) != 0) {
      free(data);
      return NULL;
    }
    size_t header =
        data[6] == 1 ? 10 + (size_t)(data[8] | data[9] << 8)
                     : 12 + (size_t)(data[8] | data[9] << 8 | data[10] << 16);
    memmove(data, data + header, size - header);
    *out_size = size - header;
    return data;
  }
  snprintf(path, sizeof(path), "%s/expected.%d.bin", dir, index);
  return read_file(path, out_size);
}

// Appends the first few mismatches of result |index| to |failures|.
static bool compare_result(const rule_t* rule, const unsigned char* got,
                           size_t got_size, const unsigned char* want,
                           size_t want_size, text_t* failures, const char* what,
                           int index) {
  if (got_size != want_size) {
    text_appendf(failures, "%s: result[%d] has %zu bytes, IREE's %zu\n", what,
                 index, got_size, want_size);
    return false;
  }
  size_t size = type_size(rule->type);
  bool is_float = rule->type[0] == 'f' || rule->type[0] == 'b';
  if (rule->exact || !is_float) {
    if (memcmp(got, want, got_size) == 0) return true;
    for (size_t i = 0; i < got_size; i += size) {
      if (memcmp(got + i, want + i, size) != 0) {
        text_appendf(failures, "%s: result[%d] element %zu differs (%s)\n",
                     what, index, i / size, rule->type);
        break;
      }
    }
    return false;
  }
  int reported = 0;
  for (size_t i = 0; i < got_size; i += size) {
    double g = load_float(rule->type, got + i);
    double w = load_float(rule->type, want + i);
    if (isnan(g) && isnan(w)) continue;
    if (g == w) continue;
    if (fabs(g - w) <= rule->atol + rule->rtol * fabs(w)) continue;
    if (reported++ < 3) {
      text_appendf(failures,
                   "%s: result[%d] element %zu: %.9g vs IREE %.9g (rtol %g "
                   "atol %g)\n",
                   what, index, i / size, g, w, rule->rtol, rule->atol);
    }
  }
  return reported == 0;
}

//===----------------------------------------------------------------------===//
// One program
//===----------------------------------------------------------------------===//

typedef struct tally_t {
  int runs, matched, skipped;
} tally_t;

// Runs |module| with |threads| and writes each result to
// <out_dir>/<tag>.<N>.bin. Returns streamref-run's exit code.
static int run_module(const char* cwd, const char* module, const char* flagfile,
                      int count, const char* threads, const char* out_dir,
                      const char* tag, const char* err_path) {
  text_t command = {0};
  text_appendf(&command,
               "cd '%s' && exec '%s' '--module=%s' '--flagfile=%s' %s", cwd,
               SR_STREAMREF_RUN, module, flagfile, threads);
  for (int i = 0; i < count; ++i) {
    text_appendf(&command, " '--output=@%s/%s.%d.bin'", out_dir, tag, i);
  }
  text_appendf(&command, " >/dev/null 2>'%s'", err_path);
  int rc = run(command.data);
  free(command.data);
  return rc;
}

static void check_program(const char* name, tally_t* tally, text_t* failures) {
  char dir[2048], flagfile[2048], path[4096],
      out_dir[] = "/tmp/sr_di_corpus_XXXXXX";
  snprintf(dir, sizeof(dir), "%s/generated/%s", SR_TEST_CORPUS_DIR, name);
  snprintf(flagfile, sizeof(flagfile), "%s/programs/%s.run", SR_TEST_CORPUS_DIR,
           name);
  snprintf(path, sizeof(path), "%s/tolerance.txt", dir);
  rule_t rules[64];
  int count = read_rules(path, rules, 64);
  if (count < 0) return;  // not a program folder
  cr_assert(mkdtemp(out_dir));
  char err_path[4200];
  snprintf(err_path, sizeof(err_path), "%s/stderr", out_dir);
  static const char* const kModules[] = {"generated/%s/stream.mlir",
                                         "programs/%s/tensor.mlir",
                                         "programs/%s/async_resources.mlir",
                                         "programs/%s/async.mlir",
                                         "programs/%s/cmd.mlir",
                                         "programs/%s/stream.mlir"};
  for (size_t m = 0; m < sizeof(kModules) / sizeof(kModules[0]); ++m) {
    char module[4096], relative[512];
    snprintf(relative, sizeof(relative), kModules[m], name);
    if (m == 0) {
      snprintf(module, sizeof(module), "%s/%s", SR_TEST_CORPUS_DIR, relative);
    } else {
      snprintf(module, sizeof(module), "%s/corpus/%s", SR_TEST_PROGRAMS_DIR,
               relative + strlen("programs/"));
    }
    if (access(module, R_OK) != 0) continue;
    const char* threads[2] = {"--threads=1", "--threads=0"};
    const char* tags[2] = {"one", "all"};
    bool ok = true;
    for (int t = 0; t < 2 && ok; ++t) {
      ++tally->runs;
      int rc = run_module(dir, module, flagfile, count, threads[t], out_dir,
                          tags[t], err_path);
      if (rc != 0) {
        size_t size = 0;
        char* err = (char*)read_file(err_path, &size);
        if (err && strstr(err, "not supported yet")) {
          ++tally->skipped;
          fprintf(stderr, "skipped %s (%s): %s", name, relative, err);
          free(err);
          ok = false;
          break;
        }
        text_appendf(failures, "%s (%s, %s): exit %d\n%s\n", name, relative,
                     threads[t], rc, err ? err : "");
        free(err);
        ok = false;
        break;
      }
      for (int i = 0; i < count; ++i) {
        char got_path[4300];
        snprintf(got_path, sizeof(got_path), "%s/%s.%d.bin", out_dir, tags[t],
                 i);
        size_t got_size = 0, want_size = 0;
        unsigned char* got = read_file(got_path, &got_size);
        unsigned char* want = expected_data(dir, i, &want_size);
        char what[1024];
        snprintf(what, sizeof(what), "%s (%s, %s)", name, relative, threads[t]);
        if (!got || !want) {
          text_appendf(failures, "%s: result[%d] missing\n", what, i);
          ok = false;
        } else if (!compare_result(&rules[i], got, got_size, want, want_size,
                                   failures, what, i)) {
          ok = false;
        }
        free(got);
        free(want);
      }
    }
    // Same bits on one thread and on all.
    for (int i = 0; ok && i < count; ++i) {
      char a[4300], b[4300];
      snprintf(a, sizeof(a), "%s/one.%d.bin", out_dir, i);
      snprintf(b, sizeof(b), "%s/all.%d.bin", out_dir, i);
      size_t sa = 0, sb = 0;
      unsigned char* da = read_file(a, &sa);
      unsigned char* db = read_file(b, &sb);
      if (!da || !db || sa != sb || memcmp(da, db, sa) != 0) {
        text_appendf(failures,
                     "%s (%s): result[%d] differs between --threads=1 and "
                     "all threads\n",
                     name, relative, i);
        ok = false;
      }
      free(da);
      free(db);
    }
    if (ok) tally->matched += 2;
  }
  char cleanup[4200];
  snprintf(cleanup, sizeof(cleanup), "rm -rf '%s'", out_dir);
  run(cleanup);
}

static int compare_names(const void* a, const void* b) {
  return strcmp(*(const char* const*)a, *(const char* const*)b);
}

Test(dispatch_interp_corpus, every_program_matches_iree, .timeout = 1200) {
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s/generated", SR_TEST_CORPUS_DIR);
  DIR* d = opendir(dir);
  cr_assert(d, "cannot open %s", dir);
  char* names[256];
  size_t count = 0;
  for (struct dirent* e; (e = readdir(d)) && count < 256;) {
    if (e->d_name[0] == '.' || strchr(e->d_name, '.')) continue;
    names[count++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, count, sizeof(names[0]), compare_names);
  tally_t tally = {0, 0, 0};
  text_t failures = {0};
  for (size_t i = 0; i < count; ++i) {
    check_program(names[i], &tally, &failures);
    free(names[i]);
  }
  fprintf(stderr,
          "dispatch interpreter corpus: %d runs, %d matched IREE, %d skipped "
          "(runtime features not supported yet)\n",
          tally.runs, tally.matched, tally.skipped);
  if (failures.size) {
    fprintf(stderr, "%s", failures.data);
    free(failures.data);
    cr_assert_fail("corpus programs differ from IREE (see above)");
  }
  cr_assert(count >= 35, "expected the 35 corpus programs, found %zu", count);
  cr_assert(tally.matched + tally.skipped >= 6 * 2 * 33);
}

// True when |got| is |want| with every number within |rtol| of IREE's
// (relative to the larger of |want| and 1): the text between numbers is
// identical. rtol 0: exactly the same text.
static bool text_near(const char* got, const char* want, double rtol) {
  if (rtol == 0) return strcmp(got, want) == 0;
  while (*got && *want) {
    bool number =
        (*want >= '0' && *want <= '9') ||
        ((*want == '-' || *want == '.') && want[1] >= '0' && want[1] <= '9');
    if (number) {
      char *g_end, *w_end;
      double g = strtod(got, &g_end), w = strtod(want, &w_end);
      if (g_end == got || fabs(g - w) > rtol * fmax(fabs(w), 1.0)) {
        return false;
      }
      got = g_end;
      want = w_end;
    } else if (*got++ != *want++) {
      return false;
    }
  }
  return *got == *want;
}

// The iree_linalg_ext programs of tests/dispatch_interp/testdata (IREE's
// Stream output in generic form; see regenerate.sh there): streamref-run
// prints what iree-run-module printed, on one thread and on all: exactly
// for the ops that move or compare data; attention within 1e-4 (the
// corpus's rule for transcendental programs: its sums and exp2 differ from
// IREE's by rounding, and the text holds 6 significant digits).
Test(dispatch_interp_corpus, linalg_ext_programs_match_iree) {
  static const struct {
    const char* name;
    double rtol;
  } kPrograms[] = {{"argsort", 0}, {"attention", 1e-4},
                   {"gather", 0},  {"scan_arg_compare", 0},
                   {"scatter", 0}, {"sort_dim0", 0},
                   {"topk", 0}};
  text_t failures = {0};
  for (size_t p = 0; p < sizeof(kPrograms) / sizeof(kPrograms[0]); ++p) {
    char dir[4096], want_path[4200];
    snprintf(dir, sizeof(dir), "%s/%s", SR_TEST_INTERP_DATA_DIR,
             kPrograms[p].name);
    snprintf(want_path, sizeof(want_path), "%s/expected.txt", dir);
    size_t want_size = 0;
    unsigned char* want = read_file(want_path, &want_size);
    cr_assert(want, "missing %s", want_path);
    for (int threads = 1; threads >= 0; --threads) {
      char out_path[] = "/tmp/sr_di_ext_XXXXXX";
      int fd = mkstemp(out_path);
      cr_assert(fd >= 0);
      close(fd);
      char command[12288];
      snprintf(command, sizeof(command),
               "cd '%s' && '%s' --module=stream.generic.mlir "
               "--flagfile=program.run --threads=%d > '%s' 2>&1",
               dir, SR_STREAMREF_RUN, threads, out_path);
      int rc = run(command);
      size_t got_size = 0;
      unsigned char* got = read_file(out_path, &got_size);
      unlink(out_path);
      if (rc != 0 || !got ||
          !text_near((const char*)got, (const char*)want, kPrograms[p].rtol)) {
        text_appendf(&failures, "%s (--threads=%d): exit %d\n%s\n",
                     kPrograms[p].name, threads, rc, got ? (char*)got : "");
      }
      free(got);
    }
    free(want);
  }
  if (failures.size) {
    fprintf(stderr, "%s", failures.data);
    free(failures.data);
    cr_assert_fail("linalg_ext programs differ from IREE (see above)");
  }
}
