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
//   --function=NAME   the function to run (repeatable); default: every
//                     function with a body defined in the first runnable
//                     form, public and private (private ones are made
//                     public in the text, bytes and locations unchanged)
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

#include "streamref/runtime.h"
#include "tools/run_io.h"

//===----------------------------------------------------------------------===//
// Forms
//===----------------------------------------------------------------------===//

typedef struct form_t {
  char* path;
  char* pass;  // the pass (or phase) that produced it
  char* text;  // the file's contents
  size_t length;
} form_t;

typedef struct form_list_t {
  size_t count, capacity;
  form_t* items;
} form_list_t;

static void* xrealloc(void* p, size_t n) {
  void* q = realloc(p, n ? n : 1);
  if (!q) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  return q;
}

static char* xstrndup(const char* s, size_t n) {
  char* r = xrealloc(NULL, n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

static char* read_file(const char* path, size_t* out_length) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  size_t capacity = 1 << 16, length = 0;
  char* text = xrealloc(NULL, capacity);
  for (;;) {
    if (length + 1 >= capacity) text = xrealloc(text, capacity *= 2);
    size_t n = fread(text + length, 1, capacity - length - 1, f);
    if (!n) break;
    length += n;
  }
  fclose(f);
  text[length] = 0;
  *out_length = length;
  return text;
}

static void form_list_add(form_list_t* list, const char* path,
                          const char* pass) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 16;
    list->items = xrealloc(list->items, list->capacity * sizeof(form_t));
  }
  form_t* f = &list->items[list->count++];
  memset(f, 0, sizeof(*f));
  f->path = xstrndup(path, strlen(path));
  f->pass = xstrndup(pass, strlen(pass));
}

static bool is_dir(const char* path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

// `N_pass.mlir` (a module-level dump of the IR tree dir): N and the pass.
// Nested dumps are `N_M_pass.mlir` and hold one op, not a module.
static bool parse_tree_name(const char* name, long* out_n, char* pass,
                            size_t capacity) {
  const char* p = name;
  if (!isdigit((unsigned char)*p)) return false;
  char* end = NULL;
  long n = strtol(p, &end, 10);
  if (*end != '_' || isdigit((unsigned char)end[1])) return false;
  size_t len = strlen(end + 1);
  if (len < 6 || strcmp(end + 1 + len - 5, ".mlir") != 0) return false;
  snprintf(pass, capacity, "%.*s", (int)(len - 5), end + 1);
  *out_n = n;
  return true;
}

// `NAME.K.phase.mlir` (--dump-compilation-phases-to): K and the phase.
static bool parse_phase_name(const char* name, long* out_k, char* phase,
                             size_t capacity) {
  size_t len = strlen(name);
  if (len < 6 || strcmp(name + len - 5, ".mlir") != 0) return false;
  const char* last = name + len - 5;  // the ".mlir"
  const char* dot = last;
  while (dot > name && dot[-1] != '.') --dot;  // start of phase
  if (dot <= name + 1) return false;
  const char* k_end = dot - 1;  // the '.' before the phase
  const char* k = k_end;
  while (k > name && isdigit((unsigned char)k[-1])) --k;
  if (k == k_end || k == name || k[-1] != '.') return false;
  *out_k = strtol(k, NULL, 10);
  snprintf(phase, capacity, "%.*s", (int)(last - dot), dot);
  return true;
}

typedef struct numbered_t {
  long n;
  char* path;
  char* pass;
} numbered_t;

static int compare_numbered(const void* a, const void* b) {
  long x = ((const numbered_t*)a)->n, y = ((const numbered_t*)b)->n;
  return (x > y) - (x < y);
}

// Collects the numbered dumps of |dir| (not recursive) into |out|.
static size_t scan_dir(const char* dir, bool phases, numbered_t** out) {
  DIR* d = opendir(dir);
  if (!d) return 0;
  size_t count = 0, capacity = 0;
  struct dirent* e;
  while ((e = readdir(d))) {
    long n = 0;
    char pass[512];
    bool ok = phases ? parse_phase_name(e->d_name, &n, pass, sizeof(pass))
                     : parse_tree_name(e->d_name, &n, pass, sizeof(pass));
    if (!ok) continue;
    char path[4096];
    snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
    if (is_dir(path)) continue;
    if (count == capacity) {
      capacity = capacity ? capacity * 2 : 64;
      *out = xrealloc(*out, capacity * sizeof(numbered_t));
    }
    (*out)[count].n = n;
    (*out)[count].path = xstrndup(path, strlen(path));
    (*out)[count].pass = xstrndup(pass, strlen(pass));
    ++count;
  }
  closedir(d);
  if (count) qsort(*out, count, sizeof(numbered_t), compare_numbered);
  return count;
}

// The shallowest folder under |dir| that holds module-level tree dumps
// (breadth-first: a dumped executable's inner module is deeper).
static bool find_tree_dir(const char* dir, char* out, size_t capacity) {
  char** queue = xrealloc(NULL, sizeof(char*));
  size_t head = 0, tail = 0, cap = 1;
  queue[tail++] = xstrndup(dir, strlen(dir));
  bool found = false;
  while (head < tail && !found) {
    char* current = queue[head++];
    numbered_t* items = NULL;
    size_t n = scan_dir(current, false, &items);
    for (size_t i = 0; i < n; ++i) {
      free(items[i].path);
      free(items[i].pass);
    }
    free(items);
    if (n) {
      snprintf(out, capacity, "%s", current);
      found = true;
    } else {
      DIR* d = opendir(current);
      struct dirent* e;
      while (d && (e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char path[4096];
        snprintf(path, sizeof(path), "%s/%s", current, e->d_name);
        if (!is_dir(path)) continue;
        if (tail == cap) queue = xrealloc(queue, (cap *= 2) * sizeof(char*));
        queue[tail++] = xstrndup(path, strlen(path));
      }
      if (d) closedir(d);
    }
  }
  for (size_t i = 0; i < tail; ++i) free(queue[i]);
  free(queue);
  return found;
}

static bool add_dir_forms(form_list_t* forms, const char* dir) {
  numbered_t* items = NULL;
  size_t n = scan_dir(dir, true, &items);
  if (!n) {
    char tree[4096];
    if (find_tree_dir(dir, tree, sizeof(tree))) {
      n = scan_dir(tree, false, &items);
    }
  }
  for (size_t i = 0; i < n; ++i) {
    form_list_add(forms, items[i].path, items[i].pass);
    free(items[i].path);
    free(items[i].pass);
  }
  free(items);
  return n > 0;
}

//===----------------------------------------------------------------------===//
// Functions and their signatures, from the text
//===----------------------------------------------------------------------===//

typedef struct signature_t {
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
} signature_t;

static const char* const kFuncKeywords[] = {"util.func", "func.func"};

// Reads one type starting at |p| (balanced <>, (), [], {}) up to a ',' or
// ')' at depth 0; returns the end.
static const char* scan_type(const char* p, char* out, size_t capacity) {
  int depth = 0;
  const char* start = p;
  for (; *p; ++p) {
    char c = *p;
    if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
    if (c == '>' || c == ')' || c == ']' || c == '}') {
      if (depth == 0) break;
      --depth;
    }
    if (c == ',' && depth == 0) break;
  }
  const char* end = p;
  while (end > start && isspace((unsigned char)end[-1])) --end;
  // Drop argument attributes `{...}` and `loc(...)` after the type.
  size_t n = (size_t)(end - start);
  const char* brace = memchr(start, '{', n);
  if (brace && strncmp(start, "!stream", 7) != 0) n = (size_t)(brace - start);
  if (n >= capacity) n = capacity - 1;
  memcpy(out, start, n);
  out[n] = 0;
  char* trail = out + strlen(out);
  while (trail > out && isspace((unsigned char)trail[-1])) *--trail = 0;
  return p;
}

// Nesting depth of `{` at |end| (comments and strings skipped): functions
// of a module are at depth 0 (a lit case) or 1 (`module {`); those inside
// executables are deeper and are not for the host to call.
static int brace_depth(const char* text, const char* end) {
  int depth = 0;
  for (const char* p = text; p < end; ++p) {
    if (p[0] == '/' && p[1] == '/') {
      while (p < end && *p != '\n') ++p;
    } else if (*p == '"') {
      for (++p; p < end && *p != '"'; ++p) {
        if (*p == '\\') ++p;
      }
    } else if (*p == '{') {
      ++depth;
    } else if (*p == '}') {
      --depth;
    }
  }
  return depth;
}

static void push_signature(signature_t** out, size_t* count, size_t* capacity,
                           const signature_t* sig) {
  if (*count == *capacity) {
    *capacity = *capacity ? *capacity * 2 : 8;
    *out = xrealloc(*out, *capacity * sizeof(signature_t));
  }
  (*out)[(*count)++] = *sig;
}

// The generic form: `"util.func"() <{function_type = (T, ...) -> ...,
// sym_name = "f", sym_visibility = "private", ...}> ({ ^bb0(%a: T, ...):`.
static void find_generic_functions(const char* text, signature_t** out,
                                   size_t* count, size_t* capacity) {
  static const char* const kOps[] = {"\"util.func\"() <{",
                                     "\"func.func\"() <{"};
  for (size_t k = 0; k < 2; ++k) {
    for (const char* p = strstr(text, kOps[k]); p; p = strstr(p + 1, kOps[k])) {
      if (brace_depth(text, p) > 1) continue;
      const char* dict = p + strlen(kOps[k]);
      // The end of the properties: `}>` at depth 0 of the dict.
      int depth = 1;
      const char* e = dict;
      for (; *e && depth; ++e) {
        if (*e == '"') {
          for (++e; *e && *e != '"'; ++e) {
            if (*e == '\\') ++e;
          }
        } else if (*e == '{') {
          ++depth;
        } else if (*e == '}') {
          --depth;
        }
      }
      if (!*e || *e != '>') continue;
      const char* body = e + 1;
      while (*body == ' ') ++body;
      if (strncmp(body, "({", 2) != 0) continue;
      const char* after = body + 2;
      while (isspace((unsigned char)*after)) ++after;
      if (*after == '}') continue;  // a declaration: empty region
      signature_t sig;
      memset(&sig, 0, sizeof(sig));
      size_t dict_length = (size_t)(e - dict);
      char* props = xstrndup(dict, dict_length);
      const char* name = strstr(props, "sym_name = \"");
      if (!name) {
        free(props);
        continue;
      }
      name += strlen("sym_name = \"");
      const char* name_end = strchr(name, '"');
      snprintf(sig.name, sizeof(sig.name), "%.*s", (int)(name_end - name),
               name);
      const char* vis = strstr(props, "sym_visibility = \"private\"");
      if (vis) {
        sig.is_private = true;
        sig.visibility_offset = (size_t)(dict - text) + (size_t)(vis - props) +
                                strlen("sym_visibility = ");
      }
      const char* types = strstr(props, "function_type = (");
      if (types) {
        const char* t = types + strlen("function_type = (");
        while (*t && *t != ')' && sig.arg_count < 64) {
          while (*t == ' ' || *t == ',') ++t;
          if (*t == ')') break;
          t = scan_type(t, sig.arg_types[sig.arg_count],
                        sizeof(sig.arg_types[0]));
          ++sig.arg_count;
        }
      }
      free(props);
      // Argument names from the entry block `^bb0(%a: T, ...)`.
      const char* bb = strstr(after, "^bb0(");
      if (bb && bb == after) {
        const char* a = bb + 5;
        for (size_t i = 0; i < sig.arg_count && *a == '%'; ++i) {
          const char* colon = strchr(a, ':');
          if (!colon) break;
          snprintf(sig.arg_names[i], sizeof(sig.arg_names[0]), "%.*s",
                   (int)(colon - a), a);
          char ignored[256];
          a = scan_type(colon + 1 + (colon[1] == ' '), ignored,
                        sizeof(ignored));
          while (*a == ',' || *a == ' ') ++a;
        }
      }
      sig.body_offset = (size_t)(after - text);
      push_signature(out, count, capacity, &sig);
    }
  }
}

// Finds the definitions (with bodies) of functions in |text|.
static size_t find_functions(const char* text, signature_t** out) {
  size_t count = 0, capacity = 0;
  *out = NULL;
  find_generic_functions(text, out, &count, &capacity);
  for (size_t k = 0; k < 2; ++k) {
    const char* kw = kFuncKeywords[k];
    size_t kwlen = strlen(kw);
    for (const char* p = strstr(text, kw); p; p = strstr(p + 1, kw)) {
      // At the start of an op: only spaces before it on its line.
      const char* q = p;
      while (q > text && (q[-1] == ' ' || q[-1] == '\t')) --q;
      if (q > text && q[-1] != '\n') continue;
      if (brace_depth(text, p) > 1) continue;
      const char* s = p + kwlen;
      if (*s != ' ') continue;
      while (*s == ' ') ++s;
      signature_t sig;
      memset(&sig, 0, sizeof(sig));
      if (strncmp(s, "private ", 8) == 0) {
        sig.is_private = true;
        sig.visibility_offset = (size_t)(s - text);
        s += 8;
      } else if (strncmp(s, "public ", 7) == 0) {
        s += 7;
      } else if (strncmp(s, "nested ", 7) == 0) {
        continue;
      }
      while (*s == ' ') ++s;
      if (*s != '@') continue;
      ++s;
      const char* name = s;
      while (*s && (isalnum((unsigned char)*s) || strchr("_$.-", *s))) ++s;
      if (*s != '(' || s == name || (size_t)(s - name) >= sizeof(sig.name)) {
        continue;
      }
      snprintf(sig.name, sizeof(sig.name), "%.*s", (int)(s - name), name);
      ++s;  // '('
      while (*s && *s != ')') {
        while (*s == ' ' || *s == '\n' || *s == ',') ++s;
        if (*s != '%') break;
        const char* colon = strchr(s, ':');
        if (!colon) break;
        if (sig.arg_count < 64) {
          size_t n = (size_t)(colon - s);
          while (n && s[n - 1] == ' ') --n;
          snprintf(sig.arg_names[sig.arg_count], sizeof(sig.arg_names[0]),
                   "%.*s", (int)n, s);
        }
        s = colon + 1;
        while (*s == ' ') ++s;
        if (sig.arg_count < 64) {
          s = scan_type(s, sig.arg_types[sig.arg_count],
                        sizeof(sig.arg_types[0]));
          ++sig.arg_count;
        } else {
          char ignored[256];
          s = scan_type(s, ignored, sizeof(ignored));
        }
      }
      // A definition has a body: `{` before the end of the line that holds
      // the signature's end (after results and attributes).
      const char* eol = strchr(s, '\n');
      const char* brace = strchr(s, '{');
      if (!brace) continue;
      const char* attrs = strstr(s, "attributes");
      bool has_body = eol ? brace < eol || (attrs && attrs < eol) : true;
      if (attrs && eol && attrs < eol) {
        // `attributes {...} {`: the body is the brace after the dict.
        int depth = 0;
        const char* b = strchr(attrs, '{');
        for (; b && *b; ++b) {
          if (*b == '{') ++depth;
          if (*b == '}' && --depth == 0) break;
        }
        has_body = b && strchr(b, '{') &&
                   (!strchr(b, '\n') || strchr(b, '{') < strchr(b, '\n'));
      }
      if (!has_body) continue;
      sig.body_offset = (size_t)(s - text);
      push_signature(out, &count, &capacity, &sig);
    }
  }
  return count;
}

static const signature_t* find_signature(const signature_t* sigs, size_t n,
                                         const char* name) {
  for (size_t i = 0; i < n; ++i) {
    if (strcmp(sigs[i].name, name) == 0) return &sigs[i];
  }
  return NULL;
}

// The tensor types of a function's !hal.buffer_view arguments: from
// `iree.abi.declaration = "sync func @f(%input0: tensor<...>, ...)"`, else
// from `hal.tensor.import`/`stream.tensor.import %argN ... -> tensor<...>`.
static void find_tensor_types(const char* text, signature_t* sig) {
  char key[300];
  snprintf(key, sizeof(key), "func @%s(", sig->name);
  const char* decl = strstr(text, "iree.abi.declaration");
  const char* at = decl ? strstr(decl, key) : NULL;
  if (at && (size_t)(at - decl) < 200) {
    const char* s = at + strlen(key);
    for (size_t i = 0; i < sig->arg_count && *s && *s != ')'; ++i) {
      const char* colon = strchr(s, ':');
      if (!colon) break;
      s = colon + 1;
      while (*s == ' ') ++s;
      s = scan_type(s, sig->arg_tensors[i], sizeof(sig->arg_tensors[0]));
      if (*s == ',') ++s;
    }
    return;
  }
  for (size_t i = 0; i < sig->arg_count; ++i) {
    char needle[64];
    snprintf(needle, sizeof(needle), ".tensor.import %%arg%zu ", i);
    const char* imp = strstr(text, needle);
    if (!imp) continue;
    const char* arrow = strstr(imp, "-> tensor<");
    const char* eol = strchr(imp, '\n');
    if (!arrow || (eol && arrow > eol)) continue;
    scan_type(arrow + 3, sig->arg_tensors[i], sizeof(sig->arg_tensors[0]));
  }
}

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
static void publish_private(char* text, const signature_t* sigs, size_t n) {
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
static int64_t declared_resource_size(const char* text, const signature_t* sig,
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

static sr_status_t make_inputs(const flags_t* flags, const signature_t* sig,
                               const char* text, const char* cconv, int profile,
                               sr_tool_variant_list_t* out) {
  if (flags->inputs.count) {
    return sr_tool_parse_inputs((sr_tool_string_list_t*)&flags->inputs, cconv,
                                out);
  }
  signature_t copy = *sig;
  find_tensor_types(text, &copy);
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
                         const form_t* form, const signature_t* sigs,
                         size_t sig_count, const char* name, int profile,
                         fixed_inputs_t* fixed, outcome_t* o) {
  sr_tool_variant_list_free(&o->results);
  memset(o, 0, sizeof(*o));
  sr_function_t* function = NULL;
  sr_status_t status = sr_module_lookup_function(module, name, &function);
  const signature_t* sig = find_signature(sigs, sig_count, name);
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
  sr_variant_t* values = xrealloc(NULL, capacity * sizeof(sr_variant_t));
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
                     form_t* form, const sr_tool_string_list_t* functions,
                     fixed_inputs_t* fixed, form_run_t* out) {
  memset(out, 0, sizeof(*out));
  out->outcome_count = functions->count;
  out->outcomes = xrealloc(NULL, (functions->count + 1) * sizeof(outcome_t));
  memset(out->outcomes, 0, (functions->count + 1) * sizeof(outcome_t));
  signature_t* sigs = NULL;
  size_t sig_count = find_functions(form->text, &sigs);
  char* text = xstrndup(form->text, form->length);
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
  return sr_instance_create(&options, sr_allocator_system(), out);
}

// Functions to compare when none are named: those with a body in the first
// form that loads.
static void default_functions(form_list_t* forms, sr_tool_string_list_t* out) {
  for (size_t i = 0; i < forms->count && !out->count; ++i) {
    signature_t* sigs = NULL;
    size_t n = find_functions(forms->items[i].text, &sigs);
    for (size_t s = 0; s < n; ++s) {
      if (strncmp(sigs[s].name, "__", 2) == 0) continue;
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
                          const form_t* fa, const form_run_t* a,
                          const form_t* fb, const form_run_t* b, size_t index_b,
                          size_t* out_skipped) {
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

static void usage(void) {
  fprintf(stderr,
          "usage: streamref-diff [--function=NAME]... [--input=VALUE]... "
          "[--seed=N]\n"
          "                      [--atol=X] [--rtol=X] [--ulp=N] "
          "[--dispatch-mode=auto|opaque|interpret|kernel]\n"
          "                      [--parallel] [--verbose] "
          "A.mlir B.mlir [C.mlir...] | DIR\n");
}

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
  } else if (IS("--parallel")) {
    flags->parallel = true;
  } else if (IS("--verbose")) {
    flags->verbose = true;
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
static int run_all(const flags_t* flags, form_list_t* forms,
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
  form_run_t* runs = xrealloc(NULL, (forms->count + 1) * sizeof(form_run_t));
  memset(runs, 0, (forms->count + 1) * sizeof(form_run_t));
  fixed_inputs_t* fixed =
      xrealloc(NULL, (functions->count + 1) * sizeof(fixed_inputs_t));
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
    form_t* form = &forms->items[i];
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
  form_list_t forms = {0};
  int exit_code = 0;
  for (size_t i = 0; i < flags.paths.count && !exit_code; ++i) {
    const char* path = flags.paths.values[i];
    if (is_dir(path)) {
      if (!add_dir_forms(&forms, path)) {
        fprintf(stderr,
                "error: '%s' holds no IR dumps (N_pass.mlir of "
                "--mlir-print-ir-tree-dir or NAME.K.phase.mlir of "
                "--dump-compilation-phases-to)\n",
                path);
        exit_code = 2;
      }
    } else {
      const char* base = strrchr(path, '/');
      form_list_add(&forms, path, base ? base + 1 : path);
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
    form_t* f = &forms.items[i];
    f->text = read_file(f->path, &f->length);
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
  return exit_code;
}
