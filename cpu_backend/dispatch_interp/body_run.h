// Running element programs (body_run.c).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_RUN_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_RUN_H_

#include "cpu_backend/dispatch_interp/body.h"

// Scratch bytes for |block| elements per TEMP register.
size_t sr_di_body_scratch_size(const sr_di_body_t* body, size_t block);

// Points TEMP registers into |scratch| and CONST/SLOT registers at their
// bits (replicated into scratch, stride 1, when |block| > 1: the values
// must not change while the views are in use). ARG registers are left for
// the caller.
void sr_di_body_bind(const sr_di_body_t* body, sr_di_value_t* slots,
                     uint8_t* scratch, size_t block, sr_di_view_t* views);

// Runs every eop over |n| elements. Errors (division by zero, an
// out-of-range tensor.extract) carry the failing op's location.
SR_MUST_USE_RESULT sr_status_t sr_di_body_run(const sr_di_body_t* body,
                                              const sr_di_body_ctx_t* ctx,
                                              sr_di_view_t* views, size_t n);

// Same, skipping eop e when skip[e] (the reductions' combine ops).
SR_MUST_USE_RESULT sr_status_t
sr_di_body_run_masked(const sr_di_body_t* body, const sr_di_body_ctx_t* ctx,
                      sr_di_view_t* views, size_t n, const uint8_t* skip);

// Writes |n| copies of the |size|-byte element at |value| to |dst|.
void sr_di_replicate(uint8_t* dst, const void* value, size_t size, size_t n);

// Copies |n| elements of |size| bytes between strided views.
void sr_di_copy_elements(size_t n, size_t size, uint8_t* dst,
                         ptrdiff_t dst_stride, const uint8_t* src,
                         ptrdiff_t src_stride);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_RUN_H_
