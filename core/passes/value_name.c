// Value names through a probe op (see value_name.h).

#include "core/passes/value_name.h"

#include <string.h>

#include "core/print/printer.h"

// An op name no dialect uses, printed in generic form as `"<name>"(%x)`.
static const char kProbeName[] = "streamref.value_name_probe";

static void sr_probe_insert_before(sr_op_t* probe, sr_op_t* user) {
  sr_block_t* block = user->parent;
  probe->parent = block;
  probe->prev = user->prev;
  probe->next = user;
  if (user->prev) {
    user->prev->next = probe;
  } else {
    block->first_op = probe;
  }
  user->prev = probe;
}

static void sr_probe_remove(sr_op_t* probe) {
  sr_block_t* block = probe->parent;
  if (probe->prev) {
    probe->prev->next = probe->next;
  } else {
    block->first_op = probe->next;
  }
  probe->next->prev = probe->prev;
  probe->parent = NULL;
  sr_operand_set(&probe->operands[0], NULL);
}

// Copies the operand text after `"<probe>"(` up to `)` from |printed|.
static bool sr_probe_read_name(const char* printed, sr_string_builder_t* out) {
  char needle[sizeof(kProbeName) + 3];
  needle[0] = '"';
  memcpy(needle + 1, kProbeName, sizeof(kProbeName) - 1);
  memcpy(needle + sizeof(kProbeName), "\"(", 3);
  const char* at = strstr(printed, needle);
  if (!at) return false;
  at += strlen(needle);
  const char* end = strchr(at, ')');
  if (!end || end == at) return false;
  sr_string_builder_append(out, at, (size_t)(end - at));
  return true;
}

void sr_value_name(sr_context_t* context, sr_op_t* root, sr_op_t* user,
                   sr_value_t* value, sr_string_builder_t* out) {
  sr_string_view_t name =
      sr_context_intern(context, sr_make_cstring_view(kProbeName));
  sr_op_t* probe = user->parent && name.data
                       ? sr_op_allocate(context, name, 1, 0, 0, 0)
                       : NULL;
  if (!probe) {
    sr_string_builder_append_cstr(out, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  probe->attrs = sr_attr_get_empty_dictionary(context);
  probe->properties = probe->attrs;
  probe->loc = sr_attr_get_unknown_location(context);
  probe->pos = user->pos;
  sr_operand_set(&probe->operands[0], value);
  sr_probe_insert_before(probe, user);

  sr_string_builder_t printed;
  sr_string_builder_initialize(out->allocator, &printed);
  sr_print_options_t options = {false, false};
  sr_status_t status = sr_print_op(context, root, &options, &printed);
  sr_probe_remove(probe);
  bool found =
      !status && sr_probe_read_name(sr_string_builder_cstr(&printed), out);
  sr_status_ignore(status);
  sr_string_builder_deinitialize(&printed);
  if (!found) sr_string_builder_append_cstr(out, "<<UNKNOWN SSA VALUE>>");
}
