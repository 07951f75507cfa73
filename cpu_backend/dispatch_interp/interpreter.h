// The dispatch interpreter as the runtime's export interpreter
// (cpu_backend/export_interpreter.h): prepare compiles the export's
// func.func into a program, run_workgroup runs it.
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_INTERPRETER_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_INTERPRETER_H_

#include "cpu_backend/export_interpreter.h"

// The static hook table. Thread-safe.
const sr_export_interpreter_t* sr_dispatch_interpreter(void);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_INTERPRETER_H_
