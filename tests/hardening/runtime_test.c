// Hostile programs: IR that is well-formed but asks the runtime for
// something out of range, racy or inconsistent. Each must end in a located
// error (`file:line:col`) or the right result; never a crash, a sanitizer
// report, or bytes read past a resource. Issue 20: F1, F2, F3.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harden_util.h"

#define DATA SR_HARDENING_DATA_DIR

static hd_run_t run_program(const char* file, const char* function,
                            const char* a, const char* b, const char* c) {
  char module[4200], fn[256];
  snprintf(module, sizeof(module), "--module=%s/%s", DATA, file);
  snprintf(fn, sizeof(fn), "--function=%s", function);
  const char* argv[] = {SR_STREAMREF_RUN, module, fn, a, b, c, NULL};
  return hd_run(NULL, argv);
}

// F2: a tensor larger than the exported resource was printed (exit 0),
// written by --output (32 bytes from a 16-byte resource), compared by
// --expected_output, and drove streamref-diff into a heap overflow.
Test(export, tensor_larger_than_its_resource) {
  const char* res = "--input=resource<external>{200}";
  hd_run_t run = run_program("export_larger_than_resource.mlir", "tensorExport",
                             res, "--input=100", NULL);
  cr_expect(hd_run_failed_with(&run,
                               "export_larger_than_resource.mlir:7:8: "
                               "error: 'stream.tensor.export': size "
                               "mismatch: the exported tensor needs "
                               "4000 bytes but the resource size is "
                               "200"),
            "%s", run.err);
  hd_run_free(&run);
  run = run_program("export_larger_than_resource.mlir", "tensorExport", res,
                    "--input=100", "--output=@/dev/null");
  cr_expect(hd_run_failed_with(&run, "size mismatch"), "%s", run.err);
  hd_run_free(&run);
  run = run_program("export_larger_than_resource.mlir", "tensorExport", res,
                    "--input=100", "--expected_output=100x1x10xf32=0");
  cr_expect(hd_run_failed_with(&run, "size mismatch"), "%s", run.err);
  hd_run_free(&run);
  // 5 rows need exactly 200 bytes: the right result.
  run = run_program("export_larger_than_resource.mlir", "tensorExport", res,
                    "--input=5", NULL);
  cr_expect_eq(run.exit_code, 0, "%s", run.err);
  cr_expect(strstr(run.out, "5x1x10xf32=[[0 0 0 0 0 0 0 0 0 0]]"), "%s",
            run.out);
  hd_run_free(&run);
  // streamref-diff gives the index a random value and compares the two
  // forms' results element by element.
  char path[4200];
  snprintf(path, sizeof(path), "%s/export_larger_than_resource.mlir", DATA);
  const char* diff[] = {SR_STREAMREF_DIFF, "--function=tensorExport", path,
                        path, NULL};
  run = hd_run(NULL, diff);
  cr_expect(hd_run_is_clean(&run) || run.exit_code == 2,
            "exit %d signal %d\n%s", run.exit_code, run.signal, run.err);
  cr_expect(run.signal == 0 && !strstr(run.err, "ERROR: AddressSanitizer"),
            "%s", run.err);
  hd_run_free(&run);
}

// F3: the mismatch message printed uninitialized stack memory for every
// dim after the first mismatch.
Test(assert, mismatch_message_prints_every_expected_dim) {
  hd_run_t run = run_program("assert_rank2_mismatch.mlir", "main",
                             "--input=2x7xf32=1", NULL, NULL);
  cr_expect(hd_run_failed_with(&run,
                               "assert_rank2_mismatch.mlir:9:3: error: "
                               "'hal.buffer_view.assert': input0: "
                               "tensor shape/type mismatch: got "
                               "2x7xf32, expected 4x3xf32"),
            "%s", run.err);
  hd_run_free(&run);
  run = run_program("assert_rank2_mismatch.mlir", "main", "--input=4x3x1xf32",
                    NULL, NULL);
  cr_expect(hd_run_failed_with(&run, "got 4x3x1xf32, expected 4x3xf32"), "%s",
            run.err);
  hd_run_free(&run);
}

// F1: a region whose timepoint is never awaited may still run when the
// function returns; releasing the module freed the dispatch's interpreter
// program under the worker (heap-use-after-free in about 30% of ASan runs
// with --regions=graph). Twenty runs: each the right result, no report.
Test(lifetimes, module_release_waits_for_unawaited_regions) {
  for (int i = 0; i < 20; ++i) {
    hd_run_t run =
        run_program("unawaited_region.mlir", "main", "--input=262144",
                    "--regions=graph", "--dispatch-mode=interpret");
    cr_expect(hd_run_is_clean(&run) && run.exit_code == 0,
              "run %d: exit %d signal %d\n%s", i, run.exit_code, run.signal,
              run.err);
    cr_expect(strstr(run.out, "result[0]: i64=1048576"), "%s", run.out);
    bool failed = run.exit_code != 0;
    hd_run_free(&run);
    if (failed) break;
  }
}
