// Hostile command lines and input files for streamref-run and
// streamref-params: every one ends in a result or a reported error (exit
// 1), never a crash, a sanitizer report, a leak (under ASan, LeakSanitizer
// turns a leak into exit code 23) or a silent success. The findings of
// issue 20 (F5, F6, F7, F12, F13, F14, F16) and the boundary values every
// size from input is tried at: 2^31, 2^32, 2^63, -1 and 0.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "harden_util.h"

static const char* kRun = SR_STREAMREF_RUN;
static const char* kParams = SR_STREAMREF_PARAMS;

// A program with one ?x3xf32 tensor argument (asserted to be Nx3xf32).
#define IMPORT_EXPORT SR_TEST_PROGRAMS_DIR "/tensor/import_export.generic.mlir"

static hd_run_t run_module(const char* dir, const char* module, const char* a,
                           const char* b, const char* c) {
  char flag[4200];
  snprintf(flag, sizeof(flag), "--module=%s", module);
  const char* argv[] = {kRun, flag, "--function=main", a, b, c, NULL};
  return hd_run(dir, argv);
}

// The boundary values of every size from input.
static const char* const kBoundaries[] = {"2147483648",
                                          "2147483647",
                                          "4294967296",
                                          "4294967295",
                                          "9223372036854775808",
                                          "9223372036854775807",
                                          "18446744073709551616",
                                          "-1",
                                          "0",
                                          "-9223372036854775808"};
#define BOUNDARY_COUNT (sizeof(kBoundaries) / sizeof(kBoundaries[0]))

//===----------------------------------------------------------------------===//
// F5, F7: the npy reader
//===----------------------------------------------------------------------===//

static const char kHeader2x3[] =
    "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";

static void expect_npy_error(const unsigned char* bytes, size_t length,
                             const char* needle) {
  char* dir = hd_make_temp_dir();
  hd_write_file(dir, "in.npy", bytes, length);
  hd_run_t run = run_module(dir, IMPORT_EXPORT, "--input=@in.npy", NULL, NULL);
  cr_expect(hd_run_failed_with(&run, needle),
            "expected '%s'; exit %d signal %d\n%s", needle, run.exit_code,
            run.signal, run.err);
  hd_run_free(&run);
  hd_remove_dir(dir);
}

// F5: a v2/v3 header length of 0xFFFFFFFF wrapped `header_length + 1` to 0
// and fread wrote the file into a 1-byte block (heap overflow).
Test(npy, header_length_at_the_limits) {
  unsigned char bytes[256];
  float data[6] = {1, 2, 3, 4, 5, 6};
  for (int major = 2; major <= 3; ++major) {
    size_t n = hd_make_npy(bytes, sizeof(bytes), major, kHeader2x3,
                           0xFFFFFFFFll, data, sizeof(data));
    expect_npy_error(bytes, n, "npy header length 4294967295");
    n = hd_make_npy(bytes, sizeof(bytes), major, kHeader2x3, 0x80000000ll, data,
                    sizeof(data));
    expect_npy_error(bytes, n, "npy header length 2147483648");
  }
  // A length past the end of the file, and a zero length.
  size_t n = hd_make_npy(bytes, sizeof(bytes), 1, kHeader2x3, 0xFFFF, data,
                         sizeof(data));
  expect_npy_error(bytes, n, "truncated npy header");
  n = hd_make_npy(bytes, sizeof(bytes), 1, kHeader2x3, 0, data, sizeof(data));
  expect_npy_error(bytes, n, "npy header is not a dict");
}

// F7: '<f999999999' overflowed `bytes * 8` (UBSan); every descr is now
// checked against numpy's kinds and sizes.
Test(npy, descr_is_validated) {
  const char* bad[] = {"<f999999999", "<f3", "<i16", "<b2",  "<U5",  "<O8",
                       "<f",          "f4x", "<c4",  "<V32", "<f-4", "<f04a"};
  for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); ++i) {
    char header[160];
    snprintf(header, sizeof(header),
             "{'descr': '%s', 'fortran_order': False, 'shape': (2, 3), }",
             bad[i]);
    unsigned char bytes[256];
    float data[6] = {0};
    size_t n =
        hd_make_npy(bytes, sizeof(bytes), 1, header, -1, data, sizeof(data));
    expect_npy_error(bytes, n, "npy data type");
  }
}

// Every dimension boundary in the npy shape: an error, never a huge
// allocation or a wrapped size.
Test(npy, shape_boundaries) {
  for (size_t i = 0; i < BOUNDARY_COUNT; ++i) {
    char header[200];
    snprintf(header, sizeof(header),
             "{'descr': '<f4', 'fortran_order': False, 'shape': (%s, 3), }",
             kBoundaries[i]);
    unsigned char bytes[256];
    size_t n = hd_make_npy(bytes, sizeof(bytes), 1, header, -1, NULL, 0);
    char* dir = hd_make_temp_dir();
    hd_write_file(dir, "in.npy", bytes, n);
    hd_run_t run =
        run_module(dir, IMPORT_EXPORT, "--input=@in.npy", NULL, NULL);
    cr_expect(hd_run_is_clean(&run), "shape (%s, 3): exit %d signal %d\n%s",
              kBoundaries[i], run.exit_code, run.signal, run.err);
    if (strcmp(kBoundaries[i], "0") == 0) {
      cr_expect_eq(run.exit_code, 0, "(0, 3) is an empty tensor: %s", run.err);
      cr_expect(strstr(run.out, "0x3xf32="), "%s", run.out);
    } else {
      cr_expect_eq(run.exit_code, 1, "shape (%s, 3)", kBoundaries[i]);
    }
    hd_run_free(&run);
    hd_remove_dir(dir);
  }
}

Test(npy, malformed_headers) {
  const char* bad[] = {
      "{'descr': '<f4', 'fortran_order': False}",
      "{'descr': '<f4', 'shape': (2, 3)}",
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), 'x': 1}",
      "{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (6,)}",
      "{'descr': '<f4', 'fortran_order': Maybe, 'shape': (2, 3)}",
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3}",
      "{'descr': '<f4', 'fortran_order': False, 'shape': (6)}",
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3)} trailing",
      "['descr', '<f4']",
  };
  for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); ++i) {
    unsigned char bytes[256];
    float data[6] = {0};
    size_t n =
        hd_make_npy(bytes, sizeof(bytes), 1, bad[i], -1, data, sizeof(data));
    expect_npy_error(bytes, n, "npy header");
  }
  // Fortran order is understood, and refused.
  unsigned char bytes[256];
  float data[6] = {0};
  size_t n =
      hd_make_npy(bytes, sizeof(bytes), 1,
                  "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }",
                  -1, data, sizeof(data));
  expect_npy_error(bytes, n, "fortran order");
}

Test(npy, valid_file_reads_back) {
  unsigned char bytes[256];
  float data[6] = {1, 2, 3, 4, 5, 6};
  size_t n =
      hd_make_npy(bytes, sizeof(bytes), 3, kHeader2x3, -1, data, sizeof(data));
  char* dir = hd_make_temp_dir();
  hd_write_file(dir, "in.npy", bytes, n);
  hd_run_t run = run_module(dir, IMPORT_EXPORT, "--input=@in.npy", NULL, NULL);
  cr_expect_eq(run.exit_code, 0, "%s", run.err);
  cr_expect(strstr(run.out, "2x3xf32=[1 2 3][4 5 6]"), "%s", run.out);
  hd_run_free(&run);
  // One value short: the data ends early.
  n = hd_make_npy(bytes, sizeof(bytes), 1, kHeader2x3, -1, data,
                  sizeof(data) - 4);
  hd_write_file(dir, "in.npy", bytes, n);
  run = run_module(dir, IMPORT_EXPORT, "--input=@in.npy", NULL, NULL);
  cr_expect(hd_run_failed_with(&run, "npy contents"), "%s", run.err);
  hd_run_free(&run);
  hd_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// F6, F14: the --input grammar
//===----------------------------------------------------------------------===//

static void expect_input_error(const char* input, const char* needle) {
  char flag[512];
  snprintf(flag, sizeof(flag), "--input=%s", input);
  hd_run_t run = run_module(NULL, IMPORT_EXPORT, flag, NULL, NULL);
  cr_expect(hd_run_failed_with(&run, needle),
            "%s: expected '%s'; exit %d signal %d\n%s", input, needle,
            run.exit_code, run.signal, run.err);
  hd_run_free(&run);
}

// F6: sr_rt_dense_byte_size multiplied dimensions unchecked: a SIGSEGV, or
// a 0-byte view of 2^64 elements the program accepted.
Test(input, tensor_byte_size_overflow) {
  expect_input_error("9223372036854775807x2xf32=1", "overflows");
  expect_input_error("4294967296x4294967296xf32=1", "overflows");
  expect_input_error("4294967296x4294967296xi4=1", "overflows");
  expect_input_error("2305843009213693952x3xf32", "overflows");
}

// F14: `[[[[` parsed to zeros; values out of their type's range.
Test(input, values_are_parsed_strictly) {
  expect_input_error("4x8xf32=[[[[", "underflow");
  expect_input_error("2x3xf32=1 2", "underflow");
  expect_input_error("2x3xi8=300", "cannot parse '300'");
  expect_input_error("2x3xui8=-1", "cannot parse '-1'");
  expect_input_error("2x3xi64=9223372036854775808", "cannot parse");
  expect_input_error("2x3xi128=1", "cannot parse");
  expect_input_error("2x3xf32=1 2 3 4 5 6 7", "overflow");
  expect_input_error("2x3xq32=1", "unknown element type");
}

// Every boundary as a dimension and as a value: a result or an error.
Test(input, boundaries_as_dimensions_and_values) {
  for (size_t i = 0; i < BOUNDARY_COUNT; ++i) {
    const char* forms[] = {"%sx3xf32=1", "2x%sxf32",   "2x3xi64=%s",
                           "2x3xi32=%s", "2x3xf32=%s", "resource<*>{%s}"};
    for (size_t f = 0; f < sizeof(forms) / sizeof(forms[0]); ++f) {
      char input[256], flag[300];
      snprintf(input, sizeof(input), forms[f], kBoundaries[i]);
      snprintf(flag, sizeof(flag), "--input=%s", input);
      hd_run_t run = run_module(NULL, IMPORT_EXPORT, flag, NULL, NULL);
      cr_expect(hd_run_is_clean(&run), "--input=%s: exit %d signal %d\n%s",
                input, run.exit_code, run.signal, run.err);
      hd_run_free(&run);
    }
  }
}

// Raw binary inputs claim a shape the file must hold.
Test(input, binary_file_boundaries) {
  char* dir = hd_make_temp_dir();
  float data[6] = {1, 2, 3, 4, 5, 6};
  hd_write_file(dir, "in.bin", data, sizeof(data));
  for (size_t i = 0; i < BOUNDARY_COUNT; ++i) {
    char flag[300];
    snprintf(flag, sizeof(flag), "--input=%sx3xf32=@in.bin", kBoundaries[i]);
    hd_run_t run = run_module(dir, IMPORT_EXPORT, flag, NULL, NULL);
    cr_expect(hd_run_is_clean(&run), "%s: exit %d signal %d\n%s", flag,
              run.exit_code, run.signal, run.err);
    hd_run_free(&run);
  }
  hd_run_t run =
      run_module(dir, IMPORT_EXPORT, "--input=2x3xf32=@in.bin", NULL, NULL);
  cr_expect_eq(run.exit_code, 0, "%s", run.err);
  cr_expect(strstr(run.out, "2x3xf32=[1 2 3][4 5 6]"), "%s", run.out);
  hd_run_free(&run);
  run = run_module(dir, IMPORT_EXPORT, "--input=3x3xf32=@in.bin", NULL, NULL);
  cr_expect(hd_run_failed_with(&run, "ends before"), "%s", run.err);
  hd_run_free(&run);
  hd_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// F12, F14: flags
//===----------------------------------------------------------------------===//

// F12: every flag error leaked the flags (LeakSanitizer, 11 cases); F14:
// --threads=abc and --flagfile=<directory> were accepted.
Test(flags, errors_exit_cleanly) {
  char* dir = hd_make_temp_dir();
  const char* bad[][2] = {
      {"--frobnicate", "unknown flag"},
      {"stray", "unexpected argument"},
      {"--threads=abc", "--threads takes an integer"},
      {"--threads=-1", "--threads takes an integer"},
      {"--threads=99999999999999999999", "--threads takes an integer"},
      {"--repeat=0", "--repeat takes an integer"},
      {"--repeat=3x", "--repeat takes an integer"},
      {"--output_max_element_count=-1", "takes an integer"},
      {"--expected_f32_threshold=abc", "non-negative number"},
      {"--expected_rtol=-1", "non-negative number"},
      {"--expected_f16_threshold=inf", "non-negative number"},
      {"--print_statistics=maybe", "true or false"},
      {"--serial=2", "true or false"},
      {"--equality_mode=fuzzy", "--equality_mode"},
      {"--dispatch-mode=fast", "--dispatch-mode"},
      {"--check=maybe", "--check"},
      {"--regions=some", "--regions"},
      {"--parameter_mode=disk", "parameter"},
      {"--flagfile=missing.flags", "cannot open flagfile"},
      {"--flagfile=.", "cannot read flagfile"},
  };
  for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); ++i) {
    hd_run_t run =
        run_module(dir, IMPORT_EXPORT, "--input=2x3xf32=1", bad[i][0], NULL);
    cr_expect(hd_run_failed_with(&run, bad[i][1]),
              "%s: expected '%s'; exit %d signal %d\n%s", bad[i][0], bad[i][1],
              run.exit_code, run.signal, run.err);
    hd_run_free(&run);
  }
  // A flagfile with a bad flag inside, and --help (exit 0, nothing leaked).
  hd_write_file(dir, "bad.flags", "--threads=two\n", 14);
  hd_run_t run =
      run_module(dir, IMPORT_EXPORT, "--flagfile=bad.flags", NULL, NULL);
  cr_expect(hd_run_failed_with(&run, "--threads takes an integer"), "%s",
            run.err);
  hd_run_free(&run);
  run = run_module(dir, IMPORT_EXPORT, "--input=1", "--help", NULL);
  cr_expect(hd_run_is_clean(&run) && run.exit_code == 0, "%d\n%s",
            run.exit_code, run.err);
  hd_run_free(&run);
  hd_remove_dir(dir);
}

Test(flags, numeric_boundaries) {
  const char* names[] = {"--threads", "--repeat", "--output_max_element_count",
                         "--expected_f32_threshold"};
  for (size_t n = 0; n < sizeof(names) / sizeof(names[0]); ++n) {
    for (size_t i = 0; i < BOUNDARY_COUNT; ++i) {
      // --repeat=2^63-1 would run for ever: the boundary values of repeat
      // stop at the ones that fail.
      if (n == 1 && (strcmp(kBoundaries[i], "2147483647") == 0 ||
                     strcmp(kBoundaries[i], "2147483648") == 0 ||
                     strcmp(kBoundaries[i], "4294967295") == 0 ||
                     strcmp(kBoundaries[i], "4294967296") == 0 ||
                     strcmp(kBoundaries[i], "9223372036854775807") == 0)) {
        continue;
      }
      char flag[200];
      snprintf(flag, sizeof(flag), "%s=%s", names[n], kBoundaries[i]);
      hd_run_t run =
          run_module(NULL, IMPORT_EXPORT, "--input=2x3xf32=1", flag, NULL);
      cr_expect(hd_run_is_clean(&run), "%s: exit %d signal %d\n%s", flag,
                run.exit_code, run.signal, run.err);
      hd_run_free(&run);
    }
  }
}

//===----------------------------------------------------------------------===//
// F13: write errors
//===----------------------------------------------------------------------===//

// --output=@/dev/full exited 0 and the results were lost.
static bool dev_full_is_a_device(void) {
  struct stat info;
  return stat("/dev/full", &info) == 0 && S_ISCHR(info.st_mode);
}

Test(outputs, write_errors_are_reported) {
  if (!dev_full_is_a_device()) cr_skip_test("no /dev/full device");
  char* dir = hd_make_temp_dir();
  cr_assert_eq(symlink("/dev/full", hd_path(dir, "full.npy")), 0);
  const char* outputs[] = {"--output=@/dev/full", "--output=@full.npy",
                           "--output=+/dev/full"};
  for (size_t i = 0; i < sizeof(outputs) / sizeof(outputs[0]); ++i) {
    hd_run_t run = run_module(dir, IMPORT_EXPORT, "--input=2x3xf32=1",
                              outputs[i], "--output=");
    cr_expect(hd_run_failed_with(&run, "error writing"), "%s: exit %d\n%s",
              outputs[i], run.exit_code, run.err);
    hd_run_free(&run);
  }
  // Printed results on a full standard output.
  char module[4200];
  snprintf(module, sizeof(module), "--module=%s", IMPORT_EXPORT);
  const char* argv[] = {kRun, module, "--function=main", "--input=2x3xf32=1",
                        NULL};
  hd_run_t run = hd_run_to(dir, argv, "/dev/full");
  cr_expect(hd_run_failed_with(&run, "standard output"), "exit %d\n%s",
            run.exit_code, run.err);
  hd_run_free(&run);
  // streamref-params removed a half-written output, with unlink(): for
  // --output=/dev/full that deleted the device node itself.
  const char* dump[] = {kParams, "create", "--splat=a=4xf32=1",
                        "--output=/dev/full", NULL};
  run = hd_run(dir, dump);
  cr_expect(hd_run_is_clean(&run) && run.exit_code == 1, "exit %d\n%s",
            run.exit_code, run.err);
  cr_expect(dev_full_is_a_device(), "/dev/full was removed");
  hd_run_free(&run);
  hd_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// F16: located lookup errors
//===----------------------------------------------------------------------===//

Test(lookup, missing_function_is_located) {
  char* dir = hd_make_temp_dir();
  const char nested[] =
      "module {\n"
      "  module @inner {\n"
      "    util.func public @main(%arg0: i32) -> i32 {\n"
      "      util.return %arg0 : i32\n"
      "    }\n"
      "  }\n"
      "}\n";
  const char* path = hd_write_file(dir, "nested.mlir", nested, strlen(nested));
  hd_run_t run = run_module(dir, path, "--input=1", NULL, NULL);
  cr_expect(hd_run_failed_with(&run,
                               "nested.mlir:3:5: error: function "
                               "'main' is inside a nested module"),
            "%s", run.err);
  hd_run_free(&run);
  const char flat[] =
      "module {\n"
      "  util.func public @other(%arg0: i32) -> i32 {\n"
      "    util.return %arg0 : i32\n"
      "  }\n"
      "}\n";
  path = hd_write_file(dir, "flat.mlir", flat, strlen(flat));
  run = run_module(dir, path, "--input=1", NULL, NULL);
  cr_expect(hd_run_failed_with(
                &run, "flat.mlir:1:1: error: function 'main' not found"),
            "%s", run.err);
  hd_run_free(&run);
  hd_remove_dir(dir);
}

//===----------------------------------------------------------------------===//
// streamref-params: shapes, alignment, npy data
//===----------------------------------------------------------------------===//

static hd_run_t params_create(const char* dir, const char* a, const char* b) {
  const char* argv[] = {kParams, "create", "--quiet", "--output=out.irpa",
                        a,       b,        NULL};
  return hd_run(dir, argv);
}

// F6: `create --splat=w=4294967296x4294967296xf32=1` exited 0 and wrote a
// 0-byte entry.
Test(params, shape_and_alignment_boundaries) {
  char* dir = hd_make_temp_dir();
  hd_run_t run =
      params_create(dir, "--splat=w=4294967296x4294967296xf32=1", NULL);
  cr_expect(hd_run_failed_with(&run, "overflows"), "%s", run.err);
  hd_run_free(&run);
  run = params_create(dir, "--data=w=18446744073709551616xi8", NULL);
  cr_expect(hd_run_failed_with(&run, "overflows"), "%s", run.err);
  hd_run_free(&run);
  for (size_t i = 0; i < BOUNDARY_COUNT; ++i) {
    char splat[200], alignment[200];
    snprintf(splat, sizeof(splat), "--splat=w=%sx4xf32=1", kBoundaries[i]);
    run = params_create(dir, splat, NULL);
    cr_expect(hd_run_is_clean(&run), "%s: exit %d signal %d\n%s", splat,
              run.exit_code, run.signal, run.err);
    hd_run_free(&run);
    snprintf(alignment, sizeof(alignment), "--alignment=%s", kBoundaries[i]);
    run = params_create(dir, "--splat=w=4xf32=1", alignment);
    cr_expect(hd_run_is_clean(&run), "%s: exit %d signal %d\n%s", alignment,
              run.exit_code, run.signal, run.err);
    hd_run_free(&run);
  }
  run = params_create(dir, "--splat=w=4xf32=1", "--alignment=abc");
  cr_expect(hd_run_failed_with(&run, "bad value"), "%s", run.err);
  hd_run_free(&run);
  run = params_create(dir, "--splat=w=4xf32=1", "--quiet=maybe");
  cr_expect(hd_run_failed_with(&run, "bad value"), "%s", run.err);
  hd_run_free(&run);
  // F5 in the tool's own npy reader (now the shared one).
  unsigned char bytes[256];
  float data[6] = {0};
  size_t n = hd_make_npy(bytes, sizeof(bytes), 2, kHeader2x3, 0xFFFFFFFFll,
                         data, sizeof(data));
  hd_write_file(dir, "bad.npy", bytes, n);
  run = params_create(dir, "--data=w=@bad.npy", NULL);
  cr_expect(hd_run_failed_with(&run, "npy header length"), "%s", run.err);
  hd_run_free(&run);
  hd_remove_dir(dir);
}
