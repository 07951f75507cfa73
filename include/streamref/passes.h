// Stream passes: IREE's phase verifiers, the statistics dump, and the
// `--verify-diagnostics` checker that streamref-opt runs over IR.
//
// Public (libstreamref_ir and libstreamref export it): streamref-opt is
// written against it alone, as any driver of the passes can be.
//
// The flow a driver follows for one input (or one `// -----` chunk):
//
//   parse --> passes in command-line order --> print
//     |          |
//     +----------+--> sr_diag_list_t --> printed, or checked against the
//                                        `expected-*` annotations
//
// Passes report what they reject as diagnostics (several per run when IREE's
// pass reports several), not as a status: a status from sr_pass_run means the
// pass itself could not run (out of memory).
//
// Not thread-safe with respect to one context (see streamref/ir.h).
#ifndef STREAMREF_PASSES_H_
#define STREAMREF_PASSES_H_

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/ir.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

// MLIR's DiagnosticSeverity.
typedef enum sr_diag_severity_e {
  SR_DIAG_ERROR = 0,
  SR_DIAG_WARNING = 1,
  SR_DIAG_NOTE = 2,
  SR_DIAG_REMARK = 3,
} sr_diag_severity_t;

// One diagnostic. Everything is owned by the list that holds it, so a
// diagnostic outlives the context whose IR produced it.
typedef struct sr_diag_t {
  sr_diag_severity_t severity;
  char* file;  // NULL for an unknown location
  uint32_t line;
  uint32_t column;
  char* message;
  char* source_line;  // the text of |line| (for the caret), or NULL
} sr_diag_t;

typedef struct sr_diag_list_t {
  sr_allocator_t allocator;
  sr_diag_t* items;
  uint32_t count;
  uint32_t capacity;
  // Errors reported, counted even when storing one ran out of memory (so
  // that a failed pass is never mistaken for a passing one).
  uint32_t error_count;
  bool out_of_memory;
} sr_diag_list_t;

SR_API void sr_diag_list_initialize(sr_allocator_t allocator,
                                    sr_diag_list_t* out_list);
SR_API void sr_diag_list_deinitialize(sr_diag_list_t* list);

// Appends a diagnostic; |file| NULL means an unknown location. Strings are
// copied; |source_line| (not NUL-terminated, |source_line_length| bytes) may
// be NULL.
SR_API void sr_diag_list_add(sr_diag_list_t* list, sr_diag_severity_t severity,
                             const char* file, uint32_t line, uint32_t column,
                             const char* source_line, size_t source_line_length,
                             const char* message);

// Appends a failed status as an error at its IR location (the parser's and
// the structural verifier's first error). Consumes |status|; OK is ignored.
// The status's quoted source line is dropped (see
// sr_diag_list_attach_source).
SR_API void sr_diag_list_add_status(sr_diag_list_t* list, sr_status_t status);

// RESOURCE_EXHAUSTED when a diagnostic could not be stored.
SR_API sr_status_t sr_diag_list_status(const sr_diag_list_t* list);

// Gives every diagnostic in |file| without a source line the text of its
// line from |text| (the whole file, |length| bytes). Drivers call this once
// per input: diagnostics carry whole-file line numbers, and only the driver
// holds the whole file when the input was split with `// -----`.
SR_API void sr_diag_list_attach_source(sr_diag_list_t* list, const char* file,
                                       const char* text, size_t length);

// Prints a diagnostic as MLIR's SourceMgr does:
//   file:line:col: error: message
//   <source line>
//          ^
// Severity words are MLIR's: error, warning, note, remark.
SR_API void sr_diag_fprint(FILE* stream, const sr_diag_t* diag);
SR_API void sr_diag_list_fprint(FILE* stream, const sr_diag_list_t* list);

SR_API const char* sr_diag_severity_name(sr_diag_severity_t severity);

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

typedef enum sr_statistics_format_e {
  SR_STATISTICS_FORMAT_PRETTY = 0,  // IREE's `output-format=pretty`
  SR_STATISTICS_FORMAT_VERBOSE,     // IREE's `verbose` (same as pretty)
  SR_STATISTICS_FORMAT_CSV,         // IREE's `csv`
} sr_statistics_format_t;

typedef struct sr_pass_options_t {
  // iree-stream-dump-statistics: where and how to write (NULL: stdout).
  sr_statistics_format_t statistics_format;
  FILE* statistics_stream;
} sr_pass_options_t;

typedef struct sr_pass_t sr_pass_t;

// The pass named |name| as IREE spells it without dashes
// ("iree-stream-verify-lowering-to-cmd"), or NULL.
SR_API const sr_pass_t* sr_pass_lookup(const char* name);
// All passes in name order.
SR_API const sr_pass_t* const* sr_pass_list(uint32_t* out_count);
SR_API const char* sr_pass_name(const sr_pass_t* pass);
SR_API const char* sr_pass_summary(const sr_pass_t* pass);

// Runs |pass| over |module| (a builtin.module). What the pass rejects is
// appended to |diags| as errors; the pass failed iff |diags| gained errors.
// A returned failure means the pass could not run at all. |options| may be
// NULL for the defaults.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_pass_run(const sr_pass_t* pass, sr_context_t* context, sr_op_t* module,
            const sr_pass_options_t* options, sr_diag_list_t* diags);

//===----------------------------------------------------------------------===//
// --verify-diagnostics
//===----------------------------------------------------------------------===//

// The `expected-{error,warning,note,remark}` annotations of one input, as
// MLIR's SourceMgrDiagnosticVerifierHandler reads them: `{{text}}` matched
// as a substring (`-re` variants as POSIX extended regexes inside `{{...}}`),
// on the same line, `@+N`/`@-N`, `@above`, `@below` or `@unknown`.
typedef struct sr_expected_diags_t sr_expected_diags_t;

// Scans |text| (|length| bytes; its first line is line |first_line| of
// |file|). Malformed annotations (a bad `-re` regex) are reported by
// sr_expected_diags_verify.
SR_API SR_MUST_USE_RESULT sr_status_t sr_expected_diags_create(
    const char* file, const char* text, size_t length, uint32_t first_line,
    sr_allocator_t allocator, sr_expected_diags_t** out_expected);
SR_API void sr_expected_diags_destroy(sr_expected_diags_t* expected);

// Number of annotations found.
SR_API uint32_t sr_expected_diags_count(const sr_expected_diags_t* expected);

// Checks |produced| against the annotations: every produced diagnostic must
// match an annotation of its kind on its line, and every annotation must be
// matched. Writes MLIR's messages for what is wrong to |report| (`unexpected
// error: ...` at the diagnostic, `expected error "..." was not produced` at
// the annotation) and returns true iff nothing is.
SR_API bool sr_expected_diags_verify(sr_expected_diags_t* expected,
                                     const sr_diag_list_t* produced,
                                     FILE* report);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_PASSES_H_
