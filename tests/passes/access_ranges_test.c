// --iree-stream-verify-async-access-ranges, access range enumeration and
// resource sizes. Expected messages are iree-opt 3.13.0's.

#include "core/passes/access_ranges.h"

#include <criterion/criterion.h>

#include "pass_test_util.h"

static const char kPass[] = "iree-stream-verify-async-access-ranges";

Test(access_ranges, in_range_and_dynamic_sizes_pass) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(
      &f,
      "util.func public @a(%source: !stream.resource<*>, %target: "
      "!stream.resource<*>) -> !stream.resource<*> {\n"
      "  %source_size = arith.constant 256 : index\n"
      "  %target_size = arith.constant 256 : index\n"
      "  %c128 = arith.constant 128 : index\n"
      "  %c256 = arith.constant 256 : index\n"
      "  %0 = stream.async.copy %source[%c128 to %c256], %target[%c128 to "
      "%c256], %c128 : !stream.resource<*>{%source_size} -> %target as "
      "!stream.resource<*>{%target_size}\n"
      "  util.return %0 : !stream.resource<*>\n"
      "}\n"
      "util.func public @b(%source: !stream.resource<*>, %source_size: "
      "index, %target: !stream.resource<*>, %target_size: index) -> "
      "!stream.resource<*> {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c128 = arith.constant 128 : index\n"
      "  %0 = stream.async.copy %source[%c0 to %c128], %target[%c0 to "
      "%c128], %c128 : !stream.resource<*>{%source_size} -> %target as "
      "!stream.resource<*>{%target_size}\n"
      "  util.return %0 : !stream.resource<*>\n"
      "}\n",
      kPass);
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}

Test(access_ranges, every_bad_range_of_the_op_is_reported) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(
      &f,
      "util.func public @c(%source: !stream.resource<*>, %target: "
      "!stream.resource<*>) -> !stream.resource<*> {\n"
      "  %source_size = arith.constant 256 : index\n"
      "  %target_size = arith.constant 255 : index\n"
      "  %c128 = arith.constant 128 : index\n"
      "  %c256 = arith.constant 256 : index\n"
      "  %c512 = arith.constant 512 : index\n"
      "  %0 = stream.async.copy %source[%c128 to %c512], %target[%c256 to "
      "%c512], %c128 : !stream.resource<*>{%source_size} -> %target as "
      "!stream.resource<*>{%target_size}\n"
      "  util.return %0 : !stream.resource<*>\n"
      "}\n",
      kPass);
  cr_assert_eq(f.diags.count, 3);
  sr_fixture_expect(&f, 0, 7, 8,
                    "'stream.async.copy' op has invalid Read access range "
                    "[128 to 512 for 128] of resource %arg0 with size 256; "
                    "start + length != end");
  sr_fixture_expect(&f, 1, 7, 8,
                    "'stream.async.copy' op has invalid Write access range "
                    "[256 to 512 for 128] of resource %arg1 with size 255; "
                    "start + length != end");
  sr_fixture_expect(&f, 2, 7, 8,
                    "'stream.async.copy' op has invalid Write access range "
                    "[256 to 512 for 128] of resource %0 with size 255; "
                    "start + length != end");
  sr_fixture_destroy(&f);
}

Test(access_ranges, start_past_end) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "util.func public @f(%t: !stream.resource<*>) -> "
                    "!stream.resource<*> {\n"
                    "  %c8 = arith.constant 8 : index\n"
                    "  %c16 = arith.constant 16 : index\n"
                    "  %c32 = arith.constant 32 : index\n"
                    "  %0 = stream.async.slice %t[%c16 to %c8] : "
                    "!stream.resource<*>{%c32} -> !stream.resource<*>{%c8}\n"
                    "  util.return %0 : !stream.resource<*>\n"
                    "}\n",
                    kPass);
  cr_assert_eq(f.diags.count, 1);
  sr_fixture_expect(&f, 0, 5, 8,
                    "'stream.async.slice' op has invalid Read access range "
                    "[16 to 8 for 8] of resource %arg0 with size 32; start > "
                    "end");
  sr_fixture_destroy(&f);
}

static const char kDispatch[] =
    "util.func public @h(%t: !stream.resource<*>, %n: index) -> "
    "(!stream.resource<*>, !stream.resource<*>) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c4 = arith.constant 4 : index\n"
    "  %c64 = arith.constant 64 : index\n"
    "  %c128 = arith.constant 128 : index\n"
    "  %0:2 = stream.async.dispatch @ex::@d[%c4](%t[%c0 to %c128 for "
    "%c128], %n) : (!stream.resource<*>{%c64}, index) -> (%t{%c64}, "
    "!stream.resource<*>{%c64})\n"
    "  util.return %0#0, %0#1 : !stream.resource<*>, !stream.resource<*>\n"
    "}\n";

Test(access_ranges, tied_dispatch_results_share_the_operand_range) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f, kDispatch, kPass);
  cr_assert_eq(f.diags.count, 2);
  sr_fixture_expect(&f, 0, 6, 10,
                    "'stream.async.dispatch' op has invalid Read|Write access "
                    "range [0 to 128 for 128] of resource %arg0 with size 64; "
                    "length > resource size");
  sr_fixture_expect(&f, 1, 6, 10,
                    "'stream.async.dispatch' op has invalid Read|Write access "
                    "range [0 to 128 for 128] of resource %0#0 with size 64; "
                    "length > resource size");
  sr_fixture_destroy(&f);
}

typedef struct sr_collected_ranges_t {
  sr_access_range_t ranges[8];
  uint32_t count;
} sr_collected_ranges_t;

static void sr_collect_range(void* user_data, const sr_access_range_t* range) {
  sr_collected_ranges_t* collected = user_data;
  cr_assert_lt(collected->count, 8);
  collected->ranges[collected->count++] = *range;
}

Test(access_ranges, dispatch_ranges_and_sizes) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f, kDispatch);
  sr_op_t* func = f.module->regions[0].first_block->first_op;
  sr_op_t* dispatch = func->regions[0].first_block->first_op;
  while (!sr_op_is(dispatch, "stream.async.dispatch")) {
    dispatch = dispatch->next;
  }
  sr_collected_ranges_t collected = {.count = 0};
  sr_async_access_ranges(dispatch, sr_collect_range, &collected);
  // The scalar operand has no range; the untied result is written whole.
  cr_assert_eq(collected.count, 3);
  sr_value_t* arg0 = func->regions[0].first_block->arguments[0];
  cr_assert_eq(collected.ranges[0].resource, arg0);
  cr_assert_eq(collected.ranges[0].access, SR_ACCESS_READ | SR_ACCESS_WRITE);
  cr_assert_eq(collected.ranges[1].resource, &dispatch->results[0]);
  cr_assert_eq(collected.ranges[2].resource, &dispatch->results[1]);
  cr_assert_eq(collected.ranges[2].access, SR_ACCESS_WRITE);
  cr_assert_null(collected.ranges[2].start);
  int64_t value = 0;
  cr_assert(sr_match_constant_int(collected.ranges[2].length, &value));
  cr_assert_eq(value, 64);
  // The argument's size comes from its user, the result's from its producer.
  cr_assert(
      sr_match_constant_int(sr_find_resource_size(arg0, dispatch), &value));
  cr_assert_eq(value, 64);
  cr_assert(sr_match_constant_int(
      sr_find_resource_size(&dispatch->results[1], dispatch), &value));
  cr_assert_eq(value, 64);
  sr_fixture_destroy(&f);
}
