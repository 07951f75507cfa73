// Parameters in the runtime (see exec_params.h for where this plugs in).
//
// Every parameter op becomes a job: its entries are looked up and every
// range checked when the op runs on the host (errors return at once,
// located at the op); then, once its await timepoint is reached, the job's
// transfers start together: splats are filled, mapped or preloaded files
// are copied, and files opened in `file` mode are read or written by
// requests on the instance's libuv loop. The op's result timepoint is
// reached when the last transfer completes, or fails with the first
// failure, located at the op and naming the parameter, its file and the
// bytes (a short read, an I/O error, a cancelled request). Nothing is
// reported as done before every byte has landed.
//
// `constant` loads of a mapped or preloaded file whose bytes are 64-byte
// aligned are zero-copy: the result's storage is the mapping itself
// (read-only, holding the file open). Other loads allocate and copy.
//
// Thread contract: jobs start on the host thread, or on the loop thread
// when their await was still pending; completions run on the loop thread.
// A job holds its module, the index and its resources until it finishes.

#include "cpu_backend/exec_params.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/parse/parser.h"
#include "cpu_backend/decode.h"
#include "cpu_backend/exec_support.h"
#include "io/param_index.h"
#include "streamref/params.h"
#include "streamref/sched_loop.h"

//===----------------------------------------------------------------------===//
// #stream.parameter.named
//===----------------------------------------------------------------------===//

#define SR_RT_PARAM_ATTR_PREFIX "stream.parameter.named<"

bool sr_rt_param_attr_is_named(const sr_attr_t* attr) {
  return attr && attr->kind == SR_ATTR_DIALECT &&
         sr_string_view_starts_with(attr->text.text, SR_RT_PARAM_ATTR_PREFIX);
}

static int sr_rt_param_hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Decodes the MLIR string literal at *p (MLIR's escapes: \" \\ \n \t and
// two hex digits) into |out| (room for end - *p bytes).
static bool sr_rt_param_string(const char** p, const char* end, char* out,
                               size_t* out_length) {
  const char* s = *p;
  size_t n = 0;
  if (s >= end || *s != '"') return false;
  for (++s; s < end && *s != '"'; ++s) {
    if (*s != '\\') {
      out[n++] = *s;
      continue;
    }
    if (++s >= end) return false;
    switch (*s) {
      case '"':
      case '\\':
        out[n++] = *s;
        break;
      case 'n':
        out[n++] = '\n';
        break;
      case 't':
        out[n++] = '\t';
        break;
      default: {
        int hi = sr_rt_param_hex(s[0]);
        int lo = s + 1 < end ? sr_rt_param_hex(s[1]) : -1;
        if (hi < 0 || lo < 0) return false;
        out[n++] = (char)(hi * 16 + lo);
        ++s;
        break;
      }
    }
  }
  if (s >= end) return false;
  *p = s + 1;
  out[n] = 0;
  *out_length = n;
  return true;
}

static void sr_rt_param_skip_spaces(const char** p, const char* end) {
  while (*p < end && (**p == ' ' || **p == '\n' || **p == '\t')) ++*p;
}

// Reads `offset` / `length` from the config dictionary text `{...}`.
static sr_status_t sr_rt_param_config(sr_context_t* context, sr_arena_t* arena,
                                      const sr_op_t* op, const char* text,
                                      size_t length, sr_rt_param_ref_t* ref,
                                      bool* out_has_length) {
  char* copy = NULL;
  SR_RETURN_IF_ERROR(sr_arena_strndup(arena, text, length, &copy));
  const sr_attr_t* dict = NULL;
  sr_status_t status = sr_parse_attr_string(context, copy, &dict);
  if (status || !dict || dict->kind != SR_ATTR_DICTIONARY) {
    sr_status_ignore(status);
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "cannot parse the parameter config '%s'", copy);
  }
  const sr_attr_t* offset = sr_dict_get(dict, "offset");
  const sr_attr_t* size = sr_dict_get(dict, "length");
  if ((offset &&
       (offset->kind != SR_ATTR_INTEGER || sr_attr_int_value(offset) < 0)) ||
      (size &&
       (size->kind != SR_ATTR_INTEGER || sr_attr_int_value(size) < 0))) {
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "parameter config offset and length must be non-negative integers");
  }
  if (offset) ref->offset = (uint64_t)sr_attr_int_value(offset);
  if (size) ref->length = (uint64_t)sr_attr_int_value(size);
  *out_has_length = size != NULL;
  return sr_ok_status();
}

// The storage size of the attribute's type (IREE's
// NamedParameterAttr::getStorageSize without a `length`).
static sr_status_t sr_rt_param_type_size(sr_context_t* context,
                                         const sr_op_t* op,
                                         const sr_type_t* type,
                                         uint64_t* out_size) {
  if (type && sr_type_is_shaped(type)) {
    sr_rt_encoding_t encoding;
    SR_RETURN_IF_ERROR(sr_rt_encoding_decode(context, op, type, &encoding));
    if (encoding.dynamic_count ||
        !sr_rt_encoding_byte_size(&encoding, NULL, out_size)) {
      return sr_context_make_status_at(
          context, op->pos, SR_STATUS_INVALID_ARGUMENT,
          "a parameter of a dynamically shaped type needs a `length`");
    }
    return sr_ok_status();
  }
  uint32_t bits = type ? sr_type_bit_width(type) : 0;
  if (!bits) {
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_INVALID_ARGUMENT,
        "cannot size a parameter without a shaped type or a `length`");
  }
  // Bytes (IREE's helper answers in bits here; SEMANTICS.md §4.16).
  *out_size = (bits + 7) / 8;
  return sr_ok_status();
}

sr_status_t sr_rt_param_placeholder(sr_rt_program_t* program,
                                    sr_context_t* context, sr_arena_t* arena,
                                    const sr_op_t* op, const sr_attr_t* attr,
                                    uint8_t** out_data, size_t* out_length) {
  *out_data = NULL;
  *out_length = 0;
  sr_string_view_t text = attr->text.text;
  const char* p = text.data + strlen(SR_RT_PARAM_ATTR_PREFIX);
  const char* end = text.data + text.size;
  sr_rt_param_ref_t* ref = NULL;
  char* first = NULL;
  char* second = NULL;
  SR_RETURN_IF_ERROR(SR_ARENA_NEW(arena, sr_rt_param_ref_t, &ref));
  SR_RETURN_IF_ERROR(
      sr_arena_allocate(arena, text.size + 1, 1, (void**)&first));
  SR_RETURN_IF_ERROR(
      sr_arena_allocate(arena, text.size + 1, 1, (void**)&second));
  size_t first_length = 0, second_length = 0;
  bool ok = sr_rt_param_string(&p, end, first, &first_length);
  if (ok && end - p >= 2 && p[0] == ':' && p[1] == ':') {
    p += 2;
    ok = sr_rt_param_string(&p, end, second, &second_length);
    ref->scope = first;
    ref->scope_length = first_length;
    ref->key = second;
    ref->key_length = second_length;
  } else {
    ref->scope = "";
    ref->key = first;
    ref->key_length = first_length;
  }
  sr_rt_param_skip_spaces(&p, end);
  bool has_length = false;
  if (ok && p < end && *p == ',') {
    ++p;
    sr_rt_param_skip_spaces(&p, end);
    // The dictionary runs to the closing '>'.
    const char* close = end;
    while (close > p && close[-1] != '>') --close;
    SR_RETURN_IF_ERROR(sr_rt_param_config(
        context, arena, op, p, (size_t)(close - 1 - p), ref, &has_length));
  } else if (!ok || p >= end || *p != '>') {
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_INVALID_ARGUMENT, "cannot parse #%.*s",
        (int)text.size, text.data);
  }
  if (!has_length) {
    SR_RETURN_IF_ERROR(
        sr_rt_param_type_size(context, op, attr->type, &ref->length));
  }
  if (ref->length > SIZE_MAX / 2) {
    return sr_context_make_status_at(
        context, op->pos, SR_STATUS_RESOURCE_EXHAUSTED,
        "parameter of %" PRIu64 " bytes", ref->length);
  }
  SR_RETURN_IF_ERROR(sr_arena_allocate_zeroed(
      arena, ref->length ? (size_t)ref->length : 1, 64, (void**)&ref->data));
  ref->op = op;
  ref->next = program->parameter_refs;
  program->parameter_refs = ref;
  *out_data = ref->data;
  *out_length = (size_t)ref->length;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Instance
//===----------------------------------------------------------------------===//

void sr_instance_set_parameters(sr_instance_t* instance,
                                sr_parameter_index_t* index) {
  sr_parameter_index_retain(index);
  sr_parameter_index_release(instance->parameters);
  instance->parameters = index;
}

// "'op.name': message" at |op|, as sr_rt_error words it.
static sr_status_t sr_rt_param_error_at(const sr_module_t* module,
                                        const sr_op_t* op,
                                        sr_status_code_t code,
                                        const char* message) {
  return sr_context_make_status_at(module->program->context, op->pos, code,
                                   "'%.*s': %s", (int)op->name.size,
                                   op->name.data, message);
}

// Re-locates |status| (consumed) at |op|, keeping its code and message.
static sr_status_t sr_rt_param_locate(const sr_module_t* module,
                                      const sr_op_t* op, sr_status_t status) {
  sr_status_t located = sr_rt_param_error_at(module, op, sr_status_code(status),
                                             sr_status_message(status));
  sr_status_ignore(status);
  return located;
}

static sr_status_t sr_rt_param_no_index(const sr_module_t* module,
                                        const sr_op_t* op, const char* scope,
                                        size_t scope_length, const char* key,
                                        size_t key_length) {
  char name[256], message[512];
  sr__param_format_name(scope, scope_length, key, key_length, name,
                        sizeof(name));
  snprintf(message, sizeof(message),
           "parameter %s: no parameters were provided (pass "
           "--parameters=[scope=]FILE, or sr_instance_set_parameters)",
           name);
  return sr_rt_param_error_at(module, op, SR_STATUS_NOT_FOUND, message);
}

//===----------------------------------------------------------------------===//
// Binding placeholders at load
//===----------------------------------------------------------------------===//

typedef struct sr_rt_param_bind_t {
  const sr_rt_param_ref_t* ref;
  const sr_param_entry_t* entry;
  sr_timepoint_t* request;  // a file-mode read, or NULL
} sr_rt_param_bind_t;

// Fills |b|'s placeholder, or starts its read.
static sr_status_t sr_rt_param_bind_one(sr_module_t* module,
                                        sr_parameter_index_t* index,
                                        sr_rt_param_bind_t* b) {
  const sr_rt_param_ref_t* ref = b->ref;
  if (!index) {
    return sr_rt_param_no_index(module, ref->op, ref->scope, ref->scope_length,
                                ref->key, ref->key_length);
  }
  sr_status_t status =
      sr__param_index_find(index, ref->scope, ref->scope_length, ref->key,
                           ref->key_length, &b->entry);
  if (!status) {
    status =
        sr__param_entry_check_range(b->entry, ref->offset, ref->length, "read");
  }
  if (status) return sr_rt_param_locate(module, ref->op, status);
  const sr_param_entry_t* e = b->entry;
  const uint8_t* host = sr__param_entry_host_data(e);
  if (e->info.storage == SR_PARAMETER_STORAGE_SPLAT) {
    sr__param_splat_fill(e, ref->offset, ref->length, ref->data);
  } else if (host) {
    memcpy(ref->data, host + ref->offset, (size_t)ref->length);
  } else if (ref->length) {
    SR_RETURN_IF_ERROR(
        sr_timepoint_create(module->instance->allocator, &b->request));
    status = sr_loop_fd_read(module->instance->loop, e->file->fd,
                             e->info.offset + ref->offset, ref->data,
                             (size_t)ref->length, b->request);
    if (status) return sr_rt_param_locate(module, ref->op, status);
  }
  return sr_ok_status();
}

// Waits for |b|'s read; a failure is located at its op.
static sr_status_t sr_rt_param_bind_wait(sr_module_t* module,
                                         sr_rt_param_bind_t* b) {
  if (!b->request) return sr_ok_status();
  sr_status_t status = sr_timepoint_wait(b->request, SR_TIMEOUT_INFINITE);
  sr_timepoint_release(b->request);
  b->request = NULL;
  if (!status) return sr_ok_status();
  char name[256], message[768];
  const sr_rt_param_ref_t* ref = b->ref;
  sr__param_format_name(ref->scope, ref->scope_length, ref->key,
                        ref->key_length, name, sizeof(name));
  snprintf(message, sizeof(message), "reading parameter %s from '%s': %s", name,
           b->entry->info.path, sr_status_message(status));
  sr_status_t located =
      sr_rt_param_error_at(module, ref->op, sr_status_code(status), message);
  sr_status_ignore(status);
  return located;
}

sr_status_t sr_rt_params_bind(sr_module_t* module) {
  size_t count = 0;
  for (const sr_rt_param_ref_t* r = module->program->parameter_refs; r;
       r = r->next) {
    ++count;
  }
  if (!count) return sr_ok_status();
  sr_allocator_t allocator = module->instance->allocator;
  sr_rt_param_bind_t* binds = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, count * sizeof(*binds), (void**)&binds));
  // The list is in reverse text order; bind in text order so that the
  // first error reported is the first in the file.
  size_t i = count;
  for (const sr_rt_param_ref_t* r = module->program->parameter_refs; r;
       r = r->next) {
    binds[--i].ref = r;
  }
  sr_parameter_index_t* index = module->parameters;
  sr_status_t status = sr_ok_status();
  for (i = 0; i < count && !status; ++i) {
    status = sr_rt_param_bind_one(module, index, &binds[i]);
  }
  // Every started read must finish before the placeholders can go.
  for (i = 0; i < count; ++i) {
    sr_status_t wait = sr_rt_param_bind_wait(module, &binds[i]);
    if (!status) {
      status = wait;
    } else {
      sr_status_ignore(wait);
    }
  }
  sr_allocator_free(allocator, binds);
  return status;
}

//===----------------------------------------------------------------------===//
// Op layouts
//===----------------------------------------------------------------------===//

enum sr_rt_param_flag_bits_e {
  SR_RT_PARAM_LOAD = 1u << 0,   // results are new resources
  SR_RT_PARAM_WRITE = 1u << 1,  // resource -> parameter
  SR_RT_PARAM_SYNC = 1u << 2,   // tensor ops: done when the op returns
  SR_RT_PARAM_TIED = 1u << 3,   // result 0 is the resource operand
};

// Segment indices of each operand group (-1: the op has none).
typedef struct sr_rt_param_layout_t {
  int8_t await, scope, keys, offsets;
  int8_t resource, resource_size, resource_offsets, resource_ends;
  int8_t resource_lengths, result_sizes;
  uint8_t flags;
} sr_rt_param_layout_t;

static const sr_rt_param_layout_t kParamLayouts[SR_RT_PARAM_OP_COUNT] = {
    [SR_RT_PARAM_TENSOR_LOAD] = {-1, 0, 1, 2, -1, -1, -1, -1, -1, 4,
                                 SR_RT_PARAM_LOAD | SR_RT_PARAM_SYNC},
    [SR_RT_PARAM_TENSOR_WRITE] = {-1, 3, 4, 5, 0, 2, -1, -1, -1, -1,
                                  SR_RT_PARAM_WRITE | SR_RT_PARAM_SYNC |
                                      SR_RT_PARAM_TIED},
    [SR_RT_PARAM_ASYNC_LOAD] = {0, 1, 2, 3, -1, -1, -1, -1, -1, 4,
                                SR_RT_PARAM_LOAD},
    [SR_RT_PARAM_ASYNC_READ] = {8, 5, 6, 7, 0, 1, 2, 3, 4, -1,
                                SR_RT_PARAM_TIED},
    [SR_RT_PARAM_ASYNC_WRITE] = {8, 5, 6, 7, 0, 1, 2, 3, 4, -1,
                                 SR_RT_PARAM_WRITE | SR_RT_PARAM_TIED},
    [SR_RT_PARAM_ASYNC_GATHER] = {8, 0, 1, 2, 3, 4, 5, 6, 7, -1,
                                  SR_RT_PARAM_TIED},
    [SR_RT_PARAM_ASYNC_SCATTER] = {8, 5, 6, 7, 0, 1, 2, 3, 4, -1,
                                   SR_RT_PARAM_WRITE | SR_RT_PARAM_TIED},
    [SR_RT_PARAM_CMD_LOAD] = {4, 0, 1, 2, -1, -1, -1, -1, -1, 3,
                              SR_RT_PARAM_LOAD},
    [SR_RT_PARAM_CMD_READ] = {7, 0, 1, 2, 3, 4, 5, -1, 6, -1, 0},
    [SR_RT_PARAM_CMD_WRITE] = {7, 4, 5, 6, 0, 1, 2, -1, 3, -1,
                               SR_RT_PARAM_WRITE},
    [SR_RT_PARAM_CMD_GATHER] = {7, 0, 1, 2, 3, 4, 5, -1, 6, -1, 0},
    [SR_RT_PARAM_CMD_SCATTER] = {7, 4, 5, 6, 0, 1, 2, -1, 3, -1,
                                 SR_RT_PARAM_WRITE},
};

int32_t sr_rt_param_tied_target(const sr_rt_instr_t* instr) {
  if (instr->sub_kind != SR_RT_PARAM_ASYNC_READ &&
      instr->sub_kind != SR_RT_PARAM_ASYNC_GATHER) {
    return -1;
  }
  const sr_rt_param_layout_t* l = &kParamLayouts[instr->sub_kind];
  return (int32_t)instr->segment_start[l->resource];
}

//===----------------------------------------------------------------------===//
// Jobs
//===----------------------------------------------------------------------===//

typedef struct sr_rt_param_job_t sr_rt_param_job_t;

// One entry of an op: bytes [param_offset, +length) of |entry| to or from
// bytes [resource_offset, +length) of resources[resource_index].
typedef struct sr_rt_param_xfer_t {
  sr_rt_param_job_t* job;
  const sr_param_entry_t* entry;
  uint64_t param_offset;
  uint64_t length;
  uint32_t resource_index;
  uint64_t resource_offset;
  uint8_t* ptr;    // resolved host pointer on the resource side
  bool zero_copy;  // a load served by a view of the mapping
  sr_timepoint_t* request;
} sr_rt_param_xfer_t;

struct sr_rt_param_job_t {
  sr_module_t* module;          // retained
  sr_parameter_index_t* index;  // retained: entries live in it
  const sr_rt_instr_t* instr;
  const sr_rt_param_layout_t* layout;
  sr_timepoint_t* signal;  // retained
  // 1 for the starter while it issues, + 1 per request in flight.
  _Atomic int32_t pending;
  _Atomic(sr_status_t) failure;  // the first failure
  uint64_t resource_size;        // declared size of resources[0] (non-loads)
  uint32_t resource_count;
  sr_rt_value_t* resources;  // retained views
  // The PARAMETER event from the start to the signal, when observed.
  bool event_begun;
  sr_rt_event_t event;
  char event_detail[160];
  uint32_t count;
  sr_rt_param_xfer_t xfers[];
};

static void sr_rt_param_job_fail(sr_rt_param_job_t* job, sr_status_t status) {
  sr_status_t expected = NULL;
  if (!atomic_compare_exchange_strong(&job->failure, &expected, status)) {
    sr_status_ignore(status);  // the first failure wins
  }
}

static void sr_rt_param_job_destroy(sr_rt_param_job_t* job) {
  sr_allocator_t allocator = job->module->instance->allocator;
  for (uint32_t i = 0; i < job->resource_count; ++i) {
    sr_rt_value_release(&job->resources[i]);
  }
  sr_status_ignore(atomic_load(&job->failure));
  sr_timepoint_release(job->signal);
  sr_parameter_index_release(job->index);
  sr_module_release(job->module);
  sr_allocator_free(allocator, job);
}

// Drops one hold; the last completes the signal and frees the job.
static void sr_rt_param_job_release(sr_rt_param_job_t* job) {
  // acq_rel: the finisher sees every transfer's bytes and failure.
  if (atomic_fetch_sub_explicit(&job->pending, 1, memory_order_acq_rel) != 1) {
    return;
  }
  sr_status_t failure = atomic_exchange(&job->failure, NULL);
  sr_rt_events_t* events = job->module->instance->events;
  if (events && job->event_begun) {
    sr_rt_events_end(events, &job->event, failure);
  }
  if (failure) {
    sr_status_ignore(sr_timepoint_fail(job->signal, failure));
  } else {
    sr_status_ignore(sr_timepoint_signal(job->signal));
  }
  sr_rt_param_job_destroy(job);
}

// "reading parameter "s"::"k" (bytes [a, b) of 'f.irpa' at 448)".
static void sr_rt_param_describe(const sr_rt_param_xfer_t* x, char* buffer,
                                 size_t capacity) {
  const sr_parameter_entry_info_t* info = &x->entry->info;
  char name[256];
  sr__param_format_name(info->scope, info->scope_length, info->key,
                        info->key_length, name, sizeof(name));
  bool write = (x->job->layout->flags & SR_RT_PARAM_WRITE) != 0;
  snprintf(buffer, capacity,
           "%s parameter %s (bytes [%" PRIu64 ", %" PRIu64
           ") at offset %" PRIu64 " of '%s')",
           write ? "writing" : "reading", name, x->param_offset,
           x->param_offset + x->length, info->offset + x->param_offset,
           info->path);
}

static void sr_rt_param_xfer_done(void* user_data, sr_timepoint_t* timepoint,
                                  sr_status_t status) {
  (void)timepoint;
  sr_rt_param_xfer_t* x = (sr_rt_param_xfer_t*)user_data;
  sr_rt_param_job_t* job = x->job;
  if (status) {
    char what[1024], message[1536];
    sr_rt_param_describe(x, what, sizeof(what));
    snprintf(message, sizeof(message), "%s: %s", what,
             sr_status_message(status));
    sr_rt_param_job_fail(job,
                         sr_rt_param_error_at(job->module, job->instr->op,
                                              sr_status_code(status), message));
  }
  sr_timepoint_release(x->request);
  x->request = NULL;
  sr_rt_param_job_release(job);
}

// Resolves the host pointers of every transfer (after the await).
static sr_status_t sr_rt_param_job_resolve(sr_rt_param_job_t* job) {
  bool write = (job->layout->flags & SR_RT_PARAM_WRITE) != 0;
  bool load = (job->layout->flags & SR_RT_PARAM_LOAD) != 0;
  for (uint32_t i = 0; i < job->count; ++i) {
    sr_rt_param_xfer_t* x = &job->xfers[i];
    if (x->zero_copy) continue;
    const sr_rt_value_t* r = &job->resources[x->resource_index];
    if (load) {
      x->ptr = sr_rt_storage_data(r->view.storage) + r->view.offset;
      continue;
    }
    // Loads write their own fresh results; reads write the target (never
    // constant storage), writes only read the source.
    SR_RETURN_IF_ERROR(sr_rt_resolve(
        job->module, job->instr, r, job->resource_size, x->resource_offset,
        x->length, !write, write ? "the source" : "the target", &x->ptr));
  }
  return sr_ok_status();
}

// Starts one transfer: done inline, or a request on the loop.
static void sr_rt_param_xfer_start(sr_rt_param_xfer_t* x) {
  sr_rt_param_job_t* job = x->job;
  const sr_param_entry_t* e = x->entry;
  bool write = (job->layout->flags & SR_RT_PARAM_WRITE) != 0;
  if (x->zero_copy || !x->length) return;
  if (e->info.storage == SR_PARAMETER_STORAGE_SPLAT) {
    sr__param_splat_fill(e, x->param_offset, x->length, x->ptr);  // reads only
    return;
  }
  uint64_t file_offset = e->info.offset + x->param_offset;
  if (!write && e->file->data) {
    memcpy(x->ptr, e->file->data + file_offset, (size_t)x->length);
    return;
  }
  if (write && e->file->mode == SR_PARAMETER_MODE_PRELOAD) {
    // Preloaded files take writes in memory only, as IREE's preload does.
    memcpy(e->file->data + file_offset, x->ptr, (size_t)x->length);
    return;
  }
  sr_instance_t* instance = job->module->instance;
  sr_status_t status = sr_timepoint_create(instance->allocator, &x->request);
  if (!status) {
    status = write ? sr_loop_fd_write(instance->loop, e->file->fd, file_offset,
                                      x->ptr, (size_t)x->length, x->request)
                   : sr_loop_fd_read(instance->loop, e->file->fd, file_offset,
                                     x->ptr, (size_t)x->length, x->request);
  }
  if (!status) {
    atomic_fetch_add_explicit(&job->pending, 1, memory_order_relaxed);
    status = sr_timepoint_on_complete(x->request, instance->loop,
                                      sr_rt_param_xfer_done, x);
    if (!status) return;
    // The loop is shutting down: the request still completes (CANCELLED
    // or done) and may touch our buffer until then, so wait for it unless
    // this is the loop thread, which would never get to run it.
    atomic_fetch_sub_explicit(&job->pending, 1, memory_order_relaxed);
    if (!sr_loop_is_current(instance->loop)) {
      sr_status_ignore(sr_timepoint_wait(x->request, SR_TIMEOUT_INFINITE));
    }
  }
  char what[1024];
  sr_rt_param_describe(x, what, sizeof(what));
  char message[1536];
  snprintf(message, sizeof(message), "%s: %s", what, sr_status_message(status));
  sr_rt_param_job_fail(job,
                       sr_rt_param_error_at(job->module, job->instr->op,
                                            sr_status_code(status), message));
  sr_status_ignore(status);
  sr_timepoint_release(x->request);
  x->request = NULL;
}

static void sr_rt_param_job_start(sr_rt_param_job_t* job) {
  sr_rt_events_t* events = job->module->instance->events;
  if (events) {
    sr_rt_event_init(&job->event, SR_EVENT_PARAMETER, job->module, job->instr);
    bool write = (job->layout->flags & SR_RT_PARAM_WRITE) != 0;
    for (uint32_t i = 0; i < job->count; ++i) {
      if (write) {
        job->event.e.bytes_read += job->xfers[i].length;
      } else {
        job->event.e.bytes_written += job->xfers[i].length;
      }
    }
    if (job->count) {
      const sr_parameter_entry_info_t* info = &job->xfers[0].entry->info;
      sr__param_format_name(info->scope, info->scope_length, info->key,
                            info->key_length, job->event_detail,
                            sizeof(job->event_detail));
      job->event.e.detail = job->event_detail;
    }
    job->event.e.id = sr_rt_events_observe(events, job->signal);
    job->event_begun = true;
    sr_rt_events_begin(events, &job->event);
  }
  for (uint32_t i = 0; i < job->count; ++i) {
    sr_rt_param_xfer_start(&job->xfers[i]);
  }
  sr_rt_param_job_release(job);  // the starter's hold
}

// Loop thread: the await timepoint completed.
static void sr_rt_param_job_on_await(void* user_data, sr_timepoint_t* timepoint,
                                     sr_status_t status) {
  (void)timepoint;
  sr_rt_param_job_t* job = (sr_rt_param_job_t*)user_data;
  if (status) {
    sr_status_t failure = sr_status_clone(status);
    if (!sr_status_ir_loc(failure).line) {
      char message[1024];
      snprintf(message, sizeof(message), "awaited timepoint failed: %s",
               sr_status_message(status));
      sr_status_ignore(failure);
      failure = sr_rt_param_error_at(job->module, job->instr->op,
                                     sr_status_code(status), message);
    }
    sr_rt_param_job_fail(job, failure);
    sr_rt_param_job_release(job);
    return;
  }
  sr_status_t resolved = sr_rt_param_job_resolve(job);
  if (resolved) {
    sr_rt_param_job_fail(job, resolved);
    sr_rt_param_job_release(job);
    return;
  }
  sr_rt_param_job_start(job);
}

//===----------------------------------------------------------------------===//
// Decoding an op into a job
//===----------------------------------------------------------------------===//

static uint64_t sr_rt_param_u64(const sr_rt_value_t* frame,
                                const sr_rt_instr_t* instr, int8_t segment,
                                uint32_t i) {
  return (uint64_t)frame[sr_rt_operand(instr, (uint32_t)segment, i)].i;
}

// The bytes of a !util.buffer operand (scope or key).
static sr_status_t sr_rt_param_bytes(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     const sr_rt_value_t* value,
                                     const char* what, const char** out_data,
                                     size_t* out_length) {
  uint8_t* data = NULL;
  uint64_t length = value->kind == SR_RT_VALUE_VIEW ? value->view.length : 0;
  SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, value, length, 0, length,
                                   false, what, &data));
  *out_data = (const char*)data;
  *out_length = (size_t)length;
  return sr_ok_status();
}

// Looks up entry |i| of the op and checks its byte ranges.
static sr_status_t sr_rt_param_decode_xfer(
    sr_module_t* module, const sr_rt_instr_t* instr, sr_rt_value_t* frame,
    sr_parameter_index_t* index, const char* scope, size_t scope_length,
    uint32_t i, sr_rt_param_xfer_t* x) {
  const sr_rt_param_layout_t* l = &kParamLayouts[instr->sub_kind];
  const char* key = NULL;
  size_t key_length = 0;
  SR_RETURN_IF_ERROR(sr_rt_param_bytes(
      module, instr, sr_rt_arg(frame, instr, (uint32_t)l->keys, i),
      "the parameter key", &key, &key_length));
  if (!index) {
    return sr_rt_param_no_index(module, instr->op, scope, scope_length, key,
                                key_length);
  }
  sr_status_t status = sr__param_index_find(index, scope, scope_length, key,
                                            key_length, &x->entry);
  if (status) return sr_rt_param_locate(module, instr->op, status);
  int64_t offset = frame[sr_rt_operand(instr, (uint32_t)l->offsets, i)].i;
  if (offset < 0) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "parameter offset %" PRId64 " is negative", offset);
  }
  x->param_offset = (uint64_t)offset;
  if (l->flags & SR_RT_PARAM_LOAD) {
    x->length = sr_rt_param_u64(frame, instr, l->result_sizes, i);
    x->resource_index = i;
  } else if (l->resource_lengths < 0) {  // tensor.parameter.write
    x->length = sr_rt_param_u64(frame, instr, l->resource_size, 0);
  } else {
    x->length = sr_rt_param_u64(frame, instr, l->resource_lengths, i);
    x->resource_offset = sr_rt_param_u64(frame, instr, l->resource_offsets, i);
    if (l->resource_ends >= 0 &&
        sr_rt_param_u64(frame, instr, l->resource_ends, i) !=
            x->resource_offset + x->length) {
      return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                         "range %u: offset %" PRIu64 " + length %" PRIu64
                         " is not its end %" PRIu64,
                         i, x->resource_offset, x->length,
                         sr_rt_param_u64(frame, instr, l->resource_ends, i));
    }
  }
  bool write = (l->flags & SR_RT_PARAM_WRITE) != 0;
  status = sr__param_entry_check_range(x->entry, x->param_offset, x->length,
                                       write ? "write" : "read");
  if (status) return sr_rt_param_locate(module, instr->op, status);
  const sr_param_entry_t* e = x->entry;
  if (write &&
      (e->info.storage == SR_PARAMETER_STORAGE_SPLAT ||
       (e->file->mode != SR_PARAMETER_MODE_PRELOAD && !e->file->writable))) {
    char name[256];
    sr__param_format_name(e->info.scope, e->info.scope_length, e->info.key,
                          e->info.key_length, name, sizeof(name));
    return sr_rt_error(module, instr, SR_STATUS_PERMISSION_DENIED,
                       "parameter %s cannot be written: %s", name,
                       e->info.storage == SR_PARAMETER_STORAGE_SPLAT
                           ? "it is a splat (no storage)"
                           : "its file was opened read-only");
  }
  return sr_ok_status();
}

static int sr_rt_param_compare_ranges(const void* a, const void* b) {
  const sr_rt_param_xfer_t* x = *(const sr_rt_param_xfer_t* const*)a;
  const sr_rt_param_xfer_t* y = *(const sr_rt_param_xfer_t* const*)b;
  if (x->resource_offset != y->resource_offset) {
    return x->resource_offset < y->resource_offset ? -1 : 1;
  }
  return 0;
}

// Gathers must not write overlapping target bytes; scatters must not write
// overlapping bytes of one parameter (their order would be undefined).
static sr_status_t sr_rt_param_check_overlaps(sr_module_t* module,
                                              sr_rt_param_job_t* job) {
  uint8_t flags = job->layout->flags;
  if (job->count < 2 || (flags & SR_RT_PARAM_LOAD)) return sr_ok_status();
  if (flags & SR_RT_PARAM_WRITE) {
    for (uint32_t i = 0; i < job->count; ++i) {
      for (uint32_t k = i + 1; k < job->count; ++k) {
        const sr_rt_param_xfer_t* a = &job->xfers[i];
        const sr_rt_param_xfer_t* b = &job->xfers[k];
        if (a->entry == b->entry && a->length && b->length &&
            a->param_offset < b->param_offset + b->length &&
            b->param_offset < a->param_offset + a->length) {
          return sr_rt_error(module, job->instr, SR_STATUS_INVALID_ARGUMENT,
                             "scatter entries %u and %u write overlapping "
                             "bytes of one parameter",
                             i, k);
        }
      }
    }
    return sr_ok_status();
  }
  sr_allocator_t allocator = module->instance->allocator;
  sr_rt_param_xfer_t** sorted = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      allocator, job->count * sizeof(*sorted), (void**)&sorted));
  for (uint32_t i = 0; i < job->count; ++i) sorted[i] = &job->xfers[i];
  qsort(sorted, job->count, sizeof(*sorted), sr_rt_param_compare_ranges);
  sr_status_t status = sr_ok_status();
  for (uint32_t i = 1; i < job->count && !status; ++i) {
    if (sorted[i - 1]->length && sorted[i]->length &&
        sorted[i - 1]->resource_offset + sorted[i - 1]->length >
            sorted[i]->resource_offset) {
      status =
          sr_rt_error(module, job->instr, SR_STATUS_INVALID_ARGUMENT,
                      "gather target ranges [%" PRIu64 ", %" PRIu64
                      ") and [%" PRIu64 ", %" PRIu64 ") overlap",
                      sorted[i - 1]->resource_offset,
                      sorted[i - 1]->resource_offset + sorted[i - 1]->length,
                      sorted[i]->resource_offset,
                      sorted[i]->resource_offset + sorted[i]->length);
    }
  }
  sr_allocator_free(allocator, sorted);
  return status;
}

static void sr_rt_param_release_file(void* user_data, void* data) {
  (void)data;
  sr_param_file_release((sr_param_file_t*)user_data);
}

// Makes the result resource of load transfer |x|: a view of the mapping
// when it can be, else fresh memory the transfer fills.
static sr_status_t sr_rt_param_load_result(sr_module_t* module,
                                           const sr_rt_instr_t* instr,
                                           sr_rt_param_xfer_t* x,
                                           sr_rt_value_t* out) {
  sr_rt_lifetime_t lifetime =
      sr_rt_lifetime_of(instr->op->results[x->resource_index].type);
  const uint8_t* host = sr__param_entry_host_data(x->entry);
  if (host && lifetime == SR_RT_LIFETIME_CONSTANT &&
      ((uintptr_t)(host + x->param_offset) % SR_RT_STORAGE_ALIGNMENT) == 0) {
    sr_param_file_t* file = x->entry->file;
    sr_param_file_retain(file);
    sr_rt_storage_t* storage = NULL;
    sr_status_t status = sr_rt_storage_wrap(
        module->instance->allocator, (void*)(host + x->param_offset),
        (size_t)x->length, sr_rt_param_release_file, file, &storage);
    if (status) {
      sr_param_file_release(file);
      return status;
    }
    storage->flags |= SR_RT_STORAGE_READ_ONLY;
    sr_rt_value_set_view(out, storage, 0, x->length);
    x->zero_copy = true;
    return sr_ok_status();
  }
  // Fresh memory the transfer fills entirely before the op's timepoint is
  // reached (and never shown if it fails), so it skips the zero fill.
  sr_rt_storage_t* storage = NULL;
  sr_status_t status = sr_rt_storage_allocate_for_overwrite(
      module->instance->allocator, &module->instance->stats, (size_t)x->length,
      &storage);
  if (status) {
    sr_status_ignore(status);
    return sr_rt_error(module, instr, SR_STATUS_RESOURCE_EXHAUSTED,
                       "cannot allocate %llu bytes",
                       (unsigned long long)x->length);
  }
  sr_rt_value_set_view(out, storage, 0, x->length);
  if (lifetime == SR_RT_LIFETIME_CONSTANT) {
    out->view.storage->flags |= SR_RT_STORAGE_READ_ONLY;
  }
  return sr_ok_status();
}

// Builds the job of |instr|: entries found, ranges checked, resources
// made or taken.
static sr_status_t sr_rt_param_job_create(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          sr_rt_value_t* frame,
                                          sr_rt_param_job_t** out_job) {
  const sr_rt_param_layout_t* l = &kParamLayouts[instr->sub_kind];
  uint32_t count = instr->segment_size[l->keys];
  bool load = (l->flags & SR_RT_PARAM_LOAD) != 0;
  uint32_t resource_count = load ? count : 1;
  sr_allocator_t allocator = module->instance->allocator;
  sr_rt_param_job_t* job = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator,
                          sizeof(*job) + count * sizeof(sr_rt_param_xfer_t) +
                              resource_count * sizeof(sr_rt_value_t),
                          (void**)&job));
  sr_module_retain(module);
  job->module = module;
  job->index = module->parameters;
  sr_parameter_index_retain(job->index);
  job->instr = instr;
  job->layout = l;
  job->count = count;
  job->resource_count = resource_count;
  job->resources = (sr_rt_value_t*)&job->xfers[count];
  atomic_init(&job->pending, 1);
  atomic_init(&job->failure, NULL);
  const char* scope = "";
  size_t scope_length = 0;
  sr_status_t status = sr_ok_status();
  if (instr->segment_size[l->scope]) {
    status = sr_rt_param_bytes(module, instr,
                               sr_rt_arg(frame, instr, (uint32_t)l->scope, 0),
                               "the parameter scope", &scope, &scope_length);
  }
  for (uint32_t i = 0; i < count && !status; ++i) {
    job->xfers[i].job = job;
    status = sr_rt_param_decode_xfer(module, instr, frame, job->index, scope,
                                     scope_length, i, &job->xfers[i]);
  }
  if (!status) status = sr_rt_param_check_overlaps(module, job);
  for (uint32_t i = 0; load && i < count && !status; ++i) {
    status = sr_rt_param_load_result(module, instr, &job->xfers[i],
                                     &job->resources[i]);
  }
  if (!status && !load) {
    job->resource_size = sr_rt_param_u64(frame, instr, l->resource_size, 0);
    sr_rt_value_assign(&job->resources[0],
                       sr_rt_arg(frame, instr, (uint32_t)l->resource, 0));
    if ((instr->flags & SR_RT_INSTR_COPY_ON_WRITE) &&
        !(l->flags & SR_RT_PARAM_WRITE)) {
      status = sr_rt_clone_value(module, instr, &job->resources[0],
                                 job->resource_size);
    }
  }
  if (!status) status = sr_timepoint_create(allocator, &job->signal);
  if (status) {
    sr_rt_param_job_destroy(job);
    return status;
  }
  *out_job = job;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Entry
//===----------------------------------------------------------------------===//

// Binds the op's results: resources, then the timepoint.
static void sr_rt_param_set_results(const sr_rt_param_job_t* job,
                                    sr_rt_value_t* frame) {
  const sr_rt_instr_t* instr = job->instr;
  uint8_t flags = job->layout->flags;
  uint32_t next = 0;
  if (flags & SR_RT_PARAM_LOAD) {
    for (; next < job->count; ++next) {
      sr_rt_value_assign(&frame[instr->results[next]], &job->resources[next]);
    }
  } else if (flags & SR_RT_PARAM_TIED) {
    sr_rt_value_assign(&frame[instr->results[next++]], &job->resources[0]);
  }
  if (!(flags & SR_RT_PARAM_SYNC) && next < instr->result_count) {
    sr_timepoint_retain(job->signal);
    sr_rt_value_set_timepoint(&frame[instr->results[next]], job->signal);
  }
}

static sr_status_t sr_rt_exec_params(sr_module_t* module,
                                     const sr_rt_instr_t* instr,
                                     sr_rt_value_t* frame) {
  if (instr->sub_kind >= SR_RT_PARAM_OP_COUNT) {
    return sr_rt_error(module, instr, SR_STATUS_INTERNAL,
                       "unknown parameter op");
  }
  const sr_rt_param_layout_t* l = &kParamLayouts[instr->sub_kind];
  sr_timepoint_t* await = NULL;
  if (l->await >= 0 && instr->segment_size[l->await]) {
    const sr_rt_value_t* v = sr_rt_arg(frame, instr, (uint32_t)l->await, 0);
    if (v->kind == SR_RT_VALUE_TIMEPOINT) await = v->timepoint;
  }
  sr_rt_param_job_t* job = NULL;
  SR_RETURN_IF_ERROR(sr_rt_param_job_create(module, instr, frame, &job));
  // The job may finish (and be freed) as soon as it starts: keep the
  // signal, and bind the results first.
  sr_timepoint_t* signal = job->signal;
  sr_timepoint_retain(signal);
  sr_status_t status = sr_ok_status();
  if (await && sr_timepoint_query(await) == SR_TIMEPOINT_PENDING) {
    sr_rt_param_set_results(job, frame);
    status = sr_timepoint_on_complete(await, module->instance->loop,
                                      sr_rt_param_job_on_await, job);
    if (status) {
      sr_rt_param_job_fail(job, sr_rt_param_locate(module, instr->op, status));
      status = sr_ok_status();
      sr_rt_param_job_release(job);
    }
  } else {
    if (await)
      status = sr_timepoint_failure(await)
                   ? sr_status_clone(sr_timepoint_failure(await))
                   : sr_ok_status();
    if (status && !sr_status_ir_loc(status).line) {
      status = sr_rt_param_locate(module, instr->op, status);
    }
    if (!status) status = sr_rt_param_job_resolve(job);
    if (status) {
      sr_rt_param_job_destroy(job);
    } else {
      sr_rt_param_set_results(job, frame);
      sr_rt_param_job_start(job);
    }
  }
  if (!status && (l->flags & SR_RT_PARAM_SYNC)) {
    status = sr_timepoint_wait(signal, SR_TIMEOUT_INFINITE);
  }
  sr_timepoint_release(signal);
  return status;
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kParamOps[] = {
    {SR_OPID_STREAM_TENSOR_PARAMETER_LOAD, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_TENSOR_LOAD, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_TENSOR_PARAMETER_WRITE, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_TENSOR_WRITE, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_ASYNC_PARAMETER_LOAD, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_ASYNC_LOAD, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_ASYNC_PARAMETER_READ, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_ASYNC_READ, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_ASYNC_PARAMETER_WRITE, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_ASYNC_WRITE, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_ASYNC_PARAMETER_GATHER, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_ASYNC_GATHER, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_ASYNC_PARAMETER_SCATTER, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_ASYNC_SCATTER, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_CMD_PARAMETER_LOAD, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_CMD_LOAD, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_CMD_PARAMETER_READ, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_CMD_READ, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_CMD_PARAMETER_WRITE, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_CMD_WRITE, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_CMD_PARAMETER_GATHER, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_CMD_GATHER, 0, sr_rt_exec_params},
    {SR_OPID_STREAM_CMD_PARAMETER_SCATTER, SR_RT_OP_PARAMETER,
     SR_RT_PARAM_CMD_SCATTER, 0, sr_rt_exec_params},
};

sr_rt_op_defs_t sr_rt_param_ops(void) { return SR_RT_OP_DEFS(kParamOps); }
