// Running one instruction: its handler (ops.h), wrapped by the hazard
// checker's hooks when a checked invocation is under way.
#ifndef STREAMREF_CPU_BACKEND_EXEC_H_
#define STREAMREF_CPU_BACKEND_EXEC_H_

#include "cpu_backend/plan.h"

// Runs one non-control instruction against |frame| (host or region node).
SR_MUST_USE_RESULT sr_status_t sr_rt_exec_leaf(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame);

// The handler of ops the runtime does not run: a located UNIMPLEMENTED
// "op not supported yet".
sr_status_t sr_rt_exec_unsupported(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame);

// The handler of host ops from before the Stream phase (phase.h): a
// located error naming the phase and the command that makes the input.
sr_status_t sr_rt_exec_wrong_phase(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame);

#endif  // STREAMREF_CPU_BACKEND_EXEC_H_
