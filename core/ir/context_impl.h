// Internals of the context shared by context.c, types.c and attributes.c.
// Not for use outside core/ir.
#ifndef STREAMREF_CORE_IR_CONTEXT_IMPL_H_
#define STREAMREF_CORE_IR_CONTEXT_IMPL_H_

#include "core/ir/context.h"

// An open-addressing hash set of pointers with their hashes. Grows at 50%
// load. The set never removes entries (the IR never frees).
typedef struct sr_intern_set_t {
  void** slots;
  uint64_t* hashes;
  size_t capacity;  // power of two or 0
  size_t count;
} sr_intern_set_t;

typedef bool (*sr_intern_equal_fn_t)(const void* stored, const void* key);

struct sr_context_t {
  sr_allocator_t allocator;
  sr_arena_t arena;
  bool out_of_memory;

  sr_intern_set_t strings;
  sr_intern_set_t types;
  sr_intern_set_t attrs;
  sr_intern_set_t affine_exprs;

  sr_source_t* sources;  // sources[0] unused so that id 0 means "none"
  uint32_t source_count;
  uint32_t source_capacity;

  sr_resource_entry_t* resources;
  uint32_t resource_count;
  uint32_t resource_capacity;

  // Frequently used, made once.
  const sr_type_t* index_type;
  const sr_type_t* none_type;
  const sr_attr_t* unit_attr;
  const sr_attr_t* true_attr;
  const sr_attr_t* false_attr;
  const sr_attr_t* empty_dictionary;
  const sr_attr_t* unknown_location;
};

// Finds the entry equal to |key| (hash |hash|), or NULL.
void* sr__intern_set_find(const sr_intern_set_t* set, uint64_t hash,
                          const void* key, sr_intern_equal_fn_t equal);
// Inserts |value| (not present yet). Returns false on OOM.
bool sr__intern_set_insert(sr_context_t* context, sr_intern_set_t* set,
                           uint64_t hash, void* value);

// Arena allocation that records OOM in the context and returns NULL.
void* sr__context_alloc(sr_context_t* context, size_t size, size_t alignment);
// Copies |size| bytes into the arena (NULL on OOM; a valid pointer for 0).
void* sr__context_copy(sr_context_t* context, const void* data, size_t size,
                       size_t alignment);

#endif  // STREAMREF_CORE_IR_CONTEXT_IMPL_H_
