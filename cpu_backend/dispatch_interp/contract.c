// The contraction fast path: out (+)= lhs * rhs bodies (matmuls in every
// named or generic form, batched, transposed, and convolutions in any
// layout) as one GEMM on the kernels' packed micro-kernels (kernels/gemm.h).
//
// Every operand's index is linear in the loops, so each loop of size > 1
// falls into one of five classes by the operands that move along it:
//
//   both inputs and the output ... batch: iterated around the GEMM
//   one input and the output ..... that input's side: m or n
//   the output only .............. m (a broadcast output)
//   the inputs, not the output ... k (a reduction loop)
//
// The input that moves along the output's unit-stride loop becomes the
// GEMM's rhs (the micro-kernel stores rows of contiguous columns), so its
// side is n; the other input is lhs and its side m. Several loops of one
// class form one composite GEMM dimension whose offset tables are built
// here: an NCHW convolution out[f][oh][ow] += w[f][c][kh][kw] *
// x[c][oh*s + kh*d][ow*s + kw*d] is the GEMM m = f, n = (oh, ow), k = (c,
// kh, kw), whose rhs tables address the image as its im2col matrix in
// place; an NHWC one is m = (oh, ow), n = f, k = (kh, kw, c).
//
// Composite order (innermost first): m and n loops by the output's stride,
// so that contiguous output runs stay contiguous; k loops in the loop
// nest's order, the last reduction loop innermost. The micro-kernel is
// sequential (accumulators start from the output, each product rounded and
// then added in k order), so every output element gets exactly the bits of
// the body's `mulf` then `addf` run in loop order, whatever the tiling or
// the number of threads.
//
// Units of work are (batch point, m tile, n tile); tiles are sized from the
// shape alone. Shapes too small for the kernel to pay off return
// UNAVAILABLE and run on the general loop nest.

#include "cpu_backend/dispatch_interp/contract.h"

#include <string.h>

#include "cpu_backend/dispatch_interp/exec_support.h"
#include "cpu_backend/dispatch_interp/structured.h"

typedef struct sr_di_gemm_job_t {
  const sr_di_sop_t* op;
  const sr_k_table_t* kernels;
  sr_allocator_t allocator;
  sr_k_gemm_t params;   // tables; the operands at batch point 0
  uint32_t operand[3];  // GEMM lhs, rhs, out: operand indices
  size_t size[3];       // their element sizes
  uint32_t num_batch;
  uint32_t batch[SR_DI_MAX_LOOPS];  // loops iterated around the GEMM
  size_t tile_m, tile_n, tiles_m, tiles_n;
  size_t scratch_size;
  // Few rows (a depthwise channel, a matrix-vector product): tiles run on
  // the one-row kernel from the operands in place (sr_k_gemm_rows), with
  // no packing and no scratch.
  bool rows;
  // Pre-packed operands (NULL: each tile packs its own panels): per batch
  // point, the packed lhs then the packed rhs, |packed_stride| bytes apart.
  uint8_t* packed;
  size_t packed_lhs_bytes, packed_stride;
  // Pack units per batch point: slices x chunks of panels, lhs then rhs.
  size_t slices, lhs_chunk, lhs_chunks, rhs_chunk, rhs_chunks;
  // The fused elementwise epilogue, or NULL: its operand k's element for
  // GEMM row i, column j at batch point 0 is at epi_m[k][i] + epi_n[k][j]
  // (elements); along the batch loops it moves by epi_batch[k][l]. Columns
  // [j, epi_col_end[j]) are arithmetic in every epi_n[k], rows [i,
  // epi_row_end[i]) in every epi_m[k]: each such run is one block of the
  // element program.
  sr_di_sop_t* epilogue;
  const ptrdiff_t* epi_m[SR_DI_MAX_OPERANDS];
  const ptrdiff_t* epi_n[SR_DI_MAX_OPERANDS];
  ptrdiff_t epi_batch[SR_DI_MAX_OPERANDS][SR_DI_MAX_LOOPS];
  const uint32_t* epi_col_end;
  const uint32_t* epi_row_end;
  // Where the epilogue runs. Per MR-row stripe from the kernel, while the
  // stripe is in L1, when rows hold long column runs (a large NCHW image,
  // many NHWC channels); otherwise on the whole tile once it is done,
  // along whichever of rows and columns takes fewer blocks: the last
  // 1x1 convolutions of a small NCHW image have 1280 rows of 4 columns,
  // 1280 blocks of 4 elements per stripe order but 4 of 1280 by columns.
  bool epi_by_tile;
} sr_di_gemm_job_t;

// One pool chunk's epilogue: the element program's state, the unit's
// batch offsets, and the first error.
typedef struct sr_di_epilogue_ctx_t {
  const sr_di_gemm_job_t* job;
  sr_di_chunk_t chunk;
  ptrdiff_t batch[SR_DI_MAX_OPERANDS];  // elements, this unit
  sr_status_t status;
} sr_di_epilogue_ctx_t;

// Runs the epilogue over |count| elements from GEMM row i, column j, along
// the rows (|along_m|) or the columns.
static sr_status_t sr_di_epilogue_block(sr_di_epilogue_ctx_t* e, size_t i,
                                        size_t j, size_t count, bool along_m) {
  const sr_di_gemm_job_t* job = e->job;
  sr_di_sop_t* op = job->epilogue;
  sr_di_chunk_t* c = &e->chunk;
  for (uint32_t k = 0; k < op->num_operands; ++k) {
    if (op->s->maps[k].is_scalar) {
      c->ptr[k] = op->base[k];
      c->stride[k] = 0;
      continue;
    }
    const ptrdiff_t* tm = job->epi_m[k];
    const ptrdiff_t* tn = job->epi_n[k];
    ptrdiff_t at = tm[i] + tn[j] + e->batch[k];
    c->ptr[k] = op->base[k] + at * (ptrdiff_t)op->elem_size[k];
    c->stride[k] = count < 2 ? 0
                   : along_m ? tm[i + 1] - tm[i]
                             : tn[j + 1] - tn[j];
  }
  return sr__di_chunk_run_block(c, count);
}

// Blocks covering [a, b) along runs |run_end| of at most |block| each.
static size_t sr_di_epilogue_blocks(const uint32_t* run_end, size_t a, size_t b,
                                    size_t block) {
  size_t blocks = 0;
  while (a < b) {
    size_t end = run_end[a] < b ? run_end[a] : b;
    blocks += (end - a + block - 1) / block;
    a = end;
  }
  return blocks;
}

// The epilogue over rows [m0, m1) x columns [n0, n1): blocks along column
// runs row by row, or (|along_m|) along row runs column by column.
static sr_status_t sr_di_epilogue_rect(sr_di_epilogue_ctx_t* e, size_t m0,
                                       size_t m1, size_t n0, size_t n1,
                                       bool along_m) {
  const sr_di_gemm_job_t* job = e->job;
  size_t block = job->epilogue->block;
  size_t outer0 = along_m ? n0 : m0, outer1 = along_m ? n1 : m1;
  size_t inner0 = along_m ? m0 : n0, inner1 = along_m ? m1 : n1;
  const uint32_t* run_end = along_m ? job->epi_row_end : job->epi_col_end;
  for (size_t x = outer0; x < outer1; ++x) {
    for (size_t y = inner0; y < inner1;) {
      size_t end = run_end[y] < inner1 ? run_end[y] : inner1;
      if (end - y > block) end = y + block;
      SR_RETURN_IF_ERROR(along_m
                             ? sr_di_epilogue_block(e, y, x, end - y, true)
                             : sr_di_epilogue_block(e, x, y, end - y, false));
      y = end;
    }
  }
  return sr_ok_status();
}

// sr_k_gemm_epilogue_fn_t: the stripe rows [m0, m1) x columns [n0, n1),
// row by row.
static int sr_di_epilogue_stripe(void* user, size_t m0, size_t m1, size_t n0,
                                 size_t n1) {
  sr_di_epilogue_ctx_t* e = (sr_di_epilogue_ctx_t*)user;
  e->status = sr_di_epilogue_rect(e, m0, m1, n0, n1, false);
  return e->status ? 1 : 0;
}

// A finished tile: along rows or columns, whichever takes fewer blocks.
static sr_status_t sr_di_epilogue_tile(sr_di_epilogue_ctx_t* e, size_t m0,
                                       size_t m1, size_t n0, size_t n1) {
  const sr_di_gemm_job_t* job = e->job;
  size_t block = job->epilogue->block;
  size_t by_rows =
      (m1 - m0) * sr_di_epilogue_blocks(job->epi_col_end, n0, n1, block);
  size_t by_cols =
      (n1 - n0) * sr_di_epilogue_blocks(job->epi_row_end, m0, m1, block);
  return sr_di_epilogue_rect(e, m0, m1, n0, n1, by_cols < by_rows);
}

// The GEMM at batch point |index| (linear over the batch loops, last
// fastest).
static void sr_di_gemm_at(const sr_di_gemm_job_t* job, size_t index,
                          sr_k_gemm_t* p, sr_di_epilogue_ctx_t* e) {
  const sr_di_sop_t* op = job->op;
  *p = job->params;
  if (e) memset(e->batch, 0, sizeof(e->batch));
  for (int i = (int)job->num_batch - 1; i >= 0; --i) {
    uint32_t d = job->batch[i];
    ptrdiff_t x = (ptrdiff_t)(index % (size_t)op->sizes[d]);
    index /= (size_t)op->sizes[d];
    for (uint32_t k = 0; e && k < job->epilogue->num_operands; ++k) {
      e->batch[k] += job->epi_batch[k][i] * x;
    }
    p->lhs = (const uint8_t*)p->lhs +
             op->strides[job->operand[0]][d] * x * (ptrdiff_t)job->size[0];
    p->rhs = (const uint8_t*)p->rhs +
             op->strides[job->operand[1]][d] * x * (ptrdiff_t)job->size[1];
    p->out = (uint8_t*)p->out +
             op->strides[job->operand[2]][d] * x * (ptrdiff_t)job->size[2];
  }
}

static sr_status_t sr_di_gemm_error(int rc) {
  return SR_MAKE_STATUS(SR_STATUS_INTERNAL, "gemm kernel failed (%d)", rc);
}

// Phase 1 of a pre-packed product: one unit packs a chunk of panels of one
// K slice of one operand at one batch point.
static sr_status_t sr_di_gemm_pack_chunk(void* user, size_t begin, size_t end) {
  const sr_di_gemm_job_t* job = (const sr_di_gemm_job_t*)user;
  size_t per_batch = job->slices * (job->lhs_chunks + job->rhs_chunks);
  for (size_t unit = begin; unit < end; ++unit) {
    size_t b = unit / per_batch, u = unit % per_batch;
    sr_k_gemm_t p;
    sr_di_gemm_at(job, b, &p, NULL);
    uint8_t* packed = job->packed + b * job->packed_stride;
    int rc;
    if (u < job->slices * job->lhs_chunks) {
      size_t slice = u / job->lhs_chunks, chunk = u % job->lhs_chunks;
      size_t panels = sr_k_gemm_lhs_panels(job->kernels, &p);
      size_t p0 = chunk * job->lhs_chunk;
      size_t p1 = p0 + job->lhs_chunk < panels ? p0 + job->lhs_chunk : panels;
      rc = sr_k_gemm_pack_lhs(job->kernels, &p, slice, p0, p1, packed);
    } else {
      u -= job->slices * job->lhs_chunks;
      size_t slice = u / job->rhs_chunks, chunk = u % job->rhs_chunks;
      size_t panels = sr_k_gemm_rhs_panels(job->kernels, &p);
      size_t p0 = chunk * job->rhs_chunk;
      size_t p1 = p0 + job->rhs_chunk < panels ? p0 + job->rhs_chunk : panels;
      rc = sr_k_gemm_pack_rhs(job->kernels, &p, slice, p0, p1,
                              packed + job->packed_lhs_bytes);
    }
    if (rc) return sr_di_gemm_error(rc);
  }
  return sr_ok_status();
}

// Units of the product: (batch point, m tile, n tile), n tiles fastest.
static sr_status_t sr_di_gemm_chunk(void* user, size_t begin, size_t end) {
  const sr_di_gemm_job_t* job = (const sr_di_gemm_job_t*)user;
  void* scratch = NULL;
  if (!job->packed && !job->rows) {
    SR_RETURN_IF_ERROR(sr_allocator_malloc_aligned(
        job->allocator, job->scratch_size + 64, 64, &scratch));
  }
  sr_di_epilogue_ctx_t* e = NULL;
  sr_status_t status = sr_ok_status();
  if (job->epilogue) {
    status = sr_allocator_calloc(job->allocator, sizeof(*e), (void**)&e);
    if (!status) {
      e->job = job;
      status = sr__di_chunk_begin(job->epilogue, &e->chunk);
      if (status) {
        sr_allocator_free(job->allocator, e);
        e = NULL;
      }
    }
  }
  for (size_t unit = begin; unit < end && !status; ++unit) {
    size_t tn = unit % job->tiles_n;
    size_t tm = (unit / job->tiles_n) % job->tiles_m;
    size_t b = unit / (job->tiles_n * job->tiles_m);
    sr_k_gemm_t p;
    sr_di_gemm_at(job, b, &p, e);
    if (e && !job->epi_by_tile) {
      p.epilogue = sr_di_epilogue_stripe;
      p.epilogue_user = e;
    }
    size_t m0 = tm * job->tile_m, n0 = tn * job->tile_n;
    size_t m1 = m0 + job->tile_m < p.m ? m0 + job->tile_m : p.m;
    size_t n1 = n0 + job->tile_n < p.n ? n0 + job->tile_n : p.n;
    int rc;
    if (job->rows) {
      rc = sr_k_gemm_rows(job->kernels, &p, m0, m1, n0, n1);
    } else if (job->packed) {
      const uint8_t* packed = job->packed + b * job->packed_stride;
      rc =
          sr_k_gemm_tile_packed(job->kernels, &p, packed,
                                packed + job->packed_lhs_bytes, m0, m1, n0, n1);
    } else {
      rc = sr_k_gemm_tile(job->kernels, &p, m0, m1, n0, n1, scratch,
                          job->scratch_size);
    }
    if (rc && e && e->status) {
      status = e->status;  // the epilogue's located error
      e->status = NULL;
    } else if (rc) {
      status = sr_di_gemm_error(rc);
    } else if (e && job->epi_by_tile) {
      status = sr_di_epilogue_tile(e, m0, m1, n0, n1);
    }
  }
  if (e) {
    sr__di_chunk_end(&e->chunk);
    sr_allocator_free(job->allocator, e);
  }
  sr_allocator_free(job->allocator, scratch);
  return status;
}

// Grain of a parallel loop over |units| of |work| flops in all.
static size_t sr_di_gemm_grain(double work, size_t units) {
  if (work < 2e5 || !units) return units ? units : 1;
  double per_unit = work / (double)units;
  return per_unit < 1e5 ? (size_t)(1e5 / per_unit) + 1 : 1;
}

// Packs every operand panel once, in parallel, when tiles would otherwise
// pack the same panels again; then computes the tiles.
static sr_status_t sr_di_gemm_run(sr_di_gemm_job_t* job,
                                  const sr_k_matmul_ukernel_t* uk,
                                  size_t batch_count, double flops) {
  const sr_k_gemm_t* p = &job->params;
  size_t units = batch_count * job->tiles_m * job->tiles_n;
  size_t la = (sr_k_gemm_packed_lhs_size(job->kernels, p) + 63) & ~(size_t)63;
  size_t lb = (sr_k_gemm_packed_rhs_size(job->kernels, p) + 63) & ~(size_t)63;
  bool prepack = !job->rows && (job->tiles_m > 1 || job->tiles_n > 1) &&
                 p->k > 0 &&
                 (double)(la + lb) * (double)batch_count < (double)(1u << 28);
  sr_status_t status = sr_ok_status();
  if (prepack) {
    job->packed_lhs_bytes = la;
    job->packed_stride = la + lb;
    status = sr_allocator_malloc_aligned(job->allocator,
                                         job->packed_stride * batch_count, 64,
                                         (void**)&job->packed);
    if (status) return status;
    job->slices = sr_k_gemm_slices(job->kernels, p);
    size_t lp = sr_k_gemm_lhs_panels(job->kernels, p);
    size_t rp = sr_k_gemm_rhs_panels(job->kernels, p);
    // About 32K packed elements per unit.
    job->lhs_chunk = (32768 / (uk->kc * uk->mr)) + 1;
    job->rhs_chunk = (32768 / (uk->kc * uk->nr)) + 1;
    job->lhs_chunks = (lp + job->lhs_chunk - 1) / job->lhs_chunk;
    job->rhs_chunks = (rp + job->rhs_chunk - 1) / job->rhs_chunk;
    size_t pack_units =
        batch_count * job->slices * (job->lhs_chunks + job->rhs_chunks);
    double pack_work = 8.0 * (double)batch_count * (double)p->k *
                       (double)(lp * uk->mr + rp * uk->nr);
    status = sr__di_parallel_for(job->op->frame, pack_units,
                                 sr_di_gemm_grain(pack_work, pack_units),
                                 sr_di_gemm_pack_chunk, job);
  } else if (!job->rows) {
    job->scratch_size = sr_k_gemm_scratch_size(job->kernels, p);
  }
  if (!status) {
    status = sr__di_parallel_for(job->op->frame, units,
                                 sr_di_gemm_grain(flops, units),
                                 sr_di_gemm_chunk, job);
  }
  sr_allocator_free(job->allocator, job->packed);
  job->packed = NULL;
  return status;
}

//===----------------------------------------------------------------------===//
// Loop classes and tables
//===----------------------------------------------------------------------===//

typedef struct sr_di_composite_t {
  uint32_t count;
  uint32_t loops[SR_DI_MAX_LOOPS];  // innermost first
  size_t extent;                    // product of the sizes
} sr_di_composite_t;

static ptrdiff_t sr_di_abs(ptrdiff_t x) { return x < 0 ? -x : x; }

// Sorts |c|'s loops by |stride[key][d]| ascending (stable: ties keep loop
// order, so the order is a function of the op alone).
static void sr_di_composite_sort(const sr_di_sop_t* op, sr_di_composite_t* c,
                                 uint32_t key) {
  for (uint32_t i = 1; i < c->count; ++i) {
    uint32_t d = c->loops[i];
    uint32_t j = i;
    while (j > 0 && sr_di_abs(op->strides[key][c->loops[j - 1]]) >
                        sr_di_abs(op->strides[key][d])) {
      c->loops[j] = c->loops[j - 1];
      --j;
    }
    c->loops[j] = d;
  }
}

// table[i] = sum over the composite's loops of strides[d] * index_d, i
// running innermost-first over the composite.
static void sr_di_composite_table_of(const sr_di_sop_t* op,
                                     const sr_di_composite_t* c,
                                     const ptrdiff_t* strides,
                                     ptrdiff_t* table) {
  int64_t index[SR_DI_MAX_LOOPS] = {0};
  ptrdiff_t offset = 0;
  for (size_t i = 0; i < c->extent; ++i) {
    table[i] = offset;
    for (uint32_t l = 0; l < c->count; ++l) {
      uint32_t d = c->loops[l];
      ptrdiff_t stride = strides[d];
      if (++index[l] < op->sizes[d]) {
        offset += stride;
        break;
      }
      offset -= stride * (ptrdiff_t)(op->sizes[d] - 1);
      index[l] = 0;
    }
  }
}

static void sr_di_composite_table(const sr_di_sop_t* op,
                                  const sr_di_composite_t* c, uint32_t operand,
                                  ptrdiff_t* table) {
  sr_di_composite_table_of(op, c, op->strides[operand], table);
}

// Greedy runs over |extent| entries of the |count| tables |x|, arithmetic
// in every table: run_end[i] is the end of i's run. Returns the number of
// runs.
static size_t sr_di_epilogue_runs(const ptrdiff_t* const* x, uint32_t count,
                                  size_t extent, uint32_t* run_end) {
  size_t runs = 0;
  for (size_t j = 0; j < extent; ++runs) {
    size_t end = j + 1;
    while (end < extent) {
      bool arithmetic = true;
      for (uint32_t k = 0; k < count && arithmetic; ++k) {
        arithmetic = x[k][end] - x[k][end - 1] == x[k][j + 1] - x[k][j];
      }
      if (!arithmetic) break;
      ++end;
    }
    for (size_t i = j; i < end; ++i) run_end[i] = (uint32_t)end;
    j = end;
  }
  return runs;
}

// The epilogue's tables over the GEMM's m and n composites (into |t|,
// (m + n) entries per operand), its batch strides and the column runs.
// The epilogue's loop e reads the contraction's output dimension r (its
// map for the result input is a permutation), which is the contraction's
// loop L(r): so its operand k moves by epilogue strides[k][e] along loop
// L(r) of the contraction, and not at all along the contraction's
// reductions.
static void sr_di_epilogue_tables(sr_di_gemm_job_t* job,
                                  const sr_di_composite_t* m,
                                  const sr_di_composite_t* n, ptrdiff_t* t,
                                  uint32_t* run_end) {
  const sr_di_sop_t* op = job->op;
  sr_di_sop_t* e = job->epilogue;
  const sr_di_structured_t* es = e->s;
  const sr_di_operand_map_t* in = &es->maps[op->s->epilogue_input];
  const sr_di_operand_map_t* out = &op->s->maps[op->s->num_inputs];
  uint32_t loop_of_loop[SR_DI_MAX_LOOPS];  // contraction loop -> e's loop
  uint32_t none = SR_DI_MAX_LOOPS;
  for (uint32_t d = 0; d < SR_DI_MAX_LOOPS; ++d) loop_of_loop[d] = none;
  for (uint32_t r = 0; r < in->rank; ++r) {
    uint32_t el = 0, cl = 0;
    for (uint32_t d = 0; d < es->num_loops; ++d) {
      if (in->coeff[r][d]) el = d;
    }
    for (uint32_t d = 0; d < op->s->num_loops; ++d) {
      if (out->coeff[r][d]) cl = d;
    }
    loop_of_loop[cl] = el;
  }
  for (uint32_t k = 0; k < e->num_operands; ++k) {
    ptrdiff_t strides[SR_DI_MAX_LOOPS] = {0};
    for (uint32_t d = 0; d < op->s->num_loops; ++d) {
      if (loop_of_loop[d] != none) strides[d] = e->strides[k][loop_of_loop[d]];
    }
    job->epi_m[k] = t;
    sr_di_composite_table_of(op, m, strides, t);
    job->epi_n[k] = t += m->extent;
    sr_di_composite_table_of(op, n, strides, t);
    t += n->extent;
    for (uint32_t l = 0; l < job->num_batch; ++l) {
      job->epi_batch[k][l] = strides[job->batch[l]];
    }
  }
  size_t col_runs =
      sr_di_epilogue_runs(job->epi_n, e->num_operands, n->extent, run_end);
  size_t row_runs = sr_di_epilogue_runs(job->epi_m, e->num_operands, m->extent,
                                        run_end + n->extent);
  job->epi_col_end = run_end;
  job->epi_row_end = run_end + n->extent;
  // Stripes while rows hold long column runs, or longer than the columns'
  // row runs; whole tiles otherwise.
  size_t col_average = n->extent / col_runs, row_average = m->extent / row_runs;
  job->epi_by_tile = col_average < 64 && row_average > col_average;
}
// Near-equal tiles of at most |max| (multiples of |unit|) covering |extent|.
static size_t sr_di_tile(size_t extent, size_t max, size_t unit) {
  if (extent <= max) return extent;
  size_t tiles = (extent + max - 1) / max;
  size_t tile = (extent + tiles - 1) / tiles;
  return (tile + unit - 1) / unit * unit;
}

sr_status_t sr__di_run_contract(sr_di_sop_t* op, sr_di_sop_t* epilogue) {
  const sr_di_structured_t* s = op->s;
  const sr_di_contract_t* c = &s->contract;
  const uint32_t out = 2;
  // Classes: side[0] moves with input 0 only, side[1] with input 1 only.
  sr_di_composite_t side[2], free_loops, red;
  memset(side, 0, sizeof(side));
  memset(&free_loops, 0, sizeof(free_loops));
  memset(&red, 0, sizeof(red));
  uint32_t batch[SR_DI_MAX_LOOPS], num_batch = 0;
  int32_t unit_loop = -1;  // the output's innermost loop
  for (uint32_t d = 0; d < s->num_loops; ++d) {
    if (op->sizes[d] < 2) continue;
    bool a = op->strides[0][d] != 0, b = op->strides[1][d] != 0;
    bool o = op->strides[out][d] != 0;
    if (!o) {
      if (!s->reduction[d]) {
        return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "output not indexed");
      }
      red.loops[red.count++] = d;
    } else if (s->reduction[d]) {
      return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "reduction in the output");
    } else if (a && b) {
      batch[num_batch++] = d;
    } else if (a || b) {
      sr_di_composite_t* x = &side[a ? 0 : 1];
      x->loops[x->count++] = d;
    } else {
      free_loops.loops[free_loops.count++] = d;
    }
    if (o && sr_di_abs(op->strides[out][d]) == 1) unit_loop = (int32_t)d;
  }
  // The GEMM rhs: the input moving along the output's unit-stride loop.
  uint32_t rhs = 1 - c->lhs;
  for (int i = 0; i < 2 && unit_loop >= 0; ++i) {
    for (uint32_t l = 0; l < side[i].count; ++l) {
      if (side[i].loops[l] == (uint32_t)unit_loop) rhs = (uint32_t)i;
    }
  }
  uint32_t lhs = 1 - rhs;
  sr_di_composite_t m = side[lhs], n = side[rhs];
  for (uint32_t l = 0; l < free_loops.count; ++l) {
    // A broadcast output loop: n when it is the unit-stride one, else m.
    sr_di_composite_t* x = free_loops.loops[l] == (uint32_t)unit_loop ? &n : &m;
    x->loops[x->count++] = free_loops.loops[l];
  }
  sr_di_composite_sort(op, &m, out);
  sr_di_composite_sort(op, &n, out);
  // k in the loop nest's order (the last reduction loop innermost): the
  // sequential micro-kernel then sums in exactly the body's order.
  for (uint32_t l = 0; l < red.count / 2; ++l) {
    uint32_t x = red.loops[l];
    red.loops[l] = red.loops[red.count - 1 - l];
    red.loops[red.count - 1 - l] = x;
  }
  m.extent = n.extent = red.extent = 1;
  for (uint32_t l = 0; l < m.count; ++l)
    m.extent *= (size_t)op->sizes[m.loops[l]];
  for (uint32_t l = 0; l < n.count; ++l)
    n.extent *= (size_t)op->sizes[n.loops[l]];
  for (uint32_t l = 0; l < red.count; ++l) {
    red.extent *= (size_t)op->sizes[red.loops[l]];
  }
  double flops = (double)m.extent * (double)n.extent * (double)red.extent;
  size_t batch_count = 1;
  for (uint32_t i = 0; i < num_batch; ++i) {
    batch_count *= (size_t)op->sizes[batch[i]];
  }
  flops *= (double)batch_count;
  // A dot product per batch point (a depthwise window) or a tiny product
  // runs better on the loop nest.
  if (flops < 64 || (m.extent * n.extent < 4 && red.extent < 64)) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "too small for the kernel");
  }

  sr_di_gemm_job_t job;
  memset(&job, 0, sizeof(job));
  job.op = op;
  job.kernels = op->frame->program->kernels;
  job.allocator = op->frame->program->allocator;
  job.operand[0] = lhs;
  job.operand[1] = rhs;
  job.operand[2] = out;
  for (int o = 0; o < 3; ++o) job.size[o] = op->elem_size[job.operand[o]];
  job.num_batch = num_batch;
  memcpy(job.batch, batch, sizeof(batch));
  size_t entries = 2 * (m.extent + n.extent + red.extent);
  size_t epilogue_entries =
      epilogue ? epilogue->num_operands * (m.extent + n.extent) : 0;
  // Tables fit 32-bit run ends (rows and columns are a tensor's elements).
  if (n.extent > UINT32_MAX || m.extent > UINT32_MAX) {
    return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "too many columns");
  }
  ptrdiff_t* tables = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      job.allocator,
      (entries + epilogue_entries) * sizeof(ptrdiff_t) +
          ((epilogue ? m.extent + n.extent : 0) + n.extent) * sizeof(uint32_t),
      (void**)&tables));
  sr_k_gemm_t* p = &job.params;
  p->input_type = c->input_type;
  p->m = m.extent;
  p->n = n.extent;
  p->k = red.extent;
  ptrdiff_t* t = tables;
  p->lhs_m = t;
  sr_di_composite_table(op, &m, lhs, t);
  p->out_m = t += m.extent;
  sr_di_composite_table(op, &m, out, t);
  p->rhs_n = t += m.extent;
  sr_di_composite_table(op, &n, rhs, t);
  p->out_n = t += n.extent;
  sr_di_composite_table(op, &n, out, t);
  p->lhs_k = t += n.extent;
  sr_di_composite_table(op, &red, lhs, t);
  p->rhs_k = t += red.extent;
  sr_di_composite_table(op, &red, rhs, t);
  p->lhs = op->base[lhs];
  p->rhs = op->base[rhs];
  p->out = op->base[out];
  // A fused zero fill: the first K slice stores (accumulators start at +0,
  // as they would from the fill's zeros).
  p->accumulate = !s->zero_init;
  if (epilogue) {
    job.epilogue = epilogue;
    sr_di_epilogue_tables(&job, &m, &n, tables + entries,
                          (uint32_t*)(tables + entries + epilogue_entries));
  }
  sr_k_gemm_prepare(job.kernels, p);
  sr_status_t status = sr_ok_status();
  if (sr_k_gemm_validate(p) != SR_K_OK) {
    status = SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE, "the kernel declines");
  }
  if (!status) {
    // Tiles: sized by the shape only (the results do not depend on them).
    const sr_k_matmul_ukernel_t* uk = c->input_type == SR_K_I8
                                          ? &job.kernels->matmul_i32
                                          : &job.kernels->matmul_f32;
    job.rows = sr_k_gemm_rows_suit(job.kernels, p);
    if (job.rows) {
      // The row kernel's column runs, once for every batch point and tile.
      uint32_t* run_end = (uint32_t*)(tables + entries + epilogue_entries) +
                          (epilogue ? m.extent + n.extent : 0);
      sr_k_gemm_row_runs(p, run_end);
      p->row_run_end = run_end;
    }
    job.tile_m = job.rows ? p->m : sr_di_tile(p->m, uk->mc, uk->mr);
    job.tile_n = sr_di_tile(p->n, job.rows ? 4096 : 256, uk->nr);
    // Enough units to spread a large product: split n, then m, down to
    // tiles that still amortize their packing.
    size_t min_units = flops > 4e6 ? 16 : flops > 5e5 ? 4 : 1;
    for (;;) {
      size_t units = batch_count * ((p->m + job.tile_m - 1) / job.tile_m) *
                     ((p->n + job.tile_n - 1) / job.tile_n);
      if (units >= min_units) break;
      if (job.tile_n >= 2 * 4 * uk->nr) {
        job.tile_n = sr_di_tile(p->n, job.tile_n / 2, uk->nr);
      } else if (job.tile_m >= 2 * 4 * uk->mr) {
        job.tile_m = sr_di_tile(p->m, job.tile_m / 2, uk->mr);
      } else {
        break;
      }
    }
    job.tiles_m = (p->m + job.tile_m - 1) / job.tile_m;
    job.tiles_n = (p->n + job.tile_n - 1) / job.tile_n;
    status = sr_di_gemm_run(&job, uk, batch_count, flops);
  }
  sr_allocator_free(job.allocator, tables);
  return status;
}
