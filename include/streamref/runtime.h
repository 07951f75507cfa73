// The streamref runtime: load a Stream program (MLIR text at the tensor,
// async or cmd phase of IREE's Stream dialect) and call its functions on CPU.
//
//   sr_instance_t   a worker pool and a loop thread, kernels and extern
//                   functions registered by name; shared by modules.
//   sr_module_t     one parsed and prepared program with its globals (its
//                   util.initializers have run once, in order, at load).
//   sr_function_t   a public function of a module (borrowed from it).
//   sr_buffer_view_t a shaped, typed view of host bytes: what public
//                   functions take and return for tensors (!hal.buffer_view).
//   sr_variant_t    one argument or result: a scalar, a buffer view or a
//                   fence (an sr_timepoint_t from sched_timepoint.h).
//
// Every failure is an sr_status_t; failures that come from the program
// carry the `file:line:col` of the op at fault (sr_status_ir_loc). Nothing
// in the library prints.
//
// Ownership: every create/load has a release; buffer views and modules are
// reference counted. Variants returned by an invocation hold references the
// caller drops with sr_variant_reset.
//
// Thread contract: instances, modules and functions may be used from any
// thread; invocations of one module may run concurrently (globals are
// guarded), buffer views are not synchronized (do not write one while
// another thread reads it).
#ifndef STREAMREF_RUNTIME_H_
#define STREAMREF_RUNTIME_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/collective.h"
#include "streamref/export.h"
#include "streamref/kernel_abi.h"
#include "streamref/sched_timepoint.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_instance_t sr_instance_t;
typedef struct sr_module_t sr_module_t;
// An index of parameter files (streamref/params.h).
typedef struct sr_parameter_index_t sr_parameter_index_t;
typedef struct sr_function_t sr_function_t;
typedef struct sr_buffer_view_t sr_buffer_view_t;

//===----------------------------------------------------------------------===//
// Element types (IREE's HAL encoding: numerical type << 24 | bit count)
//===----------------------------------------------------------------------===//

typedef uint32_t sr_element_type_t;

#define SR_ELEMENT_TYPE(numerical, bits) \
  ((sr_element_type_t)(((uint32_t)(numerical) << 24) | (uint32_t)(bits)))

enum sr_numerical_type_e {
  SR_NUMERICAL_UNKNOWN = 0x00,
  SR_NUMERICAL_INTEGER = 0x10,
  SR_NUMERICAL_INTEGER_SIGNED = 0x11,
  SR_NUMERICAL_INTEGER_UNSIGNED = 0x12,
  SR_NUMERICAL_BOOLEAN = 0x13,
  SR_NUMERICAL_FLOAT_IEEE = 0x21,
  SR_NUMERICAL_FLOAT_BRAIN = 0x22,
  SR_NUMERICAL_FLOAT_COMPLEX = 0x23,
  SR_NUMERICAL_FLOAT_8_E5M2 = 0x24,
  SR_NUMERICAL_FLOAT_8_E4M3FN = 0x25,
  SR_NUMERICAL_FLOAT_8_E5M2_FNUZ = 0x26,
  SR_NUMERICAL_FLOAT_8_E4M3_FNUZ = 0x27,
  SR_NUMERICAL_FLOAT_8_E8M0_FNU = 0x28,
};

#define SR_ELEMENT_TYPE_NONE SR_ELEMENT_TYPE(SR_NUMERICAL_UNKNOWN, 0)
#define SR_ELEMENT_TYPE_BOOL_8 SR_ELEMENT_TYPE(SR_NUMERICAL_BOOLEAN, 8)
#define SR_ELEMENT_TYPE_INT_4 SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER, 4)
#define SR_ELEMENT_TYPE_INT_8 SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER, 8)
#define SR_ELEMENT_TYPE_INT_16 SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER, 16)
#define SR_ELEMENT_TYPE_INT_32 SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER, 32)
#define SR_ELEMENT_TYPE_INT_64 SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER, 64)
#define SR_ELEMENT_TYPE_SINT_32 SR_ELEMENT_TYPE(SR_NUMERICAL_INTEGER_SIGNED, 32)
#define SR_ELEMENT_TYPE_FLOAT_16 SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_IEEE, 16)
#define SR_ELEMENT_TYPE_FLOAT_32 SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_IEEE, 32)
#define SR_ELEMENT_TYPE_FLOAT_64 SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_IEEE, 64)
#define SR_ELEMENT_TYPE_BFLOAT_16 SR_ELEMENT_TYPE(SR_NUMERICAL_FLOAT_BRAIN, 16)

static inline uint32_t sr_element_type_bit_count(sr_element_type_t type) {
  return type & 0xFFu;
}
static inline uint32_t sr_element_type_numerical(sr_element_type_t type) {
  return (type >> 24) & 0xFFu;
}
// Bytes one element occupies in dense storage (sub-byte types round up).
static inline size_t sr_element_type_byte_size(sr_element_type_t type) {
  return (sr_element_type_bit_count(type) + 7) / 8;
}

// Parses "f32", "i8", "si32", "bf16", "i1", "f8E4M3FN", ... (IREE spelling).
SR_API SR_MUST_USE_RESULT sr_status_t sr_element_type_parse(
    const char* text, size_t length, sr_element_type_t* out_type);
// Writes the IREE spelling of |type| into |buffer| (NUL-terminated).
SR_API void sr_element_type_format(sr_element_type_t type, char* buffer,
                                   size_t capacity);

//===----------------------------------------------------------------------===//
// Buffer views
//===----------------------------------------------------------------------===//

// The most dimensions a buffer view holds.
#define SR_BUFFER_VIEW_MAX_RANK 16

// A new dense row-major view of |shape| x |element_type| with storage of
// exactly the dense byte size (64-byte aligned). |data| (may be NULL: the
// contents are then zeroed) is copied in. One reference.
SR_API SR_MUST_USE_RESULT sr_status_t sr_buffer_view_create(
    sr_allocator_t allocator, size_t rank, const int64_t* shape,
    sr_element_type_t element_type, const void* data, size_t data_length,
    sr_buffer_view_t** out_view);

// Wraps caller memory without copying. |release_fn| (may be NULL) is called
// with |release_user_data| when the last reference to the storage is gone.
SR_API SR_MUST_USE_RESULT sr_status_t sr_buffer_view_wrap(
    sr_allocator_t allocator, size_t rank, const int64_t* shape,
    sr_element_type_t element_type, void* data, size_t data_length,
    void (*release_fn)(void* user_data, void* data), void* release_user_data,
    sr_buffer_view_t** out_view);

SR_API void sr_buffer_view_retain(sr_buffer_view_t* view);
SR_API void sr_buffer_view_release(sr_buffer_view_t* view);

SR_API size_t sr_buffer_view_rank(const sr_buffer_view_t* view);
SR_API int64_t sr_buffer_view_dim(const sr_buffer_view_t* view, size_t index);
SR_API const int64_t* sr_buffer_view_shape(const sr_buffer_view_t* view);
SR_API sr_element_type_t
sr_buffer_view_element_type(const sr_buffer_view_t* view);
// Number of elements (product of the shape).
SR_API int64_t sr_buffer_view_element_count(const sr_buffer_view_t* view);
// Byte length of the view's storage range.
SR_API size_t sr_buffer_view_byte_length(const sr_buffer_view_t* view);
// Host pointer to the first byte. Results of an asynchronous invocation may
// only be read after its signal fence is reached.
SR_API void* sr_buffer_view_data(const sr_buffer_view_t* view);

// Formats the view as IREE prints it: `2x3xf32=[1 2 3][4 5 6]`, at most
// |max_element_count| elements per innermost run (`...` marks the cut).
// Appends to |buffer| like snprintf; returns the length it needed.
SR_API size_t sr_buffer_view_format(const sr_buffer_view_t* view,
                                    size_t max_element_count, char* buffer,
                                    size_t capacity);

// Parses IREE's `[shape]x<type>[=values]` form (`2x2xi32=[[1 2][3 4]]`,
// `f32=1.5`, `4xf32=1,2,3,4`, one value splats, none zero-fills).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_buffer_view_parse(sr_allocator_t allocator, const char* text, size_t length,
                     sr_buffer_view_t** out_view);

//===----------------------------------------------------------------------===//
// Variants: arguments and results
//===----------------------------------------------------------------------===//

typedef enum sr_variant_type_e {
  SR_VARIANT_NONE = 0,  // a null reference, or "no value"
  SR_VARIANT_I32,
  SR_VARIANT_I64,
  SR_VARIANT_F32,
  SR_VARIANT_F64,
  SR_VARIANT_BUFFER_VIEW,  // tensors (!hal.buffer_view, !hal.buffer)
  SR_VARIANT_FENCE,        // !hal.fence: an sr_timepoint_t
} sr_variant_type_t;

typedef struct sr_variant_t {
  sr_variant_type_t type;
  union {
    int32_t i32;
    int64_t i64;
    float f32;
    double f64;
    sr_buffer_view_t* view;  // referenced
    sr_timepoint_t* fence;   // referenced
  };
} sr_variant_t;

static inline sr_variant_t sr_variant_i32(int32_t value) {
  sr_variant_t v;
  v.type = SR_VARIANT_I32;
  v.i64 = 0;
  v.i32 = value;
  return v;
}
static inline sr_variant_t sr_variant_i64(int64_t value) {
  sr_variant_t v;
  v.type = SR_VARIANT_I64;
  v.i64 = value;
  return v;
}
static inline sr_variant_t sr_variant_f32(float value) {
  sr_variant_t v;
  v.type = SR_VARIANT_F32;
  v.i64 = 0;
  v.f32 = value;
  return v;
}
static inline sr_variant_t sr_variant_f64(double value) {
  sr_variant_t v;
  v.type = SR_VARIANT_F64;
  v.f64 = value;
  return v;
}
// Borrows |view|: the invocation retains what it keeps.
static inline sr_variant_t sr_variant_view(sr_buffer_view_t* view) {
  sr_variant_t v;
  v.type = view ? SR_VARIANT_BUFFER_VIEW : SR_VARIANT_NONE;
  v.view = view;
  return v;
}

// Drops the reference a result variant holds and makes it NONE.
SR_API void sr_variant_reset(sr_variant_t* variant);

//===----------------------------------------------------------------------===//
// Instance
//===----------------------------------------------------------------------===//

// How dispatches of executables are run (see cpu_backend/README.md).
typedef enum sr_dispatch_mode_e {
  // Registered kernel, then builtin, then the export interpreter.
  SR_DISPATCH_MODE_AUTO = 0,
  // Only registered kernels and builtins.
  SR_DISPATCH_MODE_KERNEL = 1,
  // Only the export interpreter (and builtins).
  SR_DISPATCH_MODE_INTERPRET = 2,
  // Every non-builtin dispatch fills its write ranges with a deterministic
  // function of its name, uniform operands and the bytes it reads.
  SR_DISPATCH_MODE_OPAQUE = 3,
} sr_dispatch_mode_t;

// Hazard checking (cpu_backend/check/README.md): every invocation tracks,
// per resource byte range, who last wrote and read it under the
// happens-before order the IR establishes (waves, serial order, timepoint
// awaits and joins, host order), and reports races, uses before ready, uses
// after free, reuses of tied operands, writes to initialized constants,
// reads of never-written bytes of `uninitialized` allocations and integer
// arithmetic undefined behaviour. Verdicts do not depend on thread count
// or timing: checked invocations run their execution regions in node
// order on the invoking thread.
typedef enum sr_check_mode_e {
  SR_CHECK_OFF = 0,
  // Hazards are errors; uninitialized reads are warnings.
  SR_CHECK_HAZARDS = 1,
  // Every report is an error.
  SR_CHECK_STRICT = 2,
} sr_check_mode_t;

typedef enum sr_hazard_kind_e {
  SR_HAZARD_RACE = 0,
  SR_HAZARD_USE_BEFORE_READY,
  SR_HAZARD_USE_AFTER_FREE,
  SR_HAZARD_TIED_REUSE,
  SR_HAZARD_CONSTANT_WRITE,
  SR_HAZARD_UNINITIALIZED_READ,
  SR_HAZARD_ARITHMETIC,
  SR_HAZARD_KIND_COUNT,
} sr_hazard_kind_t;

// "race", "use-before-ready", "use-after-free", "tied-reuse",
// "constant-write", "uninitialized-read", "arithmetic".
SR_API const char* sr_hazard_kind_name(sr_hazard_kind_t kind);

// One report: |message| names every op involved with its `file:line:col`,
// the resource and the byte range; |loc| is the op at fault.
typedef struct sr_check_report_t {
  sr_hazard_kind_t kind;
  bool is_error;
  const char* message;  // borrowed for the call
  sr_ir_loc_t loc;
} sr_check_report_t;

//===----------------------------------------------------------------------===//
// Events: what a run did, as it happens (timeline traces, dispatch dumps,
// progress; cpu_backend/trace/README.md)
//===----------------------------------------------------------------------===//

typedef enum sr_event_kind_e {
  SR_EVENT_LOAD = 0,    // a module load: parse, prepare, initializers
  SR_EVENT_INVOCATION,  // a public function or an initializer, host part
  SR_EVENT_REGION,      // an execution region's run (|id|: its submission)
  SR_EVENT_WAVE,        // a concurrent wave of a region (|id| as REGION)
  SR_EVENT_OP,          // an op of a region without an event of its own
  SR_EVENT_DISPATCH,    // a dispatch of an executable export
  SR_EVENT_FILL,        // a fill of a resource range
  SR_EVENT_COPY,        // a copy between resource ranges
  SR_EVENT_COLLECTIVE,  // a collective over a channel
  SR_EVENT_CALL,        // a call of a registered extern function
  SR_EVENT_FILE_READ,   // stream.file.read's transfer
  SR_EVENT_FILE_WRITE,  // stream.file.write's transfer
  SR_EVENT_PARAMETER,   // a parameter op's transfers (|id|: the job)
  SR_EVENT_WAIT,        // a blocking wait on a timepoint (|id|)
  SR_EVENT_SIGNAL,      // a timepoint completed (|id|), failed if |status|
  SR_EVENT_ALLOCATION,  // live allocation bytes changed (|value|)
  SR_EVENT_KIND_COUNT,
} sr_event_kind_t;

// "load", "invocation", "region", "wave", "op", "dispatch", "fill", "copy",
// "collective", "call", "file.read", "file.write", "parameter", "wait",
// "signal", "allocation".
SR_API const char* sr_event_kind_name(sr_event_kind_t kind);

typedef enum sr_event_phase_e {
  SR_EVENT_BEGIN = 0,
  SR_EVENT_END = 1,      // |duration_ns| since the matching BEGIN
  SR_EVENT_INSTANT = 2,  // SIGNAL
  SR_EVENT_COUNTER = 3,  // ALLOCATION
} sr_event_phase_t;

// A timepoint completion that released what an event starts (a WAIT's end,
// a REGION's begin): when and on which thread it completed. A REGION whose
// waits were all reached when it was submitted has one release, its
// submission (timepoint 0).
typedef struct sr_event_release_t {
  uint64_t timepoint;  // its id (sr_timepoint_observed_id); 0: submission
  uint64_t time_ns;
  uint32_t thread;
} sr_event_release_t;

// One event. BEGIN and END of LOAD, INVOCATION, OP, DISPATCH, FILL, COPY,
// COLLECTIVE, CALL, FILE_* and WAIT come from one thread; those of REGION,
// WAVE and PARAMETER may not (graphs and I/O move between threads). Every
// pointer is borrowed for the call.
typedef struct sr_event_t {
  sr_event_kind_t kind;
  sr_event_phase_t phase;
  uint64_t time_ns;         // CLOCK_MONOTONIC
  uint64_t duration_ns;     // END
  uint32_t thread;          // 0, 1, ... in order of their first event
  const char* thread_name;  // "host", "worker 0", ..., "loop"
  const char* name;         // the op ("stream.cmd.dispatch") or the function
  const char* detail;      // the export ("exe::export"), extern, parameter, ...
  sr_ir_loc_t loc;         // the op in the program (line 0: none)
  uint64_t id;             // REGION/WAVE: submission; WAIT/SIGNAL: timepoint
  uint64_t bytes_read;     // DISPATCH, COPY, FILE_*, PARAMETER, CALL
  uint64_t bytes_written;  // DISPATCH, FILL, COPY, FILE_*, PARAMETER, CALL
  uint32_t workgroup_count[3];  // DISPATCH END (0s when none was computed)
  uint64_t value;               // ALLOCATION: live bytes; LOAD: text bytes
  sr_status_t status;      // END / SIGNAL: the failure (borrowed), else NULL
  uint32_t release_count;  // WAIT END, REGION BEGIN
  sr_event_release_t releases[2];
} sr_event_t;

typedef struct sr_instance_options_t {
  // Pool workers; 0 = SR_THREADS or all CPUs.
  int32_t worker_count;
  sr_dispatch_mode_t dispatch_mode;
  // Receives stream.tensor.trace (the library prints nothing itself):
  // |key| and the traced tensors as buffer views (borrowed for the call).
  // Called on the thread running the host code. NULL ignores traces.
  void (*trace_fn)(void* user_data, const char* key, size_t count,
                   sr_buffer_view_t* const* views);
  void* trace_user_data;
  // Execution regions whose waits are reached and that hold no wave of
  // several children run inline on the submitting thread unless this is
  // set (tests use it to exercise the task-graph path everywhere).
  bool always_use_graphs;
  // The deterministic oracle (--serial): every execution region runs when
  // the host reaches it, after the host has blocked on its waits, with its
  // ops (every child of a concurrent wave included) one after the other in
  // program order on the invoking thread: IREE's
  // --iree-stream-partitioning-favor=debug with one worker. A worker_count
  // of 0 then means one worker. Overrides always_use_graphs.
  bool serial;
  // With |serial|: the children of every wave run last first (each still
  // after the siblings whose results it uses). Another valid schedule, run
  // by --compare-serial so that two siblings where one writes what the
  // other reads (a missing dependency) give a deterministic difference.
  bool serial_reverse_waves;
  // Hazard checking (see sr_check_mode_t). When an invocation reports an
  // error-level hazard it fails with FAILED_PRECONDITION located at the
  // first one (after running to the end: results are computed as without
  // the checker). |check_fn| (may be NULL) receives every report, warnings
  // included, on the invoking thread.
  sr_check_mode_t check_mode;
  void (*check_fn)(void* user_data, const sr_check_report_t* report);
  void* check_user_data;
  // The HAL devices a program sees, as iree-run-module's repeated --device
  // flags name them: "local-task" or "local-sync" (optionally with an
  // empty "://" path). A program's `!hal.device` globals
  // (#hal.device.target / ordinal / fallback / select) and hal.devices.get
  // resolve against this list, in order; a device global no entry matches
  // fails the module load with IREE's "HAL device `name` not found or
  // unavailable". Every device runs on the instance's one pool; each
  // affinity is its own ordering domain. 0 devices: one "local-task". An
  // entry no driver can create (another driver, a device path) fails, with
  // IREE's message, the load of every module that uses devices (hal or
  // stream ops, !hal values), not the instance: as iree-run-module, which
  // creates devices only for a module that imports its HAL module.
  size_t device_count;
  const char* const* devices;  // copied by sr_instance_create
  // Observing the run (cpu_backend/trace/README.md). All off by default;
  // then a dispatch pays one predictable branch for them.
  // A Chrome trace-event JSON file (Perfetto, chrome://tracing) of every
  // event: a track per thread, slices, flow arrows from each timepoint's
  // completion to the waits and regions it releases, live allocation
  // bytes. Written by sr_instance_flush_observers and at release. Copied.
  const char* trace_path;
  // Receives every event on the thread where it happens; must be quick
  // and thread-safe, and must not call back into the runtime.
  void (*event_fn)(void* user_data, const sr_event_t* event);
  void* event_user_data;
  // Per-dispatch tensor dumps into this folder (created; must not hold a
  // previous dump): each selected dispatch's bindings before (read) and
  // after (written) as .npy (.bin where the executable gives no type), and
  // index.jsonl. Execution regions then run in program order (as with
  // |serial|, workgroups still on the pool), so the folder is the same at
  // every thread count. Copied.
  const char* dump_path;
  // Which dispatches: comma-separated export globs (`*matmul*`), ordinal
  // ranges (`3`, `5-9`, `12-`) and `every=N`; empty: all.
  const char* dump_filter;
} sr_instance_options_t;

SR_API void sr_instance_options_initialize(sr_instance_options_t* out_options);

// Starts a pool and a loop thread. |allocator| must be thread-safe.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_instance_create(const sr_instance_options_t* options,
                   sr_allocator_t allocator, sr_instance_t** out_instance);
// Destroys the instance. Every module must have been released first.
// Buffer views (results included) may outlive both: a view keeps alive
// what its bytes depend on (the instance's allocation statistics, a
// module's constant data), freed with the last view.
SR_API void sr_instance_release(sr_instance_t* instance);

// Writes the trace file (everything recorded so far) and finishes the dump
// index; returns the first failure to write either (also one met while
// dumping). Call it when no invocation is running. sr_instance_release
// does it too, ignoring failures.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_instance_flush_observers(sr_instance_t* instance);

SR_API sr_allocator_t sr_instance_allocator(const sr_instance_t* instance);
SR_API int32_t sr_instance_worker_count(const sr_instance_t* instance);

// Statistics of the instance's host allocations made for resources (as
// iree-run-module's --print_statistics prints them).
typedef struct sr_instance_statistics_t {
  uint64_t bytes_allocated;  // cumulative
  uint64_t bytes_freed;      // cumulative
  uint64_t bytes_peak;       // highest live total
  uint64_t allocation_count;
  uint64_t dispatch_count;
} sr_instance_statistics_t;
SR_API void sr_instance_statistics(const sr_instance_t* instance,
                                   sr_instance_statistics_t* out_statistics);

//===----------------------------------------------------------------------===//
// Kernels: C implementations of executable exports
//===----------------------------------------------------------------------===//

// A kernel is an sr_kernel_t of streamref/kernel_abi.h: the kernel ABI
// version it was compiled against, its function and user data. The
// function runs once per workgroup with an sr_dispatch_state_t (workgroup
// id, count and size, push constants, bindings).

// Registers |kernel| (copied) for `@executable::@export` (spelled
// "executable::export", with or without the `@`s). A later registration of
// the same name replaces the earlier one. Modules loaded afterwards see it.
// A kernel ABI version this runtime does not run (outside
// [SR_KERNEL_ABI_VERSION_MIN, SR_KERNEL_ABI_VERSION] of the kernel_abi.h it
// was built with) is refused with UNIMPLEMENTED, a missing function or
// version with INVALID_ARGUMENT.
SR_API SR_MUST_USE_RESULT sr_status_t sr_instance_register_kernel(
    sr_instance_t* instance, const char* name, const sr_kernel_t* kernel);

//===----------------------------------------------------------------------===//
// Extern functions: stream.async.func / stream.cmd.func declarations
//===----------------------------------------------------------------------===//

// One argument of an extern call.
typedef struct sr_extern_arg_t {
  bool is_buffer;
  sr_variant_t value;  // primitives (i32/i64/f32/f64)
  void* data;          // buffers: first byte of the range
  size_t length;       // buffers: length of the range in bytes
} sr_extern_arg_t;

// Arguments in the cmd.func order: every resource operand as a buffer
// (async.call: then one buffer per untied resource result), primitives in
// between. |results| has room for the primitive results the declaration
// returns; fill their variants.
typedef sr_status_t (*sr_extern_fn_t)(void* user_data,
                                      const sr_extern_arg_t* args,
                                      size_t arg_count, sr_variant_t* results,
                                      size_t result_count);

// Registers |fn| for calls to the declaration named |name| (without `@`).
SR_API SR_MUST_USE_RESULT sr_status_t
sr_instance_register_extern(sr_instance_t* instance, const char* name,
                            sr_extern_fn_t fn, void* user_data);

//===----------------------------------------------------------------------===//
// Modules and functions
//===----------------------------------------------------------------------===//

// Parses, verifies and prepares the program in |text| (named |name| in
// error locations), then runs its initializers. The text is copied.
SR_API SR_MUST_USE_RESULT sr_status_t sr_module_load_from_memory(
    sr_instance_t* instance, const char* name, const char* text, size_t length,
    sr_module_t** out_module);
// As above from a file ("-" reads stdin).
SR_API SR_MUST_USE_RESULT sr_status_t sr_module_load_from_file(
    sr_instance_t* instance, const char* path, sr_module_t** out_module);

// What a module is loaded with beyond its text.
// How far a module load has come (sr_module_options_t.progress_fn).
typedef struct sr_load_progress_t {
  uint64_t bytes_total;   // the text's size
  uint64_t bytes_parsed;  // bytes_total once the text has parsed
  uint64_t ops_parsed;    // nested ops included
  uint64_t ops_prepared;  // decoded into instructions (nested included)
  bool parsed;            // the text has parsed; preparing now
} sr_load_progress_t;

typedef struct sr_module_options_t {
  // The channel `stream.channel.create` without rank and count gives (one
  // rank of a group: streamref/collective.h); retained by the module. NULL:
  // a channel of one rank of its own.
  sr_channel_t* default_channel;
  // Told how far the load has come (a progress line for a large module):
  // called on the loading thread every few thousand ops parsed or
  // prepared, once when the text has parsed and once when the program is
  // prepared (|progress| borrowed for the call). Must be quick and must
  // not call into the runtime. NULL: never.
  void (*progress_fn)(void* user_data, const sr_load_progress_t* progress);
  void* progress_user_data;
  // The parameters of this module (streamref/params.h; retained by the
  // module): `#stream.parameter.named` values at load and the parameter
  // ops when they run resolve against it. NULL: the instance's
  // (sr_instance_set_parameters) as they are when the module loads. Gives
  // ranks in one process (each its own module) their own files.
  sr_parameter_index_t* parameters;
} sr_module_options_t;

SR_API void sr_module_options_initialize(sr_module_options_t* out_options);

// sr_module_load_from_memory / _from_file with |options| (may be NULL).
SR_API SR_MUST_USE_RESULT sr_status_t sr_module_load_from_memory_with_options(
    sr_instance_t* instance, const char* name, const char* text, size_t length,
    const sr_module_options_t* options, sr_module_t** out_module);
SR_API SR_MUST_USE_RESULT sr_status_t sr_module_load_from_file_with_options(
    sr_instance_t* instance, const char* path,
    const sr_module_options_t* options, sr_module_t** out_module);

SR_API void sr_module_retain(sr_module_t* module);
SR_API void sr_module_release(sr_module_t* module);

// Number of public functions and the i-th one (in text order).
SR_API size_t sr_module_function_count(const sr_module_t* module);
SR_API sr_function_t* sr_module_function_at(sr_module_t* module, size_t index);

// Looks up a public function by name (without `@`). NOT_FOUND otherwise.
SR_API SR_MUST_USE_RESULT sr_status_t sr_module_lookup_function(
    sr_module_t* module, const char* name, sr_function_t** out_function);

SR_API const char* sr_function_name(const sr_function_t* function);
// IREE's calling-convention letters for arguments and results: `i` i32
// (also i1/i8/i16), `I` i64/index, `f` f32, `F` f64, `r` reference
// (buffer views, fences), `v` none. E.g. "rrf".
SR_API const char* sr_function_argument_cconv(const sr_function_t* function);
SR_API const char* sr_function_result_cconv(const sr_function_t* function);
// True for the coarse-fences ABI (iree.abi.model = "coarse-fences"): the
// last two arguments are the wait and signal fences.
SR_API bool sr_function_is_async(const sr_function_t* function);

// Calls |function| and waits for everything it started. |args| are
// borrowed. On success |results| (room for |result_capacity|) receives the
// results, each holding its own reference, and *out_result_count their
// number. For a coarse-fences function the fences are added here (the
// caller passes only the tensor arguments).
SR_API SR_MUST_USE_RESULT sr_status_t sr_function_invoke(
    sr_function_t* function, const sr_variant_t* args, size_t arg_count,
    sr_variant_t* results, size_t result_capacity, size_t* out_result_count);

// Starts |function| once |wait| (may be NULL) is reached and returns as
// soon as the host part has run; |signal| (a pending timepoint, required)
// is reached when every result is ready, or fails with the first error.
// For a coarse-fences function the fences are passed through; for other
// functions the host part runs on the calling thread after |wait|.
SR_API SR_MUST_USE_RESULT sr_status_t sr_function_invoke_async(
    sr_function_t* function, const sr_variant_t* args, size_t arg_count,
    sr_timepoint_t* wait, sr_timepoint_t* signal, sr_variant_t* results,
    size_t result_capacity, size_t* out_result_count);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_RUNTIME_H_
