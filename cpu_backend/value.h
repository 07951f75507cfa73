// Run-time values: the helpers that set, retain and release what a slot
// holds (the types, and what each kind stores: value_types.h).
//
// A slot owns one reference to whatever it holds; sr_rt_value_assign
// retains the new value before releasing the old one.
#ifndef STREAMREF_CPU_BACKEND_VALUE_H_
#define STREAMREF_CPU_BACKEND_VALUE_H_

#include <stdint.h>
#include <string.h>

#include "cpu_backend/list.h"
#include "cpu_backend/storage.h"
#include "cpu_backend/value_types.h"
#include "streamref/collective.h"
#include "streamref/runtime.h"
#include "streamref/sched_timepoint.h"

static inline void sr_rt_value_retain(const sr_rt_value_t* value) {
  switch (value->kind) {
    case SR_RT_VALUE_VIEW:
      sr_rt_storage_retain(value->view.storage);
      break;
    case SR_RT_VALUE_TIMEPOINT:
      if (value->timepoint) sr_timepoint_retain(value->timepoint);
      break;
    case SR_RT_VALUE_BUFFER_VIEW:
      if (value->buffer_view) sr_buffer_view_retain(value->buffer_view);
      break;
    case SR_RT_VALUE_LIST:
      sr_rt_list_retain(value->list);
      break;
    case SR_RT_VALUE_CHANNEL:
      sr_channel_retain(value->channel);
      break;
    default:
      break;
  }
}

static inline void sr_rt_value_release(sr_rt_value_t* value) {
  switch (value->kind) {
    case SR_RT_VALUE_VIEW:
      sr_rt_storage_release(value->view.storage);
      break;
    case SR_RT_VALUE_TIMEPOINT:
      if (value->timepoint) sr_timepoint_release(value->timepoint);
      break;
    case SR_RT_VALUE_BUFFER_VIEW:
      if (value->buffer_view) sr_buffer_view_release(value->buffer_view);
      break;
    case SR_RT_VALUE_LIST:
      sr_rt_list_release(value->list);
      break;
    case SR_RT_VALUE_CHANNEL:
      sr_channel_release(value->channel);
      break;
    default:
      break;
  }
  value->kind = SR_RT_VALUE_NONE;
}

// *target = *source, retaining the new and releasing the old.
static inline void sr_rt_value_assign(sr_rt_value_t* target,
                                      const sr_rt_value_t* source) {
  if (target == source) return;
  sr_rt_value_retain(source);
  sr_rt_value_t old = *target;
  *target = *source;
  sr_rt_value_release(&old);
}

// *target = *source, taking over the reference of a temporary |source|.
static inline void sr_rt_value_move(sr_rt_value_t* target,
                                    sr_rt_value_t* source) {
  sr_rt_value_t old = *target;
  *target = *source;
  source->kind = SR_RT_VALUE_NONE;
  sr_rt_value_release(&old);
}

static inline void sr_rt_value_set_int(sr_rt_value_t* target, int64_t v) {
  if (target->kind > SR_RT_VALUE_FLOAT) sr_rt_value_release(target);
  target->kind = SR_RT_VALUE_INT;
  target->i = v;
}

static inline void sr_rt_value_set_float(sr_rt_value_t* target, double v) {
  if (target->kind > SR_RT_VALUE_FLOAT) sr_rt_value_release(target);
  target->kind = SR_RT_VALUE_FLOAT;
  target->f = v;
}

// A device (|ordinal| >= 0) or a null device.
static inline void sr_rt_value_set_device(sr_rt_value_t* target,
                                          int64_t ordinal) {
  sr_rt_value_release(target);
  if (ordinal < 0) return;
  target->kind = SR_RT_VALUE_DEVICE;
  target->i = ordinal;
}

// Takes over |storage|'s reference.
static inline void sr_rt_value_set_view(sr_rt_value_t* target,
                                        sr_rt_storage_t* storage,
                                        uint64_t offset, uint64_t length) {
  sr_rt_value_t v;
  v.kind = SR_RT_VALUE_VIEW;
  v.view.storage = storage;
  v.view.offset = offset;
  v.view.length = length;
  sr_rt_value_move(target, &v);
}

// Takes over |timepoint|'s reference.
static inline void sr_rt_value_set_timepoint(sr_rt_value_t* target,
                                             sr_timepoint_t* timepoint) {
  sr_rt_value_t v;
  v.kind = SR_RT_VALUE_TIMEPOINT;
  v.timepoint = timepoint;
  sr_rt_value_move(target, &v);
}

#endif  // STREAMREF_CPU_BACKEND_VALUE_H_
