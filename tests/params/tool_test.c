// streamref-params against IREE's tools: `create` and `convert` write the
// same bytes iree-create-parameters / iree-convert-parameters wrote from
// the same flags (committed fixtures), `dump` prints what
// iree-dump-parameters printed, `extract` gives the bytes IREE read, and
// mistakes exit 1 with a message. When IREE's tools are installed
// (SR_IREE_BIN, default /tmp/ireevenv/bin) they read fresh archives
// streamref writes; otherwise that test is skipped.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "params_test_util.h"

static char* dir;

static void setup(void) { dir = pt_make_temp_dir(); }
static void teardown(void) {
  pt_remove_dir(dir);
  free(dir);
}

TestSuite(tool, .init = setup, .fini = teardown);

// Runs streamref-params with |args| (NULL-terminated) in the data folder.
static int params(const char* const* args, char** out, char** err) {
  const char* argv[64] = {SR_STREAMREF_PARAMS};
  size_t n = 1;
  for (; args[n - 1] && n < 63; ++n) argv[n] = args[n - 1];
  argv[n] = NULL;
  return pt_run(argv, SR_PARAMS_DATA_DIR, out, err);
}

static void expect_same_file(const char* made, const char* fixture) {
  char path[4096];
  size_t n_made = 0, n_fixture = 0;
  char* a = pt_read_file(made, &n_made);
  char* b = pt_read_file(pt_data(path, sizeof(path), fixture), &n_fixture);
  cr_assert(a && b);
  cr_expect_eq(n_made, n_fixture, "%s: %zu bytes, IREE's %zu", fixture, n_made,
               n_fixture);
  size_t first = 0;
  while (first < n_made && first < n_fixture && a[first] == b[first]) ++first;
  cr_expect_eq(first, n_fixture, "%s differs from IREE's at byte %zu", fixture,
               first);
  free(a);
  free(b);
}

// `create`/`convert` with |flags|, compared byte for byte with |fixture|,
// and its printout with IREE's dump of the fixture.
static void check_writes(const char* command, const char* const* flags,
                         const char* fixture) {
  char output[4096], output_flag[4200];
  pt_join(output, sizeof(output), dir, fixture);
  snprintf(output_flag, sizeof(output_flag), "--output=%s", output);
  const char* args[32] = {command};
  size_t n = 1;
  for (; flags[n - 1]; ++n) args[n] = flags[n - 1];
  args[n++] = output_flag;
  args[n] = NULL;
  char *out = NULL, *err = NULL;
  int rc = params(args, &out, &err);
  cr_assert_eq(rc, 0, "%s", err);
  expect_same_file(output, fixture);
  char dump_name[512], dump_path[4096];
  snprintf(dump_name, sizeof(dump_name), "%s.dump.txt", fixture);
  char* expected =
      pt_read_file(pt_data(dump_path, sizeof(dump_path), dump_name), NULL);
  cr_expect_str_eq(out, expected, "%s prints differently from IREE", fixture);
  free(expected);
  free(out);
  free(err);
}

Test(tool, create_splats_as_iree) {
  const char* flags[] = {"--splat=w=4x3xf32=0.5", "--splat=b=3xf32=-1.25",
                         "--splat=h=8xf16=1.5",   "--splat=q=2xi64=-7",
                         "--splat=z=10xi8",       NULL};
  check_writes("create", flags, "iree_splat.irpa");
}

Test(tool, create_data_as_iree) {
  const char* flags[] = {"--data=zeros=16xf32", "--data=bytes=5xi8",
                         "--data=wide=3x5xi64", "--splat=mixed=2xi32=3", NULL};
  check_writes("create", flags, "iree_data.irpa");
}

// The archive IREE read back (streamref_made.irpa.values.txt, checked by
// the formats suite): streamref still writes exactly it.
Test(tool, create_what_iree_read) {
  char path[4096];
  char* text =
      pt_read_file(pt_data(path, sizeof(path), "streamref_made.flags"), NULL);
  cr_assert(text);
  const char* flags[32];
  size_t n = 0;
  for (char* line = strtok(text, "\n"); line && n < 31;
       line = strtok(NULL, "\n")) {
    flags[n++] = line;
  }
  flags[n] = NULL;
  check_writes("create", flags, "streamref_made.irpa");
  free(text);
}

Test(tool, convert_safetensors_as_iree) {
  const char* flags[] = {"--parameters=tensors.safetensors", NULL};
  check_writes("convert", flags, "iree_from_safetensors.irpa");
}

Test(tool, convert_gguf_as_iree) {
  const char* flags[] = {"--parameters=model_v3.gguf", NULL};
  check_writes("convert", flags, "iree_from_gguf.irpa");
}

Test(tool, convert_edits_as_iree) {
  const char* flags[] = {"--parameters=iree_index.irpa",
                         "--exclude=dropped",
                         "--rename=weights=renamed.weights",
                         "--splat=ones=f32=1.0",
                         "--splat=zeroed",
                         NULL};
  check_writes("convert", flags, "iree_convert_ops.irpa");
  const char* strip[] = {"--parameters=iree_index.irpa", "--strip", NULL};
  check_writes("convert", strip, "iree_strip.irpa");
}

Test(tool, dump_and_list_as_iree) {
  static const char* const kFiles[] = {"programs.irpa", "tensors.safetensors",
                                       "model_v2.gguf"};
  for (size_t i = 0; i < 3; ++i) {
    char flag[512], dump_name[512], dump_path[4096];
    snprintf(flag, sizeof(flag), "--parameters=%s", kFiles[i]);
    const char* args[] = {i == 1 ? "list" : "dump", flag, NULL};
    char* out = NULL;
    cr_assert_eq(params(args, &out, NULL), 0);
    snprintf(dump_name, sizeof(dump_name), "%s.dump.txt", kFiles[i]);
    char* expected =
        pt_read_file(pt_data(dump_path, sizeof(dump_path), dump_name), NULL);
    cr_expect_str_eq(out, expected, "%s", kFiles[i]);
    free(expected);
    free(out);
  }
}

Test(tool, extract) {
  char out_path[4096], flag[4200];
  pt_join(out_path, sizeof(out_path), dir, "b.bin");
  snprintf(flag, sizeof(flag), "--extract=model::b=%s", out_path);
  const char* args[] = {"extract", "--parameters=model=programs.irpa", flag,
                        NULL};
  char* err = NULL;
  cr_assert_eq(params(args, NULL, &err), 0, "%s", err);
  free(err);
  size_t n = 0;
  char* bytes = pt_read_file(out_path, &n);
  int32_t expected[4] = {10, 20, 30, 40};
  cr_assert_eq(n, sizeof(expected));
  cr_expect_arr_eq(bytes, expected, n);
  free(bytes);
  // Splats come out materialized.
  snprintf(flag, sizeof(flag), "--extract=s=%s", out_path);
  const char* splat[] = {"dump", "--parameters=programs.irpa", flag, NULL};
  cr_assert_eq(params(splat, NULL, NULL), 0);
  bytes = pt_read_file(out_path, &n);
  int32_t sevens[4] = {7, 7, 7, 7};
  cr_assert_eq(n, sizeof(sevens));
  cr_expect_arr_eq(bytes, sevens, n);
  free(bytes);
}

// Full value lists, npy inputs and alignment.
Test(tool, create_values) {
  char output[4096], flag[4200];
  pt_join(output, sizeof(output), dir, "v.irpa");
  snprintf(flag, sizeof(flag), "--output=%s", output);
  const char* args[] = {"create",
                        "--data=m=2x2xi32=[1 2][3 4]",
                        "--data=r=@rows.npy",
                        "--data=f=3xf16=0.5",
                        "--alignment=16",
                        "--quiet",
                        flag,
                        NULL};
  char *out = NULL, *err = NULL;
  cr_assert_eq(params(args, &out, &err), 0, "%s", err);
  cr_expect_str_eq(out, "", "--quiet prints nothing");
  free(out);
  free(err);
  char extract[4200], bin[4096];
  pt_join(bin, sizeof(bin), dir, "m.bin");
  snprintf(extract, sizeof(extract), "--extract=m=%s", bin);
  char parameters[4200];
  snprintf(parameters, sizeof(parameters), "--parameters=%s", output);
  const char* dump[] = {"extract", parameters, extract, NULL};
  cr_assert_eq(params(dump, NULL, NULL), 0);
  size_t n = 0;
  char* bytes = pt_read_file(bin, &n);
  int32_t m[4] = {1, 2, 3, 4};
  cr_assert_eq(n, sizeof(m));
  cr_expect_arr_eq(bytes, m, n);
  free(bytes);
  snprintf(extract, sizeof(extract), "--extract=r=%s", bin);
  cr_assert_eq(params(dump, NULL, NULL), 0);
  bytes = pt_read_file(bin, &n);
  float r[6] = {1, 2, 3, 4, 5, 6};
  cr_assert_eq(n, sizeof(r));
  cr_expect_arr_eq(bytes, r, n);
  free(bytes);
}

static void expect_error(const char* const* args, const char* message) {
  char* err = NULL;
  int rc = params(args, NULL, &err);
  cr_expect_eq(rc, 1, "%s", args[1] ? args[1] : args[0]);
  cr_expect(pt_contains(err, message), "expected '%s' in: %s", message, err);
  free(err);
}

Test(tool, mistakes) {
  char output[4096], flag[4200];
  pt_join(output, sizeof(output), dir, "x.irpa");
  snprintf(flag, sizeof(flag), "--output=%s", output);
  const char* no_output[] = {"create", "--splat=a=f32=1", NULL};
  expect_error(no_output, "create needs --output=FILE.irpa");
  const char* bad_type[] = {"create", "--splat=a=4xq7=1", flag, NULL};
  expect_error(bad_type, "q7");
  const char* sub_byte[] = {"create", "--data=a=4xi4", flag, NULL};
  expect_error(sub_byte, "sub-byte and opaque element types cannot be used");
  const char* count[] = {"create", "--data=a=3xi32=1,2", flag, NULL};
  expect_error(count, "--data=a=3xi32=1,2");
  const char* npy[] = {"create", "--data=a=@missing.npy", flag, NULL};
  expect_error(npy, "cannot open 'missing.npy'");
  const char* input[] = {"convert", "--parameters=nope.gguf", flag, NULL};
  expect_error(input, "cannot open 'nope.gguf'");
  const char* key[] = {"dump", "--parameters=programs.irpa",
                       "--extract=zz=/dev/null", NULL};
  expect_error(key, "parameter \"zz\" not found");
  const char* command[] = {"frobnicate", NULL};
  expect_error(command, "unknown command 'frobnicate'");
  const char* unknown[] = {"dump", "--frob", NULL};
  expect_error(unknown, "unknown flag '--frob'");
  cr_expect_neq(access(output, F_OK), 0, "nothing half-written stays");
}

//===----------------------------------------------------------------------===//
// IREE reads what streamref writes (needs IREE's tools; skipped otherwise)
//===----------------------------------------------------------------------===//

static const char* iree_bin(void) {
  const char* bin = getenv("SR_IREE_BIN");
  return bin && *bin ? bin : "/tmp/ireevenv/bin";
}

Test(tool, iree_reads_ours) {
  char dump_tool[4096];
  snprintf(dump_tool, sizeof(dump_tool), "%s/iree-dump-parameters", iree_bin());
  if (access(dump_tool, X_OK) != 0) {
    cr_skip_test("IREE's tools are not installed (%s)", dump_tool);
  }
  char output[4096], flag[4200];
  pt_join(output, sizeof(output), dir, "ours.irpa");
  snprintf(flag, sizeof(flag), "--output=%s", output);
  const char* args[] = {"create",
                        "--splat=s=7xi16=-9",
                        "--data=d=5xf32=1,2,3,4,5",
                        "--data=n=@rows.npy",
                        "--data=z=33xi8",
                        "--quiet",
                        flag,
                        NULL};
  cr_assert_eq(params(args, NULL, NULL), 0);
  char parameters[4200], bin[4096], extract[4200];
  snprintf(parameters, sizeof(parameters), "--parameters=%s", output);
  pt_join(bin, sizeof(bin), dir, "d.bin");
  snprintf(extract, sizeof(extract), "--extract=d=%s", bin);
  const char* iree[] = {dump_tool, "--parameter_mode=preload", parameters,
                        extract, NULL};
  char *iree_out = NULL, *iree_err = NULL;
  cr_assert_eq(pt_run(iree, dir, &iree_out, &iree_err), 0, "%s", iree_err);
  size_t n = 0;
  char* bytes = pt_read_file(bin, &n);
  float d[5] = {1, 2, 3, 4, 5};
  cr_assert_eq(n, sizeof(d));
  cr_expect_arr_eq(bytes, d, n);
  free(bytes);
  // IREE's listing of our archive is ours (IREE adds an extraction line).
  const char* ours[] = {"dump", parameters, NULL};
  char* our_out = NULL;
  cr_assert_eq(params(ours, &our_out, NULL), 0);
  cr_expect(pt_contains(iree_out, our_out), "IREE:\n%s\nours:\n%s", iree_out,
            our_out);
  free(our_out);
  free(iree_out);
  free(iree_err);
}
