// Stream programs that load, read, gather, write and scatter parameters,
// run by streamref-run in every --parameter_mode:
//  - tests/params/programs/*.mlir: their header says how (FLAG lines), what
//    they print (X.expected, iree-run-module's output, or the OUT lines
//    where IREE cannot run them), what the parameter file holds afterwards
//    (FILE-AFTER), or where they fail (ERROR-AT: the op whose line the
//    error must point at; ERROR: the message);
//  - the corpus programs params_splat and params_mlp at every Stream phase
//    IREE dumped, on one and on all threads, against IREE's outputs;
//    params_mlp also on the splat archive iree-compile writes for it.
// Programs run in a temporary copy of tests/params/data.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "params_test_util.h"
#include "streamref/params.h"
#include "streamref/runtime.h"

static const char* const kModes[] = {"mmap", "preload", "file"};

typedef struct program_t {
  char path[4096];
  char* text;
  const char* flags[16];
  size_t flag_count;
  char* expected;    // stdout, or NULL for error programs
  int error_line;    // 1-based line of the ERROR-AT op, or 0
  char* error;       // message substring
  char* file_after;  // "key=SHAPExTYPE=VALUES" or NULL
} program_t;

// The rest of the line after |prefix| at |line|, copied.
static char* line_value(const char* line, const char* prefix) {
  size_t n = strlen(prefix);
  if (strncmp(line, prefix, n) != 0) return NULL;
  const char* end = strchr(line, '\n');
  size_t length = end ? (size_t)(end - line) - n : strlen(line) - n;
  char* value = malloc(length + 1);
  memcpy(value, line + n, length);
  value[length] = 0;
  return value;
}

static void program_load(const char* name, program_t* p) {
  memset(p, 0, sizeof(*p));
  snprintf(p->path, sizeof(p->path), "%s/%s.mlir", SR_PARAMS_PROGRAMS_DIR,
           name);
  p->text = pt_read_file(p->path, NULL);
  cr_assert(p->text, "missing %s", p->path);
  char* error_at = NULL;
  bool manual = false;
  size_t out_capacity = 4096, out_length = 0;
  char* out = calloc(1, out_capacity);
  int line_number = 0;
  for (const char* line = p->text; line && *line;) {
    ++line_number;
    char* v = NULL;
    if ((v = line_value(line, "// FLAG: "))) {
      p->flags[p->flag_count++] = v;
    } else if ((v = line_value(line, "// EXPECTED: "))) {
      manual = strcmp(v, "manual") == 0;
      free(v);
    } else if ((v = line_value(line, "// OUT: "))) {
      out_length += (size_t)snprintf(out + out_length,
                                     out_capacity - out_length, "%s\n", v);
      free(v);
    } else if ((v = line_value(line, "// ERROR-AT: "))) {
      error_at = v;
    } else if ((v = line_value(line, "// ERROR: "))) {
      p->error = v;
    } else if ((v = line_value(line, "// FILE-AFTER: "))) {
      p->file_after = v;
    } else if (error_at && !p->error_line && strncmp(line, "//", 2) != 0) {
      const char* end = strchr(line, '\n');
      size_t n = end ? (size_t)(end - line) : strlen(line);
      char* copy = strndup(line, n);
      if (strstr(copy, error_at)) p->error_line = line_number;
      free(copy);
    }
    line = strchr(line, '\n');
    if (line) ++line;
  }
  if (error_at) {
    cr_assert(p->error_line, "%s: no line with '%s'", name, error_at);
    free(error_at);
    free(out);
    return;
  }
  if (manual) {
    p->expected = out;
    return;
  }
  free(out);
  char expected_path[4096];
  snprintf(expected_path, sizeof(expected_path), "%s/%s.expected",
           SR_PARAMS_PROGRAMS_DIR, name);
  p->expected = pt_read_file(expected_path, NULL);
  cr_assert(p->expected, "missing %s", expected_path);
}

static void program_free(program_t* p) {
  for (size_t i = 0; i < p->flag_count; ++i) free((char*)p->flags[i]);
  free(p->text);
  free(p->expected);
  free(p->error);
  free(p->file_after);
}

// The bytes of |key| in the archive at |path| (malloc'd).
static void* read_key(const char* path, const char* key, size_t* out_length) {
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(sr_allocator_system(), &index));
  cr_assert_null(sr_parameter_index_add_file(
      index, "", path, SR_PARAMETER_FORMAT_IRPA, SR_PARAMETER_MODE_FILE));
  size_t i = 0;
  cr_assert_null(
      sr_parameter_index_lookup(index, NULL, 0, key, strlen(key), &i));
  size_t length = (size_t)sr_parameter_index_entry(index, i)->length;
  void* bytes = malloc(length + 1);
  cr_assert_null(sr_parameter_index_read(index, i, 0, length, bytes));
  sr_parameter_index_release(index);
  *out_length = length;
  return bytes;
}

// FILE-AFTER: the parameter's bytes in the file after the run (preload
// leaves the file as it was).
static void check_file_after(const program_t* p, const char* dir,
                             const char* mode) {
  char* eq = strchr(p->file_after, '=');
  cr_assert(eq);
  char* key = strndup(p->file_after, (size_t)(eq - p->file_after));
  char archive[4096], original[4096];
  pt_join(archive, sizeof(archive), dir, "programs.irpa");
  size_t got_length = 0, want_length = 0;
  void* got = read_key(archive, key, &got_length);
  void* want = NULL;
  sr_buffer_view_t* view = NULL;
  if (strcmp(mode, "preload") == 0) {
    want = read_key(pt_data(original, sizeof(original), "programs.irpa"), key,
                    &want_length);
  } else {
    cr_assert_null(sr_buffer_view_parse(sr_allocator_system(), eq + 1,
                                        strlen(eq + 1), &view));
    want = sr_buffer_view_data(view);
    want_length = sr_buffer_view_byte_length(view);
  }
  cr_expect_eq(got_length, want_length);
  cr_expect_arr_eq(got, want, want_length, "%s (%s): %s in the file", p->path,
                   mode, key);
  if (view) {
    sr_buffer_view_release(view);
  } else {
    free(want);
  }
  free(got);
  free(key);
}

static void run_program(const char* name) {
  program_t p;
  program_load(name, &p);
  for (size_t m = 0; m < 3; ++m) {
    for (int threads = 0; threads < 2; ++threads) {
      char* dir = pt_make_temp_dir();
      char from[4096], to[4096];
      cr_assert(pt_copy_file(pt_data(from, sizeof(from), "programs.irpa"),
                             pt_join(to, sizeof(to), dir, "programs.irpa")));
      char module[4200], mode[64];
      snprintf(module, sizeof(module), "--module=%s", p.path);
      snprintf(mode, sizeof(mode), "--parameter_mode=%s", kModes[m]);
      const char* argv[24] = {SR_STREAMREF_RUN, module, mode,
                              threads ? "--threads=2" : "--threads=1"};
      size_t n = 4;
      for (size_t f = 0; f < p.flag_count; ++f) argv[n++] = p.flags[f];
      argv[n] = NULL;
      char *out = NULL, *err = NULL;
      int rc = pt_run(argv, dir, &out, &err);
      if (p.error_line) {
        char where[4200];
        snprintf(where, sizeof(where), "%s:%d:", p.path, p.error_line);
        cr_expect_eq(rc, 1, "%s (%s): exit %d", name, kModes[m], rc);
        cr_expect(pt_contains(err, where) && pt_contains(err, p.error),
                  "%s (%s): expected %s ... %s in:\n%s", name, kModes[m], where,
                  p.error, err);
      } else {
        cr_expect_eq(rc, 0, "%s (%s): %s", name, kModes[m], err);
        cr_expect_str_eq(out, p.expected, "%s (%s) prints:\n%s%s", name,
                         kModes[m], out, err);
        if (p.file_after && rc == 0) check_file_after(&p, dir, kModes[m]);
      }
      free(out);
      free(err);
      pt_remove_dir(dir);
      free(dir);
    }
  }
  program_free(&p);
}

Test(programs, cmd_read) { run_program("cmd_read"); }
Test(programs, async_read) { run_program("async_read"); }
Test(programs, async_parameter_read) { run_program("async_parameter_read"); }
Test(programs, named) { run_program("named"); }
Test(programs, named_resource) { run_program("named_resource"); }
Test(programs, writes) { run_program("writes"); }
Test(errors, missing_key) { run_program("err_missing_key"); }
Test(errors, missing_scope) { run_program("err_missing_scope"); }
Test(errors, out_of_range) { run_program("err_out_of_range"); }
Test(errors, write_splat) { run_program("err_write_splat"); }
Test(errors, gather_overlap) { run_program("err_gather_overlap"); }
Test(errors, range_end) { run_program("err_range_end"); }
Test(errors, named_missing) { run_program("err_named_missing"); }
Test(errors, no_parameters) { run_program("err_no_parameters"); }
Test(errors, tensor_missing) { run_program("err_tensor_missing"); }
Test(errors, named_in_composite) { run_program("err_named_in_composite"); }

//===----------------------------------------------------------------------===//
// The corpus programs IREE compiled with parameters
//===----------------------------------------------------------------------===//

// Runs the corpus program |name| at every phase, in every mode, on one and
// on all threads. With |archive| (a file of tests/params/data) the program
// runs in a temporary directory where that file is its params.irpa and
// must print |expected_file| (of tests/params/data); otherwise it runs
// beside IREE's params.irpa and must print IREE's expected.txt.
static void run_corpus_on(const char* name, const char* archive,
                          const char* expected_file) {
  static const char* const kPhases[] = {"tensor", "async_resources", "async",
                                        "cmd", "stream"};
  char generated[4096], cwd[4096], flagfile[4200], expected_path[4200];
  char* temp = NULL;
  snprintf(generated, sizeof(generated), "%s/generated/%s", SR_CORPUS_DIR,
           name);
  snprintf(cwd, sizeof(cwd), "%s", generated);
  snprintf(flagfile, sizeof(flagfile), "--flagfile=%s/programs/%s.run",
           SR_CORPUS_DIR, name);
  snprintf(expected_path, sizeof(expected_path), "%s/expected.txt", cwd);
  if (archive) {
    temp = pt_make_temp_dir();
    char from[4096], to[4096];
    cr_assert(pt_copy_file(pt_data(from, sizeof(from), archive),
                           pt_join(to, sizeof(to), temp, "params.irpa")));
    snprintf(cwd, sizeof(cwd), "%s", temp);
    pt_data(expected_path, sizeof(expected_path), expected_file);
  }
  char* expected = pt_read_file(expected_path, NULL);
  cr_assert(expected, "missing %s", expected_path);
  for (size_t ph = 0; ph < 5; ++ph) {
    for (size_t m = 0; m < 3; ++m) {
      for (int threads = 0; threads < 2; ++threads) {
        char module[4200], mode[64];
        snprintf(module, sizeof(module), "--module=%s/%s.mlir", generated,
                 kPhases[ph]);
        snprintf(mode, sizeof(mode), "--parameter_mode=%s", kModes[m]);
        const char* argv[] = {SR_STREAMREF_RUN,
                              module,
                              flagfile,
                              mode,
                              threads ? "--regions=graph" : "--threads=1",
                              NULL};
        char *out = NULL, *err = NULL;
        int rc = pt_run(argv, cwd, &out, &err);
        cr_expect_eq(rc, 0, "%s/%s (%s): %s", name, kPhases[ph], kModes[m],
                     err);
        cr_expect_str_eq(out, expected, "%s/%s (%s) prints:\n%s", name,
                         kPhases[ph], kModes[m], out);
        free(out);
        free(err);
      }
    }
  }
  free(expected);
  if (temp) {
    pt_remove_dir(temp);
    free(temp);
  }
}

static void run_corpus(const char* name) { run_corpus_on(name, NULL, NULL); }

Test(corpus, params_splat) { run_corpus("params_splat"); }
Test(corpus, params_mlp) { run_corpus("params_mlp"); }
// The archive IREE's compiler writes for params_mlp's parameters
// (--iree-parameter-splat), against iree-run-module on the same file.
Test(corpus, params_mlp_on_the_compilers_splat_archive) {
  run_corpus_on("params_mlp", "iree_compiler_splat.irpa",
                "iree_compiler_splat.expected.txt");
}
