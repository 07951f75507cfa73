// Status objects: how every streamref function reports failure.
//
// An sr_status_t is either OK (the NULL pointer, free to make and to check)
// or a failure carrying a canonical code, a message, the C source position
// that made it and, for failures that stem from a program, the location of
// the IR op at fault (`file:line:col`) plus a copy of that source line so the
// status can be rendered after the module that produced it is gone.
//
// Codes are IREE's canonical codes (which are absl's and gRPC's), so that a
// runtime embedding streamref can pass them through unchanged.
//
// Ownership: a failed status is owned by whoever holds it and must be passed
// on (returned), or consumed with sr_status_free / sr_status_ignore. Code-only
// statuses (made when memory is short) need no storage and free is a no-op.
//
// Thread contract: statuses are plain values; a status may be created on one
// thread and consumed on another. Nothing here is shared.
#ifndef STREAMREF_STATUS_H_
#define STREAMREF_STATUS_H_

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "streamref/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define SR_MUST_USE_RESULT __attribute__((warn_unused_result))
#define SR_PRINTF_LIKE(fmt_index, args_index) \
  __attribute__((format(printf, fmt_index, args_index)))
#else
#define SR_MUST_USE_RESULT
#define SR_PRINTF_LIKE(fmt_index, args_index)
#endif

typedef enum sr_status_code_e {
  SR_STATUS_OK = 0,
  SR_STATUS_CANCELLED = 1,
  SR_STATUS_UNKNOWN = 2,
  SR_STATUS_INVALID_ARGUMENT = 3,
  SR_STATUS_DEADLINE_EXCEEDED = 4,
  SR_STATUS_NOT_FOUND = 5,
  SR_STATUS_ALREADY_EXISTS = 6,
  SR_STATUS_PERMISSION_DENIED = 7,
  SR_STATUS_RESOURCE_EXHAUSTED = 8,
  SR_STATUS_FAILED_PRECONDITION = 9,
  SR_STATUS_ABORTED = 10,
  SR_STATUS_OUT_OF_RANGE = 11,
  SR_STATUS_UNIMPLEMENTED = 12,
  SR_STATUS_INTERNAL = 13,
  SR_STATUS_UNAVAILABLE = 14,
  SR_STATUS_DATA_LOSS = 15,
  SR_STATUS_UNAUTHENTICATED = 16,
  SR_STATUS_DEFERRED = 17,
  // IREE's code for a program that needs what the runtime does not offer
  // (a HAL device that is not there: util.status.check_ok 18).
  SR_STATUS_INCOMPATIBLE = 18,
} sr_status_code_t;

// Opaque; see the file comment. NULL means OK.
typedef struct sr_status_storage_t* sr_status_t;

// Where in a program text a failure comes from. Lines and columns are
// 1-based; 0 means unknown. |length| is the number of columns to underline
// (0 or 1 draws a single caret).
typedef struct sr_ir_loc_t {
  const char* file;  // borrowed when passed in; statuses copy it
  uint32_t line;
  uint32_t column;
  uint32_t length;
} sr_ir_loc_t;

// Returns the OK status. Free.
static inline sr_status_t sr_ok_status(void) { return (sr_status_t)0; }
static inline bool sr_status_is_ok(sr_status_t status) { return !status; }

// Makes a failure with a printf-style message. |code| must not be OK.
// Use the SR_MAKE_STATUS macro, which records the C source position.
SR_API sr_status_t sr_status_make_f(const char* c_file, int c_line,
                                    sr_status_code_t code, const char* format,
                                    ...) SR_PRINTF_LIKE(4, 5);
SR_API sr_status_t sr_status_make_v(const char* c_file, int c_line,
                                    sr_status_code_t code, const char* format,
                                    va_list args);

// Makes a failure located at an IR op. |source_line| is the text of the
// offending line (not NUL-terminated, |source_line_length| bytes, may be
// NULL); it is copied, bounded to about 160 characters.
SR_API sr_status_t sr_status_make_at_f(const char* c_file, int c_line,
                                       sr_ir_loc_t loc, const char* source_line,
                                       size_t source_line_length,
                                       sr_status_code_t code,
                                       const char* format, ...)
    SR_PRINTF_LIKE(7, 8);

#define SR_MAKE_STATUS(code, ...) \
  sr_status_make_f(__FILE__, __LINE__, (code), __VA_ARGS__)
#define SR_MAKE_STATUS_AT(loc, line, line_len, code, ...)                    \
  sr_status_make_at_f(__FILE__, __LINE__, (loc), (line), (line_len), (code), \
                      __VA_ARGS__)

// Returns from the enclosing function with the status of |expr| when it
// failed. The only macro in streamref that hides a return.
#define SR_RETURN_IF_ERROR(expr)               \
  do {                                         \
    sr_status_t sr_status_tmp_ = (expr);       \
    if (sr_status_tmp_) return sr_status_tmp_; \
  } while (0)

SR_API sr_status_code_t sr_status_code(sr_status_t status);
// The message without location or code; "" for OK or code-only statuses.
// Borrowed from |status|.
SR_API const char* sr_status_message(sr_status_t status);
// The IR location, or a zeroed one when the status has none.
SR_API sr_ir_loc_t sr_status_ir_loc(sr_status_t status);
// Name of a code, e.g. "INVALID_ARGUMENT".
SR_API const char* sr_status_code_string(sr_status_code_t code);

// Adds context to a failure: "while <context>" is appended to the message.
// Consumes |status| and returns the annotated one. OK passes through.
SR_API sr_status_t sr_status_annotate_f(sr_status_t status, const char* format,
                                        ...) SR_PRINTF_LIKE(2, 3);

// Gives |status| an IR location if it has none yet (so the innermost op that
// knew where it was wins). Consumes |status|.
SR_API sr_status_t sr_status_set_ir_loc(sr_status_t status, sr_ir_loc_t loc,
                                        const char* source_line,
                                        size_t source_line_length);

// Joins two statuses: the first failure wins and the second's message is
// kept as a note. Consumes both.
SR_API sr_status_t sr_status_join(sr_status_t first, sr_status_t second);

// Copies |status| (e.g. to hand the same failure to several waiters).
SR_API sr_status_t sr_status_clone(sr_status_t status);

// Releases a failure's storage. NULL is fine.
SR_API void sr_status_free(sr_status_t status);
// Deliberately drops a status (documents that the caller meant it).
static inline void sr_status_ignore(sr_status_t status) {
  sr_status_free(status);
}

// Writes the status as a compiler-style diagnostic:
//   file:line:col: error: message
//    <source line>
//        ^~~~
// or "error: CODE: message" without a location. Adds a newline.
SR_API void sr_status_fprint(FILE* stream, sr_status_t status);

// Formats the diagnostic into |buffer| (always NUL-terminated when
// |capacity| > 0). Returns the length it needed, like snprintf.
SR_API size_t sr_status_format(sr_status_t status, char* buffer,
                               size_t capacity);

// Consumes |status| and returns its code (for tests and C API boundaries).
SR_API sr_status_code_t sr_status_consume_code(sr_status_t status);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_STATUS_H_
