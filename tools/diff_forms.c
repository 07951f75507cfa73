// The forms streamref-diff compares: IR dump folders as IREE writes them,
// and the functions of a form found in its text. See diff_forms.h.

#include "tools/diff_forms.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

//===----------------------------------------------------------------------===//
// Forms
//===----------------------------------------------------------------------===//

void* sr_tool_xrealloc(void* p, size_t n) {
  void* q = realloc(p, n ? n : 1);
  if (!q) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  return q;
}

char* sr_tool_xstrndup(const char* s, size_t n) {
  char* r = sr_tool_xrealloc(NULL, n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

char* sr_tool_read_file(const char* path, size_t* out_length) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  size_t capacity = 1 << 16, length = 0;
  char* text = sr_tool_xrealloc(NULL, capacity);
  for (;;) {
    if (length + 1 >= capacity) text = sr_tool_xrealloc(text, capacity *= 2);
    size_t n = fread(text + length, 1, capacity - length - 1, f);
    if (!n) break;
    length += n;
  }
  fclose(f);
  text[length] = 0;
  *out_length = length;
  return text;
}

void sr_tool_form_list_add(sr_tool_form_list_t* list, const char* path,
                           const char* pass) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 16;
    list->items =
        sr_tool_xrealloc(list->items, list->capacity * sizeof(sr_tool_form_t));
  }
  sr_tool_form_t* f = &list->items[list->count++];
  memset(f, 0, sizeof(*f));
  f->path = sr_tool_xstrndup(path, strlen(path));
  f->pass = sr_tool_xstrndup(pass, strlen(pass));
}

bool sr_tool_is_dir(const char* path) {
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
    if (sr_tool_is_dir(path)) continue;
    if (count == capacity) {
      capacity = capacity ? capacity * 2 : 64;
      *out = sr_tool_xrealloc(*out, capacity * sizeof(numbered_t));
    }
    (*out)[count].n = n;
    (*out)[count].path = sr_tool_xstrndup(path, strlen(path));
    (*out)[count].pass = sr_tool_xstrndup(pass, strlen(pass));
    ++count;
  }
  closedir(d);
  if (count) qsort(*out, count, sizeof(numbered_t), compare_numbered);
  return count;
}

// The shallowest folder under |dir| that holds module-level tree dumps
// (breadth-first: a dumped executable's inner module is deeper).
static bool find_tree_dir(const char* dir, char* out, size_t capacity) {
  char** queue = sr_tool_xrealloc(NULL, sizeof(char*));
  size_t head = 0, tail = 0, cap = 1;
  queue[tail++] = sr_tool_xstrndup(dir, strlen(dir));
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
        if (!sr_tool_is_dir(path)) continue;
        if (tail == cap)
          queue = sr_tool_xrealloc(queue, (cap *= 2) * sizeof(char*));
        queue[tail++] = sr_tool_xstrndup(path, strlen(path));
      }
      if (d) closedir(d);
    }
  }
  for (size_t i = 0; i < tail; ++i) free(queue[i]);
  free(queue);
  return found;
}

bool sr_tool_add_dir_forms(sr_tool_form_list_t* forms, const char* dir) {
  numbered_t* items = NULL;
  size_t n = scan_dir(dir, true, &items);
  if (!n) {
    char tree[4096];
    if (find_tree_dir(dir, tree, sizeof(tree))) {
      n = scan_dir(tree, false, &items);
    }
  }
  for (size_t i = 0; i < n; ++i) {
    sr_tool_form_list_add(forms, items[i].path, items[i].pass);
    free(items[i].path);
    free(items[i].pass);
  }
  free(items);
  return n > 0;
}

//===----------------------------------------------------------------------===//
// Functions and their signatures, from the text
//===----------------------------------------------------------------------===//

static const char* const kFuncKeywords[] = {"util.func", "func.func"};

// Reads one type starting at |p| (balanced <>, (), [], {}) up to a ',' or
// ')' at depth 0; returns the end.
const char* sr_tool_scan_type(const char* p, char* out, size_t capacity) {
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

static void push_signature(sr_tool_signature_t** out, size_t* count,
                           size_t* capacity, const sr_tool_signature_t* sig) {
  if (*count == *capacity) {
    *capacity = *capacity ? *capacity * 2 : 8;
    *out = sr_tool_xrealloc(*out, *capacity * sizeof(sr_tool_signature_t));
  }
  (*out)[(*count)++] = *sig;
}

// The generic form: `"util.func"() <{function_type = (T, ...) -> ...,
// sym_name = "f", sym_visibility = "private", ...}> ({ ^bb0(%a: T, ...):`.
static void find_generic_functions(const char* text, sr_tool_signature_t** out,
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
      sr_tool_signature_t sig;
      memset(&sig, 0, sizeof(sig));
      size_t dict_length = (size_t)(e - dict);
      char* props = sr_tool_xstrndup(dict, dict_length);
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
          t = sr_tool_scan_type(t, sig.arg_types[sig.arg_count],
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
          a = sr_tool_scan_type(colon + 1 + (colon[1] == ' '), ignored,
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
size_t sr_tool_find_functions(const char* text, sr_tool_signature_t** out) {
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
      sr_tool_signature_t sig;
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
          s = sr_tool_scan_type(s, sig.arg_types[sig.arg_count],
                                sizeof(sig.arg_types[0]));
          ++sig.arg_count;
        } else {
          char ignored[256];
          s = sr_tool_scan_type(s, ignored, sizeof(ignored));
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

const sr_tool_signature_t* sr_tool_find_signature(
    const sr_tool_signature_t* sigs, size_t n, const char* name) {
  for (size_t i = 0; i < n; ++i) {
    if (strcmp(sigs[i].name, name) == 0) return &sigs[i];
  }
  return NULL;
}

// The tensor types of a function's !hal.buffer_view arguments: from
// `iree.abi.declaration = "sync func @f(%input0: tensor<...>, ...)"`, else
// from `hal.tensor.import`/`stream.tensor.import %argN ... -> tensor<...>`.
void sr_tool_find_tensor_types(const char* text, sr_tool_signature_t* sig) {
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
      s = sr_tool_scan_type(s, sig->arg_tensors[i],
                            sizeof(sig->arg_tensors[0]));
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
    sr_tool_scan_type(arrow + 3, sig->arg_tensors[i],
                      sizeof(sig->arg_tensors[0]));
  }
}
