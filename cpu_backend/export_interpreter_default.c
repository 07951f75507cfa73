// The export interpreter linked into this build: the dispatch interpreter
// (cpu_backend/dispatch_interp/), which runs the func.func bodies of
// stream.executable exports.

#include "cpu_backend/export_interpreter_default.h"

#include "cpu_backend/dispatch_interp/interpreter.h"

const sr_export_interpreter_t* sr_export_interpreter_default(void) {
  return sr_dispatch_interpreter();
}
