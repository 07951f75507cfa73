// Custom directives of the stream dialect's assembly formats.
//
// Each function reads or writes the text IREE's StreamOps.cpp reads or
// writes for the directive of the same name; the argument order is the
// order of the directive's arguments in StreamOps.td.

#include <stdio.h>
#include <string.h>

#include "core/dialects/region_syntax.h"
#include "core/dialects/shaped_syntax.h"

// Shorthands over the format state.
#define SR_GROUP(i) (args[i]->index)

static bool sr_add_operand(sr_parser_t* parser, sr_format_state_t* state,
                           uint32_t group) {
  sr_unresolved_operand_t operand;
  return sr_parser_parse_operand(parser, &operand) &&
         sr_format_add_operand(parser, state, group, &operand);
}

static void sr_print_operand(sr_printer_t* printer, sr_format_state_t* state,
                             uint32_t group, uint32_t i) {
  if (i < sr_format_operand_count(state, group)) {
    sr_printer_print_value(printer, sr_format_operand_value(state, group, i));
  } else {
    sr_printer_print(printer, "<<INVALID>>");
  }
}

static bool sr_is_resource(const sr_type_t* type) {
  return sr_type_is_dialect(type, "stream.resource");
}

//===----------------------------------------------------------------------===//
// custom<DispatchEntryPoints>($entry_points)
//===----------------------------------------------------------------------===//

static bool sr_entry_points_parse(sr_parser_t* parser, sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  const sr_attr_t* refs[256];
  uint32_t count = 0;
  bool braces = sr_parser_consume_if(parser, SR_TOK_LBRACE);
  do {
    if (count == 256) return sr_parser_error(parser, "too many entry points");
    if (sr_parser_token(parser)->kind != SR_TOK_AT_ID) {
      return sr_parser_error(parser, "expected symbol reference");
    }
    if (!sr_parser_parse_attribute(parser, NULL, &refs[count++])) return false;
  } while (braces && sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (braces && !sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) return false;
  sr_format_set_attr(state, SR_GROUP(0),
                     sr_attr_get_array(sr_parser_context(parser), count, refs));
  return true;
}

static void sr_entry_points_print(sr_printer_t* printer,
                                  sr_format_state_t* state,
                                  const sr_format_arg_t* const* args,
                                  uint32_t num_args) {
  const sr_attr_t* points = sr_format_attr(state, SR_GROUP(0));
  if (!points || points->kind != SR_ATTR_ARRAY) return;
  if (points->array.count == 1) {
    sr_printer_print_attr(printer, points->array.elements[0]);
    return;
  }
  sr_printer_print(printer, "{");
  for (uint32_t i = 0; i < points->array.count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_attr(printer, points->array.elements[i]);
  }
  sr_printer_print(printer, "}");
}

//===----------------------------------------------------------------------===//
// custom<DispatchOperands>($resource_operands, $offsets, $ends, $lengths)
//===----------------------------------------------------------------------===//
// `(%a, %b[%o to %e for %l])`: resources carry a byte range.

static bool sr_dispatch_operands_parse(sr_parser_t* parser,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (sr_parser_consume_if(parser, SR_TOK_RPAREN)) return true;
  do {
    if (!sr_add_operand(parser, state, SR_GROUP(0))) return false;
    if (sr_parser_consume_if(parser, SR_TOK_LBRACKET)) {
      if (!sr_add_operand(parser, state, SR_GROUP(1)) ||
          !sr_parser_expect_keyword(parser, "to") ||
          !sr_add_operand(parser, state, SR_GROUP(2)) ||
          !sr_parser_expect_keyword(parser, "for") ||
          !sr_add_operand(parser, state, SR_GROUP(3)) ||
          !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) {
        return false;
      }
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

static void sr_dispatch_operands_print(sr_printer_t* printer,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  sr_printer_print(printer, "(");
  uint32_t count = sr_format_operand_count(state, SR_GROUP(0));
  uint32_t range = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_value_t* operand = sr_format_operand_value(state, SR_GROUP(0), i);
    sr_printer_print_value(printer, operand);
    if (sr_is_resource(operand->type)) {
      sr_printer_print(printer, "[");
      sr_print_operand(printer, state, SR_GROUP(1), range);
      sr_printer_print(printer, " to ");
      sr_print_operand(printer, state, SR_GROUP(2), range);
      sr_printer_print(printer, " for ");
      sr_print_operand(printer, state, SR_GROUP(3), range);
      sr_printer_print(printer, "]");
      ++range;
    }
  }
  sr_printer_print(printer, ")");
}

//===----------------------------------------------------------------------===//
// Resource access bitfields (ro / wo / rw), stored as i32 (1 read, 2 write)
//===----------------------------------------------------------------------===//

static bool sr_parse_access(sr_parser_t* parser, const sr_attr_t** out) {
  sr_string_view_t keyword;
  if (!sr_parser_parse_keyword(parser, &keyword)) return false;
  int64_t bits = 0;
  if (sr_string_view_equal_cstr(keyword, "ro"))
    bits = 1;
  else if (sr_string_view_equal_cstr(keyword, "wo"))
    bits = 2;
  else if (sr_string_view_equal_cstr(keyword, "rw"))
    bits = 3;
  sr_context_t* context = sr_parser_context(parser);
  *out = sr_attr_get_integer(
      context, sr_type_get_integer(context, 32, SR_SIGNLESS), bits);
  return *out != NULL;
}

static void sr_print_access(sr_printer_t* printer, const sr_attr_t* access) {
  int64_t bits = sr_attr_int_value(access);
  if ((bits & 3) == 3)
    sr_printer_print(printer, "rw");
  else if (bits & 1)
    sr_printer_print(printer, "ro");
  else if (bits & 2)
    sr_printer_print(printer, "wo");
}

static const sr_attr_t* sr_array_element(const sr_attr_t* array, uint32_t i) {
  if (!array || array->kind != SR_ATTR_ARRAY || i >= array->array.count) {
    return NULL;
  }
  return array->array.elements[i];
}

//===----------------------------------------------------------------------===//
// custom<DispatchResources>($resources, type($resources), $resource_sizes,
//                           $resource_offsets, $resource_lengths,
//                           $resource_accesses)
//===----------------------------------------------------------------------===//
//     ro %r[%o for %l] : !stream.resource<*>{%size},

static bool sr_dispatch_resources_parse(sr_parser_t* parser,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  const sr_attr_t** accesses = NULL;
  uint32_t accesses_capacity = 0;
  uint32_t count = 0;
  do {
    if (!sr_parser_grow_array(parser, (void**)&accesses, count,
                              &accesses_capacity, sizeof(*accesses))) {
      return false;
    }
    const sr_type_t* type = NULL;
    if (!sr_parse_access(parser, &accesses[count++]) ||
        !sr_add_operand(parser, state, SR_GROUP(0)) ||
        !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_add_operand(parser, state, SR_GROUP(3)) ||
        !sr_parser_expect_keyword(parser, "for") ||
        !sr_add_operand(parser, state, SR_GROUP(4)) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parse_sized_type(parser, state, SR_GROUP(2), &type) ||
        !sr_format_add_type(parser, state, false, args[1]->index, type)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  sr_format_set_attr(
      state, SR_GROUP(5),
      sr_attr_get_array(sr_parser_context(parser), count, accesses));
  return !sr_parser_failed(parser);
}

static void sr_dispatch_resources_print(sr_printer_t* printer,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  const sr_attr_t* accesses = sr_format_attr(state, SR_GROUP(5));
  uint32_t count = sr_format_operand_count(state, SR_GROUP(0));
  uint32_t cursor = 0;
  for (uint32_t i = 0; i < count; ++i) {
    sr_printer_print_newline(printer);
    sr_printer_print(printer, "  ");
    sr_print_access(printer, sr_array_element(accesses, i));
    sr_printer_print(printer, " ");
    sr_print_operand(printer, state, SR_GROUP(0), i);
    sr_printer_print(printer, "[");
    sr_print_operand(printer, state, SR_GROUP(3), i);
    sr_printer_print(printer, " for ");
    sr_print_operand(printer, state, SR_GROUP(4), i);
    sr_printer_print(printer, "] : ");
    sr_print_sized_type(printer, state,
                        sr_format_type(state, false, args[1]->index, i),
                        SR_GROUP(2), &cursor);
    if (i + 1 < count) sr_printer_print(printer, ",");
  }
}

//===----------------------------------------------------------------------===//
// custom<CmdCallOperands>($resource_operands, $offsets, $lengths, $accesses)
//===----------------------------------------------------------------------===//

static bool sr_cmd_call_operands_parse(sr_parser_t* parser,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  const sr_attr_t** accesses = NULL;
  uint32_t accesses_capacity = 0;
  uint32_t count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    do {
      if (sr_parser_at_keyword(parser, "ro") ||
          sr_parser_at_keyword(parser, "wo") ||
          sr_parser_at_keyword(parser, "rw")) {
        if (!sr_parser_grow_array(parser, (void**)&accesses, count,
                                  &accesses_capacity, sizeof(*accesses))) {
          return false;
        }
        if (!sr_parse_access(parser, &accesses[count++]) ||
            !sr_add_operand(parser, state, SR_GROUP(0)) ||
            !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
            !sr_add_operand(parser, state, SR_GROUP(1)) ||
            !sr_parser_expect_keyword(parser, "for") ||
            !sr_add_operand(parser, state, SR_GROUP(2)) ||
            !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) {
          return false;
        }
      } else if (!sr_add_operand(parser, state, SR_GROUP(0))) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  sr_format_set_attr(
      state, SR_GROUP(3),
      sr_attr_get_array(sr_parser_context(parser), count, accesses));
  return true;
}

static void sr_cmd_call_operands_print(sr_printer_t* printer,
                                       sr_format_state_t* state,
                                       const sr_format_arg_t* const* args,
                                       uint32_t num_args) {
  const sr_attr_t* accesses = sr_format_attr(state, SR_GROUP(3));
  sr_printer_print(printer, "(");
  uint32_t count = sr_format_operand_count(state, SR_GROUP(0));
  uint32_t range = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_value_t* operand = sr_format_operand_value(state, SR_GROUP(0), i);
    if (sr_is_resource(operand->type)) {
      sr_print_access(printer, sr_array_element(accesses, range));
      sr_printer_print(printer, " ");
      sr_printer_print_value(printer, operand);
      sr_printer_print(printer, "[");
      sr_print_operand(printer, state, SR_GROUP(1), range);
      sr_printer_print(printer, " for ");
      sr_print_operand(printer, state, SR_GROUP(2), range);
      sr_printer_print(printer, "]");
      ++range;
    } else {
      sr_printer_print_value(printer, operand);
    }
  }
  sr_printer_print(printer, ")");
}

//===----------------------------------------------------------------------===//
// custom<ResourceRegion> and custom<ExplicitResourceRegion>
//===----------------------------------------------------------------------===//
// `(%a as %arg0: !stream.resource<*>{%size}, ...) -> (results) { body }`

static bool sr_parse_captures(sr_parser_t* parser, sr_format_state_t* state,
                              const sr_format_arg_t* const* args,
                              sr_region_argument_t** out_captures,
                              uint32_t* out_count) {
  sr_region_argument_t* captures = NULL;
  uint32_t capacity = 0;
  uint32_t count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    *out_captures = NULL;
    *out_count = 0;
    return true;
  }
  do {
    if (!sr_parser_grow_array(parser, (void**)&captures, count, &capacity,
                              sizeof(*captures))) {
      return false;
    }
    sr_region_argument_t* capture = &captures[count++];
    memset(capture, 0, sizeof(*capture));
    if (!sr_add_operand(parser, state, SR_GROUP(0)) ||
        !sr_parser_expect_keyword(parser, "as") ||
        !sr_parser_parse_operand(parser, &capture->name) ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parse_sized_type(parser, state, SR_GROUP(2), &capture->type) ||
        !sr_format_add_type(parser, state, false, args[1]->index,
                            capture->type)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  *out_captures = captures;
  *out_count = count;
  return sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

static void sr_print_captures(sr_printer_t* printer, sr_format_state_t* state,
                              const sr_format_arg_t* const* args,
                              const sr_region_t* body) {
  sr_printer_print(printer, "(");
  uint32_t count = sr_format_operand_count(state, SR_GROUP(0));
  const sr_block_t* entry = body->first_block;
  uint32_t cursor = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_print_operand(printer, state, SR_GROUP(0), i);
    sr_printer_print(printer, " as ");
    if (entry && i < entry->num_arguments) {
      sr_printer_print_value(printer, entry->arguments[i]);
      sr_printer_print(printer, ": ");
      const sr_type_t* type = entry->arguments[i]->type;
      sr_printer_print_type(printer, type);
      if (sr_type_is_size_aware(type)) {
        sr_printer_print(printer, "{");
        sr_print_operand(printer, state, SR_GROUP(2), cursor++);
        sr_printer_print(printer, "}");
      }
    }
  }
  sr_printer_print(printer, ")");
}

// args: $operands, type($operands), $operand_sizes, type($results),
//       $result_sizes, $tied_operands, $body
static bool sr_resource_region_parse(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  sr_region_argument_t* captures = NULL;
  uint32_t count = 0;
  if (!sr_parse_captures(parser, state, args, &captures, &count)) {
    return false;
  }
  if (sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    int64_t* tied = NULL;
    uint32_t results = 0, capacity = 0;
    bool parens = sr_parser_consume_if(parser, SR_TOK_LPAREN);
    if (!(parens && sr_parser_consume_if(parser, SR_TOK_RPAREN))) {
      if (!sr__parse_shaped_result_list(parser, state, SR_GROUP(0), args[1],
                                        args[3], SR_GROUP(4), &tied, &capacity,
                                        &results)) {
        return false;
      }
      if (parens && !sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) {
        return false;
      }
    }
    if (results) {
      sr_format_set_attr(
          state, SR_GROUP(5),
          sr_tied_operands_attr(sr_parser_context(parser), tied, results));
    }
  }
  if (sr_parser_failed(parser)) return false;
  sr_region_t* body = sr_format_add_region(parser, state, SR_GROUP(6));
  return body && sr_parser_parse_region(parser, body, captures, count, false) &&
         sr_parser_ensure_terminator(parser, body, "stream.yield");
}

static void sr_resource_region_print(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  const sr_region_t* body = sr_format_region(state, SR_GROUP(6));
  sr_print_captures(printer, state, args, body);
  uint32_t results = sr_format_type_count(state, true, args[3]->index);
  if (results) {
    sr_printer_print(printer, " -> ");
    if (results != 1) sr_printer_print(printer, "(");
    sr__print_shaped_result_list(printer, state, SR_GROUP(0), args[3],
                                 SR_GROUP(4),
                                 sr_format_attr(state, SR_GROUP(5)));
    if (results != 1) sr_printer_print(printer, ")");
  }
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, body, false, true);
}

// args: $operands, type($operands), $operand_sizes, $body
static bool sr_explicit_region_parse(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  sr_region_argument_t* captures = NULL;
  uint32_t count = 0;
  if (!sr_parse_captures(parser, state, args, &captures, &count)) {
    return false;
  }
  sr_region_t* body = sr_format_add_region(parser, state, SR_GROUP(3));
  return body && sr_parser_parse_region(parser, body, captures, count, false) &&
         sr_parser_ensure_terminator(parser, body, "stream.yield");
}

static void sr_explicit_region_print(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  const sr_region_t* body = sr_format_region(state, SR_GROUP(3));
  sr_print_captures(printer, state, args, body);
  sr_printer_print(printer, " ");
  sr_printer_print_region(printer, body, false, false);
}

//===----------------------------------------------------------------------===//
// custom<PackSliceRanges>($lifetime_intervals, $dynamic_slice_sizes,
//                         type($packed_offsets))
//===----------------------------------------------------------------------===//

static bool sr_pack_slices_parse(sr_parser_t* parser, sr_format_state_t* state,
                                 const sr_format_arg_t* const* args,
                                 uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_type_t* index = sr_type_get_index(context);
  const sr_attr_t* bounds[2048];
  uint32_t count = 0;
  do {
    if (!sr_parser_consume_if(parser, SR_TOK_LBRACKET)) break;
    if (count + 2 > 2048) return sr_parser_error(parser, "too many slices");
    if (!sr_parser_parse_attribute(parser, index, &bounds[count++]) ||
        !sr_parser_expect(parser, SR_TOK_COMMA, "','") ||
        !sr_parser_parse_attribute(parser, index, &bounds[count++]) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
        !sr_add_operand(parser, state, SR_GROUP(1)) ||
        !sr_format_add_type(parser, state, true, args[2]->index, index)) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  if (sr_parser_failed(parser)) return false;
  sr_format_set_attr(state, SR_GROUP(0),
                     sr_attr_get_array(context, count, bounds));
  return true;
}

static void sr_pack_slices_print(sr_printer_t* printer,
                                 sr_format_state_t* state,
                                 const sr_format_arg_t* const* args,
                                 uint32_t num_args) {
  uint32_t count = sr_format_type_count(state, true, args[2]->index);
  if (!count) return;
  const sr_attr_t* bounds = sr_format_attr(state, SR_GROUP(0));
  for (uint32_t i = 0; i < count; ++i) {
    sr_printer_print_newline(printer);
    sr_printer_print(printer, "  [");
    const sr_attr_t* start = sr_array_element(bounds, 2 * i);
    const sr_attr_t* end = sr_array_element(bounds, 2 * i + 1);
    if (start) sr_printer_print_attr_without_type(printer, start);
    sr_printer_print(printer, ", ");
    if (end) sr_printer_print_attr_without_type(printer, end);
    sr_printer_print(printer, "] = ");
    sr_print_operand(printer, state, SR_GROUP(1), i);
    if (i + 1 < count) sr_printer_print(printer, ",");
  }
  sr_printer_print_newline(printer);
}

//===----------------------------------------------------------------------===//
// custom<ConstantValueList>(type($results), $result_sizes, $values)
//===----------------------------------------------------------------------===//

static bool sr_constant_values_parse(sr_parser_t* parser,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  const sr_attr_t** values = NULL;
  uint32_t values_capacity = 0;
  uint32_t count = 0;
  do {
    if (!sr_parser_grow_array(parser, (void**)&values, count, &values_capacity,
                              sizeof(*values))) {
      return false;
    }
    const sr_type_t* type = NULL;
    if (!sr_parse_sized_type(parser, state, SR_GROUP(1), &type) ||
        !sr_format_add_type(parser, state, true, args[0]->index, type) ||
        !sr_parser_expect(parser, SR_TOK_EQUAL, "'='") ||
        !sr_parser_parse_attribute(parser, NULL, &values[count++])) {
      return false;
    }
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  sr_format_set_attr(
      state, SR_GROUP(2),
      sr_attr_get_array(sr_parser_context(parser), count, values));
  return !sr_parser_failed(parser);
}

static void sr_constant_values_print(sr_printer_t* printer,
                                     sr_format_state_t* state,
                                     const sr_format_arg_t* const* args,
                                     uint32_t num_args) {
  const sr_attr_t* values = sr_format_attr(state, SR_GROUP(2));
  uint32_t count = sr_format_type_count(state, true, args[0]->index);
  uint32_t cursor = 0;
  for (uint32_t i = 0; i < count; ++i) {
    sr_printer_print_newline(printer);
    sr_printer_print(printer, "  ");
    sr_print_sized_type(printer, state,
                        sr_format_type(state, true, args[0]->index, i),
                        SR_GROUP(1), &cursor);
    sr_printer_print(printer, " = ");
    const sr_attr_t* value = sr_array_element(values, i);
    if (value) sr_printer_print_attr(printer, value);
    if (i + 1 < count) sr_printer_print(printer, ",");
  }
}

//===----------------------------------------------------------------------===//
// custom<WorkgroupCountRegion>($workgroup_count)
//===----------------------------------------------------------------------===//
// `workgroups(%arg0: index, ...) -> (index, index, index) { ... }`

static bool sr_workgroups_parse(sr_parser_t* parser, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  sr_region_t* region = sr_format_add_region(parser, state, SR_GROUP(0));
  if (!region) return false;
  if (!sr_parser_consume_keyword(parser, "workgroups")) {
    return !sr_parser_failed(parser);
  }
  return sr_parse_workgroup_count_region(parser, region);
}

static void sr_workgroups_print(sr_printer_t* printer, sr_format_state_t* state,
                                const sr_format_arg_t* const* args,
                                uint32_t num_args) {
  sr_print_workgroup_count_region(printer, sr_format_region(state, SR_GROUP(0)),
                                  "workgroups");
}

//===----------------------------------------------------------------------===//
// custom<EncodedResourceOperands>($resources, type($resources),
//     $resource_sizes, $resource_encodings, $resource_encoding_dims)
//===----------------------------------------------------------------------===//
//   %r : tensor<?xf32>{%d} in !stream.resource<*>{%size},

static bool sr_encoded_operands_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  const sr_attr_t** encodings = NULL;
  uint32_t encodings_capacity = 0;
  uint32_t count = 0;
  sr_context_t* context = sr_parser_context(parser);
  do {
    if (!sr_parser_grow_array(parser, (void**)&encodings, count,
                              &encodings_capacity, sizeof(*encodings))) {
      return false;
    }
    const sr_type_t* encoding = NULL;
    const sr_type_t* type = NULL;
    if (!sr_add_operand(parser, state, SR_GROUP(0)) ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parse_sized_type(parser, state, SR_GROUP(4), &encoding) ||
        !sr_parser_expect_keyword(parser, "in") ||
        !sr_parse_sized_type(parser, state, SR_GROUP(2), &type) ||
        !sr_format_add_type(parser, state, false, args[1]->index, type)) {
      return false;
    }
    encodings[count++] = sr_attr_get_type(context, encoding);
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  sr_format_set_attr(state, SR_GROUP(3),
                     sr_attr_get_array(context, count, encodings));
  return !sr_parser_failed(parser);
}

static void sr_encoded_operands_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  const sr_attr_t* encodings = sr_format_attr(state, SR_GROUP(3));
  uint32_t count = sr_format_operand_count(state, SR_GROUP(0));
  uint32_t dims = 0, sizes = 0;
  sr_printer_indent(printer, 2);
  sr_printer_print_newline(printer);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) {
      sr_printer_print(printer, ",");
      sr_printer_print_newline(printer);
    }
    sr_print_operand(printer, state, SR_GROUP(0), i);
    sr_printer_print(printer, " : ");
    const sr_attr_t* encoding = sr_array_element(encodings, i);
    if (encoding && encoding->kind == SR_ATTR_TYPE) {
      sr_print_sized_type(printer, state, encoding->type_value, SR_GROUP(4),
                          &dims);
    }
    sr_printer_print(printer, " in ");
    sr_print_sized_type(printer, state,
                        sr_format_type(state, false, args[1]->index, i),
                        SR_GROUP(2), &sizes);
  }
  sr_printer_indent(printer, -2);
  sr_printer_print_newline(printer);
}

//===----------------------------------------------------------------------===//
// custom<EncodedShapedFunctionType>(ref($operands), type($operands),
//     $operand_sizes, $operand_encodings, $operand_encoding_dims,
//     type($results), $result_sizes, $result_encodings,
//     $result_encoding_dims, $tied_operands)
//===----------------------------------------------------------------------===//
// `(index, tensor<4xf32> in !stream.resource<*>{%s}) ->
//      (tensor<4xf32> in %r as !stream.resource<*>{%s})`
// Operands and results without an encoding record `!util.unused`.

static const sr_attr_t* sr_unused_type_attr(sr_context_t* context) {
  return sr_attr_get_type(
      context,
      sr_type_get_dialect(context, sr_make_cstring_view("util.unused")));
}

static bool sr_is_unused(const sr_attr_t* attr) {
  return !attr || attr->kind != SR_ATTR_TYPE ||
         sr_type_is_dialect(attr->type_value, "util.unused");
}

static bool sr_encoded_function_type_parse(sr_parser_t* parser,
                                           sr_format_state_t* state,
                                           const sr_format_arg_t* const* args,
                                           uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_attr_t** operand_encodings = NULL;
  uint32_t operand_encodings_capacity = 0;
  const sr_attr_t* result_encodings[256];
  uint32_t num_operands = 0, num_results = 0;
  int64_t tied[256];
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&operand_encodings,
                                num_operands, &operand_encodings_capacity,
                                sizeof(*operand_encodings))) {
        return false;
      }
      // `type0 [in type1]`: with `in`, type0 is the encoding.
      sr_format_state_t* s = state;
      uint32_t scratch_group = SR_GROUP(4);  // encoding dims
      const sr_type_t* first = NULL;
      // Parse into the encoding-dims group first; if there is no `in`, the
      // dims we parsed were the resource's size operands.
      uint32_t before = sr_format_operand_count(s, scratch_group);
      if (!sr_parse_sized_type(parser, s, scratch_group, &first)) return false;
      if (sr_parser_consume_keyword(parser, "in")) {
        const sr_type_t* type = NULL;
        if (!sr_parse_sized_type(parser, s, SR_GROUP(2), &type) ||
            !sr_format_add_type(parser, s, false, args[1]->index, type)) {
          return false;
        }
        operand_encodings[num_operands++] = sr_attr_get_type(context, first);
      } else {
        // Move what was parsed as encoding dims into the sizes group.
        uint32_t after = sr_format_operand_count(s, scratch_group);
        for (uint32_t i = before; i < after; ++i) {
          if (!sr_format_add_operand(
                  parser, s, SR_GROUP(2),
                  sr_format_operand_unresolved(s, scratch_group, i))) {
            return false;
          }
        }
        sr__format_truncate_operands(s, scratch_group, before);
        if (!sr_format_add_type(parser, s, false, args[1]->index, first)) {
          return false;
        }
        operand_encodings[num_operands++] = sr_unused_type_attr(context);
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  if (!sr_parser_expect(parser, SR_TOK_ARROW, "'->'")) return false;
  bool parens = sr_parser_consume_if(parser, SR_TOK_LPAREN);
  if (!(parens && sr_parser_consume_if(parser, SR_TOK_RPAREN))) {
    do {
      if (num_results == 256) return sr_parser_error(parser, "too many");
      const sr_type_t* encoding = NULL;
      uint32_t before = sr_format_operand_count(state, SR_GROUP(8));
      if (sr_parser_at_type(parser)) {
        if (!sr_parse_sized_type(parser, state, SR_GROUP(8), &encoding)) {
          return false;
        }
      }
      if (!sr_parser_consume_keyword(parser, "in")) {
        // A plain result type: its size operands belong to result_sizes.
        uint32_t after = sr_format_operand_count(state, SR_GROUP(8));
        for (uint32_t i = before; i < after; ++i) {
          if (!sr_format_add_operand(
                  parser, state, SR_GROUP(6),
                  sr_format_operand_unresolved(state, SR_GROUP(8), i))) {
            return false;
          }
        }
        sr__format_truncate_operands(state, SR_GROUP(8), before);
        if (!encoding) return sr_parser_error(parser, "expected type");
        if (!sr_format_add_type(parser, state, true, args[5]->index,
                                encoding)) {
          return false;
        }
        result_encodings[num_results] = sr_unused_type_attr(context);
        tied[num_results++] = -1;
        continue;
      }
      int64_t index = -1;
      const sr_type_t* type = NULL;
      if (sr_parser_at_operand(parser)) {
        sr_unresolved_operand_t name;
        sr_source_pos_t pos = sr_parser_token_pos(parser);
        if (!sr_parser_parse_operand(parser, &name)) return false;
        index = sr_find_named_operand(state, SR_GROUP(0), &name);
        if (index < 0) {
          return sr_parser_error_at(parser, pos,
                                    "tied operand not found for result "
                                    "reference %%%.*s",
                                    (int)name.name.size, name.name.data);
        }
        if (sr_parser_consume_keyword(parser, "as")) {
          if (!sr_parser_parse_type(parser, &type)) return false;
        } else {
          type = sr_format_type(state, false, args[1]->index, (uint32_t)index);
        }
      } else if (!sr_parser_parse_type(parser, &type)) {
        return false;
      }
      if (sr_type_is_size_aware(type)) {
        if (!sr_parser_expect(parser, SR_TOK_LBRACE, "'{'") ||
            !sr_add_operand(parser, state, SR_GROUP(6)) ||
            !sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) {
          return false;
        }
      }
      if (!sr_format_add_type(parser, state, true, args[5]->index, type)) {
        return false;
      }
      result_encodings[num_results] = sr_attr_get_type(context, encoding);
      tied[num_results++] = index;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (parens && !sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) {
      return false;
    }
  }
  sr_format_set_attr(
      state, SR_GROUP(3),
      sr_attr_get_array(context, num_operands, operand_encodings));
  sr_format_set_attr(state, SR_GROUP(7),
                     sr_attr_get_array(context, num_results, result_encodings));
  if (num_results) {
    sr_format_set_attr(state, SR_GROUP(9),
                       sr_tied_operands_attr(context, tied, num_results));
  }
  return !sr_parser_failed(parser);
}

static void sr_encoded_function_type_print(sr_printer_t* printer,
                                           sr_format_state_t* state,
                                           const sr_format_arg_t* const* args,
                                           uint32_t num_args) {
  const sr_attr_t* operand_encodings = sr_format_attr(state, SR_GROUP(3));
  const sr_attr_t* result_encodings = sr_format_attr(state, SR_GROUP(7));
  const sr_attr_t* tied_operands = sr_format_attr(state, SR_GROUP(9));
  uint32_t sizes = 0, dims = 0;
  sr_printer_print(printer, "(");
  uint32_t count = sr_format_type_count(state, false, args[1]->index);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) sr_printer_print(printer, ", ");
    const sr_attr_t* encoding = sr_array_element(operand_encodings, i);
    if (!sr_is_unused(encoding)) {
      sr_print_sized_type(printer, state, encoding->type_value, SR_GROUP(4),
                          &dims);
      sr_printer_print(printer, " in ");
    }
    sr_print_sized_type(printer, state,
                        sr_format_type(state, false, args[1]->index, i),
                        SR_GROUP(2), &sizes);
  }
  sr_printer_print(printer, ") -> ");
  uint32_t results = sr_format_type_count(state, true, args[5]->index);
  if (results != 1) sr_printer_print(printer, "(");
  uint32_t result_sizes = 0, result_dims = 0;
  for (uint32_t i = 0; i < results; ++i) {
    if (i) sr_printer_print(printer, ", ");
    const sr_attr_t* encoding = sr_array_element(result_encodings, i);
    if (!sr_is_unused(encoding)) {
      sr_print_sized_type(printer, state, encoding->type_value, SR_GROUP(8),
                          &result_dims);
      sr_printer_print(printer, " in ");
    }
    const sr_type_t* type = sr_format_type(state, true, args[5]->index, i);
    int64_t tied = sr_tied_operand_index(tied_operands, i);
    bool print_type = true;
    if (tied >= 0 &&
        (uint32_t)tied < sr_format_operand_count(state, SR_GROUP(0))) {
      sr_value_t* operand =
          sr_format_operand_value(state, SR_GROUP(0), (uint32_t)tied);
      sr_printer_print_value(printer, operand);
      if (operand->type != type) {
        sr_printer_print(printer, " as ");
      } else {
        print_type = false;
      }
    }
    if (print_type) sr_printer_print_type(printer, type);
    if (sr_type_is_size_aware(type)) {
      sr_printer_print(printer, "{");
      sr_print_operand(printer, state, SR_GROUP(6), result_sizes++);
      sr_printer_print(printer, "}");
    }
  }
  if (results != 1) sr_printer_print(printer, ")");
}

//===----------------------------------------------------------------------===//
// Function signatures: custom<DispatchFunctionSignature> (stream.cmd.func).
// stream.async.func uses util's ShapedFunctionSignature (util.c).
//===----------------------------------------------------------------------===//

static const sr_attr_t* sr_dict_list(sr_context_t* context,
                                     const sr_attr_t* const* dicts,
                                     uint32_t count, bool any) {
  if (!any || !count) return NULL;
  return sr_attr_get_array(context, count, dicts);
}

static bool sr_parse_optional_dict(sr_parser_t* parser, const sr_attr_t** out) {
  if (sr_parser_token(parser)->kind == SR_TOK_LBRACE) {
    return sr_parser_parse_attribute(parser, NULL, out);
  }
  *out = sr_attr_get_empty_dictionary(sr_parser_context(parser));
  return true;
}

static void sr_print_dict_entry(sr_printer_t* printer, const sr_attr_t* list,
                                uint32_t i) {
  const sr_attr_t* dict = sr_array_element(list, i);
  if (dict && dict->kind == SR_ATTR_DICTIONARY && dict->dictionary.count) {
    sr_printer_print(printer, " ");
    sr_printer_print_attr(printer, dict);
  }
}

// args: $function_type, $arg_attrs, $res_attrs
// `(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: index) -> T`
static bool sr_dispatch_signature_parse(sr_parser_t* parser,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  sr_context_t* context = sr_parser_context(parser);
  const sr_type_t* inputs[768];
  const sr_attr_t* arg_attrs[768];
  const sr_type_t* results[256];
  const sr_attr_t* res_attrs[256];
  uint32_t num_inputs = 0, num_results = 0;
  const sr_type_t* index = sr_type_get_index(context);
  const sr_attr_t* empty = sr_attr_get_empty_dictionary(context);
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    do {
      if (num_inputs + 3 > 768) return sr_parser_error(parser, "too many");
      sr_unresolved_operand_t arg, offset, length;
      bool ranged = false;
      if (!sr_parser_parse_operand(parser, &arg)) return false;
      if (sr_parser_consume_if(parser, SR_TOK_LBRACKET)) {
        if (!sr_parser_parse_operand(parser, &offset) ||
            !sr_parser_expect_keyword(parser, "for") ||
            !sr_parser_parse_operand(parser, &length) ||
            !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) {
          return false;
        }
        ranged = true;
      }
      if (!sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
          !sr_parser_parse_type(parser, &inputs[num_inputs]) ||
          !sr_parse_optional_dict(parser, &arg_attrs[num_inputs])) {
        return false;
      }
      ++num_inputs;
      if (ranged) {
        inputs[num_inputs] = index;
        arg_attrs[num_inputs++] = empty;
        inputs[num_inputs] = index;
        arg_attrs[num_inputs++] = empty;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  if (sr_parser_consume_if(parser, SR_TOK_ARROW)) {
    bool parens = sr_parser_consume_if(parser, SR_TOK_LPAREN);
    do {
      if (num_results == 256) return sr_parser_error(parser, "too many");
      if (!sr_parser_parse_type(parser, &results[num_results]) ||
          !sr_parse_optional_dict(parser, &res_attrs[num_results])) {
        return false;
      }
      ++num_results;
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (parens && !sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) {
      return false;
    }
  }
  const sr_type_t* type =
      sr_type_get_function(context, num_inputs, inputs, num_results, results);
  sr_format_set_attr(state, SR_GROUP(0), sr_attr_get_type(context, type));
  sr_format_set_attr(state, SR_GROUP(1),
                     sr_dict_list(context, arg_attrs, num_inputs, num_inputs));
  sr_format_set_attr(
      state, SR_GROUP(2),
      sr_dict_list(context, res_attrs, num_results, num_results));
  return !sr_parser_failed(parser);
}

static void sr_dispatch_signature_print(sr_printer_t* printer,
                                        sr_format_state_t* state,
                                        const sr_format_arg_t* const* args,
                                        uint32_t num_args) {
  const sr_attr_t* type_attr = sr_format_attr(state, SR_GROUP(0));
  if (!type_attr || type_attr->kind != SR_ATTR_TYPE) return;
  const sr_type_t* type = type_attr->type_value;
  const sr_attr_t* arg_attrs = sr_format_attr(state, SR_GROUP(1));
  const sr_attr_t* res_attrs = sr_format_attr(state, SR_GROUP(2));
  sr_printer_print(printer, "(");
  for (uint32_t i = 0; i < type->function.num_inputs;) {
    if (i) sr_printer_print(printer, ", ");
    uint32_t base = i;
    const sr_type_t* input = type->function.inputs[base];
    sr_printer_printf(printer, "%%arg%u", base);
    if (sr_is_resource(input)) {
      sr_printer_printf(printer, "[%%arg%u for %%arg%u]", base + 1, base + 2);
      i += 3;
    } else {
      i += 1;
    }
    sr_printer_print(printer, ": ");
    sr_printer_print_type(printer, input);
    sr_print_dict_entry(printer, arg_attrs, base);
  }
  sr_printer_print(printer, ")");
  uint32_t results = type->function.num_results;
  if (!results) return;
  sr_printer_print(printer, " -> ");
  if (results != 1) sr_printer_print(printer, "(");
  for (uint32_t i = 0; i < results; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_type(printer, type->function.results[i]);
    sr_print_dict_entry(printer, res_attrs, i);
  }
  if (results != 1) sr_printer_print(printer, ")");
}

//===----------------------------------------------------------------------===//
// Parameters: custom<ParameterReference>($scope, $key) and the row lists
//===----------------------------------------------------------------------===//
// `%scope::%key` or `%key`; scope and key are !util.buffer operands.

static bool sr_parameter_reference_parse(sr_parser_t* parser,
                                         sr_format_state_t* state,
                                         const sr_format_arg_t* const* args,
                                         uint32_t num_args) {
  sr_unresolved_operand_t first;
  if (!sr_parser_parse_operand(parser, &first)) return false;
  if (sr_parser_consume_if(parser, SR_TOK_COLON_COLON)) {
    return sr_format_add_operand(parser, state, SR_GROUP(0), &first) &&
           sr_add_operand(parser, state, SR_GROUP(1));
  }
  return sr_format_add_operand(parser, state, SR_GROUP(1), &first);
}

static void sr_print_parameter_reference(sr_printer_t* printer,
                                         sr_format_state_t* state,
                                         uint32_t scope_group,
                                         uint32_t key_group, uint32_t key) {
  if (sr_format_operand_count(state, scope_group)) {
    sr_print_operand(printer, state, scope_group, 0);
    sr_printer_print(printer, "::");
  }
  sr_print_operand(printer, state, key_group, key);
}

static void sr_parameter_reference_print(sr_printer_t* printer,
                                         sr_format_state_t* state,
                                         const sr_format_arg_t* const* args,
                                         uint32_t num_args) {
  sr_print_parameter_reference(printer, state, SR_GROUP(0), SR_GROUP(1), 0);
}

// Parses `[%scope::]%key` for a row, checking the scope is the same as the
// first row's (only the first row's scope is kept).
static bool sr_parse_row_reference(sr_parser_t* parser,
                                   sr_format_state_t* state,
                                   uint32_t scope_group, uint32_t key_group,
                                   bool first_row,
                                   sr_unresolved_operand_t* first_scope,
                                   bool* first_has_scope) {
  sr_unresolved_operand_t first;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_operand(parser, &first)) return false;
  bool has_scope = sr_parser_consume_if(parser, SR_TOK_COLON_COLON);
  if (first_row) {
    *first_has_scope = has_scope;
    if (has_scope) {
      *first_scope = first;
      if (!sr_format_add_operand(parser, state, scope_group, &first)) {
        return false;
      }
    }
  } else if (has_scope != *first_has_scope ||
             (has_scope &&
              !sr_string_view_equal(first.name, first_scope->name))) {
    return sr_parser_error_at(parser, pos,
                              "each operation must use the same scope");
  }
  if (has_scope) return sr_add_operand(parser, state, key_group);
  return sr_format_add_operand(parser, state, key_group, &first);
}

// custom<ParameterLoadOperations>($scope, $keys, $offsets, type($results),
//                                 $result_sizes)
static bool sr_parameter_load_parse(sr_parser_t* parser,
                                    sr_format_state_t* state,
                                    const sr_format_arg_t* const* args,
                                    uint32_t num_args) {
  sr_unresolved_operand_t scope;
  bool has_scope = false, first = true;
  do {
    const sr_type_t* type = NULL;
    if (!sr_parse_row_reference(parser, state, SR_GROUP(0), SR_GROUP(1), first,
                                &scope, &has_scope) ||
        !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_add_operand(parser, state, SR_GROUP(2)) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_type(parser, &type) ||
        !sr_format_add_type(parser, state, true, args[3]->index, type) ||
        !sr_parser_expect(parser, SR_TOK_LBRACE, "'{'") ||
        !sr_add_operand(parser, state, SR_GROUP(4)) ||
        !sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) {
      return false;
    }
    first = false;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static void sr_parameter_load_print(sr_printer_t* printer,
                                    sr_format_state_t* state,
                                    const sr_format_arg_t* const* args,
                                    uint32_t num_args) {
  uint32_t count = sr_format_operand_count(state, SR_GROUP(1));
  sr_printer_indent(printer, 2);
  sr_printer_print_newline(printer);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) {
      sr_printer_print(printer, ",");
      sr_printer_print_newline(printer);
    }
    sr_print_parameter_reference(printer, state, SR_GROUP(0), SR_GROUP(1), i);
    sr_printer_print(printer, "[");
    sr_print_operand(printer, state, SR_GROUP(2), i);
    sr_printer_print(printer, "] : ");
    sr_printer_print_type(printer,
                          sr_format_type(state, true, args[3]->index, i));
    sr_printer_print(printer, "{");
    sr_print_operand(printer, state, SR_GROUP(4), i);
    sr_printer_print(printer, "}");
  }
  sr_printer_indent(printer, -2);
  sr_printer_print_newline(printer);
}

// Gathers: `[%scope::]%key[%off] -> %target[%o (to %e)? for %l] : T{%size}`
// args (async): $scope, $keys, $offsets, $target, type($target),
//               $target_size, $target_offsets, $target_ends, $target_lengths
// args (cmd):   the same without $target_ends.
static bool sr_gather_parse(sr_parser_t* parser, sr_format_state_t* state,
                            const sr_format_arg_t* const* args,
                            uint32_t num_args) {
  bool with_ends = num_args == 9;
  uint32_t lengths = with_ends ? SR_GROUP(8) : SR_GROUP(7);
  sr_unresolved_operand_t scope;
  bool has_scope = false, first = true;
  do {
    sr_unresolved_operand_t target, size;
    const sr_type_t* type = NULL;
    if (!sr_parse_row_reference(parser, state, SR_GROUP(0), SR_GROUP(1), first,
                                &scope, &has_scope) ||
        !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_add_operand(parser, state, SR_GROUP(2)) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_parser_expect(parser, SR_TOK_ARROW, "'->'") ||
        !sr_parser_parse_operand(parser, &target) ||
        !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_add_operand(parser, state, SR_GROUP(6))) {
      return false;
    }
    if (with_ends && (!sr_parser_expect_keyword(parser, "to") ||
                      !sr_add_operand(parser, state, SR_GROUP(7)))) {
      return false;
    }
    if (!sr_parser_expect_keyword(parser, "for") ||
        !sr_add_operand(parser, state, lengths) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_type(parser, &type) ||
        !sr_parser_expect(parser, SR_TOK_LBRACE, "'{'") ||
        !sr_parser_parse_operand(parser, &size) ||
        !sr_parser_expect(parser, SR_TOK_RBRACE, "'}'")) {
      return false;
    }
    if (first) {
      if (!sr_format_add_operand(parser, state, SR_GROUP(3), &target) ||
          !sr_format_add_type(parser, state, false, args[4]->index, type) ||
          !sr_format_add_operand(parser, state, SR_GROUP(5), &size)) {
        return false;
      }
    } else {
      const sr_unresolved_operand_t* first_target =
          sr_format_operand_unresolved(state, SR_GROUP(3), 0);
      const sr_unresolved_operand_t* first_size =
          sr_format_operand_unresolved(state, SR_GROUP(5), 0);
      if (!sr_string_view_equal(first_target->name, target.name) ||
          !sr_string_view_equal(first_size->name, size.name) ||
          sr_format_type(state, false, args[4]->index, 0) != type) {
        return sr_parser_error(parser,
                               "each operation must use the same "
                               "scope and target resource");
      }
    }
    first = false;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static void sr_gather_print(sr_printer_t* printer, sr_format_state_t* state,
                            const sr_format_arg_t* const* args,
                            uint32_t num_args) {
  bool with_ends = num_args == 9;
  uint32_t lengths = with_ends ? SR_GROUP(8) : SR_GROUP(7);
  uint32_t count = sr_format_operand_count(state, SR_GROUP(1));
  sr_printer_indent(printer, 2);
  sr_printer_print_newline(printer);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) {
      sr_printer_print(printer, ",");
      sr_printer_print_newline(printer);
    }
    sr_print_parameter_reference(printer, state, SR_GROUP(0), SR_GROUP(1), i);
    sr_printer_print(printer, "[");
    sr_print_operand(printer, state, SR_GROUP(2), i);
    sr_printer_print(printer, "] -> ");
    sr_print_operand(printer, state, SR_GROUP(3), 0);
    sr_printer_print(printer, "[");
    sr_print_operand(printer, state, SR_GROUP(6), i);
    if (with_ends) {
      sr_printer_print(printer, " to ");
      sr_print_operand(printer, state, SR_GROUP(7), i);
    }
    sr_printer_print(printer, " for ");
    sr_print_operand(printer, state, lengths, i);
    sr_printer_print(printer, "] : ");
    sr_printer_print_type(printer,
                          sr_format_type(state, false, args[4]->index, 0));
    sr_printer_print(printer, "{");
    sr_print_operand(printer, state, SR_GROUP(5), 0);
    sr_printer_print(printer, "}");
  }
  sr_printer_indent(printer, -2);
  sr_printer_print_newline(printer);
}

// Scatters: `%source[%o (to %e)? for %l] : T{%size} -> [%scope::]%key[%off]`
// args (async): $source, type($source), $source_size, $source_offsets,
//               $source_ends, $source_lengths, $scope, $keys, $offsets
// args (cmd):   the same without $source_ends.
static bool sr_scatter_parse(sr_parser_t* parser, sr_format_state_t* state,
                             const sr_format_arg_t* const* args,
                             uint32_t num_args) {
  bool with_ends = num_args == 9;
  uint32_t lengths = with_ends ? SR_GROUP(5) : SR_GROUP(4);
  uint32_t scope_group = with_ends ? SR_GROUP(6) : SR_GROUP(5);
  uint32_t keys = with_ends ? SR_GROUP(7) : SR_GROUP(6);
  uint32_t key_offsets = with_ends ? SR_GROUP(8) : SR_GROUP(7);
  sr_unresolved_operand_t scope;
  bool has_scope = false, first = true;
  do {
    sr_unresolved_operand_t source, size;
    const sr_type_t* type = NULL;
    if (!sr_parser_parse_operand(parser, &source) ||
        !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_add_operand(parser, state, SR_GROUP(3))) {
      return false;
    }
    if (with_ends && (!sr_parser_expect_keyword(parser, "to") ||
                      !sr_add_operand(parser, state, SR_GROUP(4)))) {
      return false;
    }
    if (!sr_parser_expect_keyword(parser, "for") ||
        !sr_add_operand(parser, state, lengths) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'") ||
        !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
        !sr_parser_parse_type(parser, &type) ||
        !sr_parser_expect(parser, SR_TOK_LBRACE, "'{'") ||
        !sr_parser_parse_operand(parser, &size) ||
        !sr_parser_expect(parser, SR_TOK_RBRACE, "'}'") ||
        !sr_parser_expect(parser, SR_TOK_ARROW, "'->'") ||
        !sr_parse_row_reference(parser, state, scope_group, keys, first, &scope,
                                &has_scope) ||
        !sr_parser_expect(parser, SR_TOK_LBRACKET, "'['") ||
        !sr_add_operand(parser, state, key_offsets) ||
        !sr_parser_expect(parser, SR_TOK_RBRACKET, "']'")) {
      return false;
    }
    if (first) {
      if (!sr_format_add_operand(parser, state, SR_GROUP(0), &source) ||
          !sr_format_add_type(parser, state, false, args[1]->index, type) ||
          !sr_format_add_operand(parser, state, SR_GROUP(2), &size)) {
        return false;
      }
    } else {
      const sr_unresolved_operand_t* first_source =
          sr_format_operand_unresolved(state, SR_GROUP(0), 0);
      if (!sr_string_view_equal(first_source->name, source.name) ||
          sr_format_type(state, false, args[1]->index, 0) != type) {
        return sr_parser_error(parser,
                               "each operation must use the same "
                               "source resource and scope");
      }
    }
    first = false;
  } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
  return !sr_parser_failed(parser);
}

static void sr_scatter_print(sr_printer_t* printer, sr_format_state_t* state,
                             const sr_format_arg_t* const* args,
                             uint32_t num_args) {
  bool with_ends = num_args == 9;
  uint32_t lengths = with_ends ? SR_GROUP(5) : SR_GROUP(4);
  uint32_t scope_group = with_ends ? SR_GROUP(6) : SR_GROUP(5);
  uint32_t keys = with_ends ? SR_GROUP(7) : SR_GROUP(6);
  uint32_t key_offsets = with_ends ? SR_GROUP(8) : SR_GROUP(7);
  uint32_t count = sr_format_operand_count(state, keys);
  sr_printer_indent(printer, 2);
  sr_printer_print_newline(printer);
  for (uint32_t i = 0; i < count; ++i) {
    if (i) {
      sr_printer_print(printer, ",");
      sr_printer_print_newline(printer);
    }
    sr_print_operand(printer, state, SR_GROUP(0), 0);
    sr_printer_print(printer, "[");
    sr_print_operand(printer, state, SR_GROUP(3), i);
    if (with_ends) {
      sr_printer_print(printer, " to ");
      sr_print_operand(printer, state, SR_GROUP(4), i);
    }
    sr_printer_print(printer, " for ");
    sr_print_operand(printer, state, lengths, i);
    sr_printer_print(printer, "] : ");
    sr_printer_print_type(printer,
                          sr_format_type(state, false, args[1]->index, 0));
    sr_printer_print(printer, "{");
    sr_print_operand(printer, state, SR_GROUP(2), 0);
    sr_printer_print(printer, "} -> ");
    sr_print_parameter_reference(printer, state, scope_group, keys, i);
    sr_printer_print(printer, "[");
    sr_print_operand(printer, state, key_offsets, i);
    sr_printer_print(printer, "]");
  }
  sr_printer_indent(printer, -2);
  sr_printer_print_newline(printer);
}

//===----------------------------------------------------------------------===//
// custom<CollectiveParam>(ref($op), $param)
//===----------------------------------------------------------------------===//
// broadcast/recv: `source(%p) `, reduce/send: `target(%p) `,
// send_recv: `source_target_pair(%p) `.

static const char* sr_collective_keyword(const sr_attr_t* op) {
  if (!op || op->kind != SR_ATTR_DIALECT) return NULL;
  const char* text = op->text.text.data;
  size_t size = op->text.text.size;
  const char* body = memchr(text, '<', size);
  if (!body) return NULL;
  ++body;
  static const struct {
    const char* kind;
    const char* keyword;
  } kKinds[] = {{"broadcast", "source"},
                {"reduce", "target"},
                {"send_recv", "source_target_pair"},
                {"send", "target"},
                {"recv", "source"}};
  for (size_t i = 0; i < sizeof(kKinds) / sizeof(kKinds[0]); ++i) {
    size_t n = strlen(kKinds[i].kind);
    if (!strncmp(body, kKinds[i].kind, n) &&
        (body[n] == ' ' || body[n] == '>')) {
      return kKinds[i].keyword;
    }
  }
  return NULL;
}

static bool sr_collective_param_parse(sr_parser_t* parser,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  const char* keyword =
      sr_collective_keyword(sr_format_attr(state, SR_GROUP(0)));
  if (!keyword) return true;
  return sr_parser_expect_keyword(parser, keyword) &&
         sr_parser_expect(parser, SR_TOK_LPAREN, "'('") &&
         sr_add_operand(parser, state, SR_GROUP(1)) &&
         sr_parser_expect(parser, SR_TOK_RPAREN, "')'");
}

static void sr_collective_param_print(sr_printer_t* printer,
                                      sr_format_state_t* state,
                                      const sr_format_arg_t* const* args,
                                      uint32_t num_args) {
  const char* keyword =
      sr_collective_keyword(sr_format_attr(state, SR_GROUP(0)));
  if (!keyword || !sr_format_operand_count(state, SR_GROUP(1))) return;
  sr_printer_printf(printer, "%s(", keyword);
  sr_print_operand(printer, state, SR_GROUP(1), 0);
  sr_printer_print(printer, ") ");
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

static const sr_custom_directive_t kStreamDirectives[] = {
    {"AsyncParameterGatherOperations", sr_gather_parse, sr_gather_print},
    {"AsyncParameterScatterOperations", sr_scatter_parse, sr_scatter_print},
    {"CmdCallOperands", sr_cmd_call_operands_parse, sr_cmd_call_operands_print},
    {"CmdParameterGatherOperations", sr_gather_parse, sr_gather_print},
    {"CmdParameterScatterOperations", sr_scatter_parse, sr_scatter_print},
    {"CollectiveParam", sr_collective_param_parse, sr_collective_param_print},
    {"ConstantValueList", sr_constant_values_parse, sr_constant_values_print},
    {"DispatchEntryPoints", sr_entry_points_parse, sr_entry_points_print},
    {"DispatchFunctionSignature", sr_dispatch_signature_parse,
     sr_dispatch_signature_print},
    {"DispatchOperands", sr_dispatch_operands_parse,
     sr_dispatch_operands_print},
    {"DispatchResources", sr_dispatch_resources_parse,
     sr_dispatch_resources_print},
    {"EncodedResourceOperands", sr_encoded_operands_parse,
     sr_encoded_operands_print},
    {"EncodedShapedFunctionType", sr_encoded_function_type_parse,
     sr_encoded_function_type_print},
    {"ExplicitResourceRegion", sr_explicit_region_parse,
     sr_explicit_region_print},
    {"PackSliceRanges", sr_pack_slices_parse, sr_pack_slices_print},
    {"ParameterLoadOperations", sr_parameter_load_parse,
     sr_parameter_load_print},
    {"ParameterReference", sr_parameter_reference_parse,
     sr_parameter_reference_print},
    {"ResourceRegion", sr_resource_region_parse, sr_resource_region_print},
    {"WorkgroupCountRegion", sr_workgroups_parse, sr_workgroups_print},
};

const sr_custom_directive_t* sr__stream_directives(uint32_t* out_count) {
  *out_count = SR_ARRAY_COUNT(kStreamDirectives);
  return kStreamDirectives;
}
