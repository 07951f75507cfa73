// sr-ulp-check: the exhaustive accuracy check of the f32 transcendentals.
//
//   sr-ulp-check [--isa=scalar|avx2|avx512] [--threads=N] [--long-double]
//                [op ...]
//
// Runs every one of the 2^32 f32 inputs through the chosen variant's kernel
// for each op (default: all of them) and compares with the exact value,
// taken from the C library's double function (within ~1 double ulp, i.e.
// ~2^-29 f32 ulp: ample to decide "within 1 ulp", and it misjudges "correctly
// rounded" only for results that close to a tie), or with --long-double from
// the x87 extended functions (~2^-40 f32 ulp, about 5x slower).
// Prints the worst error in f32 ulps, where it occurs, and how many results
// are not the correctly rounded one. Not run in CI (minutes per op); the
// dense-sample version of the same check is tests/kernels/ulp_test.c.
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/dispatch.h"

typedef struct sr_uc_op_t {
  const char* name;
  sr_k_unary_op_t op;
  long double (*ref_long)(long double);
  double (*ref)(double);
} sr_uc_op_t;

static long double sr_uc_rsqrtl(long double x) { return 1.0L / sqrtl(x); }
static double sr_uc_rsqrt(double x) { return 1.0 / sqrt(x); }

static const sr_uc_op_t kOps[] = {
    {"exp", SR_K_UNARY_EXP, expl, exp},
    {"exp2", SR_K_UNARY_EXP2, exp2l, exp2},
    {"expm1", SR_K_UNARY_EXPM1, expm1l, expm1},
    {"log", SR_K_UNARY_LOG, logl, log},
    {"log2", SR_K_UNARY_LOG2, log2l, log2},
    {"log1p", SR_K_UNARY_LOG1P, log1pl, log1p},
    {"tanh", SR_K_UNARY_TANH, tanhl, tanh},
    {"erf", SR_K_UNARY_ERF, erfl, erf},
    {"sin", SR_K_UNARY_SIN, sinl, sin},
    {"cos", SR_K_UNARY_COS, cosl, cos},
    {"rsqrt", SR_K_UNARY_RSQRT, sr_uc_rsqrtl, sr_uc_rsqrt},
};

static bool sr_uc_long_double = false;

typedef struct sr_uc_job_t {
  const sr_k_table_t* table;
  const sr_uc_op_t* op;
  uint64_t begin, end;  // bit patterns [begin, end)
  double worst;
  uint32_t worst_bits;
  uint64_t not_correctly_rounded;
  uint64_t over_one;
} sr_uc_job_t;

// The f32 ulp at |v|.
static long double sr_uc_ulp(long double v) {
  v = fabsl(v);
  if (v < 0x1p-126L) return 0x1p-149L;
  int e;
  frexpl(v, &e);
  return ldexpl(1.0L, e - 24);
}

static double sr_uc_error(float y, long double ref) {
  if (ref != ref) return y != y ? 0 : 1e9;
  if (y != y) return 1e9;
  float rounded = (float)ref;
  if (isinf(rounded) || isinf(y)) {
    if (rounded == y) return 0;
    long double big = fabsl((long double)(isinf(y) ? rounded : y));
    return big == (long double)0x1.fffffep127f ? 1 : 1e9;
  }
  return (double)(fabsl((long double)y - ref) / sr_uc_ulp(ref));
}

#define SR_UC_BLOCK 4096

static void* sr_uc_run(void* arg) {
  sr_uc_job_t* job = (sr_uc_job_t*)arg;
  float in[SR_UC_BLOCK], out[SR_UC_BLOCK];
  sr_k_unary_fn_t fn = job->table->unary[job->op->op][SR_K_F32];
  for (uint64_t u = job->begin; u < job->end; u += SR_UC_BLOCK) {
    size_t n =
        job->end - u < SR_UC_BLOCK ? (size_t)(job->end - u) : SR_UC_BLOCK;
    for (size_t i = 0; i < n; ++i) {
      uint32_t bits = (uint32_t)(u + i);
      memcpy(&in[i], &bits, 4);
    }
    fn(n, out, 1, in, 1);
    for (size_t i = 0; i < n; ++i) {
      long double ref = sr_uc_long_double
                            ? job->op->ref_long((long double)in[i])
                            : (long double)job->op->ref((double)in[i]);
      double err = sr_uc_error(out[i], ref);
      float cr = (float)ref;
      if (!(out[i] == cr || (out[i] != out[i] && cr != cr))) {
        ++job->not_correctly_rounded;
      }
      if (err > 1.0) ++job->over_one;
      if (err > job->worst) {
        job->worst = err;
        job->worst_bits = (uint32_t)(u + i);
      }
    }
  }
  return NULL;
}

int main(int argc, char** argv) {
  sr_k_isa_t isa = sr_k_best_isa();
  int threads = 2;
  const char* only[32];
  int only_count = 0;
  for (int i = 1; i < argc; ++i) {
    if (!strncmp(argv[i], "--isa=", 6)) {
      if (!sr_k_isa_parse(argv[i] + 6, &isa)) {
        fprintf(stderr, "unknown isa %s\n", argv[i] + 6);
        return 2;
      }
    } else if (!strcmp(argv[i], "--long-double")) {
      sr_uc_long_double = true;
    } else if (!strncmp(argv[i], "--threads=", 10)) {
      threads = atoi(argv[i] + 10);
      if (threads < 1 || threads > 64) threads = 1;
    } else if (only_count < 32) {
      only[only_count++] = argv[i];
    }
  }
  const sr_k_table_t* table = sr_k_table_for_isa(isa);
  if (!table) {
    fprintf(stderr, "variant %s is not supported on this CPU\n",
            sr_k_isa_name(isa));
    return 2;
  }
  printf("variant %s, all 2^32 f32 inputs, reference: %s libm\n", table->name,
         sr_uc_long_double ? "long double" : "double");
  fflush(stdout);
  printf("%-6s %12s %12s %14s %14s\n", "op", "max ulp", "at", "not CR",
         "over 1 ulp");
  int failures = 0;
  for (size_t k = 0; k < sizeof(kOps) / sizeof(kOps[0]); ++k) {
    bool wanted = only_count == 0;
    for (int i = 0; i < only_count; ++i)
      wanted |= !strcmp(only[i], kOps[k].name);
    if (!wanted) continue;
    sr_uc_job_t jobs[64];
    pthread_t handles[64];
    uint64_t per = (0x100000000ull + (uint64_t)threads - 1) / (uint64_t)threads;
    for (int t = 0; t < threads; ++t) {
      uint64_t b = per * (uint64_t)t, e = b + per;
      if (e > 0x100000000ull) e = 0x100000000ull;
      jobs[t] = (sr_uc_job_t){table, &kOps[k], b, e, 0, 0, 0, 0};
      pthread_create(&handles[t], NULL, sr_uc_run, &jobs[t]);
    }
    sr_uc_job_t total = {0};
    for (int t = 0; t < threads; ++t) {
      pthread_join(handles[t], NULL);
      if (jobs[t].worst > total.worst) {
        total.worst = jobs[t].worst;
        total.worst_bits = jobs[t].worst_bits;
      }
      total.not_correctly_rounded += jobs[t].not_correctly_rounded;
      total.over_one += jobs[t].over_one;
    }
    float at;
    memcpy(&at, &total.worst_bits, 4);
    printf("%-6s %12.4f %12a %14llu %14llu\n", kOps[k].name, total.worst,
           (double)at, (unsigned long long)total.not_correctly_rounded,
           (unsigned long long)total.over_one);
    fflush(stdout);
    failures += total.over_one != 0;
  }
  return failures ? 1 : 0;
}
