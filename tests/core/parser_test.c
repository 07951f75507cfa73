#include <criterion/criterion.h>

#include "core/dialects/registry.h"
#include "core/ir/op_registry.h"
#include "test_util.h"

Test(parser, builds_ops_results_regions_and_uses) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context,
                                  "%0:2 = \"t.a\"() : () -> (i32, f32)\n"
                                  "\"t.b\"(%0#1, %0#0, %0#1) ({\n"
                                  "^bb0(%x: i32):\n"
                                  "  \"t.c\"(%x)[^bb1] : (i32) -> ()\n"
                                  "^bb1:\n"
                                  "  \"t.d\"() : () -> ()\n"
                                  "}) : (f32, i32, f32) -> ()\n",
                                  &status);
  cr_assert_null(status);
  cr_assert(sr_op_is(module, "builtin.module"));
  sr_block_t* body = module->regions[0].first_block;
  sr_op_t* a = body->first_op;
  sr_op_t* b = a->next;
  cr_assert(sr_op_is(a, "t.a"));
  cr_assert_eq(a->num_results, 2);
  cr_assert_eq(b->num_operands, 3);
  cr_assert_eq(sr_op_operand(b, 0), &a->results[1]);
  cr_assert_eq(sr_op_operand(b, 1), &a->results[0]);
  cr_assert_eq(sr_value_use_count(&a->results[1]), 2);
  cr_assert_eq(sr_value_use_count(&a->results[0]), 1);
  sr_block_t* entry = b->regions[0].first_block;
  cr_assert_eq(entry->num_arguments, 1);
  sr_op_t* c = entry->first_op;
  cr_assert_eq(c->num_successors, 1);
  cr_assert_eq(c->successors[0], entry->next);
  cr_assert_eq(b->pos.line, 2);
  cr_assert_eq(b->pos.column, 1);
  sr_context_destroy(context);
}

Test(parser, forward_references_resolve) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context,
                                  "\"t.graph\"() ({\n"
                                  "  \"t.use\"(%later) : (i32) -> ()\n"
                                  "  %later = \"t.def\"() : () -> i32\n"
                                  "}) : () -> ()\n",
                                  &status);
  cr_assert_null(status);
  sr_op_t* graph = module->regions[0].first_block->first_op;
  sr_op_t* use = graph->regions[0].first_block->first_op;
  sr_op_t* def = use->next;
  cr_assert_eq(sr_op_operand(use, 0), &def->results[0]);
  cr_assert_eq(def->results[0].first_use->owner, use);
  sr_context_destroy(context);
}

Test(parser, ops_outside_a_module_are_wrapped) {
  char error[512];
  char* printed = sr_test_roundtrip("\"t.a\"() : () -> ()", true, error);
  cr_assert_not_null(printed, "%s", error);
  cr_assert_str_eq(printed,
                   "\"builtin.module\"() ({\n  \"t.a\"() : () -> ()\n}) : () "
                   "-> ()\n\n");
  free(printed);
}

Test(parser, properties_and_inherent_attributes) {
  char error[512];
  // A registered op given its inherent attribute in the old attr-dict
  // spelling prints it as a property, as MLIR does.
  char* printed = sr_test_roundtrip(
      "%0 = \"arith.constant\"() {value = 1 : i32, other} : () -> i32", true,
      error);
  cr_assert_not_null(printed, "%s", error);
  cr_assert(strstr(printed, "\"arith.constant\"() <{value = 1 : i32}> {other}"),
            "%s", printed);
  free(printed);
}

Test(parser, located_errors) {
  sr_test_expect_error("\"t.a\"(%x) : (i32) -> ()", 1, 7,
                       "use of undeclared SSA value name '%x'");
  sr_test_expect_error("%0 = \"t.a\"() : () -> i32\n%0 = \"t.b\"() : () -> i32",
                       2, 1, "redefinition of SSA value '%0'");
  sr_test_expect_error(
      "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (f32) -> ()", 2, 7,
      "expects different type than prior uses: 'f32' vs 'i32'");
  sr_test_expect_error("%0, %1 = \"t.a\"() : () -> i32", 1, 1,
                       "operation defines 1 results but was provided 2 to "
                       "bind");
  sr_test_expect_error(
      "\"t.a\"() ({\n  \"t.b\"()[^bb9] : () -> ()\n}) : () "
      "-> ()",
      2, 11, "reference to an undefined block");
  sr_test_expect_error("\"t.a\"(%0) : () -> ()", 1, 13,
                       "expected 1 operand type but had 0");
  sr_test_expect_error("foo.bar", 1, 1, "custom op 'foo.bar' is unknown");
  sr_test_expect_error("\"t.a\"() {x = tensor<4xf32} : () -> ()", 1, 26,
                       "expected '>' in tensor type");
  sr_test_expect_error("\"t.a\"() {x = #undefined} : () -> ()", 1, 14,
                       "undefined symbol alias id 'undefined'");
  sr_test_expect_error("#a = 1\n#a = 2", 2, 1,
                       "redefinition of attribute alias id 'a'");
  sr_test_expect_error("\"t.a\"() {x = 300 : i8} : () -> ()", 1, 14,
                       "integer constant out of range for attribute");
  sr_test_expect_error("\"t.a\"() {x = 5 : f32} : () -> ()", 1, 14,
                       "unexpected decimal integer literal for a floating "
                       "point value");
  sr_test_expect_error(
      "\"t.a\"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()", 1, 30,
      "inferred shape of elements literal does not match type");
  sr_test_expect_error("\"t.a\"() {a = 1, a = 2} : () -> ()", 1, 1,
                       "occurs more than once");
}

Test(parser, split_chunk_errors_quote_the_file_line) {
  // A `// -----` chunk starting at file line 5: the error is at file line 6
  // and quotes that line of the chunk (not line 6 of the chunk).
  const char* text = "\"t.a\"() : () -> ()\n\"t.b\"(%x) : (i32) -> ()\n";
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_parse_options_t options = {0};
  options.allow_unregistered_dialects = true;
  options.first_line = 5;
  sr_op_t* module = NULL;
  sr_status_t status = sr_parse_source(context, "split.mlir", text,
                                       strlen(text), &options, &module);
  cr_assert_not_null(status);
  char formatted[512];
  sr_status_format(status, formatted, sizeof(formatted));
  cr_assert(strstr(formatted, "split.mlir:6:7:"), "%s", formatted);
  cr_assert(strstr(formatted, "\"t.b\"(%x) : (i32) -> ()\n      ^"), "%s",
            formatted);
  sr_status_free(status);
  sr_context_destroy(context);
}

Test(parser, deep_nesting_is_an_error_not_a_crash) {
  size_t depth = 5000;
  char* text = malloc(depth * 2 + 64);
  size_t n = 0;
  n += (size_t)sprintf(text, "\"t.a\"() {x = ");
  for (size_t i = 0; i < depth; ++i) text[n++] = '[';
  for (size_t i = 0; i < depth; ++i) text[n++] = ']';
  sprintf(text + n, "} : () -> ()");
  sr_test_expect_error(text, 1, 0, "nesting deeper than");
  free(text);
}

Test(parser, registry_is_sorted_and_findable) {
  uint32_t count = 0;
  const sr_op_info_t* const* all = sr_op_registry_all(&count);
  cr_assert_gt(count, 50);
  for (uint32_t i = 1; i < count; ++i) {
    cr_assert_lt(strcmp(all[i - 1]->name, all[i]->name), 0, "%s / %s",
                 all[i - 1]->name, all[i]->name);
  }
  for (uint32_t i = 0; i < count; ++i) {
    cr_assert_eq(sr_op_registry_lookup(sr_make_cstring_view(all[i]->name)),
                 all[i]);
  }
  cr_assert_null(sr_op_registry_lookup(sr_make_cstring_view("arith.nope")));
}

Test(parser, out_of_memory_is_a_status) {
  // Fail the N-th allocation for a range of N: every failure must come back
  // as RESOURCE_EXHAUSTED (or parse fine), never crash or leak.
  const char* text =
      "%0 = \"t.a\"() {d = dense<[1, 2, 3]> : tensor<3xi32>} : () -> i32\n"
      "\"t.b\"(%0) ({\n^bb0(%x: i32):\n  \"t.c\"() : () -> ()\n}) : (i32) -> "
      "()\n";
  for (long fail_after = 0; fail_after < 40; ++fail_after) {
    sr_counting_allocator_t counter;
    sr_counting_allocator_initialize(&counter);
    counter.fail_after = fail_after;
    sr_context_t* context = NULL;
    sr_status_t status =
        sr_context_create(sr_counting_allocator(&counter), &context);
    if (!status) {
      sr_test_parse(context, text, &status);
      sr_context_destroy(context);
    }
    if (status) {
      cr_assert_eq(sr_status_code(status), SR_STATUS_RESOURCE_EXHAUSTED,
                   "fail_after=%ld: %s", fail_after, sr_status_message(status));
      sr_status_free(status);
    }
    cr_assert_eq(sr_counting_allocator_live(&counter), 0, "fail_after=%ld",
                 fail_after);
  }
}

Test(parser, every_op_spec_compiles) {
  cr_assert_str_eq(sr_op_registry_errors(), "");
}

// F4 (issue 20): custom formats parse fixed types from text in nested
// parses, each adding a source; the eighth moved the context's source table
// while the outer parser held a pointer into it, and the next error read
// freed memory (heap-use-after-free under ASan; here, a wrong line).
Test(parser, nested_parses_keep_the_error_source) {
  char text[4096];
  size_t n = (size_t)snprintf(text, sizeof(text),
                              "func.func @f(%%a: tensor<4x4xf32>, %%b: "
                              "tensor<4x4xf32>, %%c: tensor<4x4xf32>) {\n");
  for (int i = 0; i < 7; ++i) {
    n += (size_t)snprintf(text + n, sizeof(text) - n,
                          "  %%r%d = linalg.matmul ins(%%a, %%b : "
                          "tensor<4x4xf32>, tensor<4x4xf32>) outs(%%c : "
                          "tensor<4x4xf32>) -> tensor<4x4xf32>\n",
                          i);
  }
  snprintf(text + n, sizeof(text) - n,
           "  %%bad = arith.addf %%a, : tensor<4x4xf32>\n  return\n}\n");
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  cr_assert_null(sr_test_parse(context, text, &status));
  char message[1024];
  sr_status_format(status, message, sizeof(message));
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  cr_expect_eq(loc.line, 9, "%s", message);
  cr_expect_eq(loc.column, 24, "%s", message);
  cr_expect(strstr(message, "%bad = arith.addf %a, : tensor<4x4xf32>"), "%s",
            message);
  sr_status_free(status);
  sr_context_destroy(context);
}
