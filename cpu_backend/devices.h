// HAL devices: the list an instance offers (iree-run-module's repeated
// --device flags), the selectors a program's `!hal.device` globals carry,
// and the answers of hal.device.query.
//
// At the Stream phase a device global still holds its initialization
// attribute (`#hal.device.target<"local", {ordinal = 1 : index}, [...]>`,
// `#hal.device.ordinal<N>`, `#hal.device.fallback<@other>`,
// `#hal.device.select<[...]>`); IREE's --iree-hal-initialize-devices turns
// it into an initializer later. prepare decodes it into a selector once,
// and the module's initialization resolves the selector against the
// instance's devices with the same rules (the N-th device whose id matches
// the target's pattern and that supports one of its executable formats),
// failing with IREE's message when nothing matches.
//
// A device at run time is its ordinal in the instance's list (a
// SR_RT_VALUE_DEVICE slot); a null device is SR_RT_VALUE_NONE.
#ifndef STREAMREF_CPU_BACKEND_DEVICES_H_
#define STREAMREF_CPU_BACKEND_DEVICES_H_

#include <stdbool.h>
#include <stdint.h>

#include "core/base/arena.h"
#include "core/ir/context.h"
#include "core/ir/operation.h"
#include "streamref/runtime.h"

//===----------------------------------------------------------------------===//
// The instance's devices
//===----------------------------------------------------------------------===//

typedef struct sr_rt_device_t {
  char* uri;  // as given: "local-task", "local-sync://"
  char* id;   // the driver name ("local-task"): what hal.device.id matches
} sr_rt_device_t;

typedef struct sr_rt_device_list_t {
  uint32_t count;
  sr_rt_device_t* devices;
} sr_rt_device_list_t;

// Checks and copies |names| (|count| of them; 0 means one "local-task").
// Unknown drivers and device paths fail as iree-run-module fails on them.
SR_MUST_USE_RESULT sr_status_t
sr_rt_device_list_initialize(sr_allocator_t allocator, const char* const* names,
                             size_t count, sr_rt_device_list_t* out);
void sr_rt_device_list_deinitialize(sr_allocator_t allocator,
                                    sr_rt_device_list_t* list);

// hal.device.query on device |ordinal|: true (and *out_value) when the
// device knows |category| :: |key|, as IREE's local devices answer:
// hal.device.id (a glob over the id), hal.executable.format,
// hal.device::concurrency (queues: 1), hal.dispatch::concurrency
// (|dispatch_concurrency|: the workers that run dispatches), hal.cpu (an
// x86-64 CPU feature by its LLVM name, from CPUID as IREE reads it).
bool sr_rt_device_query(const sr_rt_device_list_t* list, int64_t ordinal,
                        int64_t dispatch_concurrency, sr_string_view_t category,
                        sr_string_view_t key, int64_t* out_value);

// True when the module |ir| needs HAL devices: a hal or stream op, or a
// value of a !hal type (a !hal.buffer_view argument); a device global
// nothing uses does not count. IREE's tools create the --device devices
// only for a module that imports the HAL module, so a --device that cannot
// be created fails only such a module, and only such a module fails for a
// device global no device matches; a program of scalar host code runs
// whatever --device says.
bool sr_rt_module_uses_devices(const sr_op_t* ir);

//===----------------------------------------------------------------------===//
// Device selectors (prepared from a global's initial value)
//===----------------------------------------------------------------------===//

typedef enum sr_rt_device_selector_kind_e {
  SR_RT_DEVICE_SELECT_TARGET = 0,  // #hal.device.target
  SR_RT_DEVICE_SELECT_ORDINAL,     // #hal.device.ordinal
  SR_RT_DEVICE_SELECT_FALLBACK,    // #hal.device.fallback
  SR_RT_DEVICE_SELECT_FIRST_OF,    // #hal.device.select
} sr_rt_device_selector_kind_t;

typedef struct sr_rt_device_selector_t sr_rt_device_selector_t;
struct sr_rt_device_selector_t {
  sr_rt_device_selector_kind_t kind;
  // TARGET: the device id (a glob: IREE's local target matches "local*")
  // and the executable formats, one of which the device must support.
  const char* id_pattern;
  uint32_t format_count;
  const char* const* formats;
  // TARGET: which of the matching devices; ORDINAL: the device index.
  int64_t ordinal;
  // FALLBACK: the global whose device this one is.
  int32_t global;
  // FIRST_OF: the alternatives, first non-null wins.
  uint32_t option_count;
  const sr_rt_device_selector_t* options;
};

// True when |attr| is a device initialization attribute.
bool sr_rt_is_device_init_attr(const sr_attr_t* attr);

// Decodes |attr| (the initial value of the device global |op|). Global
// names are looked up with |find_global| (index or -1).
SR_MUST_USE_RESULT sr_status_t sr_rt_device_selector_decode(
    sr_context_t* context, sr_arena_t* arena, const sr_op_t* op,
    const sr_attr_t* attr,
    int32_t (*find_global)(void* user_data, sr_string_view_t name),
    void* user_data, const sr_rt_device_selector_t** out);

// The device |selector| picks among |list| (-1: none). |globals| gives
// the ordinal (or -1) of already initialized device globals.
int64_t sr_rt_device_select(
    const sr_rt_device_list_t* list, const sr_rt_device_selector_t* selector,
    int64_t (*global_device)(void* user_data, int32_t global), void* user_data);

// The queue affinity mask of an affinity attribute
// (`#hal.device.affinity<@device, [0, 2]>` -> 0b101; no list: -1) and the
// device global it names (|out_global| NULL when it names none).
SR_MUST_USE_RESULT sr_status_t
sr_rt_affinity_decode(sr_context_t* context, const sr_attr_t* affinity,
                      sr_string_view_t* out_global, int64_t* out_queue_mask);

#endif  // STREAMREF_CPU_BACKEND_DEVICES_H_
