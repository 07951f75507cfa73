// A one-line progress indicator on a terminal (issue 18): a load or a run
// that lasts past 2 s shows, on stderr and only when stderr is a terminal,
//
//   [streamref-run] loading prog.mlir: 80.4 of 134.2 MB parsed, 812k ops 3.1 s
//   [streamref-run] loading prog.mlir: 1.35M ops parsed, verifying 3.6 s
//   [streamref-run] loading prog.mlir: 1.35M ops parsed, 604k prepared 4.0 s
//   [streamref-run] running @main: 12 invocations, 4810 dispatches 7.4 s
//
// rewritten in place every 200 ms and erased when the phase ends, so
// nothing of it stays in the scrollback. Never when stderr is redirected
// (tests, pipes, files). A thread of its own reads the instance's atomic
// statistics (sr_instance_statistics) and the load's counters, which the
// load's progress callback (sr_module_options_t.progress_fn,
// sr_tool_progress_load_fn) stores every few thousand ops: the run pays
// nothing for it.
// SR_PROGRESS_DELAY_MS in the environment replaces the 2 s (tests).
#ifndef STREAMREF_TOOLS_PROGRESS_H_
#define STREAMREF_TOOLS_PROGRESS_H_

#include <stdbool.h>
#include <stdint.h>

#include "streamref/runtime.h"

typedef struct sr_tool_progress_t sr_tool_progress_t;

// NULL (and nothing shown, ever) unless |enabled| and stderr is a
// terminal. |tool| prefixes the line.
sr_tool_progress_t* sr_tool_progress_start(const char* tool, bool enabled,
                                           const sr_instance_t* instance);
// A new phase: "loading" with the file's name and size, or "running" with
// the function's name; the 2 s count restarts. NULL |progress|: nothing.
void sr_tool_progress_loading(sr_tool_progress_t* progress, const char* path);
void sr_tool_progress_running(sr_tool_progress_t* progress,
                              const char* function);
// The load's progress callback (sr_module_options_t.progress_fn with
// |user_data| the progress, which may be NULL): stores the counters the
// loading line shows.
void sr_tool_progress_load_fn(void* user_data, const sr_load_progress_t* load);
// One more invocation done.
void sr_tool_progress_invocation(sr_tool_progress_t* progress);
// Erases the line (if shown) until the next phase.
void sr_tool_progress_idle(sr_tool_progress_t* progress);
// Erases the line and stops the thread.
void sr_tool_progress_stop(sr_tool_progress_t* progress);

#endif  // STREAMREF_TOOLS_PROGRESS_H_
