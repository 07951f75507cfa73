// Running one instruction (see exec.h): the instruction's handler, chosen
// once at prepare from the op table, between the checker's hooks.

#include "cpu_backend/exec.h"

#include "cpu_backend/check/check.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/phase.h"

sr_status_t sr_rt_exec_unsupported(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  (void)frame;
  return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                     "op not supported yet by the streamref runtime");
}

sr_status_t sr_rt_exec_wrong_phase(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  (void)frame;
  return sr_rt_error(
      module, instr, SR_STATUS_UNIMPLEMENTED,
      "%s in host code: this program is not at the Stream phase. "
      "streamref runs what `iree-compile --compile-to=stream` prints "
      "(with --iree-hal-target-device=local "
      "--iree-hal-local-target-device-backends=llvm-cpu; "
      "--dump-compilation-phases-to=DIR writes every phase)",
      instr->sub_kind == SR_RT_PHASE_FLOW ? "flow-phase IR"
      : instr->sub_kind == SR_RT_PHASE_ABI
          ? "IR from before the Stream conversion (which rewrites "
            "hal.tensor.* into stream ops)"
          : "input-level IR (tensor values or front-end ops)");
}

sr_status_t sr_rt_exec_leaf(sr_module_t* module, const sr_rt_instr_t* instr,
                            sr_rt_value_t* frame) {
  sr_rt_exec_fn_t exec = instr->exec ? instr->exec : sr_rt_exec_unsupported;
  sr_rt_check_t* check = sr_rt_check_current;
  if (!check) return sr_rt_locate(module, instr, exec(module, instr, frame));
  sr_rt_check_before(check, instr, frame);
  sr_status_t status = exec(module, instr, frame);
  sr_rt_check_after(check, instr, frame, status);
  return sr_rt_locate(module, instr, status);
}
