// Helpers for the core/passes tests: parse a module, run a pass by its IREE
// name, and inspect the diagnostics; everything through a counting
// allocator so each test also proves nothing leaked.
#ifndef STREAMREF_TESTS_PASSES_PASS_TEST_UTIL_H_
#define STREAMREF_TESTS_PASSES_PASS_TEST_UTIL_H_

#include <criterion/criterion.h>
#include <string.h>

#include "core/ir/context.h"
#include "streamref/ir.h"
#include "streamref/passes.h"
#include "support/counting_allocator.h"

typedef struct sr_pass_fixture_t {
  sr_counting_allocator_t counter;
  sr_context_t* context;
  sr_op_t* module;
  sr_diag_list_t diags;
} sr_pass_fixture_t;

// Parses |text| (as "test.mlir"); asserts it parses and verifies.
static inline void sr_fixture_parse(sr_pass_fixture_t* f, const char* text) {
  sr_counting_allocator_initialize(&f->counter);
  sr_allocator_t allocator = sr_counting_allocator(&f->counter);
  cr_assert_null(sr_context_create(allocator, &f->context));
  sr_diag_list_initialize(allocator, &f->diags);
  sr_ir_parse_options_t options = {true, 1, false};
  sr_status_t status = sr_ir_parse(f->context, "test.mlir", text, strlen(text),
                                   &options, &f->module);
  if (status) {
    char message[1024];
    sr_status_format(status, message, sizeof(message));
    sr_status_free(status);
    cr_assert_fail("parse failed: %s", message);
  }
}

// Runs |pass_name| over the parsed module; asserts the pass ran.
static inline void sr_fixture_run(sr_pass_fixture_t* f, const char* pass_name) {
  const sr_pass_t* pass = sr_pass_lookup(pass_name);
  cr_assert_not_null(pass, "no pass %s", pass_name);
  cr_assert_null(sr_pass_run(pass, f->context, f->module, NULL, &f->diags));
}

// Parses |text| and runs |pass_name| over it.
static inline void sr_fixture_run_on(sr_pass_fixture_t* f, const char* text,
                                     const char* pass_name) {
  sr_fixture_parse(f, text);
  sr_fixture_run(f, pass_name);
}

// Asserts diagnostic |index| is an error at |line|:|column| whose message
// is exactly |message|.
static inline void sr_fixture_expect(const sr_pass_fixture_t* f, uint32_t index,
                                     uint32_t line, uint32_t column,
                                     const char* message) {
  cr_assert_lt(index, f->diags.count, "only %u diagnostics", f->diags.count);
  const sr_diag_t* diag = &f->diags.items[index];
  cr_assert_eq(diag->severity, SR_DIAG_ERROR);
  cr_assert_str_eq(diag->file, "test.mlir");
  cr_assert_eq(diag->line, line, "line of '%s'", diag->message);
  cr_assert_eq(diag->column, column, "column of '%s'", diag->message);
  cr_assert_str_eq(diag->message, message);
}

static inline void sr_fixture_destroy(sr_pass_fixture_t* f) {
  sr_diag_list_deinitialize(&f->diags);
  sr_context_destroy(f->context);
  cr_assert_eq(sr_counting_allocator_live(&f->counter), 0, "leaked");
}

#endif  // STREAMREF_TESTS_PASSES_PASS_TEST_UTIL_H_
