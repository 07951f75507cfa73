// libFuzzer target: running small Stream programs under a work budget.
//
// Input: the first byte picks the instance options (bits 0-1: dispatch mode
// auto, interpret, opaque, kernel; bit 2: every region as a task graph; bit
// 3: the serial oracle; bit 4: one worker instead of two); the rest is a
// program. Lines at its start of the form `//! SPEC` are --input values
// (iree-run-module's grammar, no files); the function run is @main, else
// the first public one.
//
// The budget: the instance's memory is capped at 256 MiB (an allocation
// past it fails, as out-of-memory would), and programs are not run when an
// integer constant in them or in their inputs is above 2^16 in magnitude
// (loop trip counts, workgroup counts and sizes come from those), so each
// run is small; libFuzzer's -timeout catches what slips through.
//
// Checks: every failure of loading or running is a status with a location
// (`file:line:col`) (abort otherwise); everything the instance allocated is
// freed once the module, the results and the instance are released (abort
// otherwise; LeakSanitizer checks the rest); no crash or UB.

#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamref/ir.h"
#include "streamref/runtime.h"
#include "support/fault_allocator.h"
#include "tools/run_io.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

const char* __asan_default_options(void);
const char* __asan_default_options(void) {
  return "allocator_may_return_null=1:max_allocation_size_mb=256";
}

enum { SR_EXEC_FUZZ_MAX_CONSTANT = 1 << 16 };

static void sr_fuzz_fail(const char* what, sr_status_t status) {
  fprintf(stderr, "exec_fuzz: %s\n", what);
  if (status) sr_status_fprint(stderr, status);
  abort();
}

// True when every decimal or hex integer literal in |text| is at most
// SR_EXEC_FUZZ_MAX_CONSTANT (floats and names count too: cheap and
// conservative; dense<...> payloads of small programs stay small).
static bool sr_fuzz_constants_are_small(const char* text, size_t length) {
  for (size_t i = 0; i < length;) {
    // A digit run that is not part of a name (`i64`, `%c42`); the `x` of a
    // shape (`4x100000xf32`) separates dims.
    char before = i ? text[i - 1] : ' ';
    bool in_name = isalpha((unsigned char)before) || before == '_';
    if (before == 'x' && i >= 2 &&
        (isdigit((unsigned char)text[i - 2]) || text[i - 2] == '?')) {
      in_name = false;
    }
    if (!isdigit((unsigned char)text[i]) || in_name) {
      ++i;
      continue;
    }
    uint64_t value = 0;
    int base = 10;
    if (text[i] == '0' && i + 1 < length && text[i + 1] == 'x') {
      base = 16;
      i += 2;
    }
    while (i < length && isxdigit((unsigned char)text[i]) &&
           (base == 16 || isdigit((unsigned char)text[i]))) {
      int digit = isdigit((unsigned char)text[i])
                      ? text[i] - '0'
                      : tolower((unsigned char)text[i]) - 'a' + 10;
      value = value * (uint64_t)base + (uint64_t)digit;
      if (value > SR_EXEC_FUZZ_MAX_CONSTANT) return false;
      ++i;
    }
  }
  return true;
}

// The function to run: @main, else the first public one.
static sr_function_t* sr_fuzz_pick_function(sr_module_t* module) {
  sr_function_t* main_fn = NULL;
  sr_status_t status = sr_module_lookup_function(module, "main", &main_fn);
  if (!status) return main_fn;
  sr_status_free(status);
  for (size_t i = 0; i < sr_module_function_count(module); ++i) {
    sr_function_t* f = sr_module_function_at(module, i);
    if (strncmp(sr_function_name(f), "__", 2) != 0) return f;
  }
  return NULL;
}

static void sr_fuzz_expect_located(const char* what, sr_status_t status) {
  if (!status) return;
  // Out-of-memory from the budget may hit before the module has text to
  // point at (the context, the source copy): those are the only unlocated
  // failures allowed, and only while loading.
  if (!sr_status_ir_loc(status).file &&
      !(sr_status_code(status) == SR_STATUS_RESOURCE_EXHAUSTED &&
        strcmp(what, "load") == 0)) {
    char message[256];
    snprintf(message, sizeof(message), "an unlocated failure (%s)", what);
    sr_fuzz_fail(message, status);
  }
  sr_status_free(status);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  uint8_t flags = data[0];
  const char* text = (const char*)data + 1;
  size_t length = size - 1;
  if (!sr_fuzz_constants_are_small(text, length)) return 0;
  // Inputs: the leading `//! ` lines (inline values only).
  sr_tool_string_list_t specs = {0};
  for (size_t i = 0; i + 4 <= length && memcmp(text + i, "//! ", 4) == 0;) {
    const char* end = memchr(text + i, '\n', length - i);
    size_t n = end ? (size_t)(end - (text + i)) : length - i;
    char spec[512];
    snprintf(spec, sizeof(spec), "%.*s", (int)(n - 4 < 511 ? n - 4 : 511),
             text + i + 4);
    if (!strpbrk(spec, "@+*&")) sr_tool_string_list_push(&specs, spec);
    i += n + 1;
  }
  sr_fault_allocator_t budget;
  sr_fault_allocator_initialize(&budget);
  budget.byte_limit = 256ll << 20;
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  static const sr_dispatch_mode_t kModes[4] = {
      SR_DISPATCH_MODE_AUTO, SR_DISPATCH_MODE_INTERPRET,
      SR_DISPATCH_MODE_OPAQUE, SR_DISPATCH_MODE_KERNEL};
  options.dispatch_mode = kModes[flags & 3];
  options.always_use_graphs = (flags & 4) != 0;
  options.serial = (flags & 8) != 0;
  options.worker_count = (flags & 16) ? 1 : 2;
  sr_instance_t* instance = NULL;
  sr_status_t status =
      sr_instance_create(&options, sr_fault_allocator(&budget), &instance);
  if (status) sr_fuzz_fail("sr_instance_create failed", status);
  sr_module_t* module = NULL;
  status =
      sr_module_load_from_memory(instance, "fuzz.mlir", text, length, &module);
  sr_function_t* function = NULL;
  if (!status) function = sr_fuzz_pick_function(module);
  sr_tool_variant_list_t inputs = {0};
  if (function) {
    char cconv[64];
    snprintf(cconv, sizeof(cconv), "%s", sr_function_argument_cconv(function));
    if (sr_function_is_async(function)) {
      size_t n = strlen(cconv);
      cconv[n >= 2 ? n - 2 : 0] = 0;
    }
    sr_status_t input_status = sr_tool_parse_inputs(&specs, cconv, &inputs);
    if (input_status || inputs.count != strlen(cconv)) {
      sr_status_free(input_status);
      function = NULL;  // bad inputs are the harness's, not the runtime's
    }
  }
  if (function) {
    sr_variant_t results[16];
    memset(results, 0, sizeof(results));
    size_t count = 0;
    sr_status_t run = sr_function_invoke(function, inputs.values, inputs.count,
                                         results, 16, &count);
    for (size_t i = 0; i < count && i < 16; ++i) {
      if (results[i].type == SR_VARIANT_BUFFER_VIEW) {
        free(sr_tool_format_view(results[i].view, 64));
      }
      sr_variant_reset(&results[i]);
    }
    sr_fuzz_expect_located("run", run);
  }
  sr_fuzz_expect_located("load", status);
  sr_tool_variant_list_free(&inputs);
  sr_tool_string_list_free(&specs);
  if (module) sr_module_release(module);
  sr_instance_release(instance);
  if (sr_fault_allocator_live(&budget) != 0) {
    fprintf(stderr, "exec_fuzz: %ld blocks of the instance still live\n",
            sr_fault_allocator_live(&budget));
    abort();
  }
  return 0;
}
