// Element programs: scalar code (arith, math, linalg.index, tensor.extract)
// compiled once into a list of block operations that run over blocks of
// elements through the SIMD kernels.
//
// A linalg region body is scalar code applied to every point of an
// iteration space. Interpreting it one element at a time would cost one
// dispatch per op per element; instead every SSA value of the body becomes
// a register holding a block of up to |block| elements, and every op
// becomes one kernel call over the block (k->binary[ADD][F32](n, ...)).
// Registers are views (pointer, stride in elements), so a block argument
// reads its tensor in place with the tensor's stride along the block
// dimension, a constant or a captured scalar is a stride-0 view, and the op
// whose value is yielded can write straight into the output tensor.
//
// The same program form runs top-level scalar ops (index arithmetic,
// push-constant decoding) with registers bound to frame slots and n = 1.
//
// Ops the kernels do not cover (i1 arithmetic, ceildivsi, tan, cbrt, ...)
// run through per-element fallbacks with the same semantics (widened
// integer or double arithmetic, one rounding).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_H_

#include "core/base/arith_semantics.h"
#include "core/base/ptr_map.h"
#include "core/ir/context.h"
#include "core/ir/operation.h"
#include "cpu_backend/dispatch_interp/types.h"
#include "cpu_backend/export_interpreter.h"
#include "kernels/dispatch.h"
#include "streamref/status.h"

typedef enum sr_di_reg_kind_e {
  SR_DI_REG_TEMP = 0,  // a block of scratch owned by the run
  SR_DI_REG_ARG,       // bound by the caller for every block
  SR_DI_REG_CONST,     // |bits|, broadcast
  SR_DI_REG_SLOT,      // a frame slot's scalar bits (captured or top-level)
} sr_di_reg_kind_t;

typedef struct sr_di_reg_t {
  uint8_t kind;
  uint8_t dtype;
  uint32_t index;  // ARG: argument number; SLOT: slot; TEMP: scratch index
  uint64_t bits;   // CONST
} sr_di_reg_t;

typedef enum sr_di_eop_kind_e {
  SR_DI_EOP_UNARY = 0,       // fn.unary(n, out, in)
  SR_DI_EOP_BINARY,          // fn.binary(n, out, a, b)
  SR_DI_EOP_CMP,             // fn.binary, i1 result
  SR_DI_EOP_TERNARY,         // fn.ternary (select: i1 condition first; fma)
  SR_DI_EOP_CONVERT,         // fn.unary from dtype to out_dtype
  SR_DI_EOP_COPY,            // bit copy of out_dtype-sized elements
  SR_DI_EOP_INT_BINARY,      // per element on widened integers (code)
  SR_DI_EOP_INT_UNARY,       // per element (code: sr_arith_int_unary_op_t)
  SR_DI_EOP_INT_CMP,         // per element, arith.cmpi predicate (code)
  SR_DI_EOP_FLOAT_UNARY,     // per element in double, one rounding (code:
                             // sr_arith_float_unary_op_t)
  SR_DI_EOP_FLOAT_BINARY,    // per element in double, one rounding (code)
  SR_DI_EOP_FLOAT_CLASSIFY,  // math.isnan/isinf/isfinite/isnormal -> i1
  SR_DI_EOP_CAST,            // per element conversion (code: kernel kind)
  SR_DI_EOP_INDEX,           // linalg.index (code: loop dimension)
  SR_DI_EOP_EXTRACT,         // tensor.extract from the tensor in |slot|
} sr_di_eop_kind_t;

// Per-element fallback op codes (the unary ones are arith_semantics.h's
// sr_arith_int_unary_op_t and sr_arith_float_unary_op_t).
typedef enum sr_di_code_e {
  // INT_BINARY
  SR_DI_INT_ADD = 0,
  SR_DI_INT_SUB,
  SR_DI_INT_MUL,
  SR_DI_INT_DIVSI,
  SR_DI_INT_DIVUI,
  SR_DI_INT_REMSI,
  SR_DI_INT_REMUI,
  SR_DI_INT_CEILDIVSI,
  SR_DI_INT_CEILDIVUI,
  SR_DI_INT_FLOORDIVSI,
  SR_DI_INT_AND,
  SR_DI_INT_OR,
  SR_DI_INT_XOR,
  SR_DI_INT_SHL,
  SR_DI_INT_SHRSI,
  SR_DI_INT_SHRUI,
  SR_DI_INT_MAXSI,
  SR_DI_INT_MINSI,
  SR_DI_INT_MAXUI,
  SR_DI_INT_MINUI,
  SR_DI_INT_IPOWI,
  // FLOAT_BINARY
  SR_DI_FLOAT_ATAN2,
  SR_DI_FLOAT_FPOWI,  // float base, integer exponent (second dtype in code2)
  // FLOAT_CLASSIFY
  SR_DI_FLOAT_ISNAN,
  SR_DI_FLOAT_ISINF,
  SR_DI_FLOAT_ISFINITE,
  SR_DI_FLOAT_ISNORMAL,
} sr_di_code_t;

// The integer binary codes are core/base/arith_semantics.h's ops, which
// define what they compute.
_Static_assert((int)SR_DI_INT_ADD == (int)SR_ARITH_INT_ADD &&
                   (int)SR_DI_INT_SUB == (int)SR_ARITH_INT_SUB &&
                   (int)SR_DI_INT_MUL == (int)SR_ARITH_INT_MUL &&
                   (int)SR_DI_INT_DIVSI == (int)SR_ARITH_INT_DIVSI &&
                   (int)SR_DI_INT_DIVUI == (int)SR_ARITH_INT_DIVUI &&
                   (int)SR_DI_INT_REMSI == (int)SR_ARITH_INT_REMSI &&
                   (int)SR_DI_INT_REMUI == (int)SR_ARITH_INT_REMUI &&
                   (int)SR_DI_INT_CEILDIVSI == (int)SR_ARITH_INT_CEILDIVSI &&
                   (int)SR_DI_INT_CEILDIVUI == (int)SR_ARITH_INT_CEILDIVUI &&
                   (int)SR_DI_INT_FLOORDIVSI == (int)SR_ARITH_INT_FLOORDIVSI &&
                   (int)SR_DI_INT_AND == (int)SR_ARITH_INT_AND &&
                   (int)SR_DI_INT_OR == (int)SR_ARITH_INT_OR &&
                   (int)SR_DI_INT_XOR == (int)SR_ARITH_INT_XOR &&
                   (int)SR_DI_INT_SHL == (int)SR_ARITH_INT_SHL &&
                   (int)SR_DI_INT_SHRSI == (int)SR_ARITH_INT_SHRSI &&
                   (int)SR_DI_INT_SHRUI == (int)SR_ARITH_INT_SHRUI &&
                   (int)SR_DI_INT_MAXSI == (int)SR_ARITH_INT_MAXSI &&
                   (int)SR_DI_INT_MINSI == (int)SR_ARITH_INT_MINSI &&
                   (int)SR_DI_INT_MAXUI == (int)SR_ARITH_INT_MAXUI &&
                   (int)SR_DI_INT_MINUI == (int)SR_ARITH_INT_MINUI &&
                   (int)SR_DI_INT_IPOWI == (int)SR_ARITH_INT_IPOWI,
               "SR_DI_INT_* are SR_ARITH_INT_*");

#define SR_DI_EOP_MAX_OPERANDS (SR_DI_MAX_RANK + 1)

// What a checked run verifies before an integer op (decided when the body
// is compiled; unchecked runs never look at it): arith.shli/shrsi/shrui
// amounts within the width, and addi/subi/muli/shli overflow when the op
// carries overflow<nsw> / overflow<nuw>.
enum {
  SR_DI_CHECK_SHIFT = 1,
  SR_DI_CHECK_NSW = 2,
  SR_DI_CHECK_NUW = 4,
};

// The one result of an op or instruction of one result, where code serves
// several ops alike (every scalar op of a body, every linalg op, the
// workgroup queries): each op's schema names it differently.
enum { SR_DI_RESULT = 0 };

// Positions in sr_di_eop_t.operands: the kernel's inputs a, b, c in the
// order of the op's operands (lhs and rhs of a binary arith op; condition,
// true and false value of arith.select; a, b, c of math.fma).
enum sr_di_eop_operand_e {
  SR_DI_EOP_A = 0,
  SR_DI_EOP_B = 1,
  SR_DI_EOP_C = 2,
};

typedef struct sr_di_eop_t {
  uint8_t kind;
  uint8_t dtype;      // operand type (CONVERT/CAST: source)
  uint8_t out_dtype;  // result type
  uint8_t num_operands;
  uint16_t code;   // fallback op, cmp predicate, convert kind, index dim
  uint16_t code2;  // CAST: unsigned source; FPOWI: exponent dtype
  uint16_t result;
  uint16_t operands[SR_DI_EOP_MAX_OPERANDS];
  union {
    sr_k_unary_fn_t unary;
    sr_k_binary_fn_t binary;
    sr_k_ternary_fn_t ternary;
  } fn;
  uint32_t slot;      // EXTRACT: the tensor's slot
  const sr_op_t* op;  // name and location for errors
  uint8_t check;      // SR_DI_CHECK_* bits, 0 for most ops
  uint8_t check_op;   // with check: SR_DI_INT_ADD/SUB/MUL/SHL/SHRSI/SHRUI
} sr_di_eop_t;

typedef struct sr_di_body_t {
  uint32_t num_regs;
  sr_di_reg_t* regs;
  uint32_t num_temps;
  uint32_t num_eops;
  sr_di_eop_t* eops;
  uint32_t num_args;
  uint16_t* arg_regs;  // register of block argument i
  uint32_t num_yields;
  uint16_t* yields;  // registers the terminator returns
  // Registers read by some eop or yielded more than once (a yielded
  // register read by no eop may be written straight into the output).
  uint8_t* reg_uses;
  // True when the body reads a linalg.index or a tensor (the caller must
  // provide loop indices / frame slots).
  bool uses_index;
} sr_di_body_t;

// A register's run-time view: element i at ptr + i * stride * size.
typedef struct sr_di_view_t {
  uint8_t* ptr;
  ptrdiff_t stride;  // elements
} sr_di_view_t;

// What a run needs besides the views.
typedef struct sr_di_body_ctx_t {
  const sr_context_t* context;  // for located errors
  const sr_k_table_t* kernels;  // unused by kernel eops (resolved)
  sr_di_value_t* slots;         // the frame (SLOT registers, EXTRACT)
  const int64_t* loop_index;    // linalg.index values of this block
  int32_t block_dim;            // the loop the block runs along, or -1
  // Checked runs: where undefined behaviour is recorded (NULL: unchecked,
  // the checks are skipped), and the workgroup's linear index (its key).
  sr_export_check_t* check;
  uint64_t workgroup;
} sr_di_body_ctx_t;

//===----------------------------------------------------------------------===//
// Building (prepare time)
//===----------------------------------------------------------------------===//

// Resolves a value defined outside the body to a frame slot; returns false
// if the value has none.
typedef bool (*sr_di_slot_lookup_fn_t)(void* user, const sr_value_t* value,
                                       uint32_t* out_slot);

typedef struct sr_di_body_builder_t {
  const sr_context_t* context;
  const sr_k_table_t* kernels;
  sr_allocator_t allocator;
  sr_di_slot_lookup_fn_t lookup;
  void* lookup_user;
  sr_di_body_t* body;
  uint32_t reg_capacity;
  uint32_t eop_capacity;
  // Values of the body's block -> registers.
  sr_ptr_map_t values;
} sr_di_body_builder_t;

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BODY_H_
