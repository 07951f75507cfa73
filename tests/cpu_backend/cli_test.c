// streamref-run's iree-run-module grammar: numpy and binary inputs and
// outputs, output storage, expected outputs with thresholds, element-count
// limits, flagfiles, traces and statistics.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime_test_util.h"

// Runs streamref-run on tests/programs/<relative>.generic.mlir in a fresh
// temporary directory with |flags|; returns the exit code.
static int run(const char* relative, const char* flags, const char* dir,
               rt_text_t* out, rt_text_t* err) {
  char module[4096];
  snprintf(module, sizeof(module), "%s/%s.generic.mlir", SR_TEST_PROGRAMS_DIR,
           relative);
  return rt_run_cli(module, NULL, flags, dir, out, err);
}

static char* make_temp_dir(void) {
  char* dir = strdup("/tmp/sr_cli_test_XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  return dir;
}

static void remove_temp_dir(char* dir) {
  char command[4200];
  snprintf(command, sizeof(command), "rm -rf '%s'", dir);
  cr_assert_eq(system(command), 0);
  free(dir);
}

Test(cli, numpy_round_trip) {
  char* dir = make_temp_dir();
  rt_text_t out = {0}, err = {0};
  // Two results into one .npy file (@ then +), then read back with *.
  int rc = run("resource/subview",
               "--function=main --output=@r.npy "
               "--output=+r.npy",
               dir, &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert_str_eq(rt_text_cstr(&out), "EXEC @main\n");
  rt_text_free(&out);
  rt_text_free(&err);
  // cf_branch takes two i32 scalars: feed it npy arrays instead to check
  // the cconv mismatch error, then echo tensors through tensor/splat's
  // sibling import_export (one ?x3xf32 tensor).
  rc = run("tensor/import_export", "--function=main --input=*r.npy", dir, &out,
           &err);
  cr_assert_neq(rc, 0);
  cr_assert(
      strstr(rt_text_cstr(&err), "function expected fewer input values") ||
          strstr(rt_text_cstr(&err), "tensor shape/type mismatch"),
      "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  remove_temp_dir(dir);
}

Test(cli, npy_input_and_output) {
  char* dir = make_temp_dir();
  rt_text_t out = {0}, err = {0};
  int rc = run("tensor/import_export",
               "--function=main '--input=2x3xf32=1 2 3 4 5 6' "
               "--output=@a.npy --output=@n.npy",
               dir, &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("tensor/import_export", "--function=main --input=@a.npy", dir, &out,
           &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert_str_eq(rt_text_cstr(&out),
                   "EXEC @main\nresult[0]: hal.buffer_view\n"
                   "2x3xf32=[1 2 3][4 5 6]\nresult[1]: i64=24\n");
  rt_text_free(&out);
  rt_text_free(&err);
  // The numpy header numpy itself writes (IREE's writer, byte for byte).
  char path[4200];
  snprintf(path, sizeof(path), "%s/a.npy", dir);
  char* npy = rt_read_file(path);
  cr_assert_not_null(npy);
  cr_assert(memcmp(npy, "\x93NUMPY\x01\x00", 8) == 0);
  cr_assert(strstr(npy + 10,
                   "{'descr': '<f4', 'fortran_order': False, 'shape': (2, "
                   "3), }") == npy + 10);
  free(npy);
  remove_temp_dir(dir);
}

Test(cli, binary_input_and_output) {
  char* dir = make_temp_dir();
  rt_text_t out = {0}, err = {0};
  int rc = run("tensor/import_export",
               "--function=main '--input=2x3xf32=1 2 3 4 5 6' "
               "--output=@a.bin --output=",
               dir, &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("tensor/import_export", "--function=main --input=2x3xf32=@a.bin",
           dir, &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert(strstr(rt_text_cstr(&out), "2x3xf32=[1 2 3][4 5 6]"));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("tensor/import_export", "--function=main --input=3x3xf32=@a.bin",
           dir, &out, &err);
  cr_assert_neq(rc, 0);
  cr_assert(strstr(rt_text_cstr(&err), "ends before"), "%s",
            rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  remove_temp_dir(dir);
}

Test(cli, expected_outputs) {
  rt_text_t out = {0}, err = {0};
  const char* ok = "--function=main --input=27 --expected_output=111";
  int rc = run("host/scf_while", ok, "/tmp", &out, &err);
  cr_assert_eq(rc, 0, "%s%s", rt_text_cstr(&out), rt_text_cstr(&err));
  cr_assert_str_eq(rt_text_cstr(&out),
                   "EXEC @main\n[SUCCESS] all function outputs matched "
                   "their expected values.\n");
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("host/scf_while", "--function=main --input=27 --expected_output=5",
           "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&out),
                   "[FAILED] result[0]: i32 values differ\n  expected: 5\n  "
                   "actual: 111\n"),
            "%s", rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
  // Tensors: IREE's element mismatch message, thresholds, metadata.
  rc = run("tensor/load_store_trace",
           "--function=main '--input=4xf32=1.5 2.5 3.5 4.5' "
           "--expected_output=3.5 '--expected_output=4xf32=7 2.5 3.5 4.6'",
           "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&out),
                   "[FAILED] result[1]: element at index 3 (4.5) does not "
                   "match the expected (4.6); expected that the view is equal "
                   "to contents of a view of 4xf32\n  expected:\n4xf32=7 2.5 "
                   "3.5 4.6\n  actual:\n4xf32=7 2.5 3.5 4.5\n"),
            "%s", rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run(
      "tensor/load_store_trace",
      "--function=main '--input=4xf32=1.5 2.5 3.5 4.5' "
      "'--expected_output=(ignored)' '--expected_output=4xf32=7 2.5 3.5 4.6' "
      "--expected_f32_threshold=0.2",
      "/tmp", &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("tensor/load_store_trace",
           "--function=main '--input=4xf32=1.5 2.5 3.5 4.5' "
           "'--expected_output=(ignored)' --expected_output=2xf32=7",
           "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&out),
                   "[FAILED] result[1]: metadata is 4xf32; expected that the "
                   "view matches 2xf32"),
            "%s", rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
}

Test(cli, trace_and_statistics_on_stderr) {
  rt_text_t out = {0}, err = {0};
  int rc = run("tensor/load_store_trace",
               "--function=main '--input=4xf32=1.5 2.5 3.5 4.5' "
               "--print_statistics",
               "/tmp", &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  // IREE's tooling prints hal.buffer_view.trace exactly like this.
  cr_assert(strstr(rt_text_cstr(&err),
                   "=== after store ===\n4xf32=7 2.5 3.5 4.5\n\n"),
            "%s", rt_text_cstr(&err));
  cr_assert(strstr(rt_text_cstr(&err), "[[ streamref memory statistics ]]"));
  // iree-run-module's statistics lines: 12-wide byte counts, HOST_LOCAL
  // (all of streamref's memory) and DEVICE_LOCAL.
  unsigned long long peak = 0, allocated = 0, freed = 0, live = 1;
  const char* host = strstr(rt_text_cstr(&err), "  HOST_LOCAL: ");
  cr_assert(host, "%s", rt_text_cstr(&err));
  cr_assert_eq(sscanf(host,
                      "  HOST_LOCAL: %12lluB peak / %12lluB allocated / "
                      "%12lluB freed / %12lluB live",
                      &peak, &allocated, &freed, &live),
               4, "%s", host);
  cr_assert(peak > 0 && allocated >= peak && freed == allocated && live == 0,
            "%s", host);
  cr_assert(strstr(host, "\nDEVICE_LOCAL:            0B peak / "), "%s", host);
  rt_text_free(&out);
  rt_text_free(&err);
}

Test(cli, element_count_storage_and_flagfile) {
  char* dir = make_temp_dir();
  rt_text_t out = {0}, err = {0};
  int rc = run("resource/subview",
               "--function=main --output_max_element_count=3", dir, &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert(strstr(rt_text_cstr(&out), "8xi32=1 1 1..."), "%s",
            rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
  char path[4200];
  snprintf(path, sizeof(path), "%s/flags", dir);
  FILE* file = fopen(path, "w");
  fputs("# comment\n--function=main\n--input=1071\n\n--input=462\n", file);
  fclose(file);
  rc = run("host/cf_branch", "--flagfile=flags", dir, &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert_str_eq(rt_text_cstr(&out), "EXEC @main\nresult[0]: i32=21\n");
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("host/cf_branch", "--function=main --input=1 --input=2 --input=3",
           dir, &out, &err);
  cr_assert_neq(rc, 0);
  cr_assert(strstr(rt_text_cstr(&err), "function expected fewer input values"),
            "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  remove_temp_dir(dir);
}

// --device as iree-run-module takes it: repeated, local-task / local-sync,
// unknown drivers and device paths refused with IREE's words; the program
// sees as many devices as the flags give.
Test(cli, devices) {
  rt_text_t out = {0}, err = {0};
  int rc =
      run("abi/multi_device",
          "'--input=4xf32=1 2 3 4' --device=local-sync --device=local-task",
          "/tmp", &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert(strstr(rt_text_cstr(&out), "4xf32=11 24 39 56"), "%s",
            rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
  // The default is one device: device_b is missing.
  rc = run("abi/multi_device", "'--input=4xf32=1 2 3 4'", "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert_str_eq(rt_text_cstr(&out), "");
  cr_assert(strstr(rt_text_cstr(&err),
                   "HAL device `device_b` not found or unavailable"),
            "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("abi/multi_device", "--device=foo --device=local-task", "/tmp", &out,
           &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&err), "no driver 'foo' registered"), "%s",
            rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("abi/multi_device", "--device=local-task://0", "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&err), "device paths not yet implemented"),
            "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("abi/multi_device", "--device=vulkan", "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&err), "not available in streamref"), "%s",
            rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
  // As iree-run-module, devices are made only for a program that uses them:
  // IREE's scalars test (scalar host code and a device global nothing
  // loads) runs whatever --device says; IREE's abs test does not.
  static const char* const kBadDevices[] = {"--device=vulkan", "--device=foo",
                                            "--device=local-task://0",
                                            "--device=local-task --device=foo"};
  for (size_t i = 0; i < sizeof(kBadDevices) / sizeof(kBadDevices[0]); ++i) {
    char flags[256];
    snprintf(flags, sizeof(flags), "--function=scalar --input=42 %s",
             kBadDevices[i]);
    rc = rt_run_cli(SR_TEST_PROGRAMS_DIR "/../iree_tools/scalars.1.stream.mlir",
                    NULL, flags, "/tmp", &out, &err);
    cr_assert_eq(rc, 0, "%s: %s", kBadDevices[i], rt_text_cstr(&err));
    cr_assert_str_eq(rt_text_cstr(&out), "EXEC @scalar\nresult[0]: i32=42\n");
    rt_text_free(&out);
    rt_text_free(&err);
    snprintf(flags, sizeof(flags), "--function=abs '--input=2xf32=-2 3' %s",
             kBadDevices[i]);
    rc = rt_run_cli(SR_TEST_PROGRAMS_DIR
                    "/../iree_tools/iree-run-module.1.stream.mlir",
                    NULL, flags, "/tmp", &out, &err);
    cr_assert_eq(rc, 1, "%s: %s", kBadDevices[i], rt_text_cstr(&out));
    cr_assert_str_eq(rt_text_cstr(&out), "");
    cr_assert(strstr(rt_text_cstr(&err), "while resolving the devices of"),
              "%s", rt_text_cstr(&err));
    rt_text_free(&out);
    rt_text_free(&err);
  }
}

// Without --function: iree-run-module's pick, skipping `$` functions (the
// main_graph$async behind main_graph), and its messages when there is no
// single candidate.
Test(cli, default_function) {
  rt_text_t out = {0}, err = {0};
  int rc = run("abi/onnx_main_graph", "--input=2x3xf32=1 --input=2x3xf32=2",
               "/tmp", &out, &err);
  cr_assert_eq(rc, 0, "%s", rt_text_cstr(&err));
  cr_assert(strncmp(rt_text_cstr(&out), "EXEC @main_graph\n", 17) == 0, "%s",
            rt_text_cstr(&out));
  rt_text_free(&out);
  rt_text_free(&err);
  rc = run("api/extern_call", "", "/tmp", &out, &err);
  cr_assert_eq(rc, 1);
  cr_assert(strstr(rt_text_cstr(&err),
                   "more than one exported function "
                   "present; --function= must be "
                   "specified explicitly"),
            "%s", rt_text_cstr(&err));
  rt_text_free(&out);
  rt_text_free(&err);
}

// The wrong input: a .vmfb (a zip archive, or a bare FlatBuffer with IREE's
// identifier), MLIR bytecode, a front-end model: each says what it is and
// what streamref takes, located at the file.
Test(cli, wrong_input_files) {
  char* dir = make_temp_dir();
#define CASE(name, bytes, message) \
  { name, bytes, sizeof(bytes) - 1, message }
  static const struct {
    const char* name;
    const char* bytes;
    size_t length;
    const char* message;
  } kCases[] = {
      CASE("zip.vmfb", "PK\003\004-\0\0\0\0\0\0\0",
           "compiled IREE VM module (.vmfb)"),
      CASE("flat.vmfb", "\020\0\0\0IREE\0\0\0\0",
           "compiled IREE VM module (.vmfb)"),
      CASE("bytecode.mlirbc", "ML\357R\0\0\0\0", "this is MLIR bytecode"),
      CASE("model.mlir",
           "func.func @main() {\n  %none = torch.constant.none\n  return\n}\n",
           "'torch.constant.none' is a front-end op"),
  };
#undef CASE
  for (size_t i = 0; i < sizeof(kCases) / sizeof(kCases[0]); ++i) {
    char path[4200];
    snprintf(path, sizeof(path), "%s/%s", dir, kCases[i].name);
    FILE* file = fopen(path, "wb");
    cr_assert_not_null(file);
    cr_assert_eq(fwrite(kCases[i].bytes, 1, kCases[i].length, file),
                 kCases[i].length);
    fclose(file);
    rt_text_t out = {0}, err = {0};
    int rc = rt_run_cli(path, NULL, "", dir, &out, &err);
    cr_assert_eq(rc, 1, "%s", kCases[i].name);
    cr_assert(strstr(rt_text_cstr(&err), kCases[i].message), "%s: %s",
              kCases[i].name, rt_text_cstr(&err));
    cr_assert(strstr(rt_text_cstr(&err), "--compile-to=stream") ||
                  strstr(rt_text_cstr(&err), "iree-opt"),
              "%s: %s", kCases[i].name, rt_text_cstr(&err));
    char located[4300];
    snprintf(located, sizeof(located), "%s:%s", path,
             i < 3 ? "1:1: error:" : "2:11: error:");
    cr_assert(strstr(rt_text_cstr(&err), located), "%s: want %s in %s",
              kCases[i].name, located, rt_text_cstr(&err));
    rt_text_free(&out);
    rt_text_free(&err);
  }
  remove_temp_dir(dir);
}
