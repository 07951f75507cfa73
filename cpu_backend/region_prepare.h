// Execution regions at prepare time (region_prepare.c): each region's body
// numbered in a frame of its own, its captures and its task-graph nodes
// (region.h describes the graph). Apart from the run-time half (region.c)
// because it recurses into prepare.c, which the run time must not depend on.
#ifndef STREAMREF_CPU_BACKEND_REGION_PREPARE_H_
#define STREAMREF_CPU_BACKEND_REGION_PREPARE_H_

#include "cpu_backend/plan.h"

typedef struct sr_rt_prepare_t sr_rt_prepare_t;  // prepare_impl.h

// Compiles the body of an execution region (stream.cmd.execute,
// stream.async.execute) on a frame of its own and builds its capture list
// and task-graph nodes.
sr_status_t sr__rt_prepare_region(sr_rt_prepare_t* prep, const sr_op_t* op,
                                  sr_rt_instr_t* instr);
// Whether |op| is an execution region, whose body prepare numbers in the
// region's frame rather than the function's.
bool sr__rt_is_execution_region(const sr_op_t* op);

#endif  // STREAMREF_CPU_BACKEND_REGION_PREPARE_H_
