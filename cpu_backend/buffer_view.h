// Buffer views over storage (buffer_view.c): what the runtime adds to the
// public buffer views of include/streamref/runtime.h.
#ifndef STREAMREF_CPU_BACKEND_BUFFER_VIEW_H_
#define STREAMREF_CPU_BACKEND_BUFFER_VIEW_H_

#include <stddef.h>
#include <stdint.h>

#include "cpu_backend/storage.h"
#include "streamref/runtime.h"

// Buffer views over storage (retains |storage|).
SR_MUST_USE_RESULT sr_status_t sr_rt_buffer_view_create_over(
    sr_allocator_t allocator, sr_rt_storage_t* storage, uint64_t offset,
    uint64_t length, sr_element_type_t element_type, size_t rank,
    const int64_t* shape, sr_buffer_view_t** out_view);
// The storage range of a view (borrowed).
void sr_rt_buffer_view_range(const sr_buffer_view_t* view,
                             sr_rt_storage_t** out_storage,
                             uint64_t* out_offset, uint64_t* out_length);

#endif  // STREAMREF_CPU_BACKEND_BUFFER_VIEW_H_
