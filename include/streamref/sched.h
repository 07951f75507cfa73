// streamref's scheduler: a work-stealing pool, task graphs, timepoints and
// a libuv loop thread. Knows nothing of IR. Design: sched/README.md.
#ifndef STREAMREF_SCHED_H_
#define STREAMREF_SCHED_H_

#include "streamref/sched_loop.h"
#include "streamref/sched_pool.h"
#include "streamref/sched_task_graph.h"
#include "streamref/sched_timepoint.h"

#endif  // STREAMREF_SCHED_H_
