// Helpers of the runtime suites: listing test programs, running them
// through streamref-run (a child process) and through the C API, and
// rendering results the way streamref-run / iree-run-module print them.
#ifndef STREAMREF_TESTS_CPU_BACKEND_RUNTIME_TEST_UTIL_H_
#define STREAMREF_TESTS_CPU_BACKEND_RUNTIME_TEST_UTIL_H_

#include <stdbool.h>
#include <stddef.h>

#include "streamref/runtime.h"

// A growable text buffer (test code: aborts on out-of-memory).
typedef struct rt_text_t {
  char* data;
  size_t size;
  size_t capacity;
} rt_text_t;

void rt_text_append(rt_text_t* text, const char* data, size_t size);
void rt_text_appendf(rt_text_t* text, const char* format, ...)
    __attribute__((format(printf, 2, 3)));
void rt_text_free(rt_text_t* text);
const char* rt_text_cstr(rt_text_t* text);

// The whole file, NUL-terminated (NULL if it cannot be read).
char* rt_read_file(const char* path);

// Sorted base paths ("<dir>/<name>", without extension) of the
// `*.generic.mlir` programs in |dir|. Free with rt_free_list.
char** rt_list_programs(const char* dir, size_t* out_count);
void rt_free_list(char** list, size_t count);

// Runs streamref-run in |cwd| with the flags of |flagfile| (may be NULL)
// plus |extra| (a shell-quoted string, may be ""), capturing stdout and
// stderr. Returns the exit code (-1 when it could not run).
int rt_run_cli(const char* module, const char* flagfile, const char* extra,
               const char* cwd, rt_text_t* out_stdout, rt_text_t* out_stderr);

// Runs a program through the C API: flags from |flagfile| (--function,
// inline --input values, --dispatch-mode), |threads| workers (0: all).
// Appends what streamref-run would print to |out| and returns OK, or the
// failure. Sets *out_skipped when the flags need the CLI (files, outputs).
sr_status_t rt_run_api(const char* module, const char* flagfile, int threads,
                       rt_text_t* out, bool* out_skipped);

// rt_run_api with the instance options |base_options| (its dispatch mode
// comes from the flags) and the function invoked |repeat| times on one
// module: every run must print what the first printed (else an error
// naming the run); the first run's text is appended to |out|.
sr_status_t rt_run_api_repeated(const char* module, const char* flagfile,
                                const sr_instance_options_t* base_options,
                                int repeat, rt_text_t* out, bool* out_skipped);

// Appends `result[i]: ...` the way streamref-run prints results.
void rt_format_results(const sr_variant_t* results, size_t count,
                       rt_text_t* out);

// The directory of |path| (static buffer).
const char* rt_dirname(const char* path);

#endif  // STREAMREF_TESTS_CPU_BACKEND_RUNTIME_TEST_UTIL_H_
