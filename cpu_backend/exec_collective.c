// Channels, collectives and the test timeline ops (exec_collective.h).
//
// A `!stream.channel` value is a channel of the collective/ layer
// (SR_RT_VALUE_CHANNEL); a null channel (a split's negative color) is an
// empty slot. The module's default channel is the launcher's world
// (sr_module_options_t.default_channel), or a channel of one rank.

#include "cpu_backend/exec_collective.h"

#include <string.h>

#include "cpu_backend/collective/channel.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/trace/events.h"
#include "cpu_backend/value.h"

//===----------------------------------------------------------------------===//
// Prepare
//===----------------------------------------------------------------------===//

// Index of |word| in |names|, or -1.
static int32_t sr_rt_collective_lookup(sr_string_view_t word,
                                       const char* (*name)(uint8_t),
                                       uint8_t count) {
  for (uint8_t i = 0; i < count; ++i) {
    if (sr_string_view_equal_cstr(word, name(i))) return i;
  }
  return -1;
}

// The next word of [a-z0-9_] in [*p, end), skipping spaces.
static sr_string_view_t sr_rt_collective_word(const char** p, const char* end) {
  while (*p < end && **p == ' ') ++*p;
  const char* start = *p;
  while (*p < end && (**p == '_' || (**p >= 'a' && **p <= 'z') ||
                      (**p >= '0' && **p <= '9'))) {
    ++*p;
  }
  return sr_make_string_view(start, (size_t)(*p - start));
}

// `#stream.collective<kind [with reduction] : type>`.
static sr_status_t sr_rt_decode_collective_attr(sr_rt_prepare_t* prep,
                                                const sr_op_t* op,
                                                sr_collective_op_t* out) {
  memset(out, 0, sizeof(*out));
  const sr_attr_t* attr = sr_op_attr(op, "op");
  const char* open = NULL;
  const char* end = NULL;
  if (attr && attr->kind == SR_ATTR_DIALECT) {
    open = memchr(attr->text.text.data, '<', attr->text.text.size);
    end = attr->text.text.data + attr->text.text.size;
  }
  int32_t kind = -1, reduction = 0, type = -1;
  if (open) {
    const char* p = open + 1;
    kind = sr_rt_collective_lookup(sr_rt_collective_word(&p, end),
                                   sr_collective_kind_name,
                                   SR_COLLECTIVE_KIND_COUNT);
    sr_string_view_t next = sr_rt_collective_word(&p, end);
    if (sr_string_view_equal_cstr(next, "with")) {
      reduction = sr_rt_collective_lookup(sr_rt_collective_word(&p, end),
                                          sr_collective_reduction_name,
                                          SR_COLLECTIVE_REDUCTION_COUNT);
    }
    while (p < end && *p == ' ') ++p;
    if (p < end && *p == ':') {
      ++p;
      type = sr_rt_collective_lookup(sr_rt_collective_word(&p, end),
                                     sr_collective_type_name,
                                     SR_COLLECTIVE_TYPE_COUNT);
    }
  }
  if (kind < 0 || reduction < 0 || type < 0) {
    return sr_context_make_status_at(
        prep->context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "'%.*s': the `op` attribute is not a #stream.collective<kind [with "
        "reduction] : type> the runtime knows",
        (int)op->name.size, op->name.data);
  }
  out->kind = (uint8_t)kind;
  out->reduction = (uint8_t)reduction;
  out->type = (uint8_t)type;
  return sr_ok_status();
}

sr_status_t sr_rt_prepare_collective(sr_rt_prepare_t* prep, const sr_op_t* op,
                                     sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_ASYNC_COLLECTIVE:
    case SR_RT_OP_CMD_COLLECTIVE: {
      sr_collective_op_t c;
      SR_RETURN_IF_ERROR(sr_rt_decode_collective_attr(prep, op, &c));
      instr->imm = (int64_t)c.kind | ((int64_t)c.reduction << 8) |
                   ((int64_t)c.type << 16);
      return sr_ok_status();
    }
    case SR_RT_OP_CHANNEL_CREATE: {
      const sr_attr_t* group = sr_op_attr(op, "group");
      instr->attr = group && group->kind == SR_ATTR_STRING ? group : NULL;
      return sr_ok_status();
    }
    default:
      return sr_ok_status();
  }
}

bool sr_rt_block_has_collective(const sr_rt_block_t* block) {
  if (!block) return false;
  for (uint32_t i = 0; i < block->instr_count; ++i) {
    const sr_rt_instr_t* instr = &block->instrs[i];
    if (instr->kind == SR_RT_OP_ASYNC_COLLECTIVE ||
        instr->kind == SR_RT_OP_CMD_COLLECTIVE) {
      return true;
    }
    for (int b = 0; b < 3; ++b) {
      if (sr_rt_block_has_collective(instr->blocks[b])) return true;
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Channels
//===----------------------------------------------------------------------===//

// Moves |channel| (may be NULL: a null channel) into |target|.
static void sr_rt_set_channel(sr_rt_value_t* target, sr_channel_t* channel) {
  sr_rt_value_release(target);
  if (!channel) return;
  target->kind = SR_RT_VALUE_CHANNEL;
  target->channel = channel;
}

// A status of the channel layer, located at |instr| with the op's name.
static sr_status_t sr_rt_channel_error(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_status_t status) {
  if (!status) return status;
  sr_status_t located = sr_rt_error(module, instr, sr_status_code(status), "%s",
                                    sr_status_message(status));
  sr_status_ignore(status);
  return located;
}

// sr_channel_split located at |instr|; a COLLECTIVE event around it (a
// split is collective over |channel|) when the run is observed.
static sr_status_t sr_rt_channel_split(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_channel_t* channel, int32_t color,
                                       int32_t key, sr_channel_t** out) {
  sr_rt_events_t* events = module->instance->events;
  if (!events) {
    return sr_rt_channel_error(module, instr,
                               sr_channel_split(channel, color, key, out));
  }
  sr_rt_event_collective_t info = {
      .is_split = true,
      .param = (uint32_t)color,
      .key = key,
      .rank = sr_channel_rank(channel),
      .count = sr_channel_count(channel),
  };
  sr_rt_collective_event_t event;
  sr_rt_events_collective_begin(
      events, module, instr, &info, sr_channel_rank(module->default_channel),
      sr_channel_count(module->default_channel), &event);
  sr_status_t status = sr_rt_channel_error(
      module, instr, sr_channel_split(channel, color, key, out));
  sr_rt_events_end(events, &event.event, status);
  return status;
}

static sr_status_t sr_rt_channel_operand(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         const sr_rt_value_t* value,
                                         sr_channel_t** out_channel) {
  *out_channel = NULL;
  if (value->kind != SR_RT_VALUE_CHANNEL || !value->channel) {
    return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                       "the channel is null (a stream.channel.split with a "
                       "negative color gives this rank no channel)");
  }
  *out_channel = value->channel;
  return sr_ok_status();
}

// stream.channel.create [id(%id)] [group("g")] [rank(%r)] [count(%n)]
// (collective/README.md, "Channels").
static sr_status_t sr_rt_exec_channel_create(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  sr_channel_t* world = module->default_channel;
  bool has_rank = sr_rt_group_size(instr, SR_STREAM_CHANNEL_CREATE_RANK) != 0;
  bool has_count = sr_rt_group_size(instr, SR_STREAM_CHANNEL_CREATE_COUNT) != 0;
  int64_t rank =
      has_rank ? sr_rt_arg(frame, instr, SR_STREAM_CHANNEL_CREATE_RANK, 0)->i
               : sr_channel_rank(world);
  int64_t count =
      has_count ? sr_rt_arg(frame, instr, SR_STREAM_CHANNEL_CREATE_COUNT, 0)->i
                : sr_channel_count(world);
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_CHANNEL_CREATE_RESULT, 0);
  if (count == 1) {
    if (rank != 0) {
      return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                         "rank %lld of a channel of 1 rank", (long long)rank);
    }
    sr_channel_t* single = NULL;
    SR_RETURN_IF_ERROR(sr_rt_channel_error(
        module, instr,
        sr_channel_create_single(module->instance->allocator, &single)));
    sr_rt_set_channel(result, single);
    return sr_ok_status();
  }
  if (count != sr_channel_count(world)) {
    return sr_rt_error(
        module, instr, SR_STATUS_UNIMPLEMENTED,
        "count(%lld) is not supported yet: this launch has %d ranks "
        "(streamref-run --ranks=N or mpirun -n N); a channel is either one "
        "rank of its own or every rank of the launch",
        (long long)count, sr_channel_count(world));
  }
  if (rank < 0 || rank >= count) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "rank %lld of a channel of %lld ranks", (long long)rank,
                       (long long)count);
  }
  if (rank == sr_channel_rank(world) && !instr->attr) {
    sr_channel_retain(world);
    sr_rt_set_channel(result, world);
    return sr_ok_status();
  }
  // A new communicator over the launch's ranks, ordered by the ranks the
  // program passes (a group, or a renumbering): MPI_Comm_split with one
  // color.
  sr_channel_t* channel = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_channel_split(module, instr, world, 0, (int32_t)rank, &channel));
  if (sr_channel_rank(channel) != rank) {
    int32_t got = sr_channel_rank(channel);
    sr_channel_release(channel);
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "rank(%lld) is not unique among the launch's ranks "
                       "(this rank became rank %d)",
                       (long long)rank, got);
  }
  sr_rt_set_channel(result, channel);
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_channel(sr_module_t* module,
                                      const sr_rt_instr_t* instr,
                                      sr_rt_value_t* frame) {
  // channel.rank / count / split: the channel is group 0, the result the
  // only result.
  _Static_assert((int)SR_STREAM_CHANNEL_COUNT_CHANNEL ==
                         (int)SR_STREAM_CHANNEL_RANK_CHANNEL &&
                     (int)SR_STREAM_CHANNEL_SPLIT_CHANNEL ==
                         (int)SR_STREAM_CHANNEL_RANK_CHANNEL &&
                     (int)SR_STREAM_CHANNEL_COUNT_RESULT ==
                         (int)SR_STREAM_CHANNEL_RANK_RESULT &&
                     (int)SR_STREAM_CHANNEL_SPLIT_RESULT ==
                         (int)SR_STREAM_CHANNEL_RANK_RESULT,
                 "channel ops' channel and result groups");
  sr_channel_t* channel = NULL;
  if (instr->kind == SR_RT_OP_CHANNEL_CREATE) {
    return sr_rt_exec_channel_create(module, instr, frame);
  }
  sr_rt_value_t* result =
      sr_rt_out(frame, instr, SR_STREAM_CHANNEL_RANK_RESULT, 0);
  SR_RETURN_IF_ERROR(sr_rt_channel_operand(
      module, instr, sr_rt_arg(frame, instr, SR_STREAM_CHANNEL_RANK_CHANNEL, 0),
      &channel));
  switch (instr->kind) {
    case SR_RT_OP_CHANNEL_RANK:
      sr_rt_value_set_int(result, sr_channel_rank(channel));
      return sr_ok_status();
    case SR_RT_OP_CHANNEL_COUNT:
      sr_rt_value_set_int(result, sr_channel_count(channel));
      return sr_ok_status();
    case SR_RT_OP_CHANNEL_SPLIT: {
      // The HAL casts both to i32; IREE's "no color" is -1.
      int32_t color =
          (int32_t)sr_rt_arg(frame, instr, SR_STREAM_CHANNEL_SPLIT_COLOR, 0)->i;
      int32_t key =
          (int32_t)sr_rt_arg(frame, instr, SR_STREAM_CHANNEL_SPLIT_KEY, 0)->i;
      sr_channel_t* split = NULL;
      SR_RETURN_IF_ERROR(
          sr_rt_channel_split(module, instr, channel, color, key, &split));
      sr_rt_set_channel(result, split);
      return sr_ok_status();
    }
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a channel op");
  }
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

static sr_collective_op_t sr_rt_collective_op(const sr_rt_instr_t* instr) {
  sr_collective_op_t op;
  op.kind = (uint8_t)(instr->imm & 0xFF);
  op.reduction = (uint8_t)((instr->imm >> 8) & 0xFF);
  op.type = (uint8_t)((instr->imm >> 16) & 0xFF);
  op.reserved = 0;
  return op;
}

// Runs |call| on |channel|, the error located at |instr|; a COLLECTIVE
// event around it when the run is observed.
static sr_status_t sr_rt_run_collective(sr_module_t* module,
                                        const sr_rt_instr_t* instr,
                                        sr_channel_t* channel,
                                        const sr_collective_call_t* call) {
  sr_rt_events_t* events = module->instance->events;
  if (!events) {
    return sr_rt_channel_error(module, instr, sr_channel_run(channel, call));
  }
  sr_rt_event_collective_t info = {
      .kind = call->op.kind,
      .reduction = call->op.reduction,
      .type = call->op.type,
      .param = call->param,
      .element_count = call->element_count,
      .rank = sr_channel_rank(channel),
      .count = sr_channel_count(channel),
      .send_bytes = call->send_length,
      .recv_bytes = call->recv_length,
  };
  sr_rt_collective_event_t event;
  sr_rt_events_collective_begin(
      events, module, instr, &info, sr_channel_rank(module->default_channel),
      sr_channel_count(module->default_channel), &event);
  sr_status_t status =
      sr_rt_channel_error(module, instr, sr_channel_run(channel, call));
  sr_rt_events_end(events, &event.event, status);
  return status;
}

// stream.async.collective: operands target, target_size, target_offset,
// target_end, target_length, source, source_size, source_offset,
// source_end, source_length, element_count, channel[, param]; the result
// is the target (tied).
static sr_status_t sr_rt_exec_async_collective(sr_module_t* module,
                                               const sr_rt_instr_t* instr,
                                               sr_rt_value_t* frame) {
  uint64_t t_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_TARGET_SIZE);
  uint64_t t_offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_TARGET_OFFSET);
  uint64_t t_end =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_TARGET_END);
  uint64_t t_length =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_TARGET_LENGTH);
  uint64_t s_size =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_SOURCE_SIZE);
  uint64_t s_offset =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_SOURCE_OFFSET);
  uint64_t s_end =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_SOURCE_END);
  uint64_t s_length =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_SOURCE_LENGTH);
  if (t_end < t_offset || t_end - t_offset != t_length || s_end < s_offset ||
      s_end - s_offset != s_length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "a range's end is not its offset plus its length "
                       "(source [%llu to %llu for %llu], target [%llu to "
                       "%llu for %llu])",
                       (unsigned long long)s_offset, (unsigned long long)s_end,
                       (unsigned long long)s_length,
                       (unsigned long long)t_offset, (unsigned long long)t_end,
                       (unsigned long long)t_length);
  }
  sr_channel_t* channel = NULL;
  SR_RETURN_IF_ERROR(sr_rt_channel_operand(
      module, instr,
      sr_rt_arg(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_CHANNEL, 0),
      &channel));
  sr_collective_call_t call;
  memset(&call, 0, sizeof(call));
  call.op = sr_rt_collective_op(instr);
  call.element_count =
      sr_rt_arg_u64(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_ELEMENT_COUNT);
  call.param = sr_rt_group_size(instr, SR_STREAM_ASYNC_COLLECTIVE_PARAM)
                   ? (uint32_t)sr_rt_arg(frame, instr,
                                         SR_STREAM_ASYNC_COLLECTIVE_PARAM, 0)
                         ->i
                   : 0;
  uint8_t* source = NULL;
  SR_RETURN_IF_ERROR(sr_rt_resolve(
      module, instr,
      sr_rt_arg(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_SOURCE, 0), s_size,
      s_offset, s_length, false, "the source", &source));
  // The tied target: a private copy first when the operand may still be
  // observed (host-level IR from before copy-on-write materialization), or
  // is constant.
  sr_rt_value_t target = {0};
  sr_rt_value_assign(
      &target, sr_rt_arg(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_TARGET, 0));
  sr_status_t status = sr_ok_status();
  bool read_only = target.kind == SR_RT_VALUE_VIEW && target.view.storage &&
                   (target.view.storage->flags & SR_RT_STORAGE_READ_ONLY);
  if ((instr->flags & SR_RT_INSTR_COPY_ON_WRITE) ||
      (read_only && !(instr->flags & SR_RT_INSTR_IN_REGION))) {
    status = sr_rt_clone_value(module, instr, &target, t_size);
  }
  uint8_t* recv = NULL;
  if (!status) {
    status = sr_rt_resolve(module, instr, &target, t_size, t_offset, t_length,
                           true, "the target", &recv);
  }
  if (!status) {
    call.send = source;
    call.send_length = s_length;
    call.recv = recv;
    call.recv_length = t_length;
    status = sr_rt_run_collective(module, instr, channel, &call);
  }
  if (!status) {
    sr_rt_value_assign(
        sr_rt_out(frame, instr, SR_STREAM_ASYNC_COLLECTIVE_RESULT, 0), &target);
  }
  sr_rt_value_release(&target);
  return status;
}

// stream.cmd.collective: channel, element_count, [param], resources,
// sizes, offsets, lengths. Resource 0 sends and resource 1 receives, but
// for send (one resource: the send) and recv (one: the receive).
static sr_status_t sr_rt_exec_cmd_collective(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  sr_channel_t* channel = NULL;
  SR_RETURN_IF_ERROR(sr_rt_channel_operand(
      module, instr,
      sr_rt_arg(frame, instr, SR_STREAM_CMD_COLLECTIVE_CHANNEL, 0), &channel));
  sr_collective_call_t call;
  memset(&call, 0, sizeof(call));
  call.op = sr_rt_collective_op(instr);
  call.element_count =
      sr_rt_arg_u64(frame, instr, SR_STREAM_CMD_COLLECTIVE_ELEMENT_COUNT);
  call.param =
      sr_rt_group_size(instr, SR_STREAM_CMD_COLLECTIVE_PARAM)
          ? (uint32_t)sr_rt_arg(frame, instr, SR_STREAM_CMD_COLLECTIVE_PARAM, 0)
                ->i
          : 0;
  uint32_t count = sr_rt_group_size(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCES);
  if (count < 1 || count > 2 ||
      sr_rt_group_size(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCE_SIZES) !=
          count ||
      sr_rt_group_size(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCE_OFFSETS) !=
          count ||
      sr_rt_group_size(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCE_LENGTHS) !=
          count) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "expects 1 or 2 resources with a size, offset and "
                       "length each");
  }
  for (uint32_t i = 0; i < count; ++i) {
    bool is_recv = count == 2 ? i == 1 : call.op.kind == SR_COLLECTIVE_RECV;
    uint64_t length = sr_rt_u64(
        frame,
        sr_rt_operand(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCE_LENGTHS, i));
    uint8_t* ptr = NULL;
    SR_RETURN_IF_ERROR(sr_rt_resolve(
        module, instr,
        sr_rt_arg(frame, instr, SR_STREAM_CMD_COLLECTIVE_RESOURCES, i),
        sr_rt_u64(
            frame,
            sr_rt_operand(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCE_SIZES, i)),
        sr_rt_u64(
            frame,
            sr_rt_operand(instr, SR_STREAM_CMD_COLLECTIVE_RESOURCE_OFFSETS, i)),
        length, is_recv, is_recv ? "the recv resource" : "the send resource",
        &ptr));
    if (is_recv) {
      call.recv = ptr;
      call.recv_length = length;
    } else {
      call.send = ptr;
      call.send_length = length;
    }
  }
  return sr_rt_run_collective(module, instr, channel, &call);
}

//===----------------------------------------------------------------------===//
// Test timeline ops
//===----------------------------------------------------------------------===//

static uint64_t sr_rt_timeline_hash(uint64_t hash, const void* data,
                                    size_t size) {
  const uint8_t* p = (const uint8_t*)data;
  for (size_t i = 0; i < size; ++i) {
    hash ^= p[i];
    hash *= 1099511628211ull;
  }
  return hash;
}

static void sr_rt_timeline_fill(uint8_t* p, uint64_t n, uint64_t state) {
  for (uint64_t k = 0; k < n; k += 8) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    memcpy(p + k, &z, n - k < 8 ? n - k : 8);
  }
}

// Waits (helping the pool) for |value| when it is a timepoint.
static sr_status_t sr_rt_timeline_wait(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       const sr_rt_value_t* value) {
  if (value->kind != SR_RT_VALUE_TIMEPOINT || !value->timepoint) {
    return sr_ok_status();
  }
  sr_status_t status = sr_pool_wait(module->instance->pool, value->timepoint,
                                    SR_TIMEOUT_INFINITE);
  if (!status || sr_status_ir_loc(status).line) return status;
  sr_status_t located =
      sr_rt_error(module, instr, sr_status_code(status),
                  "awaited timepoint failed: %s", sr_status_message(status));
  sr_status_ignore(status);
  return located;
}

// Hashes what the op reads: its name and every operand (resource bytes,
// scalars, buffer view contents).
static sr_status_t sr_rt_timeline_hash_operands(sr_module_t* module,
                                                const sr_rt_instr_t* instr,
                                                const sr_rt_value_t* frame,
                                                uint32_t group,
                                                uint64_t* inout_hash) {
  uint64_t hash = *inout_hash;
  uint32_t count = sr_rt_group_size(instr, group);
  for (uint32_t i = 0; i < count; ++i) {
    const sr_rt_value_t* v = sr_rt_arg(frame, instr, group, i);
    hash = sr_rt_timeline_hash(hash, &v->kind, sizeof(v->kind));
    switch (v->kind) {
      case SR_RT_VALUE_INT:
        hash = sr_rt_timeline_hash(hash, &v->i, sizeof(v->i));
        break;
      case SR_RT_VALUE_FLOAT:
        hash = sr_rt_timeline_hash(hash, &v->f, sizeof(v->f));
        break;
      case SR_RT_VALUE_VIEW: {
        uint8_t* data = NULL;
        SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, v, v->view.length, 0,
                                         v->view.length, false, "an operand",
                                         &data));
        hash =
            sr_rt_timeline_hash(hash, &v->view.length, sizeof(v->view.length));
        hash = sr_rt_timeline_hash(hash, data, v->view.length);
        break;
      }
      case SR_RT_VALUE_BUFFER_VIEW:
        if (v->buffer_view) {
          hash =
              sr_rt_timeline_hash(hash, sr_buffer_view_data(v->buffer_view),
                                  sr_buffer_view_byte_length(v->buffer_view));
        }
        break;
      default:
        break;
    }
  }
  *inout_hash = hash;
  return sr_ok_status();
}

// A fresh resource of |size| bytes, each a function of |state|.
static sr_status_t sr_rt_timeline_result(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         uint64_t size, uint64_t state,
                                         sr_rt_value_t* out) {
  sr_rt_value_t fresh = {0};
  SR_RETURN_IF_ERROR(sr_rt_allocate(module, instr, size, &fresh));
  sr_rt_timeline_fill(sr_rt_storage_data(fresh.view.storage), size, state);
  sr_rt_value_move(out, &fresh);
  return sr_ok_status();
}

// stream.test.timeline_op: operands resources, their sizes, result sizes,
// awaits; results the resources then the timepoint. After every await:
// tied results are their operands, the others fresh resources whose bytes
// are a function of the op's name, the result's index and every byte the
// op reads; the result timepoint is reached.
static sr_status_t sr_rt_exec_timeline_op(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame) {
  uint32_t await_count =
      sr_rt_group_size(instr, SR_STREAM_TEST_TIMELINE_OP_AWAIT_OPERANDS);
  for (uint32_t i = 0; i < await_count; ++i) {
    SR_RETURN_IF_ERROR(sr_rt_timeline_wait(
        module, instr,
        sr_rt_arg(frame, instr, SR_STREAM_TEST_TIMELINE_OP_AWAIT_OPERANDS, i)));
  }
  uint32_t resource_count =
      sr_rt_group_size(instr, SR_STREAM_TEST_TIMELINE_OP_RESOURCE_OPERANDS);
  for (uint32_t i = 0; i < resource_count; ++i) {
    const sr_rt_value_t* v = sr_rt_arg(
        frame, instr, SR_STREAM_TEST_TIMELINE_OP_RESOURCE_OPERANDS, i);
    uint8_t* ptr = NULL;
    uint64_t size = sr_rt_u64(
        frame,
        sr_rt_operand(instr, SR_STREAM_TEST_TIMELINE_OP_RESOURCE_OPERAND_SIZES,
                      i));
    SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, v, size, 0, size, false,
                                     "a resource operand", &ptr));
  }
  uint64_t hash = sr_rt_timeline_hash(
      14695981039346656037ull, instr->op->name.data, instr->op->name.size);
  SR_RETURN_IF_ERROR(sr_rt_timeline_hash_operands(
      module, instr, frame, SR_STREAM_TEST_TIMELINE_OP_RESOURCE_OPERANDS,
      &hash));
  uint32_t result_resources =
      sr_rt_result_group_size(instr, SR_STREAM_TEST_TIMELINE_OP_RESULTS);
  uint32_t result_sizes =
      sr_rt_group_size(instr, SR_STREAM_TEST_TIMELINE_OP_RESULT_SIZES);
  if (result_sizes != result_resources) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "%u resource results but %u result sizes",
                       result_resources, result_sizes);
  }
  for (uint32_t r = 0; r < result_resources; ++r) {
    sr_rt_value_t* result =
        sr_rt_out(frame, instr, SR_STREAM_TEST_TIMELINE_OP_RESULTS, r);
    int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
    if (tied >= 0 && (uint64_t)tied < resource_count) {
      sr_rt_value_assign(
          result,
          sr_rt_arg(frame, instr, SR_STREAM_TEST_TIMELINE_OP_RESOURCE_OPERANDS,
                    (uint32_t)tied));
      continue;
    }
    uint64_t size = sr_rt_u64(
        frame,
        sr_rt_operand(instr, SR_STREAM_TEST_TIMELINE_OP_RESULT_SIZES, r));
    SR_RETURN_IF_ERROR(sr_rt_timeline_result(
        module, instr, size, hash ^ (0x100000001b3ull * (r + 1)), result));
  }
  sr_timepoint_t* reached = sr_timepoint_immediate();
  sr_timepoint_retain(reached);
  sr_rt_value_set_timepoint(
      sr_rt_out(frame, instr, SR_STREAM_TEST_TIMELINE_OP_RESULT_TIMEPOINT, 0),
      reached);
  return sr_ok_status();
}

// stream.test.timeline_aware(args) waits(fences) signals(fence): a call
// with coarse fences. After every wait fence, each result is computed from
// what the op reads: a resource result as large as the first resource
// argument, a buffer view result of the first buffer view argument's shape
// and type, an integer or float result; then the signal fence is signaled.
static sr_status_t sr_rt_exec_timeline_aware(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_value_t* frame) {
  uint32_t wait_count =
      sr_rt_group_size(instr, SR_STREAM_TEST_TIMELINE_AWARE_WAIT_FENCE_LIKES);
  for (uint32_t i = 0; i < wait_count; ++i) {
    SR_RETURN_IF_ERROR(sr_rt_timeline_wait(
        module, instr,
        sr_rt_arg(frame, instr, SR_STREAM_TEST_TIMELINE_AWARE_WAIT_FENCE_LIKES,
                  i)));
  }
  uint64_t hash = sr_rt_timeline_hash(
      14695981039346656037ull, instr->op->name.data, instr->op->name.size);
  SR_RETURN_IF_ERROR(sr_rt_timeline_hash_operands(
      module, instr, frame, SR_STREAM_TEST_TIMELINE_AWARE_ARGS, &hash));
  uint32_t result_count =
      sr_rt_result_group_size(instr, SR_STREAM_TEST_TIMELINE_AWARE_RESULTS);
  uint32_t arg_count =
      sr_rt_group_size(instr, SR_STREAM_TEST_TIMELINE_AWARE_ARGS);
  for (uint32_t r = 0; r < result_count; ++r) {
    uint64_t state = hash ^ (0x100000001b3ull * (r + 1));
    sr_rt_value_t* result =
        sr_rt_out(frame, instr, SR_STREAM_TEST_TIMELINE_AWARE_RESULTS, r);
    const sr_type_t* type =
        sr_rt_result_value(instr, SR_STREAM_TEST_TIMELINE_AWARE_RESULTS, r)
            ->type;
    sr_rt_scalar_type_t scalar = sr_rt_scalar_type_of(type);
    if (scalar.cls == SR_RT_SCALAR_FLOAT) {
      uint64_t bits = 0;
      sr_rt_timeline_fill((uint8_t*)&bits, 8, state);
      sr_rt_value_set_float(result, (double)(bits >> 11) / 9007199254740992.0);
      continue;
    }
    if (scalar.cls != SR_RT_SCALAR_NONE) {
      uint64_t bits = 0;
      sr_rt_timeline_fill((uint8_t*)&bits, 8, state);
      uint32_t width = scalar.cls == SR_RT_SCALAR_INDEX ? 64 : scalar.bits;
      int64_t v = (int64_t)bits;
      if (width < 64) v = (int64_t)(bits << (64 - width)) >> (64 - width);
      sr_rt_value_set_int(result, v);
      continue;
    }
    // The first argument of the result's type gives its size or shape.
    const sr_rt_value_t* like = NULL;
    for (uint32_t i = 0; i < arg_count && !like; ++i) {
      if (sr_rt_operand_value(instr, SR_STREAM_TEST_TIMELINE_AWARE_ARGS, i)
              ->type == type) {
        like = sr_rt_arg(frame, instr, SR_STREAM_TEST_TIMELINE_AWARE_ARGS, i);
      }
    }
    if (like && like->kind == SR_RT_VALUE_VIEW) {
      SR_RETURN_IF_ERROR(sr_rt_timeline_result(module, instr, like->view.length,
                                               state, result));
      continue;
    }
    if (like && like->kind == SR_RT_VALUE_BUFFER_VIEW && like->buffer_view) {
      const sr_buffer_view_t* v = like->buffer_view;
      sr_buffer_view_t* made = NULL;
      SR_RETURN_IF_ERROR(sr_rt_channel_error(
          module, instr,
          sr_buffer_view_create(module->instance->allocator,
                                sr_buffer_view_rank(v), sr_buffer_view_shape(v),
                                sr_buffer_view_element_type(v), NULL, 0,
                                &made)));
      sr_rt_timeline_fill(sr_buffer_view_data(made),
                          sr_buffer_view_byte_length(made), state);
      sr_rt_value_release(result);
      result->kind = SR_RT_VALUE_BUFFER_VIEW;
      result->buffer_view = made;
      continue;
    }
    return sr_rt_error(module, instr, SR_STATUS_UNIMPLEMENTED,
                       "result %u: only integer, float, resource and buffer "
                       "view results (of an argument's type) are supported",
                       r);
  }
  const sr_rt_value_t* signal = sr_rt_arg(
      frame, instr, SR_STREAM_TEST_TIMELINE_AWARE_SIGNAL_FENCE_LIKE, 0);
  if (signal->kind == SR_RT_VALUE_TIMEPOINT && signal->timepoint &&
      sr_timepoint_query(signal->timepoint) == SR_TIMEPOINT_PENDING) {
    SR_RETURN_IF_ERROR(sr_rt_channel_error(
        module, instr, sr_timepoint_signal(signal->timepoint)));
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

static sr_status_t sr_rt_exec_collective(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_CHANNEL_CREATE:
    case SR_RT_OP_CHANNEL_SPLIT:
    case SR_RT_OP_CHANNEL_RANK:
    case SR_RT_OP_CHANNEL_COUNT:
      return sr_rt_exec_channel(module, instr, frame);
    case SR_RT_OP_ASYNC_COLLECTIVE:
      return sr_rt_exec_async_collective(module, instr, frame);
    case SR_RT_OP_CMD_COLLECTIVE:
      return sr_rt_exec_cmd_collective(module, instr, frame);
    case SR_RT_OP_TEST_TIMELINE_OP:
      return sr_rt_exec_timeline_op(module, instr, frame);
    case SR_RT_OP_TEST_TIMELINE_AWARE:
      return sr_rt_exec_timeline_aware(module, instr, frame);
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                         "not a channel, collective or test timeline op");
  }
}

static const sr_rt_op_def_t kCollectiveOps[] = {
    {SR_OPID_STREAM_CHANNEL_CREATE, SR_RT_OP_CHANNEL_CREATE, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_CHANNEL_SPLIT, SR_RT_OP_CHANNEL_SPLIT, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_CHANNEL_RANK, SR_RT_OP_CHANNEL_RANK, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_CHANNEL_COUNT, SR_RT_OP_CHANNEL_COUNT, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_ASYNC_COLLECTIVE, SR_RT_OP_ASYNC_COLLECTIVE, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_CMD_COLLECTIVE, SR_RT_OP_CMD_COLLECTIVE, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_TEST_TIMELINE_OP, SR_RT_OP_TEST_TIMELINE_OP, 0, 0,
     sr_rt_exec_collective},
    {SR_OPID_STREAM_TEST_TIMELINE_AWARE, SR_RT_OP_TEST_TIMELINE_AWARE, 0, 0,
     sr_rt_exec_collective},
};

sr_rt_op_defs_t sr_rt_collective_ops(void) {
  return SR_RT_OP_DEFS(kCollectiveOps);
}
