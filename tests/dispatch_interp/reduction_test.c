// Reductions against naive loops: row sums (reduction path), column sums
// (accumulators along a parallel block), full reductions to a 0-d tensor,
// linalg.reduce with maximumf, a two-output argmax, integer sums, and the
// same bits on one thread and on two.

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "test_util.h"

// sum over the dimensions |reduced| ("d1" row sums, "d0" column sums) of an
// MxN f32 input into |out_shape|.
static void build_sum(char* text, size_t size, int m, int n, bool rows) {
  snprintf(
      text, size,
      "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding) {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%zero = arith.constant 0.0 : f32\n"
      "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dxf32>>\n"
      "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dxf32>>\n"
      "  %%a = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dxf32>> -> "
      "tensor<%dx%dxf32>\n"
      "  %%e = tensor.empty() : tensor<%dxf32>\n"
      "  %%z = linalg.fill ins(%%zero : f32) outs(%%e : tensor<%dxf32>) -> "
      "tensor<%dxf32>\n"
      "  %%r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, "
      "d1)>, affine_map<(d0, d1) -> (%s)>], iterator_types = [\"%s\", "
      "\"%s\"]} ins(%%a : tensor<%dx%dxf32>) outs(%%z : tensor<%dxf32>) {\n"
      "  ^bb0(%%x: f32, %%o: f32):\n"
      "    %%s = arith.addf %%o, %%x : f32\n"
      "    linalg.yield %%s : f32\n"
      "  } -> tensor<%dxf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %%r, %%1, offsets = [0], "
      "sizes = [%d], strides = [1] : tensor<%dxf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dxf32>>\n"
      "  return\n"
      "}\n",
      m, n, rows ? m : n, m, n, m, n, m, n, rows ? m : n, rows ? m : n,
      rows ? m : n, rows ? "d0" : "d1", rows ? "parallel" : "reduction",
      rows ? "reduction" : "parallel", m, n, rows ? m : n, rows ? m : n,
      rows ? m : n, rows ? m : n, rows ? m : n);
}

static void run_sum(int m, int n, bool rows, int threads, float* out) {
  char text[8192];
  build_sum(text, sizeof(text), m, n, rows);
  di_harness_t h;
  di_prepare_ok(text, threads, &h);
  float* in = malloc(sizeof(float) * (size_t)m * n);
  di_random_f32(in, (size_t)m * n, 11, -1, 1);
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(float) * (size_t)m * n,
                       sizeof(float) * (size_t)(rows ? m : n)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  size_t count = (size_t)(rows ? m : n);
  float* want = malloc(sizeof(float) * count);
  for (size_t o = 0; o < count; ++o) {
    double sum = 0;
    for (int k = 0; k < (rows ? n : m); ++k) {
      sum += rows ? in[o * n + k] : in[(size_t)k * n + o];
    }
    want[o] = (float)sum;
  }
  // The order differs from a double sum: bound by n * eps.
  for (size_t o = 0; o < count; ++o) {
    double tol = 1e-6 * (rows ? n : m);
    cr_assert(fabs(out[o] - want[o]) <= tol, "%s sum %zu: %.9g vs %.9g",
              rows ? "row" : "column", o, out[o], want[o]);
  }
  free(in);
  free(want);
  di_release(&h);
}

Test(reduction, row_and_column_sums) {
  static float out[4096];
  run_sum(3, 5000, true, 1, out);    // reduction path, tree per block
  run_sum(300, 37, true, 0, out);    // reduction path, many rows
  run_sum(5000, 3, false, 1, out);   // column sums: accumulators
  run_sum(64, 4096, false, 0, out);  // column sums over the pool
  run_sum(1, 1, true, 1, out);
}

Test(reduction, same_bits_on_one_and_two_threads) {
  static float one[2048], two[2048];
  run_sum(2048, 999, true, 1, one);
  run_sum(2048, 999, true, 2, two);
  cr_assert(memcmp(one, two, sizeof(one)) == 0);
  run_sum(777, 2048, false, 1, one);
  run_sum(777, 2048, false, 2, two);
  cr_assert(memcmp(one, two, sizeof(one)) == 0);
}

// A full reduction to a 0-d tensor (no parallel loop) with linalg.reduce
// and maximumf, and an i32 sum that wraps.
Test(reduction, full_reduce_max_and_int_sum) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: !stream.binding, %arg3: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %ninf = arith.constant 0xFF800000 : f32\n"
      "  %zi = arith.constant 0 : i32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10007xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>\n"
      "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10007xi32>>\n"
      "  %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[10007], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10007xf32>> -> "
      "tensor<10007xf32>\n"
      "  %b = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = "
      "[10007], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10007xi32>> -> "
      "tensor<10007xi32>\n"
      "  %e = tensor.empty() : tensor<f32>\n"
      "  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<f32>) -> "
      "tensor<f32>\n"
      "  %m = linalg.reduce { arith.maximumf } ins(%a : tensor<10007xf32>) "
      "outs(%f : tensor<f32>) dimensions = [0]\n"
      "  iree_tensor_ext.dispatch.tensor.store %m, %1, offsets = [], sizes = "
      "[], strides = [] : tensor<f32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>\n"
      "  %ei = tensor.empty() : tensor<i32>\n"
      "  %fi = linalg.fill ins(%zi : i32) outs(%ei : tensor<i32>) -> "
      "tensor<i32>\n"
      "  %s = linalg.reduce ins(%b : tensor<10007xi32>) outs(%fi : "
      "tensor<i32>) dimensions = [0]\n"
      "    (%in: i32, %init: i32) {\n"
      "      %t = arith.addi %in, %init : i32\n"
      "      linalg.yield %t : i32\n"
      "    }\n"
      "  iree_tensor_ext.dispatch.tensor.store %s, %3, offsets = [], sizes = "
      "[], strides = [] : tensor<i32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  static float a[10007];
  static int32_t b[10007];
  float max = 0;
  int32_t sum = 0;
  di_random_f32(a, 10007, 5, -100, 100);
  di_random_i32(b, 10007, 6, INT32_MIN / 2, INT32_MAX / 2);
  a[5000] = 1234.5f;
  uint32_t wrap = 0;
  for (int i = 0; i < 10007; ++i) wrap += (uint32_t)b[i];
  void* bindings[4] = {a, &max, b, &sum};
  size_t lengths[4] = {sizeof(a), 4, sizeof(b), 4};
  di_run_ok(&h, bindings, lengths, 4, NULL, 0);
  cr_assert_eq(max, 1234.5f);
  cr_assert_eq(sum, (int32_t)wrap);
  di_release(&h);
}

// argmax: a two-output generic (value and index) with cmpf/select.
Test(reduction, argmax_two_outputs) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %ninf = arith.constant 0xFF800000 : f32\n"
      "  %zi = arith.constant 0 : i32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x100xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [6, 100], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x100xf32>> -> "
      "tensor<6x100xf32>\n"
      "  %ev = tensor.empty() : tensor<6xf32>\n"
      "  %ei = tensor.empty() : tensor<6xi32>\n"
      "  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<6xf32>) -> "
      "tensor<6xf32>\n"
      "  %fi = linalg.fill ins(%zi : i32) outs(%ei : tensor<6xi32>) -> "
      "tensor<6xi32>\n"
      "  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, "
      "d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], "
      "iterator_types = [\"parallel\", \"reduction\"]} ins(%a : "
      "tensor<6x100xf32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) {\n"
      "  ^bb0(%x: f32, %v: f32, %i: i32):\n"
      "    %j = linalg.index 1 : index\n"
      "    %jj = arith.index_cast %j : index to i32\n"
      "    %gt = arith.cmpf ogt, %x, %v : f32\n"
      "    %nv = arith.select %gt, %x, %v : f32\n"
      "    %ni = arith.select %gt, %jj, %i : i32\n"
      "    linalg.yield %nv, %ni : f32, i32\n"
      "  } -> (tensor<6xf32>, tensor<6xi32>)\n"
      "  iree_tensor_ext.dispatch.tensor.store %r#1, %1, offsets = [0], sizes "
      "= [6], strides = [1] : tensor<6xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float a[600];
  int32_t out[6];
  di_random_f32(a, 600, 9, -10, 10);
  void* bindings[2] = {a, out};
  size_t lengths[2] = {sizeof(a), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  for (int r = 0; r < 6; ++r) {
    int best = 0;
    for (int j = 1; j < 100; ++j) {
      if (a[r * 100 + j] > a[r * 100 + best]) best = j;
    }
    cr_assert_eq(out[r], best, "row %d", r);
  }
  di_release(&h);
}

// IREE's average pool of a padded image (torch's adaptive pooling at 7x7):
// a sum over the 49 taps gathered by tensor.extract at linalg.index
// positions, with a second, rank-0 output that no loop moves and that
// every point overwrites (IREE yields a constant there; here the point's
// element, so the order shows). Unread, it lets the sum run in blocks
// along the channels (sr_di_overwrite_block), which must leave the last
// point's value in it; read (|reads|), it is a full sum on the loop nest.
// Both against the plain loop nest, bit for bit, on one thread and on all.
static void run_pool(int c, bool reads, int threads, bool reference,
                     float* sums, float* last) {
  char text[8192];
  snprintf(
      text, sizeof(text),
      "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
      "%%arg2: !stream.binding) {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%c7 = arith.constant 7 : index\n"
      "  %%zero = arith.constant 0.0 : f32\n"
      "  %%0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx8x8xf32>>\n"
      "  %%1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dxf32>>\n"
      "  %%2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>\n"
      "  %%3 = iree_tensor_ext.dispatch.tensor.load %%0, offsets = [0, 0, 0], "
      "sizes = [%d, 8, 8], strides = [1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx8x8xf32>> -> "
      "tensor<%dx8x8xf32>\n"
      "  %%4 = tensor.empty() : tensor<f32>\n"
      "  %%5 = tensor.empty() : tensor<%dxf32>\n"
      "  %%6 = linalg.fill ins(%%zero : f32) outs(%%5 : tensor<%dxf32>) -> "
      "tensor<%dxf32>\n"
      "  %%7 = tensor.empty() : tensor<49xi1>\n"
      "  %%8:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> "
      "(d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], "
      "iterator_types = [\"parallel\", \"reduction\"]} ins(%%7 : "
      "tensor<49xi1>) outs(%%6, %%4 : tensor<%dxf32>, tensor<f32>) {\n"
      "  ^bb0(%%in: i1, %%out: f32, %%out_1: f32):\n"
      "    %%9 = linalg.index 0 : index\n"
      "    %%10 = linalg.index 1 : index\n"
      "    %%11 = arith.remsi %%10, %%c7 : index\n"
      "    %%12 = arith.divsi %%10, %%c7 : index\n"
      "    %%x = tensor.extract %%3[%%9, %%12, %%11] : tensor<%dx8x8xf32>\n"
      "    %%s = arith.addf %%x, %%out : f32\n"
      "    %%l = %s\n"
      "    linalg.yield %%s, %%l : f32, f32\n"
      "  } -> (tensor<%dxf32>, tensor<f32>)\n"
      "  iree_tensor_ext.dispatch.tensor.store %%8#0, %%1, offsets = [0], "
      "sizes = [%d], strides = [1] : tensor<%dxf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dxf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %%8#1, %%2, offsets = [], "
      "sizes = [], strides = [] : tensor<f32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>\n"
      "  return\n"
      "}\n",
      c, c, c, c, c, c, c, c, c, c,
      reads ? "arith.addf %out_1, %x : f32" : "arith.mulf %x, %x : f32", c, c,
      c, c);
  di_harness_t h;
  di_prepare_ok(text, threads, &h);
  h.program->reference_loops = reference;
  size_t n = (size_t)c * 64;
  float* in = malloc(sizeof(float) * n);
  di_random_f32(in, n, 21, -1, 1);
  void* bindings[3] = {in, sums, last};
  size_t lengths[3] = {sizeof(float) * n, sizeof(float) * (size_t)c,
                       sizeof(float)};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  if (!reads) {
    // The last point (c - 1, tap 48 = row 6, column 6) wrote last.
    float x = in[(size_t)(c - 1) * 64 + 6 * 8 + 6];
    cr_assert_eq(*last, x * x, "pool of %d: last %.9g, want %.9g", c, *last,
                 x * x);
  }
  free(in);
  di_release(&h);
}

Test(reduction, pool_with_an_overwritten_output) {
  static const int kChannels[] = {1, 7, 17, 129, 1280};
  for (size_t i = 0; i < sizeof(kChannels) / sizeof(kChannels[0]); ++i) {
    for (int reads = 0; reads < 2; ++reads) {
      int c = kChannels[i];
      size_t bytes = sizeof(float) * (size_t)c;
      float* want = malloc(bytes);
      float* got[2] = {malloc(bytes), malloc(bytes)};
      float want_last = 0, got_last[2] = {0, 0};
      run_pool(c, reads, 0, true, want, &want_last);
      for (int threads = 0; threads < 2; ++threads) {
        memset(got[threads], 0xA5, bytes);
        run_pool(c, reads, threads, false, got[threads], &got_last[threads]);
      }
      cr_assert_eq(memcmp(got[0], got[1], bytes), 0,
                   "pool of %d (reads %d): sums differ between one thread "
                   "and all",
                   c, reads);
      cr_assert_eq(memcmp(&got_last[0], &got_last[1], sizeof(float)), 0);
      if (!reads) {
        // Blocks along the channels, each tap in order: the loop nest's
        // bits.
        cr_assert_eq(memcmp(want, got[0], bytes), 0,
                     "pool of %d: sums differ from the loop nest", c);
        cr_assert_eq(memcmp(&want_last, &got_last[0], sizeof(float)), 0,
                     "pool of %d: last %.9g vs %.9g", c, got_last[0],
                     want_last);
      } else {
        // A full sum: the reduction path's tree orders it differently.
        for (int k = 0; k < c; ++k) {
          cr_assert(fabsf(got[0][k] - want[k]) <= 1e-4f, "pool of %d: %d", c,
                    k);
        }
        cr_assert(fabsf(got_last[0] - want_last) <= 1e-5f * 49 * (float)c,
                  "pool of %d: total %.9g vs %.9g", c, got_last[0], want_last);
      }
      free(want);
      free(got[0]);
      free(got[1]);
    }
  }
}
