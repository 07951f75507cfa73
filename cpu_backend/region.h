// Execution regions: stream.cmd.execute and stream.async.execute as task
// graphs on the instance's pool.
//
// Prepare gives each region a node list: the top-level ops of the body in
// block order, each after the previous one (the full barrier IREE puts
// between them); the children of a cmd.concurrent / async.concurrent all
// after what precedes the wave and before what follows it; a cmd.serial's
// children chained. A FINISH node ends every graph: it binds the untied
// results of an async.execute and drops the instance's references.
//
// At run time a region instance is a graph built once plus a private frame
// (a copy of the values the body captures from its parent). Submitting
// copies the captures, creates the result timepoint (and, for async
// results, promise storage the host can pass on at once), and submits the
// graph waiting on the await timepoint. Instances are reused when their
// graph is idle, so a region executed in a loop allocates nothing after
// its first few iterations.
#ifndef STREAMREF_CPU_BACKEND_REGION_H_
#define STREAMREF_CPU_BACKEND_REGION_H_

#include "cpu_backend/plan.h"

typedef struct sr_module_t sr_module_t;

// Submits |instr| (an ASYNC_EXECUTE or CMD_EXECUTE) against the host
// |frame|: sets its result slots (resources and the timepoint) and returns
// once the graph is queued.
SR_MUST_USE_RESULT sr_status_t sr_rt_region_submit(sr_module_t* module,
                                                   const sr_rt_instr_t* instr,
                                                   sr_rt_value_t* frame);

// Waits for every in-flight instance of |region| and frees them.
// Waits until no submission of |region| is running (those that have not
// started are cancelled). The module calls it for every region before it
// frees anything a running region uses (interpreter programs, kernels),
// whether or not the program awaited the region's timepoint.
void sr_rt_region_drain(sr_rt_region_t* region);
void sr_rt_region_deinitialize(sr_rt_region_t* region);

#endif  // STREAMREF_CPU_BACKEND_REGION_H_
