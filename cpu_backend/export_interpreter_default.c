// No export interpreter in this build yet (see export_interpreter.h).

#include <stddef.h>

#include "cpu_backend/export_interpreter.h"

const sr_export_interpreter_t* sr_export_interpreter_default(void) {
  return NULL;
}
