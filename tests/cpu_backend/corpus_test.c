// The generated corpus (tests/corpus/generated, IREE 3.13's outputs) run
// from the generic-form phases in tests/programs/corpus:
//  - programs whose dispatches are builtins or fills match IREE's
//    expected.txt at every phase, on one thread and on all threads;
//  - every other program (dispatch bodies run by the dispatch interpreter)
//    gives the same output on one and on all threads at every phase, equal
//    to IREE's within its default float thresholds;
//  - every program runs at every phase with --dispatch-mode=opaque,
//    and the tensor, async-resources, async and cmd phases agree with each
//    other (the compiler's passes kept the program's meaning, as far as
//    opaque dispatches can tell);
//  - with --dispatch-mode=kernel (no interpreter), a dispatch with no
//    registered kernel fails with the located "no implementation for
//    @x::@y" error.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_test_util.h"

static const char* const kPhases[] = {"tensor", "async_resources", "async",
                                      "cmd", "stream"};

static void program_paths(const char* name, const char* phase, char* module,
                          size_t module_size, char* flagfile,
                          size_t flagfile_size, char* cwd, size_t cwd_size) {
  snprintf(module, module_size, "%s/corpus/%s/%s.mlir", SR_TEST_PROGRAMS_DIR,
           name, phase);
  snprintf(flagfile, flagfile_size, "%s/programs/%s.run", SR_TEST_CORPUS_DIR,
           name);
  snprintf(cwd, cwd_size, "%s/generated/%s", SR_TEST_CORPUS_DIR, name);
}

static void check_matches_iree(const char* name) {
  char expected_path[4096];
  snprintf(expected_path, sizeof(expected_path), "%s/generated/%s/expected.txt",
           SR_TEST_CORPUS_DIR, name);
  char* expected = rt_read_file(expected_path);
  cr_assert(expected, "missing %s", expected_path);
  rt_text_t failures = {0};
  for (size_t p = 0; p < sizeof(kPhases) / sizeof(kPhases[0]); ++p) {
    char module[4096], flagfile[4096], cwd[4096];
    program_paths(name, kPhases[p], module, sizeof(module), flagfile,
                  sizeof(flagfile), cwd, sizeof(cwd));
    const char* threads[2] = {"--threads=1", "--regions=graph"};
    for (int t = 0; t < 2; ++t) {
      rt_text_t out = {0}, err = {0};
      int rc = rt_run_cli(module, flagfile, threads[t], cwd, &out, &err);
      if (rc != 0 || strcmp(rt_text_cstr(&out), expected) != 0) {
        rt_text_appendf(&failures, "%s/%s %s: rc=%d\n%s%s\n", name, kPhases[p],
                        threads[t], rc, rt_text_cstr(&out), rt_text_cstr(&err));
      }
      rt_text_free(&out);
      rt_text_free(&err);
    }
  }
  free(expected);
  if (failures.size) {
    fprintf(stderr, "%s", rt_text_cstr(&failures));
    rt_text_free(&failures);
    cr_assert_fail("%s does not match IREE (see above)", name);
  }
}

Test(corpus, passthrough) { check_matches_iree("passthrough"); }
Test(corpus, slice_update) { check_matches_iree("slice_update"); }
Test(corpus, splat_fill) { check_matches_iree("splat_fill"); }

// The element type of a printed tensor line ("4x8xf32=..."), or "".
static void line_element_type(const char* line, char* out, size_t size) {
  out[0] = 0;
  const char* eq = strchr(line, '=');
  if (!eq) return;
  const char* x = eq;
  while (x > line && x[-1] != 'x') --x;
  if (x == line) return;
  snprintf(out, size, "%.*s", (int)(eq - x), x);
}

// Whether |actual| equals |expected| token by token, floats within IREE's
// default --expected_*_threshold (f32/f64 1e-4, f16 1e-3; bf16 1e-2): the
// dispatch bodies' math may differ from LLVM's in the last digit.
static bool outputs_close(const char* actual, const char* expected) {
  char type[32] = "";
  while (*actual || *expected) {
    if (*actual == '\n') line_element_type(actual + 1, type, sizeof(type));
    if (*actual == *expected && !strchr("-.0123456789", *actual)) {
      ++actual, ++expected;
      continue;
    }
    char* end_a = NULL;
    char* end_e = NULL;
    double a = strtod(actual, &end_a);
    double e = strtod(expected, &end_e);
    if (end_a == actual || end_e == expected) {
      if (*actual != *expected) return false;
      ++actual, ++expected;
      continue;
    }
    double threshold = 0;
    if (strcmp(type, "f32") == 0 || strcmp(type, "f64") == 0) {
      threshold = 1e-4;
    } else if (strcmp(type, "f16") == 0) {
      threshold = 1e-3;
    } else if (strcmp(type, "bf16") == 0) {
      threshold = 1e-2;
    }
    double diff = a > e ? a - e : e - a;
    if (diff > threshold) return false;
    actual = end_a;
    expected = end_e;
  }
  return true;
}

// Every phase of a corpus program (dispatch bodies through the dispatch
// interpreter): the same output on one thread and on all threads (task
// graphs everywhere), and IREE's within its default thresholds.
static void check_close_to_iree(const char* name) {
  char expected_path[4096];
  snprintf(expected_path, sizeof(expected_path), "%s/generated/%s/expected.txt",
           SR_TEST_CORPUS_DIR, name);
  char* expected = rt_read_file(expected_path);
  cr_assert(expected, "missing %s", expected_path);
  rt_text_t failures = {0};
  for (size_t p = 0; p < sizeof(kPhases) / sizeof(kPhases[0]); ++p) {
    char module[4096], flagfile[4096], cwd[4096];
    program_paths(name, kPhases[p], module, sizeof(module), flagfile,
                  sizeof(flagfile), cwd, sizeof(cwd));
    rt_text_t out1 = {0}, outn = {0}, err1 = {0}, errn = {0};
    int rc1 = rt_run_cli(module, flagfile, "--threads=1", cwd, &out1, &err1);
    int rcn =
        rt_run_cli(module, flagfile, "--regions=graph", cwd, &outn, &errn);
    if (rc1 != 0 || rcn != 0) {
      rt_text_appendf(&failures, "%s/%s: rc=%d/%d\n%s%s\n", name, kPhases[p],
                      rc1, rcn, rt_text_cstr(&err1), rt_text_cstr(&errn));
    } else if (strcmp(rt_text_cstr(&out1), rt_text_cstr(&outn)) != 0) {
      rt_text_appendf(&failures,
                      "%s/%s: one thread and all threads differ:\n%s%s\n", name,
                      kPhases[p], rt_text_cstr(&out1), rt_text_cstr(&outn));
    } else if (!outputs_close(rt_text_cstr(&out1), expected)) {
      rt_text_appendf(&failures, "%s/%s does not match IREE:\n%s\n", name,
                      kPhases[p], rt_text_cstr(&out1));
    }
    rt_text_free(&out1);
    rt_text_free(&outn);
    rt_text_free(&err1);
    rt_text_free(&errn);
  }
  free(expected);
  if (failures.size) {
    fprintf(stderr, "%s", rt_text_cstr(&failures));
    rt_text_free(&failures);
    cr_assert_fail("%s does not match IREE (see above)", name);
  }
}

// clang-format off
#define SR_CORPUS_PROGRAMS(X) \
  X(async_external) \
  X(async_fences) \
  X(attention) \
  X(batch_matmul) \
  X(bf16_ops) \
  X(broadcast) \
  X(cf_branches) \
  X(concurrent_branches) \
  X(constants) \
  X(control_flow) \
  X(conv2d) \
  X(dynamic_matmul) \
  X(dynamic_shapes) \
  X(elementwise_chain) \
  X(elementwise_math) \
  X(f16_ops) \
  X(gather) \
  X(globals) \
  X(int32_ops) \
  X(int8_quantized) \
  X(layernorm) \
  X(linalg_named) \
  X(matmul) \
  X(matmul_chain) \
  X(mlp) \
  X(params_mlp) \
  X(params_splat) \
  X(pooling) \
  X(reductions) \
  X(softmax) \
  X(transpose_reshape) \
  X(type_conversions)
// clang-format on
#define SR_CORPUS_TEST(name) \
  Test(corpus_iree, name) { check_close_to_iree(#name); }
SR_CORPUS_PROGRAMS(SR_CORPUS_TEST)

// Programs whose cmd phase reads bytes no op wrote (transient slab memory
// reused between values, which opaque dispatches hash): the cmd phase may
// legitimately differ from the others there.
static bool reads_undefined_at_cmd(const char* name) {
  return strcmp(name, "conv2d") == 0;
}

Test(corpus, opaque_phases_agree) {
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s/generated", SR_TEST_CORPUS_DIR);
  rt_text_t failures = {0};
  size_t programs = 0;
  static const char* const kNames[] = {"async_external",
                                       "async_fences",
                                       "attention",
                                       "batch_matmul",
                                       "bf16_ops",
                                       "broadcast",
                                       "cf_branches",
                                       "concurrent_branches",
                                       "constants",
                                       "control_flow",
                                       "conv2d",
                                       "dynamic_matmul",
                                       "dynamic_shapes",
                                       "elementwise_chain",
                                       "elementwise_math",
                                       "f16_ops",
                                       "gather",
                                       "globals",
                                       "int32_ops",
                                       "int8_quantized",
                                       "layernorm",
                                       "linalg_named",
                                       "matmul",
                                       "matmul_chain",
                                       "mlp",
                                       "passthrough",
                                       "pooling",
                                       "reductions",
                                       "slice_update",
                                       "softmax",
                                       "splat_fill",
                                       "transpose_reshape",
                                       "type_conversions"};
  for (size_t n = 0; n < sizeof(kNames) / sizeof(kNames[0]); ++n) {
    const char* name = kNames[n];
    rt_text_t outputs[5] = {{0}};
    for (size_t p = 0; p < 5; ++p) {
      char module[4096], flagfile[4096], cwd[4096];
      program_paths(name, kPhases[p], module, sizeof(module), flagfile,
                    sizeof(flagfile), cwd, sizeof(cwd));
      rt_text_t err = {0};
      int rc = rt_run_cli(module, flagfile, "--dispatch-mode=opaque", cwd,
                          &outputs[p], &err);
      if (rc != 0) {
        rt_text_appendf(&failures, "%s/%s failed in opaque mode:\n%s\n", name,
                        kPhases[p], rt_text_cstr(&err));
      }
      rt_text_free(&err);
    }
    // stream.mlir has folded and fused dispatch operands: its opaque values
    // differ by construction, so only the four phase dumps are compared.
    size_t last = reads_undefined_at_cmd(name) ? 3 : 4;
    for (size_t p = 1; p < last; ++p) {
      if (strcmp(rt_text_cstr(&outputs[0]), rt_text_cstr(&outputs[p])) != 0) {
        rt_text_appendf(&failures, "%s: %s and tensor phases disagree:\n%s\n%s",
                        name, kPhases[p], rt_text_cstr(&outputs[p]),
                        rt_text_cstr(&outputs[0]));
      }
    }
    for (size_t p = 0; p < 5; ++p) rt_text_free(&outputs[p]);
    ++programs;
  }
  (void)dir;
  if (failures.size) {
    fprintf(stderr, "%s", rt_text_cstr(&failures));
    rt_text_free(&failures);
    cr_assert_fail("opaque runs of the corpus failed (see above)");
  }
  cr_assert(programs > 30);
}

Test(corpus, missing_kernel_is_located) {
  char module[4096], flagfile[4096], cwd[4096];
  program_paths("matmul", "cmd", module, sizeof(module), flagfile,
                sizeof(flagfile), cwd, sizeof(cwd));
  rt_text_t out = {0}, err = {0};
  int rc =
      rt_run_cli(module, flagfile, "--dispatch-mode=kernel", cwd, &out, &err);
  cr_assert_neq(rc, 0);
  cr_assert(strstr(rt_text_cstr(&err), "cmd.mlir:") &&
                strstr(rt_text_cstr(&err),
                       "no implementation for @main_dispatch_0::@"),
            "unexpected error: %s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
}
