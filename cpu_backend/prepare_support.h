// What every file that decodes ops at prepare time uses
// (prepare_support.c): the name index, arena allocations, slots, queues and
// symbol lookups. It uses none of them, so the families' prepare hooks
// (exec_hal.c, exec_util.c, ...) do not depend on prepare.c, which reaches
// them through prepare_ops.c.
#ifndef STREAMREF_CPU_BACKEND_PREPARE_SUPPORT_H_
#define STREAMREF_CPU_BACKEND_PREPARE_SUPPORT_H_

#include "cpu_backend/prepare_impl.h"

// Frees the index's arrays (not the names).
void sr_rt_name_index_deinitialize(sr_rt_name_index_t* index);
// Adds |name| -> |value| unless |name| is there (the first one wins).
sr_status_t sr_rt_name_index_add(sr_rt_name_index_t* index, const char* name,
                                 uint32_t value);

// Slot of |value| in the current function (UINT32_MAX if unnumbered).
uint32_t sr__rt_slot(sr_rt_prepare_t* prep, const sr_value_t* value);

// Finds a symbol of the program.
sr_rt_function_t* sr__rt_find_function(sr_rt_prepare_t* prep,
                                       sr_string_view_t name);
sr_rt_extern_t* sr__rt_find_extern(sr_rt_prepare_t* prep,
                                   sr_string_view_t name);
int32_t sr__rt_find_global(sr_rt_prepare_t* prep, sr_string_view_t name);
sr_rt_export_t* sr__rt_find_export(sr_rt_prepare_t* prep,
                                   sr_string_view_t executable,
                                   sr_string_view_t export_name);

// Queue id for an affinity attribute (0 for none).
uint32_t sr__rt_queue_of(sr_rt_prepare_t* prep, const sr_attr_t* affinity);

// Arena helpers.
void* sr__rt_alloc(sr_rt_prepare_t* prep, size_t size);
char* sr__rt_strdup(sr_rt_prepare_t* prep, const char* data, size_t length);

#endif  // STREAMREF_CPU_BACKEND_PREPARE_SUPPORT_H_
