// The contraction fast path (contract.c on kernels/gemm.h) against the
// plain loop nest (sr_di_program_t.reference_loops), bit for bit: matmuls
// with every transpose, batched, matvec/vecmat, convolutions 1-D/2-D/3-D in
// NCHW/NHWC/CHWN with strides, dilations, groups and depthwise channel
// multipliers, on odd shapes, for f32, f16 -> f32, bf16 -> f32 and
// i8 -> i32 bodies, on one thread and on all. The GEMM's micro-kernel is
// sequential (products rounded, then added in loop order), so the fast path
// must give exactly the loop nest's bits, and the same on any thread count.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/types.h"
#include "test_util.h"

typedef enum gp_type_e { GP_F32, GP_F16, GP_BF16, GP_I8 } gp_type_t;

static const char* const kGpIn[] = {"f32", "f16", "bf16", "i8"};
static const char* const kGpOut[] = {"f32", "f32", "f32", "i32"};
static const size_t kGpInSize[] = {4, 2, 2, 1};

// One contraction: loops, maps (affine results over d0..), shapes.
typedef struct gp_case_t {
  const char* name;
  int loops;
  const char* iterators;  // e.g. "p p r"
  const char* map[3];     // results of in0, in1, out
  int rank[3];
  int shape[3][6];
} gp_case_t;

static size_t gp_count(const gp_case_t* c, int k) {
  size_t n = 1;
  for (int r = 0; r < c->rank[k]; ++r) n *= (size_t)c->shape[k][r];
  return n;
}

static void gp_tensor_type(const gp_case_t* c, int k, const char* elem,
                           char* out, size_t cap) {
  size_t at = (size_t)snprintf(out, cap, "tensor<");
  for (int r = 0; r < c->rank[k]; ++r) {
    at += (size_t)snprintf(out + at, cap - at, "%dx", c->shape[k][r]);
  }
  snprintf(out + at, cap - at, "%s>", elem);
}

static void gp_offsets(const gp_case_t* c, int k, char* offsets, char* sizes,
                       char* strides, size_t cap) {
  size_t a = 0, b = 0, d = 0;
  for (int r = 0; r < c->rank[k]; ++r) {
    const char* sep = r ? ", " : "";
    a += (size_t)snprintf(offsets + a, cap - a, "%s0", sep);
    b += (size_t)snprintf(sizes + b, cap - b, "%s%d", sep, c->shape[k][r]);
    d += (size_t)snprintf(strides + d, cap - d, "%s1", sep);
  }
  if (!c->rank[k]) offsets[0] = sizes[0] = strides[0] = 0;
}

// The dispatch: both inputs and the output (read-write: the contraction
// accumulates into its old contents) from bindings, one linalg.generic.
static char* gp_text(const gp_case_t* c, gp_type_t type) {
  char* text = (char*)malloc(16384);
  char ty[3][256], dims[256];
  const char* elem[3] = {kGpIn[type], kGpIn[type], kGpOut[type]};
  for (int k = 0; k < 3; ++k) gp_tensor_type(c, k, elem[k], ty[k], 256);
  size_t at = 0;
  for (int d = 0; d < c->loops; ++d) {
    at += (size_t)snprintf(dims + at, sizeof(dims) - at, "%sd%d", d ? ", " : "",
                           d);
  }
  char iters[512];
  at = 0;
  for (const char* p = c->iterators; *p; ++p) {
    if (*p == ' ') continue;
    at +=
        (size_t)snprintf(iters + at, sizeof(iters) - at, "%s\"%s\"",
                         at ? ", " : "", *p == 'p' ? "parallel" : "reduction");
  }
  bool is_int = type == GP_I8;
  const char* ext = is_int ? "arith.extsi" : "arith.extf";
  char body[1024];
  if (type == GP_F32) {
    snprintf(body, sizeof(body),
             "    %%p = arith.mulf %%x, %%y : f32\n"
             "    %%s = arith.addf %%o, %%p : f32\n");
  } else {
    snprintf(body, sizeof(body),
             "    %%xe = %s %%x : %s to %s\n"
             "    %%ye = %s %%y : %s to %s\n"
             "    %%p = %s %%xe, %%ye : %s\n"
             "    %%s = %s %%o, %%p : %s\n",
             ext, kGpIn[type], kGpOut[type], ext, kGpIn[type], kGpOut[type],
             is_int ? "arith.muli" : "arith.mulf", kGpOut[type],
             is_int ? "arith.addi" : "arith.addf", kGpOut[type]);
  }
  char loads[3][2048];
  const char* access[3] = {"readonly", "readonly", "readwrite"};
  for (int k = 0; k < 3; ++k) {
    char o[128], s[128], st[128];
    gp_offsets(c, k, o, s, st, sizeof(o));
    snprintf(loads[k], sizeof(loads[k]),
             "  %%t%d = iree_tensor_ext.dispatch.tensor.load %%b%d, offsets = "
             "[%s], sizes = [%s], strides = [%s] : "
             "!iree_tensor_ext.dispatch.tensor<%s:%s> -> %s\n",
             k, k, o, s, st, access[k], ty[k], ty[k]);
  }
  char o[128], s[128], st[128];
  gp_offsets(c, 2, o, s, st, sizeof(o));
  snprintf(
      text, 16384,
      "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
      "%%arg2: !stream.binding) {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%b0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:%s>\n"
      "  %%b1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:%s>\n"
      "  %%b2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:%s>\n"
      "%s%s%s"
      "  %%r = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>, "
      "affine_map<(%s) -> (%s)>, affine_map<(%s) -> (%s)>], iterator_types = "
      "[%s]} ins(%%t0, %%t1 : %s, %s) outs(%%t2 : %s) {\n"
      "  ^bb0(%%x: %s, %%y: %s, %%o: %s):\n"
      "%s"
      "    linalg.yield %%s : %s\n"
      "  } -> %s\n"
      "  iree_tensor_ext.dispatch.tensor.store %%r, %%b2, offsets = [%s], "
      "sizes = [%s], strides = [%s] : %s -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:%s>\n"
      "  return\n"
      "}\n",
      ty[0], ty[1], ty[2], loads[0], loads[1], loads[2], dims, c->map[0], dims,
      c->map[1], dims, c->map[2], iters, ty[0], ty[1], ty[2], kGpIn[type],
      kGpIn[type], kGpOut[type], body, kGpOut[type], ty[2], o, s, st, ty[2],
      ty[2]);
  return text;
}

static void gp_fill(void* p, size_t n, gp_type_t type, uint32_t seed) {
  if (type == GP_I8) {
    di_random_i8((int8_t*)p, n, seed);
    return;
  }
  float* f = (float*)malloc(n * 4 + 4);
  di_random_f32(f, n, seed, -1.5f, 1.5f);
  for (size_t i = 0; i < n; ++i) {
    if (type == GP_F32) {
      ((float*)p)[i] = f[i];
    } else if (type == GP_F16) {
      ((uint16_t*)p)[i] = sr_k_f32_to_f16(f[i]);
    } else {
      ((uint16_t*)p)[i] = sr_k_f32_to_bf16(f[i]);
    }
  }
  free(f);
}

// Runs |c| on the loop nest and on the fast path (one thread and all) and
// requires the same bytes.
static void gp_check(const gp_case_t* c, gp_type_t type) {
  char* text = gp_text(c, type);
  size_t n[3], bytes[3];
  void* in[2];
  for (int k = 0; k < 3; ++k) {
    n[k] = gp_count(c, k);
    bytes[k] = n[k] * (k < 2 ? kGpInSize[type] : 4);
  }
  for (int k = 0; k < 2; ++k) {
    in[k] = malloc(bytes[k] + 1);
    gp_fill(in[k], n[k], type, (uint32_t)(k + 1) * 7919u);
  }
  void* init = malloc(bytes[2] + 1);
  if (type == GP_I8) {
    di_random_i32((int32_t*)init, n[2], 3, -1000, 1000);
  } else {
    di_random_f32((float*)init, n[2], 3, -1, 1);
  }
  void* outs[3];
  for (int mode = 0; mode < 3; ++mode) {
    di_harness_t h;
    di_prepare_ok(text, mode == 1 ? 1 : 0, &h);
    h.program->reference_loops = mode == 0;
    outs[mode] = malloc(bytes[2] + 1);
    memcpy(outs[mode], init, bytes[2]);
    void* bindings[3] = {in[0], in[1], outs[mode]};
    di_run_ok(&h, bindings, bytes, 3, NULL, 0);
    di_release(&h);
  }
  for (int mode = 1; mode < 3; ++mode) {
    const uint8_t* want = (const uint8_t*)outs[0];
    const uint8_t* got = (const uint8_t*)outs[mode];
    size_t first = bytes[2];
    for (size_t i = 0; i < bytes[2] && first == bytes[2]; ++i) {
      if (want[i] != got[i]) first = i;
    }
    cr_assert_eq(first, bytes[2],
                 "%s %s (%s): element %zu differs from the loop nest", c->name,
                 kGpIn[type], mode == 1 ? "1 thread" : "all threads",
                 first / 4);
  }
  for (int mode = 0; mode < 3; ++mode) free(outs[mode]);
  free(in[0]);
  free(in[1]);
  free(init);
  free(text);
}

static void gp_check_all_types(const gp_case_t* c) {
  for (int t = GP_F32; t <= GP_I8; ++t) gp_check(c, (gp_type_t)t);
}

Test(gemm_paths, matmuls_every_transpose_batch_matvec) {
  static const int kShapes[][3] = {
      {1, 1, 1}, {7, 17, 129}, {129, 7, 17}, {17, 129, 7}, {33, 31, 300}};
  char name[64];
  for (size_t s = 0; s < sizeof(kShapes) / sizeof(kShapes[0]); ++s) {
    int m = kShapes[s][0], n = kShapes[s][1], k = kShapes[s][2];
    for (int layout = 0; layout < 8; ++layout) {
      bool ta = layout & 1, tb = layout & 2, tc = layout & 4;
      gp_case_t c = {name,
                     3,
                     "p p r",
                     {ta ? "d2, d0" : "d0, d2", tb ? "d1, d2" : "d2, d1",
                      tc ? "d1, d0" : "d0, d1"},
                     {2, 2, 2},
                     {{ta ? k : m, ta ? m : k},
                      {tb ? n : k, tb ? k : n},
                      {tc ? n : m, tc ? m : n}}};
      snprintf(name, sizeof(name), "matmul %dx%dx%d layout %d", m, n, k,
               layout);
      gp_check_all_types(&c);
    }
  }
  // Batch matmul, the batch loop in the middle of B and the output.
  gp_case_t bmm = {"batch_matmul", 4,
                   "p p p r",      {"d0, d1, d3", "d3, d0, d2", "d1, d0, d2"},
                   {3, 3, 3},      {{3, 7, 19}, {19, 3, 17}, {7, 3, 17}}};
  gp_check_all_types(&bmm);
  gp_case_t matvec = {"matvec",  2,
                      "p r",     {"d0, d1", "d1", "d0"},
                      {2, 1, 1}, {{129, 17}, {17}, {129}}};
  gp_check_all_types(&matvec);
  gp_case_t vecmat = {"vecmat",  2,
                      "p r",     {"d1", "d1, d0", "d0"},
                      {1, 2, 1}, {{17}, {17, 129}, {129}}};
  gp_check_all_types(&vecmat);
  gp_case_t dot = {
      "dot", 1, "r", {"d0", "d0", ""}, {1, 1, 0}, {{129}, {129}, {0}}};
  gp_check_all_types(&dot);
}

// conv_2d_nchw_fchw as IREE leaves it (a generic), any stride/dilation:
// loops (n, f, oh, ow, c, kh, kw).
static void gp_conv2d(const char* layout, int batch, int c, int f, int h, int w,
                      int kh, int kw, int s, int d) {
  int oh = (h - (kh - 1) * d - 1) / s + 1, ow = (w - (kw - 1) * d - 1) / s + 1;
  char name[128], in_map[128], name_w[32];
  snprintf(name, sizeof(name), "conv2d %s n%d c%d f%d %dx%d k%dx%d s%d d%d",
           layout, batch, c, f, h, w, kh, kw, s, d);
  snprintf(name_w, sizeof(name_w), "%s", layout);
  gp_case_t g = {name, 7, "p p p p r r r", {in_map, "", ""}, {4, 4, 4}, {{0}}};
  char hmap[48], wmap[48];
  snprintf(hmap, sizeof(hmap), "d2 * %d + d5 * %d", s, d);
  snprintf(wmap, sizeof(wmap), "d3 * %d + d6 * %d", s, d);
  if (strcmp(layout, "nchw") == 0) {
    snprintf(in_map, sizeof(in_map), "d0, d4, %s, %s", hmap, wmap);
    g.map[1] = "d1, d4, d5, d6";
    g.map[2] = "d0, d1, d2, d3";
    int s0[4] = {batch, c, h, w}, s1[4] = {f, c, kh, kw},
        s2[4] = {batch, f, oh, ow};
    memcpy(g.shape[0], s0, sizeof(s0));
    memcpy(g.shape[1], s1, sizeof(s1));
    memcpy(g.shape[2], s2, sizeof(s2));
  } else if (strcmp(layout, "nhwc") == 0) {
    snprintf(in_map, sizeof(in_map), "d0, %s, %s, d4", hmap, wmap);
    g.map[1] = "d5, d6, d4, d1";
    g.map[2] = "d0, d2, d3, d1";
    int s0[4] = {batch, h, w, c}, s1[4] = {kh, kw, c, f},
        s2[4] = {batch, oh, ow, f};
    memcpy(g.shape[0], s0, sizeof(s0));
    memcpy(g.shape[1], s1, sizeof(s1));
    memcpy(g.shape[2], s2, sizeof(s2));
  } else {  // chwn
    snprintf(in_map, sizeof(in_map), "d4, %s, %s, d0", hmap, wmap);
    g.map[1] = "d4, d5, d6, d1";
    g.map[2] = "d1, d2, d3, d0";
    int s0[4] = {c, h, w, batch}, s1[4] = {c, kh, kw, f},
        s2[4] = {f, oh, ow, batch};
    memcpy(g.shape[0], s0, sizeof(s0));
    memcpy(g.shape[1], s1, sizeof(s1));
    memcpy(g.shape[2], s2, sizeof(s2));
  }
  gp_check_all_types(&g);
}

Test(gemm_paths, conv2d_layouts_strides_dilations) {
  static const int kConvs[][9] = {
      // batch, c, f, h, w, kh, kw, stride, dilation
      {1, 1, 1, 1, 1, 1, 1, 1, 1},   {1, 7, 17, 9, 10, 3, 3, 1, 1},
      {2, 3, 7, 13, 11, 3, 2, 2, 1}, {1, 17, 5, 12, 9, 3, 3, 1, 2},
      {1, 9, 33, 7, 7, 1, 1, 1, 1},  {3, 5, 6, 17, 17, 7, 7, 2, 1},
      {1, 129, 7, 4, 4, 3, 3, 1, 1}};
  static const char* const kLayouts[] = {"nchw", "nhwc", "chwn"};
  for (size_t i = 0; i < sizeof(kConvs) / sizeof(kConvs[0]); ++i) {
    for (int l = 0; l < 3; ++l) {
      const int* v = kConvs[i];
      gp_conv2d(kLayouts[l], v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7],
                v[8]);
    }
  }
}

Test(gemm_paths, conv1d_conv3d_groups_depthwise) {
  // conv_1d_ncw_fcw, stride 2: loops (n, f, ow, c, kw).
  gp_case_t c1 = {
      "conv1d ncw", 5,
      "p p p r r",  {"d0, d3, d2 * 2 + d4", "d1, d3, d4", "d0, d1, d2"},
      {3, 3, 3},    {{2, 7, 37}, {17, 7, 3}, {2, 17, 18}}};
  gp_check_all_types(&c1);
  // conv_3d_ncdhw_fcdhw: loops (n, f, od, oh, ow, c, kd, kh, kw).
  gp_case_t c3 = {"conv3d ncdhw",
                  9,
                  "p p p p p r r r r",
                  {"d0, d5, d2 + d6, d3 + d7, d4 + d8", "d1, d5, d6, d7, d8",
                   "d0, d1, d2, d3, d4"},
                  {5, 5, 5},
                  {{1, 3, 5, 6, 7}, {7, 3, 2, 3, 3}, {1, 7, 4, 4, 5}}};
  gp_check_all_types(&c3);
  // Grouped, conv_2d_ngchw_gfchw: 3 groups of 5 -> 4 channels; loops (n,
  // g, f, oh, ow, c, kh, kw).
  gp_case_t grouped = {"conv2d grouped",
                       8,
                       "p p p p p r r r",
                       {"d0, d1, d5, d3 + d6, d4 + d7", "d1, d2, d5, d6, d7",
                        "d0, d1, d2, d3, d4"},
                       {5, 5, 5},
                       {{1, 3, 5, 9, 8}, {3, 4, 5, 3, 2}, {1, 3, 4, 7, 7}}};
  gp_check_all_types(&grouped);
  // Depthwise with channel multiplier 3, depthwise_conv_2d_nhwc_hwcm,
  // stride 2: loops (n, oh, ow, c, m, kh, kw).
  gp_case_t dw3 = {"depthwise x3",
                   7,
                   "p p p p p r r",
                   {"d0, d1 * 2 + d5, d2 * 2 + d6, d3", "d5, d6, d3, d4",
                    "d0, d1, d2, d3, d4"},
                   {4, 4, 5},
                   {{1, 17, 13, 7}, {3, 3, 7, 3}, {1, 8, 6, 7, 3}}};
  gp_check_all_types(&dw3);
  // Depthwise NHWC, multiplier 1: loops (n, oh, ow, c, kh, kw).
  gp_case_t dw1 = {"depthwise nhwc",
                   6,
                   "p p p p r r",
                   {"d0, d1 + d4, d2 + d5, d3", "d4, d5, d3", "d0, d1, d2, d3"},
                   {4, 3, 4},
                   {{2, 9, 10, 17}, {3, 3, 17}, {2, 7, 8, 17}}};
  gp_check_all_types(&dw1);
  // Depthwise NCHW as torch and ONNX leave it (loops (oh, ow, c, kh, kw),
  // one channel per batch point: the few-rows kernel), strides 1 and 2,
  // dilation 2, rows of 1 to 33 columns.
  static const int kDepthwise[][5] = {// c, h, w, stride, dilation
                                      {3, 9, 10, 1, 1},
                                      {17, 12, 35, 2, 1},
                                      {5, 13, 13, 1, 2},
                                      {2, 3, 3, 1, 1},
                                      {7, 40, 8, 2, 1}};
  for (size_t i = 0; i < sizeof(kDepthwise) / sizeof(kDepthwise[0]); ++i) {
    const int* v = kDepthwise[i];
    int c = v[0], h = v[1], w = v[2], s = v[3], d = v[4];
    int oh = (h - 2 * d - 1) / s + 1, ow = (w - 2 * d - 1) / s + 1;
    char name[96], in_map[96];
    snprintf(name, sizeof(name), "depthwise nchw c%d %dx%d s%d d%d", c, h, w, s,
             d);
    snprintf(in_map, sizeof(in_map), "d2, d0 * %d + d3 * %d, d1 * %d + d4 * %d",
             s, d, s, d);
    gp_case_t g = {name,        5,
                   "p p p r r", {in_map, "d2, d3, d4", "d2, d0, d1"},
                   {3, 3, 3},   {{c, h, w}, {c, 3, 3}, {c, oh, ow}}};
    gp_check_all_types(&g);
  }
}

// Products of 1 to 4 rows (the few-rows kernel when f32): row-major
// matmuls, k past one 256-deep slice of the row kernel.
Test(gemm_paths, few_rows_matmuls) {
  static const int kShapes[][3] = {
      {1, 129, 17}, {2, 40, 9}, {3, 300, 257}, {4, 33, 600}, {1, 8, 1}};
  char name[64];
  for (size_t i = 0; i < sizeof(kShapes) / sizeof(kShapes[0]); ++i) {
    int m = kShapes[i][0], n = kShapes[i][1], k = kShapes[i][2];
    snprintf(name, sizeof(name), "matmul %dx%dx%d", m, n, k);
    gp_case_t c = {name,      3,
                   "p p r",   {"d0, d2", "d2, d1", "d0, d1"},
                   {2, 2, 2}, {{m, k}, {k, n}, {m, n}}};
    gp_check_all_types(&c);
  }
}

//===----------------------------------------------------------------------===//
// Fused zero fills and epilogues (compile_fuse.c)
//===----------------------------------------------------------------------===//

// How many instructions of |kind| the entry block has.
static int gp_count_kind(const di_harness_t* h, int kind) {
  int n = 0;
  for (uint32_t i = 0; i < h->program->entry.num_instrs; ++i) {
    n += h->program->entry.instrs[i].kind == kind;
  }
  return n;
}

// out[f][p] = act(sum_k w[f][k] x[k][p] + bias[f] (+ res[p][f] when
// transposed residual)) as IREE leaves a conv/matmul + epilogue dispatch:
// fill 0, contraction, elementwise generic, store. |type| f32 or i8 (the
// epilogue then requantizes i32 -> f32 -> i8 through a scale).
static void gp_fused(int f, int p, int k, bool residual_transposed,
                     bool integer, int threads, int expect_fused,
                     void* out_bytes, bool reference) {
  const char* in = integer ? "i8" : "f32";
  const char* acc = integer ? "i32" : "f32";
  char text[8192];
  char epilogue[2048];
  if (integer) {
    snprintf(epilogue, sizeof(epilogue),
             "  ^bb0(%%a: i32, %%b: i32, %%r: i8, %%o: i8):\n"
             "    %%s = arith.addi %%a, %%b : i32\n"
             "    %%fs = arith.sitofp %%s : i32 to f32\n"
             "    %%sc = arith.constant 0.0125 : f32\n"
             "    %%q = arith.mulf %%fs, %%sc : f32\n"
             "    %%rf = arith.sitofp %%r : i8 to f32\n"
             "    %%t = arith.addf %%q, %%rf : f32\n"
             "    %%lo = arith.constant -128.0 : f32\n"
             "    %%hi = arith.constant 127.0 : f32\n"
             "    %%c1 = arith.maximumf %%t, %%lo : f32\n"
             "    %%c2 = arith.minimumf %%c1, %%hi : f32\n"
             "    %%y = arith.fptosi %%c2 : f32 to i8\n"
             "    linalg.yield %%y : i8\n");
  } else {
    snprintf(epilogue, sizeof(epilogue),
             "  ^bb0(%%a: f32, %%b: f32, %%r: f32, %%o: f32):\n"
             "    %%s = arith.addf %%a, %%b : f32\n"
             "    %%t = arith.addf %%s, %%r : f32\n"
             "    %%z = arith.constant 0.0 : f32\n"
             "    %%y = arith.maximumf %%t, %%z : f32\n"
             "    linalg.yield %%y : f32\n");
  }
  const char* out_elem = integer ? "i8" : "f32";
  snprintf(
      text, sizeof(text),
      "func.func @f(%%arg0: !stream.binding, %%arg1: !stream.binding, "
      "%%arg2: !stream.binding, %%arg3: !stream.binding, %%arg4: "
      "!stream.binding) {\n"
      "  %%c0 = arith.constant 0 : index\n"
      "  %%zero = arith.constant %s : %s\n"
      "  %%b0 = stream.binding.subspan %%arg0[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>>\n"
      "  %%b1 = stream.binding.subspan %%arg1[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>>\n"
      "  %%b2 = stream.binding.subspan %%arg2[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%s>>\n"
      "  %%b3 = stream.binding.subspan %%arg3[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>>\n"
      "  %%b4 = stream.binding.subspan %%arg4[%%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dx%dx%s>>\n"
      "  %%w = iree_tensor_ext.dispatch.tensor.load %%b0, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>> -> "
      "tensor<%dx%dx%s>\n"
      "  %%x = iree_tensor_ext.dispatch.tensor.load %%b1, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>> -> "
      "tensor<%dx%dx%s>\n"
      "  %%bias = iree_tensor_ext.dispatch.tensor.load %%b2, offsets = [0], "
      "sizes = [%d], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%s>> -> "
      "tensor<%dx%s>\n"
      "  %%res = iree_tensor_ext.dispatch.tensor.load %%b3, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<%dx%dx%s>> -> "
      "tensor<%dx%dx%s>\n"
      "  %%e = tensor.empty() : tensor<%dx%dx%s>\n"
      "  %%fill = linalg.fill ins(%%zero : %s) outs(%%e : tensor<%dx%dx%s>) "
      "-> tensor<%dx%dx%s>\n"
      "  %%c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> "
      "(d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, "
      "d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", "
      "\"reduction\"]} ins(%%w, %%x : tensor<%dx%dx%s>, tensor<%dx%dx%s>) "
      "outs(%%fill : tensor<%dx%dx%s>) {\n"
      "  ^bb0(%%i0: %s, %%i1: %s, %%o: %s):\n"
      "    %%e0 = %s %%i0 : %s to %s\n"
      "    %%e1 = %s %%i1 : %s to %s\n"
      "    %%m = %s %%e0, %%e1 : %s\n"
      "    %%a = %s %%o, %%m : %s\n"
      "    linalg.yield %%a : %s\n"
      "  } -> tensor<%dx%dx%s>\n"
      "  %%e2 = tensor.empty() : tensor<%dx%dx%s>\n"
      "  %%y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, "
      "d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (%s)>, "
      "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", "
      "\"parallel\"]} ins(%%c, %%bias, %%res : tensor<%dx%dx%s>, "
      "tensor<%dx%s>, tensor<%dx%dx%s>) outs(%%e2 : tensor<%dx%dx%s>) {\n"
      "%s"
      "  } -> tensor<%dx%dx%s>\n"
      "  iree_tensor_ext.dispatch.tensor.store %%y, %%b4, offsets = [0, 0], "
      "sizes = [%d, %d], strides = [1, 1] : tensor<%dx%dx%s> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<%dx%dx%s>>\n"
      "  return\n"
      "}\n",
      integer ? "0" : "0.0", acc, f, k, in, k, p, in, f, acc,
      residual_transposed ? p : f, residual_transposed ? f : p, out_elem, f, p,
      out_elem, f, k, f, k, in, f, k, in, k, p, k, p, in, k, p, in, f, f, acc,
      f, acc, residual_transposed ? p : f, residual_transposed ? f : p,
      residual_transposed ? p : f, residual_transposed ? f : p, out_elem,
      residual_transposed ? p : f, residual_transposed ? f : p, out_elem, f, p,
      acc, acc, f, p, acc, f, p, acc, f, k, in, k, p, in, f, p, acc, in, in,
      acc, integer ? "arith.extsi" : "arith.extf", in, acc,
      integer ? "arith.extsi" : "arith.extf", in, acc,
      integer ? "arith.muli" : "arith.mulf", acc,
      integer ? "arith.addi" : "arith.addf", acc, acc, f, p, acc, f, p,
      out_elem, residual_transposed ? "d1, d0" : "d0, d1", f, p, acc, f, acc,
      residual_transposed ? p : f, residual_transposed ? f : p, out_elem, f, p,
      out_elem, epilogue, f, p, out_elem, f, p, f, p, out_elem, f, p, out_elem);
  // f32 bodies cast f32 to f32 with extf, which arith rejects: drop them.
  if (!integer) {
    char* e0 = strstr(text, "    %e0 = arith.extf");
    char* end = strstr(text, "    %m = ");
    memmove(e0, end, strlen(end) + 1);
    char* m = strstr(text, "%m = arith.mulf %e0, %e1");
    memcpy(m, "%m = arith.mulf %i0, %i1", 24);
  }
  size_t in_size = integer ? 1 : 4, out_size = integer ? 1 : 4;
  size_t wn = (size_t)f * k, xn = (size_t)k * p, rn = (size_t)f * p;
  void* w = malloc(wn * in_size + 1);
  void* x = malloc(xn * in_size + 1);
  void* bias = malloc((size_t)f * 4 + 4);
  void* res = malloc(rn * out_size + 1);
  if (integer) {
    di_random_i8((int8_t*)w, wn, 11);
    di_random_i8((int8_t*)x, xn, 12);
    di_random_i32((int32_t*)bias, (size_t)f, 13, -5000, 5000);
    di_random_i8((int8_t*)res, rn, 14);
  } else {
    di_random_f32((float*)w, wn, 11, -1, 1);
    di_random_f32((float*)x, xn, 12, -1, 1);
    di_random_f32((float*)bias, (size_t)f, 13, -1, 1);
    di_random_f32((float*)res, rn, 14, -1, 1);
  }
  di_harness_t h;
  di_prepare_ok(text, threads, &h);
  h.program->reference_loops = reference;
  cr_assert_eq(gp_count_kind(&h, SR_DI_I_FUSED), expect_fused,
               "fused epilogues");
  void* bindings[5] = {w, x, bias, res, out_bytes};
  size_t lengths[5] = {wn * in_size, xn * in_size, (size_t)f * 4, rn * out_size,
                       rn * out_size};
  di_run_ok(&h, bindings, lengths, 5, NULL, 0);
  di_release(&h);
  free(w);
  free(x);
  free(bias);
  free(res);
}

Test(gemm_paths, fused_zero_fill_and_epilogue_same_bits) {
  static const int kShapes[][3] = {
      {1, 1, 1},
      {7, 17, 129},
      {17, 129, 7},
      {64, 784, 576},
      {129, 33, 300},
      {1, 300, 257},
      {3, 40, 9},
      // Few columns, many rows (the last 1x1 convolutions of a small NCHW
      // image): the epilogue runs per tile along the rows, in blocks cut
      // at the block size.
      {1280, 4, 33},
      {200, 1, 17},
      {1031, 2, 3}};
  for (size_t i = 0; i < sizeof(kShapes) / sizeof(kShapes[0]); ++i) {
    for (int variant = 0; variant < 4; ++variant) {
      bool transposed = variant & 1, integer = variant & 2;
      int f = kShapes[i][0], p = kShapes[i][1], k = kShapes[i][2];
      size_t bytes = (size_t)f * p * (integer ? 1 : 4);
      uint8_t* want = (uint8_t*)malloc(bytes);
      uint8_t* got = (uint8_t*)malloc(bytes);
      gp_fused(f, p, k, transposed, integer, 0, 1, want, true);
      for (int threads = 1; threads >= 0; --threads) {
        memset(got, 0xA5, bytes);
        gp_fused(f, p, k, transposed, integer, threads, 1, got, false);
        cr_assert_eq(memcmp(want, got, bytes), 0,
                     "%dx%dx%d %s%s (threads %d): fused run differs from the "
                     "loop nest",
                     f, p, k, integer ? "i8" : "f32",
                     transposed ? " transposed residual" : "", threads);
      }
      free(want);
      free(got);
    }
  }
}
