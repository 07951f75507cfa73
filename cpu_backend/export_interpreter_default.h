// The export interpreter linked into this build
// (export_interpreter_default.c; see export_interpreter.h for how to plug
// in another).
#ifndef STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_DEFAULT_H_
#define STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_DEFAULT_H_

#include "cpu_backend/export_interpreter.h"

// The interpreter linked into this build, or NULL.
const sr_export_interpreter_t* sr_export_interpreter_default(void);

#endif  // STREAMREF_CPU_BACKEND_EXPORT_INTERPRETER_DEFAULT_H_
