// Collectives in Stream programs on 1 to 4 in-process ranks, through the C
// API: every kind, every reduction of all_reduce on every element type, at
// the tensor phase (a host-level stream.async.collective), inside
// stream.async.execute and as stream.cmd.collective in stream.cmd.execute;
// each rank is its own module with its own input, and each result is
// checked against a reference computed here element by element.

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/types.h"
#include "streamref/collective.h"
#include "streamref/runtime.h"

enum { MAX_RANKS = 4 };

typedef enum form_e { FORM_HOST, FORM_ASYNC, FORM_CMD } form_t;

typedef struct type_info_t {
  const char* collective;  // #stream.collective's spelling
  const char* tensor;      // the tensor element type
  sr_element_type_t element;
  int bytes;
  int is_float;  // 1 IEEE, 2 bf16
  int is_signed;
} type_info_t;

static const type_info_t kTypes[] = {
    {"si8", "i8", SR_ELEMENT_TYPE_INT_8, 1, 0, 1},
    {"ui8", "i8", SR_ELEMENT_TYPE_INT_8, 1, 0, 0},
    {"si16", "i16", SR_ELEMENT_TYPE_INT_16, 2, 0, 1},
    {"ui16", "i16", SR_ELEMENT_TYPE_INT_16, 2, 0, 0},
    {"si32", "i32", SR_ELEMENT_TYPE_INT_32, 4, 0, 1},
    {"ui32", "i32", SR_ELEMENT_TYPE_INT_32, 4, 0, 0},
    {"si64", "i64", SR_ELEMENT_TYPE_INT_64, 8, 0, 1},
    {"ui64", "i64", SR_ELEMENT_TYPE_INT_64, 8, 0, 0},
    {"f16", "f16", SR_ELEMENT_TYPE_FLOAT_16, 2, 1, 1},
    {"f32", "f32", SR_ELEMENT_TYPE_FLOAT_32, 4, 1, 1},
    {"f64", "f64", SR_ELEMENT_TYPE_FLOAT_64, 8, 1, 1},
    {"bf16", "bf16", SR_ELEMENT_TYPE_BFLOAT_16, 2, 2, 1},
};
enum { TYPE_COUNT = sizeof(kTypes) / sizeof(kTypes[0]) };

static const char* const kReductions[] = {"sum", "product", "minimum",
                                          "maximum", "average"};

typedef struct case_t {
  form_t form;
  const char* kind;  // "all_reduce", ...
  int reduction;     // index in kReductions (reducing kinds)
  const type_info_t* type;
  int ranks;
  int in_count;   // elements of each rank's input
  int out_count;  // elements of each rank's result
  int count;      // the op's element count
} case_t;

//===----------------------------------------------------------------------===//
// Values and the reference
//===----------------------------------------------------------------------===//

// Rank r's element i, as a double that every type holds exactly (products
// of four keep at most 8 significant bits: exact in bf16).
static double input_value(const type_info_t* t, int r, int i) {
  static const double kFloats[8] = {-2, -1, -0.5, 0.5, 1, 1.5, 2, 3};
  int k = (r * 3 + i) % 8;
  if (t->is_float) return kFloats[k];
  return t->is_signed ? k - 3 : k + 1;
}

static void store_value(const type_info_t* t, double v, uint8_t* p) {
  if (t->is_float == 2) {
    uint16_t h = sr_k_f32_to_bf16((float)v);
    memcpy(p, &h, 2);
  } else if (t->is_float && t->bytes == 2) {
    uint16_t h = sr_k_f32_to_f16((float)v);
    memcpy(p, &h, 2);
  } else if (t->is_float && t->bytes == 4) {
    float f = (float)v;
    memcpy(p, &f, 4);
  } else if (t->is_float) {
    memcpy(p, &v, 8);
  } else {
    uint64_t bits = (uint64_t)(int64_t)v;  // two's complement, truncated
    memcpy(p, &bits, (size_t)t->bytes);
  }
}

static double load_value(const type_info_t* t, const uint8_t* p) {
  if (t->is_float == 2) {
    uint16_t h;
    memcpy(&h, p, 2);
    return sr_k_bf16_to_f32(h);
  }
  if (t->is_float && t->bytes == 2) {
    uint16_t h;
    memcpy(&h, p, 2);
    return sr_k_f16_to_f32(h);
  }
  if (t->is_float && t->bytes == 4) {
    float f;
    memcpy(&f, p, 4);
    return f;
  }
  if (t->is_float) {
    double d;
    memcpy(&d, p, 8);
    return d;
  }
  uint64_t bits = 0;
  memcpy(&bits, p, (size_t)t->bytes);
  int shift = 64 - 8 * t->bytes;
  if (t->is_signed) return (double)((int64_t)(bits << shift) >> shift);
  return (double)((bits << shift) >> shift);
}

// Rounds |v| to the type (wraps integers).
static double to_type(const type_info_t* t, double v) {
  uint8_t bytes[8];
  store_value(t, v, bytes);
  return load_value(t, bytes);
}

// The reduction of element i over ranks, in rank order, each step rounded
// to the type; average divides the sum at the end.
static double reduce_reference(const case_t* c, int i) {
  const type_info_t* t = c->type;
  double acc = input_value(t, 0, i);
  for (int r = 1; r < c->ranks; ++r) {
    double v = input_value(t, r, i);
    switch (c->reduction) {
      case 0:
      case 4:
        acc = to_type(t, acc + v);
        break;
      case 1:
        acc = to_type(t, acc * v);
        break;
      case 2:
        acc = v < acc ? v : acc;
        break;
      case 3:
        acc = v > acc ? v : acc;
        break;
    }
  }
  if (c->reduction == 4) {
    if (t->is_float && t->bytes == 8) {
      acc = acc / c->ranks;
    } else if (t->is_float) {
      acc = to_type(t, (float)acc / (float)c->ranks);
    } else {
      acc = (double)((int64_t)acc / c->ranks);  // truncates toward zero
    }
  }
  return acc;
}

// What rank r's result element i must be.
static double expected_value(const case_t* c, int r, int i) {
  const type_info_t* t = c->type;
  int n = c->ranks;
  if (strcmp(c->kind, "all_gather") == 0) {
    int block = c->out_count / n;
    return input_value(t, i / block, i % block);
  }
  if (strcmp(c->kind, "all_reduce") == 0) return reduce_reference(c, i);
  if (strcmp(c->kind, "all_to_all") == 0) {
    int part = c->count / n;
    return input_value(t, i / part, r * part + i % part);
  }
  if (strcmp(c->kind, "broadcast") == 0) return input_value(t, n - 1, i);
  if (strcmp(c->kind, "reduce") == 0) {
    return r == 0 ? reduce_reference(c, i) : 0.0;
  }
  if (strcmp(c->kind, "reduce_scatter") == 0) {
    return reduce_reference(c, r * c->count + i);
  }
  // send_recv around the ring: from rank r - 1.
  return input_value(t, (r + n - 1) % n, i);
}

//===----------------------------------------------------------------------===//
// Programs
//===----------------------------------------------------------------------===//

// The i32 %param of the kind (and the text that defines it), and the
// keyword of the async form.
static void param_text(const case_t* c, char* defs, size_t defs_size,
                       const char** keyword) {
  defs[0] = 0;
  *keyword = NULL;
  if (strcmp(c->kind, "broadcast") == 0) {
    snprintf(defs, defs_size, "  %%param = arith.constant %d : i32\n",
             c->ranks - 1);
    *keyword = "source";
  } else if (strcmp(c->kind, "reduce") == 0) {
    snprintf(defs, defs_size, "  %%param = arith.constant 0 : i32\n");
    *keyword = "target";
  } else if (strcmp(c->kind, "send_recv") == 0) {
    snprintf(defs, defs_size,
             "  %%rank = stream.channel.rank %%channel : index\n"
             "  %%n = stream.channel.count %%channel : index\n"
             "  %%c1 = arith.constant 1 : index\n"
             "  %%c16 = arith.constant 16 : index\n"
             "  %%r1 = arith.addi %%rank, %%c1 : index\n"
             "  %%to = arith.remui %%r1, %%n : index\n"
             "  %%rn = arith.addi %%rank, %%n : index\n"
             "  %%rn1 = arith.subi %%rn, %%c1 : index\n"
             "  %%from = arith.remui %%rn1, %%n : index\n"
             "  %%hi = arith.shli %%from, %%c16 : index\n"
             "  %%pair = arith.ori %%hi, %%to : index\n"
             "  %%param = arith.index_cast %%pair : index to i32\n");
    *keyword = "source_target_pair";
  }
}

static char* make_program(const case_t* c) {
  const type_info_t* t = c->type;
  char op[96];
  if (strcmp(c->kind, "all_reduce") == 0 || strcmp(c->kind, "reduce") == 0 ||
      strcmp(c->kind, "reduce_scatter") == 0) {
    snprintf(op, sizeof(op), "%s with %s : %s", c->kind,
             kReductions[c->reduction], t->collective);
  } else {
    snprintf(op, sizeof(op), "%s : %s", c->kind, t->collective);
  }
  char defs[1024];
  const char* keyword = NULL;
  param_text(c, defs, sizeof(defs), &keyword);
  char kw[64] = "";
  char cmd_param[64] = "";
  if (keyword) {
    snprintf(kw, sizeof(kw), "%s(%%param) ", keyword);
    snprintf(cmd_param, sizeof(cmd_param), "param(%%param : i32) ");
  }
  size_t capacity = 8192;
  char* text = malloc(capacity);
  int n =
      snprintf(text, capacity,
               "util.func public @main(%%arg0: !hal.buffer_view) -> "
               "!hal.buffer_view {\n"
               "  %%c0 = arith.constant 0 : index\n"
               "  %%cin = arith.constant %d : index\n"
               "  %%cout = arith.constant %d : index\n"
               "  %%count = arith.constant %d : index\n"
               "  %%channel = stream.channel.create : !stream.channel\n"
               "%s"
               "  %%src = stream.tensor.import %%arg0 : !hal.buffer_view -> "
               "tensor<%dx%s> in !stream.resource<external>{%%cin}\n",
               c->in_count * t->bytes, c->out_count * t->bytes, c->count, defs,
               c->in_count, t->tensor);
  const char* tail_value = "%ready";
  switch (c->form) {
    case FORM_HOST:
      n += snprintf(text + n, capacity - (size_t)n,
                    "  %%empty = stream.tensor.empty : tensor<%dx%s> in "
                    "!stream.resource<external>{%%cout}\n"
                    "  %%ready = stream.async.collective<%s>[%%count] "
                    "channel(%%channel) %s%%src[%%c0 to %%cin for %%cin], "
                    "%%empty[%%c0 to %%cout for %%cout] : "
                    "!stream.resource<external>{%%cin} -> %%empty as "
                    "!stream.resource<external>{%%cout}\n",
                    c->out_count, t->tensor, op, kw);
      break;
    case FORM_ASYNC:
      n += snprintf(
          text + n, capacity - (size_t)n,
          "  %%res, %%t = stream.async.execute with(%%src as %%s: "
          "!stream.resource<external>{%%cin}) -> "
          "!stream.resource<external>{%%cout} {\n"
          "    %%e = stream.async.alloca : !stream.resource<external>{%%cout}\n"
          "    %%r = stream.async.collective<%s>[%%count] channel(%%channel) "
          "%s%%s[%%c0 to %%cin for %%cin], %%e[%%c0 to %%cout for %%cout] : "
          "!stream.resource<external>{%%cin} -> %%e as "
          "!stream.resource<external>{%%cout}\n"
          "    stream.yield %%r : !stream.resource<external>{%%cout}\n"
          "  } => !stream.timepoint\n"
          "  %%ready = stream.timepoint.await %%t => %%res : "
          "!stream.resource<external>{%%cout}\n",
          op, kw);
      break;
    case FORM_CMD:
      n += snprintf(
          text + n, capacity - (size_t)n,
          "  %%dst, %%t0 = stream.resource.alloca uninitialized : "
          "!stream.resource<external>{%%cout} => !stream.timepoint\n"
          "  %%t1 = stream.cmd.execute await(%%t0) => with(%%src as %%s: "
          "!stream.resource<external>{%%cin}, %%dst as %%d: "
          "!stream.resource<external>{%%cout}) {\n"
          "    stream.cmd.collective<%s>[%%count] channel(%%channel) %s{\n"
          "      ro %%s[%%c0 for %%cin] : !stream.resource<external>{%%cin},\n"
          "      wo %%d[%%c0 for %%cout] : "
          "!stream.resource<external>{%%cout}\n"
          "    }\n"
          "  } => !stream.timepoint\n"
          "  %%ready = stream.timepoint.await %%t1 => %%dst : "
          "!stream.resource<external>{%%cout}\n",
          op, cmd_param);
      break;
  }
  snprintf(text + n, capacity - (size_t)n,
           "  %%out = stream.tensor.export %s : tensor<%dx%s> in "
           "!stream.resource<external>{%%cout} -> !hal.buffer_view\n"
           "  util.return %%out : !hal.buffer_view\n"
           "}\n",
           tail_value, c->out_count, t->tensor);
  return text;
}

//===----------------------------------------------------------------------===//
// Running ranks
//===----------------------------------------------------------------------===//

typedef struct rank_t {
  const case_t* c;
  int rank;
  sr_instance_t* instance;
  sr_channel_t* channel;
  const char* text;
  bool fail_load;  // this rank gives a wrong input (its import fails)
  sr_status_t status;
  sr_variant_t result;
} rank_t;

static void* rank_main(void* arg) {
  rank_t* r = (rank_t*)arg;
  const case_t* c = r->c;
  sr_module_options_t options;
  sr_module_options_initialize(&options);
  options.default_channel = r->channel;
  sr_module_t* module = NULL;
  r->status = sr_module_load_from_memory_with_options(
      r->instance, "collective.mlir", r->text, strlen(r->text), &options,
      &module);
  sr_function_t* main_fn = NULL;
  if (!r->status) {
    r->status = sr_module_lookup_function(module, "main", &main_fn);
  }
  sr_buffer_view_t* input = NULL;
  if (!r->status) {
    int count = r->fail_load ? c->in_count - 1 : c->in_count;
    uint8_t data[512];
    for (int i = 0; i < count; ++i) {
      store_value(c->type, input_value(c->type, r->rank, i),
                  data + i * c->type->bytes);
    }
    int64_t shape[1] = {count};
    r->status =
        sr_buffer_view_create(sr_allocator_system(), 1, shape, c->type->element,
                              data, (size_t)count * c->type->bytes, &input);
  }
  if (!r->status) {
    sr_variant_t arg0 = sr_variant_view(input);
    size_t result_count = 0;
    r->status =
        sr_function_invoke(main_fn, &arg0, 1, &r->result, 1, &result_count);
  }
  sr_channel_depart(r->channel);
  sr_buffer_view_release(input);
  sr_module_release(module);
  return NULL;
}

// Runs |c| on c->ranks ranks; |fail_rank| >= 0 gives that rank a bad input.
static void run_case(sr_instance_t* instance, const case_t* c, int fail_rank,
                     int64_t timeout_ms, rank_t* ranks) {
  char* text = make_program(c);
  sr_channel_t* channels[MAX_RANKS] = {0};
  cr_assert_null(sr_channel_group_create_local(
      c->ranks, timeout_ms, sr_allocator_system(), channels));
  pthread_t threads[MAX_RANKS];
  for (int r = 0; r < c->ranks; ++r) {
    memset(&ranks[r], 0, sizeof(ranks[r]));
    ranks[r].c = c;
    ranks[r].rank = r;
    ranks[r].instance = instance;
    ranks[r].channel = channels[r];
    ranks[r].text = text;
    ranks[r].fail_load = r == fail_rank;
    cr_assert_eq(pthread_create(&threads[r], NULL, rank_main, &ranks[r]), 0);
  }
  for (int r = 0; r < c->ranks; ++r) pthread_join(threads[r], NULL);
  for (int r = 0; r < c->ranks; ++r) sr_channel_release(channels[r]);
  free(text);
}

static void check_case(sr_instance_t* instance, const case_t* c) {
  rank_t ranks[MAX_RANKS];
  run_case(instance, c, -1, 60000, ranks);
  const char* forms[] = {"host", "async", "cmd"};
  for (int r = 0; r < c->ranks; ++r) {
    if (ranks[r].status) {
      sr_status_fprint(stderr, ranks[r].status);
      fprintf(stderr, "%s\n", make_program(c));
    }
    cr_assert_null(ranks[r].status, "%s %s %s x%d rank %d failed",
                   forms[c->form], c->kind, c->type->collective, c->ranks, r);
    cr_assert_eq(ranks[r].result.type, SR_VARIANT_BUFFER_VIEW);
    const uint8_t* data = sr_buffer_view_data(ranks[r].result.view);
    for (int i = 0; i < c->out_count; ++i) {
      double got = load_value(c->type, data + i * c->type->bytes);
      double want = expected_value(c, r, i);
      cr_assert(got == want,
                "%s %s with %s : %s on %d ranks: rank %d element %d is %g, "
                "expected %g",
                forms[c->form], c->kind, kReductions[c->reduction],
                c->type->collective, c->ranks, r, i, got, want);
    }
    sr_variant_reset(&ranks[r].result);
  }
}

static sr_instance_t* make_instance(void) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = 2;
  sr_instance_t* instance = NULL;
  cr_assert_null(
      sr_instance_create(&options, sr_allocator_system(), &instance));
  return instance;
}

// The sizes of |kind| on |ranks| ranks.
static case_t make_case(form_t form, const char* kind, int reduction,
                        const type_info_t* type, int ranks) {
  case_t c = {form, kind, reduction, type, ranks, 4, 4, 4};
  if (strcmp(kind, "all_gather") == 0) {
    c.out_count = 4 * ranks;
  } else if (strcmp(kind, "all_to_all") == 0) {
    c.in_count = c.out_count = c.count = 2 * ranks;
  } else if (strcmp(kind, "reduce_scatter") == 0) {
    c.in_count = 2 * ranks;
    c.out_count = c.count = 2;
  }
  return c;
}

Test(collective_programs, all_reduce_every_reduction_and_type) {
  sr_instance_t* instance = make_instance();
  for (int n = 1; n <= MAX_RANKS; ++n) {
    for (int t = 0; t < TYPE_COUNT; ++t) {
      for (int red = 0; red < 5; ++red) {
        // Forms in turn, so every form meets every type and reduction
        // over the rank counts.
        form_t form = (form_t)((n + t + red) % 3);
        case_t c = make_case(form, "all_reduce", red, &kTypes[t], n);
        check_case(instance, &c);
      }
    }
  }
  sr_instance_release(instance);
}

Test(collective_programs, every_kind_in_every_form) {
  static const char* const kKinds[] = {"all_gather",     "all_to_all",
                                       "broadcast",      "reduce",
                                       "reduce_scatter", "send_recv"};
  // One type of each class: 8-bit signed, 16-bit unsigned, 64-bit, f16,
  // bf16, f32.
  static const int kTypeIndices[] = {0, 3, 6, 8, 11, 9};
  sr_instance_t* instance = make_instance();
  for (int form = 0; form < 3; ++form) {
    for (size_t k = 0; k < sizeof(kKinds) / sizeof(kKinds[0]); ++k) {
      for (size_t t = 0; t < sizeof(kTypeIndices) / sizeof(int); ++t) {
        for (int n = 1; n <= MAX_RANKS; ++n) {
          int red = strcmp(kKinds[k], "reduce") == 0 ? 3 : 0;  // max / sum
          case_t c = make_case((form_t)form, kKinds[k], red,
                               &kTypes[kTypeIndices[t]], n);
          check_case(instance, &c);
        }
      }
    }
  }
  sr_instance_release(instance);
}

Test(collective_programs, all_gather_with_the_gathered_count) {
  // IREE's flow->stream conversion passes the gathered element count.
  sr_instance_t* instance = make_instance();
  for (int n = 1; n <= MAX_RANKS; ++n) {
    case_t c = make_case(FORM_HOST, "all_gather", 0, &kTypes[9], n);
    c.count = 4 * n;
    check_case(instance, &c);
  }
  sr_instance_release(instance);
}

Test(collective_programs, a_rank_that_fails_fails_every_rank) {
  sr_instance_t* instance = make_instance();
  for (int form = 0; form < 3; ++form) {
    case_t c = make_case((form_t)form, "all_reduce", 0, &kTypes[9], 3);
    rank_t ranks[MAX_RANKS];
    // A minute of timeout: the others end at once because rank 1 leaves.
    run_case(instance, &c, 1, 60000, ranks);
    cr_assert_not_null(ranks[1].status);
    for (int r = 0; r < 3; ++r) {
      cr_assert_not_null(ranks[r].status, "rank %d", r);
      sr_ir_loc_t loc = sr_status_ir_loc(ranks[r].status);
      cr_assert(loc.line > 0, "rank %d's error has no location", r);
      if (r != 1) {
        // Rank 1 left first; a rank may also see rank 0 or 2 gone
        // (failed and left) by the time it arrives.
        cr_assert(strstr(sr_status_message(ranks[r].status),
                         "left before joining") != NULL,
                  "rank %d: %s", r, sr_status_message(ranks[r].status));
        cr_assert(
            strstr(sr_status_message(ranks[r].status), "collective") != NULL,
            "rank %d's error does not name the op: %s", r,
            sr_status_message(ranks[r].status));
      }
      sr_status_free(ranks[r].status);
      sr_variant_reset(&ranks[r].result);
    }
  }
  sr_instance_release(instance);
}
