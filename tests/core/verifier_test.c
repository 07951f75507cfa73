// Dominance in the structural verifier (core/ir/verifier.c): within a
// block by order numbers, across blocks by the region's dominator tree.
#include "core/ir/verifier.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "test_util.h"

// Verifies |text|; NULL when it verifies, else the status (caller frees).
static sr_status_t sr_verify_text(const char* text) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context, text, &status);
  cr_assert_not_null(module, "%s", status ? sr_status_message(status) : "");
  status = sr_verify(context, module);
  sr_context_destroy(context);
  return status;
}

static void sr_expect_ok(const char* text) {
  sr_status_t status = sr_verify_text(text);
  cr_assert_null(status, "%s\n%s", status ? sr_status_message(status) : "",
                 text);
}

static void sr_expect_no_dominance(const char* text, unsigned line,
                                   unsigned column) {
  sr_status_t status = sr_verify_text(text);
  cr_assert_not_null(status, "expected a dominance error:\n%s", text);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  cr_assert(strstr(sr_status_message(status), "does not dominate this use"),
            "%s", sr_status_message(status));
  cr_assert_eq(loc.line, line, "%s", sr_status_message(status));
  cr_assert_eq(loc.column, column, "%s", sr_status_message(status));
  sr_status_free(status);
}

Test(verifier, same_block_order) {
  sr_expect_ok(
      "func.func @f(%a: i32) -> i32 {\n"
      "  %0 = arith.addi %a, %a : i32\n"
      "  %1 = arith.addi %0, %a : i32\n"
      "  return %1 : i32\n"
      "}\n");
  sr_expect_no_dominance(
      "func.func @f(%a: i32) -> i32 {\n"
      "  %1 = arith.addi %0, %a : i32\n"
      "  %0 = arith.addi %a, %a : i32\n"
      "  return %1 : i32\n"
      "}\n",
      2, 8);
  // A value used by the op that defines it.
  sr_expect_no_dominance(
      "func.func @f(%a: i32) -> i32 {\n"
      "  %0 = arith.addi %0, %a : i32\n"
      "  return %0 : i32\n"
      "}\n",
      2, 8);
}

Test(verifier, nested_regions) {
  // Inside a region: values of the parent block defined before the op.
  sr_expect_ok(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  %0 = arith.addi %a, %a : i32\n"
      "  %1 = scf.if %c -> (i32) {\n"
      "    %2 = arith.addi %0, %a : i32\n"
      "    scf.yield %2 : i32\n"
      "  } else {\n"
      "    scf.yield %0 : i32\n"
      "  }\n"
      "  return %1 : i32\n"
      "}\n");
  // ... but not after it.
  sr_expect_no_dominance(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  %1 = scf.if %c -> (i32) {\n"
      "    %2 = arith.addi %0, %a : i32\n"
      "    scf.yield %2 : i32\n"
      "  } else {\n"
      "    scf.yield %a : i32\n"
      "  }\n"
      "  %0 = arith.addi %a, %a : i32\n"
      "  return %1 : i32\n"
      "}\n",
      3, 10);
}

Test(verifier, blocks) {
  // Entry dominates every block; a branch arm does not dominate the join.
  sr_expect_ok(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  %0 = arith.addi %a, %a : i32\n"
      "  cf.cond_br %c, ^bb1, ^bb2\n"
      "^bb1:\n"
      "  cf.br ^bb3(%0 : i32)\n"
      "^bb2:\n"
      "  %1 = arith.addi %0, %0 : i32\n"
      "  cf.br ^bb3(%1 : i32)\n"
      "^bb3(%2: i32):\n"
      "  %3 = arith.addi %2, %0 : i32\n"
      "  return %3 : i32\n"
      "}\n");
  sr_expect_no_dominance(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  cf.cond_br %c, ^bb1, ^bb2\n"
      "^bb1:\n"
      "  %1 = arith.addi %a, %a : i32\n"
      "  cf.br ^bb3\n"
      "^bb2:\n"
      "  cf.br ^bb3\n"
      "^bb3:\n"
      "  %3 = arith.addi %1, %a : i32\n"
      "  return %3 : i32\n"
      "}\n",
      9, 8);
  // A loop: the header dominates the body and the exit, the body does not
  // dominate the exit.
  sr_expect_ok(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  cf.br ^bb1\n"
      "^bb1:\n"
      "  %h = arith.addi %a, %a : i32\n"
      "  cf.cond_br %c, ^bb2, ^bb3\n"
      "^bb2:\n"
      "  %b = arith.addi %h, %a : i32\n"
      "  cf.br ^bb1\n"
      "^bb3:\n"
      "  return %h : i32\n"
      "}\n");
  sr_expect_no_dominance(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  cf.br ^bb1\n"
      "^bb1:\n"
      "  cf.cond_br %c, ^bb2, ^bb3\n"
      "^bb2:\n"
      "  %b = arith.addi %a, %a : i32\n"
      "  cf.br ^bb1\n"
      "^bb3:\n"
      "  return %b : i32\n"
      "}\n",
      9, 3);
  // Uses in a block the entry cannot reach are not checked (MLIR's rule).
  sr_expect_ok(
      "func.func @f(%c: i1, %a: i32) -> i32 {\n"
      "  cf.br ^bb2\n"
      "^bb1:\n"
      "  %u = arith.addi %x, %a : i32\n"
      "  return %u : i32\n"
      "^bb2:\n"
      "  %x = arith.addi %a, %a : i32\n"
      "  return %x : i32\n"
      "}\n");
}

// Long blocks and long chains of blocks (linear work; the old walk from
// each definition to its use was quadratic): every use far from its
// definition still verifies, and a late definition is still caught.
Test(verifier, large) {
  enum { kOps = 20000, kBlocks = 3000 };
  size_t capacity = 64 * (size_t)(kOps + kBlocks) + 256;
  char* text = malloc(capacity);
  size_t n = (size_t)snprintf(text, capacity,
                              "func.func @f(%%a: i32) -> i32 {\n"
                              "  %%v0 = arith.addi %%a, %%a : i32\n");
  for (int i = 1; i < kOps; ++i) {
    n += (size_t)snprintf(text + n, capacity - n,
                          "  %%v%d = arith.addi %%v%d, %%v0 : i32\n", i, i - 1);
  }
  for (int b = 0; b < kBlocks; ++b) {
    n += (size_t)snprintf(text + n, capacity - n, "  cf.br ^bb%d\n^bb%d:\n",
                          b + 1, b + 1);
  }
  size_t tail = n;
  n += (size_t)snprintf(text + n, capacity - n, "  return %%v0 : i32\n}\n");
  sr_expect_ok(text);
  snprintf(text + tail, capacity - tail,
           "  return %%late : i32\n^bbx:\n  %%late = arith.addi %%a, %%a : "
           "i32\n  return %%late : i32\n}\n");
  sr_expect_no_dominance(text, (unsigned)(kOps + 2 * kBlocks + 2), 3);
  free(text);
}
