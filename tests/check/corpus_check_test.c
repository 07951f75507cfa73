// --check=strict on every program of the generated corpus at every phase
// the cpu_backend corpus test runs (tests/programs/corpus/NAME/PHASE.mlir
// with tests/corpus/programs/NAME.run): no report, and stdout exactly as
// without the checker (on one thread and on all of them).

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cpu_backend/runtime_test_util.h"

static const char* const kPhases[] = {"tensor", "async_resources", "async",
                                      "cmd", "stream"};

static int compare_names(const void* a, const void* b) {
  return strcmp(*(const char* const*)a, *(const char* const*)b);
}

Test(check_corpus, no_hazards_and_same_outputs, .timeout = 1200) {
  char dir_path[4096];
  snprintf(dir_path, sizeof(dir_path), "%s/generated", SR_TEST_CORPUS_DIR);
  DIR* dir = opendir(dir_path);
  cr_assert(dir, "cannot open %s", dir_path);
  char* names[256];
  size_t count = 0;
  for (struct dirent* e = readdir(dir); e && count < 256; e = readdir(dir)) {
    if (e->d_name[0] == '.') continue;
    names[count++] = strdup(e->d_name);
  }
  closedir(dir);
  qsort(names, count, sizeof(char*), compare_names);
  cr_assert_gt(count, 20, "the generated corpus is missing");
  rt_text_t failures = {0};
  size_t runs = 0;
  for (size_t i = 0; i < count; ++i) {
    char flagfile[4096], cwd[4096];
    snprintf(flagfile, sizeof(flagfile), "%s/programs/%s.run",
             SR_TEST_CORPUS_DIR, names[i]);
    snprintf(cwd, sizeof(cwd), "%s/generated/%s", SR_TEST_CORPUS_DIR, names[i]);
    if (access(flagfile, R_OK) != 0) continue;
    for (size_t p = 0; p < sizeof(kPhases) / sizeof(kPhases[0]); ++p) {
      char module[4096];
      snprintf(module, sizeof(module), "%s/corpus/%s/%s.mlir",
               SR_TEST_PROGRAMS_DIR, names[i], kPhases[p]);
      if (access(module, R_OK) != 0) continue;
      rt_text_t plain_out = {0}, plain_err = {0};
      int plain_rc =
          rt_run_cli(module, flagfile, "", cwd, &plain_out, &plain_err);
      const char* modes[2] = {"--check=strict --threads=1", "--check=strict"};
      for (int m = 0; m < 2; ++m) {
        rt_text_t out = {0}, err = {0};
        int rc = rt_run_cli(module, flagfile, modes[m], cwd, &out, &err);
        ++runs;
        if (rc != plain_rc ||
            strcmp(rt_text_cstr(&out), rt_text_cstr(&plain_out)) != 0 ||
            strcmp(rt_text_cstr(&err), rt_text_cstr(&plain_err)) != 0) {
          rt_text_appendf(&failures, "%s/%s %s: rc=%d (%d without)\n%s\n",
                          names[i], kPhases[p], modes[m], rc, plain_rc,
                          rt_text_cstr(&err));
        }
        rt_text_free(&out);
        rt_text_free(&err);
      }
      rt_text_free(&plain_out);
      rt_text_free(&plain_err);
    }
  }
  for (size_t i = 0; i < count; ++i) free(names[i]);
  cr_expect_gt(runs, 100, "only %zu runs", runs);
  if (failures.size) {
    fprintf(stderr, "%s", rt_text_cstr(&failures));
    rt_text_free(&failures);
    cr_assert_fail("--check=strict reported hazards or changed outputs");
  }
}
