// Shared state of a workgroup run, types only: the helpers every instruction
// family uses are exec_support.h, the instruction loop exec.h. Internal to
// dispatch_interp/.
//
// Ownership: a slot holding a tensor with a buffer holds one reference.
// Instructions assign results with a reference of their own, then the
// instruction's kills release their slots. An op may update its operand in
// place when the operand dies at that op and its buffer has no other
// holder (refs == 1); otherwise it copies first (copy-on-write).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_IMPL_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_IMPL_H_

#include "cpu_backend/dispatch_interp/body_compile.h"
#include "cpu_backend/dispatch_interp/program.h"

// Binding regions tensor.empty values were placed in (see
// sr_di_empty_t): a new one must not overlap an earlier one.
#define SR_DI_MAX_FORWARDED 16

typedef struct sr_di_frame_t {
  const sr_di_program_t* program;
  const sr_dispatch_state_t* dispatch;
  sr_di_value_t* slots;
  // Checked runs: where undefined behaviour goes (NULL when unchecked) and
  // the workgroup's linear index.
  sr_export_check_t* check;
  uint64_t workgroup;
  uint32_t num_forwarded;
  const uint8_t* forwarded[SR_DI_MAX_FORWARDED][2];  // [begin, end)
} sr_di_frame_t;

// A located error at the instruction's op.
#define SR_DI_ERROR(frame, instr, code, ...) \
  sr_di_op_error((frame)->program->context, (instr)->op, (code), __VA_ARGS__)

static inline void sr__di_buffer_retain(sr_di_buffer_t* buffer) {
  if (buffer) ++buffer->refs;
}

// Elements of work below which an operation runs on the calling thread.
#define SR_DI_PARALLEL_MIN_WORK ((size_t)1 << 15)

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_EXEC_IMPL_H_
