// Helpers of the tools suites: traces and JSON lines read with jansson,
// temporary folders, running a tool in a folder.
#ifndef STREAMREF_TESTS_TOOLS_JSON_TEST_UTIL_H_
#define STREAMREF_TESTS_TOOLS_JSON_TEST_UTIL_H_

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

// The events of a Chrome trace file (a new reference; NULL when it does
// not parse: the reason goes to stderr).
json_t* tt_load_trace(const char* path);

// The "traceEvents" entries with phase |ph| (and |category| unless NULL),
// in file order, as a new array.
json_t* tt_events(json_t* trace, const char* ph, const char* category);

// Fields of an event (0 / NULL when missing).
const char* tt_str(json_t* event, const char* key);
double tt_num(json_t* event, const char* key);
const char* tt_arg_str(json_t* event, const char* key);
double tt_arg_num(json_t* event, const char* key);
// A string id ("0x1f") or a number.
unsigned long long tt_id(json_t* event);

// The thread named |name| in the trace's metadata, or -1.
int tt_tid_named(json_t* trace, const char* name);
// The name the metadata gives thread |tid|, or NULL.
const char* tt_thread_name(json_t* trace, int tid);
// How many threads the metadata names with |prefix|.
int tt_threads_with_prefix(json_t* trace, const char* prefix);

// mkdtemp under /tmp (free with tt_remove_dir).
char* tt_make_dir(const char* stem);
void tt_remove_dir(char* dir);

// Runs |command| through the shell in |cwd|; stdout and stderr to
// |out_text| (malloc'd) when not NULL. Returns the exit code.
int tt_sh(const char* cwd, const char* command, char** out_text);

#endif  // STREAMREF_TESTS_TOOLS_JSON_TEST_UTIL_H_
