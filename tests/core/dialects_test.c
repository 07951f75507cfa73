// Custom syntax of the dialects around Stream (util, hal, flow, tensor,
// linalg, iree_tensor_ext, math, affine, check, iree_encoding, complex)
// against the real iree-opt: testdata/dialects/NAME.mlir are inputs written
// by us, NAME.expected and NAME.generic.expected what iree-opt 3.13.0
// prints for them (testdata/regenerate.sh).
#include <criterion/criterion.h>
#include <stdio.h>

#include "core/dialects/registry.h"
#include "core/ir/op_registry.h"
#include "core/ir/verifier.h"
#include "test_util.h"

static char* sr_read_dialect_testdata(const char* name, const char* suffix) {
  char path[512];
  snprintf(path, sizeof(path), "%s/dialects/%s%s", SR_TEST_DATA_DIR, name,
           suffix);
  FILE* f = fopen(path, "rb");
  cr_assert_not_null(f, "missing %s", path);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* text = malloc((size_t)n + 1);
  cr_assert_eq(fread(text, 1, (size_t)n, f), (size_t)n);
  text[n] = 0;
  fclose(f);
  return text;
}

static char* sr_print_or_fail(const char* what, const char* text,
                              bool generic) {
  char error[512] = {0};
  char* printed = sr_test_roundtrip(text, generic, error);
  cr_assert_not_null(printed, "%s: %s", what, error);
  return printed;
}

// The input prints as iree-opt prints it in both forms; iree-opt's own
// prints read back to the same bytes; the custom print converts to the
// generic one.
static void sr_expect_matches_iree_opt(const char* name) {
  char* input = sr_read_dialect_testdata(name, ".mlir");
  char* expected = sr_read_dialect_testdata(name, ".expected");
  char* expected_generic = sr_read_dialect_testdata(name, ".generic.expected");

  char* printed = sr_print_or_fail(name, input, false);
  cr_assert_str_eq(printed, expected, "%s: custom form differs", name);
  char* generic = sr_print_or_fail(name, input, true);
  cr_assert_str_eq(generic, expected_generic, "%s: generic form differs", name);

  char* again = sr_print_or_fail(name, expected, false);
  cr_assert_str_eq(again, expected, "%s: custom form is not stable", name);
  char* again_generic = sr_print_or_fail(name, expected_generic, true);
  cr_assert_str_eq(again_generic, expected_generic,
                   "%s: generic form is not stable", name);
  char* converted = sr_print_or_fail(name, expected, true);
  cr_assert_str_eq(converted, expected_generic,
                   "%s: custom form does not convert to the generic one", name);

  free(converted);
  free(again_generic);
  free(again);
  free(generic);
  free(printed);
  free(expected_generic);
  free(expected);
  free(input);
}

Test(dialects, util_matches_iree_opt) { sr_expect_matches_iree_opt("util"); }
Test(dialects, hal_matches_iree_opt) { sr_expect_matches_iree_opt("hal"); }
Test(dialects, stream_results_matches_iree_opt) {
  sr_expect_matches_iree_opt("stream_results");
}
Test(dialects, hal_host_matches_iree_opt) {
  sr_expect_matches_iree_opt("hal_host");
}
Test(dialects, flow_matches_iree_opt) { sr_expect_matches_iree_opt("flow"); }
Test(dialects, tensor_matches_iree_opt) {
  sr_expect_matches_iree_opt("tensor");
}
Test(dialects, linalg_matches_iree_opt) {
  // Named ops rebuild MLIR's region bodies and memoized indexing maps, so
  // their generic form matches too.
  sr_expect_matches_iree_opt("linalg");
}
Test(dialects, iree_tensor_ext_matches_iree_opt) {
  sr_expect_matches_iree_opt("iree_tensor_ext");
}
Test(dialects, math_matches_iree_opt) { sr_expect_matches_iree_opt("math"); }
Test(dialects, affine_matches_iree_opt) {
  sr_expect_matches_iree_opt("affine");
}
Test(dialects, iree_linalg_ext_matches_iree_opt) {
  // Every op the dispatch interpreter runs plus fft, im2col and winograd.*.
  sr_expect_matches_iree_opt("iree_linalg_ext");
}
Test(dialects, iree_linalg_ext_stream_program_matches_iree_opt) {
  // iree-compile --compile-to=stream output whose executables hold topk,
  // sort, scan, scatter, gather, arg_compare and attention in custom form
  // (tools/corpus/compile_linalg_ext_stream.sh).
  sr_expect_matches_iree_opt("iree_linalg_ext_stream");
}
Test(dialects, check_encoding_complex_match_iree_opt) {
  sr_expect_matches_iree_opt("misc");
}

Test(dialects, every_spec_compiles) {
  cr_assert_str_eq(sr_op_registry_errors(), "");
}

// Errors on the line and column iree-opt reports, with its message.
Test(dialects, iree_linalg_ext_located_errors) {
  sr_test_expect_error(
      "func.func @f(%q: tensor<4x8xf32>, %s: f32) -> tensor<4x8xf32> {\n"
      "  %0 = iree_linalg_ext.attention <indexing_maps = [], indexing_maps = "
      "[]> ins(%q, %q, %q, %s : tensor<4x8xf32>, tensor<4x8xf32>, "
      "tensor<4x8xf32>, f32) outs(%q : tensor<4x8xf32>) {\n"
      "  ^bb0(%x: f32):\n"
      "    iree_linalg_ext.yield %x : f32\n"
      "  } -> tensor<4x8xf32>\n"
      "  return %0 : tensor<4x8xf32>\n"
      "}",
      2, 55,
      "duplicate or unknown property in properties dictionary: "
      "indexing_maps");
  sr_test_expect_error(
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = iree_linalg_ext.sort dimension(0) ins(%a : tensor<4xf32>) {\n"
      "  ^bb0(%x: f32, %y: f32):\n"
      "    %c = arith.cmpf olt, %x, %y : f32\n"
      "    iree_linalg_ext.yield %c : i1\n"
      "  } -> tensor<4xf32>\n"
      "  return %0 : tensor<4xf32>\n"
      "}",
      2, 66, "expected 'outs'");
  sr_test_expect_error(
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = iree_linalg_ext.sort dimension 0 outs(%a : tensor<4xf32>) {\n"
      "  ^bb0(%x: f32, %y: f32):\n"
      "    %c = arith.cmpf olt, %x, %y : f32\n"
      "    iree_linalg_ext.yield %c : i1\n"
      "  } -> tensor<4xf32>\n"
      "  return %0 : tensor<4xf32>\n"
      "}",
      2, 38, "expected '('");
}

// Errors on the line and column iree-opt reports, with its message.
Test(dialects, located_errors) {
  sr_test_expect_error("util.func private @f(%a: i32) -> %b", 1, 34,
                       "tied operand not found for result reference %b");
  sr_test_expect_error(
      "util.func private @f(%a: i32) -> i32\n"
      "util.func private @g(%x: i32) {\n"
      "  %0 = util.call @f(%x) : (i32) -> %y\n"
      "  util.return\n"
      "}",
      3, 36, "tied operand not found for result reference %y");
  sr_test_expect_error(
      "util.func private @f(%d: !hal.device) {\n"
      "  %0 = hal.fence.create device(%d : !hal.device) flags(\"Bogus\") : "
      "!hal.fence\n"
      "  util.return\n"
      "}",
      2, 56, "invalid flags attribute specification: \"Bogus\"");
  sr_test_expect_error(
      "func.func @f(%t: tensor<4xf32>) {\n"
      "  %0 = tensor.extract_slice %t[0] [x] [1] : tensor<4xf32> to "
      "tensor<2xf32>\n"
      "  return\n"
      "}",
      2, 36, "expected integer value");
  sr_test_expect_error(
      "func.func @f(%a: index) -> index {\n"
      "  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a)\n"
      "  return %0 : index\n"
      "}",
      2, 8, "dimension or symbol index mismatch");
  sr_test_expect_error(
      "func.func @f(%t: tensor<4xf32>) {\n"
      "  %0 = linalg.generic [1] outs(%t : tensor<4xf32>) {\n"
      "  ^bb0(%o: f32):\n"
      "    linalg.yield %o : f32\n"
      "  } -> tensor<4xf32>\n"
      "  return\n"
      "}",
      2, 23, "invalid kind of attribute specified");
  sr_test_expect_error(
      "func.func @f(%a: tensor<4xf32>) {\n"
      "  %0 = linalg.matmul ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) "
      "-> tensor<4xf32>\n"
      "  return\n"
      "}",
      3, 3, "region expects 3 args, got 2");
  sr_test_expect_error(
      "util.func private @f(%a: i32) -> i32 {\n"
      "  %0 = util.assume.int %a<umin = 0> : i32, i32\n"
      "  util.return %0 : i32\n"
      "}",
      2, 8,
      "number of operands and types do not match: got 1 operands and 2 "
      "types");
  // iree-opt crashes on this one; streamref reports the type.
  sr_test_expect_error(
      "util.func private @f(%l: i32, %i: index) {\n"
      "  %0 = util.list.get %l[%i] : i32\n"
      "  util.return\n"
      "}",
      2, 31, "expected !util.list<T> type");
}

// Verifier errors of the util ops, located at the op with iree-opt's
// message.
static void sr_expect_verify_error(const char* text, unsigned line,
                                   unsigned column, const char* needle) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(context, text, &status);
  cr_assert_not_null(module, "%s", text);
  status = sr_verify(context, module);
  cr_assert_not_null(status, "expected a verifier error for: %s", text);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  cr_assert_eq(loc.line, line, "%s", sr_status_message(status));
  cr_assert_eq(loc.column, column, "%s", sr_status_message(status));
  cr_assert(strstr(sr_status_message(status), needle), "%s",
            sr_status_message(status));
  sr_status_free(status);
  sr_context_destroy(context);
}

Test(dialects, util_verifier_errors) {
  sr_expect_verify_error(
      "util.global private @g : i32\n"
      "util.func private @f() -> i64 {\n"
      "  %0 = util.global.load @g : i32\n"
      "  util.return %0 : i32\n"
      "}\n",
      4, 3,
      "'util.return' op type of return operand 0 ('i32') doesn't match "
      "function result type ('i64')");
  sr_expect_verify_error(
      "util.func private @h() {\n"
      "  %0 = util.global.load @missing : i32\n"
      "  util.return\n"
      "}\n",
      2, 8, "'util.global.load' op undefined global: @missing");
}

// A collective spelled untied (tied_operands = [-1]) prints its target as
// tied, as iree-opt does (the collectives' TiedOpInterface always names the
// target), and keeps [-1] in generic form: IREE 3.13's own custom ->
// generic round trip is therefore not the identity here (lit cases
// FlowToStream/collective_ops 4-8), and neither is streamref's.
Test(dialects, flow_collective_prints_target_as_tied) {
  const char* text =
      "util.func public @f(%t: tensor<4xf32>, %ch: !flow.channel) -> "
      "tensor<4xf32> {\n"
      "  %0 = flow.collective.all_reduce sum, f32, %t, %t, %ch : "
      "(tensor<4xf32>, tensor<4xf32>, !flow.channel) -> tensor<4xf32>\n"
      "  util.return %0 : tensor<4xf32>\n"
      "}\n";
  char error[512] = {0};
  char* custom = sr_test_roundtrip(text, false, error);
  cr_assert_not_null(custom, "%s", error);
  cr_assert(strstr(custom,
                   "%0 = flow.collective.all_reduce sum, f32, %arg0, %arg0, "
                   "%arg1 : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> "
                   "%arg0 as tensor<4xf32>\n"),
            "%s", custom);
  char* generic = sr_test_roundtrip(text, true, error);
  cr_assert_not_null(generic, "%s", error);
  cr_assert(strstr(generic, "tied_operands = [-1 : index]"), "%s", generic);
  free(custom);
  free(generic);
  // Likewise `util.func @f` prints as `util.func public @f`, and that
  // explicit keyword parses into sym_visibility = "public" (iree-opt 3.13
  // does both; lit cases place_transfer_executions 1-3, verify_input 1).
  char* public_generic = sr_test_roundtrip(
      "util.func public @f() {\n  util.return\n}\n", true, error);
  cr_assert_not_null(public_generic, "%s", error);
  cr_assert(strstr(public_generic, "sym_visibility = \"public\""), "%s",
            public_generic);
  free(public_generic);
  char* implicit_generic =
      sr_test_roundtrip("util.func @f() {\n  util.return\n}\n", true, error);
  cr_assert_not_null(implicit_generic, "%s", error);
  cr_assert_null(strstr(implicit_generic, "sym_visibility"), "%s",
                 implicit_generic);
  free(implicit_generic);
}

// Fill patterns are integers of 8..64 bits (cmd.fill: 8..32), as ODS
// constrains them: an index or float pattern is rejected with iree-opt's
// message and position (it used to be accepted and run).
Test(dialects, stream_fill_pattern_types) {
  sr_expect_verify_error(
      "util.func public @f() {\n"
      "  %c4 = arith.constant 4 : index\n"
      "  %0 = stream.async.splat %c4 : index -> !stream.resource<*>{%c4}\n"
      "  util.return\n"
      "}\n",
      3, 8,
      "'stream.async.splat' op operand #0 must be 8-bit signless integer or "
      "16-bit signless integer or 32-bit signless integer or 64-bit signless "
      "integer, but got 'index'");
  sr_expect_verify_error(
      "util.func public @f(%r: !stream.resource<*>) {\n"
      "  %c4 = arith.constant 4 : index\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %f = arith.constant 1.0 : f32\n"
      "  %0 = stream.async.fill %f, %r[%c0 to %c4 for %c4] : f32 -> %r as "
      "!stream.resource<*>{%c4}\n"
      "  util.return\n"
      "}\n",
      5, 8, "'stream.async.fill' op operand #5 must be 8-bit signless integer");
  sr_expect_verify_error(
      "util.func public @f(%r: !stream.resource<transient>) {\n"
      "  %c4 = arith.constant 4 : index\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %v = arith.constant 1 : i64\n"
      "  %t = stream.cmd.execute with(%r as %a: "
      "!stream.resource<transient>{%c4}) {\n"
      "    stream.cmd.fill %v, %a[%c0 for %c4] : i64 -> "
      "!stream.resource<transient>{%c4}\n"
      "  } => !stream.timepoint\n"
      "  util.return\n"
      "}\n",
      6, 5,
      "'stream.cmd.fill' op operand #4 must be 8-bit signless integer or "
      "16-bit signless integer or 32-bit signless integer, but got 'i64'");
}

// IREE prints lists as long as the model: a function of many resources, an
// execute region capturing them all, a dispatch binding them all, and one
// constant per parameter. Lists once had fixed capacities (1024 entries).
Test(dialects, long_stream_lists_round_trip) {
  enum { kCount = 1500 };
  sr_string_builder_t text;
  sr_string_builder_initialize(sr_allocator_system(), &text);
  sr_string_builder_append_cstr(&text, "util.func private @f(");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%r%d: !stream.resource<transient>",
                              i ? ", " : "", i);
  }
  sr_string_builder_append_cstr(&text,
                                ") -> !stream.timepoint {\n"
                                "  %c0 = arith.constant 0 : index\n"
                                "  %c4 = arith.constant 4 : index\n"
                                "  %t = stream.cmd.execute with(");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(
        &text, "%s%%r%d as %%a%d: !stream.resource<transient>{%%c4}",
        i ? ", " : "", i, i);
  }
  sr_string_builder_append_cstr(&text,
                                ") {\n"
                                "    stream.cmd.dispatch @ex::@entry {\n");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(
        &text,
        "      rw %%a%d[%%c0 for %%c4] : !stream.resource<transient>{%%c4}%s\n",
        i, i + 1 < kCount ? "," : "");
  }
  sr_string_builder_appendf(&text,
                            "    }\n"
                            "  } => !stream.timepoint\n"
                            "  %%k:%d = stream.resource.constants :\n",
                            kCount + 1);
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(
        &text,
        "    !stream.resource<constant>{%%c4} = dense<%d> : tensor<1xi32>%s\n",
        i, i + 1 < kCount ? "," : "");
  }
  sr_string_builder_append_cstr(&text,
                                "    => !stream.timepoint\n"
                                "  util.return %t : !stream.timepoint\n"
                                "}\n");
  char error[512] = "";
  char* once = sr_test_roundtrip(sr_string_builder_cstr(&text), false, error);
  cr_assert_not_null(once, "%s", error);
  int bindings = 0;
  for (const char* p = once; (p = strstr(p, " rw %")); ++p) ++bindings;
  cr_assert_eq(bindings, kCount, "%.300s", once);
  cr_assert(strstr(once, "dense<1499> : tensor<1xi32>"));
  cr_assert(strstr(once, "%arg1499: !stream.resource<transient>"));
  char* twice = sr_test_roundtrip(once, false, error);
  cr_assert_not_null(twice, "%s", error);
  cr_assert_str_eq(once, twice);
  free(once);
  free(twice);
  sr_string_builder_deinitialize(&text);
}

// Value lists that real models make long: an execute region yielding one
// resource per layer (MobileNet-V2's async phase has 262 results), loops
// carrying hundreds of values and branches passing them on. Several
// parsers once stopped at 256 entries ("too many results"), and
// scf.forall's shared_outs could write past its 256-entry scratch list.
Test(dialects, long_result_and_operand_lists_round_trip) {
  enum { kCount = 300 };
  sr_string_builder_t text;
  sr_string_builder_initialize(sr_allocator_system(), &text);
  sr_string_builder_append_cstr(&text, "util.func private @f(");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%r%d: !stream.resource<external>",
                              i ? ", " : "", i);
  }
  sr_string_builder_append_cstr(&text,
                                ", %n: i32) -> i32 {\n"
                                "  %c4 = arith.constant 4 : index\n"
                                "  %c0 = arith.constant 0 : index\n"
                                "  %c1 = arith.constant 1 : index\n");
  // Every other result tied to its capture.
  sr_string_builder_appendf(
      &text, "  %%res:%d, %%tp = stream.async.execute with(", kCount);
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(
        &text, "%s%%r%d as %%a%d: !stream.resource<external>{%%c4}",
        i ? ", " : "", i, i);
  }
  sr_string_builder_append_cstr(&text, ") -> (");
  for (int i = 0; i < kCount; ++i) {
    if (i % 2) {
      sr_string_builder_appendf(&text,
                                "%s%%r%d as !stream.resource<external>{%%c4}",
                                i ? ", " : "", i);
    } else {
      sr_string_builder_appendf(&text, "%s!stream.resource<external>{%%c4}",
                                i ? ", " : "");
    }
  }
  sr_string_builder_append_cstr(&text, ") {\n    stream.yield ");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%a%d", i ? ", " : "", i);
  }
  sr_string_builder_append_cstr(&text, " : ");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s!stream.resource<external>{%%c4}",
                              i ? ", " : "");
  }
  sr_string_builder_append_cstr(&text, "\n  } => !stream.timepoint\n");
  // A loop carrying kCount values, then a branch passing them on.
  sr_string_builder_appendf(&text,
                            "  %%l:%d = scf.for %%i = %%c0 to %%c4 "
                            "step %%c1 iter_args(",
                            kCount);
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%x%d = %%n", i ? ", " : "", i);
  }
  sr_string_builder_append_cstr(&text, ") -> (");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%si32", i ? ", " : "");
  }
  sr_string_builder_append_cstr(&text, ") {\n    scf.yield ");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%x%d", i ? ", " : "", kCount - 1 - i);
  }
  sr_string_builder_append_cstr(&text, " : ");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%si32", i ? ", " : "");
  }
  sr_string_builder_append_cstr(&text, "\n  }\n  cf.br ^bb1(");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%l#%d", i ? ", " : "", i);
  }
  sr_string_builder_append_cstr(&text, " : ");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%si32", i ? ", " : "");
  }
  sr_string_builder_append_cstr(&text, ")\n^bb1(");
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(&text, "%s%%b%d: i32", i ? ", " : "", i);
  }
  sr_string_builder_appendf(&text, "):\n  util.return %%b%d : i32\n}\n",
                            kCount - 1);
  char error[512] = "";
  char* once = sr_test_roundtrip(sr_string_builder_cstr(&text), false, error);
  cr_assert_not_null(once, "%s", error);
  cr_assert(strstr(once, "%results:300, %result_timepoint = stream.async"),
            "%.400s", once);
  cr_assert(strstr(once, "%arg299{%c4}) {"), "%.400s", once);
  cr_assert(strstr(once, "%0:300 = scf.for"), "%.400s", once);
  cr_assert(strstr(once, "cf.br ^bb1(%0#0, %0#1"), "%.400s", once);
  char* twice = sr_test_roundtrip(once, false, error);
  cr_assert_not_null(twice, "%s", error);
  cr_assert_str_eq(once, twice);
  free(once);
  free(twice);
  sr_string_builder_deinitialize(&text);
}

// Issue 13: a parameter load of 82 resources printed as `%results:83 =`
// (the printer named only the first 64 results, so the timepoint joined
// the resources' group); iree-opt prints `%results:82, %result_timepoint`.
Test(dialects, parameter_load_names_its_timepoint_past_64_results) {
  enum { kCount = 82 };
  sr_string_builder_t text;
  sr_string_builder_initialize(sr_allocator_system(), &text);
  sr_string_builder_append_cstr(
      &text,
      "util.func private @f() -> !stream.timepoint {\n"
      "  %c0 = arith.constant 0 : i64\n"
      "  %c4 = arith.constant 4 : index\n"
      "  %s = util.buffer.constant : !util.buffer = \"scope\"\n"
      "  %k = util.buffer.constant : !util.buffer = \"key\"\n");
  sr_string_builder_appendf(
      &text, "  %%r:%d, %%t = stream.cmd.parameter.load {\n", kCount);
  for (int i = 0; i < kCount; ++i) {
    sr_string_builder_appendf(
        &text, "    %%s::%%k[%%c0] : !stream.resource<constant>{%%c4}%s\n",
        i + 1 < kCount ? "," : "");
  }
  sr_string_builder_append_cstr(&text,
                                "  } => !stream.timepoint\n"
                                "  util.return %t : !stream.timepoint\n"
                                "}\n");
  char error[512] = "";
  char* once = sr_test_roundtrip(sr_string_builder_cstr(&text), false, error);
  cr_assert_not_null(once, "%s", error);
  cr_assert(strstr(once,
                   "%results:82, %result_timepoint = "
                   "stream.cmd.parameter.load"),
            "%.600s", once);
  cr_assert(strstr(once, "util.return %result_timepoint"), "%.600s", once);
  free(once);
  sr_string_builder_deinitialize(&text);
}

// Issue 20 F10: a stream.cmd.execute whose body takes fewer arguments than
// it has resource operands was accepted and printed `with(%arg0 as )`,
// which does not parse. IREE's message (iree-opt 3.13).
Test(dialects, execute_region_arguments_match_the_operands) {
  sr_expect_verify_error(
      "util.func public @main(%arg0: !stream.resource<external>) -> "
      "!stream.timepoint {\n"
      "  %c16 = arith.constant 16 : index\n"
      "  %0 = \"stream.cmd.execute\"(%arg0, %c16) <{operandSegmentSizes = "
      "array<i32: 1, 1, 0>}> ({\n"
      "  ^bb0:\n"
      "    \"stream.yield\"() : () -> ()\n"
      "  }) : (!stream.resource<external>, index) -> !stream.timepoint\n"
      "  util.return %0 : !stream.timepoint\n"
      "}\n",
      3, 8,
      "'stream.cmd.execute' op along control flow edge from parent to Region "
      "#0: region branch point has 1 operands, but region successor needs 0 "
      "inputs");
  sr_expect_verify_error(
      "util.func public @main(%arg0: !stream.resource<external>) -> "
      "!stream.timepoint {\n"
      "  %c16 = arith.constant 16 : index\n"
      "  %0 = \"stream.cmd.execute\"(%arg0, %c16) <{operandSegmentSizes = "
      "array<i32: 1, 1, 0>}> ({\n"
      "  ^bb0(%a: !stream.resource<transient>):\n"
      "    \"stream.yield\"() : () -> ()\n"
      "  }) : (!stream.resource<external>, index) -> !stream.timepoint\n"
      "  util.return %0 : !stream.timepoint\n"
      "}\n",
      3, 8,
      "source type #0 '!stream.resource<external>' should match input type "
      "#0 '!stream.resource<transient>'");
}
