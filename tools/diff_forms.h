// The forms streamref-diff compares (tools/README.md): files and IR dump
// folders as iree-compile writes them, read and ordered; and the functions
// a form defines, found in its text (custom or generic form) with their
// argument types and names, so that private functions can be called and
// arguments made up. Tool code: exits on out-of-memory. Not thread-safe.
#ifndef STREAMREF_TOOLS_DIFF_FORMS_H_
#define STREAMREF_TOOLS_DIFF_FORMS_H_

#include <stdbool.h>
#include <stddef.h>

typedef struct sr_tool_form_t {
  char* path;
  char* pass;  // the pass (or phase) that produced it
  char* text;  // the file's contents
  size_t length;
} sr_tool_form_t;

typedef struct sr_tool_form_list_t {
  size_t count, capacity;
  sr_tool_form_t* items;
} sr_tool_form_list_t;

typedef struct sr_tool_signature_t {
  char name[256];
  bool is_private;
  size_t visibility_offset;  // of "private" in the text
  size_t arg_count;
  char arg_types[64][256];
  // For !hal.buffer_view arguments: the tensor type they are imported as
  // (from iree.abi.declaration or a tensor.import of the argument), or "".
  char arg_tensors[64][256];
  char arg_names[64][64];  // "%arg0"
  size_t body_offset;      // just past the signature
} sr_tool_signature_t;

// realloc / strndup that exit(2) on out-of-memory.
void* sr_tool_xrealloc(void* p, size_t n);
char* sr_tool_xstrndup(const char* s, size_t n);
bool sr_tool_is_dir(const char* path);
// The whole file, NUL-terminated (NULL when it cannot be read).
char* sr_tool_read_file(const char* path, size_t* out_length);

// Appends a form (its text is read later).
void sr_tool_form_list_add(sr_tool_form_list_t* list, const char* path,
                           const char* pass);
// Appends the dumps of |dir| in run order: `NAME.K.phase.mlir` of
// --dump-compilation-phases-to, else the module-level `N_pass.mlir` of the
// shallowest folder of an --mlir-print-ir-tree-dir. False when none.
bool sr_tool_add_dir_forms(sr_tool_form_list_t* forms, const char* dir);

// Reads one type at |p| up to a ',' or ')' at depth 0 into |out|.
const char* sr_tool_scan_type(const char* p, char* out, size_t capacity);
// The functions with bodies defined at module level in |text| (not those
// inside executables): a malloc'd array in |out|, their number returned.
size_t sr_tool_find_functions(const char* text, sr_tool_signature_t** out);
const sr_tool_signature_t* sr_tool_find_signature(
    const sr_tool_signature_t* sigs, size_t n, const char* name);
// Fills |sig|->arg_tensors for !hal.buffer_view arguments from
// iree.abi.declaration or the argument's tensor.import.
void sr_tool_find_tensor_types(const char* text, sr_tool_signature_t* sig);

#endif  // STREAMREF_TOOLS_DIFF_FORMS_H_
