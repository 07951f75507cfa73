// Public API for reading, printing and checking Stream IR text.
//
// A context owns everything parsed into it; destroy it to free the modules.
// Functions here are not thread-safe with respect to one context: use one
// context per thread (contexts are independent).
#ifndef STREAMREF_IR_H_
#define STREAMREF_IR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_context_t sr_context_t;
typedef struct sr_op_t sr_op_t;

typedef struct sr_ir_parse_options_t {
  // Accept generic ops of dialects streamref does not know.
  bool allow_unregistered_dialects;
  // Line number of the first line of the text (for split inputs); 0 = 1.
  uint32_t first_line;
  // Skip the structural verifier that normally runs after parsing (as
  // iree-opt's --verify-each=false / -mlir-very-unsafe-disable-verifier).
  bool skip_verification;
} sr_ir_parse_options_t;

typedef struct sr_ir_print_options_t {
  bool generic;     // every op in generic form
  bool debug_info;  // print `loc(...)`
} sr_ir_print_options_t;

SR_API SR_MUST_USE_RESULT sr_status_t
sr_context_create(sr_allocator_t allocator, sr_context_t** out_context);
SR_API void sr_context_destroy(sr_context_t* context);

// Parses |text| into a builtin.module owned by |context|. On failure the
// status carries `file:line:col` of the first error and its source line.
SR_API SR_MUST_USE_RESULT sr_status_t sr_ir_parse(
    sr_context_t* context, const char* name, const char* text, size_t length,
    const sr_ir_parse_options_t* options, sr_op_t** out_module);

// Runs the structural verifier (terminators, dominance, symbols, op
// invariants) over |module|. sr_ir_parse already does unless told not to.
SR_API SR_MUST_USE_RESULT sr_status_t sr_ir_verify(sr_context_t* context,
                                                   const sr_op_t* module);

// Offset of the next `// -----` split marker at the start of a line at or
// after |from|, or |length| when there is none (--split-input-file).
SR_API size_t sr_ir_find_split_marker(const char* text, size_t from,
                                      size_t length);

// Prints |module| to |stream|.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_ir_print(sr_context_t* context, const sr_op_t* module,
            const sr_ir_print_options_t* options, FILE* stream);

// Prints |module| into a NUL-terminated string allocated with |allocator|
// (free with sr_allocator_free).
SR_API SR_MUST_USE_RESULT sr_status_t sr_ir_print_to_string(
    sr_context_t* context, const sr_op_t* module,
    const sr_ir_print_options_t* options, sr_allocator_t allocator,
    char** out_text, size_t* out_length);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_IR_H_
