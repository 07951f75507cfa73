// Elementwise linalg.generic bodies against naive loops: broadcasts,
// dynamic shapes from push constants, strided loads and offset stores,
// arith/math semantics (NaN rules, wrapping, i1, casts), linalg.index,
// arith on whole tensors, empty tensors.

#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "kernels/types.h"
#include "test_util.h"

// out[1 + i, j] = a[i, 2j] + b[j] * s over ?x? shapes (m, n, s from push
// constants), a loaded with a column stride of 2.
static const char kBroadcastAdd[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
    "%arg2: !stream.binding, %arg3: i32, %arg4: i32, %arg5: f32) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c2 = arith.constant 2 : index\n"
    "  %m = arith.index_castui %arg3 : i32 to index\n"
    "  %n = arith.index_castui %arg4 : i32 to index\n"
    "  %n2 = arith.muli %n, %c2 : index\n"
    "  %m1 = arith.addi %m, %c1 : index\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%m, %n2}\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}\n"
    "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%m1, %n}\n"
    "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
    "sizes = [%m, %n], strides = [1, 2] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%m, %n2} -> "
    "tensor<?x?xf32>\n"
    "  %b = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = "
    "[%n], strides = [1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n} -> "
    "tensor<?xf32>\n"
    "  %e = tensor.empty(%m, %n) : tensor<?x?xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
    "affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], "
    "iterator_types = [\"parallel\", \"parallel\"]} ins(%a, %b : "
    "tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32, %o: f32):\n"
    "    %t = arith.mulf %y, %arg5 : f32\n"
    "    %s = arith.addf %x, %t : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<?x?xf32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %r, %2, offsets = [1, 0], sizes "
    "= [%m, %n], strides = [1, 1] : tensor<?x?xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%m1, %n}\n"
    "  return\n"
    "}\n";

static void run_broadcast_add(int m, int n, int threads) {
  di_harness_t h;
  di_prepare_ok(kBroadcastAdd, threads, &h);
  size_t a_count = (size_t)m * n * 2 + 1, b_count = (size_t)n + 1;
  size_t out_count = (size_t)(m + 1) * n + 1;
  float* a = calloc(a_count, sizeof(float));
  float* b = calloc(b_count, sizeof(float));
  float* out = calloc(out_count, sizeof(float));
  float* want = calloc(out_count, sizeof(float));
  di_random_f32(a, a_count, 1, -4, 4);
  di_random_f32(b, b_count, 2, -4, 4);
  for (size_t i = 0; i < out_count; ++i) out[i] = want[i] = -7.0f;
  float s = 0.75f;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      want[(size_t)(1 + i) * n + j] = a[(size_t)i * 2 * n + 2 * j] + b[j] * s;
    }
  }
  void* bindings[3] = {a, b, out};
  size_t lengths[3] = {a_count * 4, b_count * 4, out_count * 4};
  uint32_t s_bits;
  memcpy(&s_bits, &s, 4);
  uint64_t constants[3] = {(uint64_t)m, (uint64_t)n, s_bits};
  di_run_ok(&h, bindings, lengths, 3, constants, 3);
  cr_assert(memcmp(out, want, out_count * sizeof(float)) == 0,
            "broadcast add %dx%d differs", m, n);
  free(a);
  free(b);
  free(out);
  free(want);
  di_release(&h);
}

Test(elementwise, broadcast_dynamic_strided_offset) {
  run_broadcast_add(3, 5, 1);
  run_broadcast_add(37, 129, 0);
  run_broadcast_add(300, 301, 0);  // large enough to split over the pool
}

Test(elementwise, empty_shapes) {
  run_broadcast_add(0, 5, 1);
  run_broadcast_add(4, 0, 1);
}

// A one-input f32 body: out = op(x).
static void run_unary(const char* body_op, double (*ref)(double), double rtol,
                      float lo, float hi) {
  char text[4096];
  snprintf(text, sizeof(text),
           "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding) {\n"
           "  %%c0 = arith.constant 0 : index\n"
           "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<readonly:tensor<1000xf32>>\n"
           "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<1000xf32>>\n"
           "  %%a = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0], "
           "sizes = [1000], strides = [1] : "
           "!iree_tensor_ext.dispatch.tensor<readonly:tensor<1000xf32>> -> "
           "tensor<1000xf32>\n"
           "  %%e = tensor.empty() : tensor<1000xf32>\n"
           "  %%r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, "
           "affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} "
           "ins(%%a : tensor<1000xf32>) outs(%%e : tensor<1000xf32>) {\n"
           "  ^bb0(%%x: f32, %%o: f32):\n"
           "    %%y = %s %%x : f32\n"
           "    linalg.yield %%y : f32\n"
           "  } -> tensor<1000xf32>\n"
           "  iree_tensor_ext.dispatch.tensor.store %%r, %%1, offsets = [0], "
           "sizes = [1000], strides = [1] : tensor<1000xf32> -> "
           "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<1000xf32>>\n"
           "  return\n"
           "}\n",
           body_op);
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float in[1000], out[1000], want[1000];
  di_random_f32(in, 1000, 7, lo, hi);
  for (int i = 0; i < 1000; ++i) want[i] = (float)ref(in[i]);
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  for (int i = 0; i < 1000; ++i) {
    double tol = rtol * fabs(want[i]) + 1e-37;
    cr_assert(fabs(out[i] - want[i]) <= tol, "%s(%.9g) = %.9g, want %.9g",
              body_op, in[i], out[i], want[i]);
  }
  di_release(&h);
}

static double ref_rsqrt(double x) { return 1.0 / sqrt(x); }

Test(elementwise, math_unary) {
  run_unary("math.exp", exp, 2e-7, -20, 20);
  run_unary("math.tanh", tanh, 2e-7, -6, 6);
  run_unary("math.log", log, 2e-7, 0.001f, 100);
  run_unary("math.floor", floor, 0, -100, 100);
  run_unary("math.rsqrt", ref_rsqrt, 2e-7, 0.01f, 100);
  run_unary("math.sin", sin, 2e-7, -10, 10);
  run_unary("math.tan", tan, 2e-7, -1.5f, 1.5f);  // per-element fallback
  run_unary("math.cbrt", cbrt, 2e-7, -50, 50);
}

// Runs `%r = BODY(%x, %y)` over n elements of a[i], b[i] (types in_a, in_b)
// into out (type out_type), 1-D.
static void run_binary_body(const char* in_a, const char* in_b,
                            const char* out_type, const char* body,
                            const void* a, size_t a_size, const void* b,
                            size_t b_size, void* out, size_t out_size, int n) {
  char text[8192];
  snprintf(text, sizeof(text),
           "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
           "%%arg2: !stream.binding) {\n"
           "  %%c0 = arith.constant 0 : index\n"
           "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%s>>\n"
           "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%s>>\n"
           "  %%2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dx%s>>\n"
           "  %%a = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0], "
           "sizes = [%d], strides = [1] : "
           "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%s>> -> "
           "tensor<%dx%s>\n"
           "  %%b = iree_tensor_ext.dispatch.tensor.load %%1, offsets = [0], "
           "sizes = [%d], strides = [1] : "
           "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%s>> -> "
           "tensor<%dx%s>\n"
           "  %%e = tensor.empty() : tensor<%dx%s>\n"
           "  %%res = linalg.generic {indexing_maps = [affine_map<(d0) -> "
           "(d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], "
           "iterator_types = [\"parallel\"]} ins(%%a, %%b : tensor<%dx%s>, "
           "tensor<%dx%s>) outs(%%e : tensor<%dx%s>) {\n"
           "  ^bb0(%%x: %s, %%y: %s, %%o: %s):\n"
           "%s\n"
           "    linalg.yield %%r : %s\n"
           "  } -> tensor<%dx%s>\n"
           "  iree_tensor_ext.dispatch.tensor.store %%res, %%2, offsets = [0], "
           "sizes = [%d], strides = [1] : tensor<%dx%s> -> "
           "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dx%s>>\n"
           "  return\n"
           "}\n",
           n, in_a, n, in_b, n, out_type, n, n, in_a, n, in_a, n, n, in_b, n,
           in_b, n, out_type, n, in_a, n, in_b, n, out_type, in_a, in_b,
           out_type, body, out_type, n, out_type, n, n, out_type, n, out_type);
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  void* bindings[3] = {(void*)a, (void*)b, out};
  size_t lengths[3] = {a_size, b_size, out_size};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  di_release(&h);
}

Test(elementwise, nan_rules_of_min_max) {
  float nan = NAN;
  float a[6] = {1.0f, nan, -0.0f, 2.0f, nan, 0.0f};
  float b[6] = {nan, 1.0f, 0.0f, 3.0f, nan, -0.0f};
  float out[6];
  run_binary_body("f32", "f32", "f32", "    %r = arith.maximumf %x, %y : f32",
                  a, sizeof(a), b, sizeof(b), out, sizeof(out), 6);
  cr_assert(isnan(out[0]) && isnan(out[1]) && isnan(out[4]));
  cr_assert(out[2] == 0.0f && !signbit(out[2]) && out[3] == 3.0f &&
            !signbit(out[5]));
  run_binary_body("f32", "f32", "f32", "    %r = arith.maxnumf %x, %y : f32", a,
                  sizeof(a), b, sizeof(b), out, sizeof(out), 6);
  cr_assert(out[0] == 1.0f && out[1] == 1.0f && isnan(out[4]));
  run_binary_body("f32", "f32", "f32", "    %r = arith.minimumf %x, %y : f32",
                  a, sizeof(a), b, sizeof(b), out, sizeof(out), 6);
  cr_assert(isnan(out[0]) && signbit(out[2]) && signbit(out[5]));
}

Test(elementwise, integers_wrap_and_i1) {
  enum { N = 64 };
  int32_t a[N], b[N], out[N];
  di_random_i32(a, N, 3, INT32_MIN / 2, INT32_MAX / 2);
  di_random_i32(b, N, 4, -1000, 1000);
  a[0] = INT32_MAX;
  b[0] = 2;
  // (a * b) wraps; compare slt picks; extsi of the i1 gives 0 / -1.
  run_binary_body("i32", "i32", "i32",
                  "    %m = arith.muli %x, %y : i32\n"
                  "    %lt = arith.cmpi slt, %x, %y : i32\n"
                  "    %s = arith.select %lt, %m, %y : i32\n"
                  "    %w = arith.extsi %lt : i1 to i32\n"
                  "    %r = arith.addi %s, %w : i32",
                  a, sizeof(a), b, sizeof(b), out, sizeof(out), N);
  for (int i = 0; i < N; ++i) {
    int32_t m = (int32_t)((uint32_t)a[i] * (uint32_t)b[i]);
    bool lt = a[i] < b[i];
    int32_t want =
        (int32_t)((uint32_t)(lt ? m : b[i]) + (lt ? 0xFFFFFFFFu : 0));
    cr_assert_eq(out[i], want, "element %d: %d vs %d", i, out[i], want);
  }
  // The fallbacks: ceildivsi / floordivsi / remsi (b != 0).
  for (int i = 0; i < N; ++i) {
    if (b[i] == 0) b[i] = 7;
  }
  run_binary_body("i32", "i32", "i32",
                  "    %c = arith.ceildivsi %x, %y : i32\n"
                  "    %f = arith.floordivsi %x, %y : i32\n"
                  "    %d = arith.subi %c, %f : i32\n"
                  "    %q = arith.remsi %x, %y : i32\n"
                  "    %t = arith.muli %d, %q : i32\n"
                  "    %r = arith.addi %t, %f : i32",
                  a, sizeof(a), b, sizeof(b), out, sizeof(out), N);
  for (int i = 0; i < N; ++i) {
    int64_t x = a[i], y = b[i];
    int64_t q = x / y, r = x % y;
    int64_t c = (r != 0 && ((r > 0) == (y > 0))) ? q + 1 : q;
    int64_t f = (r != 0 && ((r < 0) != (y < 0))) ? q - 1 : q;
    int32_t want = (int32_t)((c - f) * r + f);
    cr_assert_eq(out[i], want, "element %d", i);
  }
}

Test(elementwise, casts_saturate_and_round) {
  float a[8] = {1e10f, -1e10f, NAN, 2.5f, -2.5f, 65520.0f, 1e-8f, 3.999f};
  float b[8] = {0};
  int32_t out[8];
  run_binary_body("f32", "f32", "i32", "    %r = arith.fptosi %x : f32 to i32",
                  a, sizeof(a), b, sizeof(b), out, sizeof(out), 8);
  int32_t want[8] = {INT32_MAX, INT32_MIN, 0, 2, -2, 65520, 0, 3};
  cr_assert(memcmp(out, want, sizeof(want)) == 0);
  uint16_t half[8];
  run_binary_body("f32", "f32", "f16", "    %r = arith.truncf %x : f32 to f16",
                  a, sizeof(a), b, sizeof(b), half, sizeof(half), 8);
  for (int i = 0; i < 8; ++i) {
    cr_assert_eq(half[i], sr_k_f32_to_f16(a[i]) | (isnan(a[i]) ? 0 : 0),
                 "truncf element %d", i);
  }
  int32_t ints[8] = {0, 1, -1, 16777217, INT32_MIN, INT32_MAX, 7, -7};
  float floats[8];
  run_binary_body("i32", "i32", "f32", "    %r = arith.sitofp %x : i32 to f32",
                  ints, sizeof(ints), ints, sizeof(ints), floats,
                  sizeof(floats), 8);
  for (int i = 0; i < 8; ++i) cr_assert_eq(floats[i], (float)ints[i]);
}

// iota through linalg.index, with an outer dimension: out[i, j] = i * 100
// + j as f32.
Test(elementwise, linalg_index) {
  const char* text =
      "func.func @f(%arg0: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c100 = arith.constant 100 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x2000xf32>>\n"
      "  %e = tensor.empty() : tensor<7x2000xf32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, "
      "d1)>], iterator_types = [\"parallel\", \"parallel\"]} outs(%e : "
      "tensor<7x2000xf32>) {\n"
      "  ^bb0(%o: f32):\n"
      "    %i = linalg.index 0 : index\n"
      "    %j = linalg.index 1 : index\n"
      "    %k = arith.muli %i, %c100 : index\n"
      "    %l = arith.addi %k, %j : index\n"
      "    %c = arith.index_cast %l : index to i32\n"
      "    %f = arith.sitofp %c : i32 to f32\n"
      "    linalg.yield %f : f32\n"
      "  } -> tensor<7x2000xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %0, offsets = [0, 0], "
      "sizes = [7, 2000], strides = [1, 1] : tensor<7x2000xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<7x2000xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  static float out[7 * 2000];
  void* bindings[1] = {out};
  size_t lengths[1] = {sizeof(out)};
  di_run_ok(&h, bindings, lengths, 1, NULL, 0);
  for (int i = 0; i < 7; ++i) {
    for (int j = 0; j < 2000; ++j) {
      cr_assert_eq(out[i * 2000 + j], (float)(i * 100 + j));
    }
  }
  di_release(&h);
}

// arith on whole tensors (IREE leaves some in dispatches): an i1 tensor
// extended to i8.
Test(elementwise, arith_on_tensors) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5xi32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi8>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[5], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5xi32>> -> "
      "tensor<5xi32>\n"
      "  %s = arith.addi %a, %a : tensor<5xi32>\n"
      "  %c = arith.cmpi sgt, %s, %a : tensor<5xi32>\n"
      "  %r = arith.extui %c : tensor<5xi1> to tensor<5xi8>\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %1, offsets = [0], sizes = "
      "[5], strides = [1] : tensor<5xi8> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi8>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  int32_t in[5] = {-3, 0, 4, INT32_MAX, 1};
  int8_t out[5];
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  int8_t want[5] = {0, 0, 1, 0, 1};  // INT32_MAX * 2 wraps negative
  cr_assert(memcmp(out, want, 5) == 0);
  di_release(&h);
}

// linalg.elementwise (binary sub, unary abs and exp) with its default
// identity maps, and one with a transposed input map, against loops.
Test(elementwise, linalg_elementwise_named) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x37x37xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x37x37xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], "
      "sizes = [1, 37, 37], strides = [1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x37x37xf32>> -> "
      "tensor<37x37xf32>\n"
      "  %b = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0, 0], "
      "sizes = [1, 37, 37], strides = [1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x37x37xf32>> -> "
      "tensor<37x37xf32>\n"
      "  %e = tensor.empty() : tensor<37x37xf32>\n"
      "  %d = linalg.elementwise <sub> ins(%a, %b : tensor<37x37xf32>, "
      "tensor<37x37xf32>) outs(%e : tensor<37x37xf32>) -> "
      "tensor<37x37xf32>\n"
      "  %m = linalg.elementwise <abs> ins(%d : tensor<37x37xf32>) outs(%e : "
      "tensor<37x37xf32>) -> tensor<37x37xf32>\n"
      "  %x = linalg.elementwise <exp> ins(%a : tensor<37x37xf32>) outs(%e : "
      "tensor<37x37xf32>) -> tensor<37x37xf32>\n"
      "  %t = linalg.elementwise <add> indexing_maps = [affine_map<(d0, d1) "
      "-> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) "
      "-> (d0, d1)>] ins(%a, %b : tensor<37x37xf32>, tensor<37x37xf32>) "
      "outs(%e : tensor<37x37xf32>) -> tensor<37x37xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %m, %1, offsets = [0, 0, 0], "
      "sizes = [1, 37, 37], strides = [1, 1, 1] : tensor<37x37xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x37x37xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %x, %1, offsets = [1, 0, 0], "
      "sizes = [1, 37, 37], strides = [1, 1, 1] : tensor<37x37xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x37x37xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %t, %1, offsets = [2, 0, 0], "
      "sizes = [1, 37, 37], strides = [1, 1, 1] : tensor<37x37xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x37x37xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  static float in[2 * 37 * 37], out[3 * 37 * 37];
  di_random_f32(in, 2 * 37 * 37, 9, -3, 3);
  const float* a = in;
  const float* b = in + 37 * 37;
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  for (int i = 0; i < 37; ++i) {
    for (int j = 0; j < 37; ++j) {
      int o = i * 37 + j;
      cr_assert_eq(out[o], fabsf(a[o] - b[o]), "abs(sub) at %d", o);
      double e = exp((double)a[o]);
      cr_assert(fabs(out[37 * 37 + o] - e) <= 2e-7 * e, "exp at %d", o);
      cr_assert_eq(out[2 * 37 * 37 + o], a[j * 37 + i] + b[o], "add^T at %d",
                   o);
    }
  }
  di_release(&h);
}
