// The op schema: ids, rows and group lookups by index.

#include "core/dialects/op_schema.h"

#include <criterion/criterion.h>
#include <string.h>

#include "core/dialects/format.h"
#include "core/dialects/registry.h"
#include "core/ir/context.h"
#include "tests/core/test_util.h"

Test(op_schema, ids_are_in_name_order_and_findable) {
  for (uint32_t id = SR_OPID_UNKNOWN + 1; id < SR_OPID_COUNT; ++id) {
    const sr_op_schema_t* row = sr_op_schema((sr_op_id_t)id);
    cr_assert_not_null(row);
    if (id > SR_OPID_UNKNOWN + 1) {
      cr_assert_lt(strcmp(sr__op_schemas[id - 1].name, row->name), 0, "%s",
                   row->name);
    }
    cr_assert_eq(sr_op_schema_find(sr_make_cstring_view(row->name)), id);
  }
  cr_assert_eq(sr_op_schema_find(sr_make_cstring_view("stream.nope")),
               SR_OPID_UNKNOWN);
  cr_assert_null(sr_op_schema(SR_OPID_UNKNOWN));
  cr_assert_null(sr_op_schema(SR_OPID_COUNT));
}

Test(op_schema, every_registered_op_has_its_row) {
  uint32_t count = 0;
  const sr_op_info_t* const* all = sr_op_registry_all(&count);
  cr_assert_eq(count, SR_OPID_COUNT - 1);
  for (uint32_t i = 0; i < count; ++i) {
    cr_assert_not_null(all[i]->schema, "%s", all[i]->name);
    cr_assert_str_eq(all[i]->schema->name, all[i]->name);
  }
}

Test(op_schema, named_groups_of_a_segmented_op) {
  const char* text =
      "%t = stream.cmd.execute with(%r as %a: !stream.resource<transient>"
      "{%c64}) {\n"
      "  stream.cmd.fill %c7_i32, %a[%c0 for %c64] : i32 -> "
      "!stream.resource<transient>{%c64}\n"
      "} => !stream.timepoint\n";
  char module[1024];
  snprintf(module, sizeof(module),
           "util.func @f(%%r: !stream.resource<transient>) -> "
           "!stream.timepoint {\n%%c0 = arith.constant 0 : index\n"
           "%%c64 = arith.constant 64 : index\n"
           "%%c7_i32 = arith.constant 7 : i32\n%s"
           "util.return %%t : !stream.timepoint\n}\n",
           text);
  sr_context_t* context = NULL;
  cr_assert_eq(sr_context_create(sr_allocator_system(), &context), NULL);
  sr_status_t status = NULL;
  sr_op_t* parsed = sr_test_parse(context, module, &status);
  cr_assert_null(status, "%s", status ? sr_status_message(status) : "");
  const sr_op_t* func = parsed->regions[0].first_block->first_op;
  const sr_op_t* execute = NULL;
  for (const sr_op_t* op = func->regions[0].first_block->first_op; op;
       op = op->next) {
    if (sr_op_id(op) == SR_OPID_STREAM_CMD_EXECUTE) execute = op;
  }
  cr_assert_not_null(execute);
  uint32_t begin = 9, count = 9;
  cr_assert(sr_op_operand_group(
      execute, SR_STREAM_CMD_EXECUTE_RESOURCE_OPERANDS, &begin, &count));
  cr_assert_eq(begin, 0);
  cr_assert_eq(count, 1);
  cr_assert(sr_op_operand_group(
      execute, SR_STREAM_CMD_EXECUTE_RESOURCE_OPERAND_SIZES, &begin, &count));
  cr_assert_eq(begin, 1);
  cr_assert_eq(count, 1);
  cr_assert(sr_op_operand_group(execute, SR_STREAM_CMD_EXECUTE_AWAIT_TIMEPOINT,
                                &begin, &count));
  cr_assert_eq(begin, 2);
  cr_assert_eq(count, 0);
  cr_assert(sr_op_result_group(execute, SR_STREAM_CMD_EXECUTE_RESULT_TIMEPOINT,
                               &begin, &count));
  cr_assert_eq(begin, 0);
  cr_assert_eq(count, 1);
  // Past the last group: no such group.
  cr_assert_not(sr_op_operand_group(execute, 3, &begin, &count));
  // By name, as data-driven code asks.
  cr_assert(sr_op_group_by_name(execute, false, "resource_operand_sizes",
                                &begin, &count));
  cr_assert_eq(begin, 1);
  cr_assert_not(sr_op_group_by_name(execute, false, "nope", &begin, &count));
  // The fill inside: one group each, in ODS order.
  const sr_op_t* fill = execute->regions[0].first_block->first_op;
  cr_assert_eq(sr_op_id(fill), SR_OPID_STREAM_CMD_FILL);
  cr_assert(sr_op_operand_group(fill, SR_STREAM_CMD_FILL_TARGET_LENGTH, &begin,
                                &count));
  cr_assert_eq(begin, 3);
  cr_assert_eq(count, 1);
  cr_assert(
      sr_op_operand_group(fill, SR_STREAM_CMD_FILL_VALUE, &begin, &count));
  cr_assert_eq(begin, 4);
  sr_context_destroy(context);
}

// The compiled specs live in a static arena (core/dialects/format.c): the
// whole registry must fit with room to grow, so that a schema change that
// nears the capacity fails here first, not as "out of memory" in a user's
// parse.
Test(op_schema, registry_arena_has_a_margin) {
  uint32_t count = 0;
  cr_assert_not_null(sr_op_registry_all(&count));  // builds the registry
  size_t capacity = 0;
  size_t used = sr__registry_arena_used(&capacity);
  cr_assert_gt(used, 0);
  cr_log_info("registry uses %zu of %zu arena bytes", used, capacity);
  cr_assert_leq(used, capacity / 2, "registry uses %zu of %zu arena bytes",
                used, capacity);
}
