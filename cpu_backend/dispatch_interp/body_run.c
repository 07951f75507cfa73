// Element programs, run time: one kernel call per op per block, or the
// per-element fallbacks (see body.h).

#include "cpu_backend/dispatch_interp/body_run.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cpu_backend/dispatch_interp/body.h"
#include "cpu_backend/dispatch_interp/body_compile.h"
#include "cpu_backend/export_interpreter.h"

// Constants and captured scalars are broadcast (stride 0) to every element;
// the kernels' broadcast path replicates them per vector, so for blocks
// they are replicated once into scratch and read with stride 1 instead.
static uint32_t sr_di_broadcast_count(const sr_di_body_t* body) {
  uint32_t count = 0;
  for (uint32_t i = 0; i < body->num_regs; ++i) {
    uint8_t kind = body->regs[i].kind;
    count += kind == SR_DI_REG_CONST || kind == SR_DI_REG_SLOT;
  }
  return count;
}

size_t sr_di_body_scratch_size(const sr_di_body_t* body, size_t block) {
  size_t blocks = body->num_temps;
  if (block > 1) blocks += sr_di_broadcast_count(body);
  return blocks * block * 8;
}

void sr_di_replicate(uint8_t* dst, const void* value, size_t size, size_t n) {
  if (!n) return;
  memcpy(dst, value, size);
  size_t done = 1;
  while (done < n) {
    size_t chunk = done < n - done ? done : n - done;
    memcpy(dst + done * size, dst, chunk * size);
    done += chunk;
  }
}

void sr_di_body_bind(const sr_di_body_t* body, sr_di_value_t* slots,
                     uint8_t* scratch, size_t block, sr_di_view_t* views) {
  uint8_t* broadcast = scratch + (size_t)body->num_temps * block * 8;
  for (uint32_t i = 0; i < body->num_regs; ++i) {
    const sr_di_reg_t* reg = &body->regs[i];
    switch (reg->kind) {
      case SR_DI_REG_TEMP:
        views[i].ptr = scratch + (size_t)reg->index * block * 8;
        views[i].stride = 1;
        break;
      case SR_DI_REG_CONST:
      case SR_DI_REG_SLOT: {
        const void* value = reg->kind == SR_DI_REG_CONST
                                ? (const void*)&reg->bits
                                : (const void*)&slots[reg->index].bits;
        if (block > 1) {
          sr_di_replicate(broadcast, value,
                          sr_dtype_size((sr_dtype_t)reg->dtype), block);
          views[i].ptr = broadcast;
          views[i].stride = 1;
          broadcast += block * 8;
        } else {
          views[i].ptr = (uint8_t*)value;
          views[i].stride = 0;
        }
        break;
      }
      default:
        break;
    }
  }
}

void sr_di_copy_elements(size_t n, size_t size, uint8_t* dst,
                         ptrdiff_t dst_stride, const uint8_t* src,
                         ptrdiff_t src_stride) {
  if (dst_stride == 1 && src_stride == 1) {
    memmove(dst, src, n * size);
    return;
  }
  ptrdiff_t ds = dst_stride * (ptrdiff_t)size;
  ptrdiff_t ss = src_stride * (ptrdiff_t)size;
  switch (size) {
    case 1:
      for (size_t i = 0; i < n; ++i) dst[i * ds] = src[i * ss];
      break;
    case 2:
      for (size_t i = 0; i < n; ++i) memcpy(dst + i * ds, src + i * ss, 2);
      break;
    case 4:
      for (size_t i = 0; i < n; ++i) memcpy(dst + i * ds, src + i * ss, 4);
      break;
    case 8:
      for (size_t i = 0; i < n; ++i) memcpy(dst + i * ds, src + i * ss, 8);
      break;
    default:
      for (size_t i = 0; i < n; ++i) memcpy(dst + i * ds, src + i * ss, size);
      break;
  }
}

//===----------------------------------------------------------------------===//
// Per-element fallbacks
//===----------------------------------------------------------------------===//

// One integer binary op at the dtype's width (arith_semantics.h). Returns a
// kernel error code.
static int sr_di_int_binary(uint16_t code, sr_dtype_t dtype, int64_t a,
                            int64_t b, int64_t* out) {
  switch (sr_arith_int_binary((sr_arith_int_op_t)code, sr_dtype_bits(dtype), a,
                              b, out)) {
    case SR_ARITH_OK:
      return 0;
    case SR_ARITH_DIVISION_BY_ZERO:
      return SR_K_ERROR_DIVISION_BY_ZERO;
    default:
      return SR_K_ERROR_OVERFLOW;
  }
}

static bool sr_di_float_classify(uint16_t code, double x, sr_dtype_t dtype) {
  switch (code) {
    case SR_DI_FLOAT_ISNAN:
      return isnan(x);
    case SR_DI_FLOAT_ISINF:
      return isinf(x);
    case SR_DI_FLOAT_ISFINITE:
      return isfinite(x);
    default: {
      // Normal in the element's own format.
      double ax = fabs(x);
      double smallest = dtype == SR_DTYPE_F16    ? 6.103515625e-05
                        : dtype == SR_DTYPE_BF16 ? 1.1754943508222875e-38
                        : dtype == SR_DTYPE_F32  ? 1.1754943508222875e-38
                                                 : 2.2250738585072014e-308;
      return isfinite(x) && ax >= smallest;
    }
  }
}

static bool sr_di_cmpi(uint16_t predicate, int64_t sa, int64_t sb, uint64_t ua,
                       uint64_t ub) {
  switch (predicate) {
    case 0:
      return ua == ub;
    case 1:
      return ua != ub;
    case 2:
      return sa < sb;
    case 3:
      return sa <= sb;
    case 4:
      return sa > sb;
    case 5:
      return sa >= sb;
    case 6:
      return ua < ub;
    case 7:
      return ua <= ub;
    case 8:
      return ua > ub;
    default:
      return ua >= ub;
  }
}

// Per-element conversion (casts the kernel table lacks, and i1).
static void sr_di_cast_element(uint16_t kind, bool is_unsigned, sr_dtype_t from,
                               const uint8_t* in, sr_dtype_t to, uint8_t* out) {
  switch (kind) {
    case SR_K_CONVERT_EXTF:
    case SR_K_CONVERT_TRUNCF:
      sr_di_store_float(out, to, sr_di_load_float(in, from));
      return;
    case SR_K_CONVERT_SITOFP:
    case SR_K_CONVERT_UITOFP: {
      int64_t v = sr_di_load_int(in, from, kind == SR_K_CONVERT_UITOFP);
      double d = kind == SR_K_CONVERT_UITOFP ? (double)(uint64_t)v : (double)v;
      sr_di_store_float(out, to, d);
      return;
    }
    case SR_K_CONVERT_FPTOSI:
    case SR_K_CONVERT_FPTOUI: {
      // Saturating, NaN to 0, as the kernels define it.
      double d = sr_di_load_float(in, from);
      uint32_t bits = sr_dtype_bits(to);
      int64_t v = kind == SR_K_CONVERT_FPTOUI
                      ? (int64_t)sr_arith_fptoui(d, bits)
                      : sr_arith_fptosi(d, bits);
      sr_di_store_int(out, to, v);
      return;
    }
    default:  // extsi, extui, trunci, index casts
      sr_di_store_int(out, to, sr_di_load_int(in, from, is_unsigned));
      return;
  }
}

static sr_status_t sr_di_kernel_failure(const sr_di_body_ctx_t* ctx,
                                        const sr_di_eop_t* eop, int rc) {
  const char* what =
      rc == SR_K_ERROR_DIVISION_BY_ZERO ? "integer division by zero"
      : rc == SR_K_ERROR_OVERFLOW ? "signed division overflow (INT_MIN / -1)"
                                  : "kernel failed";
  return sr_di_op_error(
      ctx->context, eop->op,
      rc == SR_K_ERROR_DIVISION_BY_ZERO || rc == SR_K_ERROR_OVERFLOW
          ? SR_STATUS_OUT_OF_RANGE
          : SR_STATUS_INTERNAL,
      "%s", what);
}

static sr_status_t sr_di_run_extract(const sr_di_body_ctx_t* ctx,
                                     const sr_di_eop_t* eop,
                                     sr_di_view_t* views, size_t n) {
  const sr_di_tensor_t* t = &ctx->slots[eop->slot].tensor;
  size_t size = sr_dtype_size((sr_dtype_t)eop->out_dtype);
  if (t->rank != eop->num_operands || t->dtype != eop->out_dtype) {
    return sr_di_op_error(ctx->context, eop->op, SR_STATUS_INVALID_ARGUMENT,
                          "tensor rank or type mismatch");
  }
  sr_di_view_t out = views[eop->result];
  for (size_t i = 0; i < n; ++i) {
    ptrdiff_t offset = 0;
    for (uint32_t d = 0; d < t->rank; ++d) {
      sr_di_view_t v = views[eop->operands[d]];
      int64_t index;
      memcpy(&index, v.ptr + (ptrdiff_t)i * v.stride * 8, 8);
      if (index < 0 || index >= t->shape[d]) {
        return sr_di_op_error(ctx->context, eop->op, SR_STATUS_OUT_OF_RANGE,
                              "index %lld out of range [0, %lld) in "
                              "dimension %u",
                              (long long)index, (long long)t->shape[d], d);
      }
      offset += (ptrdiff_t)(index * t->strides[d]);
    }
    memcpy(out.ptr + (ptrdiff_t)i * out.stride * (ptrdiff_t)size,
           t->data + offset * (ptrdiff_t)size, size);
  }
  return sr_ok_status();
}

static void sr_di_run_index(const sr_di_body_ctx_t* ctx, const sr_di_eop_t* eop,
                            sr_di_view_t* views, size_t n) {
  sr_di_view_t out = views[eop->result];
  int64_t base = ctx->loop_index ? ctx->loop_index[eop->code] : 0;
  bool along = ctx->block_dim == (int32_t)eop->code;
  for (size_t i = 0; i < n; ++i) {
    int64_t v = along ? base + (int64_t)i : base;
    memcpy(out.ptr + (ptrdiff_t)i * out.stride * 8, &v, 8);
  }
}

// The per-element fallbacks, one loop per kind.
static sr_status_t sr_di_run_fallback(const sr_di_body_ctx_t* ctx,
                                      const sr_di_eop_t* eop,
                                      sr_di_view_t* views, size_t n) {
  sr_dtype_t dtype = (sr_dtype_t)eop->dtype;
  sr_dtype_t out_dtype = (sr_dtype_t)eop->out_dtype;
  ptrdiff_t in_size = (ptrdiff_t)sr_dtype_size(dtype);
  ptrdiff_t out_size = (ptrdiff_t)sr_dtype_size(out_dtype);
  sr_di_view_t out = views[eop->result];
  sr_di_view_t a = views[eop->operands[SR_DI_EOP_A]];
  sr_di_view_t b =
      eop->num_operands > 1 ? views[eop->operands[SR_DI_EOP_B]] : a;
  ptrdiff_t b_size = in_size;
  if (eop->kind == SR_DI_EOP_FLOAT_BINARY && eop->code == SR_DI_FLOAT_FPOWI) {
    b_size = (ptrdiff_t)sr_dtype_size((sr_dtype_t)eop->code2);
  }
  for (size_t i = 0; i < n; ++i) {
    const uint8_t* pa = a.ptr + (ptrdiff_t)i * a.stride * in_size;
    const uint8_t* pb = b.ptr + (ptrdiff_t)i * b.stride * b_size;
    uint8_t* po = out.ptr + (ptrdiff_t)i * out.stride * out_size;
    switch (eop->kind) {
      case SR_DI_EOP_INT_BINARY: {
        int64_t r = 0;
        int rc =
            sr_di_int_binary(eop->code, dtype, sr_di_load_int(pa, dtype, true),
                             sr_di_load_int(pb, dtype, true), &r);
        if (rc) return sr_di_kernel_failure(ctx, eop, rc);
        sr_di_store_int(po, out_dtype, r);
        break;
      }
      case SR_DI_EOP_INT_UNARY:
        sr_di_store_int(po, out_dtype,
                        sr_arith_int_unary((sr_arith_int_unary_op_t)eop->code,
                                           sr_dtype_bits(dtype),
                                           sr_di_load_int(pa, dtype, true)));
        break;
      case SR_DI_EOP_INT_CMP: {
        int64_t sa = sr_di_load_int(pa, dtype, false);
        int64_t sb = sr_di_load_int(pb, dtype, false);
        uint64_t ua = (uint64_t)sr_di_load_int(pa, dtype, true);
        uint64_t ub = (uint64_t)sr_di_load_int(pb, dtype, true);
        *po = sr_di_cmpi(eop->code, sa, sb, ua, ub) ? 1 : 0;
        break;
      }
      case SR_DI_EOP_FLOAT_UNARY:
        sr_di_store_float(
            po, out_dtype,
            sr_arith_float_unary((sr_arith_float_unary_op_t)eop->code, false,
                                 sr_di_load_float(pa, dtype)));
        break;
      case SR_DI_EOP_FLOAT_BINARY: {
        double x = sr_di_load_float(pa, dtype);
        double y =
            eop->code == SR_DI_FLOAT_FPOWI
                ? (double)sr_di_load_int(pb, (sr_dtype_t)eop->code2, false)
                : sr_di_load_float(pb, dtype);
        sr_di_store_float(
            po, out_dtype,
            eop->code == SR_DI_FLOAT_ATAN2 ? atan2(x, y) : pow(x, y));
        break;
      }
      case SR_DI_EOP_FLOAT_CLASSIFY:
        *po =
            sr_di_float_classify(eop->code, sr_di_load_float(pa, dtype), dtype)
                ? 1
                : 0;
        break;
      case SR_DI_EOP_CAST:
        sr_di_cast_element(eop->code, eop->code2 != 0, dtype, pa, out_dtype,
                           po);
        break;
      default:
        break;
    }
  }
  return sr_ok_status();
}

// Checked runs only: whether element (a, b) of |eop| is undefined behaviour
// by its SR_DI_CHECK_* bits; describes it in |what| when it is and |what| is
// not NULL (the scan passes NULL, the description is made once).
static inline bool sr_di_check_element(const sr_di_eop_t* eop, unsigned bits,
                                       int64_t sa, int64_t sb, uint64_t ua,
                                       uint64_t ub, char* what, size_t size) {
  uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
  int64_t smin = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1));
  int64_t smax = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
  if (eop->check & SR_DI_CHECK_SHIFT) {
    // Amounts are unsigned: a negative one is a huge amount.
    if (ub >= bits) {
      if (what)
        snprintf(what, size, "shift amount %" PRIu64 " out of range for i%u",
                 ub, bits);
      return true;
    }
  }
  if (eop->check_op == SR_DI_INT_SHL) {
    if (eop->check & SR_DI_CHECK_NSW) {
      uint64_t shifted = (ua << ub) & mask;
      int64_t r = bits == 64 ? (int64_t)shifted
                             : (int64_t)(shifted << (64 - bits)) >> (64 - bits);
      if ((r >> ub) != sa) {
        if (what)
          snprintf(what, size,
                   "signed overflow of i%u marked nsw (%" PRId64 " << %" PRIu64
                   ")",
                   bits, sa, ub);
        return true;
      }
    }
    if ((eop->check & SR_DI_CHECK_NUW) && (((ua << ub) & mask) >> ub) != ua) {
      if (what)
        snprintf(what, size,
                 "unsigned overflow of i%u marked nuw (%" PRIu64 " << %" PRIu64
                 ")",
                 bits, ua, ub);
      return true;
    }
    return false;
  }
  const char* sym = eop->check_op == SR_DI_INT_ADD   ? "+"
                    : eop->check_op == SR_DI_INT_SUB ? "-"
                                                     : "*";
  if (eop->check & SR_DI_CHECK_NSW) {
    __int128 r = eop->check_op == SR_DI_INT_ADD   ? (__int128)sa + sb
                 : eop->check_op == SR_DI_INT_SUB ? (__int128)sa - sb
                                                  : (__int128)sa * sb;
    if (r < smin || r > smax) {
      if (what)
        snprintf(what, size,
                 "signed overflow of i%u marked nsw (%" PRId64 " %s %" PRId64
                 ")",
                 bits, sa, sym, sb);
      return true;
    }
  }
  if (eop->check & SR_DI_CHECK_NUW) {
    unsigned __int128 r = eop->check_op == SR_DI_INT_ADD
                              ? (unsigned __int128)ua + ub
                              : (unsigned __int128)ua * ub;
    bool overflow = eop->check_op == SR_DI_INT_SUB ? ub > ua : r > mask;
    if (overflow) {
      if (what)
        snprintf(what, size,
                 "unsigned overflow of i%u marked nuw (%" PRIu64 " %s %" PRIu64
                 ")",
                 bits, ua, sym, ub);
      return true;
    }
  }
  return false;
}

// An integer element of |size| bytes zero-extended (i1: its low bit), inlined
// in the checked scan (sr_di_load_int is a call per element).
static inline uint64_t sr_di_load_bits(const uint8_t* p, ptrdiff_t size,
                                       uint64_t mask) {
  switch (size) {
    case 1:
      return p[0] & mask;
    case 2: {
      uint16_t v;
      memcpy(&v, p, 2);
      return v;
    }
    case 4: {
      uint32_t v;
      memcpy(&v, p, 4);
      return v;
    }
    default: {
      uint64_t v;
      memcpy(&v, p, 8);
      return v;
    }
  }
}

// Checked runs only, before |eop| runs (its result may overwrite an
// operand): offers the block's offending element with the smallest
// operands to ctx->check, keyed by (workgroup, op position, a, b) so the
// report is the same whatever the blocks and threads. The values computed
// afterwards are the unchecked ones.
static void sr_di_check_eop(const sr_di_body_ctx_t* ctx, const sr_di_eop_t* eop,
                            const sr_di_view_t* views, size_t n) {
  if (eop->num_operands != 2) return;
  sr_dtype_t dtype = (sr_dtype_t)eop->dtype;
  ptrdiff_t size = (ptrdiff_t)sr_dtype_size(dtype);
  unsigned bits = sr_dtype_bits(dtype);
  sr_di_view_t a = views[eop->operands[SR_DI_EOP_A]];
  sr_di_view_t b = views[eop->operands[SR_DI_EOP_B]];
  bool found = false;
  uint64_t best_a = 0, best_b = 0;
  unsigned shift = 64u - bits;
  uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
  for (size_t i = 0; i < n; ++i) {
    uint64_t ua =
        sr_di_load_bits(a.ptr + (ptrdiff_t)i * a.stride * size, size, mask);
    uint64_t ub =
        sr_di_load_bits(b.ptr + (ptrdiff_t)i * b.stride * size, size, mask);
    if (found && (ua > best_a || (ua == best_a && ub >= best_b))) continue;
    // The signed values are the unsigned ones sign-extended from |bits|.
    int64_t sa = shift ? (int64_t)(ua << shift) >> shift : (int64_t)ua;
    int64_t sb = shift ? (int64_t)(ub << shift) >> shift : (int64_t)ub;
    if (!sr_di_check_element(eop, bits, sa, sb, ua, ub, NULL, 0)) continue;
    found = true;
    best_a = ua;
    best_b = ub;
  }
  if (!found) return;
  unsigned shift_back = 64u - bits;
  int64_t best_sa = shift_back ? (int64_t)(best_a << shift_back) >> shift_back
                               : (int64_t)best_a;
  int64_t best_sb = shift_back ? (int64_t)(best_b << shift_back) >> shift_back
                               : (int64_t)best_b;
  char best_what[160];
  sr_di_check_element(eop, bits, best_sa, best_sb, best_a, best_b, best_what,
                      sizeof(best_what));
  uint64_t key[4] = {ctx->workgroup,
                     ((uint64_t)eop->op->pos.line << 32) | eop->op->pos.column,
                     best_a, best_b};
  sr_export_check_offer(
      ctx->check, key,
      sr_di_op_error(ctx->context, eop->op, SR_STATUS_OUT_OF_RANGE, "%s",
                     best_what));
}

sr_status_t sr_di_body_run(const sr_di_body_t* body,
                           const sr_di_body_ctx_t* ctx, sr_di_view_t* views,
                           size_t n) {
  return sr_di_body_run_masked(body, ctx, views, n, NULL);
}

sr_status_t sr_di_body_run_masked(const sr_di_body_t* body,
                                  const sr_di_body_ctx_t* ctx,
                                  sr_di_view_t* views, size_t n,
                                  const uint8_t* skip) {
  // Tested once per block; NULL in unchecked runs.
  sr_export_check_t* check = ctx->check;
  for (uint32_t e = 0; e < body->num_eops; ++e) {
    if (skip && skip[e]) continue;
    const sr_di_eop_t* eop = &body->eops[e];
    if (check && eop->check) sr_di_check_eop(ctx, eop, views, n);
    sr_di_view_t out = views[eop->result];
    sr_di_view_t a =
        eop->num_operands > 0 ? views[eop->operands[SR_DI_EOP_A]] : out;
    sr_di_view_t b =
        eop->num_operands > 1 ? views[eop->operands[SR_DI_EOP_B]] : a;
    int rc = 0;
    switch (eop->kind) {
      case SR_DI_EOP_UNARY:
      case SR_DI_EOP_CONVERT:
        rc = eop->fn.unary(n, out.ptr, out.stride, a.ptr, a.stride);
        break;
      case SR_DI_EOP_BINARY:
      case SR_DI_EOP_CMP:
        rc = eop->fn.binary(n, out.ptr, out.stride, a.ptr, a.stride, b.ptr,
                            b.stride);
        break;
      case SR_DI_EOP_TERNARY: {
        sr_di_view_t c = views[eop->operands[SR_DI_EOP_C]];
        rc = eop->fn.ternary(n, out.ptr, out.stride, a.ptr, a.stride, b.ptr,
                             b.stride, c.ptr, c.stride);
        break;
      }
      case SR_DI_EOP_COPY:
        sr_di_copy_elements(n, sr_dtype_size((sr_dtype_t)eop->out_dtype),
                            out.ptr, out.stride, a.ptr, a.stride);
        break;
      case SR_DI_EOP_INDEX:
        sr_di_run_index(ctx, eop, views, n);
        break;
      case SR_DI_EOP_EXTRACT:
        SR_RETURN_IF_ERROR(sr_di_run_extract(ctx, eop, views, n));
        break;
      default:
        SR_RETURN_IF_ERROR(sr_di_run_fallback(ctx, eop, views, n));
        break;
    }
    if (rc) return sr_di_kernel_failure(ctx, eop, rc);
  }
  return sr_ok_status();
}
