// Running out of memory is an event, not a state: once an operation failed
// because an allocation did, the next one, with memory back, succeeds and
// reports nothing about the old failure. Issue 20, fault injection: an IR
// context that ran out of memory during one parse used to say "out of
// memory" for every later parse into it, however it went.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"
#include "support/fault_allocator.h"

static const char kModule[] =
    "func.func @f(%arg0: tensor<4xf32>, %arg1: i32) -> tensor<4xf32> {\n"
    "  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>\n"
    "  %0 = arith.addf %arg0, %c : tensor<4xf32>\n"
    "  %1 = arith.addi %arg1, %arg1 : i32\n"
    "  return %0 : tensor<4xf32>\n"
    "}\n";

static const char kOther[] =
    "util.func public @g(%arg0: index) -> index {\n"
    "  %c7 = arith.constant 7 : index\n"
    "  %0 = arith.muli %arg0, %c7 : index\n"
    "  util.return %0 : index\n"
    "}\n";

static const char kBad[] = "func.func @h() {\n  %0 = arith.constant\n}\n";

// The printed |module| (generic form), in |out|.
static void print_module(sr_context_t* context, const sr_op_t* module,
                         char** out) {
  size_t length = 0;
  sr_ir_print_options_t options = {true, false};
  sr_status_t status = sr_ir_print_to_string(
      context, module, &options, sr_allocator_system(), out, &length);
  cr_assert_null(status, "%s", status ? sr_status_message(status) : "");
}

// For every N that makes the first parse fail for memory, the same context
// then parses (and verifies) another module and the first one again, with
// the clean prints; a syntax error is reported as itself.
Test(oom_recovery, context_parses_again_after_running_out) {
  // The clean prints and the allocation count of a parse of kModule.
  sr_fault_allocator_t fault;
  sr_fault_allocator_initialize(&fault);
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_fault_allocator(&fault), &context));
  long base = atomic_load(&fault.count);
  sr_op_t* module = NULL;
  cr_assert_null(
      sr_ir_parse(context, "a.mlir", kModule, strlen(kModule), NULL, &module));
  long count = atomic_load(&fault.count) - base;
  char* expected = NULL;
  print_module(context, module, &expected);
  cr_assert_null(
      sr_ir_parse(context, "b.mlir", kOther, strlen(kOther), NULL, &module));
  char* expected_other = NULL;
  print_module(context, module, &expected_other);
  sr_context_destroy(context);
  cr_assert_gt(count, 0);

  int exhausted = 0;
  for (long n = 1; n <= count; ++n) {
    sr_fault_allocator_initialize(&fault);
    context = NULL;
    cr_assert_null(sr_context_create(sr_fault_allocator(&fault), &context));
    fault.fail_at = atomic_load(&fault.count) + n;
    sr_status_t status =
        sr_ir_parse(context, "a.mlir", kModule, strlen(kModule), NULL, &module);
    fault.fail_at = 0;
    if (!status) {  // the failure was absorbed (a cache, a retry)
      sr_context_destroy(context);
      continue;
    }
    cr_expect_eq(sr_status_code(status), SR_STATUS_RESOURCE_EXHAUSTED,
                 "N=%ld: %s", n, sr_status_message(status));
    sr_status_free(status);
    ++exhausted;
    // Memory is back: both modules parse in the context that ran out.
    status =
        sr_ir_parse(context, "b.mlir", kOther, strlen(kOther), NULL, &module);
    cr_assert_null(status, "N=%ld: the next parse failed: %s", n,
                   sr_status_message(status));
    char* printed = NULL;
    print_module(context, module, &printed);
    cr_expect_str_eq(printed, expected_other, "N=%ld", n);
    free(printed);
    status =
        sr_ir_parse(context, "a.mlir", kModule, strlen(kModule), NULL, &module);
    cr_assert_null(status, "N=%ld: parsing again failed: %s", n,
                   sr_status_message(status));
    print_module(context, module, &printed);
    cr_expect_str_eq(printed, expected, "N=%ld", n);
    free(printed);
    // A syntax error is a syntax error, not "out of memory".
    status = sr_ir_parse(context, "c.mlir", kBad, strlen(kBad), NULL, &module);
    cr_assert_not_null(status, "N=%ld", n);
    cr_expect_eq(sr_status_code(status), SR_STATUS_INVALID_ARGUMENT,
                 "N=%ld: %s", n, sr_status_message(status));
    sr_status_free(status);
    sr_context_destroy(context);
    cr_expect_eq(sr_fault_allocator_live(&fault), 0, "N=%ld", n);
  }
  cr_expect_gt(exhausted, 0, "no N ran the parse out of memory");
  free(expected);
  free(expected_other);
}
