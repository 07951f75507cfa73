// stream.file.read / stream.file.write as jobs on the loop (see
// cpu_backend/exec_file.c), through the C API: a transfer awaiting the
// caller's wait fence does not run before it is signalled and does not
// block the host; the job keeps the module, the file and the resource alive
// after the caller drops them; a failed wait fails the file op's timepoint
// located at the op; the hazard checker sees the jobs' accesses.

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_fixture.h"
#include "runtime_test_util.h"

static void fixture_begin(fixture_t* f, const sr_instance_options_t* options) {
  sr_counting_allocator_initialize(&f->counting);
  f->allocator = sr_counting_allocator(&f->counting);
  ASSERT_OK(sr_instance_create(options, f->allocator, &f->instance));
}

static void fixture_begin_threads(fixture_t* f, int threads) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  fixture_begin(f, &options);
}

static void program_path(const char* relative, char* path, size_t capacity) {
  snprintf(path, capacity, "%s/%s", SR_TEST_PROGRAMS_DIR, relative);
}

static sr_function_t* load(fixture_t* f, const char* relative, const char* name,
                           sr_module_t** out_module) {
  char path[4096];
  program_path(relative, path, sizeof(path));
  ASSERT_OK(sr_module_load_from_file(f->instance, path, out_module));
  sr_function_t* function = NULL;
  ASSERT_OK(sr_module_lookup_function(*out_module, name, &function));
  return function;
}

static sr_buffer_view_t* view_i32(fixture_t* f, const int32_t* data) {
  int64_t four = 4;
  sr_buffer_view_t* view = NULL;
  ASSERT_OK(sr_buffer_view_create(f->allocator, 1, &four,
                                  SR_ELEMENT_TYPE_INT_32, data, 16, &view));
  return view;
}

static void expect_i32(const sr_buffer_view_t* view, const int32_t* want,
                       const char* what) {
  const int32_t* got = sr_buffer_view_data(view);
  for (int i = 0; i < 4; ++i) {
    cr_assert_eq(got[i], want[i], "%s: element %d is %d, want %d", what, i,
                 got[i], want[i]);
  }
}

// Line and column of the first |op| ("stream.file.read") in the generic
// file |relative|, as the runtime locates errors.
static void find_op(const char* relative, const char* op, uint32_t* out_line,
                    uint32_t* out_column) {
  char path[4096], needle[128];
  program_path(relative, path, sizeof(path));
  snprintf(needle, sizeof(needle), "\"%s\"", op);
  char* text = rt_read_file(path);
  cr_assert(text, "cannot read %s", path);
  const char* at = strstr(text, needle);
  cr_assert(at, "no %s in %s", op, path);
  uint32_t line = 1;
  const char* line_start = text;
  for (const char* p = text; p < at; ++p) {
    if (*p == '\n') {
      ++line;
      line_start = p + 1;
    }
  }
  *out_line = line;
  *out_column = (uint32_t)(at - line_start) + 1;
  free(text);
}

//===----------------------------------------------------------------------===//
// Jobs awaiting the caller's fence
//===----------------------------------------------------------------------===//

// The read waits for the fence without blocking the host; the caller drops
// its argument and the module before signalling (the job holds them).
static void read_after_fence(int threads) {
  fixture_t f;
  fixture_begin_threads(&f, threads);
  sr_module_t* module = NULL;
  sr_function_t* fn = load(&f, "api/file_fences.generic.mlir", "read", &module);
  cr_assert(sr_function_is_async(fn));
  const int32_t input[4] = {1, 2, 3, 4};
  sr_buffer_view_t* view = view_i32(&f, input);
  sr_timepoint_t* wait = NULL;
  sr_timepoint_t* signal = NULL;
  ASSERT_OK(sr_timepoint_create(f.allocator, &wait));
  ASSERT_OK(sr_timepoint_create(f.allocator, &signal));
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t results[1];
  size_t count = 0;
  ASSERT_OK(
      sr_function_invoke_async(fn, &arg, 1, wait, signal, results, 1, &count));
  cr_assert_eq(count, 1);
  // The host part returned; the read has not happened.
  cr_assert_eq(sr_timepoint_query(signal), SR_TIMEPOINT_PENDING);
  expect_i32(results[0].view, input, "before the wait fence");
  sr_buffer_view_release(view);
  sr_module_release(module);
  ASSERT_OK(sr_timepoint_signal(wait));
  ASSERT_OK(sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE));
  // file bytes [4, 12) (20, 30) into bytes [8, 16).
  const int32_t want[4] = {1, 2, 20, 30};
  expect_i32(results[0].view, want, "after the signal fence");
  sr_variant_reset(&results[0]);
  sr_timepoint_release(wait);
  sr_timepoint_release(signal);
  fixture_end(&f);
}

Test(files, read_waits_for_the_fence_one_thread) { read_after_fence(1); }
Test(files, read_waits_for_the_fence_all_threads) { read_after_fence(0); }

// file.write into a !util.buffer argument: the source resource is held
// only by the job once the caller lets go of it.
Test(files, write_waits_for_the_fence) {
  fixture_t f;
  fixture_begin_threads(&f, 0);
  sr_module_t* module = NULL;
  sr_function_t* fn =
      load(&f, "api/file_fences.generic.mlir", "write", &module);
  const int32_t zeros[4] = {0, 0, 0, 0};
  const int32_t input[4] = {5, 6, 7, 8};
  sr_buffer_view_t* buffer = view_i32(&f, zeros);
  sr_buffer_view_t* view = view_i32(&f, input);
  sr_timepoint_t* wait = NULL;
  sr_timepoint_t* signal = NULL;
  ASSERT_OK(sr_timepoint_create(f.allocator, &wait));
  ASSERT_OK(sr_timepoint_create(f.allocator, &signal));
  sr_variant_t args[2] = {sr_variant_view(buffer), sr_variant_view(view)};
  size_t count = 0;
  ASSERT_OK(
      sr_function_invoke_async(fn, args, 2, wait, signal, NULL, 0, &count));
  cr_assert_eq(sr_timepoint_query(signal), SR_TIMEPOINT_PENDING);
  expect_i32(buffer, zeros, "before the wait fence");
  sr_buffer_view_release(view);
  sr_module_release(module);
  ASSERT_OK(sr_timepoint_signal(wait));
  ASSERT_OK(sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE));
  // source bytes [4, 12) (6, 7) into file bytes [0, 8).
  const int32_t want[4] = {6, 7, 0, 0};
  expect_i32(buffer, want, "after the signal fence");
  sr_buffer_view_release(buffer);
  sr_timepoint_release(wait);
  sr_timepoint_release(signal);
  fixture_end(&f);
}

// A wait fence failed without a location: the read's timepoint fails,
// located at the read, and the signal fence carries it to the caller.
Test(files, failed_fence_fails_the_read_at_its_location) {
  fixture_t f;
  fixture_begin_threads(&f, 1);
  sr_module_t* module = NULL;
  sr_function_t* fn = load(&f, "api/file_fences.generic.mlir", "read", &module);
  const int32_t input[4] = {1, 2, 3, 4};
  sr_buffer_view_t* view = view_i32(&f, input);
  sr_timepoint_t* wait = NULL;
  sr_timepoint_t* signal = NULL;
  ASSERT_OK(sr_timepoint_create(f.allocator, &wait));
  ASSERT_OK(sr_timepoint_create(f.allocator, &signal));
  sr_variant_t arg = sr_variant_view(view);
  sr_variant_t results[1];
  size_t count = 0;
  ASSERT_OK(
      sr_function_invoke_async(fn, &arg, 1, wait, signal, results, 1, &count));
  ASSERT_OK(sr_timepoint_fail(
      wait, SR_MAKE_STATUS(SR_STATUS_ABORTED, "producer failed")));
  sr_status_t status = sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE);
  cr_assert_eq(sr_status_code(status), SR_STATUS_ABORTED);
  uint32_t line = 0, column = 0;
  find_op("api/file_fences.generic.mlir", "stream.file.read", &line, &column);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  cr_assert_eq(loc.line, line, "failure at line %u, want %u", loc.line, line);
  cr_assert_eq(loc.column, column, "failure at column %u, want %u", loc.column,
               column);
  const char* message = sr_status_message(status);
  cr_assert(strstr(message, "awaited timepoint failed") &&
                strstr(message, "producer failed"),
            "message: %s", message);
  sr_status_free(status);
  // Nothing was written.
  expect_i32(results[0].view, input, "after the failure");
  for (size_t i = 0; i < count; ++i) sr_variant_reset(&results[i]);
  sr_buffer_view_release(view);
  sr_timepoint_release(wait);
  sr_timepoint_release(signal);
  sr_module_release(module);
  fixture_end(&f);
}

//===----------------------------------------------------------------------===//
// The hazard checker
//===----------------------------------------------------------------------===//

typedef struct reports_t {
  int count;
  sr_hazard_kind_t first_kind;
  uint32_t first_line;
  char first_message[1024];
} reports_t;

static void collect(void* user_data, const sr_check_report_t* report) {
  reports_t* r = (reports_t*)user_data;
  if (!r->count++) {
    r->first_kind = report->kind;
    r->first_line = report->loc.line;
    snprintf(r->first_message, sizeof(r->first_message), "%s", report->message);
  }
}

// Runs @|name| of api/file_check under --check=strict; a run that succeeds
// must return the file's bytes.
static sr_status_t run_checked(int threads, const char* name,
                               reports_t* reports) {
  fixture_t f;
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.check_mode = SR_CHECK_STRICT;
  options.check_fn = collect;
  options.check_user_data = reports;
  fixture_begin(&f, &options);
  sr_module_t* module = NULL;
  sr_function_t* fn = load(&f, "api/file_check.generic.mlir", name, &module);
  sr_variant_t result;
  memset(&result, 0, sizeof(result));
  size_t count = 0;
  sr_status_t status = sr_function_invoke(fn, NULL, 0, &result, 1, &count);
  if (!status) {
    cr_assert_eq(count, 1);
    const int32_t want[4] = {1, 2, 3, 4};
    expect_i32(result.view, want, name);
  }
  for (size_t i = 0; i < count; ++i) sr_variant_reset(&result);
  sr_module_release(module);
  fixture_end(&f);
  return status;
}

Test(files, checker_sees_an_awaited_read) {
  for (int threads = 0; threads <= 1; ++threads) {
    reports_t reports;
    memset(&reports, 0, sizeof(reports));
    sr_status_t status = run_checked(threads, "awaited", &reports);
    cr_assert_eq(status, NULL, "awaited: %s", sr_status_message(status));
    sr_status_ignore(status);
    cr_assert_eq(reports.count, 0, "awaited: reported '%s'",
                 reports.first_message);
  }
}

Test(files, checker_reports_a_read_not_awaited) {
  uint32_t line = 0, column = 0;
  find_op("api/file_check.generic.mlir", "stream.tensor.export", &line,
          &column);
  // The second function's export.
  char path[4096];
  program_path("api/file_check.generic.mlir", path, sizeof(path));
  char* text = rt_read_file(path);
  const char* first = strstr(text, "\"stream.tensor.export\"");
  const char* second = strstr(first + 1, "\"stream.tensor.export\"");
  cr_assert(second);
  for (const char* p = first; p < second; ++p) line += *p == '\n';
  free(text);
  for (int threads = 0; threads <= 1; ++threads) {
    reports_t reports;
    memset(&reports, 0, sizeof(reports));
    sr_status_t status = run_checked(threads, "not_awaited", &reports);
    cr_assert_gt(reports.count, 0, "not_awaited: nothing reported");
    cr_assert_str_eq(sr_hazard_kind_name(reports.first_kind),
                     "use-before-ready", "%s", reports.first_message);
    cr_assert_eq(reports.first_line, line, "reported at line %u, want %u",
                 reports.first_line, line);
    cr_assert_neq(status, NULL, "the invocation succeeded");
    sr_status_ignore(status);
  }
}
