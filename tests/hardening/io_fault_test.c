// I/O faults through the loop (issue 20): the parameter programs of
// tests/params/programs run with a fault hook (core/base/io_fault.h) in
// every step of their file I/O. Parameters opened in `file` mode are read
// and written by requests on the instance's libuv loop (sched/loop_fs.c);
// `preload` reads the file when it is indexed (the pread loop of
// io/param_file.c). For every step a clean run takes:
//
//  - an I/O error (EIO; ENOSPC for writes) in that step fails the run with
//    an error located at the op that asked for the bytes (`file:line:col`
//    and the op's name), naming the parameter and the errno;
//  - a step that moves nothing (a read at an early end of file, a write
//    that writes nothing) fails located as a short read or write;
//  - steps that move one byte at a time (short transfers) give the right
//    result: the clean run's, byte for byte;
//
// and no run hangs (each test has a time limit) or leaks (LeakSanitizer).
// stream.file.read/write need no such test: a !stream.file is a view of
// host memory here (exec_file.c), so their transfers are copies.

#include "core/base/io_fault.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harden_util.h"
#include "streamref/params.h"
#include "streamref/runtime.h"

#define PROGRAMS SR_PARAMS_PROGRAMS_DIR

//===----------------------------------------------------------------------===//
// The fault plan
//===----------------------------------------------------------------------===//

typedef enum fault_kind_e {
  FAULT_NONE,
  FAULT_ERROR,    // step |at| fails with |error|
  FAULT_NOTHING,  // step |at| moves no byte
  FAULT_TRICKLE,  // every step moves at most one byte
} fault_kind_t;

typedef struct fault_plan_t {
  fault_kind_t kind;
  long at;  // 1-based step
  int error;
  atomic_long steps;  // steps seen
  atomic_long hits;   // faults made
} fault_plan_t;

static sr_io_fault_t plan_hook(void* user_data, const sr_io_step_t* step) {
  (void)step;
  fault_plan_t* plan = (fault_plan_t*)user_data;
  long n = atomic_fetch_add(&plan->steps, 1) + 1;
  sr_io_fault_t fault = {0};
  switch (plan->kind) {
    case FAULT_NONE:
      break;
    case FAULT_ERROR:
      if (n == plan->at) fault.error = plan->error;
      break;
    case FAULT_NOTHING:
      if (n == plan->at) fault.nothing = true;
      break;
    case FAULT_TRICKLE:
      if (step->length > 1) fault.limit = 1;
      break;
  }
  if (fault.error || fault.nothing || fault.limit) {
    atomic_fetch_add(&plan->hits, 1);
  }
  return fault;
}

static void plan_start(fault_plan_t* plan, fault_kind_t kind, long at,
                       int error) {
  plan->kind = kind;
  plan->at = at;
  plan->error = error;
  atomic_init(&plan->steps, 0);
  atomic_init(&plan->hits, 0);
  sr_io_fault_set_hook(plan_hook, plan);
}

static void plan_stop(void) { sr_io_fault_set_hook(NULL, NULL); }

//===----------------------------------------------------------------------===//
// Runs
//===----------------------------------------------------------------------===//

static char* dir;

static void setup(void) { dir = hd_make_temp_dir(); }
static void teardown(void) {
  plan_stop();
  hd_remove_dir(dir);
}

TestSuite(io_fault, .init = setup, .fini = teardown, .timeout = 120);

// What a run gave: "OK" and the results as IREE prints them, or the error.
typedef struct outcome_t {
  bool ok;
  sr_status_code_t code;
  uint32_t line;    // of the location, 0 without one
  char file[4096];  // of the location
  char text[8192];
} outcome_t;

static void outcome_of_status(outcome_t* out, sr_status_t status) {
  out->ok = false;
  out->code = sr_status_code(status);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  out->line = loc.file ? loc.line : 0;
  snprintf(out->file, sizeof(out->file), "%s", loc.file ? loc.file : "");
  sr_status_format(status, out->text, sizeof(out->text));
  sr_status_free(status);
}

// Copies programs.irpa to the temporary directory (writes change it).
static const char* fresh_archive(void) {
  char from[4096];
  snprintf(from, sizeof(from), "%s/../data/programs.irpa", PROGRAMS);
  FILE* in = fopen(from, "rb");
  cr_assert(in, "cannot open %s", from);
  static unsigned char bytes[1 << 16];
  size_t n = fread(bytes, 1, sizeof(bytes), in);
  fclose(in);
  cr_assert(n > 0 && n < sizeof(bytes));
  return hd_write_file(dir, "programs.irpa", bytes, n);
}

// Indexes a fresh programs.irpa in |mode| (as scope "model"), loads
// |program| (a file of tests/params/programs) and runs @main.
static outcome_t run_program(const char* program, sr_parameter_mode_t mode) {
  outcome_t out = {0};
  char flag[4200];
  snprintf(flag, sizeof(flag), "model=%s", fresh_archive());
  sr_parameter_index_t* index = NULL;
  sr_status_t status = sr_parameter_index_create(sr_allocator_system(), &index);
  if (!status) status = sr_parameter_index_add_flag(index, flag, mode);
  if (status) {
    outcome_of_status(&out, status);
    sr_parameter_index_release(index);
    return out;
  }
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 2;
  sr_instance_t* instance = NULL;
  cr_assert_null(
      sr_instance_create(&options, sr_allocator_system(), &instance));
  sr_instance_set_parameters(instance, index);
  sr_parameter_index_release(index);
  char path[4200];
  snprintf(path, sizeof(path), "%s/%s", PROGRAMS, program);
  sr_module_t* module = NULL;
  sr_function_t* main_fn = NULL;
  status = sr_module_load_from_file(instance, path, &module);
  if (!status) status = sr_module_lookup_function(module, "main", &main_fn);
  sr_variant_t results[8];
  size_t count = 0;
  if (!status)
    status = sr_function_invoke(main_fn, NULL, 0, results, 8, &count);
  if (status) {
    outcome_of_status(&out, status);
  } else {
    out.ok = true;
    size_t n = (size_t)snprintf(out.text, sizeof(out.text), "OK\n");
    for (size_t i = 0; i < count; ++i) {
      cr_assert_eq(results[i].type, SR_VARIANT_BUFFER_VIEW);
      n += sr_buffer_view_format(results[i].view, SIZE_MAX, out.text + n,
                                 sizeof(out.text) - n);
      n += (size_t)snprintf(out.text + n, sizeof(out.text) - n, "\n");
      sr_variant_reset(&results[i]);
    }
  }
  if (module) sr_module_release(module);
  sr_instance_release(instance);
  return out;
}

// The clean run of |program|: its results and the number of I/O steps.
static outcome_t clean_run(const char* program, sr_parameter_mode_t mode,
                           long* out_steps) {
  fault_plan_t plan;
  plan_start(&plan, FAULT_NONE, 0, 0);
  outcome_t out = run_program(program, mode);
  plan_stop();
  cr_assert(out.ok, "%s: %s", program, out.text);
  *out_steps = atomic_load(&plan.steps);
  cr_assert_gt(*out_steps, 0, "%s made no I/O in %s mode", program,
               sr_parameter_mode_name(mode));
  return out;
}

// A failure located in |program| at an op, whose text has every needle.
static void expect_located(const outcome_t* out, const char* program,
                           const char* what, const char* needle1,
                           const char* needle2) {
  cr_expect(!out->ok, "%s with %s: succeeded", program, what);
  if (out->ok) return;
  cr_expect(strstr(out->file, program) && out->line,
            "%s with %s: not located in the program: %s", program, what,
            out->text);
  cr_expect(strstr(out->text, "'stream."), "%s with %s: no op named: %s",
            program, what, out->text);
  cr_expect(strstr(out->text, needle1), "%s with %s: no '%s' in: %s", program,
            what, needle1, out->text);
  if (needle2) {
    cr_expect(strstr(out->text, needle2), "%s with %s: no '%s' in: %s", program,
              what, needle2, out->text);
  }
}

// Every step of |program| in |mode| in turn: an error, then nothing moved;
// then all steps trickling.
static void sweep_steps(const char* program, sr_parameter_mode_t mode,
                        int error, const char* error_name,
                        const char* nothing_text) {
  long steps = 0;
  outcome_t clean = clean_run(program, mode, &steps);
  for (long at = 1; at <= steps; ++at) {
    char what[128];
    fault_plan_t plan;
    plan_start(&plan, FAULT_ERROR, at, error);
    outcome_t out = run_program(program, mode);
    plan_stop();
    snprintf(what, sizeof(what), "%s in step %ld of %ld", error_name, at,
             steps);
    if (atomic_load(&plan.hits)) {
      expect_located(&out, program, what, error_name, "parameter");
    }
    plan_start(&plan, FAULT_NOTHING, at, 0);
    out = run_program(program, mode);
    plan_stop();
    snprintf(what, sizeof(what), "nothing moved in step %ld of %ld", at, steps);
    if (atomic_load(&plan.hits)) {
      expect_located(&out, program, what, nothing_text, "parameter");
    }
  }
  fault_plan_t plan;
  plan_start(&plan, FAULT_TRICKLE, 0, 0);
  outcome_t out = run_program(program, mode);
  plan_stop();
  cr_expect_gt(atomic_load(&plan.hits), 0);
  cr_expect_str_eq(out.text, clean.text, "%s trickling one byte per step",
                   program);
}

//===----------------------------------------------------------------------===//
// Reads: stream.cmd.parameter.load, .read and .gather
//===----------------------------------------------------------------------===//

Test(io_fault, cmd_reads_in_file_mode) {
  sweep_steps("cmd_read.mlir", SR_PARAMETER_MODE_FILE, EIO, "EIO",
              "short read");
}

Test(io_fault, async_reads_in_file_mode) {
  sweep_steps("async_read.mlir", SR_PARAMETER_MODE_FILE, EIO, "EIO",
              "short read");
}

// #stream.parameter.named constants are read while the module loads.
Test(io_fault, named_constants_in_file_mode) {
  sweep_steps("named.mlir", SR_PARAMETER_MODE_FILE, EIO, "EIO", "short read");
}

//===----------------------------------------------------------------------===//
// Writes: .write and .scatter (cmd, async and tensor forms)
//===----------------------------------------------------------------------===//

Test(io_fault, writes_in_file_mode) {
  sweep_steps("writes.mlir", SR_PARAMETER_MODE_FILE, ENOSPC, "ENOSPC", "short");
}

//===----------------------------------------------------------------------===//
// Preload: the file is read when it is indexed
//===----------------------------------------------------------------------===//

// The preload's reads fail at the index (before any program: the error
// names the file), a trickle gives the right result, and EINTR is retried.
Test(io_fault, preload_reads) {
  long steps = 0;
  outcome_t clean =
      clean_run("cmd_read.mlir", SR_PARAMETER_MODE_PRELOAD, &steps);
  for (long at = 1; at <= steps; ++at) {
    fault_plan_t plan;
    plan_start(&plan, FAULT_ERROR, at, EIO);
    outcome_t out = run_program("cmd_read.mlir", SR_PARAMETER_MODE_PRELOAD);
    plan_stop();
    if (!atomic_load(&plan.hits)) continue;
    cr_expect(!out.ok && strstr(out.text, "programs.irpa") &&
                  strstr(out.text, "cannot read"),
              "EIO in preload step %ld: %s", at, out.text);
    plan_start(&plan, FAULT_NOTHING, at, 0);
    out = run_program("cmd_read.mlir", SR_PARAMETER_MODE_PRELOAD);
    plan_stop();
    cr_expect(!out.ok && strstr(out.text, "programs.irpa") &&
                  strstr(out.text, "short read"),
              "nothing read in preload step %ld: %s", at, out.text);
    plan_start(&plan, FAULT_ERROR, at, EINTR);
    out = run_program("cmd_read.mlir", SR_PARAMETER_MODE_PRELOAD);
    plan_stop();
    cr_expect_str_eq(out.text, clean.text, "EINTR in preload step %ld", at);
  }
  fault_plan_t plan;
  plan_start(&plan, FAULT_TRICKLE, 0, 0);
  outcome_t out = run_program("cmd_read.mlir", SR_PARAMETER_MODE_PRELOAD);
  plan_stop();
  cr_expect_str_eq(out.text, clean.text, "preload trickling");
}

// Memory-mapped parameters make no read or write call: the hook sees no
// step, and the results do not depend on it.
Test(io_fault, mapped_files_make_no_io) {
  fault_plan_t plan;
  plan_start(&plan, FAULT_ERROR, 1, EIO);
  outcome_t out = run_program("cmd_read.mlir", SR_PARAMETER_MODE_MMAP);
  plan_stop();
  cr_expect(out.ok, "%s", out.text);
  cr_expect_eq(atomic_load(&plan.steps), 0);
}
