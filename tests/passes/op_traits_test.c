// The trait table and the walkers.

#include "core/passes/op_traits.h"

#include <criterion/criterion.h>
#include <string.h>

#include "core/dialects/registry.h"
#include "core/ir/op_registry.h"
#include "core/passes/walk.h"
#include "pass_test_util.h"

Test(op_traits, table_is_sorted_for_binary_search) {
  uint32_t count = 0;
  const sr_pass_op_traits_t* table = sr_pass_op_traits_table(&count);
  cr_assert_gt(count, 100);
  for (uint32_t i = 1; i < count; ++i) {
    cr_assert_lt(strcmp(table[i - 1].name, table[i].name), 0, "%s >= %s",
                 table[i - 1].name, table[i].name);
  }
}

// Every Stream op in the table is one the registry knows (a misspelled name
// would silently never match).
Test(op_traits, stream_names_are_registered_ops) {
  uint32_t count = 0;
  const sr_pass_op_traits_t* table = sr_pass_op_traits_table(&count);
  for (uint32_t i = 0; i < count; ++i) {
    if (strncmp(table[i].name, "stream.", 7)) continue;
    cr_assert_not_null(
        sr_op_registry_lookup(sr_make_cstring_view(table[i].name)), "%s",
        table[i].name);
  }
}

// Each phase trait on the ops IREE's verifiers key on.
Test(op_traits, phases) {
  sr_op_t op;
  memset(&op, 0, sizeof(op));
  op.name = sr_make_cstring_view("stream.tensor.dispatch");
  cr_assert(sr_pass_op_has(
      &op, SR_PASS_TRAIT_TENSOR_PHASE | SR_PASS_TRAIT_STREAMABLE));
  op.name = sr_make_cstring_view("stream.async.alloca");
  cr_assert(
      sr_pass_op_has(&op, SR_PASS_TRAIT_ASYNC_PHASE | SR_PASS_TRAIT_METADATA));
  op.name = sr_make_cstring_view("stream.cmd.dispatch");
  cr_assert(sr_pass_op_has(&op, SR_PASS_TRAIT_CMD_PHASE));
  op.name = sr_make_cstring_view("stream.async.execute");
  cr_assert_not(sr_pass_op_has(&op, SR_PASS_TRAIT_STREAMABLE));
  op.name = sr_make_cstring_view("stream.timepoint.await");
  cr_assert_eq(sr_pass_op_traits(&op), SR_PASS_TRAIT_SIZE_AWARE);
  op.name = sr_make_cstring_view("stream.no_such_op");
  cr_assert_eq(sr_pass_op_traits(&op), 0);
  op.name = sr_make_cstring_view("stream");
  cr_assert_eq(sr_pass_op_traits(&op), 0);
}

typedef struct sr_walk_log_t {
  char names[16][32];
  uint32_t count;
  const char* skip;
} sr_walk_log_t;

static sr_walk_result_t sr_log_op(void* user_data, sr_op_t* op) {
  sr_walk_log_t* log = user_data;
  cr_assert_lt(log->count, 16);
  snprintf(log->names[log->count++], 32, "%.*s", (int)op->name.size,
           op->name.data);
  return log->skip && sr_op_is(op, log->skip) ? SR_WALK_SKIP : SR_WALK_ADVANCE;
}

static const char kNested[] =
    "\"t.a\"() ({\n"
    "  \"t.b\"() ({\n"
    "    \"t.c\"() : () -> ()\n"
    "  }) : () -> ()\n"
    "  \"t.d\"() : () -> ()\n"
    "}, {\n"
    "  \"t.e\"() : () -> ()\n"
    "^bb1:\n"
    "  \"t.f\"() : () -> ()\n"
    "}) : () -> ()\n"
    "\"t.g\"() : () -> ()\n";

Test(walk, preorder_with_skip) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f, kNested);
  sr_walk_log_t log = {.count = 0, .skip = "t.b"};
  cr_assert(sr_walk_preorder(f.module, sr_log_op, &log));
  const char* expected[] = {
      "builtin.module", "t.a", "t.b", "t.d", "t.e", "t.f", "t.g"};
  cr_assert_eq(log.count, 7);
  for (uint32_t i = 0; i < 7; ++i) cr_assert_str_eq(log.names[i], expected[i]);
  sr_fixture_destroy(&f);
}

Test(walk, postorder) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f, kNested);
  sr_walk_log_t log = {.count = 0, .skip = NULL};
  cr_assert(sr_walk_postorder(f.module, sr_log_op, &log));
  const char* expected[] = {"t.c", "t.b", "t.d", "t.e",
                            "t.f", "t.a", "t.g", "builtin.module"};
  cr_assert_eq(log.count, 8);
  for (uint32_t i = 0; i < 8; ++i) cr_assert_str_eq(log.names[i], expected[i]);
  sr_fixture_destroy(&f);
}
