// Helpers of the hardening suites: run a tool as a child process with an
// argument vector (no shell), capture what it prints, and judge the outcome
// of a hostile input: a clean result or a reported error, never a crash, a
// sanitizer report or a silent exit 0 with an error printed.
#ifndef STREAMREF_TESTS_HARDENING_HARDEN_UTIL_H_
#define STREAMREF_TESTS_HARDENING_HARDEN_UTIL_H_

#include <stdbool.h>
#include <stddef.h>

typedef struct hd_run_t {
  int exit_code;  // -1: killed by a signal (see |signal|) or did not start
  int signal;
  char* out;  // stdout, NUL-terminated
  char* err;  // stderr, NUL-terminated
} hd_run_t;

// Runs |argv| (NULL-terminated; argv[0] is the program path) in |cwd| (NULL:
// the current directory) with a 60-second limit.
hd_run_t hd_run(const char* cwd, const char* const* argv);
// hd_run with stdout written to |stdout_path| (e.g. /dev/full) instead of
// captured.
hd_run_t hd_run_to(const char* cwd, const char* const* argv,
                   const char* stdout_path);
void hd_run_free(hd_run_t* run);

// True when the run ended by itself, with exit code 0 or 1, and printed no
// sanitizer report; with exit code 1, stderr holds "error:".
bool hd_run_is_clean(const hd_run_t* run);
// hd_run_is_clean, exit code 1, and stderr contains |needle|.
bool hd_run_failed_with(const hd_run_t* run, const char* needle);

// A fresh temporary directory (free() the path; hd_remove_dir removes it).
char* hd_make_temp_dir(void);
void hd_remove_dir(char* dir);

// Writes |length| bytes to |dir|/|name|; returns the path (static buffer
// rotated over 8 slots, so a few paths can be held at once).
const char* hd_write_file(const char* dir, const char* name, const void* data,
                          size_t length);
// |dir|/|name| (same rotating buffers).
const char* hd_path(const char* dir, const char* name);

// A .npy file: version |major| (1, 2 or 3) and |header| (the dict text,
// padded with spaces and '\n' as numpy does unless |raw_length| is set,
// which then is the header length written, whatever follows), then |data|.
size_t hd_make_npy(unsigned char* out, size_t capacity, int major,
                   const char* header, long long raw_length, const void* data,
                   size_t data_length);

#endif  // STREAMREF_TESTS_HARDENING_HARDEN_UTIL_H_
