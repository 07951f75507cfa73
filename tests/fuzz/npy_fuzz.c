// libFuzzer target: what streamref-run and streamref-params read from users
// besides IR: .npy files, raw binary files and iree-run-module's --input
// grammar (tools/run_io.h).
//
// Input: the first byte picks the mode (byte % 3), the rest is its data.
//   0  an .npy stream: arrays read one after the other (as `*f.npy`) until
//      the end or an error.
//   1  --input values: text up to the first NUL, one spec a line, the first
//      line being the calling convention (`r` a tensor or resource, `i`
//      i32, `I` i64, `f` f32, `F` f64; at most 16); the bytes after the NUL
//      are the file `in.npy` and the same bytes are `in.bin` (specs may
//      name them: `@in.npy`, `2x2xf32=@in.bin`, `resource<*>=@in.bin`).
//   2  write-read oracle: the text is one --input tensor; when it parses,
//      it is written as .npy and read back, and shape, type and bytes must
//      be the same (abort otherwise).
// Files live in a private folder under /dev/shm (or /tmp), named by
// absolute path (the working directory is libFuzzer's). Errors are
// the normal outcome; crashes, leaks and UB are findings. Allocations above
// 64 MiB fail (ASan's max_allocation_size_mb) so that a hostile size is an
// out-of-memory error, not a libFuzzer out-of-memory report.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tools/run_io.h"

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
int LLVMFuzzerInitialize(int* argc, char*** argv);

const char* __asan_default_options(void);
const char* __asan_default_options(void) {
  return "allocator_may_return_null=1:max_allocation_size_mb=64";
}

static char g_dir[256];

// |name| in the private folder (static buffers, rotated over 4 slots).
static const char* in_dir(const char* name) {
  static char paths[4][320];
  static int next;
  char* path = paths[next++ % 4];
  snprintf(path, sizeof(paths[0]), "%s/%s", g_dir, name);
  return path;
}

static void remove_dir(void) {
  const char* names[] = {"in.npy", "in.bin", "out.npy"};
  for (int i = 0; i < 3; ++i) unlink(in_dir(names[i]));
  rmdir(g_dir);
}

int LLVMFuzzerInitialize(int* argc, char*** argv) {
  (void)argc;
  (void)argv;
  const char* bases[] = {"/dev/shm", "/tmp"};
  for (int i = 0; i < 2 && !g_dir[0]; ++i) {
    snprintf(g_dir, sizeof(g_dir), "%s/sr_npy_fuzz_XXXXXX", bases[i]);
    if (!mkdtemp(g_dir)) g_dir[0] = 0;
  }
  if (!g_dir[0]) {
    fprintf(stderr, "npy_fuzz: no temporary directory\n");
    abort();
  }
  atexit(remove_dir);
  return 0;
}

static void write_file(const char* name, const uint8_t* data, size_t size) {
  FILE* f = fopen(in_dir(name), "wb");
  if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0) {
    fprintf(stderr, "npy_fuzz: cannot write %s\n", name);
    abort();
  }
}

static void fuzz_npy_stream(const uint8_t* data, size_t size) {
  write_file("in.npy", data, size);
  FILE* f = fopen(in_dir("in.npy"), "rb");
  if (!f) abort();
  for (int i = 0; i < 64; ++i) {
    sr_buffer_view_t* view = NULL;
    sr_status_t status = sr_tool_npy_read(f, &view);
    if (status) {
      sr_status_free(status);
      break;
    }
    // Print it as streamref-run would (a bounded number of elements).
    char* text = sr_tool_format_view(view, 64);
    free(text);
    sr_buffer_view_release(view);
  }
  fclose(f);
}

// |spec| with `in.npy` and `in.bin` made absolute (the tools open them
// relative to the working directory, which the fuzzer must not change).
static const char* with_paths(const char* spec) {
  static char out[8192];
  size_t n = 0;
  for (const char* p = spec; *p && n + 330 < sizeof(out);) {
    if (strncmp(p, "in.npy", 6) == 0 || strncmp(p, "in.bin", 6) == 0) {
      char name[7];
      memcpy(name, p, 6);
      name[6] = 0;
      n += (size_t)snprintf(out + n, sizeof(out) - n, "%s", in_dir(name));
      p += 6;
    } else {
      out[n++] = *p++;
    }
  }
  out[n] = 0;
  return out;
}

static void fuzz_inputs(const uint8_t* data, size_t size) {
  const uint8_t* nul = memchr(data, 0, size);
  size_t text_length = nul ? (size_t)(nul - data) : size;
  if (nul) {
    const uint8_t* file = nul + 1;
    size_t file_length = size - text_length - 1;
    write_file("in.npy", file, file_length);
    write_file("in.bin", file, file_length);
  }
  char* text = malloc(text_length + 1);
  if (!text) return;
  memcpy(text, data, text_length);
  text[text_length] = 0;
  char cconv[17] = {0};
  sr_tool_string_list_t specs = {0};
  char* line = text;
  for (int n = 0; line; ++n) {
    char* next = strchr(line, '\n');
    if (next) *next++ = 0;
    if (n == 0) {
      snprintf(cconv, sizeof(cconv), "%s", line);
    } else {
      sr_tool_string_list_push(&specs, with_paths(line));
    }
    line = next;
  }
  sr_tool_variant_list_t values = {0};
  sr_status_t status = sr_tool_parse_inputs(&specs, cconv, &values);
  sr_status_free(status);
  for (size_t i = 0; i < values.count; ++i) {
    if (values.values[i].type == SR_VARIANT_BUFFER_VIEW) {
      free(sr_tool_format_view(values.values[i].view, 64));
    }
  }
  sr_tool_variant_list_free(&values);
  sr_tool_string_list_free(&specs);
  free(text);
}

static void fuzz_write_read(const uint8_t* data, size_t size) {
  char* text = malloc(size + 1);
  if (!text) return;
  memcpy(text, data, size);
  text[size] = 0;
  sr_tool_string_list_t specs = {0};
  sr_tool_string_list_push(&specs, text);
  free(text);
  sr_tool_variant_list_t values = {0};
  sr_status_t status = sr_tool_parse_inputs(&specs, "r", &values);
  sr_tool_string_list_free(&specs);
  if (status || values.count != 1 ||
      values.values[0].type != SR_VARIANT_BUFFER_VIEW) {
    sr_status_free(status);
    sr_tool_variant_list_free(&values);
    return;
  }
  sr_buffer_view_t* view = values.values[0].view;
  FILE* f = fopen(in_dir("out.npy"), "wb");
  if (!f) abort();
  status = sr_tool_npy_write(f, view);
  if (fclose(f) != 0 && !status) abort();
  if (status) {
    // Types numpy cannot hold (packed sub-byte, brain floats) are refused.
    sr_status_free(status);
    sr_tool_variant_list_free(&values);
    return;
  }
  f = fopen(in_dir("out.npy"), "rb");
  if (!f) abort();
  sr_buffer_view_t* back = NULL;
  status = sr_tool_npy_read(f, &back);
  fclose(f);
  if (status) {
    fprintf(stderr, "npy_fuzz: a written npy file does not read back\n");
    sr_status_fprint(stderr, status);
    abort();
  }
  size_t rank = sr_buffer_view_rank(view);
  bool same =
      rank == sr_buffer_view_rank(back) &&
      sr_buffer_view_byte_length(view) == sr_buffer_view_byte_length(back) &&
      memcmp(sr_buffer_view_data(view), sr_buffer_view_data(back),
             sr_buffer_view_byte_length(view)) == 0;
  for (size_t i = 0; same && i < rank; ++i) {
    same = sr_buffer_view_dim(view, i) == sr_buffer_view_dim(back, i);
  }
  // The type may read back as a synonym (i32 is written '<i4', read si32).
  same =
      same && sr_element_type_bit_count(sr_buffer_view_element_type(view)) ==
                  sr_element_type_bit_count(sr_buffer_view_element_type(back));
  if (!same) {
    fprintf(stderr, "npy_fuzz: npy write-read changed the tensor\n");
    abort();
  }
  sr_buffer_view_release(back);
  sr_tool_variant_list_free(&values);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  switch (data[0] % 3) {
    case 0:
      fuzz_npy_stream(data + 1, size - 1);
      break;
    case 1:
      fuzz_inputs(data + 1, size - 1);
      break;
    default:
      fuzz_write_read(data + 1, size - 1);
      break;
  }
  return 0;
}
