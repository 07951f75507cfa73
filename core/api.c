// The public IR API (include/streamref/ir.h) over the core internals.

#include <string.h>

#include "core/base/string_builder.h"
#include "core/ir/context.h"
#include "core/ir/verifier.h"
#include "core/parse/parser.h"
#include "core/print/printer.h"
#include "streamref/ir.h"

sr_status_t sr_ir_parse(sr_context_t* context, const char* name,
                        const char* text, size_t length,
                        const sr_ir_parse_options_t* options,
                        sr_op_t** out_module) {
  sr_parse_options_t parse_options = {0};
  if (options) {
    parse_options.allow_unregistered_dialects =
        options->allow_unregistered_dialects;
    parse_options.first_line = options->first_line;
  }
  SR_RETURN_IF_ERROR(
      sr_parse_source(context, name, text, length, &parse_options, out_module));
  if (options && options->skip_verification) return sr_ok_status();
  sr_status_t status = sr_verify(context, *out_module);
  if (status) *out_module = NULL;
  return status;
}

sr_status_t sr_ir_verify(sr_context_t* context, const sr_op_t* module) {
  return sr_verify(context, module);
}

size_t sr_ir_find_split_marker(const char* text, size_t from, size_t length) {
  static const char kMarker[] = "// -----";
  size_t n = sizeof(kMarker) - 1;
  for (size_t i = from; i + n <= length; ++i) {
    if (text[i] != '/' || memcmp(text + i, kMarker, n) != 0) continue;
    size_t j = i;
    while (j > 0 && (text[j - 1] == ' ' || text[j - 1] == '\t')) --j;
    if (j == 0 || text[j - 1] == '\n') return i;
  }
  return length;
}

static sr_status_t sr_ir_print_to_builder(sr_context_t* context,
                                          const sr_op_t* module,
                                          const sr_ir_print_options_t* options,
                                          sr_string_builder_t* builder) {
  sr_print_options_t print_options = {false, false};
  if (options) {
    print_options.generic = options->generic;
    print_options.debug_info = options->debug_info;
  }
  return sr_print_op(context, module, &print_options, builder);
}

sr_status_t sr_ir_print(sr_context_t* context, const sr_op_t* module,
                        const sr_ir_print_options_t* options, FILE* stream) {
  sr_string_builder_t builder;
  sr_string_builder_initialize(sr_context_allocator(context), &builder);
  sr_status_t status =
      sr_ir_print_to_builder(context, module, options, &builder);
  if (!status && builder.size &&
      fwrite(builder.data, 1, builder.size, stream) != builder.size) {
    status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "failed writing output");
  }
  sr_string_builder_deinitialize(&builder);
  return status;
}

sr_status_t sr_ir_print_to_string(sr_context_t* context, const sr_op_t* module,
                                  const sr_ir_print_options_t* options,
                                  sr_allocator_t allocator, char** out_text,
                                  size_t* out_length) {
  *out_text = NULL;
  *out_length = 0;
  sr_string_builder_t builder;
  sr_string_builder_initialize(allocator, &builder);
  sr_status_t status =
      sr_ir_print_to_builder(context, module, options, &builder);
  if (status) {
    sr_string_builder_deinitialize(&builder);
    return status;
  }
  if (!builder.data) sr_string_builder_append(&builder, "", 0);
  *out_text = builder.data;
  *out_length = builder.size;
  return sr_string_builder_status(&builder);
}
