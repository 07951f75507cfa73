// Region argument lists and workgroup count regions, shared by the stream,
// flow and hal formats (IREE's parseWorkgroupCountRegion in StreamOps.cpp,
// FlowOps.cpp and HALOps.cpp: one spelling, three copies there too).

#include "core/dialects/region_syntax.h"

#include <string.h>

bool sr_parse_region_argument_list(sr_parser_t* parser,
                                   sr_region_argument_t** out_args,
                                   uint32_t* out_count) {
  sr_region_argument_t* args = NULL;
  uint32_t count = 0;
  uint32_t capacity = 0;
  *out_args = NULL;
  *out_count = 0;
  if (!sr_parser_expect(parser, SR_TOK_LPAREN, "'('")) return false;
  if (!sr_parser_consume_if(parser, SR_TOK_RPAREN)) {
    do {
      if (!sr_parser_grow_array(parser, (void**)&args, count, &capacity,
                                sizeof(*args))) {
        return false;
      }
      sr_region_argument_t* arg = &args[count++];
      memset(arg, 0, sizeof(*arg));
      if (!sr_parser_parse_operand(parser, &arg->name) ||
          !sr_parser_expect(parser, SR_TOK_COLON, "':'") ||
          !sr_parser_parse_type(parser, &arg->type) ||
          !sr_parser_parse_optional_location(parser, &arg->loc)) {
        return false;
      }
    } while (sr_parser_consume_if(parser, SR_TOK_COMMA));
    if (!sr_parser_expect(parser, SR_TOK_RPAREN, "')'")) return false;
  }
  *out_args = args;
  *out_count = count;
  return true;
}

bool sr_parse_workgroup_count_region(sr_parser_t* parser, sr_region_t* region) {
  sr_region_argument_t* args = NULL;
  uint32_t count = 0;
  if (!sr_parse_region_argument_list(parser, &args, &count)) return false;
  const sr_type_t** types = NULL;
  uint32_t num_types = 0;
  if (!sr_parser_expect(parser, SR_TOK_ARROW, "'->'")) return false;
  sr_source_pos_t pos = sr_parser_token_pos(parser);
  if (!sr_parser_parse_function_result_types(parser, &types, &num_types)) {
    return false;
  }
  const sr_type_t* index = sr_type_get_index(sr_parser_context(parser));
  bool valid = num_types == 3;
  for (uint32_t i = 0; valid && i < 3; ++i) valid = types[i] == index;
  if (!valid) {
    return sr_parser_error_at(parser, pos,
                              "workgroup count region must return the XYZ "
                              "dimension counts");
  }
  return sr_parser_parse_region(parser, region, args, count, true);
}

void sr_print_workgroup_count_region(sr_printer_t* printer,
                                     const sr_region_t* region,
                                     const char* prefix) {
  if (!region || !region->first_block) return;
  sr_printer_print(printer, prefix);
  sr_printer_print(printer, "(");
  const sr_block_t* entry = region->first_block;
  for (uint32_t i = 0; i < entry->num_arguments; ++i) {
    if (i) sr_printer_print(printer, ", ");
    sr_printer_print_value(printer, entry->arguments[i]);
    sr_printer_print(printer, ": ");
    sr_printer_print_type(printer, entry->arguments[i]->type);
    sr_printer_print_optional_location(printer, entry->arguments[i]->loc);
  }
  sr_printer_print(printer, ") -> (index, index, index) ");
  sr_printer_print_region(printer, region, false, true);
}
