// Run-time values: what one SSA value of a running function holds.
//
// A frame is an array of these, one slot per SSA value of the function
// (prepare.c numbers them). Scalars are stored widened: every integer
// (i1..i64, index) as int64 holding the value sign-extended from its width,
// every float (f16, bf16, f32, f64) as a double holding the exactly
// representable value. Resources, util.buffers, files and !hal.buffers are
// views of a storage; timepoints and fences are sched timepoints; buffer
// views, lists and channels are refcounted; devices are ordinals.
//
// The types only, for the plan types that hold values (plan.h) and the
// headers that pass frames: value.h adds the helpers that retain and release
// what a slot holds, which call storage.c, list.c, buffer_view.c and the
// channel layer, so a header that only names values does not tie its
// includers to those files.
#ifndef STREAMREF_CPU_BACKEND_VALUE_TYPES_H_
#define STREAMREF_CPU_BACKEND_VALUE_TYPES_H_

#include <stdint.h>

#include "streamref/collective.h"
#include "streamref/runtime.h"
#include "streamref/sched_timepoint.h"

// storage.h and list.h.
typedef struct sr_rt_storage_t sr_rt_storage_t;
typedef struct sr_rt_list_t sr_rt_list_t;

typedef enum sr_rt_value_kind_e {
  SR_RT_VALUE_NONE = 0,  // unset, or a null reference
  SR_RT_VALUE_INT,
  SR_RT_VALUE_FLOAT,
  SR_RT_VALUE_VIEW,       // resource / util.buffer / file / hal.buffer
  SR_RT_VALUE_TIMEPOINT,  // stream.timepoint / hal.fence
  SR_RT_VALUE_BUFFER_VIEW,
  // !hal.device (and the !hal.allocator of hal.device.resolve): the
  // device's ordinal in the instance's list, in |i|. Not refcounted.
  SR_RT_VALUE_DEVICE,
  SR_RT_VALUE_LIST,  // !util.list (list.h), refcounted
  // !stream.channel (collective/channel.h), refcounted; a null channel is
  // SR_RT_VALUE_NONE.
  SR_RT_VALUE_CHANNEL,
} sr_rt_value_kind_t;

typedef struct sr_rt_view_t {
  sr_rt_storage_t* storage;
  uint64_t offset;
  uint64_t length;
} sr_rt_view_t;

typedef struct sr_rt_value_t {
  sr_rt_value_kind_t kind;
  union {
    int64_t i;
    double f;
    sr_rt_view_t view;
    sr_timepoint_t* timepoint;
    sr_buffer_view_t* buffer_view;
    sr_rt_list_t* list;
    sr_channel_t* channel;
  };
} sr_rt_value_t;

#endif  // STREAMREF_CPU_BACKEND_VALUE_TYPES_H_
