// Structural verification (MLIR's OperationVerifier) and op hooks.

#include "core/ir/verifier.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ir/op_registry.h"

sr_status_t sr_verify_op_error(sr_context_t* context, const sr_op_t* op,
                               const char* format, ...) {
  char message[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof(message), format, args);
  va_end(args);
  return sr_context_make_status_at(context, op->pos, SR_STATUS_INVALID_ARGUMENT,
                                   "'%.*s' op %s", (int)op->name.size,
                                   op->name.data, message);
}

//===----------------------------------------------------------------------===//
// Symbols
//===----------------------------------------------------------------------===//

static sr_string_view_t sr_symbol_name(const sr_op_t* op) {
  const sr_attr_t* name = sr_op_attr(op, "sym_name");
  if (name && name->kind == SR_ATTR_STRING) return name->string;
  return sr_make_string_view(NULL, 0);
}

static bool sr_is_symbol_table(const sr_op_t* op) {
  return sr_op_has_trait(op, SR_OP_TRAIT_SYMBOL_TABLE) ||
         (!op->info && op->num_regions == 1 &&
          sr_string_view_equal_cstr(op->name, "builtin.module"));
}

//===----------------------------------------------------------------------===//
// Symbol lookup cache
//===----------------------------------------------------------------------===//

// While sr_verify runs, symbol lookups go through per-table hash maps built
// on first use (MLIR's SymbolTableCollection): op verifiers resolve a symbol
// per call or global access, and a linear scan per lookup made verifying a
// module with thousands of functions quadratic. The IR does not change
// during verification, so the maps stay valid until sr_verify returns. The
// cache is per thread (contexts are single-threaded, verification is not
// reentrant); outside sr_verify lookups scan the table.
typedef struct sr_symbol_map_t {
  const sr_op_t* table;
  uint32_t mask;          // capacity - 1 (capacity a power of two)
  const sr_op_t** slots;  // open addressing; NULL is empty
  struct sr_symbol_map_t* next;
} sr_symbol_map_t;

typedef struct sr_symbol_cache_t {
  sr_allocator_t allocator;
  sr_symbol_map_t* maps;
  bool failed;  // out of memory once: fall back to scanning
} sr_symbol_cache_t;

static _Thread_local sr_symbol_cache_t* sr_active_symbol_cache = NULL;

static uint64_t sr_symbol_hash(sr_string_view_t name) {
  uint64_t hash = 1469598103934665603ull;  // FNV-1a
  for (size_t i = 0; i < name.size; ++i) {
    hash = (hash ^ (uint8_t)name.data[i]) * 1099511628211ull;
  }
  return hash;
}

static const sr_op_t* sr_scan_symbol_table(const sr_op_t* table,
                                           sr_string_view_t name) {
  for (const sr_block_t* block = table->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      sr_string_view_t symbol = sr_symbol_name(op);
      if (symbol.data && sr_string_view_equal(symbol, name)) return op;
    }
  }
  return NULL;
}

// Builds the map of |table|: the first op defining each name, as the scan
// finds it. NULL when out of memory.
static sr_symbol_map_t* sr_build_symbol_map(sr_symbol_cache_t* cache,
                                            const sr_op_t* table) {
  uint32_t count = 0;
  for (const sr_block_t* block = table->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* op = block->first_op; op; op = op->next) ++count;
  }
  uint32_t capacity = 16;
  while (capacity < 2 * count) capacity *= 2;
  sr_symbol_map_t* map = NULL;
  if (sr_status_consume_code(
          sr_allocator_calloc(cache->allocator, sizeof(*map), (void**)&map))) {
    return NULL;
  }
  if (sr_status_consume_code(sr_allocator_calloc(cache->allocator,
                                                 capacity * sizeof(*map->slots),
                                                 (void**)&map->slots))) {
    sr_allocator_free(cache->allocator, map);
    return NULL;
  }
  map->table = table;
  map->mask = capacity - 1;
  for (const sr_block_t* block = table->regions[0].first_block; block;
       block = block->next) {
    for (const sr_op_t* op = block->first_op; op; op = op->next) {
      sr_string_view_t name = sr_symbol_name(op);
      if (!name.data) continue;
      uint32_t i = (uint32_t)sr_symbol_hash(name) & map->mask;
      while (map->slots[i] &&
             !sr_string_view_equal(sr_symbol_name(map->slots[i]), name)) {
        i = (i + 1) & map->mask;
      }
      if (!map->slots[i]) map->slots[i] = op;  // keep the first definition
    }
  }
  map->next = cache->maps;
  cache->maps = map;
  return map;
}

static const sr_op_t* sr_cached_lookup(sr_symbol_cache_t* cache,
                                       const sr_op_t* table,
                                       sr_string_view_t name) {
  sr_symbol_map_t* map = cache->maps;
  while (map && map->table != table) map = map->next;
  if (!map) map = sr_build_symbol_map(cache, table);
  if (!map) {
    cache->failed = true;
    return sr_scan_symbol_table(table, name);
  }
  uint32_t i = (uint32_t)sr_symbol_hash(name) & map->mask;
  for (; map->slots[i]; i = (i + 1) & map->mask) {
    if (sr_string_view_equal(sr_symbol_name(map->slots[i]), name)) {
      return map->slots[i];
    }
  }
  return NULL;
}

static void sr_symbol_cache_deinitialize(sr_symbol_cache_t* cache) {
  while (cache->maps) {
    sr_symbol_map_t* next = cache->maps->next;
    sr_allocator_free(cache->allocator, cache->maps->slots);
    sr_allocator_free(cache->allocator, cache->maps);
    cache->maps = next;
  }
}

const sr_op_t* sr_lookup_symbol(const sr_op_t* from, sr_string_view_t name) {
  for (const sr_op_t* table = sr_op_parent_op(from); table;
       table = sr_op_parent_op(table)) {
    if (!sr_is_symbol_table(table)) continue;
    sr_symbol_cache_t* cache = sr_active_symbol_cache;
    if (cache && !cache->failed) return sr_cached_lookup(cache, table, name);
    return sr_scan_symbol_table(table, name);
  }
  return NULL;
}

// A symbol definition of a symbol table: its interned name (pointer
// equality is equality) and its position among the table's ops.
typedef struct sr_symbol_entry_t {
  const char* name;
  uint32_t order;
  const sr_op_t* op;
} sr_symbol_entry_t;

static int sr_compare_symbol_entries(const void* a, const void* b) {
  const sr_symbol_entry_t* x = a;
  const sr_symbol_entry_t* y = b;
  if (x->name != y->name)
    return (uintptr_t)x->name < (uintptr_t)y->name ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

// Symbol names must be unique within a symbol table. Sorting by name keeps
// this O(n log n): modules with tens of thousands of functions are common
// (a pairwise check took minutes on a 50 MB module). The error names the
// first op, in order, that redefines an earlier symbol.
static sr_status_t sr_verify_symbol_table(sr_context_t* context,
                                          const sr_op_t* table) {
  uint32_t count = 0;
  for (uint32_t r = 0; r < table->num_regions; ++r) {
    for (const sr_block_t* block = table->regions[r].first_block; block;
         block = block->next) {
      for (const sr_op_t* op = block->first_op; op; op = op->next) ++count;
    }
  }
  if (count < 2) return sr_ok_status();
  sr_allocator_t allocator = sr_context_allocator(context);
  sr_symbol_entry_t* entries = NULL;
  SR_RETURN_IF_ERROR(sr_allocator_malloc(
      allocator, (size_t)count * sizeof(*entries), (void**)&entries));
  uint32_t n = 0, order = 0;
  for (uint32_t r = 0; r < table->num_regions; ++r) {
    for (const sr_block_t* block = table->regions[r].first_block; block;
         block = block->next) {
      for (const sr_op_t* op = block->first_op; op; op = op->next, ++order) {
        sr_string_view_t name = sr_symbol_name(op);
        if (name.data) entries[n++] = (sr_symbol_entry_t){name.data, order, op};
      }
    }
  }
  qsort(entries, n, sizeof(*entries), sr_compare_symbol_entries);
  const sr_symbol_entry_t* first_redefinition = NULL;
  for (uint32_t i = 1; i < n; ++i) {
    if (entries[i].name == entries[i - 1].name &&
        (!first_redefinition || entries[i].order < first_redefinition->order)) {
      first_redefinition = &entries[i];
    }
  }
  sr_status_t status = sr_ok_status();
  if (first_redefinition) {
    sr_string_view_t name = sr_symbol_name(first_redefinition->op);
    status = sr_context_make_status_at(
        context, first_redefinition->op->pos, SR_STATUS_INVALID_ARGUMENT,
        "redefinition of symbol named '%.*s'", (int)name.size, name.data);
  }
  sr_allocator_free(allocator, entries);
  return status;
}

// MLIR's SymbolOpInterface: a string `sym_name` (optional on
// builtin.module only, MLIR's OptionalSymbol) and, when present, one of the
// three visibilities (the custom printers spell both bare).
static sr_status_t sr_verify_symbol(sr_context_t* context, const sr_op_t* op) {
  const sr_attr_t* name = sr_op_attr(op, "sym_name");
  bool optional = sr_op_is(op, "builtin.module");
  if (name ? name->kind != SR_ATTR_STRING : !optional) {
    return sr_verify_op_error(context, op,
                              "requires string attribute 'sym_name'");
  }
  const sr_attr_t* visibility = sr_op_attr(op, "sym_visibility");
  if (visibility &&
      (visibility->kind != SR_ATTR_STRING ||
       (!sr_string_view_equal_cstr(visibility->string, "public") &&
        !sr_string_view_equal_cstr(visibility->string, "private") &&
        !sr_string_view_equal_cstr(visibility->string, "nested")))) {
    return sr_verify_op_error(context, op,
                              "visibility expected to be one of [\"public\", "
                              "\"private\", \"nested\"]");
  }
  return sr_ok_status();
}

// `arg_attrs`/`res_attrs` of a function-like op: absent, or an array of
// |count| dictionaries.
static sr_status_t sr_verify_function_attr_list(sr_context_t* context,
                                                const sr_op_t* op,
                                                const char* name,
                                                uint32_t count) {
  const sr_attr_t* list = sr_op_attr(op, name);
  if (!list) return sr_ok_status();
  bool ok = list->kind == SR_ATTR_ARRAY && list->array.count == count;
  for (uint32_t i = 0; ok && i < count; ++i) {
    ok = list->array.elements[i]->kind == SR_ATTR_DICTIONARY;
  }
  if (!ok) {
    return sr_verify_op_error(context, op,
                              "expects '%s' to be an array of %u "
                              "dictionaries",
                              name, count);
  }
  return sr_ok_status();
}

// MLIR's FunctionOpInterface, for registered ops whose inherent attributes
// include `function_type`: a function type, attribute lists matching it,
// and an entry block (when there is a body) whose arguments match it.
static sr_status_t sr_verify_function_like(sr_context_t* context,
                                           const sr_op_t* op) {
  const sr_attr_t* type_attr = sr_op_attr(op, "function_type");
  if (!type_attr || type_attr->kind != SR_ATTR_TYPE ||
      type_attr->type_value->kind != SR_TYPE_FUNCTION) {
    return sr_verify_op_error(context, op,
                              "requires attribute 'function_type' of "
                              "function type");
  }
  const sr_type_t* type = type_attr->type_value;
  uint32_t num_inputs = type->function.num_inputs;
  SR_RETURN_IF_ERROR(
      sr_verify_function_attr_list(context, op, "arg_attrs", num_inputs));
  SR_RETURN_IF_ERROR(sr_verify_function_attr_list(context, op, "res_attrs",
                                                  type->function.num_results));
  const sr_block_t* entry = op->num_regions ? op->regions[0].first_block : NULL;
  if (!entry) return sr_ok_status();
  if (entry->num_arguments != num_inputs) {
    return sr_verify_op_error(context, op,
                              "entry block must have %u arguments to match "
                              "function signature",
                              num_inputs);
  }
  for (uint32_t i = 0; i < num_inputs; ++i) {
    if (entry->arguments[i]->type != type->function.inputs[i]) {
      return sr_verify_op_error(context, op,
                                "type of entry block argument #%u must match "
                                "the type of the corresponding argument in "
                                "function signature",
                                i);
    }
  }
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Dominance
//===----------------------------------------------------------------------===//

// Linear in the size of the program (MLIR's DominanceInfo): within a block,
// "def before use" compares the ops' order numbers, which each verification
// sets once per region (sr_number_region); across the blocks of a
// multi-block region, the dominator tree of the region (Cooper, Harvey and
// Kennedy's iterative algorithm over reverse postorder) is built once per
// verification and answers with the DFS intervals of the tree.

// Sets the order numbers of every block of |region| and of every op in
// them, unless this verification already did.
static void sr_number_region(const sr_region_t* region, uint32_t epoch) {
  sr_block_t* first = region->first_block;
  if (!first || first->order_epoch == epoch) return;
  uint32_t b = 0;
  for (sr_block_t* block = first; block; block = block->next) {
    block->order_epoch = epoch;
    block->order = b++;
    uint32_t i = 0;
    for (sr_op_t* op = block->first_op; op; op = op->next) op->order = i++;
  }
}

// The dominator tree of one multi-block region, as DFS intervals: block a
// dominates block b iff enter[a] <= enter[b] and leave[b] <= leave[a].
// Unreachable blocks have enter = UINT32_MAX (everything dominates them,
// MLIR's rule).
typedef struct sr_region_dominance_t {
  const sr_region_t* region;
  uint32_t num_blocks;
  uint32_t* memory;  // one allocation holding enter and leave
  const uint32_t* enter;
  const uint32_t* leave;
  struct sr_region_dominance_t* next;  // hash chain
} sr_region_dominance_t;

// Verification state: the dominator trees built so far, by region.
typedef struct sr_verifier_t {
  sr_context_t* context;
  uint32_t epoch;
  uint32_t dominance_mask;  // buckets - 1
  sr_region_dominance_t** dominance;
  bool out_of_memory;
} sr_verifier_t;

static uint32_t sr_next_epoch(void) {
  static _Atomic uint32_t counter = 0;
  uint32_t epoch = atomic_fetch_add(&counter, 1) + 1;
  return epoch ? epoch : atomic_fetch_add(&counter, 1) + 1;  // 0: never
}

// Successor |s| of block |b| (by order), or UINT32_MAX when it is not a
// block of this region.
static uint32_t sr_successor_index(const sr_block_t* block, uint32_t s,
                                   const sr_region_t* region) {
  const sr_block_t* target = block->last_op->successors[s];
  return target && target->parent == region ? target->order : UINT32_MAX;
}

static bool sr_build_dominance(sr_allocator_t allocator,
                               const sr_region_t* region,
                               sr_region_dominance_t* d) {
  uint32_t n = 0;
  for (const sr_block_t* b = region->first_block; b; b = b->next) ++n;
  d->region = region;
  d->num_blocks = n;
  // One allocation: blocks by order, CSR predecessors, DFS state, idoms,
  // tree children, intervals.
  uint32_t edges = 0;
  for (const sr_block_t* b = region->first_block; b; b = b->next) {
    if (b->last_op) edges += b->last_op->num_successors;
  }
  size_t words = (size_t)n * 11 + (size_t)edges + 2;
  uint32_t* mem = NULL;
  if (sr_status_consume_code(sr_allocator_malloc(
          allocator, words * sizeof(uint32_t), (void**)&mem))) {
    return false;
  }
  const sr_block_t** blocks = NULL;
  if (sr_status_consume_code(sr_allocator_malloc(
          allocator, (size_t)n * sizeof(*blocks) + 1, (void**)&blocks))) {
    sr_allocator_free(allocator, mem);
    return false;
  }
  uint32_t* pred_start = mem;                // n + 1
  uint32_t* preds = pred_start + n + 1;      // edges
  uint32_t* rpo = preds + edges;             // n: rpo number per block
  uint32_t* order = rpo + n;                 // n: blocks in rpo
  uint32_t* stack = order + n;               // n: DFS block stack
  uint32_t* next_succ = stack + n;           // n: DFS successor cursor
  uint32_t* idom = next_succ + n;            // n
  uint32_t* child_start = idom + n;          // n + 1
  uint32_t* children = child_start + n + 1;  // n
  uint32_t* enter = children + n;            // n
  uint32_t* leave = enter + n;               // n
  d->memory = mem;
  d->enter = enter;
  d->leave = leave;
  uint32_t i = 0;
  for (const sr_block_t* b = region->first_block; b; b = b->next) {
    blocks[i++] = b;
  }
  // Predecessors, counted then placed.
  memset(pred_start, 0, (n + 1) * sizeof(uint32_t));
  for (i = 0; i < n; ++i) {
    const sr_op_t* t = blocks[i]->last_op;
    for (uint32_t s = 0; t && s < t->num_successors; ++s) {
      uint32_t j = sr_successor_index(blocks[i], s, region);
      if (j != UINT32_MAX) ++pred_start[j + 1];
    }
  }
  for (i = 0; i < n; ++i) pred_start[i + 1] += pred_start[i];
  memcpy(next_succ, pred_start, n * sizeof(uint32_t));  // fill cursors
  for (i = 0; i < n; ++i) {
    const sr_op_t* t = blocks[i]->last_op;
    for (uint32_t s = 0; t && s < t->num_successors; ++s) {
      uint32_t j = sr_successor_index(blocks[i], s, region);
      if (j != UINT32_MAX) preds[next_succ[j]++] = i;
    }
  }
  // Reverse postorder from the entry (iterative DFS).
  for (i = 0; i < n; ++i) rpo[i] = UINT32_MAX, next_succ[i] = 0;
  uint32_t post = 0, depth = 0;
  stack[depth++] = 0;
  rpo[0] = 0;  // visited marker until the postorder number is known
  while (depth) {
    uint32_t b = stack[depth - 1];
    const sr_op_t* t = blocks[b]->last_op;
    uint32_t count = t ? t->num_successors : 0;
    if (next_succ[b] < count) {
      uint32_t j = sr_successor_index(blocks[b], next_succ[b]++, region);
      if (j != UINT32_MAX && rpo[j] == UINT32_MAX) {
        rpo[j] = 0;
        stack[depth++] = j;
      }
      continue;
    }
    --depth;
    order[post++] = b;  // postorder for now
  }
  uint32_t reachable = post;
  // Reverse: order[k] is the k-th block in reverse postorder.
  for (i = 0; i < reachable / 2; ++i) {
    uint32_t t = order[i];
    order[i] = order[reachable - 1 - i];
    order[reachable - 1 - i] = t;
  }
  for (i = 0; i < n; ++i) rpo[i] = UINT32_MAX;
  for (i = 0; i < reachable; ++i) rpo[order[i]] = i;
  // Immediate dominators.
  for (i = 0; i < n; ++i) idom[i] = UINT32_MAX;
  idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t k = 1; k < reachable; ++k) {
      uint32_t b = order[k];
      uint32_t new_idom = UINT32_MAX;
      for (uint32_t p = pred_start[b]; p < pred_start[b + 1]; ++p) {
        uint32_t q = preds[p];
        if (idom[q] == UINT32_MAX) continue;  // unreachable or not yet
        if (new_idom == UINT32_MAX) {
          new_idom = q;
          continue;
        }
        uint32_t x = q, y = new_idom;
        while (x != y) {
          while (rpo[x] > rpo[y]) x = idom[x];
          while (rpo[y] > rpo[x]) y = idom[y];
        }
        new_idom = x;
      }
      if (idom[b] != new_idom) {
        idom[b] = new_idom;
        changed = true;
      }
    }
  }
  // Tree children (CSR) and DFS intervals over the tree.
  memset(child_start, 0, (n + 1) * sizeof(uint32_t));
  for (i = 1; i < n; ++i) {
    if (idom[i] != UINT32_MAX) ++child_start[idom[i] + 1];
  }
  for (i = 0; i < n; ++i) child_start[i + 1] += child_start[i];
  memcpy(next_succ, child_start, n * sizeof(uint32_t));
  for (i = 1; i < n; ++i) {
    if (idom[i] != UINT32_MAX) children[next_succ[idom[i]]++] = i;
  }
  for (i = 0; i < n; ++i) enter[i] = leave[i] = UINT32_MAX;
  uint32_t clock = 0;
  depth = 0;
  stack[depth++] = 0;
  next_succ[0] = child_start[0];
  enter[0] = clock++;
  while (depth) {
    uint32_t b = stack[depth - 1];
    if (next_succ[b] < child_start[b + 1]) {
      uint32_t c = children[next_succ[b]++];
      enter[c] = clock++;
      next_succ[c] = child_start[c];
      stack[depth++] = c;
      continue;
    }
    leave[b] = clock++;
    --depth;
  }
  sr_allocator_free(allocator, blocks);
  return true;
}

static uint32_t sr_region_hash(const sr_region_t* region) {
  uint64_t x = (uint64_t)(uintptr_t)region;
  x ^= x >> 29;
  x *= 0xbf58476d1ce4e5b9ull;
  return (uint32_t)(x >> 32);
}

// The dominator tree of |region|, built on first use. NULL when out of
// memory.
static const sr_region_dominance_t* sr_dominance_of(sr_verifier_t* verifier,
                                                    const sr_region_t* region) {
  sr_allocator_t allocator = sr_context_allocator(verifier->context);
  if (!verifier->dominance) {
    verifier->dominance_mask = 63;
    if (sr_status_consume_code(sr_allocator_calloc(
            allocator, 64 * sizeof(void*), (void**)&verifier->dominance))) {
      return NULL;
    }
  }
  uint32_t bucket = sr_region_hash(region) & verifier->dominance_mask;
  for (sr_region_dominance_t* d = verifier->dominance[bucket]; d; d = d->next) {
    if (d->region == region) return d;
  }
  sr_region_dominance_t* d = NULL;
  if (sr_status_consume_code(
          sr_allocator_calloc(allocator, sizeof(*d), (void**)&d)))
    return NULL;
  if (!sr_build_dominance(allocator, region, d)) {
    sr_allocator_free(allocator, d);
    return NULL;
  }
  d->next = verifier->dominance[bucket];
  verifier->dominance[bucket] = d;
  return d;
}

static void sr_free_dominance(sr_verifier_t* verifier) {
  sr_allocator_t allocator = sr_context_allocator(verifier->context);
  for (uint32_t i = 0; verifier->dominance && i <= verifier->dominance_mask;
       ++i) {
    for (sr_region_dominance_t* d = verifier->dominance[i]; d;) {
      sr_region_dominance_t* next = d->next;
      sr_allocator_free(allocator, d->memory);
      sr_allocator_free(allocator, d);
      d = next;
    }
  }
  sr_allocator_free(allocator, verifier->dominance);
}

static bool sr_region_is_graph(const sr_region_t* region) {
  const sr_op_t* owner = region->parent;
  // Unregistered ops may hold graph regions (MLIR's rule).
  return !owner || !owner->info ||
         sr_op_has_trait(owner, SR_OP_TRAIT_GRAPH_REGION);
}

// Whether the definition of |value| dominates the use in |user|.
static bool sr_dominates(sr_verifier_t* verifier, const sr_value_t* value,
                         const sr_op_t* user) {
  const sr_block_t* def_block = value->kind == SR_VALUE_RESULT
                                    ? value->owner.op->parent
                                    : value->owner.block;
  if (!def_block) return false;
  const sr_region_t* def_region = def_block->parent;
  // The ancestor of |user| that sits in |def_region|.
  const sr_op_t* ancestor = user;
  while (ancestor &&
         (!ancestor->parent || ancestor->parent->parent != def_region)) {
    ancestor = sr_op_parent_op(ancestor);
  }
  if (!ancestor) return false;
  if (sr_region_is_graph(def_region)) return true;
  sr_number_region(def_region, verifier->epoch);
  if (ancestor->parent == def_block) {
    if (value->kind == SR_VALUE_BLOCK_ARGUMENT) return true;
    // Used after its definition (not inside its own regions).
    return value->owner.op->order < ancestor->order;
  }
  const sr_region_dominance_t* d = sr_dominance_of(verifier, def_region);
  if (!d) {
    verifier->out_of_memory = true;
    return false;
  }
  uint32_t def_index = def_block->order;
  uint32_t use_index = ancestor->parent->order;
  if (d->enter[use_index] == UINT32_MAX) return true;  // unreachable use
  if (d->enter[def_index] == UINT32_MAX) return false;
  return d->enter[def_index] <= d->enter[use_index] &&
         d->leave[use_index] <= d->leave[def_index];
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

static sr_status_t sr_verify_block(sr_verifier_t* verifier,
                                   const sr_block_t* block,
                                   const sr_op_t* owner);

static sr_status_t sr_verify_op_impl(sr_verifier_t* verifier,
                                     const sr_op_t* op) {
  sr_context_t* context = verifier->context;
  for (uint32_t i = 0; i < op->num_operands; ++i) {
    const sr_value_t* value = op->operands[i].value;
    if (!value || value->kind == SR_VALUE_PLACEHOLDER) {
      return sr_context_make_status_at(
          context, op->pos, SR_STATUS_INVALID_ARGUMENT, "null operand found");
    }
    if (!sr_dominates(verifier, value, op)) {
      if (verifier->out_of_memory) {
        return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED,
                              "out of memory verifying dominance");
      }
      return sr_context_make_status_at(context, op->pos,
                                       SR_STATUS_INVALID_ARGUMENT,
                                       "operand #%u does not dominate this "
                                       "use",
                                       i);
    }
  }
  if (sr_op_has_trait(op, SR_OP_TRAIT_TERMINATOR) && op->next) {
    return sr_verify_op_error(context, op,
                              "must be the last operation in the parent "
                              "block");
  }
  if (sr_op_has_trait(op, SR_OP_TRAIT_SYMBOL_TABLE)) {
    SR_RETURN_IF_ERROR(sr_verify_symbol_table(context, op));
  }
  if (sr_op_has_trait(op, SR_OP_TRAIT_SYMBOL)) {
    SR_RETURN_IF_ERROR(sr_verify_symbol(context, op));
  }
  if (op->info && op->info->inherent_attrs &&
      sr_op_info_is_inherent(op->info,
                             sr_make_string_view("function_type", 13))) {
    SR_RETURN_IF_ERROR(sr_verify_function_like(context, op));
  }
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    const sr_region_t* region = &op->regions[r];
    for (const sr_block_t* block = region->first_block; block;
         block = block->next) {
      SR_RETURN_IF_ERROR(sr_verify_block(verifier, block, op));
    }
    // The entry block may not be a branch target.
    const sr_block_t* entry = region->first_block;
    for (const sr_block_t* block = entry; entry && block; block = block->next) {
      const sr_op_t* terminator = block->last_op;
      for (uint32_t s = 0; terminator && s < terminator->num_successors; ++s) {
        if (terminator->successors[s] == entry) {
          return sr_context_make_status_at(
              context, op->pos, SR_STATUS_INVALID_ARGUMENT,
              "entry block of region may not have predecessors");
        }
      }
    }
  }
  if (op->info && op->info->verify) {
    SR_RETURN_IF_ERROR(op->info->verify(context, op));
  }
  return sr_ok_status();
}

static sr_status_t sr_verify_block(sr_verifier_t* verifier,
                                   const sr_block_t* block,
                                   const sr_op_t* owner) {
  sr_context_t* context = verifier->context;
  for (const sr_op_t* op = block->first_op; op; op = op->next) {
    SR_RETURN_IF_ERROR(sr_verify_op_impl(verifier, op));
  }
  // Registered ops whose regions need terminators: the block must end in
  // one. An unregistered last op might be a terminator, so it passes.
  bool needs_terminator = owner && owner->info &&
                          !sr_op_has_trait(owner, SR_OP_TRAIT_NO_TERMINATOR);
  if (!needs_terminator) return sr_ok_status();
  const sr_op_t* last = block->last_op;
  if (!last) {
    sr_source_pos_t pos = block->pos.line ? block->pos : owner->pos;
    return sr_context_make_status_at(context, pos, SR_STATUS_INVALID_ARGUMENT,
                                     "empty block: expect at least a "
                                     "terminator");
  }
  if (last->info && !sr_op_has_trait(last, SR_OP_TRAIT_TERMINATOR)) {
    return sr_context_make_status_at(context, last->pos,
                                     SR_STATUS_INVALID_ARGUMENT,
                                     "block with no terminator, has '%.*s'",
                                     (int)last->name.size, last->name.data);
  }
  return sr_ok_status();
}

sr_status_t sr_verify(sr_context_t* context, const sr_op_t* op) {
  sr_verifier_t verifier;
  memset(&verifier, 0, sizeof(verifier));
  verifier.context = context;
  verifier.epoch = sr_next_epoch();
  sr_symbol_cache_t symbols = {sr_context_allocator(context), NULL, false};
  sr_symbol_cache_t* outer = sr_active_symbol_cache;
  sr_active_symbol_cache = &symbols;
  sr_status_t status = sr_verify_op_impl(&verifier, op);
  sr_active_symbol_cache = outer;
  sr_symbol_cache_deinitialize(&symbols);
  sr_free_dominance(&verifier);
  return status;
}
