// Contractions and convolutions against naive loops: linalg.matmul (the
// kernels' matmul), transposed operands through generics, batch_matmul,
// matvec, vecmat, dot, i8 x i8 -> i32, f16 inputs, accumulation into a
// read-write binding, convolutions (strided, dilated, depthwise) and
// poolings (general loop nest).

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernels/types.h"
#include "test_util.h"

// C[M,N] (+)= A * B for a 2-input body op given by |op_text| over tensors
// described by the caller.
typedef struct mm_case_t {
  int m, n, k;
  bool transpose_b;  // B stored as N x K (generic with maps)
  bool accumulate;   // C read from a read-write binding
} mm_case_t;

static void run_matmul(mm_case_t c, int threads) {
  char text[8192];
  int bm = c.transpose_b ? c.n : c.k, bn = c.transpose_b ? c.k : c.n;
  const char* access = c.accumulate ? "readwrite" : "writeonly";
  char init[1024];
  if (c.accumulate) {
    snprintf(init, sizeof(init),
             "  %%z = iree_tensor_ext.dispatch.tensor.load %%2, offsets = [0, "
             "0], sizes = [%d, %d], strides = [1, 1] : "
             "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<%dx%dxf32>> "
             "-> tensor<%dx%dxf32>\n",
             c.m, c.n, c.m, c.n, c.m, c.n);
  } else {
    snprintf(init, sizeof(init),
             "  %%e = tensor.empty() : tensor<%dx%dxf32>\n"
             "  %%z = linalg.fill ins(%%zero : f32) outs(%%e : "
             "tensor<%dx%dxf32>) -> tensor<%dx%dxf32>\n",
             c.m, c.n, c.m, c.n, c.m, c.n);
  }
  char op[2048];
  if (c.transpose_b) {
    snprintf(op, sizeof(op),
             "  %%r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) "
             "-> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, "
             "affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = "
             "[\"parallel\", \"parallel\", \"reduction\"]} ins(%%a, %%b : "
             "tensor<%dx%dxf32>, tensor<%dx%dxf32>) outs(%%z : "
             "tensor<%dx%dxf32>) {\n"
             "  ^bb0(%%x: f32, %%y: f32, %%o: f32):\n"
             "    %%p = arith.mulf %%x, %%y : f32\n"
             "    %%s = arith.addf %%o, %%p : f32\n"
             "    linalg.yield %%s : f32\n"
             "  } -> tensor<%dx%dxf32>\n",
             c.m, c.k, bm, bn, c.m, c.n, c.m, c.n);
  } else {
    snprintf(op, sizeof(op),
             "  %%r = linalg.matmul ins(%%a, %%b : tensor<%dx%dxf32>, "
             "tensor<%dx%dxf32>) outs(%%z : tensor<%dx%dxf32>) -> "
             "tensor<%dx%dxf32>\n",
             c.m, c.k, bm, bn, c.m, c.n, c.m, c.n);
  }
  snprintf(
      text, sizeof(text),
      "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
      "%%arg2: !stream.binding) {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%zero = arith.constant 0.0 : f32\n"
      "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dxf32>>\n"
      "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dxf32>>\n"
      "  %%2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<%s:tensor<%dx%dxf32>>\n"
      "  %%a = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dxf32>> -> "
      "tensor<%dx%dxf32>\n"
      "  %%b = iree_tensor_ext.dispatch.tensor.load %%1, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dxf32>> -> "
      "tensor<%dx%dxf32>\n"
      "%s%s"
      "  iree_tensor_ext.dispatch.tensor.store %%r, %%2, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : tensor<%dx%dxf32> -> "
      "!iree_tensor_ext.dispatch.tensor<%s:tensor<%dx%dxf32>>\n"
      "  return\n"
      "}\n",
      c.m, c.k, bm, bn, access, c.m, c.n, c.m, c.k, c.m, c.k, c.m, c.k, bm, bn,
      bm, bn, bm, bn, init, op, c.m, c.n, c.m, c.n, access, c.m, c.n);
  di_harness_t h;
  di_prepare_ok(text, threads, &h);
  size_t sa = (size_t)c.m * c.k, sb = (size_t)c.k * c.n, sc = (size_t)c.m * c.n;
  float* a = malloc(sa * 4);
  float* b = malloc(sb * 4);
  float* out = malloc(sc * 4);
  float* want = malloc(sc * 4);
  di_random_f32(a, sa, 21, -1, 1);
  di_random_f32(b, sb, 22, -1, 1);
  di_random_f32(out, sc, 23, -1, 1);
  for (int i = 0; i < c.m; ++i) {
    for (int j = 0; j < c.n; ++j) {
      double sum = c.accumulate ? out[(size_t)i * c.n + j] : 0;
      for (int p = 0; p < c.k; ++p) {
        float bv =
            c.transpose_b ? b[(size_t)j * c.k + p] : b[(size_t)p * c.n + j];
        sum += (double)a[(size_t)i * c.k + p] * bv;
      }
      want[(size_t)i * c.n + j] = (float)sum;
    }
  }
  void* bindings[3] = {a, b, out};
  size_t lengths[3] = {sa * 4, sb * 4, sc * 4};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  di_expect_near_f32(out, want, sc, 1e-5 * (1 + c.k / 64.0), "matmul");
  free(a);
  free(b);
  free(out);
  free(want);
  di_release(&h);
}

Test(contract, matmul_named_and_transposed) {
  mm_case_t cases[] = {
      {4, 5, 8, false, false},    {1, 1, 1, false, false},
      {37, 19, 23, false, true},  {130, 300, 70, false, false},
      {33, 65, 129, true, false}, {200, 150, 90, true, true},
      {7, 0, 5, false, false},    {0, 4, 4, true, false},
  };
  for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); ++i) {
    run_matmul(cases[i], i % 2 ? 1 : 0);
  }
}

// One program with the other contraction shapes: batch_matmul, matvec,
// vecmat, dot (slices of the same inputs).
static const char kContractShapes[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
    "%arg2: !stream.binding, %arg3: !stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %zero = arith.constant 0.0 : f32\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x5xf32>>\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5x6xf32>>\n"
    "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4x6xf32>>\n"
    "  %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<11xf32>>\n"
    "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], "
    "sizes = [3, 4, 5], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x5xf32>> -> "
    "tensor<3x4x5xf32>\n"
    "  %b = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], "
    "sizes = [3, 5, 6], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5x6xf32>> -> "
    "tensor<3x5x6xf32>\n"
    "  %e = tensor.empty() : tensor<3x4x6xf32>\n"
    "  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4x6xf32>) -> "
    "tensor<3x4x6xf32>\n"
    "  %r = linalg.batch_matmul ins(%a, %b : tensor<3x4x5xf32>, "
    "tensor<3x5x6xf32>) outs(%z : tensor<3x4x6xf32>) -> tensor<3x4x6xf32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %r, %2, offsets = [0, 0, 0], "
    "sizes = [3, 4, 6], strides = [1, 1, 1] : tensor<3x4x6xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4x6xf32>>\n"
    "  %a0 = tensor.extract_slice %a[0, 0, 0] [1, 4, 5] [1, 1, 1] : "
    "tensor<3x4x5xf32> to tensor<4x5xf32>\n"
    "  %v5 = tensor.extract_slice %b[0, 0, 0] [1, 5, 1] [1, 1, 1] : "
    "tensor<3x5x6xf32> to tensor<5xf32>\n"
    "  %e4 = tensor.empty() : tensor<4xf32>\n"
    "  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> "
    "tensor<4xf32>\n"
    "  %mv = linalg.matvec ins(%a0, %v5 : tensor<4x5xf32>, tensor<5xf32>) "
    "outs(%z4 : tensor<4xf32>) -> tensor<4xf32>\n"
    "  %u5 = tensor.extract_slice %a[1, 0, 0] [1, 1, 5] [1, 1, 1] : "
    "tensor<3x4x5xf32> to tensor<5xf32>\n"
    "  %b1 = tensor.extract_slice %b[1, 0, 0] [1, 5, 6] [1, 1, 1] : "
    "tensor<3x5x6xf32> to tensor<5x6xf32>\n"
    "  %e6 = tensor.empty() : tensor<6xf32>\n"
    "  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<6xf32>) -> "
    "tensor<6xf32>\n"
    "  %vm = linalg.vecmat ins(%u5, %b1 : tensor<5xf32>, tensor<5x6xf32>) "
    "outs(%z6 : tensor<6xf32>) -> tensor<6xf32>\n"
    "  %e0 = tensor.empty() : tensor<f32>\n"
    "  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> "
    "tensor<f32>\n"
    "  %d = linalg.dot ins(%u5, %v5 : tensor<5xf32>, tensor<5xf32>) "
    "outs(%z0 : tensor<f32>) -> tensor<f32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %mv, %3, offsets = [0], sizes "
    "= [4], strides = [1] : tensor<4xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<11xf32>>\n"
    "  iree_tensor_ext.dispatch.tensor.store %vm, %3, offsets = [4], sizes "
    "= [6], strides = [1] : tensor<6xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<11xf32>>\n"
    "  iree_tensor_ext.dispatch.tensor.store %d, %3, offsets = [10], sizes "
    "= [1], strides = [1] : tensor<f32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<11xf32>>\n"
    "  return\n"
    "}\n";

Test(contract, batch_matvec_vecmat_dot_values) {
  di_harness_t h;
  di_prepare_ok(kContractShapes, 1, &h);
  float a[60], b[90], out[72], vec[11];
  di_random_f32(a, 60, 31, -1, 1);
  di_random_f32(b, 90, 32, -1, 1);
  void* bindings[4] = {a, b, out, vec};
  size_t lengths[4] = {sizeof(a), sizeof(b), sizeof(out), sizeof(vec)};
  di_run_ok(&h, bindings, lengths, 4, NULL, 0);
  float want[72], want_vec[11];
  for (int t = 0; t < 3; ++t) {
    for (int i = 0; i < 4; ++i) {
      for (int j = 0; j < 6; ++j) {
        double s = 0;
        for (int p = 0; p < 5; ++p)
          s += a[t * 20 + i * 5 + p] * b[t * 30 + p * 6 + j];
        want[t * 24 + i * 6 + j] = (float)s;
      }
    }
  }
  for (int i = 0; i < 4; ++i) {
    double s = 0;
    for (int p = 0; p < 5; ++p) s += a[i * 5 + p] * b[p * 6];
    want_vec[i] = (float)s;
  }
  for (int j = 0; j < 6; ++j) {
    double s = 0;
    for (int p = 0; p < 5; ++p) s += a[20 + p] * b[30 + p * 6 + j];
    want_vec[4 + j] = (float)s;
  }
  double dot = 0;
  for (int p = 0; p < 5; ++p) dot += a[20 + p] * b[p * 6];
  want_vec[10] = (float)dot;
  di_expect_near_f32(out, want, 72, 1e-6, "batch_matmul");
  di_expect_near_f32(vec, want_vec, 11, 1e-6, "matvec/vecmat/dot");
  di_release(&h);
}

// i8 x i8 -> i32 (extsi in the body) and f16 x f16 -> f32 (extf) through
// generics the kernels take.
static void run_typed_matmul(const char* in_type, const char* ext, int m, int n,
                             int k) {
  char text[8192];
  const char* acc = !strcmp(in_type, "i8") ? "i32" : "f32";
  const char* mul = !strcmp(in_type, "i8") ? "arith.muli" : "arith.mulf";
  const char* add = !strcmp(in_type, "i8") ? "arith.addi" : "arith.addf";
  const char* zero = !strcmp(in_type, "i8") ? "0 : i32" : "0.0 : f32";
  snprintf(
      text, sizeof(text),
      "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
      "%%arg2: !stream.binding) {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%zero = arith.constant %s\n"
      "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>>\n"
      "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>>\n"
      "  %%2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dx%dx%s>>\n"
      "  %%a = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>> -> "
      "tensor<%dx%dx%s>\n"
      "  %%b = iree_tensor_ext.dispatch.tensor.load %%1, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>> -> "
      "tensor<%dx%dx%s>\n"
      "  %%e = tensor.empty() : tensor<%dx%dx%s>\n"
      "  %%z = linalg.fill ins(%%zero : %s) outs(%%e : tensor<%dx%dx%s>) -> "
      "tensor<%dx%dx%s>\n"
      "  %%r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> "
      "(d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, "
      "d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", "
      "\"reduction\"]} ins(%%a, %%b : tensor<%dx%dx%s>, tensor<%dx%dx%s>) "
      "outs(%%z : tensor<%dx%dx%s>) {\n"
      "  ^bb0(%%x: %s, %%y: %s, %%o: %s):\n"
      "    %%xe = %s %%x : %s to %s\n"
      "    %%ye = %s %%y : %s to %s\n"
      "    %%p = %s %%xe, %%ye : %s\n"
      "    %%s = %s %%o, %%p : %s\n"
      "    linalg.yield %%s : %s\n"
      "  } -> tensor<%dx%dx%s>\n"
      "  iree_tensor_ext.dispatch.tensor.store %%r, %%2, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : tensor<%dx%dx%s> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dx%dx%s>>\n"
      "  return\n"
      "}\n",
      zero, m, k, in_type, k, n, in_type, m, n, acc, m, k, m, k, in_type, m, k,
      in_type, k, n, k, n, in_type, k, n, in_type, m, n, acc, acc, m, n, acc, m,
      n, acc, m, k, in_type, k, n, in_type, m, n, acc, in_type, in_type, acc,
      ext, in_type, acc, ext, in_type, acc, mul, acc, add, acc, acc, m, n, acc,
      m, n, m, n, acc, m, n, acc);
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  size_t sa = (size_t)m * k, sb = (size_t)k * n, sc = (size_t)m * n;
  if (!strcmp(in_type, "i8")) {
    int8_t* a = malloc(sa);
    int8_t* b = malloc(sb);
    int32_t* out = malloc(sc * 4);
    di_random_i8(a, sa, 41);
    di_random_i8(b, sb, 42);
    void* bindings[3] = {a, b, out};
    size_t lengths[3] = {sa, sb, sc * 4};
    di_run_ok(&h, bindings, lengths, 3, NULL, 0);
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < n; ++j) {
        int32_t s = 0;
        for (int p = 0; p < k; ++p) s += a[i * k + p] * b[p * n + j];
        cr_assert_eq(out[i * n + j], s, "i8 matmul (%d, %d)", i, j);
      }
    }
    free(a);
    free(b);
    free(out);
  } else {
    uint16_t* a = malloc(sa * 2);
    uint16_t* b = malloc(sb * 2);
    float* tmp = malloc((sa > sb ? sa : sb) * 4);
    float* out = malloc(sc * 4);
    float* want = malloc(sc * 4);
    di_random_f32(tmp, sa, 43, -2, 2);
    for (size_t i = 0; i < sa; ++i) a[i] = sr_k_f32_to_f16(tmp[i]);
    di_random_f32(tmp, sb, 44, -2, 2);
    for (size_t i = 0; i < sb; ++i) b[i] = sr_k_f32_to_f16(tmp[i]);
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < n; ++j) {
        double s = 0;
        for (int p = 0; p < k; ++p) {
          s += (double)sr_k_f16_to_f32(a[i * k + p]) *
               sr_k_f16_to_f32(b[p * n + j]);
        }
        want[i * n + j] = (float)s;
      }
    }
    void* bindings[3] = {a, b, out};
    size_t lengths[3] = {sa * 2, sb * 2, sc * 4};
    di_run_ok(&h, bindings, lengths, 3, NULL, 0);
    di_expect_near_f32(out, want, sc, 1e-5, "f16 matmul");
    free(a);
    free(b);
    free(tmp);
    free(out);
    free(want);
  }
  di_release(&h);
}

Test(contract, int8_and_f16_inputs) {
  run_typed_matmul("i8", "arith.extsi", 19, 33, 47);
  run_typed_matmul("i8", "arith.extsi", 100, 70, 301);
  run_typed_matmul("f16", "arith.extf", 21, 35, 50);
}

// conv_2d_nhwc_hwcf with strides 2 and dilations 2 (named op, memoized
// maps with the constants folded in), against a naive loop.
Test(contract, conv2d_strided_dilated) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x11x13x3xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x3x4xf32>>\n"
      "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x6x4xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, "
      "0], sizes = [2, 11, 13, 3], strides = [1, 1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x11x13x3xf32>> -> "
      "tensor<2x11x13x3xf32>\n"
      "  %w = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, "
      "0], sizes = [3, 2, 3, 4], strides = [1, 1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x3x4xf32>> -> "
      "tensor<3x2x3x4xf32>\n"
      "  %e = tensor.empty() : tensor<2x4x6x4xf32>\n"
      "  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x6x4xf32>) -> "
      "tensor<2x4x6x4xf32>\n"
      "  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : "
      "tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %w : "
      "tensor<2x11x13x3xf32>, tensor<3x2x3x4xf32>) outs(%z : "
      "tensor<2x4x6x4xf32>) -> tensor<2x4x6x4xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %2, offsets = [0, 0, 0, "
      "0], sizes = [2, 4, 6, 4], strides = [1, 1, 1, 1] : "
      "tensor<2x4x6x4xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x6x4xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  static float in[2 * 11 * 13 * 3], w[3 * 2 * 3 * 4], out[2 * 4 * 6 * 4],
      want[2 * 4 * 6 * 4];
  di_random_f32(in, sizeof(in) / 4, 51, -1, 1);
  di_random_f32(w, sizeof(w) / 4, 52, -1, 1);
  for (int n = 0; n < 2; ++n) {
    for (int oh = 0; oh < 4; ++oh) {
      for (int ow = 0; ow < 6; ++ow) {
        for (int f = 0; f < 4; ++f) {
          double s = 0;
          for (int kh = 0; kh < 3; ++kh) {
            for (int kw = 0; kw < 2; ++kw) {
              for (int c = 0; c < 3; ++c) {
                int ih = oh * 2 + kh * 2, iw = ow * 2 + kw * 2;
                s += (double)in[((n * 11 + ih) * 13 + iw) * 3 + c] *
                     w[((kh * 2 + kw) * 3 + c) * 4 + f];
              }
            }
          }
          want[((n * 4 + oh) * 6 + ow) * 4 + f] = (float)s;
        }
      }
    }
  }
  void* bindings[3] = {in, w, out};
  size_t lengths[3] = {sizeof(in), sizeof(w), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  di_expect_near_f32(out, want, sizeof(out) / 4, 1e-6, "conv2d");
  di_release(&h);
}

// Depthwise convolution and max/sum pooling (named ops).
Test(contract, depthwise_and_pooling) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %ninf = arith.constant 0xFF800000 : f32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x6x6x2xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>>\n"
      "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x1x4x4x2xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, "
      "0], sizes = [1, 6, 6, 2], strides = [1, 1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x6x6x2xf32>> -> "
      "tensor<1x6x6x2xf32>\n"
      "  %w = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], "
      "sizes = [3, 3, 2], strides = [1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x2xf32>> -> "
      "tensor<3x3x2xf32>\n"
      "  %e = tensor.empty() : tensor<1x4x4x2xf32>\n"
      "  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x2xf32>) -> "
      "tensor<1x4x4x2xf32>\n"
      "  %m = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x4x2xf32>) -> "
      "tensor<1x4x4x2xf32>\n"
      "  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : "
      "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %w : "
      "tensor<1x6x6x2xf32>, tensor<3x3x2xf32>) outs(%z : "
      "tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>\n"
      "  %win = tensor.empty() : tensor<3x3xf32>\n"
      "  %pm = linalg.pooling_nhwc_max {dilations = dense<1> : "
      "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %win : "
      "tensor<1x6x6x2xf32>, tensor<3x3xf32>) outs(%m : tensor<1x4x4x2xf32>) "
      "-> tensor<1x4x4x2xf32>\n"
      "  %ps = linalg.pooling_nhwc_sum {dilations = dense<1> : "
      "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %win : "
      "tensor<1x6x6x2xf32>, tensor<3x3xf32>) outs(%z : tensor<1x4x4x2xf32>) "
      "-> tensor<1x4x4x2xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %d, %2, offsets = [0, 0, 0, "
      "0, 0], sizes = [1, 1, 4, 4, 2], strides = [1, 1, 1, 1, 1] : "
      "tensor<1x4x4x2xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x1x4x4x2xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %pm, %2, offsets = [1, 0, 0, "
      "0, 0], sizes = [1, 1, 4, 4, 2], strides = [1, 1, 1, 1, 1] : "
      "tensor<1x4x4x2xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x1x4x4x2xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %ps, %2, offsets = [2, 0, 0, "
      "0, 0], sizes = [1, 1, 4, 4, 2], strides = [1, 1, 1, 1, 1] : "
      "tensor<1x4x4x2xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x1x4x4x2xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float in[72], w[18], out[96], want[96];
  di_random_f32(in, 72, 61, -1, 1);
  di_random_f32(w, 18, 62, -1, 1);
  for (int oh = 0; oh < 4; ++oh) {
    for (int ow = 0; ow < 4; ++ow) {
      for (int c = 0; c < 2; ++c) {
        double d = 0, s = 0;
        float mx = -INFINITY;
        for (int kh = 0; kh < 3; ++kh) {
          for (int kw = 0; kw < 3; ++kw) {
            float x = in[((oh + kh) * 6 + ow + kw) * 2 + c];
            d += (double)x * w[(kh * 3 + kw) * 2 + c];
            s += x;
            if (x > mx) mx = x;
          }
        }
        int o = (oh * 4 + ow) * 2 + c;
        want[o] = (float)d;
        want[32 + o] = mx;
        want[64 + o] = (float)s;
      }
    }
  }
  void* bindings[3] = {in, w, out};
  size_t lengths[3] = {sizeof(in), sizeof(w), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  di_expect_near_f32(out, want, 96, 1e-6, "depthwise/pooling");
  di_release(&h);
}

// A convolution with enough channels for the contraction path (a sum over
// window taps of matmuls), in the generic form IREE emits at the Stream
// phase (maps d0 + d3), against a naive loop; also on one thread vs two
// for identical bits.
static void run_conv_generic(int threads, float* out) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<12x13x16xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x24xf32>>\n"
      "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x12x24xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], "
      "sizes = [12, 13, 16], strides = [1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<12x13x16xf32>> -> "
      "tensor<12x13x16xf32>\n"
      "  %w = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, "
      "0], sizes = [3, 2, 16, 24], strides = [1, 1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x16x24xf32>> -> "
      "tensor<3x2x16x24xf32>\n"
      "  %e = tensor.empty() : tensor<10x12x24xf32>\n"
      "  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<10x12x24xf32>) "
      "-> tensor<10x12x24xf32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, "
      "d4, d5) -> (d0 + d3, d1 + d4, d5)>, affine_map<(d0, d1, d2, d3, d4, "
      "d5) -> (d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, "
      "d1, d2)>], iterator_types = [\"parallel\", \"parallel\", "
      "\"parallel\", \"reduction\", \"reduction\", \"reduction\"]} ins(%a, "
      "%w : tensor<12x13x16xf32>, tensor<3x2x16x24xf32>) outs(%z : "
      "tensor<10x12x24xf32>) {\n"
      "  ^bb0(%x: f32, %y: f32, %o: f32):\n"
      "    %p = arith.mulf %x, %y : f32\n"
      "    %s = arith.addf %o, %p : f32\n"
      "    linalg.yield %s : f32\n"
      "  } -> tensor<10x12x24xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %2, offsets = [0, 0, 0], "
      "sizes = [10, 12, 24], strides = [1, 1, 1] : tensor<10x12x24xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x12x24xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, threads, &h);
  static float in[12 * 13 * 16], w[3 * 2 * 16 * 24];
  di_random_f32(in, sizeof(in) / 4, 81, -1, 1);
  di_random_f32(w, sizeof(w) / 4, 82, -1, 1);
  void* bindings[3] = {in, w, out};
  size_t lengths[3] = {sizeof(in), sizeof(w), 10 * 12 * 24 * 4};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  di_release(&h);
  static float want[10 * 12 * 24];
  for (int oh = 0; oh < 10; ++oh) {
    for (int ow = 0; ow < 12; ++ow) {
      for (int f = 0; f < 24; ++f) {
        double s = 0;
        for (int kh = 0; kh < 3; ++kh) {
          for (int kw = 0; kw < 2; ++kw) {
            for (int c = 0; c < 16; ++c) {
              s += (double)in[((oh + kh) * 13 + ow + kw) * 16 + c] *
                   w[((kh * 2 + kw) * 16 + c) * 24 + f];
            }
          }
        }
        want[(oh * 12 + ow) * 24 + f] = (float)s;
      }
    }
  }
  di_expect_near_f32(out, want, 10 * 12 * 24, 2e-6, "conv as matmuls");
}

Test(contract, conv_as_matmuls_same_bits) {
  static float one[10 * 12 * 24], two[10 * 12 * 24];
  run_conv_generic(1, one);
  run_conv_generic(2, two);
  cr_assert(memcmp(one, two, sizeof(one)) == 0);
}

// linalg.mmt4d (the data-tiled matmul): out[M1,N1,m0,n0] +=
// lhs[M1,K1,m0,k0] * rhs[N1,K1,n0,k0], in f32 (tiles 8x4x16: the kernel
// path) and i8 x i8 -> i32 (tiles 2x2x8, exact), against naive loops.
static void run_mmt4d(bool quantized) {
  int M1 = quantized ? 3 : 5, N1 = quantized ? 4 : 3, K1 = quantized ? 2 : 4;
  int m0 = quantized ? 2 : 8, n0 = quantized ? 2 : 4, k0 = quantized ? 8 : 16;
  const char* in_t = quantized ? "i8" : "f32";
  const char* out_t = quantized ? "i32" : "f32";
  char lhs[64], rhs[64], acc[64];
  snprintf(lhs, sizeof(lhs), "tensor<%dx%dx%dx%dx%s>", M1, K1, m0, k0, in_t);
  snprintf(rhs, sizeof(rhs), "tensor<%dx%dx%dx%dx%s>", N1, K1, n0, k0, in_t);
  snprintf(acc, sizeof(acc), "tensor<%dx%dx%dx%dx%s>", M1, N1, m0, n0, out_t);
  char text[8192];
  snprintf(text, sizeof(text),
           "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
           "%%arg2: !stream.binding) {\n"
           "  %%c0 = arith.constant 0 : index\n"
           "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<readonly:%s>\n"
           "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<readonly:%s>\n"
           "  %%2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
           "!iree_tensor_ext.dispatch.tensor<readwrite:%s>\n"
           "  %%a = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0, 0, "
           "0, 0], sizes = [%d, %d, %d, %d], strides = [1, 1, 1, 1] : "
           "!iree_tensor_ext.dispatch.tensor<readonly:%s> -> %s\n"
           "  %%b = iree_tensor_ext.dispatch.tensor.load %%1, offsets = [0, 0, "
           "0, 0], sizes = [%d, %d, %d, %d], strides = [1, 1, 1, 1] : "
           "!iree_tensor_ext.dispatch.tensor<readonly:%s> -> %s\n"
           "  %%z = iree_tensor_ext.dispatch.tensor.load %%2, offsets = [0, 0, "
           "0, 0], sizes = [%d, %d, %d, %d], strides = [1, 1, 1, 1] : "
           "!iree_tensor_ext.dispatch.tensor<readwrite:%s> -> %s\n"
           "  %%r = linalg.mmt4d ins(%%a, %%b : %s, %s) outs(%%z : %s) -> %s\n"
           "  iree_tensor_ext.dispatch.tensor.store %%r, %%2, offsets = [0, 0, "
           "0, 0], sizes = [%d, %d, %d, %d], strides = [1, 1, 1, 1] : %s -> "
           "!iree_tensor_ext.dispatch.tensor<readwrite:%s>\n"
           "  return\n"
           "}\n",
           lhs, rhs, acc, M1, K1, m0, k0, lhs, lhs, N1, K1, n0, k0, rhs, rhs,
           M1, N1, m0, n0, acc, acc, lhs, rhs, acc, acc, M1, N1, m0, n0, acc,
           acc);
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  size_t sa = (size_t)M1 * K1 * m0 * k0, sb = (size_t)N1 * K1 * n0 * k0;
  size_t sc = (size_t)M1 * N1 * m0 * n0;
  size_t in_size = quantized ? 1 : 4;
  void* a = malloc(sa * in_size);
  void* b = malloc(sb * in_size);
  void* out = malloc(sc * 4);
  double* want = malloc(sc * sizeof(double));
  if (quantized) {
    di_random_i8(a, sa, 31);
    di_random_i8(b, sb, 32);
    di_random_i32(out, sc, 33, -1000, 1000);
  } else {
    di_random_f32(a, sa, 31, -1, 1);
    di_random_f32(b, sb, 32, -1, 1);
    di_random_f32(out, sc, 33, -1, 1);
  }
  for (int i1 = 0; i1 < M1; ++i1) {
    for (int j1 = 0; j1 < N1; ++j1) {
      for (int i0 = 0; i0 < m0; ++i0) {
        for (int j0 = 0; j0 < n0; ++j0) {
          size_t o = (((size_t)i1 * N1 + j1) * m0 + i0) * n0 + j0;
          double sum = quantized ? ((int32_t*)out)[o] : ((float*)out)[o];
          for (int p1 = 0; p1 < K1; ++p1) {
            for (int p0 = 0; p0 < k0; ++p0) {
              size_t ai = (((size_t)i1 * K1 + p1) * m0 + i0) * k0 + p0;
              size_t bi = (((size_t)j1 * K1 + p1) * n0 + j0) * k0 + p0;
              sum += quantized ? (double)((int8_t*)a)[ai] * ((int8_t*)b)[bi]
                               : (double)((float*)a)[ai] * ((float*)b)[bi];
            }
          }
          want[o] = sum;
        }
      }
    }
  }
  void* bindings[3] = {a, b, out};
  size_t lengths[3] = {sa * in_size, sb * in_size, sc * 4};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  for (size_t o = 0; o < sc; ++o) {
    if (quantized) {
      cr_assert_eq(((int32_t*)out)[o], (int32_t)want[o], "element %zu", o);
    } else {
      cr_assert(fabs(((float*)out)[o] - want[o]) <= 1e-5 * (1 + fabs(want[o])),
                "element %zu: %g vs %g", o, ((float*)out)[o], want[o]);
    }
  }
  free(a);
  free(b);
  free(out);
  free(want);
  di_release(&h);
}

Test(contract, mmt4d_f32_and_i8) {
  run_mmt4d(false);
  run_mmt4d(true);
}
