// Execution regions: prepare-time node lists and run-time graph instances.
// See region.h.

#include "cpu_backend/region.h"

#include <string.h>
#include <time.h>

#include "cpu_backend/check/check.h"
#include "cpu_backend/exec.h"
#include "cpu_backend/exec_collective.h"
#include "cpu_backend/exec_support.h"
#include "cpu_backend/prepare_impl.h"
#include "cpu_backend/runtime_impl.h"
#include "cpu_backend/value.h"

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

//===----------------------------------------------------------------------===//
// Run time: instances
//===----------------------------------------------------------------------===//

typedef struct sr_rt_node_ref_t {
  sr_rt_region_instance_t* instance;
  uint32_t index;
} sr_rt_node_ref_t;

struct sr_rt_region_instance_t {
  sr_rt_region_t* region;
  sr_module_t* module;
  sr_task_graph_t* graph;
  sr_rt_value_t* frame;  // region->frame_size slots
  sr_rt_node_ref_t* refs;
  sr_timepoint_t* last_signal;  // of the latest submission
  uint32_t promise_count;
  sr_rt_storage_t** promises;  // untied async.execute results, per result
  bool in_use;                 // between acquire and submit
  // Inline runs so far (saturating). The first is cold (the frame and
  // graph just built, blocks fresh from the heap), often several times a
  // warm one, and is not measured; the instance runs inline until two warm
  // runs are measured, so one preempted sample cannot send it to the pool.
  uint32_t inline_runs;
  // When the latest graph submission started (ns), if its waits were
  // reached then: FINISH measures the graph's run for the policy. 0: not
  // measured.
  uint64_t submitted_ns;
  // What runs a node: sr_rt_region_node_run, or its traced wrapper when
  // the instance is observed (chosen once, so nodes pay nothing for it).
  sr_task_node_fn_t node_fn;
  sr_rt_region_trace_t* trace;  // when observed (trace/events.h)
};

// Drops what the frame holds from the previous execution.
static void sr_rt_instance_reset_frame(sr_rt_region_instance_t* instance) {
  const sr_rt_region_t* region = instance->region;
  for (uint32_t i = 0; i < region->frame_size; ++i) {
    sr_rt_value_release(&instance->frame[i]);
  }
  // A partly created instance (out of memory) may have no promise array.
  // A partly created instance (out of memory) may have no promise array.
  for (uint32_t i = 0; instance->promises && i < instance->promise_count; ++i) {
    sr_rt_storage_release(instance->promises[i]);
    instance->promises[i] = NULL;
  }
}

static uint64_t sr_rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static sr_status_t sr_rt_region_finish(sr_rt_region_instance_t* instance) {
  const sr_rt_instr_t* owner = instance->region->owner;
  sr_status_t status = sr_ok_status();
  if (owner->kind == SR_RT_OP_ASYNC_EXECUTE) {
    const sr_rt_block_t* body = instance->region->body;
    const sr_rt_instr_t* yield = &body->instrs[body->instr_count - 1];
    for (uint32_t r = 0; r < instance->promise_count && !status; ++r) {
      sr_rt_storage_t* promise = instance->promises[r];
      if (!promise) continue;
      const sr_rt_value_t* v = &instance->frame[yield->operands[r]];
      if (v->kind != SR_RT_VALUE_VIEW) {
        status = sr_rt_error(instance->module, yield, SR_STATUS_INTERNAL,
                             "yielded value %u is not a resource", r);
        break;
      }
      status =
          sr_rt_storage_bind_promise(promise, v->view.storage, v->view.offset);
      if (status) {
        sr_status_t located =
            sr_rt_error(instance->module, yield, sr_status_code(status),
                        "result %u: %s", r, sr_status_message(status));
        sr_status_ignore(status);
        status = located;
      }
    }
  }
  sr_rt_instance_reset_frame(instance);
  return status;
}

static sr_status_t sr_rt_region_node_run(void* user_data) {
  sr_rt_node_ref_t* ref = (sr_rt_node_ref_t*)user_data;
  sr_rt_region_instance_t* instance = ref->instance;
  const sr_rt_region_node_t* node = &instance->region->nodes[ref->index];
  sr_rt_value_t* frame = instance->frame;
  switch (node->role) {
    case SR_RT_NODE_LEAF:
      return sr_rt_exec_leaf(instance->module, node->instr, frame);
    case SR_RT_NODE_CONCURRENT_ENTER: {
      const sr_rt_instr_t* instr = node->instr;
      const sr_rt_block_t* block = instr->blocks[0];
      uint32_t count =
          sr_rt_group_size(instr, SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERANDS);
      for (uint32_t i = 0; block && i < block->arg_count && i < count; ++i) {
        sr_rt_value_assign(
            &frame[block->args[i]],
            sr_rt_arg(frame, instr,
                      SR_STREAM_ASYNC_CONCURRENT_RESOURCE_OPERANDS, i));
      }
      return sr_ok_status();
    }
    case SR_RT_NODE_CONCURRENT_EXIT: {
      const sr_rt_instr_t* instr = node->instr;
      const sr_rt_block_t* block = instr->blocks[0];
      if (!block || !block->instr_count) return sr_ok_status();
      // The yield's operands, all of them, become the results.
      const sr_rt_instr_t* yield = &block->instrs[block->instr_count - 1];
      uint32_t count =
          sr_rt_result_group_size(instr, SR_STREAM_ASYNC_CONCURRENT_RESULTS);
      for (uint32_t r = 0; r < count; ++r) {
        sr_rt_value_assign(
            sr_rt_out(frame, instr, SR_STREAM_ASYNC_CONCURRENT_RESULTS, r),
            &frame[yield->operands[r]]);
      }
      return sr_ok_status();
    }
    case SR_RT_NODE_FINISH:
      if (instance->submitted_ns) {
        sr_rt_time_estimate_fold(&instance->region->graph_ns,
                                 sr_rt_now_ns() - instance->submitted_ns);
      }
      return sr_rt_region_finish(instance);
  }
  return sr_ok_status();
}

// sr_rt_region_node_run between the node's events (trace/events.h).
static sr_status_t sr_rt_region_node_run_traced(void* user_data) {
  sr_rt_node_ref_t* ref = (sr_rt_node_ref_t*)user_data;
  sr_rt_region_instance_t* instance = ref->instance;
  sr_module_t* module = instance->module;
  sr_rt_events_t* events = module->instance->events;
  sr_rt_region_node_event_t node;
  sr_rt_region_trace_node_begin(events, instance->trace, module, ref->index,
                                &node);
  sr_status_t status = sr_rt_region_node_run(user_data);
  sr_rt_region_trace_node_end(events, instance->trace, module, &node, status);
  return status;
}

static void sr_rt_instance_destroy(sr_rt_region_instance_t* instance) {
  if (!instance) return;
  sr_allocator_t allocator = instance->module->instance->allocator;
  if (instance->last_signal) {
    if (instance->graph) sr_task_graph_cancel(instance->graph);
    sr_status_ignore(
        sr_timepoint_wait(instance->last_signal, SR_TIMEOUT_INFINITE));
    sr_timepoint_release(instance->last_signal);
  }
  if (instance->frame) sr_rt_instance_reset_frame(instance);
  sr_task_graph_release(instance->graph);
  sr_allocator_free(allocator, instance->frame);
  sr_allocator_free(allocator, instance->refs);
  sr_allocator_free(allocator, instance->promises);
  sr_rt_region_trace_destroy(instance->module->instance->events,
                             instance->trace);
  sr_allocator_free(allocator, instance);
}

static sr_status_t sr_rt_instance_create(sr_rt_region_t* region,
                                         sr_module_t* module,
                                         sr_rt_region_instance_t** out) {
  *out = NULL;
  sr_allocator_t allocator = module->instance->allocator;
  sr_rt_region_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(
      sr_allocator_calloc(allocator, sizeof(*instance), (void**)&instance));
  instance->region = region;
  instance->module = module;
  const sr_rt_instr_t* owner = region->owner;
  instance->promise_count =
      owner->kind == SR_RT_OP_ASYNC_EXECUTE
          ? sr_rt_result_group_size(owner, SR_STREAM_ASYNC_EXECUTE_RESULTS)
          : 0;
  sr_status_t status = sr_allocator_calloc(
      allocator, (region->frame_size + 1) * sizeof(sr_rt_value_t),
      (void**)&instance->frame);
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (region->node_count + 1) * sizeof(sr_rt_node_ref_t),
        (void**)&instance->refs);
  }
  if (!status) {
    status = sr_allocator_calloc(
        allocator, (instance->promise_count + 1) * sizeof(sr_rt_storage_t*),
        (void**)&instance->promises);
  }
  if (!status) {
    status = sr_task_graph_create(allocator, region->node_count,
                                  region->node_count * 2, &instance->graph);
  }
  sr_rt_events_t* events = module->instance->events;
  instance->node_fn =
      events ? sr_rt_region_node_run_traced : sr_rt_region_node_run;
  if (!status && events) {
    status = sr_rt_region_trace_create(events, region, &instance->trace);
  }
  for (uint32_t i = 0; i < region->node_count && !status; ++i) {
    const sr_rt_region_node_t* node = &region->nodes[i];
    instance->refs[i].instance = instance;
    instance->refs[i].index = i;
    uint32_t id = 0;
    status = sr_task_graph_add_node(instance->graph, instance->node_fn,
                                    &instance->refs[i], node->predecessors,
                                    node->predecessor_count, &id);
  }
  if (!status) status = sr_task_graph_finalize(instance->graph);
  if (status) {
    sr_rt_instance_destroy(instance);
    return status;
  }
  *out = instance;
  return sr_ok_status();
}

static sr_status_t sr_rt_instance_acquire(sr_rt_region_t* region,
                                          sr_module_t* module,
                                          sr_rt_region_instance_t** out) {
  *out = NULL;
  pthread_mutex_lock(&region->mutex);
  for (uint32_t i = 0; i < region->instance_count; ++i) {
    sr_rt_region_instance_t* instance = region->instances[i];
    if (!instance->in_use && !sr_task_graph_is_in_flight(instance->graph)) {
      instance->in_use = true;
      *out = instance;
      break;
    }
  }
  pthread_mutex_unlock(&region->mutex);
  if (*out) {
    sr_rt_instance_reset_frame(*out);
    return sr_ok_status();
  }
  sr_rt_region_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(sr_rt_instance_create(region, module, &instance));
  instance->in_use = true;
  pthread_mutex_lock(&region->mutex);
  sr_status_t status = sr_ok_status();
  if (region->instance_count == region->instance_capacity) {
    uint32_t capacity =
        region->instance_capacity ? region->instance_capacity * 2 : 4;
    void* grown = region->instances;
    status = sr_allocator_realloc(module->instance->allocator,
                                  capacity * sizeof(void*), &grown);
    if (!status) {
      region->instances = grown;
      region->instance_capacity = capacity;
    }
  }
  if (!status) region->instances[region->instance_count++] = instance;
  pthread_mutex_unlock(&region->mutex);
  if (status) {
    sr_rt_instance_destroy(instance);
    return status;
  }
  *out = instance;
  return sr_ok_status();
}

static void sr_rt_instance_put_back(sr_rt_region_t* region,
                                    sr_rt_region_instance_t* instance) {
  pthread_mutex_lock(&region->mutex);
  instance->in_use = false;
  pthread_mutex_unlock(&region->mutex);
}

void sr_rt_region_drain(sr_rt_region_t* region) {
  pthread_mutex_lock(&region->mutex);
  uint32_t count = region->instance_count;
  pthread_mutex_unlock(&region->mutex);
  for (uint32_t i = 0; i < count; ++i) {
    sr_rt_region_instance_t* instance = region->instances[i];
    if (!instance->last_signal) continue;
    if (instance->graph) sr_task_graph_cancel(instance->graph);
    sr_status_ignore(
        sr_timepoint_wait(instance->last_signal, SR_TIMEOUT_INFINITE));
  }
}

void sr_rt_region_deinitialize(sr_rt_region_t* region) {
  sr_allocator_t allocator = {0};
  for (uint32_t i = 0; i < region->instance_count; ++i) {
    allocator = region->instances[i]->module->instance->allocator;
    sr_rt_instance_destroy(region->instances[i]);
  }
  if (region->instances) sr_allocator_free(allocator, region->instances);
  region->instances = NULL;
  region->instance_count = region->instance_capacity = 0;
  pthread_mutex_destroy(&region->mutex);
}

//===----------------------------------------------------------------------===//
// Queues (ordering domains)
//===----------------------------------------------------------------------===//

// The timepoint a queue's next submission must also wait on (retained, may
// be immediate), and the record of a new submission. The module holds the
// queues (runtime.c makes and frees them); region submissions are their
// only users.
static sr_timepoint_t* sr_rt_queue_acquire_last(sr_module_t* module,
                                                uint32_t queue) {
  if (queue >= module->program->queue_count) return NULL;
  pthread_mutex_lock(&module->queue_mutex);
  sr_timepoint_t* last = module->queue_last[queue];
  if (last && sr_timepoint_query(last) != SR_TIMEPOINT_PENDING) {
    // Already complete: nothing to order against (a failure stays with its
    // own timepoint; later submissions do not inherit it).
    sr_timepoint_release(last);
    module->queue_last[queue] = last = NULL;
  }
  if (last) sr_timepoint_retain(last);
  pthread_mutex_unlock(&module->queue_mutex);
  return last;
}

static void sr_rt_queue_set_last(sr_module_t* module, uint32_t queue,
                                 sr_timepoint_t* timepoint) {
  if (queue >= module->program->queue_count) return;
  sr_timepoint_retain(timepoint);
  pthread_mutex_lock(&module->queue_mutex);
  sr_timepoint_t* previous = module->queue_last[queue];
  module->queue_last[queue] = timepoint;
  pthread_mutex_unlock(&module->queue_mutex);
  if (previous) sr_timepoint_release(previous);
}

//===----------------------------------------------------------------------===//
// Run time: submission
//===----------------------------------------------------------------------===//

// Sets up the host-visible results of an async.execute.
static sr_status_t sr_rt_region_bind_results(sr_module_t* module,
                                             const sr_rt_instr_t* instr,
                                             sr_rt_region_instance_t* instance,
                                             sr_rt_value_t* frame) {
  uint32_t result_count =
      sr_rt_result_group_size(instr, SR_STREAM_ASYNC_EXECUTE_RESULTS);
  for (uint32_t r = 0; r < result_count; ++r) {
    int64_t tied = r < instr->int_count ? instr->ints[r] : -1;
    sr_rt_value_t* result =
        sr_rt_out(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESULTS, r);
    if (tied >= 0) {
      sr_rt_value_assign(
          result,
          sr_rt_arg(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS,
                    (uint32_t)tied));
      continue;
    }
    const sr_rt_value_t* size =
        sr_rt_arg(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESULT_SIZES, r);
    sr_rt_storage_t* promise = NULL;
    SR_RETURN_IF_ERROR(sr_rt_storage_create_promise(module->instance->allocator,
                                                    (size_t)size->i, &promise));
    sr_rt_storage_retain(promise);
    instance->promises[r] = promise;
    sr_rt_value_set_view(result, promise, 0, (uint64_t)size->i);
  }
  return sr_ok_status();
}

// The hand-off policy. A region whose waits are all reached may run right
// away on the submitting thread, nodes in their (serial, valid) order:
// what IREE's inline HAL does for every region. It saves the wake-up of a
// worker and the hop back, which dominate small regions (tens of
// microseconds on an idle 2-vCPU VM, milliseconds on a loaded one);
// dispatches and large fills/copies inside still fan out on the pool.
// Always inline: regions without a wave of several dispatches or calls
// (nothing to overlap), every region on a single worker, and regions whose
// inline run takes less than SR_RT_HANDOFF_FLOOR_NS: overlapping their
// wave could save at most half their time on two cores, less than a
// hand-off costs. Otherwise the region's own history decides: inline
// first (an instance's first three runs: one cold, two measured), then
// once as a graph, and from then on the way that took less
// time (inline when within 1/8 of the graph: no wake-up, and the workers
// stay free for others), trying the other way every 64th submission in
// case the work changed. The choice depends on timing; what a region
// computes does not (its node order is a valid schedule of the graph).
enum {
  SR_RT_HANDOFF_FLOOR_NS = 100 * 1000,
  SR_RT_REGION_PROBE_EVERY = 64,
};

static bool sr_rt_region_can_run_inline(const sr_module_t* module,
                                        const sr_rt_region_instance_t* instance,
                                        sr_timepoint_t* const* waits,
                                        size_t wait_count) {
  sr_rt_region_t* region = instance->region;
  for (size_t i = 0; i < wait_count; ++i) {
    if (sr_timepoint_query(waits[i]) != SR_TIMEPOINT_REACHED) return false;
  }
  if (region->serial_only ||
      sr_pool_worker_count(module->instance->pool) <= 1 ||
      instance->inline_runs < 3) {
    return true;
  }
  // relaxed: measurements and a counter (see sr_rt_region_record).
  uint64_t inline_ns =
      atomic_load_explicit(&region->inline_ns, memory_order_relaxed);
  if (!inline_ns || inline_ns < SR_RT_HANDOFF_FLOOR_NS) return true;
  uint64_t graph_ns =
      atomic_load_explicit(&region->graph_ns, memory_order_relaxed);
  if (!graph_ns) return false;
  uint32_t n =
      atomic_fetch_add_explicit(&region->submissions, 1, memory_order_relaxed);
  bool choose_inline = inline_ns <= graph_ns + graph_ns / 8;
  if (n % SR_RT_REGION_PROBE_EVERY == SR_RT_REGION_PROBE_EVERY - 1) {
    choose_inline = !choose_inline;
  }
  return choose_inline;
}

// Runs every node in order; the first failure skips the rest (as the graph
// does) and fails |signal|.
static void sr_rt_region_run_inline(sr_rt_region_instance_t* instance,
                                    sr_timepoint_t* signal) {
  sr_status_t status = sr_ok_status();
  for (uint32_t i = 0; i < instance->region->node_count && !status; ++i) {
    status = instance->node_fn(&instance->refs[i]);
  }
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
}

// serial_reverse_waves: runs the node of highest index among those whose
// predecessors have all run, so the children of every wave go last first
// (a child still follows the siblings whose results it uses) while
// sequenced ops keep their order. Quadratic in the node count; the oracle
// is for checking, not speed.
static void sr_rt_region_run_reversed(sr_rt_region_instance_t* instance,
                                      sr_timepoint_t* signal) {
  const sr_rt_region_t* region = instance->region;
  uint32_t n = region->node_count;
  bool* done = NULL;
  sr_status_t status = sr_allocator_calloc(
      instance->module->instance->allocator, n + 1, (void**)&done);
  for (uint32_t step = 0; step < n && !status; ++step) {
    uint32_t pick = n;
    for (uint32_t i = n; i-- > 0 && pick == n;) {
      if (done[i]) continue;
      const sr_rt_region_node_t* node = &region->nodes[i];
      bool ready = true;
      for (uint32_t p = 0; p < node->predecessor_count && ready; ++p) {
        ready = done[node->predecessors[p]];
      }
      if (ready) pick = i;
    }
    if (pick == n) {
      status = SR_MAKE_STATUS(SR_STATUS_INTERNAL, "region nodes form a cycle");
      break;
    }
    done[pick] = true;
    status = instance->node_fn(&instance->refs[pick]);
  }
  sr_allocator_free(instance->module->instance->allocator, done);
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
}

// The oracle (sr_instance_options_t.serial): the host blocks on the waits,
// then runs the nodes in order; top-level ops and the children of every
// wave were numbered in program order at prepare time. A failed wait fails
// |signal| with its error without running anything, as the graph would.
static void sr_rt_region_run_serial(sr_rt_region_instance_t* instance,
                                    sr_timepoint_t* const* waits,
                                    size_t wait_count, sr_timepoint_t* signal) {
  for (size_t i = 0; i < wait_count; ++i) {
    sr_status_t status = sr_timepoint_wait(waits[i], SR_TIMEOUT_INFINITE);
    if (status) {
      sr_status_ignore(sr_timepoint_fail(signal, status));
      return;
    }
  }
  if (instance->module->instance->serial_reverse_waves) {
    sr_rt_region_run_reversed(instance, signal);
  } else {
    sr_rt_region_run_inline(instance, signal);
  }
}

// A checked invocation (cpu_backend/check/) runs every region here: after
// its waits, nodes in order on the invoking thread, each announced to the
// checker, so what it records never depends on threads or timing.
static void sr_rt_region_run_checked(sr_rt_check_t* check,
                                     sr_rt_region_instance_t* instance,
                                     const sr_rt_value_t* host_frame,
                                     sr_timepoint_t* const* waits,
                                     size_t wait_count,
                                     sr_timepoint_t* signal) {
  sr_status_t status = sr_ok_status();
  for (size_t i = 0; i < wait_count && !status; ++i) {
    status = sr_timepoint_wait(waits[i], SR_TIMEOUT_INFINITE);
  }
  sr_rt_check_region_begin(check, instance->region->owner, host_frame,
                           instance->frame);
  for (uint32_t i = 0; i < instance->region->node_count && !status; ++i) {
    sr_rt_check_node_begin(check, instance->region, i);
    status = instance->node_fn(&instance->refs[i]);
  }
  sr_rt_check_region_end(check, signal);
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, status));
  } else {
    sr_status_ignore(sr_timepoint_signal(signal));
  }
}

sr_status_t sr_rt_region_submit(sr_module_t* module, const sr_rt_instr_t* instr,
                                sr_rt_value_t* frame) {
  sr_rt_region_t* region = (sr_rt_region_t*)instr->region;
  sr_rt_region_instance_t* instance = NULL;
  SR_RETURN_IF_ERROR(sr_rt_instance_acquire(region, module, &instance));
  sr_rt_value_t* local = instance->frame;
  for (uint32_t i = 0; i < region->capture_count; ++i) {
    sr_rt_value_assign(&local[i], &frame[region->captures[i]]);
  }
  // async.execute and cmd.execute: the resource operands become the body's
  // arguments.
  _Static_assert((int)SR_STREAM_CMD_EXECUTE_RESOURCE_OPERANDS ==
                     (int)SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS,
                 "cmd.execute's resource operands are async.execute's");
  const sr_rt_block_t* body = region->body;
  uint32_t operand_count =
      sr_rt_group_size(instr, SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS);
  for (uint32_t i = 0; i < body->arg_count && i < operand_count; ++i) {
    sr_rt_value_assign(
        &local[body->args[i]],
        sr_rt_arg(frame, instr, SR_STREAM_ASYNC_EXECUTE_RESOURCE_OPERANDS, i));
  }
  bool is_async = instr->kind == SR_RT_OP_ASYNC_EXECUTE;
  sr_status_t status = sr_ok_status();
  if (is_async) {
    status = sr_rt_region_bind_results(module, instr, instance, frame);
  }
  sr_timepoint_t* signal = NULL;
  if (!status)
    status = sr_timepoint_create(module->instance->allocator, &signal);
  if (status) {
    sr_rt_instance_reset_frame(instance);
    sr_rt_instance_put_back(region, instance);
    return status;
  }
  // Waits: the await timepoint and the previous submission of the queue.
  sr_timepoint_t* waits[2];
  size_t wait_count = 0;
  uint32_t await_group = is_async ? SR_STREAM_ASYNC_EXECUTE_AWAIT_TIMEPOINT
                                  : SR_STREAM_CMD_EXECUTE_AWAIT_TIMEPOINT;
  if (sr_rt_group_size(instr, await_group)) {
    const sr_rt_value_t* await = sr_rt_arg(frame, instr, await_group, 0);
    if (await->kind == SR_RT_VALUE_TIMEPOINT && await->timepoint) {
      waits[wait_count++] = await->timepoint;
    }
  }
  sr_timepoint_t* previous = sr_rt_queue_acquire_last(module, instr->queue);
  if (previous) waits[wait_count++] = previous;
  if (instance->last_signal) sr_timepoint_release(instance->last_signal);
  sr_timepoint_retain(signal);
  instance->last_signal = signal;
  instance->submitted_ns = 0;  // set below for a measured graph run
  if (instance->trace) {
    sr_rt_region_trace_submit(module->instance->events, instance->trace, module,
                              waits, wait_count, signal);
  }
  if (sr_rt_check_current) {
    sr_rt_region_run_checked(sr_rt_check_current, instance, frame, waits,
                             wait_count, signal);
  } else if (module->instance->serial || region->has_collective) {
    sr_rt_region_run_serial(instance, waits, wait_count, signal);
  } else if (!module->instance->always_use_graphs &&
             sr_rt_region_can_run_inline(module, instance, waits, wait_count)) {
    bool measure = !region->serial_only && instance->inline_runs > 0;
    if (instance->inline_runs < UINT32_MAX) ++instance->inline_runs;
    uint64_t start = measure ? sr_rt_now_ns() : 0;
    sr_rt_region_run_inline(instance, signal);
    if (measure) {
      sr_rt_time_estimate_fold(&region->inline_ns, sr_rt_now_ns() - start);
    }
  } else {
    // Measured when nothing keeps it waiting (its waits are reached).
    bool reached = true;
    for (size_t i = 0; i < wait_count && reached; ++i) {
      reached = sr_timepoint_query(waits[i]) == SR_TIMEPOINT_REACHED;
    }
    instance->submitted_ns = reached ? sr_rt_now_ns() : 0;
    status = sr_task_graph_submit(instance->graph, module->instance->pool,
                                  waits, wait_count, signal);
  }
  if (previous) sr_timepoint_release(previous);
  if (status) {
    sr_status_ignore(sr_timepoint_fail(signal, sr_status_clone(status)));
    sr_rt_instance_reset_frame(instance);
  } else {
    sr_rt_queue_set_last(module, instr->queue, signal);
  }
  sr_rt_instance_put_back(region, instance);
  sr_rt_value_set_timepoint(
      sr_rt_out(frame, instr,
                is_async ? SR_STREAM_ASYNC_EXECUTE_RESULT_TIMEPOINT
                         : SR_STREAM_CMD_EXECUTE_RESULT_TIMEPOINT,
                0),
      signal);
  return status;
}
