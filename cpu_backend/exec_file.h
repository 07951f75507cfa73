// stream.file.constant, stream.file.read and stream.file.write
// (exec_file.c): reads and writes are jobs on the instance's loop.
#ifndef STREAMREF_CPU_BACKEND_EXEC_FILE_H_
#define STREAMREF_CPU_BACKEND_EXEC_FILE_H_

#include "cpu_backend/op_def.h"

sr_rt_op_defs_t sr_rt_file_ops(void);

#endif  // STREAMREF_CPU_BACKEND_EXEC_FILE_H_
