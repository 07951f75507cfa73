// Execution regions at prepare time: captures, locals and the node list of
// each region's task graph. See region_prepare.h and region.h.

#include "cpu_backend/region_prepare.h"

#include <string.h>

#include "cpu_backend/exec_collective.h"
#include "cpu_backend/prepare.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/prepare_support.h"
#include "cpu_backend/region.h"

//===----------------------------------------------------------------------===//
// Prepare: captures, locals and nodes
//===----------------------------------------------------------------------===//

typedef struct sr_rt_id_vec_t {
  sr_allocator_t allocator;
  uint32_t* ids;
  uint32_t count;
  uint32_t capacity;
} sr_rt_id_vec_t;

static sr_status_t sr_rt_id_vec_push(sr_rt_id_vec_t* vec, uint32_t id) {
  if (vec->count == vec->capacity) {
    uint32_t capacity = vec->capacity ? vec->capacity * 2 : 8;
    void* ids = vec->ids;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(vec->allocator,
                                            capacity * sizeof(uint32_t), &ids));
    vec->ids = ids;
    vec->capacity = capacity;
  }
  vec->ids[vec->count++] = id;
  return sr_ok_status();
}

static void sr_rt_id_vec_free(sr_rt_id_vec_t* vec) {
  sr_allocator_free(vec->allocator, vec->ids);
  vec->ids = NULL;
  vec->count = vec->capacity = 0;
}

typedef struct sr_rt_node_builder_t {
  sr_rt_prepare_t* prep;
  sr_rt_region_node_t* nodes;
  uint32_t count;
  uint32_t capacity;
} sr_rt_node_builder_t;

static sr_status_t sr_rt_add_node(sr_rt_node_builder_t* b,
                                  sr_rt_node_role_t role,
                                  const sr_rt_instr_t* instr,
                                  const uint32_t* preds, uint32_t pred_count,
                                  uint32_t* out_id) {
  if (b->count == b->capacity) {
    uint32_t capacity = b->capacity ? b->capacity * 2 : 16;
    void* nodes = b->nodes;
    SR_RETURN_IF_ERROR(
        sr_allocator_realloc(b->prep->program->allocator,
                             capacity * sizeof(sr_rt_region_node_t), &nodes));
    b->nodes = nodes;
    b->capacity = capacity;
  }
  uint32_t* copy = sr__rt_alloc(b->prep, (pred_count + 1) * sizeof(uint32_t));
  if (!copy) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  if (pred_count) memcpy(copy, preds, pred_count * sizeof(uint32_t));
  sr_rt_region_node_t* node = &b->nodes[b->count];
  node->role = role;
  node->instr = instr;
  node->predecessor_count = pred_count;
  node->predecessors = copy;
  *out_id = b->count++;
  return sr_ok_status();
}

static sr_status_t sr_rt_build_serial(sr_rt_node_builder_t* b,
                                      const sr_rt_block_t* block,
                                      const uint32_t* preds,
                                      uint32_t pred_count,
                                      sr_rt_id_vec_t* out_tails);

// Whether |user| (or an op nested in it) reads a result of |producer|.
static bool sr_rt_instr_uses_results(const sr_rt_instr_t* user,
                                     const sr_rt_instr_t* producer) {
  for (uint32_t o = 0; o < user->operand_count; ++o) {
    for (uint32_t r = 0; r < producer->result_count; ++r) {
      if (user->operands[o] == producer->results[r]) return true;
    }
  }
  for (uint32_t b = 0; b < 3; ++b) {
    const sr_rt_block_t* block = user->blocks[b];
    for (uint32_t i = 0; block && i < block->instr_count; ++i) {
      if (sr_rt_instr_uses_results(&block->instrs[i], producer)) return true;
    }
  }
  return false;
}

static sr_status_t sr_rt_build_item(sr_rt_node_builder_t* b,
                                    const sr_rt_instr_t* instr,
                                    const uint32_t* preds, uint32_t pred_count,
                                    sr_rt_id_vec_t* out_tails) {
  sr_allocator_t allocator = b->prep->program->allocator;
  switch (instr->kind) {
    case SR_RT_OP_CMD_SERIAL:
      if (!instr->blocks[0]) break;
      return sr_rt_build_serial(b, instr->blocks[0], preds, pred_count,
                                out_tails);
    case SR_RT_OP_CMD_CONCURRENT: {
      const sr_rt_block_t* block = instr->blocks[0];
      uint32_t children = 0;
      for (uint32_t i = 0; block && i < block->instr_count; ++i) {
        const sr_rt_instr_t* child = &block->instrs[i];
        if (child->kind == SR_RT_OP_YIELD) continue;
        ++children;
        SR_RETURN_IF_ERROR(
            sr_rt_build_item(b, child, preds, pred_count, out_tails));
      }
      if (children) return sr_ok_status();
      break;
    }
    case SR_RT_OP_ASYNC_CONCURRENT: {
      uint32_t enter = 0;
      SR_RETURN_IF_ERROR(sr_rt_add_node(b, SR_RT_NODE_CONCURRENT_ENTER, instr,
                                        preds, pred_count, &enter));
      // Children may overlap, but SSA dataflow between them still orders
      // them: a child runs after the siblings whose results it uses.
      sr_rt_id_vec_t tails = {allocator, NULL, 0, 0};
      sr_rt_id_vec_t preds_i = {allocator, NULL, 0, 0};
      sr_status_t status = sr_ok_status();
      const sr_rt_block_t* block = instr->blocks[0];
      uint32_t child_count = block ? block->instr_count : 0;
      uint32_t* ranges = NULL;  // per child: [begin, end) in tails
      if (child_count) {
        void* mem = NULL;
        status = sr_allocator_malloc(allocator,
                                     2 * child_count * sizeof(uint32_t), &mem);
        ranges = (uint32_t*)mem;
      }
      for (uint32_t i = 0; i < child_count && !status; ++i) {
        const sr_rt_instr_t* child = &block->instrs[i];
        ranges[2 * i] = ranges[2 * i + 1] = tails.count;
        if (child->kind == SR_RT_OP_YIELD) continue;
        preds_i.count = 0;
        status = sr_rt_id_vec_push(&preds_i, enter);
        for (uint32_t j = 0; j < i && !status; ++j) {
          if (!sr_rt_instr_uses_results(child, &block->instrs[j])) continue;
          for (uint32_t t = ranges[2 * j]; t < ranges[2 * j + 1] && !status;
               ++t) {
            status = sr_rt_id_vec_push(&preds_i, tails.ids[t]);
          }
        }
        if (!status) {
          status =
              sr_rt_build_item(b, child, preds_i.ids, preds_i.count, &tails);
        }
        ranges[2 * i + 1] = tails.count;
      }
      sr_allocator_free(allocator, ranges);
      sr_rt_id_vec_free(&preds_i);
      uint32_t exit = 0;
      if (!status && !tails.count) status = sr_rt_id_vec_push(&tails, enter);
      if (!status) {
        status = sr_rt_add_node(b, SR_RT_NODE_CONCURRENT_EXIT, instr, tails.ids,
                                tails.count, &exit);
      }
      sr_rt_id_vec_free(&tails);
      SR_RETURN_IF_ERROR(status);
      return sr_rt_id_vec_push(out_tails, exit);
    }
    default: {
      uint32_t id = 0;
      SR_RETURN_IF_ERROR(
          sr_rt_add_node(b, SR_RT_NODE_LEAF, instr, preds, pred_count, &id));
      return sr_rt_id_vec_push(out_tails, id);
    }
  }
  // An empty serial/concurrent block: pass the predecessors through.
  for (uint32_t i = 0; i < pred_count; ++i) {
    SR_RETURN_IF_ERROR(sr_rt_id_vec_push(out_tails, preds[i]));
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_build_serial(sr_rt_node_builder_t* b,
                                      const sr_rt_block_t* block,
                                      const uint32_t* preds,
                                      uint32_t pred_count,
                                      sr_rt_id_vec_t* out_tails) {
  sr_allocator_t allocator = b->prep->program->allocator;
  sr_rt_id_vec_t current = {allocator, NULL, 0, 0};
  sr_status_t status = sr_ok_status();
  for (uint32_t i = 0; i < pred_count && !status; ++i) {
    status = sr_rt_id_vec_push(&current, preds[i]);
  }
  for (uint32_t i = 0; i < block->instr_count && !status; ++i) {
    const sr_rt_instr_t* instr = &block->instrs[i];
    if (instr->kind == SR_RT_OP_YIELD) continue;
    sr_rt_id_vec_t next = {allocator, NULL, 0, 0};
    status = sr_rt_build_item(b, instr, current.ids, current.count, &next);
    sr_rt_id_vec_free(&current);
    current = next;
  }
  for (uint32_t i = 0; i < current.count && !status; ++i) {
    status = sr_rt_id_vec_push(out_tails, current.ids[i]);
  }
  sr_rt_id_vec_free(&current);
  return status;
}

// Dispatches and calls in |instr| (recursively): the ops whose overlap in a
// wave is worth a task graph. Byte ops (fill, copy, slice, update, ...)
// split large ranges across the pool themselves and are cheap when small.
static uint32_t sr_rt_count_wave_work(const sr_rt_instr_t* instr) {
  switch (instr->kind) {
    case SR_RT_OP_CMD_DISPATCH:
    case SR_RT_OP_ASYNC_DISPATCH:
    case SR_RT_OP_CMD_CALL:
    case SR_RT_OP_ASYNC_CALL:
      return 1;
    default:
      break;
  }
  uint32_t count = 0;
  for (uint32_t b = 0; b < 3; ++b) {
    const sr_rt_block_t* block = instr->blocks[b];
    for (uint32_t i = 0; block && i < block->instr_count; ++i) {
      count += sr_rt_count_wave_work(&block->instrs[i]);
    }
  }
  return count;
}

// Whether a cmd/async.concurrent wave in |block| holds two dispatches or
// calls that could overlap. Without one, running the region's nodes in
// order on the submitting thread loses no parallelism worth a worker
// wake-up and the hop back (tens to hundreds of microseconds on a loaded
// machine, against a few for the whole region inline).
static bool sr_rt_block_has_parallel_wave(const sr_rt_block_t* block) {
  for (uint32_t i = 0; block && i < block->instr_count; ++i) {
    const sr_rt_instr_t* instr = &block->instrs[i];
    if ((instr->kind == SR_RT_OP_CMD_CONCURRENT ||
         instr->kind == SR_RT_OP_ASYNC_CONCURRENT) &&
        sr_rt_count_wave_work(instr) > 1) {
      return true;
    }
    for (uint32_t b = 0; b < 3; ++b) {
      if (sr_rt_block_has_parallel_wave(instr->blocks[b])) return true;
    }
  }
  return false;
}

// The values an execution region's body defines (block arguments, results,
// recursively), in walk order: |defined| maps each to its index.
typedef struct sr_rt_value_list_t {
  sr_allocator_t allocator;
  const sr_value_t** values;
  uint32_t count;
  uint32_t capacity;
} sr_rt_value_list_t;

static sr_status_t sr_rt_value_list_push(sr_rt_value_list_t* list,
                                         const sr_value_t* value) {
  if (list->count == list->capacity) {
    uint32_t capacity = list->capacity ? list->capacity * 2 : 16;
    void* grown = list->values;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(
        list->allocator, capacity * sizeof(*list->values), &grown));
    list->values = grown;
    list->capacity = capacity;
  }
  list->values[list->count++] = value;
  return sr_ok_status();
}

static sr_status_t sr_rt_define(sr_ptr_map_t* defined,
                                sr_rt_value_list_t* order,
                                const sr_value_t* value) {
  SR_RETURN_IF_ERROR(sr_ptr_map_set(defined, value, order->count));
  return sr_rt_value_list_push(order, value);
}

static sr_status_t sr_rt_collect_defined_block(sr_ptr_map_t* defined,
                                               sr_rt_value_list_t* order,
                                               const sr_block_t* block) {
  for (uint32_t a = 0; a < block->num_arguments; ++a) {
    SR_RETURN_IF_ERROR(sr_rt_define(defined, order, block->arguments[a]));
  }
  for (const sr_op_t* op = block->first_op; op; op = op->next) {
    for (uint32_t i = 0; i < op->num_results; ++i) {
      SR_RETURN_IF_ERROR(sr_rt_define(defined, order, &op->results[i]));
    }
    for (uint32_t r = 0; r < op->num_regions; ++r) {
      for (const sr_block_t* b = op->regions[r].first_block; b; b = b->next) {
        SR_RETURN_IF_ERROR(sr_rt_collect_defined_block(defined, order, b));
      }
    }
  }
  return sr_ok_status();
}

// Appends to |captures| the outer slots of the values used inside |op| but
// defined outside (once each, in first-use order), and maps each to its
// index in |region_slots|.
static sr_status_t sr_rt_collect_captures(sr_rt_prepare_t* prep,
                                          const sr_ptr_map_t* defined,
                                          sr_ptr_map_t* region_slots,
                                          sr_rt_id_vec_t* captures,
                                          const sr_op_t* op) {
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    const sr_value_t* v = op->operands[i].value;
    if (sr_ptr_map_find(defined, v) != UINT32_MAX) continue;
    if (sr_ptr_map_find(region_slots, v) != UINT32_MAX) continue;
    uint32_t outer = sr__rt_slot(prep, v);
    if (outer == UINT32_MAX) {
      return sr_context_make_status_at(prep->context, op->pos,
                                       SR_STATUS_INTERNAL,
                                       "operand %u of an execution region "
                                       "has no slot in the enclosing frame",
                                       i);
    }
    SR_RETURN_IF_ERROR(sr_ptr_map_set(region_slots, v, captures->count));
    SR_RETURN_IF_ERROR(sr_rt_id_vec_push(captures, outer));
  }
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    for (const sr_block_t* b = op->regions[r].first_block; b; b = b->next) {
      for (const sr_op_t* o = b->first_op; o; o = o->next) {
        SR_RETURN_IF_ERROR(
            sr_rt_collect_captures(prep, defined, region_slots, captures, o));
      }
    }
  }
  return sr_ok_status();
}

bool sr__rt_is_execution_region(const sr_op_t* op) {
  return op->num_regions == 1 && (sr_op_is(op, "stream.cmd.execute") ||
                                  sr_op_is(op, "stream.async.execute"));
}

static sr_status_t sr_rt_region_register(sr_rt_prepare_t* prep,
                                         sr_rt_region_t* region) {
  sr_rt_program_t* program = prep->program;
  if (program->region_count == program->region_capacity) {
    uint32_t capacity =
        program->region_capacity ? program->region_capacity * 2 : 16;
    void* grown = program->regions;
    SR_RETURN_IF_ERROR(sr_allocator_realloc(program->allocator,
                                            capacity * sizeof(void*), &grown));
    program->regions = grown;
    program->region_capacity = capacity;
  }
  program->regions[program->region_count++] = region;
  return sr_ok_status();
}

// Numbers the body of |op| in a frame of its own (captures first, then
// every value the body defines) and compiles it against that numbering, so
// an instance's frame is the size of the region, not of the function.
static sr_status_t sr_rt_compile_region_body(sr_rt_prepare_t* prep,
                                             const sr_op_t* op,
                                             sr_rt_instr_t* instr,
                                             sr_rt_region_t* region) {
  sr_allocator_t allocator = prep->program->allocator;
  sr_ptr_map_t defined, region_slots;
  sr_ptr_map_initialize(allocator, &defined);
  sr_ptr_map_initialize(allocator, &region_slots);
  sr_rt_value_list_t order = {allocator, NULL, 0, 0};
  sr_rt_id_vec_t captures = {allocator, NULL, 0, 0};
  sr_status_t status = sr_ok_status();
  for (const sr_block_t* b = op->regions[0].first_block; b && !status;
       b = b->next) {
    status = sr_rt_collect_defined_block(&defined, &order, b);
  }
  for (const sr_block_t* b = op->regions[0].first_block; b && !status;
       b = b->next) {
    for (const sr_op_t* o = b->first_op; o && !status; o = o->next) {
      status =
          sr_rt_collect_captures(prep, &defined, &region_slots, &captures, o);
    }
  }
  for (uint32_t i = 0; i < order.count && !status; ++i) {
    status = sr_ptr_map_set(&region_slots, order.values[i], captures.count + i);
  }
  if (!status) {
    // The body's instructions name slots of the region's frame.
    sr_ptr_map_t outer = prep->slots;
    prep->slots = region_slots;
    status = sr__rt_compile_region(prep, &op->regions[0], &instr->blocks[0]);
    region_slots = prep->slots;
    prep->slots = outer;
  }
  if (!status && !instr->blocks[0]) {
    status = sr_context_make_status_at(prep->context, op->pos,
                                       SR_STATUS_INVALID_ARGUMENT,
                                       "execution region without a body");
  }
  if (!status) {
    uint32_t* c = sr__rt_alloc(prep, (captures.count + 1) * sizeof(uint32_t));
    if (!c) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
    } else {
      if (captures.count) memcpy(c, captures.ids, captures.count * 4);
      region->captures = c;
      region->capture_count = captures.count;
      region->frame_size = captures.count + order.count;
    }
  }
  sr_allocator_free(allocator, order.values);
  sr_rt_id_vec_free(&captures);
  sr_ptr_map_deinitialize(&defined);
  sr_ptr_map_deinitialize(&region_slots);
  return status;
}

sr_status_t sr__rt_prepare_region(sr_rt_prepare_t* prep, const sr_op_t* op,
                                  sr_rt_instr_t* instr) {
  if (!op->num_regions || !op->regions[0].first_block) {
    return sr_context_make_status_at(prep->context, op->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "execution region without a body");
  }
  sr_rt_region_t* region = sr__rt_alloc(prep, sizeof(*region));
  if (!region) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  region->owner = instr;
  pthread_mutex_init(&region->mutex, NULL);
  SR_RETURN_IF_ERROR(sr_rt_region_register(prep, region));
  instr->region = region;
  SR_RETURN_IF_ERROR(sr_rt_compile_region_body(prep, op, instr, region));
  region->body = instr->blocks[0];

  sr_allocator_t allocator = prep->program->allocator;
  sr_rt_id_vec_t tails = {allocator, NULL, 0, 0};
  sr_rt_node_builder_t builder = {prep, NULL, 0, 0};
  sr_status_t status =
      sr_rt_build_serial(&builder, region->body, NULL, 0, &tails);
  region->serial_only = !sr_rt_block_has_parallel_wave(region->body);
  region->has_collective = sr_rt_block_has_collective(region->body);
  uint32_t finish = 0;
  if (!status) {
    status = sr_rt_add_node(&builder, SR_RT_NODE_FINISH, instr, tails.ids,
                            tails.count, &finish);
  }
  if (!status) {
    sr_rt_region_node_t* n =
        sr__rt_alloc(prep, builder.count * sizeof(sr_rt_region_node_t));
    if (!n) {
      status = SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
    } else {
      memcpy(n, builder.nodes, builder.count * sizeof(sr_rt_region_node_t));
      region->nodes = n;
      region->node_count = builder.count;
    }
  }
  sr_allocator_free(allocator, builder.nodes);
  sr_rt_id_vec_free(&tails);
  return status;
}
