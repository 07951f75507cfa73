// Harness of the dispatch interpreter suites: parses a func.func written
// as an executable body, prepares it and runs workgroups on caller buffers,
// plus random data and comparison helpers for the reference loops.
#ifndef STREAMREF_TESTS_DISPATCH_INTERP_TEST_UTIL_H_
#define STREAMREF_TESTS_DISPATCH_INTERP_TEST_UTIL_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cpu_backend/dispatch_interp/program.h"

typedef struct di_harness_t {
  sr_context_t* context;
  sr_pool_t* pool;
  sr_di_program_t* program;
} di_harness_t;

// Parses |text| (a module holding one func.func) and prepares it with a
// pool of |threads| workers (0: all). Returns the prepare status (the
// harness is usable only when OK).
sr_status_t di_prepare(const char* text, int threads, di_harness_t* out);

// di_prepare that fails the test on error.
void di_prepare_ok(const char* text, int threads, di_harness_t* out);

// Runs a grid of workgroups (count NULL: one) serially.
sr_status_t di_run(di_harness_t* h, void* const* bindings,
                   const size_t* lengths, uint32_t binding_count,
                   const uint64_t* constants, uint32_t constant_count,
                   const uint32_t* count);

// di_run that fails the test on error.
void di_run_ok(di_harness_t* h, void* const* bindings, const size_t* lengths,
               uint32_t binding_count, const uint64_t* constants,
               uint32_t constant_count);

void di_release(di_harness_t* h);

// The status's message (and location) as text; frees the status.
// Returns a static buffer.
const char* di_status_text(sr_status_t status);

// Deterministic pseudo-random data.
void di_random_f32(float* p, size_t n, uint32_t seed, float lo, float hi);
void di_random_i32(int32_t* p, size_t n, uint32_t seed, int32_t lo, int32_t hi);
void di_random_i8(int8_t* p, size_t n, uint32_t seed);

// Asserts |got| is within |rtol| * (|want| + scale) of |want| element-wise,
// where scale is the largest |want|.
void di_expect_near_f32(const float* got, const float* want, size_t n,
                        double rtol, const char* what);

#endif  // STREAMREF_TESTS_DISPATCH_INTERP_TEST_UTIL_H_
