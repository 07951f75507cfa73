// Per-dispatch tensor dumps (sr_instance_options_t.dump_path).
//
// For each selected dispatch, in program order (the sink asks for
// execution regions to run in program order, so dispatch ordinals and
// contents are the same at every thread count):
//
//   DIR/d000012_b0_in.npy     binding 0 before the dispatch (it reads it)
//   DIR/d000012_b2_out.npy    binding 2 after it (it writes it)
//   DIR/d000012_b1_s1_in.npy  the second subspan of binding 1
//   DIR/d000012_b3_out.bin    raw bytes where no tensor type is known
//   DIR/index.jsonl           one JSON object a line, in ordinal order:
//
//   {"ordinal":12,"export":"ex::fn","op":"stream.cmd.dispatch",
//    "location":"prog.mlir:40:7","workload":[4],"workgroup_count":[1,1,1],
//    "status":"ok","bindings":[{"binding":0,"access":"read","offset":0,
//    "length":64,"tensors":[{"offset":0,"length":64,"element_type":"f32",
//    "shape":[16],"before":{"file":"d000012_b0_in.npy",
//    "hash":"fnv1a64:cbf29ce484222325"}}]}]}
//
// A binding's tensors are the executable's stream.binding.subspan ops
// when all of them are known (static dense tensor types; offsets from
// constants or uniform operands: check/binding_ranges.h), each dumped
// before when it is read (readonly, readwrite) and after when written
// (writeonly, readwrite); otherwise the whole binding range, raw, before
// when the dispatch reads the binding and after when it writes it. Types
// numpy has no dtype for (bf16, f8 kinds) are raw `.bin` files with their
// element type and shape in the index. Hashes are FNV-1a 64 of the bytes.
//
// Filter (sr_instance_options_t.dump_filter): comma-separated terms.
//   *glob*   an export (`executable::export`, or the export alone) matching
//            the glob (`*` any run, `?` one character)
//   N, N-M, N-   dispatch ordinals (0-based, every dispatch of the run)
//   every=N  every N-th of the dispatches the other terms select
// Terms of one kind are alternatives; kinds are all required. Empty: all.
#ifndef STREAMREF_CPU_BACKEND_TRACE_DUMPS_H_
#define STREAMREF_CPU_BACKEND_TRACE_DUMPS_H_

#include "cpu_backend/trace/sink.h"

// Creates |path| (and missing parents); fails when it already holds an
// index.jsonl, or when |filter| does not parse.
SR_MUST_USE_RESULT sr_status_t sr_rt_dump_sink_create(sr_allocator_t allocator,
                                                      const char* path,
                                                      const char* filter,
                                                      sr_rt_sink_t** out);

// FNV-1a 64 of |length| bytes, continuing from |hash| (start with
// SR_RT_FNV1A64_OFFSET).
#define SR_RT_FNV1A64_OFFSET 14695981039346656037ull
uint64_t sr_rt_fnv1a64(uint64_t hash, const void* data, size_t length);

// Whether |text| matches the glob |pattern| (`*`, `?`).
bool sr_rt_glob_match(const char* pattern, const char* text);

#endif  // STREAMREF_CPU_BACKEND_TRACE_DUMPS_H_
