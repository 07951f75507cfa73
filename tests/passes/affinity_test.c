// --iree-stream-verify-affinities and the affinity queries behind it.
// Expected messages and locations are iree-opt 3.13.0's.

#include "core/passes/affinity.h"

#include <criterion/criterion.h>

#include "pass_test_util.h"

static const char kMissing[] =
    "does not have an affinity assigned; ensure that the op or some ancestor "
    "of it has a valid execution affinity assigned";

static void sr_expect_missing(const sr_pass_fixture_t* f, uint32_t line,
                              uint32_t column, const char* op_name) {
  char message[512];
  snprintf(message, sizeof(message), "'%s' op %s", op_name, kMissing);
  cr_assert_eq(f->diags.count, 1);
  sr_fixture_expect(f, 0, line, column, message);
}

Test(affinity, on_the_op_or_an_ancestor_is_enough) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(
      &f,
      "util.func public @a(%size: index) {\n"
      "  %0 = stream.async.alloca on(#hal.device.promise<@device>) : "
      "!stream.resource<transient>{%size}\n"
      "  util.return\n"
      "}\n"
      "util.func public @b(%size: index) attributes {\n"
      "  stream.affinity = #hal.device.promise<@device>\n"
      "} {\n"
      "  %0 = stream.async.alloca : !stream.resource<transient>{%size}\n"
      "  util.return\n"
      "}\n",
      "iree-stream-verify-affinities");
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}

Test(affinity, missing_is_reported_once_at_the_first_op) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(
      &f,
      "util.func public @m(%size: index) {\n"
      "  %0 = stream.async.alloca : !stream.resource<transient>{%size}\n"
      "  %1 = stream.async.alloca : !stream.resource<transient>{%size}\n"
      "  util.return\n"
      "}\n",
      "iree-stream-verify-affinities");
  sr_expect_missing(&f, 2, 8, "stream.async.alloca");
  sr_fixture_destroy(&f);
}

Test(affinity, module_default_counts) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "module attributes {stream.affinity.default = "
                    "#hal.device.affinity<@dev>} {\n"
                    "  util.global private @t : tensor<4xf32>\n"
                    "  util.func public @f(%size: index) {\n"
                    "    %0 = stream.async.alloca : "
                    "!stream.resource<transient>{%size}\n"
                    "    util.return\n"
                    "  }\n"
                    "}\n",
                    "iree-stream-verify-affinities");
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}

Test(affinity, tensor_globals_need_one_scalar_globals_do_not) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "util.global private @i : i32\n"
                    "util.global private @t : tensor<4xf32>\n",
                    "iree-stream-verify-affinities");
  sr_expect_missing(&f, 2, 1, "util.global");
  sr_fixture_destroy(&f);
}

Test(affinity, tensor_constants_need_one_index_constants_do_not) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "util.func public @f() {\n"
                    "  %c = arith.constant 1 : index\n"
                    "  %t = arith.constant dense<1.0> : tensor<4xf32>\n"
                    "  util.return\n"
                    "}\n",
                    "iree-stream-verify-affinities");
  sr_expect_missing(&f, 3, 8, "arith.constant");
  sr_fixture_destroy(&f);
}

// A transfer from an external resource runs on the consumer: its target
// affinity is the one that counts, not its source affinity.
Test(affinity, transfers_run_where_their_lifetimes_say) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "util.func public @f(%size: index, %r: "
                    "!stream.resource<external>) {\n"
                    "  %0 = stream.async.transfer %r : "
                    "!stream.resource<external>{%size} -> "
                    "to(#hal.device.promise<@dev>) "
                    "!stream.resource<transient>{%size}\n"
                    "  %1 = stream.async.transfer %r : "
                    "!stream.resource<external>{%size} "
                    "from(#hal.device.promise<@dev>) -> "
                    "!stream.resource<transient>{%size}\n"
                    "  util.return\n"
                    "}\n",
                    "iree-stream-verify-affinities");
  sr_expect_missing(&f, 3, 8, "stream.async.transfer");
  sr_fixture_destroy(&f);
}

Test(affinity, executables_are_not_visited) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "stream.executable private @ex {\n"
                    "  stream.executable.export public @d\n"
                    "  builtin.module {\n"
                    "    util.func public @d() {\n"
                    "      %t = arith.constant dense<1.0> : tensor<4xf32>\n"
                    "      util.return\n"
                    "    }\n"
                    "  }\n"
                    "}\n",
                    "iree-stream-verify-affinities");
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}

Test(affinity, queries) {
  sr_pass_fixture_t f;
  sr_fixture_parse(&f,
                   "util.func public @f(%size: index) attributes "
                   "{stream.affinity = #hal.device.optimal<[#hal.device."
                   "affinity<@a>, #hal.device.affinity<@b>]>} {\n"
                   "  %0 = stream.async.alloca : "
                   "!stream.resource<transient>{%size}\n"
                   "  util.return\n"
                   "}\n");
  sr_op_t* func = f.module->regions[0].first_block->first_op;
  sr_op_t* alloca = func->regions[0].first_block->first_op;
  cr_assert(sr_op_requires_affinity(alloca));
  cr_assert_not(sr_op_requires_affinity(func));
  cr_assert_null(sr_op_affinity_attr(alloca));
  const sr_attr_t* found = sr_op_lookup_affinity_or_default(alloca);
  cr_assert_not_null(found);
  cr_assert(sr_is_affinity_attr(found));
  cr_assert_eq(found, sr_op_attr(func, "stream.affinity"));
  sr_fixture_destroy(&f);
}
