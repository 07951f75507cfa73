// streamref-diff: runs several forms of one program on the same inputs, in
// order, and names the first form whose results differ from the form
// before it: with IREE's IR dumps as the forms, the pass that changed the
// program's meaning.
//
//   streamref-diff [flags] A.mlir B.mlir [C.mlir ...]
//   streamref-diff [flags] DIR
//
// DIR is what `iree-compile --mlir-print-ir-after-all
// --mlir-print-ir-tree-dir=DIR` writes (the module-level dumps
// `N_pass.mlir` of its shallowest folder holding any, in N order) or what
// `--dump-compilation-phases-to=DIR` writes (`NAME.K.phase.mlir`, in K
// order). Forms streamref cannot run (input, flow, hal or vm phases, or
// ops it does not support) are listed with the reason and skipped: each
// runnable form is compared with the runnable form before it.
//
// Flags:
//   --function=NAME   the function to run (repeatable); default: the one
//                     iree-run-module would run (the only public function
//                     without a `__` prefix or a `$`, so `main` and not
//                     its `main$async`), and when there is no such single
//                     function, every function with a body defined in the
//                     first form with any, public and private (private
//                     ones are made public in the text, bytes and
//                     locations unchanged)
//   --input=VALUE     iree-run-module's grammar plus
//                     resource<LIFETIME>{N}=@file.bin (tools/run_io.h);
//                     with --function once, in argument order. Without
//                     --input every argument gets seeded pseudo-random
//                     values (see tools/README.md)
//   --seed=N          seed of the random inputs (default 1)
//   --atol=, --rtol=, --ulp=   float tolerances (`X` or `f32:X,f16:Y`);
//                     exact by default: a pass must not change bits
//   --dispatch-mode=auto|opaque|interpret|kernel   default: auto, and when
//                     some form has a dispatch without an implementation
//                     (no body), every form again in opaque mode
//   --parameters=[scope=]FILE, --parameter_mode=mmap|preload|file
//                     parameter archives, as streamref-run takes them
//   --parallel        run on the pool (default: the serial oracle, so a
//                     racy form still gives one answer)
//   --verbose         print every form's results
//
// Exit code: 0 every runnable form agrees, 1 a form diverges, 2 fewer than
// two runnable forms or a usage error.

#include <ctype.h>
#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "streamref/params.h"
#include "streamref/runtime.h"
#include "tools/diff_dumps.h"
#include "tools/diff_forms.h"
#include "tools/flag_help.h"
#include "tools/run_io.h"
#include "tools/version_flag.h"

//===----------------------------------------------------------------------===//
// Seeded pseudo-random inputs
//===----------------------------------------------------------------------===//

static uint64_t splitmix64(uint64_t* state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The byte length given to random !stream.resource / !hal.buffer
// arguments: at least twice any index argument, so that a slice at an
// index offset of an index length stays in range.
#define RANDOM_RESOURCE_BYTES 4096

// index arguments are sizes, offsets, lengths and tensor dimensions in
// IREE's lit tests, and their bodies use constant offsets up to a few
// hundred bytes. Profiles tried in order until the first form runs the
// function: every index argument 64, 256, 1024, 16, then seeded values in
// [4, 64]. Small first: a dimension of 1024 makes a gigabyte tensor of
// three of them, and a failing profile costs little.
#define INDEX_PROFILE_COUNT 5
static const int64_t kIndexProfiles[INDEX_PROFILE_COUNT - 1] = {64, 256, 1024,
                                                                16};

// One random argument of |type| (its calling convention |cconv|).
static sr_status_t random_argument(const char* type, const char* tensor,
                                   char cconv, int profile, uint64_t* rng,
                                   sr_variant_t* out) {
  uint64_t r = splitmix64(rng);
  switch (cconv) {
    case 'i':
      if (strcmp(type, "i1") == 0) {
        *out = sr_variant_i32((int32_t)(r & 1));
      } else {
        *out = sr_variant_i32((int32_t)(r % 256));
      }
      return sr_ok_status();
    case 'I':
      if (strcmp(type, "index") != 0) {
        *out = sr_variant_i64((int64_t)(r % 256));
      } else if (profile < INDEX_PROFILE_COUNT - 1) {
        *out = sr_variant_i64(kIndexProfiles[profile]);
      } else {
        *out = sr_variant_i64((int64_t)(4 * (1 + r % 16)));
      }
      return sr_ok_status();
    case 'f':
      *out = sr_variant_f32((float)((int)(r % 65) - 32) / 16.0f);
      return sr_ok_status();
    case 'F':
      *out = sr_variant_f64((double)((int)(r % 65) - 32) / 16.0);
      return sr_ok_status();
    default:
      break;
  }
  if (strcmp(type, "!stream.timepoint") == 0 ||
      strcmp(type, "!hal.fence") == 0) {
    // A timepoint argument the caller has reached (the immediate one).
    out->type = SR_VARIANT_FENCE;
    out->fence = sr_timepoint_immediate();
    return sr_ok_status();
  }
  if (strncmp(type, "!stream.resource", 16) != 0 &&
      strncmp(type, "!hal.buffer", 11) != 0 &&
      strncmp(type, "!util.buffer", 12) != 0) {
    // Fences, semaphores, devices, channels, files, timepoints, lists: no
    // random value would mean anything.
    return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                          "cannot make a random %s argument (give --input)",
                          type);
  }
  sr_buffer_view_t* view = NULL;
  if (strncmp(type, "!hal.buffer_view", 16) == 0) {
    if (!tensor[0]) {
      return SR_MAKE_STATUS(SR_STATUS_UNIMPLEMENTED,
                            "no tensor type known for a !hal.buffer_view "
                            "argument (give --input)");
    }
    // tensor<2x?x4xf32>: dynamic dims become 4.
    char spec[300];
    size_t n = 0;
    for (const char* p = tensor + 7; *p && *p != '>' && n + 4 < sizeof(spec);
         ++p) {
      if (*p == ',') break;  // an encoding follows
      if (*p == '?') {
        spec[n++] = '4';
      } else {
        spec[n++] = *p;
      }
    }
    spec[n] = 0;
    SR_RETURN_IF_ERROR(
        sr_buffer_view_parse(sr_allocator_system(), spec, strlen(spec), &view));
    sr_element_type_t et = sr_buffer_view_element_type(view);
    size_t count = (size_t)sr_buffer_view_element_count(view);
    size_t bytes = sr_element_type_byte_size(et);
    uint8_t* data = sr_buffer_view_data(view);
    uint32_t numerical = sr_element_type_numerical(et);
    for (size_t i = 0; i < count; ++i) {
      uint64_t v = splitmix64(rng);
      uint8_t* p = data + i * bytes;
      if (numerical == SR_NUMERICAL_FLOAT_IEEE && bytes == 4) {
        float f = (float)((int)(v % 65) - 32) / 16.0f;
        memcpy(p, &f, 4);
      } else if (numerical == SR_NUMERICAL_FLOAT_IEEE && bytes == 8) {
        double f = (double)((int)(v % 65) - 32) / 16.0;
        memcpy(p, &f, 8);
      } else if ((numerical == SR_NUMERICAL_FLOAT_IEEE ||
                  numerical == SR_NUMERICAL_FLOAT_BRAIN) &&
                 bytes == 2) {
        // k/16 for k in [-32, 32] is exact in f16 and bf16: build it from
        // the f32 bits (bf16: the top half; f16: rebias the exponent).
        float f = (float)((int)(v % 65) - 32) / 16.0f;
        uint32_t u;
        memcpy(&u, &f, 4);
        uint16_t h;
        if (numerical == SR_NUMERICAL_FLOAT_BRAIN) {
          h = (uint16_t)(u >> 16);
        } else if (f == 0) {
          h = 0;
        } else {
          uint32_t sign = (u >> 16) & 0x8000u;
          int32_t exponent = (int32_t)((u >> 23) & 0xFF) - 127 + 15;
          h = (uint16_t)(sign | ((uint32_t)exponent << 10) |
                         ((u >> 13) & 0x3FFu));
        }
        memcpy(p, &h, 2);
      } else if (numerical == SR_NUMERICAL_BOOLEAN) {
        *p = (uint8_t)(v & 1);
      } else {
        memset(p, 0, bytes);
        *p = (uint8_t)(v % 16);
      }
    }
  } else {
    // !stream.resource<*>, !hal.buffer, anything byte-addressed.
    int64_t length = RANDOM_RESOURCE_BYTES;
    SR_RETURN_IF_ERROR(sr_buffer_view_create(sr_allocator_system(), 1, &length,
                                             SR_ELEMENT_TYPE_INT_8, NULL, 0,
                                             &view));
    uint8_t* data = sr_buffer_view_data(view);
    for (int64_t i = 0; i < length; ++i) {
      data[i] = (uint8_t)splitmix64(rng);
    }
  }
  *out = sr_variant_view(view);
  return sr_ok_status();
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

typedef struct flags_t {
  sr_tool_string_list_t functions;
  sr_tool_string_list_t inputs;
  sr_tool_string_list_t paths;
  uint64_t seed;
  sr_tool_compare_options_t compare;
  int dispatch_mode;  // -1: auto, then opaque when needed
  bool parallel;
  bool verbose;
  sr_tool_string_list_t parameters;  // --parameters=[scope=]FILE
  sr_parameter_mode_t parameter_mode;
  bool dumps;  // --dumps A B: two dump folders (diff_dumps.h)
  bool help;
} flags_t;

// One function's outcome in one form.
typedef struct outcome_t {
  bool ran;
  char error[512];  // when !ran
  char cconv[128];  // argument and result cconv: "rI:r"
  sr_tool_variant_list_t results;
} outcome_t;

typedef struct form_run_t {
  bool loaded;
  char error[512];  // why it cannot run
  size_t outcome_count;
  outcome_t* outcomes;  // per selected function
} form_run_t;

static void status_to_text(sr_status_t status, char* out, size_t capacity) {
  // The message's first line (locations differ between forms).
  const char* message = sr_status_message(status);
  const char* eol = strchr(message, '\n');
  snprintf(out, capacity, "%s: %.*s",
           sr_status_code_string(sr_status_code(status)),
           (int)(eol ? (size_t)(eol - message) : strlen(message)), message);
  sr_status_free(status);
}

// Waits for the timepoints a function returns (results are only complete
// once they are reached) and returns the first failure: a function may
// return a resource and the timepoint of the region that failed to make
// it, and then the resource has no contents to compare.
static sr_status_t fence_wait_all(sr_tool_variant_list_t* results) {
  sr_status_t first = sr_ok_status();
  for (size_t i = 0; i < results->count; ++i) {
    if (results->values[i].type != SR_VARIANT_FENCE) continue;
    sr_status_t status =
        sr_timepoint_wait(results->values[i].fence, SR_TIMEOUT_INFINITE);
    if (status && !first) {
      first = sr_status_annotate_f(status, "result %zu (a timepoint)", i);
    } else {
      sr_status_ignore(status);
    }
  }
  for (size_t i = 0; i < results->count && !first; ++i) {
    const sr_variant_t* v = &results->values[i];
    if (v->type == SR_VARIANT_BUFFER_VIEW && !sr_buffer_view_data(v->view) &&
        sr_buffer_view_byte_length(v->view)) {
      first = SR_MAKE_STATUS(SR_STATUS_FAILED_PRECONDITION,
                             "result %zu has no contents (what makes it "
                             "never ran)",
                             i);
    }
  }
  return first;
}

// Makes private definitions public in place (`private` and `public ` have
// the same length, so every location stays where it was).
static void publish_private(char* text, const sr_tool_signature_t* sigs,
                            size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (!sigs[i].is_private) continue;
    char* at = text + sigs[i].visibility_offset;
    if (at[0] == '"') {
      memcpy(at, "\"public\" ", 9);  // generic: `"private"`
    } else {
      memcpy(at, "public ", 7);
    }
  }
}

// The byte size the body of |sig| declares for its resource argument
// |index|: the `{%n}` or `{N}` after the type on the first line that uses
// the argument, where %n is a constant or an index argument (|args|, made
// already). -1 when nothing says.
static int64_t declared_resource_size(const char* text,
                                      const sr_tool_signature_t* sig,
                                      size_t index,
                                      const sr_tool_variant_list_t* args) {
  const char* name = sig->arg_names[index];
  size_t name_length = strlen(name);
  if (!name_length) return -1;
  const char* body = text + sig->body_offset;
  for (const char* p = strstr(body, name); p; p = strstr(p + 1, name)) {
    char next = p[name_length];
    if (isalnum((unsigned char)next) || next == '_') continue;
    const char* eol = strchr(p, '\n');
    const char* type = strstr(p, "!stream.resource<");
    if (!type || (eol && type > eol)) continue;
    const char* brace = strchr(type, '{');
    if (!brace || (eol && brace > eol)) continue;
    if (isdigit((unsigned char)brace[1])) return strtoll(brace + 1, NULL, 10);
    if (brace[1] != '%') continue;
    const char* end = strchr(brace, '}');
    if (!end) continue;
    char value[64];
    snprintf(value, sizeof(value), "%.*s", (int)(end - brace - 1), brace + 1);
    for (size_t i = 0; i < sig->arg_count && i < args->count; ++i) {
      if (strcmp(sig->arg_names[i], value) == 0) {
        const sr_variant_t* v = &args->values[i];
        return v->type == SR_VARIANT_I64 ? v->i64 : -1;
      }
    }
    // `%c100 = arith.constant 100 : index`
    char definition[96];
    snprintf(definition, sizeof(definition), "%s = arith.constant ", value);
    const char* def = strstr(text, definition);
    if (def) return strtoll(def + strlen(definition), NULL, 10);
    return -1;
  }
  return -1;
}

static sr_status_t make_inputs(const flags_t* flags,
                               const sr_tool_signature_t* sig, const char* text,
                               const char* cconv, int profile,
                               sr_tool_variant_list_t* out) {
  if (flags->inputs.count) {
    return sr_tool_parse_inputs((sr_tool_string_list_t*)&flags->inputs, cconv,
                                out);
  }
  sr_tool_signature_t copy = *sig;
  sr_tool_find_tensor_types(text, &copy);
  // Seeded per function name: the same function gets the same inputs in
  // every form, whatever else the form holds.
  uint64_t rng = flags->seed;
  for (const char* p = sig->name; *p; ++p) {
    rng = (rng ^ (uint8_t)*p) * 0x100000001B3ull;
  }
  for (size_t i = 0; cconv[i]; ++i) {
    sr_variant_t v = {0};
    const char* type = i < copy.arg_count ? copy.arg_types[i] : "";
    const char* tensor = i < copy.arg_count ? copy.arg_tensors[i] : "";
    SR_RETURN_IF_ERROR(
        random_argument(type, tensor, cconv[i], profile, &rng, &v));
    sr_tool_variant_list_push(out, v);
  }
  // Resources take the size the body declares for them (so a function
  // that transfers its argument returns as many bytes as it would).
  for (size_t i = 0; i < out->count && i < copy.arg_count; ++i) {
    sr_variant_t* v = &out->values[i];
    const char* t = copy.arg_types[i];
    if (v->type != SR_VARIANT_BUFFER_VIEW ||
        (strncmp(t, "!stream.resource", 16) != 0 &&
         strncmp(t, "!util.buffer", 12) != 0 &&
         strcmp(t, "!hal.buffer") != 0)) {
      continue;
    }
    int64_t size = declared_resource_size(text, &copy, i, out);
    if (size < 0 || size == RANDOM_RESOURCE_BYTES) continue;
    sr_buffer_view_t* resized = NULL;
    SR_RETURN_IF_ERROR(sr_buffer_view_create(
        sr_allocator_system(), 1, &size, SR_ELEMENT_TYPE_INT_8,
        sr_buffer_view_data(v->view),
        (size_t)(size < RANDOM_RESOURCE_BYTES ? size : RANDOM_RESOURCE_BYTES),
        &resized));
    sr_variant_reset(v);
    *v = sr_variant_view(resized);
  }
  return sr_ok_status();
}

// The inputs of one function, made once (from the first form that runs
// it) and given to every form.
typedef struct fixed_inputs_t {
  bool valid;
  int profile;
  sr_tool_variant_list_t values;
} fixed_inputs_t;

// Runs @|name| of |module| into |o|: on the inputs of |fixed| when valid,
// else on new ones of |profile| (kept in |fixed| when the function runs).
static void run_function(const flags_t* flags, sr_module_t* module,
                         const sr_tool_form_t* form,
                         const sr_tool_signature_t* sigs, size_t sig_count,
                         const char* name, int profile, fixed_inputs_t* fixed,
                         outcome_t* o) {
  sr_tool_variant_list_free(&o->results);
  memset(o, 0, sizeof(*o));
  sr_function_t* function = NULL;
  sr_status_t status = sr_module_lookup_function(module, name, &function);
  const sr_tool_signature_t* sig =
      sr_tool_find_signature(sigs, sig_count, name);
  if (!status && !sig) {
    status = SR_MAKE_STATUS(SR_STATUS_NOT_FOUND, "no definition of @%s", name);
  }
  char cconv[64] = {0};
  if (!status) {
    snprintf(cconv, sizeof(cconv), "%s", sr_function_argument_cconv(function));
    if (sr_function_is_async(function) && strlen(cconv) >= 2) {
      cconv[strlen(cconv) - 2] = 0;
    }
    snprintf(o->cconv, sizeof(o->cconv), "%s:%s", cconv,
             sr_function_result_cconv(function));
  }
  sr_tool_variant_list_t inputs = {0};
  sr_tool_variant_list_t kept = {0};
  if (!status && fixed->valid) {
    status = sr_tool_variant_list_clone(&fixed->values, &inputs);
  } else if (!status) {
    status = make_inputs(flags, sig, form->text, cconv, profile, &inputs);
    // A copy from before the run (a run may write into its arguments).
    if (!status) status = sr_tool_variant_list_clone(&inputs, &kept);
  }
  size_t capacity =
      function ? strlen(sr_function_result_cconv(function)) + 1 : 1;
  sr_variant_t* values =
      sr_tool_xrealloc(NULL, capacity * sizeof(sr_variant_t));
  memset(values, 0, capacity * sizeof(sr_variant_t));
  size_t count = 0;
  if (!status) {
    status = sr_function_invoke(function, inputs.values, inputs.count, values,
                                capacity, &count);
  }
  for (size_t i = 0; i < count; ++i) {
    sr_tool_variant_list_push(&o->results, values[i]);
  }
  free(values);
  sr_tool_variant_list_free(&inputs);
  if (!status) status = fence_wait_all(&o->results);
  if (status) {
    status_to_text(status, o->error, sizeof(o->error));
  } else {
    o->ran = true;
  }
  if (o->ran && !fixed->valid) {
    fixed->valid = true;
    fixed->profile = profile;
    fixed->values = kept;
  } else {
    sr_tool_variant_list_free(&kept);
  }
}

// Runs every function of |functions| in |form|. With |choose| (the first
// form that loads), tries the index profiles until each function runs and
// records the one that did in |profiles|; later forms use it.
static void run_form(const flags_t* flags, sr_instance_t* instance,
                     sr_tool_form_t* form,
                     const sr_tool_string_list_t* functions,
                     fixed_inputs_t* fixed, form_run_t* out) {
  memset(out, 0, sizeof(*out));
  out->outcome_count = functions->count;
  out->outcomes =
      sr_tool_xrealloc(NULL, (functions->count + 1) * sizeof(outcome_t));
  memset(out->outcomes, 0, (functions->count + 1) * sizeof(outcome_t));
  sr_tool_signature_t* sigs = NULL;
  size_t sig_count = sr_tool_find_functions(form->text, &sigs);
  char* text = sr_tool_xstrndup(form->text, form->length);
  publish_private(text, sigs, sig_count);
  sr_module_t* module = NULL;
  sr_status_t status = sr_module_load_from_memory(instance, form->path, text,
                                                  form->length, &module);
  if (status) {
    status_to_text(status, out->error, sizeof(out->error));
  } else {
    out->loaded = true;
  }
  for (size_t f = 0; out->loaded && f < functions->count; ++f) {
    outcome_t* o = &out->outcomes[f];
    // Until a form runs the function, try each index profile in turn.
    int last =
        fixed[f].valid || flags->inputs.count ? 0 : INDEX_PROFILE_COUNT - 1;
    for (int p = 0; p <= last; ++p) {
      run_function(flags, module, form, sigs, sig_count, functions->values[f],
                   p, &fixed[f], o);
      if (o->ran) break;
    }
  }
  if (module) sr_module_release(module);
  free(text);
  free(sigs);
}

static void form_run_free(form_run_t* run) {
  for (size_t i = 0; i < run->outcome_count; ++i) {
    sr_tool_variant_list_free(&run->outcomes[i].results);
  }
  free(run->outcomes);
  memset(run, 0, sizeof(*run));
}

static bool needs_opaque(const form_run_t* run) {
  if (!run->loaded) return false;
  for (size_t i = 0; i < run->outcome_count; ++i) {
    const outcome_t* o = &run->outcomes[i];
    if (!o->ran && strstr(o->error, "no implementation for")) return true;
  }
  return false;
}

static sr_status_t create_instance(const flags_t* flags,
                                   sr_dispatch_mode_t mode,
                                   sr_instance_t** out) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.dispatch_mode = mode;
  options.serial = !flags->parallel;
  SR_RETURN_IF_ERROR(sr_instance_create(&options, sr_allocator_system(), out));
  if (!flags->parameters.count) return sr_ok_status();
  // Parameter files, as streamref-run opens them.
  sr_parameter_index_t* index = NULL;
  sr_status_t status = sr_parameter_index_create(sr_allocator_system(), &index);
  for (size_t i = 0; i < flags->parameters.count && !status; ++i) {
    status = sr_parameter_index_add_flag(index, flags->parameters.values[i],
                                         flags->parameter_mode);
  }
  if (!status) sr_instance_set_parameters(*out, index);
  if (index) sr_parameter_index_release(index);
  if (status) {
    sr_instance_release(*out);
    *out = NULL;
  }
  return status;
}

// Functions to compare when none are named, from the first form with any
// function body: the one iree-run-module would run without --function (the
// only public function that is neither internal, `__` prefixed, nor
// special, with a `$` such as the `main$async` behind a `main` wrapper);
// when it would not pick one (none or several such functions, as in a lit
// test), every function with a body but the internal ones.
static void default_functions(sr_tool_form_list_t* forms,
                              sr_tool_string_list_t* out) {
  for (size_t i = 0; i < forms->count && !out->count; ++i) {
    sr_tool_signature_t* sigs = NULL;
    size_t n = sr_tool_find_functions(forms->items[i].text, &sigs);
    size_t entry_points = 0, entry_point = 0;
    for (size_t s = 0; s < n; ++s) {
      if (sigs[s].is_private || strncmp(sigs[s].name, "__", 2) == 0 ||
          strchr(sigs[s].name, '$')) {
        continue;
      }
      ++entry_points;
      entry_point = s;
    }
    for (size_t s = 0; s < n; ++s) {
      if (entry_points == 1 ? s != entry_point
                            : strncmp(sigs[s].name, "__", 2) == 0) {
        continue;
      }
      sr_tool_string_list_push(out, sigs[s].name);
    }
    free(sigs);
  }
}

//===----------------------------------------------------------------------===//
// Reporting
//===----------------------------------------------------------------------===//

static void print_outcome(const char* function, const outcome_t* o) {
  if (!o->ran) {
    printf("    @%s: error: %s\n", function, o->error);
    return;
  }
  printf("    @%s:", function);
  for (size_t i = 0; i < o->results.count; ++i) {
    printf(" result[%zu]=", i);
    sr_tool_print_variant(stdout, &o->results.values[i], 16);
  }
  printf("\n");
}

// Compares |b| with |a| (the previous runnable form). Returns false and
// prints the divergence at the first difference.
static bool compare_forms(const flags_t* flags,
                          const sr_tool_string_list_t* functions,
                          const sr_tool_form_t* fa, const form_run_t* a,
                          const sr_tool_form_t* fb, const form_run_t* b,
                          size_t index_b, size_t* out_skipped) {
  for (size_t f = 0; f < functions->count; ++f) {
    const outcome_t* x = &a->outcomes[f];
    const outcome_t* y = &b->outcomes[f];
    const char* name = functions->values[f];
    if (strcmp(x->cconv, y->cconv) != 0 && x->cconv[0] && y->cconv[0]) {
      // A pass may change a private function's signature (and its callers):
      // its results can no longer be set against the old ones.
      printf("  note: @%s changed its signature (%s -> %s): not compared\n",
             name, x->cconv, y->cconv);
      ++*out_skipped;
      continue;
    }
    if (!x->ran && !y->ran) continue;  // fails in both: nothing to compare
    if (x->ran != y->ran) {
      printf(
          "DIVERGED: form %zu (%s, pass %s) @%s %s; the form before it "
          "(%s) %s%s\n",
          index_b, fb->path, fb->pass, name, y->ran ? "runs" : "fails",
          fa->path, x->ran ? "runs" : "fails: ", x->ran ? "" : x->error);
      if (!y->ran) printf("  error: %s\n", y->error);
      return false;
    }
    sr_tool_difference_t d;
    if (!sr_tool_compare_results(x->results.values, x->results.count,
                                 y->results.values, y->results.count,
                                 &flags->compare, &d)) {
      printf(
          "DIVERGED: form %zu (%s, pass %s) @%s result[%zu]: %s: before "
          "%s, after %s\n",
          index_b, fb->path, fb->pass, name, d.result, d.reason, d.a, d.b);
      printf("  before: %s (%s)\n", fa->path, fa->pass);
      return false;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Main
//===----------------------------------------------------------------------===//

static const sr_tool_flag_help_t kFlags[] = {
    {"function", "NAME",
     "a function to compare (repeated); default: iree-run-module's choice, "
     "else every one with a body"},
    {"input", "VALUE",
     "an argument, iree-run-module's grammar or resource<...> (repeated)"},
    {"seed", "N", "seed of the made-up arguments (default 1)"},
    {"atol", "[TYPE:]X", "absolute float tolerance (f16, bf16, f32, f64)"},
    {"rtol", "[TYPE:]X", "relative float tolerance"},
    {"ulp", "[TYPE:]N", "float tolerance in representable values"},
    {"dispatch-mode", "auto|opaque|interpret|kernel",
     "how dispatches run (auto: opaque when a form has no body)"},
    {"parameters", "[SCOPE=]FILE", "a parameter archive (repeated)"},
    {"parameter_mode", "mmap|preload|file", "how parameter files are read"},
    {"parallel", NULL, "run forms on the pool, not the serial oracle"},
    {"verbose", NULL, "print every form's results"},
    {"dumps", NULL,
     "compare two --dump_dispatches folders A B: the first dispatch whose "
     "outputs differ"},
    {"help", NULL, "this text"},
    {"version", NULL, "the version of streamref"},
};

static void usage_to(FILE* out) {
  sr_tool_print_help(
      out,
      "usage: streamref-diff [flags] A.mlir B.mlir [C.mlir ...] | DIR\n"
      "       streamref-diff --dumps [--atol=X] [--rtol=X] [--ulp=N] "
      "DUMPS_A DUMPS_B\n"
      "Runs each form of a program on the same inputs and names the first "
      "form\n(the pass) whose results differ; with --dumps, compares two "
      "per-dispatch\ndump folders.",
      kFlags, sizeof(kFlags) / sizeof(kFlags[0]));
}

static void usage(void) { usage_to(stderr); }

static bool parse_flag(flags_t* flags, const char* arg) {
  const char* eq = strchr(arg, '=');
  size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
  const char* value = eq ? eq + 1 : NULL;
#define IS(s) (strlen(s) == n && strncmp(arg, s, n) == 0)
  if (IS("--function") && value) {
    sr_tool_string_list_push(&flags->functions,
                             value[0] == '@' ? value + 1 : value);
  } else if (IS("--input") && value) {
    sr_tool_string_list_push(&flags->inputs, value);
  } else if (IS("--seed") && value) {
    flags->seed = strtoull(value, NULL, 0);
  } else if (IS("--atol") || IS("--rtol") || IS("--ulp")) {
    char which[8];  // "atol", "rtol", "ulp"
    snprintf(which, sizeof(which), "%.*s", (int)(n - 2), arg + 2);
    if (!sr_tool_compare_options_parse(&flags->compare, which, value)) {
      fprintf(stderr, "error: bad value for --%s: '%s'\n", which,
              value ? value : "");
      return false;
    }
  } else if (IS("--dispatch-mode") && value) {
    if (strcmp(value, "auto") == 0) {
      flags->dispatch_mode = -1;
    } else if (strcmp(value, "opaque") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_OPAQUE;
    } else if (strcmp(value, "interpret") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_INTERPRET;
    } else if (strcmp(value, "kernel") == 0) {
      flags->dispatch_mode = SR_DISPATCH_MODE_KERNEL;
    } else {
      fprintf(stderr, "error: unknown dispatch mode '%s'\n", value);
      return false;
    }
  } else if (IS("--parameters") && value) {
    sr_tool_string_list_push(&flags->parameters, value);
  } else if (IS("--parameter_mode") && value) {
    sr_status_t status = sr_parameter_mode_parse(value, &flags->parameter_mode);
    if (status) {
      sr_status_free(status);
      fprintf(stderr, "error: unknown parameter mode '%s'\n", value);
      return false;
    }
  } else if (IS("--parallel")) {
    flags->parallel = true;
  } else if (IS("--verbose")) {
    flags->verbose = true;
  } else if (IS("--dumps")) {
    flags->dumps = true;
  } else if (IS("--help")) {
    flags->help = true;
  } else {
    fprintf(stderr, "error: unknown flag '%s'\n", arg);
    return false;
  }
#undef IS
  return true;
}

static void free_fixed(fixed_inputs_t* fixed, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    sr_tool_variant_list_free(&fixed[i].values);
  }
  free(fixed);
}

// Runs every form in |mode|; *out_needs_opaque when, in auto mode, some form
// had a dispatch without an implementation.
static int run_all(const flags_t* flags, sr_tool_form_list_t* forms,
                   const sr_tool_string_list_t* functions,
                   sr_dispatch_mode_t mode, bool auto_mode,
                   bool* out_needs_opaque) {
  *out_needs_opaque = false;
  sr_instance_t* instance = NULL;
  sr_status_t status = create_instance(flags, mode, &instance);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return 2;
  }
  form_run_t* runs =
      sr_tool_xrealloc(NULL, (forms->count + 1) * sizeof(form_run_t));
  memset(runs, 0, (forms->count + 1) * sizeof(form_run_t));
  fixed_inputs_t* fixed =
      sr_tool_xrealloc(NULL, (functions->count + 1) * sizeof(fixed_inputs_t));
  memset(fixed, 0, (functions->count + 1) * sizeof(fixed_inputs_t));
  for (size_t i = 0; i < forms->count; ++i) {
    run_form(flags, instance, &forms->items[i], functions, fixed, &runs[i]);
    if (auto_mode && needs_opaque(&runs[i])) {
      *out_needs_opaque = true;
      for (size_t j = 0; j <= i; ++j) form_run_free(&runs[j]);
      free(runs);
      free_fixed(fixed, functions->count);
      sr_instance_release(instance);
      return 0;
    }
  }
  printf("dispatch mode: %s; %s; functions:",
         mode == SR_DISPATCH_MODE_OPAQUE      ? "opaque"
         : mode == SR_DISPATCH_MODE_INTERPRET ? "interpret"
         : mode == SR_DISPATCH_MODE_KERNEL    ? "kernel"
                                              : "auto",
         flags->parallel ? "parallel" : "serial");
  for (size_t f = 0; f < functions->count; ++f) {
    printf(" @%s", functions->values[f]);
  }
  printf("\n");
  int exit_code = 0;
  size_t runnable = 0, skipped = 0;
  ssize_t previous = -1;
  for (size_t i = 0; i < forms->count; ++i) {
    sr_tool_form_t* form = &forms->items[i];
    form_run_t* run = &runs[i];
    bool any_ran = false;
    for (size_t f = 0; f < run->outcome_count; ++f) {
      any_ran |= run->outcomes[f].ran;
    }
    if (!run->loaded || !any_ran) {
      printf("form %zu: %s (%s): cannot run: %s\n", i, form->path, form->pass,
             run->loaded ? run->outcomes[0].error : run->error);
      continue;
    }
    ++runnable;
    printf("form %zu: %s (%s): runs\n", i, form->path, form->pass);
    if (flags->verbose) {
      for (size_t f = 0; f < run->outcome_count; ++f) {
        print_outcome(functions->values[f], &run->outcomes[f]);
      }
    }
    if (previous >= 0 &&
        !compare_forms(flags, functions, &forms->items[previous],
                       &runs[previous], form, run, i, &skipped)) {
      exit_code = 1;
      break;
    }
    previous = (ssize_t)i;
  }
  if (exit_code == 0) {
    if (runnable < 2) {
      printf("CANNOT COMPARE: %zu runnable form%s\n", runnable,
             runnable == 1 ? "" : "s");
      exit_code = 2;
    } else {
      printf("AGREE: %zu runnable forms give the same results%s\n", runnable,
             skipped ? " (some functions not compared, see notes)" : "");
    }
  }
  for (size_t i = 0; i < forms->count; ++i) form_run_free(&runs[i]);
  free(runs);
  free_fixed(fixed, functions->count);
  sr_instance_release(instance);
  return exit_code;
}

int main(int argc, char** argv) {
  if (sr_tool_version_flag(argc, argv, "streamref-diff")) return 0;
  flags_t flags;
  memset(&flags, 0, sizeof(flags));
  flags.seed = 1;
  flags.dispatch_mode = -1;
  sr_tool_compare_options_initialize(&flags.compare);
  for (int i = 1; i < argc; ++i) {
    if (strncmp(argv[i], "--", 2) == 0) {
      if (!parse_flag(&flags, argv[i])) {
        usage();
        return 2;
      }
    } else {
      sr_tool_string_list_push(&flags.paths, argv[i]);
    }
  }
  if (flags.help) {
    usage_to(stdout);
    sr_tool_string_list_free(&flags.paths);
    return 0;
  }
  if (flags.dumps) {
    int rc = 2;
    if (flags.paths.count != 2) {
      fprintf(stderr, "error: --dumps compares two dump folders\n");
    } else {
      rc = sr_tool_diff_dumps(flags.paths.values[0], flags.paths.values[1],
                              &flags.compare);
    }
    sr_tool_string_list_free(&flags.paths);
    sr_tool_string_list_free(&flags.functions);
    sr_tool_string_list_free(&flags.inputs);
    sr_tool_string_list_free(&flags.parameters);
    return rc;
  }
  sr_tool_form_list_t forms = {0};
  int exit_code = 0;
  for (size_t i = 0; i < flags.paths.count && !exit_code; ++i) {
    const char* path = flags.paths.values[i];
    if (sr_tool_is_dir(path)) {
      if (!sr_tool_add_dir_forms(&forms, path)) {
        fprintf(stderr,
                "error: '%s' holds no IR dumps (N_pass.mlir of "
                "--mlir-print-ir-tree-dir or NAME.K.phase.mlir of "
                "--dump-compilation-phases-to)\n",
                path);
        exit_code = 2;
      }
    } else {
      const char* base = strrchr(path, '/');
      sr_tool_form_list_add(&forms, path, base ? base + 1 : path);
    }
  }
  if (!exit_code && forms.count < 2 && flags.paths.count) {
    fprintf(stderr, "error: need at least two forms, got %zu\n", forms.count);
    exit_code = 2;
  }
  if (!flags.paths.count) {
    usage();
    exit_code = 2;
  }
  for (size_t i = 0; i < forms.count && !exit_code; ++i) {
    sr_tool_form_t* f = &forms.items[i];
    f->text = sr_tool_read_file(f->path, &f->length);
    if (!f->text) {
      fprintf(stderr, "error: cannot read '%s'\n", f->path);
      exit_code = 2;
    }
  }
  if (!exit_code) {
    sr_tool_string_list_t functions = {0};
    for (size_t i = 0; i < flags.functions.count; ++i) {
      sr_tool_string_list_push(&functions, flags.functions.values[i]);
    }
    if (!functions.count) default_functions(&forms, &functions);
    if (!functions.count) {
      printf("CANNOT COMPARE: no function with a body\n");
      exit_code = 2;
    } else if (flags.inputs.count && functions.count > 1) {
      fprintf(stderr, "error: --input needs exactly one --function\n");
      exit_code = 2;
    } else {
      bool auto_mode = flags.dispatch_mode < 0;
      sr_dispatch_mode_t mode = auto_mode
                                    ? SR_DISPATCH_MODE_AUTO
                                    : (sr_dispatch_mode_t)flags.dispatch_mode;
      bool needs_opaque = false;
      exit_code =
          run_all(&flags, &forms, &functions, mode, auto_mode, &needs_opaque);
      if (needs_opaque) {
        printf(
            "note: a dispatch has no implementation (no body): every "
            "form runs with --dispatch-mode=opaque\n");
        exit_code = run_all(&flags, &forms, &functions, SR_DISPATCH_MODE_OPAQUE,
                            false, &needs_opaque);
      }
    }
    sr_tool_string_list_free(&functions);
  }
  for (size_t i = 0; i < forms.count; ++i) {
    free(forms.items[i].path);
    free(forms.items[i].pass);
    free(forms.items[i].text);
  }
  free(forms.items);
  sr_tool_string_list_free(&flags.functions);
  sr_tool_string_list_free(&flags.inputs);
  sr_tool_string_list_free(&flags.paths);
  sr_tool_string_list_free(&flags.parameters);
  return exit_code;
}
