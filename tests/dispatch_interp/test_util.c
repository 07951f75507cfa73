// Harness of the dispatch interpreter suites (see test_util.h).

#include "test_util.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/parse/parser.h"
#include "cpu_backend/dispatch_interp/compile.h"
#include "cpu_backend/dispatch_interp/exec.h"

sr_status_t di_prepare(const char* text, int threads, di_harness_t* out) {
  memset(out, 0, sizeof(*out));
  sr_allocator_t allocator = sr_allocator_system();
  SR_RETURN_IF_ERROR(sr_context_create(allocator, &out->context));
  sr_op_t* module = NULL;
  sr_parse_options_t options;
  memset(&options, 0, sizeof(options));
  options.allow_unregistered_dialects = true;
  SR_RETURN_IF_ERROR(sr_parse_source(out->context, "test.mlir", text,
                                     strlen(text), &options, &module));
  const sr_op_t* function = NULL;
  const sr_block_t* body = module->regions[0].first_block;
  for (const sr_op_t* op = body ? body->first_op : NULL; op; op = op->next) {
    if (sr_op_is(op, "func.func")) function = op;
  }
  if (!function) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT, "no func.func");
  }
  sr_pool_options_t pool_options;
  sr_pool_options_initialize(&pool_options);
  pool_options.worker_count = threads;
  SR_RETURN_IF_ERROR(sr_pool_create(&pool_options, allocator, &out->pool));
  return sr_di_program_create(out->context, function, out->pool, allocator,
                              &out->program);
}

void di_prepare_ok(const char* text, int threads, di_harness_t* out) {
  sr_status_t status = di_prepare(text, threads, out);
  cr_assert(!status, "prepare failed: %s", di_status_text(status));
}

sr_status_t di_run(di_harness_t* h, void* const* bindings,
                   const size_t* lengths, uint32_t binding_count,
                   const uint64_t* constants, uint32_t constant_count,
                   const uint32_t* count) {
  uint32_t grid[3] = {1, 1, 1};
  if (count) memcpy(grid, count, sizeof(grid));
  sr_dispatch_state_t state;
  memset(&state, 0, sizeof(state));
  memcpy(state.workgroup_count, grid, sizeof(grid));
  state.workgroup_size[0] = state.workgroup_size[1] = state.workgroup_size[2] =
      1;
  state.binding_count = binding_count;
  state.bindings = bindings;
  state.binding_lengths = lengths;
  state.constant_count = constant_count;
  state.constants = constants;
  for (uint32_t z = 0; z < grid[2]; ++z) {
    for (uint32_t y = 0; y < grid[1]; ++y) {
      for (uint32_t x = 0; x < grid[0]; ++x) {
        state.workgroup_id[0] = x;
        state.workgroup_id[1] = y;
        state.workgroup_id[2] = z;
        SR_RETURN_IF_ERROR(sr_di_program_run(h->program, &state));
      }
    }
  }
  return sr_ok_status();
}

void di_run_ok(di_harness_t* h, void* const* bindings, const size_t* lengths,
               uint32_t binding_count, const uint64_t* constants,
               uint32_t constant_count) {
  sr_status_t status = di_run(h, bindings, lengths, binding_count, constants,
                              constant_count, NULL);
  cr_assert(!status, "run failed: %s", di_status_text(status));
}

void di_release(di_harness_t* h) {
  sr_di_program_release(h->program);
  sr_pool_destroy(h->pool);
  if (h->context) sr_context_destroy(h->context);
  memset(h, 0, sizeof(*h));
}

const char* di_status_text(sr_status_t status) {
  static _Thread_local char text[2048];
  if (!status) return "OK";
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  snprintf(text, sizeof(text), "%s:%u:%u: %s [%s]", loc.file ? loc.file : "?",
           loc.line, loc.column, sr_status_message(status),
           sr_status_code_string(sr_status_code(status)));
  sr_status_free(status);
  return text;
}

static uint32_t di_next(uint32_t* state) {
  uint32_t x = *state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  *state = x;
  return x;
}

void di_random_f32(float* p, size_t n, uint32_t seed, float lo, float hi) {
  uint32_t s = seed * 2654435761u + 1;
  for (size_t i = 0; i < n; ++i) {
    p[i] = lo + (hi - lo) * (float)(di_next(&s) >> 8) / 16777216.0f;
  }
}

void di_random_i32(int32_t* p, size_t n, uint32_t seed, int32_t lo,
                   int32_t hi) {
  uint32_t s = seed * 2654435761u + 1;
  for (size_t i = 0; i < n; ++i) {
    uint64_t range = (uint64_t)((int64_t)hi - (int64_t)lo + 1);
    p[i] = (int32_t)((int64_t)lo + (int64_t)(di_next(&s) % range));
  }
}

void di_random_i8(int8_t* p, size_t n, uint32_t seed) {
  uint32_t s = seed * 2654435761u + 1;
  for (size_t i = 0; i < n; ++i) p[i] = (int8_t)di_next(&s);
}

void di_expect_near_f32(const float* got, const float* want, size_t n,
                        double rtol, const char* what) {
  double scale = 0;
  for (size_t i = 0; i < n; ++i) {
    if (fabs(want[i]) > scale) scale = fabs(want[i]);
  }
  for (size_t i = 0; i < n; ++i) {
    if (isnan(want[i]) && isnan(got[i])) continue;
    double tol = rtol * (fabs(want[i]) + scale) + 1e-30;
    cr_assert(fabs((double)got[i] - (double)want[i]) <= tol,
              "%s: element %zu is %.9g, expected %.9g", what, i, got[i],
              want[i]);
  }
}
