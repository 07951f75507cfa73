// streamref-diff --dumps. See diff_dumps.h.

#include "tools/diff_dumps.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// One folder's index: its lines as JSON objects, in file order.
typedef struct dump_index_t {
  const char* dir;
  json_t** entries;
  size_t count;
} dump_index_t;

static void dump_index_free(dump_index_t* index) {
  for (size_t i = 0; i < index->count; ++i) json_decref(index->entries[i]);
  free(index->entries);
}

static bool dump_index_read(const char* dir, dump_index_t* out) {
  memset(out, 0, sizeof(*out));
  out->dir = dir;
  char path[4096];
  snprintf(path, sizeof(path), "%s/index.jsonl", dir);
  FILE* file = fopen(path, "r");
  if (!file) {
    fprintf(stderr, "error: '%s' is not a dump folder (no index.jsonl)\n", dir);
    return false;
  }
  char* line = NULL;
  size_t capacity = 0;
  ssize_t n;
  size_t number = 0;
  bool ok = true;
  while (ok && (n = getline(&line, &capacity, file)) >= 0) {
    ++number;
    if (n <= 1) continue;
    json_error_t error;
    json_t* entry = json_loadb(line, (size_t)n, 0, &error);
    if (!entry || !json_is_object(entry)) {
      fprintf(stderr, "%s:%zu:%d: error: not a dump entry: %s\n", path, number,
              error.column, entry ? "not an object" : error.text);
      json_decref(entry);
      ok = false;
      break;
    }
    json_t** grown =
        realloc(out->entries, (out->count + 1) * sizeof(out->entries[0]));
    if (!grown) {
      json_decref(entry);
      ok = false;
      break;
    }
    out->entries = grown;
    out->entries[out->count++] = entry;
  }
  free(line);
  fclose(file);
  if (!ok) dump_index_free(out);
  return ok;
}

static const char* str(json_t* object, const char* key) {
  const char* s = json_string_value(json_object_get(object, key));
  return s ? s : "";
}

// The tensor's bytes as a buffer view: the .npy as numpy wrote it, or the
// .bin with the index's element type and shape (bytes when none).
static sr_buffer_view_t* load_tensor(const char* dir, json_t* tensor,
                                     json_t* side) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/%s", dir, str(side, "file"));
  FILE* file = fopen(path, "rb");
  if (!file) {
    fprintf(stderr, "error: cannot open '%s'\n", path);
    return NULL;
  }
  sr_buffer_view_t* view = NULL;
  size_t n = strlen(path);
  sr_status_t status = sr_ok_status();
  if (n > 4 && !strcmp(path + n - 4, ".npy")) {
    status = sr_tool_npy_read(file, &view);
  } else {
    size_t length =
        (size_t)json_integer_value(json_object_get(tensor, "length"));
    uint8_t* data = malloc(length + 1);
    if (data && fread(data, 1, length, file) == length) {
      sr_element_type_t type = SR_ELEMENT_TYPE_INT_8;
      int64_t shape[16] = {(int64_t)length};
      size_t rank = 1;
      const char* type_name = str(tensor, "element_type");
      json_t* dims = json_object_get(tensor, "shape");
      if (*type_name && json_is_array(dims) && json_array_size(dims) <= 16) {
        sr_status_t parsed =
            sr_element_type_parse(type_name, strlen(type_name), &type);
        if (!parsed) {
          rank = json_array_size(dims);
          for (size_t i = 0; i < rank; ++i) {
            shape[i] = json_integer_value(json_array_get(dims, i));
          }
        } else {
          sr_status_ignore(parsed);
          type = SR_ELEMENT_TYPE_INT_8;
        }
      }
      status = sr_buffer_view_create(sr_allocator_system(), rank, shape, type,
                                     data, length, &view);
    } else {
      status = SR_MAKE_STATUS(SR_STATUS_DATA_LOSS, "truncated");
    }
    free(data);
  }
  fclose(file);
  if (status) {
    fprintf(stderr, "error: reading '%s': %s\n", path,
            sr_status_message(status));
    sr_status_free(status);
    return NULL;
  }
  return view;
}

// Compares one side (before/after) of two entries, tensor by tensor.
// Returns 1 when it found a difference (printed), 0 when equal, 2 on an
// unreadable file.
static int compare_side(const dump_index_t* a, const dump_index_t* b,
                        json_t* ea, json_t* eb, const char* side,
                        const sr_tool_compare_options_t* compare) {
  json_t* ba = json_object_get(ea, "bindings");
  json_t* bb = json_object_get(eb, "bindings");
  size_t bindings = json_array_size(ba);
  for (size_t i = 0; i < bindings && i < json_array_size(bb); ++i) {
    json_t* ta = json_object_get(json_array_get(ba, i), "tensors");
    json_t* tb = json_object_get(json_array_get(bb, i), "tensors");
    for (size_t k = 0; k < json_array_size(ta) && k < json_array_size(tb);
         ++k) {
      json_t* xa = json_array_get(ta, k);
      json_t* xb = json_array_get(tb, k);
      json_t* sa = json_object_get(xa, side);
      json_t* sb = json_object_get(xb, side);
      if (!sa || !sb) continue;
      if (!strcmp(str(sa, "hash"), str(sb, "hash"))) continue;
      sr_buffer_view_t* va = load_tensor(a->dir, xa, sa);
      sr_buffer_view_t* vb = va ? load_tensor(b->dir, xb, sb) : NULL;
      if (!va || !vb) {
        if (va) sr_buffer_view_release(va);
        return 2;
      }
      sr_variant_t x = sr_variant_view(va);
      sr_variant_t y = sr_variant_view(vb);
      sr_tool_difference_t d;
      bool same = sr_tool_compare_results(&x, 1, &y, 1, compare, &d);
      sr_buffer_view_release(va);
      sr_buffer_view_release(vb);
      if (same) continue;  // other bits, within the tolerances
      const char* type = str(xa, "element_type");
      printf("DIVERGED: dispatch %lld @%s binding %zu",
             (long long)json_integer_value(json_object_get(ea, "ordinal")),
             str(ea, "export"), i);
      if (json_array_size(ta) > 1) printf(" subspan %zu", k);
      if (*type) printf(" (%s)", type);
      printf(" %s: %s: A %s, B %s\n",
             !strcmp(side, "after") ? "written" : "read (before the dispatch)",
             d.reason, d.a, d.b);
      printf("  A: %s/%s %s at %s\n", a->dir, str(sa, "file"), str(sa, "hash"),
             str(ea, "location"));
      printf("  B: %s/%s %s at %s\n", b->dir, str(sb, "file"), str(sb, "hash"),
             str(eb, "location"));
      if (strcmp(side, "after") != 0) {
        printf(
            "  every earlier dispatch wrote the same bytes: what wrote "
            "these is not a dispatch\n");
      }
      return 1;
    }
  }
  return 0;
}

int sr_tool_diff_dumps(const char* a_dir, const char* b_dir,
                       const sr_tool_compare_options_t* compare) {
  dump_index_t a, b;
  if (!dump_index_read(a_dir, &a)) return 2;
  if (!dump_index_read(b_dir, &b)) {
    dump_index_free(&a);
    return 2;
  }
  int rc = 0;
  size_t n = a.count < b.count ? a.count : b.count;
  for (size_t i = 0; i < n && !rc; ++i) {
    json_t* ea = a.entries[i];
    json_t* eb = b.entries[i];
    long long oa =
        (long long)json_integer_value(json_object_get(ea, "ordinal"));
    long long ob =
        (long long)json_integer_value(json_object_get(eb, "ordinal"));
    if (oa != ob || strcmp(str(ea, "export"), str(eb, "export")) != 0) {
      printf(
          "DIVERGED: entry %zu: A dumped dispatch %lld @%s, B dispatch "
          "%lld @%s (dumped with different filters, or the programs "
          "dispatch differently)\n",
          i, oa, str(ea, "export"), ob, str(eb, "export"));
      rc = 1;
      break;
    }
    rc = compare_side(&a, &b, ea, eb, "before", compare);
    if (!rc) rc = compare_side(&a, &b, ea, eb, "after", compare);
    if (!rc && strcmp(str(ea, "status"), str(eb, "status")) != 0) {
      printf("DIVERGED: dispatch %lld @%s: A %s, B %s\n", oa, str(ea, "export"),
             str(ea, "status"), str(eb, "status"));
      rc = 1;
    }
  }
  if (!rc && a.count != b.count) {
    const dump_index_t* longer = a.count > b.count ? &a : &b;
    json_t* e = longer->entries[n];
    printf(
        "DIVERGED: %s dumped %zu dispatches, %s %zu; the first one past "
        "the other: dispatch %lld @%s\n",
        a.dir, a.count, b.dir, b.count,
        (long long)json_integer_value(json_object_get(e, "ordinal")),
        str(e, "export"));
    rc = 1;
  }
  if (!rc) printf("AGREE: %zu dispatches\n", n);
  dump_index_free(&a);
  dump_index_free(&b);
  return rc;
}
