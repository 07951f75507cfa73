// The op schema's lookups (rows: op_schema_table.c, generated).

#include "core/dialects/op_schema.h"

#include <string.h>

#include "core/ir/operation.h"

sr_op_id_t sr_op_schema_find(sr_string_view_t name) {
  uint32_t lo = SR_OPID_UNKNOWN + 1, hi = SR_OPID_COUNT;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    const char* candidate = sr__op_schemas[mid].name;
    size_t n = strlen(candidate);
    size_t m = n < name.size ? n : name.size;
    int c = memcmp(candidate, name.data, m);
    if (c == 0) c = (n > name.size) - (n < name.size);
    if (c == 0) return (sr_op_id_t)mid;
    if (c < 0) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return SR_OPID_UNKNOWN;
}

static const char* sr_op_schema_arity(const sr_op_schema_t* schema,
                                      bool results) {
  const char* arity = results ? schema->result_arity : schema->operand_arity;
  return arity ? arity : "";
}

uint32_t sr_op_schema_group_count(const sr_op_schema_t* schema, bool results) {
  return (uint32_t)strlen(sr_op_schema_arity(schema, results));
}

bool sr_op_schema_group_ranges(const sr_op_schema_t* schema, const sr_op_t* op,
                               bool results, uint32_t* out_begin,
                               uint32_t* out_size) {
  const char* arity = sr_op_schema_arity(schema, results);
  uint32_t n = (uint32_t)strlen(arity);
  uint32_t total = results ? op->num_results : op->num_operands;
  const sr_attr_t* segments =
      sr_op_attr(op, results ? "resultSegmentSizes" : "operandSegmentSizes");
  uint32_t next = 0;
  if (segments && segments->kind == SR_ATTR_DENSE_ARRAY &&
      segments->dense_array.count == n) {
    bool fits = true;
    for (uint32_t g = 0; g < n; ++g) {
      int32_t size;
      memcpy(&size, segments->dense_array.data + 4 * g, 4);
      uint32_t take = size > 0 ? (uint32_t)size : 0;
      if (size < 0 || take > total - next) {
        fits = false;
        take = total - next;
      }
      out_begin[g] = next;
      out_size[g] = take;
      next += take;
    }
    return fits && next == total;
  }
  uint32_t fixed = 0, flexible = 0;
  for (uint32_t g = 0; g < n; ++g) {
    fixed += arity[g] == SR_OP_GROUP_SINGLE;
    flexible += arity[g] != SR_OP_GROUP_SINGLE;
  }
  uint32_t rest = total > fixed ? total - fixed : 0;
  // Several flexible groups without segment sizes share the rest evenly
  // (MLIR's SameVariadicOperandSize / SameVariadicResultSize).
  uint32_t share = flexible > 1 ? rest / flexible : rest;
  for (uint32_t g = 0; g < n; ++g) {
    uint32_t take = arity[g] == SR_OP_GROUP_SINGLE ? 1 : share;
    uint32_t begin = next < total ? next : total;
    next += take;
    uint32_t end = next < total ? next : total;
    out_begin[g] = begin;
    out_size[g] = end - begin;
  }
  return total >= fixed && next == total;
}

static bool sr_op_group(const sr_op_t* op, bool results, uint32_t group,
                        uint32_t* out_begin, uint32_t* out_count) {
  *out_begin = *out_count = 0;
  const sr_op_schema_t* schema = op->info ? op->info->schema : NULL;
  if (!schema || group >= sr_op_schema_group_count(schema, results)) {
    return false;
  }
  uint32_t begin[SR_OP_SCHEMA_MAX_OPERAND_GROUPS];
  uint32_t size[SR_OP_SCHEMA_MAX_OPERAND_GROUPS];
  sr_op_schema_group_ranges(schema, op, results, begin, size);
  *out_begin = begin[group];
  *out_count = size[group];
  return true;
}

bool sr_op_operand_group(const sr_op_t* op, uint32_t group, uint32_t* out_begin,
                         uint32_t* out_count) {
  return sr_op_group(op, false, group, out_begin, out_count);
}

bool sr_op_result_group(const sr_op_t* op, uint32_t group, uint32_t* out_begin,
                        uint32_t* out_count) {
  return sr_op_group(op, true, group, out_begin, out_count);
}

int32_t sr_op_schema_group_index(const sr_op_schema_t* schema, bool results,
                                 sr_string_view_t name) {
  const char* p = results ? schema->results : schema->operands;
  int32_t index = 0;
  while (p && *p) {
    while (*p == ' ') ++p;
    if (!*p) break;
    const char* start = p;
    while (*p && *p != ' ' && *p != '?' && *p != '*' && *p != ':') ++p;
    if ((size_t)(p - start) == name.size &&
        !memcmp(start, name.data, name.size)) {
      return index;
    }
    // Skip the rest of the word (a type may hold spaces inside <...>).
    int depth = 0;
    while (*p && (*p != ' ' || depth > 0)) {
      if (*p == '<' || *p == '(') ++depth;
      if (*p == '>' || *p == ')') --depth;
      ++p;
    }
    ++index;
  }
  return -1;
}

bool sr_op_group_by_name(const sr_op_t* op, bool results, const char* group,
                         uint32_t* out_begin, uint32_t* out_count) {
  *out_begin = *out_count = 0;
  const sr_op_schema_t* schema = op->info ? op->info->schema : NULL;
  if (!schema) return false;
  int32_t index =
      sr_op_schema_group_index(schema, results, sr_make_cstring_view(group));
  return index >= 0 &&
         sr_op_group(op, results, (uint32_t)index, out_begin, out_count);
}

sr_value_t* sr_op_group_operand(const sr_op_t* op, uint32_t group,
                                uint32_t index) {
  uint32_t begin = 0, count = 0;
  if (!sr_op_operand_group(op, group, &begin, &count) || index >= count) {
    return NULL;
  }
  return op->operands[begin + index].value;
}

sr_value_t* sr_op_group_result(const sr_op_t* op, uint32_t group,
                               uint32_t index) {
  uint32_t begin = 0, count = 0;
  if (!sr_op_result_group(op, group, &begin, &count) || index >= count) {
    return NULL;
  }
  return &op->results[begin + index];
}
