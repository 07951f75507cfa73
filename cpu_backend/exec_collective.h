// Channels, collectives and the test timeline ops: the executor's handlers
// for stream.channel.create/split/rank/count, stream.async.collective,
// stream.cmd.collective, stream.test.timeline_op and
// stream.test.timeline_aware. The channel layer is collective/ (its README
// says what each collective means).
#ifndef STREAMREF_CPU_BACKEND_EXEC_COLLECTIVE_H_
#define STREAMREF_CPU_BACKEND_EXEC_COLLECTIVE_H_

#include "cpu_backend/op_def.h"

typedef struct sr_rt_prepare_t sr_rt_prepare_t;

// Decodes `#stream.collective<...>` into instr->imm (kind | reduction << 8
// | type << 16) and what channel.create needs; a malformed attribute is a
// located error.
sr_status_t sr_rt_prepare_collective(sr_rt_prepare_t* prep, const sr_op_t* op,
                                     sr_rt_instr_t* instr);

// The family's rows of the op table (ops.h).
sr_rt_op_defs_t sr_rt_collective_ops(void);

// Whether |block| (nested serial/concurrent blocks included) holds a
// collective: such a region runs on its host thread (collective/README.md).
bool sr_rt_block_has_collective(const sr_rt_block_t* block);

#endif  // STREAMREF_CPU_BACKEND_EXEC_COLLECTIVE_H_
