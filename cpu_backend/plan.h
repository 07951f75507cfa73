// Plans: what prepare.c makes of a program, and what the interpreter runs.
//
// Every function becomes an sr_rt_function_t: its blocks as arrays of
// decoded instructions whose operands and results are slot numbers in the
// function's frame. Each instruction carries its op's kind and handler,
// found once by op id at prepare time, and its operand and result groups
// (the op's schema, core/dialects/op_schema.h): running a plan never
// compares op names and reads operands by group name
// (sr_rt_operand(instr, SR_STREAM_CMD_FILL_TARGET, 0)). Nested
// regions (scf.if/for/while, execution regions, cmd.serial/concurrent)
// are sub-blocks of the same frame: non-isolated regions read the values
// of their parents directly.
//
// Plans are immutable once prepared and are shared by every invocation
// and every thread.
#ifndef STREAMREF_CPU_BACKEND_PLAN_H_
#define STREAMREF_CPU_BACKEND_PLAN_H_

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/dialects/op_schema.h"
#include "core/ir/context.h"
#include "core/ir/operation.h"
#include "cpu_backend/value_types.h"
#include "streamref/runtime.h"

typedef struct sr_rt_block_t sr_rt_block_t;
typedef struct sr_rt_function_t sr_rt_function_t;
typedef struct sr_rt_program_t sr_rt_program_t;
typedef struct sr_rt_region_t sr_rt_region_t;
typedef struct sr_rt_export_t sr_rt_export_t;
typedef struct sr_rt_encoding_t sr_rt_encoding_t;
typedef struct sr_rt_extern_t sr_rt_extern_t;
typedef struct sr_rt_constant_t sr_rt_constant_t;
typedef struct sr_rt_instr_t sr_rt_instr_t;

// One X per line (clang-format cannot settle on a layout for this list).
// clang-format off
#define SR_RT_OP_KIND_LIST(X) \
  /* control flow and calls */ \
  X(RETURN) \
  X(BR) \
  X(COND_BR) \
  X(SWITCH) \
  X(YIELD) \
  X(CALL) \
  X(SCF_IF) \
  X(SCF_FOR) \
  X(SCF_WHILE) \
  X(SCF_INDEX_SWITCH) \
  /* globals and util */ \
  X(GLOBAL_LOAD) \
  X(GLOBAL_STORE) \
  X(UTIL_PASSTHROUGH) \
  X(UTIL_NULL) \
  X(UTIL_CMP_EQ) \
  X(UTIL_CMP_NE) \
  X(UTIL_ALIGN) \
  X(UTIL_SIZEOF) \
  X(UTIL_BUFFER_CONSTANT) \
  X(UTIL_BUFFER_SIZE) \
  X(UTIL_STATUS_CHECK_OK) \
  /* util host ops of exec_util.c, STRING_FORMAT first, STORE_INDIRECT last */ \
  X(UTIL_STRING_FORMAT) \
  X(UTIL_STRING_ITOA) \
  X(UTIL_BUFFER_ALLOC) \
  X(UTIL_BUFFER_DEALLOC) \
  X(UTIL_BUFFER_SLICE) \
  X(UTIL_BUFFER_SUBSPAN) \
  X(UTIL_BUFFER_COPY) \
  X(UTIL_BUFFER_COMPARE) \
  X(UTIL_BUFFER_FILL) \
  X(UTIL_BUFFER_LOAD) \
  X(UTIL_BUFFER_STORE) \
  X(UTIL_BUFFER_HASH) \
  X(UTIL_LIST_CREATE) \
  X(UTIL_LIST_CONSTRUCT) \
  X(UTIL_LIST_SIZE) \
  X(UTIL_LIST_RESIZE) \
  X(UTIL_LIST_GET) \
  X(UTIL_LIST_SET) \
  X(UTIL_SWITCH) \
  X(UTIL_RANGE_MIN) \
  X(UTIL_RANGE_MAX) \
  X(UTIL_RANGE_EXTENTS) \
  X(UTIL_UNREACHABLE) \
  X(UTIL_GLOBAL_ADDRESS) \
  X(UTIL_GLOBAL_LOAD_INDIRECT) \
  X(UTIL_GLOBAL_STORE_INDIRECT) \
  /* scalars */ \
  X(CONSTANT) \
  X(INT_BINARY) \
  X(FLOAT_BINARY) \
  X(INT_UNARY) \
  X(FLOAT_UNARY) \
  X(CMPI) \
  X(CMPF) \
  X(SELECT) \
  X(CAST) \
  X(FMA) \
  /* hal ABI */ \
  X(HAL_BUFFER_VIEW_ASSERT) \
  X(HAL_BUFFER_VIEW_DIM) \
  X(HAL_BUFFER_VIEW_RANK) \
  X(HAL_BUFFER_VIEW_ELEMENT_TYPE) \
  X(HAL_BUFFER_VIEW_ENCODING_TYPE) \
  X(HAL_BUFFER_VIEW_BUFFER) \
  X(HAL_BUFFER_VIEW_CREATE) \
  X(HAL_ELEMENT_TYPE) \
  X(HAL_ENCODING_TYPE) \
  X(HAL_BUFFER_LENGTH) \
  X(HAL_BUFFER_SUBSPAN) \
  X(HAL_BUFFER_ASSERT) \
  X(HAL_BUFFER_LOAD) \
  X(HAL_BUFFER_STORE) \
  X(HAL_DEVICES_COUNT) \
  X(HAL_DEVICES_GET) \
  X(HAL_DEVICE_RESOLVE) \
  X(HAL_DEVICE_QUERY) \
  X(HAL_FENCE_CREATE) \
  X(HAL_FENCE_JOIN) \
  X(HAL_FENCE_SIGNAL) \
  X(HAL_FENCE_FAIL) \
  X(HAL_FENCE_QUERY) \
  X(HAL_FENCE_AWAIT) \
  X(HAL_TENSOR_IMPORT) \
  X(HAL_TENSOR_EXPORT) \
  X(HAL_TENSOR_BARRIER) \
  X(CONTEXT_RESOLVE) \
  X(RESOURCE_ALLOC) \
  X(RESOURCE_ALLOCA) \
  X(RESOURCE_DEALLOCA) \
  X(RESOURCE_RETAIN) \
  X(RESOURCE_RELEASE) \
  X(RESOURCE_IS_TERMINAL) \
  X(RESOURCE_TRY_MAP) \
  X(RESOURCE_LOAD) \
  X(RESOURCE_STORE) \
  X(RESOURCE_PACK) \
  X(RESOURCE_CONSTANTS) \
  X(RESOURCE_SUBVIEW) \
  X(RESOURCE_TRANSIENTS) \
  X(FILE_CONSTANT) \
  X(FILE_READ) \
  X(FILE_WRITE) \
  X(PARAMETER) \
  /* tensor phase */ \
  X(TENSOR_IMPORT) \
  X(TENSOR_EXPORT) \
  X(TENSOR_SIZEOF) \
  X(TENSOR_EMPTY) \
  X(TENSOR_CONSTANT) \
  X(TENSOR_SPLAT) \
  X(TENSOR_CLONE) \
  X(TENSOR_ENCODE) \
  X(TENSOR_SLICE) \
  X(TENSOR_FILL) \
  X(TENSOR_UPDATE) \
  X(TENSOR_LOAD) \
  X(TENSOR_STORE) \
  X(TENSOR_TRACE) \
  X(TENSOR_DISPATCH) \
  /* stream: async phase */ \
  X(ASYNC_ALLOCA) \
  X(ASYNC_CONSTANT) \
  X(ASYNC_SPLAT) \
  X(ASYNC_CLONE) \
  X(ASYNC_SLICE) \
  X(ASYNC_FILL) \
  X(ASYNC_UPDATE) \
  X(ASYNC_COPY) \
  X(ASYNC_BARRIER) \
  X(ASYNC_TRANSFER) \
  X(ASYNC_CAST) \
  X(ASYNC_LOAD) \
  X(ASYNC_STORE) \
  X(ASYNC_DISPATCH) \
  X(ASYNC_CALL) \
  X(ASYNC_EXECUTE) \
  X(ASYNC_CONCURRENT) \
  /* stream: cmd phase */ \
  X(CMD_FLUSH) \
  X(CMD_INVALIDATE) \
  X(CMD_DISCARD) \
  X(CMD_FILL) \
  X(CMD_COPY) \
  X(CMD_DISPATCH) \
  X(CMD_CALL) \
  X(CMD_EXECUTE) \
  X(CMD_SERIAL) \
  X(CMD_CONCURRENT) \
  /* stream: channels, collectives, test timeline ops (exec_collective.c) */ \
  X(CHANNEL_CREATE) \
  X(CHANNEL_SPLIT) \
  X(CHANNEL_RANK) \
  X(CHANNEL_COUNT) \
  X(ASYNC_COLLECTIVE) \
  X(CMD_COLLECTIVE) \
  X(TEST_TIMELINE_OP) \
  X(TEST_TIMELINE_AWARE) \
  /* stream: timepoints */ \
  X(TIMEPOINT_IMMEDIATE) \
  X(TIMEPOINT_IMPORT) \
  X(TIMEPOINT_EXPORT) \
  X(TIMEPOINT_CHAIN_EXTERNAL) \
  X(TIMEPOINT_JOIN) \
  X(TIMEPOINT_BARRIER) \
  X(TIMEPOINT_AWAIT) \
  X(WORKGROUP_COUNT_FROM_SLICE) \
  X(WORKLOAD_ORDINAL) \
  X(WORKGROUP_ID) \
  X(WORKGROUP_COUNT) \
  X(WORKGROUP_SIZE) \
  X(BINDING_SUBSPAN) \
  X(BUILTIN_TENSOR_EMPTY) \
  X(BUILTIN_LINALG_FILL) \
  X(BUILTIN_TENSOR_STORE) \
  /* an op only its handler tells apart: nothing else reads its kind */ \
  X(LEAF) \
  X(WRONG_PHASE) /* sub_kind: sr_rt_phase_t (phase.h) */ \
  X(UNSUPPORTED)
// clang-format on

typedef enum sr_rt_op_kind_e {
#define SR_RT_OP_KIND_ENUM(name) SR_RT_OP_##name,
  SR_RT_OP_KIND_LIST(SR_RT_OP_KIND_ENUM)
#undef SR_RT_OP_KIND_ENUM
      SR_RT_OP_KIND_COUNT,
} sr_rt_op_kind_t;

const char* sr_rt_op_kind_name(sr_rt_op_kind_t kind);

//===----------------------------------------------------------------------===//
// Scalar types
//===----------------------------------------------------------------------===//

typedef enum sr_rt_scalar_class_e {
  SR_RT_SCALAR_NONE = 0,
  SR_RT_SCALAR_INT,    // iN / siN / uiN (signless semantics)
  SR_RT_SCALAR_INDEX,  // index: 64-bit
  SR_RT_SCALAR_FLOAT,
} sr_rt_scalar_class_t;

// A scalar type of the host interpreter: a class and a width (sr_dtype_t has
// the storage types only; this computes on any width).
typedef struct sr_rt_scalar_type_t {
  uint8_t cls;         // sr_rt_scalar_class_t
  uint8_t bits;        // 1..64 for ints, 16/32/64 for floats
  uint8_t float_kind;  // sr_float_kind_t for floats
} sr_rt_scalar_type_t;

//===----------------------------------------------------------------------===//
// Encodings: a tensor type's dense layout
//===----------------------------------------------------------------------===//

struct sr_rt_encoding_t {
  const sr_type_t* type;  // the tensor type
  uint32_t rank;
  const int64_t* dims;  // SR_DYNAMIC_DIM for `?`
  uint32_t dynamic_count;
  sr_element_type_t element_type;
  // Storage: bytes per element, or elements per byte for packed sub-byte
  // types (i2/i4, and i1 with #iree_encoding.packed_storage).
  uint32_t element_bytes;
  uint32_t elements_per_byte;  // 0 unless packed
};

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

enum sr_rt_instr_flag_bits_e {
  // Host-level tied op whose operand may still be observed: copy it first.
  SR_RT_INSTR_COPY_ON_WRITE = 1u << 0,
  // Top-level op of an execution region / wave (runs as a graph node).
  SR_RT_INSTR_IN_REGION = 1u << 1,
  // Op has an await timepoint operand.
  SR_RT_INSTR_HAS_AWAIT = 1u << 2,
  // The bits from here on mean one thing per op, named by meaning (an op
  // reads only its own).
  // resource.alloca: `indeterminate_lifetime` (host memory lives until its
  // last reference either way: recorded, not acted on).
  SR_RT_INSTR_INDETERMINATE_LIFETIME = 1u << 3,
  // resource.dealloca: `prefer_origin` (recorded, as above).
  SR_RT_INSTR_PREFER_ORIGIN = 1u << 3,
  // hal.device.query: it has a `default_value`, so its `ok` result is true.
  SR_RT_INSTR_HAS_DEFAULT = 1u << 3,
  // timepoint.await: `sync` (the host waits either way: recorded).
  SR_RT_INSTR_SYNC = 1u << 4,
};

// Operand and result groups, in the op's schema order (its ODS order).
// async.collective's 13 operand groups are the most of any op.
#define SR_RT_MAX_SEGMENTS 13
#define SR_RT_MAX_RESULT_SEGMENTS SR_OP_SCHEMA_MAX_RESULT_GROUPS

// Runs one instruction against |frame|: the op handlers of ops.h.
typedef sr_status_t (*sr_rt_exec_fn_t)(sr_module_t* module,
                                       const sr_rt_instr_t* instr,
                                       sr_rt_value_t* frame);

typedef struct sr_rt_successor_t {
  uint32_t block;  // index in the function's blocks
  uint32_t arg_count;
  const uint32_t* args;  // slots passed to the block's arguments
} sr_rt_successor_t;

struct sr_rt_instr_t {
  uint16_t kind;  // sr_rt_op_kind_t
  uint16_t flags;
  uint16_t sub_kind;  // arith op, predicate, cast kind, ...
  // Operand and result groups of the op's schema (core/dialects/
  // op_schema_table.h names them: SR_STREAM_CMD_FILL_TARGET); read them
  // with sr_rt_operand / sr_rt_result below.
  uint8_t segment_count;
  uint8_t result_segment_count;
  uint32_t operand_count;
  uint32_t result_count;
  const uint32_t* operands;  // slots, in op operand order
  const uint32_t* results;   // slots
  const sr_op_t* op;         // location, attributes
  uint32_t segment_start[SR_RT_MAX_SEGMENTS];
  uint32_t segment_size[SR_RT_MAX_SEGMENTS];
  uint32_t result_segment_start[SR_RT_MAX_RESULT_SEGMENTS];
  uint32_t result_segment_size[SR_RT_MAX_RESULT_SEGMENTS];
  sr_rt_scalar_type_t type;   // result (arith) or value type
  sr_rt_scalar_type_t type2;  // operand type (casts, compares)
  int64_t imm;                // constant value, dimension, global index ...
  double fimm;
  uint32_t queue;  // affinity ordering domain
  // Op-specific.
  const sr_rt_block_t* blocks[3];
  // scf.index_switch: the default region's block, then one per case value
  // (|ints|, |int_count| of them); its regions are not bounded by |blocks|.
  const sr_rt_block_t* const* switch_blocks;
  uint32_t successor_count;
  const sr_rt_successor_t* successors;
  const sr_rt_encoding_t* encodings;  // tensor ops, in operand order
  uint32_t encoding_count;
  const int64_t* ints;  // tied operands, accesses, pack intervals ...
  uint32_t int_count;
  const sr_rt_function_t* callee;
  const sr_rt_extern_t* extern_fn;
  const sr_rt_region_t* region;
  const sr_rt_export_t* dispatch_export;  // NULL: resolved at run time
  const sr_rt_constant_t* constants;      // count in int_count or results
  const sr_attr_t* attr;
  // Its handler (ops.h), or NULL for what the interpreter runs itself.
  sr_rt_exec_fn_t exec;
};

// The frame slot of operand |index| of group |group|, a named group index
// of the op's schema (SR_STREAM_CMD_FILL_TARGET, 0).
static inline uint32_t sr_rt_operand(const sr_rt_instr_t* instr, uint32_t group,
                                     uint32_t index) {
  return instr->operands[instr->segment_start[group] + index];
}

// The frame slots of group |group|'s operands (sr_rt_group_size of them).
static inline const uint32_t* sr_rt_group_slots(const sr_rt_instr_t* instr,
                                                uint32_t group) {
  return instr->operands + instr->segment_start[group];
}

// The number of operands in group |group| (0 or 1 for an optional one).
static inline uint32_t sr_rt_group_size(const sr_rt_instr_t* instr,
                                        uint32_t group) {
  return instr->segment_size[group];
}

// The frame slot of result |index| of result group |group|
// (SR_STREAM_RESOURCE_ALLOCA_RESULT_TIMEPOINT, 0).
static inline uint32_t sr_rt_result(const sr_rt_instr_t* instr, uint32_t group,
                                    uint32_t index) {
  return instr->results[instr->result_segment_start[group] + index];
}

static inline uint32_t sr_rt_result_group_size(const sr_rt_instr_t* instr,
                                               uint32_t group) {
  return instr->result_segment_size[group];
}

// The IR value of operand |index| of group |group| (its type, its
// producer): what prepare and the type-dependent handlers read.
static inline const sr_value_t* sr_rt_operand_value(const sr_rt_instr_t* instr,
                                                    uint32_t group,
                                                    uint32_t index) {
  return instr->op->operands[instr->segment_start[group] + index].value;
}

// The IR value of result |index| of result group |group|.
static inline const sr_value_t* sr_rt_result_value(const sr_rt_instr_t* instr,
                                                   uint32_t group,
                                                   uint32_t index) {
  return &instr->op->results[instr->result_segment_start[group] + index];
}

struct sr_rt_block_t {
  uint32_t instr_count;
  sr_rt_instr_t* instrs;
  uint32_t arg_count;
  const uint32_t* args;  // slots of the block arguments
};

//===----------------------------------------------------------------------===//
// Execution regions (stream.cmd.execute, stream.async.execute)
//===----------------------------------------------------------------------===//

typedef enum sr_rt_node_role_e {
  SR_RT_NODE_LEAF = 0,          // runs |instr|
  SR_RT_NODE_CONCURRENT_ENTER,  // async.concurrent: operands -> block args
  SR_RT_NODE_CONCURRENT_EXIT,   // async.concurrent: yielded -> results
  SR_RT_NODE_FINISH,            // binds results, drops the frame
} sr_rt_node_role_t;

// One node of a region's task graph.
typedef struct sr_rt_region_node_t {
  sr_rt_node_role_t role;
  const sr_rt_instr_t* instr;  // the leaf or the async.concurrent op
  uint32_t predecessor_count;
  const uint32_t* predecessors;
} sr_rt_region_node_t;

typedef struct sr_rt_region_instance_t sr_rt_region_instance_t;

struct sr_rt_region_t {
  const sr_rt_instr_t* owner;  // the execute op
  const sr_rt_block_t* body;
  // The body runs on a frame of its own: slot i < capture_count holds the
  // value of the enclosing frame's slot captures[i] (copied in at each
  // submission), the slots after it every value the body defines. The
  // body's instructions name these slots.
  uint32_t capture_count;
  const uint32_t* captures;
  uint32_t frame_size;  // capture_count + values the body defines
  uint32_t node_count;
  const sr_rt_region_node_t* nodes;
  // No wave with two dispatches or calls: running the nodes in order on
  // the submitting thread loses no parallelism worth a task graph (see
  // region.c).
  bool serial_only;
  // Holds a collective: runs on the submitting (the rank's host) thread
  // after its waits, nodes in program order (collective/README.md).
  bool has_collective;
  // The hand-off policy's measurements (region.c): estimates
  // (sr_rt_time_estimate_fold) of the region's inline runs and of its
  // task-graph runs (submission to FINISH), in ns, 0 until measured; and a
  // submission counter for probing.
  _Atomic uint64_t inline_ns;
  _Atomic uint64_t graph_ns;
  _Atomic uint32_t submissions;
  // Instances: graphs built once and resubmitted when idle.
  pthread_mutex_t mutex;
  uint32_t instance_count;
  uint32_t instance_capacity;
  sr_rt_region_instance_t** instances;
};

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

typedef enum sr_rt_builtin_e {
  SR_RT_BUILTIN_NONE = 0,
  SR_RT_BUILTIN_FILL,   // __builtin_fill_iN: value, count, binding
  SR_RT_BUILTIN_SPLAT,  // __builtin_splat_iN
} sr_rt_builtin_t;

struct sr_rt_export_t {
  const char* name;  // "executable::export"
  const sr_op_t* export_op;
  const sr_op_t* function_op;  // the func.func in the inner module, or NULL
  const sr_rt_function_t* workgroup_count;  // the workgroups region, or NULL
  uint32_t workload_count;
  sr_rt_builtin_t builtin;
  uint32_t builtin_pattern_bytes;
  // Parameter layout of function_op: for each parameter, is it a binding.
  uint32_t param_count;
  const bool* param_is_binding;
  const sr_rt_scalar_type_t* param_types;
  // The function compiled for the builtin runner (builtins only).
  const sr_rt_function_t* body;
  // Prepared state of the export interpreter (the dispatch interpreter,
  // export_interpreter.h), or NULL when it does not run this export.
  void* interpreter_state;
  // Its position in the program's exports (the module's bound kernels use
  // the same index).
  uint32_t index;
  // The hand-off policy for its workgroups (dispatch.c): an estimate
  // (sr_rt_time_estimate_fold) of the time one workgroup takes on a serial
  // run, in ns, 0 until measured; and a dispatch counter for probing.
  _Atomic uint64_t workgroup_ns;
  _Atomic uint32_t dispatch_count;
  // A workgroup count region that takes no workload and computes only
  // scalars always returns the same counts: they are kept here after the
  // first dispatch evaluated them (dispatch.c). State 0: not evaluated yet,
  // 1: fixed_count holds them, 2: evaluated at every dispatch.
  _Atomic uint32_t fixed_count_state;
  _Atomic uint32_t fixed_count[3];
};

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// Bytes serialized once at prepare time from a constant attribute.
struct sr_rt_constant_t {
  const uint8_t* data;
  size_t length;  // serialized length (storage may be larger: zero padded)
  // Read-only shared storage of exactly |length| bytes (constant lifetime
  // results map it; writable results copy it).
  sr_rt_storage_t* storage;
};

//===----------------------------------------------------------------------===//
// Functions, globals, program
//===----------------------------------------------------------------------===//

struct sr_rt_extern_t {
  const char* name;
  const sr_op_t* op;  // stream.async.func / stream.cmd.func
  bool is_async;
  uint32_t index;  // in the program's externs (and the module's bindings)
  // async.func: tied result -> operand index (or -1), per result.
  uint32_t result_count;
  const int64_t* tied;
};

struct sr_rt_function_t {
  const char* name;
  const sr_op_t* op;
  bool is_public;
  bool is_initializer;
  bool is_coarse_fences;
  uint32_t frame_size;
  uint32_t block_count;
  sr_rt_block_t* blocks;
  uint32_t arg_count;
  const sr_type_t* const* arg_types;
  uint32_t result_count;
  const sr_type_t* const* result_types;
  char* arg_cconv;
  char* result_cconv;
};

typedef struct sr_rt_global_t {
  const char* name;
  const sr_op_t* op;
  const sr_type_t* type;
  bool is_mutable;
  sr_rt_value_t initial;  // from initial_value (owned by the program)
  // A !hal.device global's initialization attribute, decoded (devices.h);
  // the module's initialization resolves it against the instance's
  // devices. NULL for other globals.
  const struct sr_rt_device_selector_t* device;
} sr_rt_global_t;

typedef enum sr_rt_init_kind_e {
  SR_RT_INIT_GLOBAL = 0,  // set a global to its initial value
  SR_RT_INIT_FUNCTION,    // run a util.initializer
} sr_rt_init_kind_t;

typedef struct sr_rt_init_step_t {
  sr_rt_init_kind_t kind;
  uint32_t index;  // global or function index
} sr_rt_init_step_t;

struct sr_rt_program_t {
  sr_allocator_t allocator;
  sr_context_t* context;  // owns the IR; destroyed with the program
  const sr_op_t* module;
  sr_arena_t arena;  // plans, serialized constants
  // References to the program's memory (this block and |arena|): the
  // program's own, dropped by sr_rt_program_destroy, and one per constant
  // storage over |arena| bytes (sr_rt_program_wrap_constant), so a result
  // view of a mapped constant outlives the module without dangling.
  _Atomic int32_t memory_refs;
  uint32_t function_count;
  sr_rt_function_t** functions;
  uint32_t global_count;
  sr_rt_global_t* globals;
  uint32_t init_count;
  sr_rt_init_step_t* init_steps;
  uint32_t export_count;
  sr_rt_export_t** exports;
  uint32_t extern_count;
  sr_rt_extern_t** externs;
  uint32_t region_count;
  uint32_t region_capacity;
  sr_rt_region_t** regions;
  uint32_t constant_count;
  sr_rt_constant_t** constants;
  uint32_t queue_count;  // distinct affinities
  // #stream.parameter.named values read when a module loads (placeholders
  // filled by exec_params.c), most recent first.
  struct sr_rt_param_ref_t* parameter_refs;
};

#endif  // STREAMREF_CPU_BACKEND_PLAN_H_
