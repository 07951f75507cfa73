#include <criterion/criterion.h>

#include "core/ir/float_format.h"
#include "test_util.h"

Test(types, uniqued_by_structure) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  const sr_type_t* f32 = sr_type_get_float(context, SR_FLOAT_F32);
  int64_t dims[2] = {4, SR_DYNAMIC_DIM};
  int64_t same[2] = {4, SR_DYNAMIC_DIM};
  const sr_type_t* a = sr_type_get_tensor(context, 2, dims, f32, NULL);
  const sr_type_t* b = sr_type_get_tensor(context, 2, same, f32, NULL);
  cr_assert_eq(a, b);
  same[0] = 5;
  cr_assert_neq(a, sr_type_get_tensor(context, 2, same, f32, NULL));
  cr_assert_eq(sr_type_get_integer(context, 7, SR_SIGNED),
               sr_type_get_integer(context, 7, SR_SIGNED));
  cr_assert_neq(sr_type_get_integer(context, 7, SR_SIGNED),
                sr_type_get_integer(context, 7, SR_UNSIGNED));
  cr_assert_eq(sr_type_element_count(a), -1);
  cr_assert_eq(
      sr_type_element_count(sr_type_get_tensor(context, 1, dims, f32, NULL)),
      4);
  const sr_type_t* r = sr_type_get_dialect(
      context, sr_make_cstring_view("stream.resource<external>"));
  cr_assert(sr_type_is_dialect(r, "stream.resource"));
  cr_assert_not(sr_type_is_dialect(r, "stream.res"));
  sr_context_destroy(context);
}

Test(types, parse_print_every_builtin_type) {
  static const char* kTypes[] = {
      "index",
      "i1",
      "si8",
      "ui64",
      "i0",
      "f16",
      "bf16",
      "f32",
      "f64",
      "f80",
      "f128",
      "tf32",
      "f8E5M2",
      "f8E4M3",
      "f8E4M3FN",
      "f8E5M2FNUZ",
      "f8E4M3FNUZ",
      "f8E4M3B11FNUZ",
      "f8E3M4",
      "f8E8M0FNU",
      "f6E2M3FN",
      "f6E3M2FN",
      "f4E2M1FN",
      "none",
      "complex<f32>",
      "tuple<i32, f32>",
      "tuple<>",
      "tensor<4x?xf32>",
      "tensor<*xi8>",
      "tensor<f32>",
      "tensor<0xf32>",
      "tensor<4xf32, \"enc\">",
      "vector<4x[8]xf16>",
      "vector<f32>",
      "memref<4x8xf32, strided<[8, 1], offset: ?>, 1>",
      "memref<*xf32>",
      "memref<2xi32, affine_map<(d0) -> (d0 + 1)>>",
      "(i32, f32) -> (index)",
      "() -> (() -> ())",
      "!stream.resource<*>",
      "!hal.buffer_view",
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<"
      "?xf32>>",
  };
  for (size_t i = 0; i < sizeof(kTypes) / sizeof(kTypes[0]); ++i) {
    char text[512];
    snprintf(text, sizeof(text), "\"t.a\"() {x = %s} : () -> ()", kTypes[i]);
    char error[512] = {0};
    char* printed = sr_test_roundtrip(text, true, error);
    cr_assert_not_null(printed, "%s: %s", kTypes[i], error);
    // `(i32, f32) -> (index)` prints its single result without parens;
    // affine maps print as `#map` aliases.
    const char* expected = kTypes[i];
    if (!strcmp(kTypes[i], "(i32, f32) -> (index)")) {
      expected = "(i32, f32) -> index";
    } else if (strstr(kTypes[i], "affine_map")) {
      expected = "memref<2xi32, #map>";
      cr_assert(strstr(printed, "#map = affine_map<(d0) -> (d0 + 1)>\n"), "%s",
                printed);
    }
    cr_assert(strstr(printed, expected), "%s -> %s", kTypes[i], printed);
    free(printed);
  }
}

Test(attributes, float_printing_matches_apfloat) {
  // Expected spellings printed by iree-opt 3.13 (testdata/numbers.*).
  struct {
    sr_float_kind_t kind;
    uint64_t bits;
    const char* text;
  } cases[] = {
      {SR_FLOAT_F32, 0x3DCCCCCD, "1.000000e-01"},
      {SR_FLOAT_F32, 0x4996B438, "0x4996B438"},  // 1234567.0
      {SR_FLOAT_F32, 0x47F12065, "123456.789"},
      {SR_FLOAT_F32, 0x7F7FFFFF, "3.40282347E+38"},
      {SR_FLOAT_F32, 0x00000001, "1.401300e-45"},
      {SR_FLOAT_F32, 0x80000000, "-0.000000e+00"},
      {SR_FLOAT_F32, 0x7FC00000, "0x7FC00000"},
      {SR_FLOAT_F32, 0xFF800000, "0xFF800000"},
      {SR_FLOAT_F64, 0x3FD3333333333333ull, "3.000000e-01"},
      {SR_FLOAT_F64, 0x0000000000000001ull, "4.940660e-324"},
      {SR_FLOAT_F64, 0x3FE62E42FEFA39EFull, "0.69314718055994529"},
      {SR_FLOAT_F16, 0x7BFF, "6.550400e+04"},
      {SR_FLOAT_F16, 0x0001, "5.960460e-08"},
      {SR_FLOAT_F16, 0x7E00, "0x7E00"},
      {SR_FLOAT_BF16, 0x3F8D, "1.101560e+00"},
      {SR_FLOAT_F8E4M3FN, 0x7E, "4.480000e+02"},
      {SR_FLOAT_F8E8M0FNU, 0x80, "2.000000e+00"},
  };
  for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); ++i) {
    sr_string_builder_t out;
    sr_string_builder_initialize(sr_allocator_system(), &out);
    uint64_t words[2] = {cases[i].bits, 0};
    sr_float_print_mlir(cases[i].kind, words, &out, NULL);
    cr_assert_str_eq(sr_string_builder_cstr(&out), cases[i].text, "case %zu",
                     i);
    sr_string_builder_deinitialize(&out);
  }
}

Test(attributes, decimal_to_narrow_floats_rounds_to_nearest_even) {
  uint64_t words[2];
  cr_assert(sr_float_from_decimal(SR_FLOAT_BF16, "1.1", 3, words));
  cr_assert_eq(words[0], 0x3F8D);
  cr_assert(sr_float_from_decimal(SR_FLOAT_F16, "65520.0", 7, words));
  cr_assert_eq(words[0], 0x7C00, "65520 rounds up to +inf in f16");
  cr_assert(sr_float_from_decimal(SR_FLOAT_F16, "1.0e-8", 6, words));
  cr_assert_eq(words[0], 0x0000, "below half the smallest subnormal");
  cr_assert(sr_float_from_decimal(SR_FLOAT_F8E4M3FN, "448.0", 5, words));
  cr_assert_eq(words[0], 0x7E);
  cr_assert(sr_float_from_decimal(SR_FLOAT_F8E4M3FN, "1000.0", 6, words));
  cr_assert_eq(words[0], 0x7F, "overflow is NaN in a format without inf");
  cr_assert_not(sr_float_from_decimal(SR_FLOAT_F32, "1.0x", 4, words));
  // Exhaustive: every f16 pattern prints and parses back to itself.
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    uint64_t in[2] = {bits, 0};
    if (sr_float_bits_is_nan(SR_FLOAT_F16, in)) continue;
    sr_string_builder_t out;
    sr_string_builder_initialize(sr_allocator_system(), &out);
    bool hex = false;
    sr_float_print_mlir(SR_FLOAT_F16, in, &out, &hex);
    if (!hex) {
      uint64_t back[2] = {0, 0};
      cr_assert(sr_float_from_decimal(SR_FLOAT_F16, out.data, out.size, back));
      cr_assert_eq(back[0], bits, "%s", out.data);
    }
    sr_string_builder_deinitialize(&out);
  }
}

Test(attributes, uniqued_and_dictionary_sorted) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  const sr_type_t* i32 = sr_type_get_integer(context, 32, SR_SIGNLESS);
  const sr_attr_t* one = sr_attr_get_integer(context, i32, 1);
  cr_assert_eq(one, sr_attr_get_integer(context, i32, 1));
  cr_assert_eq(sr_attr_int_value(sr_attr_get_integer(context, i32, -1)), -1);
  sr_named_attr_t entries[2] = {{sr_make_cstring_view("z"), one},
                                {sr_make_cstring_view("a"), one}};
  const sr_attr_t* dict = sr_attr_get_dictionary(context, 2, entries, NULL);
  cr_assert_eq(dict->dictionary.count, 2);
  cr_assert(sr_string_view_equal_cstr(dict->dictionary.entries[0].name, "a"));
  cr_assert_eq(sr_dict_get(dict, "z"), one);
  cr_assert_null(sr_dict_get(dict, "q"));
  sr_named_attr_t dup[2] = {{sr_make_cstring_view("a"), one},
                            {sr_make_cstring_view("a"), one}};
  sr_string_view_t duplicate = {NULL, 0};
  cr_assert_null(sr_attr_get_dictionary(context, 2, dup, &duplicate));
  cr_assert(sr_string_view_equal_cstr(duplicate, "a"));
  sr_context_destroy(context);
}

Test(attributes, large_dense_prints_as_hex_and_reparses) {
  // More than 100 elements print as raw little-endian hex, as MLIR does.
  char text[4096];
  size_t n = (size_t)sprintf(text, "\"t.a\"() {x = dense<[");
  for (int i = 0; i < 101; ++i)
    n += (size_t)sprintf(text + n, i ? ", %d" : "%d", i);
  sprintf(text + n, "]> : tensor<101xi16>} : () -> ()");
  char error[512];
  char* printed = sr_test_roundtrip(text, true, error);
  cr_assert_not_null(printed, "%s", error);
  cr_assert(strstr(printed, "dense<\"0x000001000200"), "%s", printed);
  char* again = sr_test_roundtrip(printed, true, error);
  cr_assert_str_eq(again, printed);
  free(again);
  free(printed);
}

Test(attributes, locations_roundtrip_with_debuginfo) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  const char* text =
      "\"t.a\"() : () -> () loc(callsite(\"f\"(\"a.py\":3:4) at fused<\"m\">["
      "\"b.py\":1:2 to 3:4, unknown]))\n";
  sr_op_t* module = sr_test_parse(context, text, &status);
  cr_assert_null(status);
  sr_op_t* op = module->regions[0].first_block->first_op;
  sr_string_view_t file;
  uint32_t line = 0, column = 0;
  cr_assert(sr_location_find_file_line_col(op->loc, &file, &line, &column));
  cr_assert(sr_string_view_equal_cstr(file, "a.py"));
  cr_assert_eq(line, 3);
  sr_string_builder_t out;
  sr_string_builder_initialize(sr_allocator_system(), &out);
  sr_print_options_t options = {true, true};
  cr_assert_null(sr_print_op(context, module, &options, &out));
  cr_assert(strstr(out.data,
                   "loc(callsite(\"f\"(\"a.py\":3:4) at fused<\"m\">"
                   "[\"b.py\":1:2 to 3:4, unknown]))"),
            "%s", out.data);
  sr_string_builder_deinitialize(&out);
  sr_context_destroy(context);
}

Test(attributes, location_aliases_may_be_defined_after_use) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_status_t status = NULL;
  sr_op_t* module = sr_test_parse(
      context,
      "#loc0 = loc(\"early.mlir\":1:1)\n"
      "\"t.a\"() ({\n^bb0(%a: i32 loc(#loc0)):\n  \"t.b\"() : () -> () "
      "loc(#loc1)\n}) : () -> () loc(#loc0)\n#loc1 = loc(\"late.mlir\":7:3)\n",
      &status);
  cr_assert_null(status, "%s", sr_status_message(status));
  sr_op_t* a = module->regions[0].first_block->first_op;
  sr_op_t* b = a->regions[0].first_block->first_op;
  cr_assert_eq(b->loc->location.kind, SR_LOC_FILE_LINE_COL);
  cr_assert(sr_string_view_equal_cstr(b->loc->location.name, "late.mlir"));
  cr_assert_eq(a->regions[0].first_block->arguments[0]->loc->location.line, 1);
  sr_context_destroy(context);
  sr_test_expect_error("\"t.a\"() : () -> () loc(#nope)", 1, 24,
                       "undefined symbol alias id 'nope'");
}

Test(types, storage_dtype_of_builtin_types) {
  sr_context_t* context = NULL;
  cr_assert_null(sr_context_create(sr_allocator_system(), &context));
  sr_dtype_t dtype = SR_DTYPE_COUNT;
  cr_assert(sr_type_dtype(sr_type_get_index(context), &dtype));
  cr_assert_eq(dtype, SR_DTYPE_I64);
  cr_assert(
      sr_type_dtype(sr_type_get_integer(context, 1, SR_SIGNLESS), &dtype));
  cr_assert_eq(dtype, SR_DTYPE_I1);
  cr_assert(
      sr_type_dtype(sr_type_get_integer(context, 16, SR_UNSIGNED), &dtype));
  cr_assert_eq(dtype, SR_DTYPE_I16);
  cr_assert(sr_type_dtype(sr_type_get_float(context, SR_FLOAT_BF16), &dtype));
  cr_assert_eq(dtype, SR_DTYPE_BF16);
  cr_assert_not(
      sr_type_dtype(sr_type_get_integer(context, 3, SR_SIGNLESS), &dtype));
  cr_assert_not(
      sr_type_dtype(sr_type_get_float(context, SR_FLOAT_F8E4M3FN), &dtype));
  cr_assert_not(sr_type_dtype(NULL, &dtype));
  sr_context_destroy(context);
}
