// Helpers shared by the tests/params suites: files, temporary folders,
// running the tools, and statuses as text.
#ifndef STREAMREF_TESTS_PARAMS_PARAMS_TEST_UTIL_H_
#define STREAMREF_TESTS_PARAMS_PARAMS_TEST_UTIL_H_

#include <stdbool.h>
#include <stddef.h>

#include "streamref/status.h"

// The whole file, NUL-terminated (malloc'd; NULL if it cannot be read).
char* pt_read_file(const char* path, size_t* out_length);
bool pt_write_file(const char* path, const void* data, size_t length);
bool pt_copy_file(const char* from, const char* to);

// A fresh folder under $TMPDIR (malloc'd path) and its removal.
char* pt_make_temp_dir(void);
void pt_remove_dir(const char* path);

// "dir/name" into |buffer|; returns |buffer|.
char* pt_join(char* buffer, size_t capacity, const char* dir, const char* name);
// A fixture of tests/params/data.
char* pt_data(char* buffer, size_t capacity, const char* name);

// Runs argv[0] with |argv| (NULL-terminated) in |cwd| (NULL: here) and
// returns its exit code (-1 if it could not run, 128+N on signal N).
// stdout and stderr are returned (malloc'd) when |out| / |err| are not NULL.
int pt_run(const char* const* argv, const char* cwd, char** out, char** err);

// The status as "CODE: message" (or "file:line:col: error: ..."), consumed.
// "OK" for the OK status. malloc'd.
char* pt_status_text(sr_status_t status);

// True when |haystack| contains |needle|.
bool pt_contains(const char* haystack, const char* needle);

#endif  // STREAMREF_TESTS_PARAMS_PARAMS_TEST_UTIL_H_
