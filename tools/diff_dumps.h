// streamref-diff --dumps A B: compares two per-dispatch dump folders
// (streamref-run --dump_dispatches, cpu_backend/trace/dumps.h): two runs
// at different phases or thread counts, or any producer of the same
// format. Walks both index.jsonl files in ordinal order and reports the
// first dispatch whose outputs differ (its "after" hashes), then the first
// differing element of that tensor under the tolerances (--atol, --rtol,
// --ulp, as for forms). A dispatch whose inputs differ while every earlier
// output agreed is reported too (what produced them is not a dispatch).
//
// Prints `AGREE: N dispatches` (exit 0) or `DIVERGED: ...` (exit 1);
// exit 2 when a folder cannot be read.
#ifndef STREAMREF_TOOLS_DIFF_DUMPS_H_
#define STREAMREF_TOOLS_DIFF_DUMPS_H_

#include "tools/run_io.h"

int sr_tool_diff_dumps(const char* a, const char* b,
                       const sr_tool_compare_options_t* compare);

#endif  // STREAMREF_TOOLS_DIFF_DUMPS_H_
