// stream.file.constant, stream.file.read and stream.file.write.
//
// A `!stream.file` is a view of host memory (stream.file.constant over a
// !util.buffer; nothing in the runtime backs one with a descriptor), so a
// transfer is a copy. file.read and file.write are jobs, as parameter ops
// are (exec_params.c): the op checks both ranges (errors return at once,
// located at the op) and returns a pending timepoint; the copy runs on the
// instance's loop thread once the await timepoint is reached (IREE's
// queue_read / queue_write of a memory file); the result timepoint is
// reached after the last byte landed, or fails located at the op: a failed
// await (unless its failure already names the op that failed), storage that
// never came to be (a promise whose region failed). The job holds the
// module, the file and the resource until it finishes, so the host may drop
// them (return, or a coarse-fences function ending) while it is queued.
//
// Checked invocations run the job on the host instead, after waiting for
// its await, as they run regions (check/README.md): its accesses are
// reported on the job's strand and nothing depends on timing.
//
// Thread contract: jobs are made on the host thread; the transfer and the
// completion run on the loop thread (the host thread when checked).

#include "cpu_backend/exec_file.h"

#include <string.h>

#include "cpu_backend/check/check.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/value.h"

// file.read and file.write: the await and the result timepoint are the
// same groups.
_Static_assert((int)SR_STREAM_FILE_WRITE_AWAIT_TIMEPOINT ==
                       (int)SR_STREAM_FILE_READ_AWAIT_TIMEPOINT &&
                   (int)SR_STREAM_FILE_WRITE_LENGTH ==
                       (int)SR_STREAM_FILE_READ_LENGTH &&
                   (int)SR_STREAM_FILE_WRITE_RESULT_TIMEPOINT ==
                       (int)SR_STREAM_FILE_READ_RESULT_TIMEPOINT,
               "file.write's await, length and result are file.read's");

static sr_timepoint_t* sr_rt_file_await(const sr_rt_value_t* frame,
                                        const sr_rt_instr_t* instr) {
  return sr_rt_optional_timepoint(frame, instr,
                                  SR_STREAM_FILE_READ_AWAIT_TIMEPOINT);
}

typedef struct sr_rt_file_job_t {
  sr_module_t* module;  // retained: errors name its ops
  const sr_rt_instr_t* instr;
  sr_rt_value_t file;      // retained view
  sr_rt_value_t resource;  // retained view
  uint64_t file_offset;
  uint64_t resource_offset;
  uint64_t length;
  bool read;
  sr_timepoint_t* signal;  // retained
} sr_rt_file_job_t;

// Checks bytes [offset, offset + length) of |value| (SSA size |size|) at
// the op, with sr_rt_resolve's messages, without needing its memory yet
// (the region that makes a promise may still be running).
static sr_status_t sr_rt_file_check_range(sr_module_t* module,
                                          const sr_rt_instr_t* instr,
                                          const sr_rt_value_t* value,
                                          uint64_t size, uint64_t offset,
                                          uint64_t length, bool write,
                                          const char* role) {
  if (value->kind != SR_RT_VALUE_VIEW || !value->view.storage) {
    return sr_rt_error(module, instr, SR_STATUS_FAILED_PRECONDITION,
                       "%s is not a live resource", role);
  }
  if (size > value->view.length) {
    return sr_rt_error(module, instr, SR_STATUS_INVALID_ARGUMENT,
                       "size mismatch: %s is declared %llu bytes but the "
                       "resource holds %llu",
                       role, (unsigned long long)size,
                       (unsigned long long)value->view.length);
  }
  if (offset > size || length > size - offset) {
    return sr_rt_error(module, instr, SR_STATUS_OUT_OF_RANGE,
                       "range [%llu, %llu) of %s is out of bounds of its %llu "
                       "bytes",
                       (unsigned long long)offset,
                       (unsigned long long)(offset + length), role,
                       (unsigned long long)size);
  }
  if (write && (value->view.storage->flags & SR_RT_STORAGE_READ_ONLY)) {
    return sr_rt_error(module, instr, SR_STATUS_PERMISSION_DENIED,
                       "%s is constant storage and cannot be written", role);
  }
  return sr_ok_status();
}

// The bytes of one side of the transfer, once its await is reached.
static sr_status_t sr_rt_file_job_bytes(const sr_rt_file_job_t* job,
                                        const sr_rt_value_t* value,
                                        uint64_t offset, bool write,
                                        const char* role, uint8_t** out_ptr) {
  uint8_t* base = sr_rt_storage_data(value->view.storage);
  if (!base) {
    return sr_rt_error(job->module, job->instr, SR_STATUS_FAILED_PRECONDITION,
                       "%s has no storage (the region that produces it "
                       "failed or has not run)",
                       role);
  }
  if (sr_rt_check_current) {
    sr_rt_check_access(sr_rt_check_current, job->instr, &value->view, offset,
                       job->length, write, role);
  }
  *out_ptr = base + value->view.offset + offset;
  return sr_ok_status();
}

// One memmove on the loop thread, not sr_rt_copy's split across the pool:
// a job may still run while the instance shuts down (the loop drains what
// was posted after the pool is gone).
static sr_status_t sr_rt_file_job_copy(const sr_rt_file_job_t* job) {
  uint8_t* file = NULL;
  uint8_t* resource = NULL;
  SR_RETURN_IF_ERROR(sr_rt_file_job_bytes(job, &job->file, job->file_offset,
                                          !job->read, "the file", &file));
  SR_RETURN_IF_ERROR(
      sr_rt_file_job_bytes(job, &job->resource, job->resource_offset, job->read,
                           job->read ? "the target" : "the source", &resource));
  if (job->read) {
    memmove(resource, file, (size_t)job->length);
  } else {
    memmove(file, resource, (size_t)job->length);
  }
  return sr_ok_status();
}

// The copy, as a FILE_READ / FILE_WRITE event when observed.
static sr_status_t sr_rt_file_job_transfer(const sr_rt_file_job_t* job) {
  sr_rt_events_t* events = job->module->instance->events;
  if (!events) return sr_rt_file_job_copy(job);
  sr_rt_event_t event;
  sr_rt_event_init(&event, job->read ? SR_EVENT_FILE_READ : SR_EVENT_FILE_WRITE,
                   job->module, job->instr);
  event.e.bytes_read = event.e.bytes_written = job->length;
  sr_rt_events_begin(events, &event);
  sr_status_t status = sr_rt_file_job_copy(job);
  sr_rt_events_end(events, &event, status);
  return status;
}

static void sr_rt_file_job_destroy(sr_rt_file_job_t* job) {
  sr_allocator_t allocator = job->module->instance->allocator;
  sr_rt_value_release(&job->file);
  sr_rt_value_release(&job->resource);
  if (job->signal) sr_timepoint_release(job->signal);
  sr_module_release(job->module);
  sr_allocator_free(allocator, job);
}

// Completes the job's timepoint with |status| (consumed) and frees it.
static void sr_rt_file_job_finish(sr_rt_file_job_t* job, sr_status_t status) {
  if (status) {
    sr_status_ignore(sr_timepoint_fail(job->signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(job->signal));
  }
  sr_rt_file_job_destroy(job);
}

// A failed await (|status| borrowed) as the job's failure: kept when it
// already names the op that failed, else located at the file op.
static sr_status_t sr_rt_file_await_failure(const sr_rt_file_job_t* job,
                                            sr_status_t status) {
  if (sr_status_ir_loc(status).line) return sr_status_clone(status);
  return sr_rt_error(job->module, job->instr, sr_status_code(status),
                     "awaited timepoint failed: %s", sr_status_message(status));
}

// Loop thread: the await timepoint completed (CANCELLED on shutdown).
static void sr_rt_file_job_on_await(void* user_data, sr_timepoint_t* timepoint,
                                    sr_status_t status) {
  (void)timepoint;
  sr_rt_file_job_t* job = (sr_rt_file_job_t*)user_data;
  sr_rt_file_job_finish(job, status ? sr_rt_file_await_failure(job, status)
                                    : sr_rt_file_job_transfer(job));
}

// Checked invocations: wait on the host and transfer here.
static void sr_rt_file_job_run_checked(sr_rt_file_job_t* job,
                                       sr_timepoint_t* await) {
  sr_status_t status =
      await ? sr_timepoint_wait(await, SR_TIMEOUT_INFINITE) : sr_ok_status();
  if (status) {
    sr_status_t failure = sr_rt_file_await_failure(job, status);
    sr_status_ignore(status);
    sr_rt_file_job_finish(job, failure);
    return;
  }
  sr_rt_file_job_finish(job, sr_rt_file_job_transfer(job));
}

// Decodes a file.read / file.write into a job, ranges checked.
static sr_status_t sr_rt_file_job_create(sr_module_t* module,
                                         const sr_rt_instr_t* instr,
                                         sr_rt_value_t* frame,
                                         sr_rt_file_job_t** out_job) {
  bool read = instr->kind == SR_RT_OP_FILE_READ;
  const sr_rt_value_t* file = sr_rt_arg(
      frame, instr,
      read ? SR_STREAM_FILE_READ_SOURCE : SR_STREAM_FILE_WRITE_TARGET, 0);
  const sr_rt_value_t* resource = sr_rt_arg(
      frame, instr,
      read ? SR_STREAM_FILE_READ_TARGET : SR_STREAM_FILE_WRITE_SOURCE, 0);
  uint64_t file_offset =
      sr_rt_arg_u64(frame, instr,
                    read ? SR_STREAM_FILE_READ_SOURCE_OFFSET
                         : SR_STREAM_FILE_WRITE_TARGET_OFFSET);
  uint64_t size = sr_rt_arg_u64(frame, instr,
                                read ? SR_STREAM_FILE_READ_TARGET_SIZE
                                     : SR_STREAM_FILE_WRITE_SOURCE_SIZE);
  uint64_t offset = sr_rt_arg_u64(frame, instr,
                                  read ? SR_STREAM_FILE_READ_TARGET_OFFSET
                                       : SR_STREAM_FILE_WRITE_SOURCE_OFFSET);
  uint64_t length = sr_rt_arg_u64(frame, instr, SR_STREAM_FILE_READ_LENGTH);
  SR_RETURN_IF_ERROR(sr_rt_file_check_range(
      module, instr, file,
      file->kind == SR_RT_VALUE_VIEW ? file->view.length : 0, file_offset,
      length, !read, "the file"));
  SR_RETURN_IF_ERROR(
      sr_rt_file_check_range(module, instr, resource, size, offset, length,
                             read, read ? "the target" : "the source"));
  sr_rt_file_job_t* job = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_calloc(module->instance->allocator,
                                         sizeof(*job), (void**)&job));
  sr_module_retain(module);
  job->module = module;
  job->instr = instr;
  sr_rt_value_assign(&job->file, file);
  sr_rt_value_assign(&job->resource, resource);
  job->file_offset = file_offset;
  job->resource_offset = offset;
  job->length = length;
  job->read = read;
  sr_status_t status =
      sr_timepoint_create(module->instance->allocator, &job->signal);
  if (status) {
    sr_rt_file_job_destroy(job);
    return status;
  }
  *out_job = job;
  return sr_ok_status();
}

// Queues a file.read / file.write; its result is the job's timepoint.
static sr_status_t sr_rt_exec_file_transfer(sr_module_t* module,
                                            const sr_rt_instr_t* instr,
                                            sr_rt_value_t* frame) {
  sr_timepoint_t* await = sr_rt_file_await(frame, instr);
  sr_rt_file_job_t* job = NULL;
  SR_RETURN_IF_ERROR(sr_rt_file_job_create(module, instr, frame, &job));
  sr_timepoint_retain(job->signal);
  sr_rt_value_set_timepoint(
      sr_rt_out(frame, instr, SR_STREAM_FILE_READ_RESULT_TIMEPOINT, 0),
      job->signal);
  if (module->instance->events) {
    sr_rt_events_observe(module->instance->events, job->signal);
  }
  if (sr_rt_check_current) {
    sr_rt_file_job_run_checked(job, await);
    return sr_ok_status();
  }
  // Even a reached await goes through the loop: the op never blocks and
  // never copies on the host, however its await stands.
  sr_status_t status = sr_timepoint_on_complete(
      await ? await : sr_timepoint_immediate(), module->instance->loop,
      sr_rt_file_job_on_await, job);
  if (status) {  // the loop is shutting down
    sr_status_t located =
        sr_rt_error(module, instr, sr_status_code(status),
                    "cannot queue the transfer: %s", sr_status_message(status));
    sr_status_ignore(status);
    sr_rt_file_job_finish(job, located);
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_exec_file(sr_module_t* module,
                                   const sr_rt_instr_t* instr,
                                   sr_rt_value_t* frame) {
  switch (instr->kind) {
    case SR_RT_OP_FILE_CONSTANT: {
      const sr_rt_value_t* source =
          sr_rt_arg(frame, instr, SR_STREAM_FILE_CONSTANT_SOURCE, 0);
      uint64_t size =
          sr_rt_arg_u64(frame, instr, SR_STREAM_FILE_CONSTANT_SOURCE_SIZE);
      uint64_t offset =
          sr_rt_arg_u64(frame, instr, SR_STREAM_FILE_CONSTANT_SOURCE_OFFSET);
      uint64_t length =
          sr_rt_arg_u64(frame, instr, SR_STREAM_FILE_CONSTANT_SOURCE_LENGTH);
      uint8_t* ptr = NULL;
      SR_RETURN_IF_ERROR(sr_rt_resolve(module, instr, source, size, offset,
                                       length, false, "the source buffer",
                                       &ptr));
      sr_rt_storage_retain(source->view.storage);
      sr_rt_value_set_view(
          sr_rt_out(frame, instr, SR_STREAM_FILE_CONSTANT_RESULT, 0),
          source->view.storage, source->view.offset + offset, length);
      return sr_ok_status();
    }
    case SR_RT_OP_FILE_READ:
    case SR_RT_OP_FILE_WRITE:
      return sr_rt_exec_file_transfer(module, instr, frame);
    default:
      return sr_rt_error(module, instr, SR_STATUS_INTERNAL, "not a file op");
  }
}

//===----------------------------------------------------------------------===//
// The family's rows
//===----------------------------------------------------------------------===//

static const sr_rt_op_def_t kFileOps[] = {
    {SR_OPID_STREAM_FILE_CONSTANT, SR_RT_OP_FILE_CONSTANT, 0, 0,
     sr_rt_exec_file},
    {SR_OPID_STREAM_FILE_READ, SR_RT_OP_FILE_READ, 0, 0, sr_rt_exec_file},
    {SR_OPID_STREAM_FILE_WRITE, SR_RT_OP_FILE_WRITE, 0, 0, sr_rt_exec_file},
};

sr_rt_op_defs_t sr_rt_file_ops(void) { return SR_RT_OP_DEFS(kFileOps); }
