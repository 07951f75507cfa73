// The runtime's parameter ops through the C API (streamref/params.h,
// streamref/runtime.h): a gather of a thousand entries completing into one
// timepoint in every mode, zero-copy `constant` loads over the mapping,
// I/O failures (a file that shrinks after it was indexed) failing the
// timepoint located at the op and reaching the caller through every await
// that depends on it, a file unlinked or cut short while the reads of a
// gather are queued on it (held back by a fence the test signals after the
// edit), instances without parameters, and no leaks.

#include "streamref/runtime.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "params_test_util.h"
#include "streamref/params.h"
#include "support/counting_allocator.h"

static char* dir;

static void setup(void) { dir = pt_make_temp_dir(); }
static void teardown(void) {
  pt_remove_dir(dir);
  free(dir);
}

TestSuite(runtime, .init = setup, .fini = teardown);

static const sr_parameter_mode_t kModes[] = {
    SR_PARAMETER_MODE_MMAP, SR_PARAMETER_MODE_PRELOAD, SR_PARAMETER_MODE_FILE};

typedef struct run_t {
  sr_instance_t* instance;
  sr_module_t* module;
  sr_variant_t results[8];
  size_t result_count;
} run_t;

// Loads |text| into a fresh instance with |index| (may be NULL) and calls
// @main. Returns the status of the load and call (results in |run|).
static sr_status_t run_main(sr_allocator_t allocator,
                            sr_parameter_index_t* index, const char* text,
                            run_t* run) {
  memset(run, 0, sizeof(*run));
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 2;
  SR_RETURN_IF_ERROR(sr_instance_create(&options, allocator, &run->instance));
  sr_instance_set_parameters(run->instance, index);
  sr_status_t status = sr_module_load_from_memory(
      run->instance, "test.mlir", text, strlen(text), &run->module);
  sr_function_t* main_fn = NULL;
  if (!status)
    status = sr_module_lookup_function(run->module, "main", &main_fn);
  if (!status) {
    status = sr_function_invoke(main_fn, NULL, 0, run->results, 8,
                                &run->result_count);
  }
  return status;
}

static void run_free(run_t* run) {
  for (size_t i = 0; i < run->result_count; ++i) {
    sr_variant_reset(&run->results[i]);
  }
  sr_module_release(run->module);
  sr_instance_release(run->instance);
}

static sr_parameter_index_t* index_of(sr_allocator_t allocator,
                                      const char* path,
                                      sr_parameter_mode_t mode) {
  sr_parameter_index_t* index = NULL;
  cr_assert_null(sr_parameter_index_create(allocator, &index));
  char flag[4200];
  snprintf(flag, sizeof(flag), "model=%s", path);
  char* text = pt_status_text(sr_parameter_index_add_flag(index, flag, mode));
  cr_assert_str_eq(text, "OK", "%s", text);
  free(text);
  return index;
}

//===----------------------------------------------------------------------===//
// A gather of many entries
//===----------------------------------------------------------------------===//

enum { kEntries = 1000 };

// An archive of kEntries 4-byte entries p0..p999 holding i * 3 (every
// seventh a splat), and a program gathering all of them into one resource.
// With |fenced|, @main takes two fences: the gather also awaits the first
// (%wait), and the second (%queued) is reached once the host has issued the
// gather, before it awaits the result; so between the two the gather's
// reads are queued and cannot have started.
static char* make_gather(char* archive, size_t capacity, bool fenced) {
  pt_join(archive, capacity, dir, "many.irpa");
  sr_parameter_archive_builder_t* b = NULL;
  cr_assert_null(
      sr_parameter_archive_builder_create(sr_allocator_system(), &b));
  for (int i = 0; i < kEntries; ++i) {
    char key[16];
    int32_t value = i * 3;
    snprintf(key, sizeof(key), "p%d", i);
    if (i % 7 == 0) {
      cr_assert_null(sr_parameter_archive_builder_add_splat(
          b, key, strlen(key), NULL, 0, &value, 4, 4));
    } else {
      cr_assert_null(sr_parameter_archive_builder_add_data(
          b, key, strlen(key), NULL, 0, 4, 4, &value, NULL, 0));
    }
  }
  cr_assert_null(sr_parameter_archive_builder_write(b, archive));
  sr_parameter_archive_builder_release(b);
  size_t size = 4096 + (size_t)kEntries * 320;
  char* text = malloc(size);
  size_t n = (size_t)snprintf(
      text, size,
      "util.func public @main(%s) -> !hal.buffer_view {\n"
      "  %%c4 = arith.constant 4 : index\n"
      "  %%c4000 = arith.constant 4000 : index\n"
      "  %%c0_i64 = arith.constant 0 : i64\n"
      "  %%scope = util.buffer.constant : !util.buffer = \"model\"\n",
      fenced ? "%wait: !hal.fence, %queued: !hal.fence" : "");
  for (int i = 0; i < kEntries; ++i) {
    n += (size_t)snprintf(text + n, size - n,
                          "  %%k%d = util.buffer.constant : !util.buffer = "
                          "\"p%d\"\n  %%o%d = arith.constant %d : index\n",
                          i, i, i, 4 * i);
  }
  n += (size_t)snprintf(
      text + n, size - n,
      "  %%x, %%ta = stream.resource.alloca uninitialized : "
      "!stream.resource<external>{%%c4000} => !stream.timepoint\n");
  if (fenced) {
    n += (size_t)snprintf(
        text + n, size - n,
        "  %%tw = stream.timepoint.import %%wait : (!hal.fence) => "
        "!stream.timepoint\n"
        "  %%tg = stream.timepoint.join max(%%ta, %%tw) => !stream.timepoint\n"
        "  %%t = stream.cmd.parameter.gather await(%%tg) => {\n");
  } else {
    n += (size_t)snprintf(text + n, size - n,
                          "  %%t = stream.cmd.parameter.gather await(%%ta) => "
                          "{\n");
  }
  for (int i = 0; i < kEntries; ++i) {
    n += (size_t)snprintf(text + n, size - n,
                          "    %%scope::%%k%d[%%c0_i64] -> %%x[%%o%d for "
                          "%%c4] : !stream.resource<external>{%%c4000}%s\n",
                          i, i, i + 1 < kEntries ? "," : "");
  }
  n += (size_t)snprintf(text + n, size - n, "  } => !stream.timepoint\n");
  if (fenced) {
    n += (size_t)snprintf(
        text + n, size - n,
        "  %%ti = stream.timepoint.immediate => !stream.timepoint\n"
        "  stream.timepoint.chain_external %%ti => (%%queued : !hal.fence)\n");
  }
  snprintf(text + n, size - n,
           "  %%r = stream.timepoint.await %%t => %%x : "
           "!stream.resource<external>{%%c4000}\n"
           "  %%v = stream.tensor.export %%r : tensor<1000xi32> in "
           "!stream.resource<external>{%%c4000} -> !hal.buffer_view\n"
           "  util.return %%v : !hal.buffer_view\n}\n");
  return text;
}

Test(runtime, gather_of_a_thousand_entries) {
  char archive[4096];
  char* text = make_gather(archive, sizeof(archive), false);
  for (int m = 0; m < 3; ++m) {
    sr_parameter_index_t* index =
        index_of(sr_allocator_system(), archive, kModes[m]);
    run_t run;
    char* status =
        pt_status_text(run_main(sr_allocator_system(), index, text, &run));
    cr_assert_str_eq(status, "OK", "%s", status);
    free(status);
    cr_assert_eq(run.result_count, 1);
    const int32_t* values =
        (const int32_t*)sr_buffer_view_data(run.results[0].view);
    for (int i = 0; i < kEntries; ++i) {
      cr_assert_eq(values[i], i * 3, "entry %d (%s)", i,
                   sr_parameter_mode_name(kModes[m]));
    }
    run_free(&run);
    sr_parameter_index_release(index);
  }
  free(text);
}

//===----------------------------------------------------------------------===//
// Zero-copy loads
//===----------------------------------------------------------------------===//

static const char kLoads[] =
    "util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {\n"
    "  %c16 = arith.constant 16 : index\n"
    "  %c32 = arith.constant 32 : index\n"
    "  %c0_i64 = arith.constant 0 : i64\n"
    "  %scope = util.buffer.constant : !util.buffer = \"model\"\n"
    "  %ka = util.buffer.constant : !util.buffer = \"a\"\n"
    "  %kf = util.buffer.constant : !util.buffer = \"f\"\n"
    "  %r:2, %t = stream.cmd.parameter.load {\n"
    "    %scope::%ka[%c0_i64] : !stream.resource<constant>{%c16},\n"
    "    %scope::%kf[%c0_i64] : !stream.resource<constant>{%c32}\n"
    "  } => !stream.timepoint\n"
    "  %a = stream.timepoint.await %t => %r#0 : "
    "!stream.resource<constant>{%c16}\n"
    "  %f = stream.timepoint.await %t => %r#1 : "
    "!stream.resource<constant>{%c32}\n"
    "  %va = stream.tensor.export %a : tensor<4xi32> in "
    "!stream.resource<constant>{%c16} -> !hal.buffer_view\n"
    "  %vf = stream.tensor.export %f : tensor<8xf32> in "
    "!stream.resource<constant>{%c32} -> !hal.buffer_view\n"
    "  util.return %va, %vf : !hal.buffer_view, !hal.buffer_view\n"
    "}\n";

// mmap and preload serve `constant` loads from the file's memory (no
// allocation); file mode allocates and reads. The results are the same.
Test(runtime, constant_loads_are_zero_copy) {
  char archive[4096], from[4096];
  pt_join(archive, sizeof(archive), dir, "programs.irpa");
  cr_assert(
      pt_copy_file(pt_data(from, sizeof(from), "programs.irpa"), archive));
  uint64_t allocations[3] = {0};
  for (int m = 0; m < 3; ++m) {
    sr_parameter_index_t* index =
        index_of(sr_allocator_system(), archive, kModes[m]);
    run_t run;
    cr_assert_null(run_main(sr_allocator_system(), index, kLoads, &run));
    const int32_t* a = (const int32_t*)sr_buffer_view_data(run.results[0].view);
    const float* f = (const float*)sr_buffer_view_data(run.results[1].view);
    for (int i = 0; i < 4; ++i) cr_expect_eq(a[i], i + 1);
    for (int i = 0; i < 8; ++i) cr_expect_float_eq(f[i], (float)i, 0);
    sr_instance_statistics_t stats;
    sr_instance_statistics(run.instance, &stats);
    allocations[m] = stats.allocation_count;
    run_free(&run);
    sr_parameter_index_release(index);
  }
  cr_expect_eq(allocations[0], allocations[1]);
  cr_expect_eq(allocations[2], allocations[0] + 2,
               "file mode allocates the two results (mmap %llu, file %llu)",
               (unsigned long long)allocations[0],
               (unsigned long long)allocations[2]);
}

// The results may outlive the index and the instance's reference to it:
// the mapping stays while a view holds it.
Test(runtime, views_outlive_the_index) {
  char archive[4096], from[4096];
  pt_join(archive, sizeof(archive), dir, "programs.irpa");
  cr_assert(
      pt_copy_file(pt_data(from, sizeof(from), "programs.irpa"), archive));
  sr_parameter_index_t* index =
      index_of(sr_allocator_system(), archive, SR_PARAMETER_MODE_MMAP);
  run_t run;
  cr_assert_null(run_main(sr_allocator_system(), index, kLoads, &run));
  sr_parameter_index_release(index);
  sr_instance_set_parameters(run.instance, NULL);  // the last reference
  const int32_t* a = (const int32_t*)sr_buffer_view_data(run.results[0].view);
  cr_expect_eq(a[3], 4);
  run_free(&run);
}

//===----------------------------------------------------------------------===//
// Failures
//===----------------------------------------------------------------------===//

// f is loaded, then a is read after it; a file cut short inside f fails the
// load's timepoint, and the read awaiting it fails with the load's
// location.
static const char kChain[] =
    "util.func public @main() -> !hal.buffer_view {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c16 = arith.constant 16 : index\n"
    "  %c32 = arith.constant 32 : index\n"
    "  %c0_i64 = arith.constant 0 : i64\n"
    "  %scope = util.buffer.constant : !util.buffer = \"model\"\n"
    "  %ka = util.buffer.constant : !util.buffer = \"a\"\n"
    "  %kf = util.buffer.constant : !util.buffer = \"f\"\n"
    "  %r:1, %t0 = stream.cmd.parameter.load {\n"  // line 9
    "    %scope::%kf[%c0_i64] : !stream.resource<external>{%c32}\n"
    "  } => !stream.timepoint\n"
    "  %x, %t1 = stream.resource.alloca uninitialized await(%t0) => "
    "!stream.resource<external>{%c16} => !stream.timepoint\n"
    "  %t2 = stream.cmd.parameter.read await(%t1) => %scope::%ka[%c0_i64] -> "
    "%x[%c0 for %c16] : !stream.resource<external>{%c16} => "
    "!stream.timepoint\n"
    "  %y = stream.timepoint.await %t2 => %x : "
    "!stream.resource<external>{%c16}\n"
    "  %v = stream.tensor.export %y : tensor<4xi32> in "
    "!stream.resource<external>{%c16} -> !hal.buffer_view\n"
    "  util.return %v : !hal.buffer_view\n"
    "}\n";

Test(runtime, short_read_fails_the_timepoint_at_the_op) {
  char archive[4096], from[4096];
  pt_join(archive, sizeof(archive), dir, "cut.irpa");
  cr_assert(
      pt_copy_file(pt_data(from, sizeof(from), "programs.irpa"), archive));
  sr_parameter_index_t* index =
      index_of(sr_allocator_system(), archive, SR_PARAMETER_MODE_FILE);
  size_t i = 0;
  cr_assert_null(sr_parameter_index_lookup(index, "model", 5, "f", 1, &i));
  uint64_t f_offset = sr_parameter_index_entry(index, i)->offset;
  cr_assert(truncate(archive, (off_t)(f_offset + 8)) == 0);
  run_t run;
  sr_status_t status = run_main(sr_allocator_system(), index, kChain, &run);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  cr_expect_eq(sr_status_code(status), SR_STATUS_OUT_OF_RANGE);
  cr_expect_eq(loc.line, 9, "located at the load (line %u)", loc.line);
  char* text = pt_status_text(status);
  cr_expect(pt_contains(text,
                        "'stream.cmd.parameter.load': reading "
                        "parameter \"model\"::\"f\" (bytes [0, 32) at "
                        "offset") &&
                pt_contains(text, "cut.irpa'): short read"),
            "%s", text);
  free(text);
  run_free(&run);
  sr_parameter_index_release(index);
}

// A file removed while reads are queued: the descriptor stays valid, the
// reads complete.
Test(runtime, unlinked_file_still_reads) {
  char archive[4096];
  char* text = make_gather(archive, sizeof(archive), false);
  sr_parameter_index_t* index =
      index_of(sr_allocator_system(), archive, SR_PARAMETER_MODE_FILE);
  cr_assert(unlink(archive) == 0);
  run_t run;
  cr_assert_null(run_main(sr_allocator_system(), index, text, &run));
  const int32_t* values =
      (const int32_t*)sr_buffer_view_data(run.results[0].view);
  cr_expect_eq(values[kEntries - 1], (kEntries - 1) * 3);
  run_free(&run);
  sr_parameter_index_release(index);
  free(text);
}

// The fenced gather of make_gather, invoked on its own thread.
typedef struct queued_call_t {
  sr_function_t* main_fn;
  sr_timepoint_t* wait;
  sr_timepoint_t* queued;
  sr_variant_t results[2];
  size_t result_count;
  sr_status_t status;
} queued_call_t;

static void* queued_call_main(void* user) {
  queued_call_t* call = user;
  sr_variant_t args[2];
  args[0].type = args[1].type = SR_VARIANT_FENCE;
  args[0].fence = call->wait;
  args[1].fence = call->queued;
  call->status = sr_function_invoke(call->main_fn, args, 2, call->results, 2,
                                    &call->result_count);
  return NULL;
}

// Loads the fenced gather over |archive| in |mode|, starts it, and once its
// reads are queued (behind the %wait fence) does |edit| to the file, then
// lets the reads go. Returns the call's status; |out_last| receives the
// last gathered value on success.
static sr_status_t gather_with_queued_edit(const char* archive,
                                           sr_parameter_mode_t mode,
                                           const char* text, int edit,
                                           int32_t* out_last) {
  sr_parameter_index_t* index = index_of(sr_allocator_system(), archive, mode);
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 2;
  sr_instance_t* instance = NULL;
  cr_assert_null(
      sr_instance_create(&options, sr_allocator_system(), &instance));
  sr_instance_set_parameters(instance, index);
  sr_module_t* module = NULL;
  cr_assert_null(sr_module_load_from_memory(instance, "queued.mlir", text,
                                            strlen(text), &module));
  queued_call_t call;
  memset(&call, 0, sizeof(call));
  cr_assert_null(sr_module_lookup_function(module, "main", &call.main_fn));
  cr_assert_null(sr_timepoint_create(sr_allocator_system(), &call.wait));
  cr_assert_null(sr_timepoint_create(sr_allocator_system(), &call.queued));
  pthread_t thread;
  cr_assert(pthread_create(&thread, NULL, queued_call_main, &call) == 0);
  // The gather is issued and waits on %wait: its reads are queued.
  sr_status_t queued = sr_timepoint_wait(call.queued, UINT64_C(60000000000));
  cr_assert_null(queued, "%s", sr_status_message(queued));
  cr_assert_eq(sr_timepoint_query(call.wait), SR_TIMEPOINT_PENDING);
  if (edit == 0) {
    cr_assert(unlink(archive) == 0);
  } else {
    cr_assert(truncate(archive, 4096) == 0);  // inside the data
  }
  cr_assert_null(sr_timepoint_signal(call.wait));
  cr_assert(pthread_join(thread, NULL) == 0);
  if (!call.status) {
    cr_assert_eq(call.result_count, 1);
    *out_last = ((const int32_t*)sr_buffer_view_data(
        call.results[0].view))[kEntries - 1];
  }
  for (size_t i = 0; i < call.result_count; ++i) {
    sr_variant_reset(&call.results[i]);
  }
  sr_timepoint_release(call.wait);
  sr_timepoint_release(call.queued);
  sr_module_release(module);
  sr_instance_release(instance);
  sr_parameter_index_release(index);
  return call.status;
}

// A file removed while the reads of a gather are queued on it: the index
// holds the file (descriptor or mapping), so every read completes with the
// right bytes, in every mode.
Test(runtime, file_removed_while_reads_are_queued) {
  for (int m = 0; m < 3; ++m) {
    char archive[4096];
    char* text = make_gather(archive, sizeof(archive), true);
    int32_t last = -1;
    sr_status_t status =
        gather_with_queued_edit(archive, kModes[m], text, 0, &last);
    cr_expect_null(status, "%s: %s", sr_parameter_mode_name(kModes[m]),
                   sr_status_message(status));
    sr_status_ignore(status);
    cr_expect_eq(last, (kEntries - 1) * 3, "%s: last entry %d",
                 sr_parameter_mode_name(kModes[m]), last);
    free(text);
  }
}

// A file cut short while the reads of a gather are queued on it (file mode:
// a mapping would fault, preload has its copy): the short reads fail the
// gather's timepoint, located at the gather, and the caller gets the error.
Test(runtime, file_truncated_while_reads_are_queued) {
  char archive[4096];
  char* text = make_gather(archive, sizeof(archive), true);
  int gather_line = 1;
  for (const char* c = text; c < strstr(text, "stream.cmd.parameter.gather");
       ++c) {
    gather_line += *c == '\n';
  }
  int32_t last = -1;
  sr_status_t status =
      gather_with_queued_edit(archive, SR_PARAMETER_MODE_FILE, text, 1, &last);
  cr_expect_eq(sr_status_code(status), SR_STATUS_OUT_OF_RANGE);
  cr_expect_eq(sr_status_ir_loc(status).line, (uint32_t)gather_line,
               "located at line %u, the gather is at %d",
               sr_status_ir_loc(status).line, gather_line);
  char* message = pt_status_text(status);
  cr_expect(pt_contains(message, "'stream.cmd.parameter.gather'") &&
                pt_contains(message, "short read"),
            "%s", message);
  free(message);
  free(text);
}

Test(runtime, no_parameters) {
  run_t run;
  sr_status_t status = run_main(sr_allocator_system(), NULL, kLoads, &run);
  cr_expect_eq(sr_status_code(status), SR_STATUS_NOT_FOUND);
  cr_expect_eq(sr_status_ir_loc(status).line, 8);
  char* text = pt_status_text(status);
  cr_expect(pt_contains(text, "no parameters were provided"), "%s", text);
  free(text);
  run_free(&run);
}

// A key the archive does not have.
static const char kMissing[] =
    "util.func public @main() -> !stream.timepoint {\n"
    "  %c16 = arith.constant 16 : index\n"
    "  %c0_i64 = arith.constant 0 : i64\n"
    "  %scope = util.buffer.constant : !util.buffer = \"model\"\n"
    "  %k = util.buffer.constant : !util.buffer = \"nope\"\n"
    "  %r:1, %t = stream.cmd.parameter.load {\n"
    "    %scope::%k[%c0_i64] : !stream.resource<constant>{%c16}\n"
    "  } => !stream.timepoint\n"
    "  util.return %t : !stream.timepoint\n"
    "}\n";

// Everything the instance, the index and the jobs allocate comes back,
// after successes and failures (at the op, and in flight), in every mode.
Test(runtime, no_leaks) {
  char archive[4096], cut[4096], from[4096];
  pt_join(archive, sizeof(archive), dir, "programs.irpa");
  pt_join(cut, sizeof(cut), dir, "cut.irpa");
  pt_data(from, sizeof(from), "programs.irpa");
  cr_assert(pt_copy_file(from, archive) && pt_copy_file(from, cut));
  for (int m = 0; m < 3; ++m) {
    for (int c = 0; c < 3; ++c) {
      // The in-flight failure needs file mode (a mapping would fault).
      if (c == 2 && kModes[m] != SR_PARAMETER_MODE_FILE) continue;
      sr_counting_allocator_t counting;
      sr_counting_allocator_initialize(&counting);
      sr_allocator_t allocator = sr_counting_allocator(&counting);
      sr_parameter_index_t* index =
          index_of(allocator, c == 2 ? cut : archive, kModes[m]);
      if (c == 2) cr_assert(truncate(cut, 840) == 0);  // inside "f"
      const char* text = c == 0 ? kLoads : c == 1 ? kMissing : kChain;
      run_t run;
      sr_status_t status = run_main(allocator, index, text, &run);
      cr_expect_eq(status == NULL, c == 0, "case %d: %s", c,
                   sr_status_message(status));
      sr_status_ignore(status);
      run_free(&run);
      sr_parameter_index_release(index);
      cr_expect_eq(atomic_load(&counting.live), 0, "%s case %d: %ld leak",
                   sr_parameter_mode_name(kModes[m]), c,
                   atomic_load(&counting.live));
    }
  }
}
