// Helpers for core tests: parse text and print it back.
#ifndef STREAMREF_TESTS_CORE_TEST_UTIL_H_
#define STREAMREF_TESTS_CORE_TEST_UTIL_H_

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/string_builder.h"
#include "core/ir/context.h"
#include "core/parse/parser.h"
#include "core/print/printer.h"
#include "support/counting_allocator.h"

// Parses |text|; returns NULL and stores the status on failure.
static inline sr_op_t* sr_test_parse(sr_context_t* context, const char* text,
                                     sr_status_t* out_status) {
  sr_op_t* module = NULL;
  sr_parse_options_t options = {0};
  options.allow_unregistered_dialects = true;
  *out_status = sr_parse_source(context, "test.mlir", text, strlen(text),
                                &options, &module);
  return module;
}

// Parses and prints |text| in generic (or custom) form; returns a malloc'd
// string the caller frees, or NULL with the error message copied into
// |error| (capacity 512).
static inline char* sr_test_roundtrip(const char* text, bool generic,
                                      char* error) {
  sr_counting_allocator_t counter;
  sr_counting_allocator_initialize(&counter);
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_counting_allocator(&counter), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context, text, &status);
  char* result = NULL;
  if (module) {
    sr_string_builder_t builder;
    sr_string_builder_initialize(sr_allocator_system(), &builder);
    sr_print_options_t options = {generic, false};
    cr_assert_null(sr_print_op(context, module, &options, &builder));
    result = strdup(sr_string_builder_cstr(&builder));
    sr_string_builder_deinitialize(&builder);
  } else if (error) {
    sr_status_format(status, error, 512);
  }
  sr_status_free(status);
  sr_context_destroy(context);
  cr_assert_eq(sr_counting_allocator_live(&counter), 0, "context leaked");
  return result;
}

// Asserts |text| fails to parse with an error at |line|:|column| whose
// message contains |needle|.
static inline void sr_test_expect_error(const char* text, unsigned line,
                                        unsigned column, const char* needle) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context, text, &status);
  cr_assert_null(module, "expected a parse error for: %s", text);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  char message[512];
  sr_status_format(status, message, sizeof(message));
  cr_assert_eq(loc.line, line, "line: %s", message);
  if (column) cr_assert_eq(loc.column, column, "column: %s", message);
  cr_assert(strstr(sr_status_message(status), needle), "message: %s", message);
  sr_status_free(status);
  sr_context_destroy(context);
}

#endif  // STREAMREF_TESTS_CORE_TEST_UTIL_H_
