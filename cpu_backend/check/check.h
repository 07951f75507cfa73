// The hazard checker (sr_instance_options_t.check_mode, streamref-run
// --check=hazards|strict). See README.md beside this file.
//
// The executor calls these hooks only while sr_rt_check_current is set,
// i.e. on the thread running a checked invocation; with checking off the
// hooks cost one thread-local load per instruction.
#ifndef STREAMREF_CPU_BACKEND_CHECK_CHECK_H_
#define STREAMREF_CPU_BACKEND_CHECK_CHECK_H_

#include "cpu_backend/runtime_impl.h"

typedef struct sr_rt_check_t sr_rt_check_t;

// The checker of the invocation running on this thread, or NULL.
extern _Thread_local sr_rt_check_t* sr_rt_check_current;

// Starts checking an invocation of |function| on this thread when the
// instance asks for it and no checked invocation is running here (nested
// invocations - builtin bodies, workgroup counts - belong to the outer
// one). *out_check is NULL when nothing started.
SR_MUST_USE_RESULT sr_status_t
sr_rt_check_begin(sr_module_t* module, const sr_rt_function_t* function,
                  sr_rt_check_t** out_check);

// Ends |check| (NULL: returns |status|): hands over the reports and
// returns |status| when it failed, else a FAILED_PRECONDITION located at
// the first error-level hazard, else OK. Consumes |status|.
SR_MUST_USE_RESULT sr_status_t sr_rt_check_end(sr_rt_check_t* check,
                                               sr_status_t status);

// Around every leaf instruction (host or region node).
void sr_rt_check_before(sr_rt_check_t* check, const sr_rt_instr_t* instr,
                        sr_rt_value_t* frame);
// |status| (borrowed) is how |instr| ended: the dispatch interpreter's
// located arithmetic failures (integer division by zero, INT_MIN / -1,
// tensor.extract out of bounds) become arithmetic reports.
void sr_rt_check_after(sr_rt_check_t* check, const sr_rt_instr_t* instr,
                       sr_rt_value_t* frame, sr_status_t status);

// |report| (consumed), located at an executable's op, is undefined
// behaviour the dispatch interpreter computed through in |instr|'s checked
// run (out-of-range shifts, nsw/nuw overflow): an arithmetic report.
void sr_rt_check_executable_ub(sr_rt_check_t* check, const sr_rt_instr_t* instr,
                               sr_status_t report);

// Bytes [offset, offset + length) of |view| are read or written by |instr|
// (called from sr_rt_resolve with its |role|: a dispatch's bindings are
// matched to its executable's subspans in order, skipping the copy-on-write
// read of a tied operand).
void sr_rt_check_access(sr_rt_check_t* check, const sr_rt_instr_t* instr,
                        const sr_rt_view_t* view, uint64_t offset,
                        uint64_t length, bool write, const char* role);

// |slots| of |frame| get new values outside a leaf (block arguments).
void sr_rt_check_defined(sr_rt_check_t* check, const sr_rt_value_t* frame,
                         const uint32_t* slots, uint32_t count);
// |frame| (a call's) is going away.
void sr_rt_check_frame_end(sr_rt_check_t* check, const sr_rt_value_t* frame);

// An execution region submitted by |owner| from |host_frame| runs its
// nodes in order in |region_frame|: begin, one node_begin per node, end
// with the region's |signal|.
void sr_rt_check_region_begin(sr_rt_check_t* check, const sr_rt_instr_t* owner,
                              const sr_rt_value_t* host_frame,
                              const sr_rt_value_t* region_frame);
void sr_rt_check_node_begin(sr_rt_check_t* check, const sr_rt_region_t* region,
                            uint32_t index);
void sr_rt_check_region_end(sr_rt_check_t* check, sr_timepoint_t* signal);

#endif  // STREAMREF_CPU_BACKEND_CHECK_CHECK_H_
