// HAL devices: the instance's list, device selectors of `!hal.device`
// globals and hal.device.query (see devices.h).

#include "cpu_backend/devices.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ir/attributes.h"
#include "core/parse/parser.h"

#if defined(__x86_64__)
#include <cpuid.h>
#endif

//===----------------------------------------------------------------------===//
// The instance's devices
//===----------------------------------------------------------------------===//

// The drivers IREE's tools know, so that a device we cannot offer gets a
// message that says so rather than "no driver registered".
static const char* const kOtherIreeDrivers[] = {"cuda",  "hip",    "vulkan",
                                                "metal", "amdgpu", "null"};

static char* sr_rt_strndup(sr_allocator_t allocator, const char* text,
                           size_t length) {
  char* copy = NULL;
  sr_status_t status =
      sr_allocator_malloc(allocator, length + 1, (void**)&copy);
  if (status) {
    sr_status_free(status);
    return NULL;
  }
  memcpy(copy, text, length);
  copy[length] = 0;
  return copy;
}

static sr_status_t sr_rt_device_check(const char* uri, size_t* out_id_length) {
  const char* sep = strstr(uri, "://");
  size_t id_length = sep ? (size_t)(sep - uri) : strlen(uri);
  *out_id_length = id_length;
  bool local = (id_length == 10 && strncmp(uri, "local-task", 10) == 0) ||
               (id_length == 10 && strncmp(uri, "local-sync", 10) == 0);
  if (local) {
    if (sep && sep[3]) {
      // IREE's local drivers have no device paths either.
      return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND,
                            "device paths not yet implemented; creating "
                            "device '%s'",
                            uri);
    }
    return sr_ok_status();
  }
  for (size_t i = 0; i < sizeof(kOtherIreeDrivers) / sizeof(char*); ++i) {
    if (strlen(kOtherIreeDrivers[i]) == id_length &&
        strncmp(uri, kOtherIreeDrivers[i], id_length) == 0) {
      return SR_MAKE_STATUS(SR_STATUS_UNAVAILABLE,
                            "driver '%.*s' is not available in streamref: it "
                            "runs programs on local-task and local-sync "
                            "devices only; creating device '%s'",
                            (int)id_length, uri, uri);
    }
  }
  return SR_MAKE_STATUS(SR_STATUS_NOT_FOUND,
                        "no driver '%.*s' registered; creating driver for "
                        "device '%s'",
                        (int)id_length, uri, uri);
}

sr_status_t sr_rt_device_list_initialize(sr_allocator_t allocator,
                                         const char* const* names, size_t count,
                                         sr_rt_device_list_t* out) {
  memset(out, 0, sizeof(*out));
  static const char* const kDefault[] = {"local-task"};
  if (!count || !names) {
    names = kDefault;
    count = 1;
  }
  if (count > UINT32_MAX / 2) {
    return SR_MAKE_STATUS(SR_STATUS_OUT_OF_RANGE, "%zu devices", count);
  }
  for (size_t i = 0; i < count; ++i) {
    size_t id_length = 0;
    SR_RETURN_IF_ERROR(sr_rt_device_check(names[i], &id_length));
  }
  SR_RETURN_IF_ERROR(sr_allocator_calloc(
      allocator, count * sizeof(sr_rt_device_t), (void**)&out->devices));
  for (size_t i = 0; i < count; ++i) {
    size_t id_length = 0;
    sr_status_ignore(sr_rt_device_check(names[i], &id_length));
    sr_rt_device_t* device = &out->devices[out->count++];
    device->uri = sr_rt_strndup(allocator, names[i], strlen(names[i]));
    device->id = sr_rt_strndup(allocator, names[i], id_length);
    if (!device->uri || !device->id) {
      sr_rt_device_list_deinitialize(allocator, out);
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "out of memory");
    }
  }
  return sr_ok_status();
}

void sr_rt_device_list_deinitialize(sr_allocator_t allocator,
                                    sr_rt_device_list_t* list) {
  for (uint32_t i = 0; i < list->count; ++i) {
    sr_allocator_free(allocator, list->devices[i].uri);
    sr_allocator_free(allocator, list->devices[i].id);
  }
  sr_allocator_free(allocator, list->devices);
  memset(list, 0, sizeof(*list));
}

// IREE's iree_string_view_match_pattern: `*` any run, `?` any one char.
static bool sr_rt_glob(const char* text, size_t text_length,
                       const char* pattern, size_t pattern_length) {
  size_t t = 0, p = 0, star = SIZE_MAX, resume = 0;
  while (t < text_length) {
    if (p < pattern_length && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++t;
      ++p;
    } else if (p < pattern_length && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (star != SIZE_MAX) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern_length && pattern[p] == '*') ++p;
  return p == pattern_length;
}

// Executable formats IREE's local devices load on this host. streamref
// runs the Stream-phase bodies of executables, never their binaries, so
// any CPU format would do; these are the ones IREE's local-task and
// local-sync accept, so that the same programs resolve the same devices.
static bool sr_rt_format_supported(sr_string_view_t format) {
  static const char* const kPrefixes[] = {"embedded-elf-", "system-elf-",
                                          "system-dll-", "system-dylib-"};
  if (sr_string_view_equal_cstr(format, "vmvx-bytecode-fb")) return true;
  for (size_t i = 0; i < sizeof(kPrefixes) / sizeof(kPrefixes[0]); ++i) {
    if (sr_string_view_starts_with(format, kPrefixes[i])) return true;
  }
  return false;
}

// The "hal.cpu" category: a CPU feature by its LLVM name, 1 when this CPU
// has it. IREE's local devices answer from CPUID as IREE's
// runtime/src/iree/base/internal/cpu.c reads it (a vector extension only
// when CPUID leaf 0xD lists its register state), for the features of its
// x86-64 table; other names, and other architectures, are unknown keys
// (hal.device.query's ok is false and its default is used).
#if defined(__x86_64__)
typedef struct sr_rt_cpu_feature_t {
  const char* name;
  uint8_t reg;  // 0: leaf 1 ecx, 1: 0x80000001 ecx, 2/3/4: leaf 7.0 ebx/ecx/
                // edx, 5: leaf 7.1 eax
  uint8_t bit;
  uint32_t state;  // leaf 0xD eax bits required (0: none)
} sr_rt_cpu_feature_t;

static const sr_rt_cpu_feature_t kCpuFeatures[] = {
    {"sse3", 0, 0, 0},
    {"ssse3", 0, 9, 0},
    {"sse4.1", 0, 19, 0},
    {"sse4.2", 0, 20, 0},
    {"sse4a", 1, 6, 0},
    {"avx", 0, 28, 0x7},
    {"fma", 0, 12, 0x7},
    {"fma4", 1, 16, 0x7},
    {"xop", 1, 11, 0x7},
    {"f16c", 0, 29, 0x7},
    {"avx2", 2, 5, 0x7},
    {"avx512f", 2, 16, 0xE7},
    {"avx512cd", 2, 28, 0xE7},
    {"avx512vl", 2, 31, 0xE7},
    {"avx512dq", 2, 17, 0xE7},
    {"avx512bw", 2, 30, 0xE7},
    {"avx512ifma", 2, 21, 0xE7},
    {"avx512vbmi", 3, 1, 0xE7},
    {"avx512vpopcntdq", 3, 14, 0xE7},
    {"avx512vnni", 3, 11, 0xE7},
    {"avx512vbmi2", 3, 6, 0xE7},
    {"avx512bitalg", 3, 12, 0xE7},
    {"avx512bf16", 5, 5, 0xE7},
    {"avx512fp16", 4, 23, 0xE7},
    {"amx-tile", 4, 24, 0x60000},
    {"amx-int8", 4, 25, 0x60000},
    {"amx-bf16", 4, 22, 0x60000},
};

static uint32_t sr_rt_cpuid(uint32_t leaf, uint32_t subleaf, int reg) {
  uint32_t max_leaf = __get_cpuid_max(leaf & 0x80000000u, NULL);
  if (leaf > max_leaf) return 0;
  unsigned r[4] = {0, 0, 0, 0};
  __cpuid_count(leaf, subleaf, r[0], r[1], r[2], r[3]);
  return r[reg];
}

static bool sr_rt_cpu_query(sr_string_view_t key, int64_t* out_value) {
  for (size_t i = 0; i < sizeof(kCpuFeatures) / sizeof(kCpuFeatures[0]); ++i) {
    const sr_rt_cpu_feature_t* f = &kCpuFeatures[i];
    if (!sr_string_view_equal_cstr(key, f->name)) continue;
    static const struct {
      uint32_t leaf, subleaf;
      int reg;  // eax ebx ecx edx
    } kRegs[] = {{1, 0, 2}, {0x80000001u, 0, 2}, {7, 0, 1},
                 {7, 0, 2}, {7, 0, 3},           {7, 1, 0}};
    uint32_t word = sr_rt_cpuid(kRegs[f->reg].leaf, kRegs[f->reg].subleaf,
                                kRegs[f->reg].reg);
    uint32_t state = sr_rt_cpuid(0xD, 0, 0);
    bool has_state = (state & f->state) == f->state;
    *out_value = has_state && ((word >> f->bit) & 1) ? 1 : 0;
    return true;
  }
  return false;
}
#else
static bool sr_rt_cpu_query(sr_string_view_t key, int64_t* out_value) {
  (void)key;
  (void)out_value;
  return false;
}
#endif

bool sr_rt_device_query(const sr_rt_device_list_t* list, int64_t ordinal,
                        int64_t dispatch_concurrency, sr_string_view_t category,
                        sr_string_view_t key, int64_t* out_value) {
  *out_value = 0;
  if (ordinal < 0 || ordinal >= list->count) return false;
  const sr_rt_device_t* device = &list->devices[ordinal];
  if (sr_string_view_equal_cstr(category, "hal.device.id")) {
    *out_value =
        sr_rt_glob(device->id, strlen(device->id), key.data, key.size) ? 1 : 0;
    return true;
  }
  if (sr_string_view_equal_cstr(category, "hal.executable.format")) {
    *out_value = sr_rt_format_supported(key) ? 1 : 0;
    return true;
  }
  if (sr_string_view_equal_cstr(category, "hal.device") &&
      sr_string_view_equal_cstr(key, "concurrency")) {
    *out_value = 1;  // one queue per device
    return true;
  }
  if (sr_string_view_equal_cstr(category, "hal.dispatch") &&
      sr_string_view_equal_cstr(key, "concurrency")) {
    *out_value = strcmp(device->id, "local-sync") == 0 ? 1
                 : dispatch_concurrency > 0            ? dispatch_concurrency
                                                       : 1;
    return true;
  }
  if (sr_string_view_equal_cstr(category, "hal.cpu")) {
    return sr_rt_cpu_query(key, out_value);
  }
  return false;
}

static bool sr_rt_is_hal_type(const sr_type_t* type) {
  static const char* const kTypes[] = {"hal.buffer_view", "hal.buffer",
                                       "hal.fence", "hal.device",
                                       "hal.allocator"};
  for (size_t i = 0; i < sizeof(kTypes) / sizeof(kTypes[0]); ++i) {
    if (sr_type_is_dialect(type, kTypes[i])) return true;
  }
  return false;
}

bool sr_rt_module_uses_devices(const sr_op_t* op) {
  if (sr_string_view_starts_with(op->name, "hal.") ||
      sr_string_view_starts_with(op->name, "stream.")) {
    return true;
  }
  for (uint32_t i = 0; i < op->num_results; ++i) {
    if (sr_rt_is_hal_type(op->results[i].type)) return true;
  }
  // A function declaration's signature. (Not a util.global's type: a
  // device global nothing loads is dropped by iree-compile before the VM.)
  const sr_attr_t* ft = sr_op_attr(op, "function_type");
  if (ft && ft->kind == SR_ATTR_TYPE &&
      ft->type_value->kind == SR_TYPE_FUNCTION) {
    const sr_type_t* fn = ft->type_value;
    for (uint32_t i = 0; i < fn->function.num_inputs; ++i) {
      if (sr_rt_is_hal_type(fn->function.inputs[i])) return true;
    }
    for (uint32_t i = 0; i < fn->function.num_results; ++i) {
      if (sr_rt_is_hal_type(fn->function.results[i])) return true;
    }
  }
  for (uint32_t r = 0; r < op->num_regions; ++r) {
    for (const sr_block_t* b = op->regions[r].first_block; b; b = b->next) {
      for (uint32_t a = 0; a < b->num_arguments; ++a) {
        if (sr_rt_is_hal_type(b->arguments[a]->type)) return true;
      }
      for (const sr_op_t* child = b->first_op; child; child = child->next) {
        if (sr_rt_module_uses_devices(child)) return true;
      }
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Attribute bodies
//===----------------------------------------------------------------------===//

// The parameters of `#<mnemonic><...>` as an array attribute: the body
// between the outer brackets is parsed as `[body]` (every device attribute
// body is a comma-separated list of attributes). NULL when |attr| is not
// that dialect attribute.
static sr_status_t sr_rt_dialect_params(sr_context_t* context,
                                        const sr_attr_t* attr,
                                        const char* mnemonic,
                                        const sr_attr_t** out) {
  *out = NULL;
  if (!attr || attr->kind != SR_ATTR_DIALECT) return sr_ok_status();
  sr_string_view_t text = attr->text.text;
  size_t n = strlen(mnemonic);
  if (text.size < n + 2 || strncmp(text.data, mnemonic, n) != 0 ||
      text.data[n] != '<' || text.data[text.size - 1] != '>') {
    return sr_ok_status();
  }
  size_t body = text.size - n - 2;
  char* wrapped = malloc(body + 3);
  if (!wrapped) return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  wrapped[0] = '[';
  memcpy(wrapped + 1, text.data + n + 1, body);
  wrapped[body + 1] = ']';
  wrapped[body + 2] = 0;
  sr_status_t status = sr_parse_attr_string(context, wrapped, out);
  free(wrapped);
  if (!status && (*out)->kind != SR_ATTR_ARRAY) *out = NULL;
  return status;
}

bool sr_rt_is_device_init_attr(const sr_attr_t* attr) {
  if (!attr || attr->kind != SR_ATTR_DIALECT) return false;
  static const char* const kKinds[] = {
      "hal.device.target<", "hal.device.ordinal<", "hal.device.fallback<",
      "hal.device.select<", "hal.device.alias<"};
  for (size_t i = 0; i < sizeof(kKinds) / sizeof(kKinds[0]); ++i) {
    if (sr_string_view_starts_with(attr->text.text, kKinds[i])) {
      return true;
    }
  }
  return false;
}

typedef struct sr_rt_selector_decoder_t {
  sr_context_t* context;
  sr_arena_t* arena;
  const sr_op_t* op;
  int32_t (*find_global)(void* user_data, sr_string_view_t name);
  void* user_data;
} sr_rt_selector_decoder_t;

static sr_status_t sr_rt_selector_error(const sr_rt_selector_decoder_t* d,
                                        const sr_attr_t* attr,
                                        const char* why) {
  sr_string_view_t text = attr && attr->kind == SR_ATTR_DIALECT
                              ? attr->text.text
                              : sr_make_cstring_view("?");
  return sr_context_make_status_at(
      d->context, d->op->pos, SR_STATUS_INVALID_ARGUMENT,
      "device global initial value #%.*s: %s", (int)text.size, text.data, why);
}

static char* sr_rt_arena_string(sr_arena_t* arena, sr_string_view_t text) {
  char* copy = NULL;
  if (sr_arena_strndup(arena, text.data, text.size, &copy)) return NULL;
  return copy;
}

static sr_status_t sr_rt_decode_selector(const sr_rt_selector_decoder_t* d,
                                         const sr_attr_t* attr,
                                         sr_rt_device_selector_t* out);

// #hal.device.target<"id", {config}?, [#hal.executable.target<...>, ...]>
static sr_status_t sr_rt_decode_target(const sr_rt_selector_decoder_t* d,
                                       const sr_attr_t* attr,
                                       const sr_attr_t* params,
                                       sr_rt_device_selector_t* out) {
  out->kind = SR_RT_DEVICE_SELECT_TARGET;
  uint32_t count = params->array.count;
  const sr_attr_t* id = count ? params->array.elements[0] : NULL;
  if (!id || id->kind != SR_ATTR_STRING) {
    return sr_rt_selector_error(d, attr, "expected a device id string");
  }
  // IREE's local target matches any local driver ("local*"); other
  // targets match their id.
  char pattern[256];
  snprintf(pattern, sizeof(pattern), "%.*s%s", (int)id->string.size,
           id->string.data,
           sr_string_view_equal_cstr(id->string, "local") ? "*" : "");
  out->id_pattern = sr_rt_arena_string(d->arena, sr_make_cstring_view(pattern));
  const sr_attr_t* targets = NULL;
  for (uint32_t i = 1; i < count; ++i) {
    const sr_attr_t* p = params->array.elements[i];
    if (p->kind == SR_ATTR_DICTIONARY) {
      const sr_attr_t* ordinal = sr_dict_get(p, "ordinal");
      if (ordinal && ordinal->kind == SR_ATTR_INTEGER) {
        out->ordinal = sr_attr_int_value(ordinal);
      }
    } else if (p->kind == SR_ATTR_ARRAY) {
      targets = p;
    }
  }
  uint32_t format_count = targets ? targets->array.count : 0;
  const char** formats = NULL;
  if (SR_ARENA_NEW_ARRAY(d->arena, const char*, format_count + 1, &formats)) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  }
  for (uint32_t i = 0; i < format_count; ++i) {
    const sr_attr_t* target_params = NULL;
    SR_RETURN_IF_ERROR(
        sr_rt_dialect_params(d->context, targets->array.elements[i],
                             "hal.executable.target", &target_params));
    const sr_attr_t* format = target_params && target_params->array.count > 1
                                  ? target_params->array.elements[1]
                                  : NULL;
    if (!format || format->kind != SR_ATTR_STRING) {
      return sr_rt_selector_error(
          d, attr,
          "expected #hal.executable.target<\"backend\", "
          "\"format\", ...> executable targets");
    }
    formats[i] = sr_rt_arena_string(d->arena, format->string);
  }
  out->format_count = format_count;
  out->formats = formats;
  if (!out->id_pattern) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  }
  return sr_ok_status();
}

static sr_status_t sr_rt_decode_selector(const sr_rt_selector_decoder_t* d,
                                         const sr_attr_t* attr,
                                         sr_rt_device_selector_t* out) {
  const sr_attr_t* params = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_dialect_params(d->context, attr, "hal.device.target", &params));
  if (params) return sr_rt_decode_target(d, attr, params, out);
  SR_RETURN_IF_ERROR(
      sr_rt_dialect_params(d->context, attr, "hal.device.ordinal", &params));
  if (params) {
    const sr_attr_t* ordinal =
        params->array.count == 1 ? params->array.elements[0] : NULL;
    if (!ordinal || ordinal->kind != SR_ATTR_INTEGER) {
      return sr_rt_selector_error(d, attr, "expected an integer ordinal");
    }
    out->kind = SR_RT_DEVICE_SELECT_ORDINAL;
    out->ordinal = sr_attr_int_value(ordinal);
    return sr_ok_status();
  }
  SR_RETURN_IF_ERROR(
      sr_rt_dialect_params(d->context, attr, "hal.device.fallback", &params));
  if (params) {
    const sr_attr_t* name =
        params->array.count == 1 ? params->array.elements[0] : NULL;
    int32_t global = name && name->kind == SR_ATTR_SYMBOL_REF
                         ? d->find_global(d->user_data, name->symbol.root)
                         : -1;
    if (global < 0) {
      return sr_rt_selector_error(d, attr,
                                  "expected the symbol of a device global");
    }
    out->kind = SR_RT_DEVICE_SELECT_FALLBACK;
    out->global = global;
    return sr_ok_status();
  }
  SR_RETURN_IF_ERROR(
      sr_rt_dialect_params(d->context, attr, "hal.device.select", &params));
  if (params) {
    const sr_attr_t* options =
        params->array.count >= 1 ? params->array.elements[0] : NULL;
    if (!options || options->kind != SR_ATTR_ARRAY || !options->array.count) {
      return sr_rt_selector_error(d, attr,
                                  "must have at least one device to "
                                  "select");
    }
    sr_rt_device_selector_t* list = NULL;
    if (SR_ARENA_NEW_ARRAY(d->arena, sr_rt_device_selector_t,
                           options->array.count, &list)) {
      return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
    }
    for (uint32_t i = 0; i < options->array.count; ++i) {
      SR_RETURN_IF_ERROR(
          sr_rt_decode_selector(d, options->array.elements[i], &list[i]));
    }
    out->kind = SR_RT_DEVICE_SELECT_FIRST_OF;
    out->option_count = options->array.count;
    out->options = list;
    return sr_ok_status();
  }
  if (attr && attr->kind == SR_ATTR_DIALECT &&
      sr_string_view_starts_with(attr->text.text, "hal.device.alias<")) {
    return sr_rt_selector_error(
        d, attr,
        "device aliases are resolved by iree-compile "
        "(--iree-hal-target-device); give streamref the Stream-phase output "
        "of iree-compile --compile-to=stream");
  }
  return sr_rt_selector_error(d, attr, "not a device initialization attribute");
}

sr_status_t sr_rt_device_selector_decode(
    sr_context_t* context, sr_arena_t* arena, const sr_op_t* op,
    const sr_attr_t* attr,
    int32_t (*find_global)(void* user_data, sr_string_view_t name),
    void* user_data, const sr_rt_device_selector_t** out) {
  *out = NULL;
  sr_rt_selector_decoder_t d = {context, arena, op, find_global, user_data};
  sr_rt_device_selector_t* selector = NULL;
  if (SR_ARENA_NEW(arena, sr_rt_device_selector_t, &selector)) {
    return SR_MAKE_STATUS(SR_STATUS_RESOURCE_EXHAUSTED, "oom");
  }
  SR_RETURN_IF_ERROR(sr_rt_decode_selector(&d, attr, selector));
  *out = selector;
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Selection
//===----------------------------------------------------------------------===//

static bool sr_rt_device_matches(const sr_rt_device_list_t* list,
                                 int64_t ordinal,
                                 const sr_rt_device_selector_t* selector) {
  int64_t match = 0;
  sr_rt_device_query(list, ordinal, 0, sr_make_cstring_view("hal.device.id"),
                     sr_make_cstring_view(selector->id_pattern), &match);
  if (!match) return false;
  if (!selector->format_count) return true;
  for (uint32_t i = 0; i < selector->format_count; ++i) {
    int64_t supported = 0;
    sr_rt_device_query(list, ordinal, 0,
                       sr_make_cstring_view("hal.executable.format"),
                       sr_make_cstring_view(selector->formats[i]), &supported);
    if (supported) return true;
  }
  return false;
}

int64_t sr_rt_device_select(const sr_rt_device_list_t* list,
                            const sr_rt_device_selector_t* selector,
                            int64_t (*global_device)(void* user_data,
                                                     int32_t global),
                            void* user_data) {
  switch (selector->kind) {
    case SR_RT_DEVICE_SELECT_TARGET: {
      int64_t seen = 0;
      for (uint32_t i = 0; i < list->count; ++i) {
        if (!sr_rt_device_matches(list, i, selector)) continue;
        if (seen++ == selector->ordinal) return i;
      }
      return -1;
    }
    case SR_RT_DEVICE_SELECT_ORDINAL:
      return selector->ordinal >= 0 && selector->ordinal < list->count
                 ? selector->ordinal
                 : -1;
    case SR_RT_DEVICE_SELECT_FALLBACK:
      return global_device(user_data, selector->global);
    case SR_RT_DEVICE_SELECT_FIRST_OF:
      for (uint32_t i = 0; i < selector->option_count; ++i) {
        int64_t device = sr_rt_device_select(list, &selector->options[i],
                                             global_device, user_data);
        if (device >= 0) return device;
      }
      return -1;
  }
  return -1;
}

sr_status_t sr_rt_affinity_decode(sr_context_t* context,
                                  const sr_attr_t* affinity,
                                  sr_string_view_t* out_global,
                                  int64_t* out_queue_mask) {
  *out_global = sr_make_string_view(NULL, 0);
  *out_queue_mask = -1;
  const sr_attr_t* params = NULL;
  SR_RETURN_IF_ERROR(
      sr_rt_dialect_params(context, affinity, "hal.device.affinity", &params));
  if (!params || !params->array.count) return sr_ok_status();
  const sr_attr_t* device = params->array.elements[0];
  if (device->kind == SR_ATTR_SYMBOL_REF) *out_global = device->symbol.root;
  if (params->array.count > 1 &&
      params->array.elements[1]->kind == SR_ATTR_ARRAY) {
    const sr_attr_t* queues = params->array.elements[1];
    int64_t mask = 0;
    for (uint32_t i = 0; i < queues->array.count; ++i) {
      const sr_attr_t* q = queues->array.elements[i];
      if (q->kind != SR_ATTR_INTEGER) continue;
      int64_t bit = sr_attr_int_value(q);
      if (bit >= 0 && bit < 64) mask |= (int64_t)(1ull << bit);
    }
    *out_queue_mask = mask;
  }
  return sr_ok_status();
}
