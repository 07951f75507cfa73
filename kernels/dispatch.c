// CPU feature detection and the per-variant dispatch tables.
//
// Detection follows Intel's rules (SDM vol. 1, 14.3 and 15.2): a vector
// extension is usable only when CPUID reports it AND the OS saves its
// register state (XGETBV: XCR0 bits 1-2 for YMM, 5-7 for the AVX-512 mask
// and ZMM registers). A CPU may report AVX-512 under an OS or hypervisor
// that does not enable the ZMM state; checking CPUID alone would then fault.
#include "kernels/dispatch.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/table_impl.h"

#if defined(SR_K_HAVE_X86_64)
#include <cpuid.h>
#endif

static const char* const kIsaNames[SR_K_ISA_COUNT] = {"scalar", "avx2",
                                                      "avx512"};

const char* sr_k_isa_name(sr_k_isa_t isa) {
  return isa < SR_K_ISA_COUNT ? kIsaNames[isa] : "?";
}

bool sr_k_isa_parse(const char* name, sr_k_isa_t* out_isa) {
  for (int i = 0; i < SR_K_ISA_COUNT; ++i) {
    if (!strcmp(name, kIsaNames[i])) {
      *out_isa = (sr_k_isa_t)i;
      return true;
    }
  }
  return false;
}

const char* sr_k_dtype_name(sr_k_dtype_t dtype) {
  static const char* const kNames[SR_K_DTYPE_COUNT] = {
      "f32", "f64", "f16", "bf16", "i8", "i16", "i32", "i64"};
  return dtype < SR_K_DTYPE_COUNT ? kNames[dtype] : "?";
}

//===----------------------------------------------------------------------===//
// Feature detection
//===----------------------------------------------------------------------===//

#if defined(SR_K_HAVE_X86_64)
static uint64_t sr_k_xgetbv0(void) {
  uint32_t eax, edx;
  // xgetbv by opcode-free asm mnemonic: no -mxsave needed for this file.
  __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
  return ((uint64_t)edx << 32) | eax;
}

static void sr_k_detect(bool supported[SR_K_ISA_COUNT]) {
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return;
  bool fma = ecx & (1u << 12), osxsave = ecx & (1u << 27);
  bool avx = ecx & (1u << 28), f16c = ecx & (1u << 29);
  if (!osxsave || !avx) return;
  uint64_t xcr0 = sr_k_xgetbv0();
  bool ymm_state = (xcr0 & 0x6) == 0x6;
  bool zmm_state = (xcr0 & 0xE6) == 0xE6;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return;
  bool avx2 = ebx & (1u << 5);
  bool avx512f = ebx & (1u << 16), avx512dq = ebx & (1u << 17);
  bool avx512bw = ebx & (1u << 30), avx512vl = ebx & (1u << 31);
  supported[SR_K_ISA_AVX2] = ymm_state && avx2 && fma && f16c;
  supported[SR_K_ISA_AVX512] = supported[SR_K_ISA_AVX2] && zmm_state &&
                               avx512f && avx512dq && avx512bw && avx512vl;
}
#else
static void sr_k_detect(bool supported[SR_K_ISA_COUNT]) {}
#endif

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//
// Built once, read-only after: the only global state in kernels/.

static pthread_once_t sr_k_once = PTHREAD_ONCE_INIT;
static bool sr_k_supported[SR_K_ISA_COUNT];
static sr_k_table_t sr_k_tables[SR_K_ISA_COUNT];
static const sr_k_table_t* sr_k_selected;
static const char* sr_k_error = "";

static void sr_k_populate(sr_k_table_t* table, sr_k_isa_t isa) {
  table->isa = isa;
  table->name = kIsaNames[isa];
  sr_k__populate_fill_scalar(table);
  sr_k__populate_copy_scalar(table);
  sr_k__populate_elementwise_scalar(table);
  sr_k__populate_convert_scalar(table);
  sr_k__populate_reduce_scalar(table);
  sr_k__populate_matmul_scalar(table);
#if defined(SR_K_HAVE_X86_64)
  if (isa >= SR_K_ISA_AVX2) {
    sr_k__populate_fill_avx2(table);
    sr_k__populate_copy_avx2(table);
    sr_k__populate_elementwise_avx2(table);
    sr_k__populate_convert_avx2(table);
    sr_k__populate_reduce_avx2(table);
    sr_k__populate_matmul_avx2(table);
  }
  if (isa >= SR_K_ISA_AVX512) {
    sr_k__populate_fill_avx512(table);
    sr_k__populate_elementwise_avx512(table);
    sr_k__populate_matmul_avx512(table);
  }
#endif
}

static void sr_k_initialize(void) {
  sr_k_supported[SR_K_ISA_SCALAR] = true;
  sr_k_detect(sr_k_supported);
  sr_k_isa_t best = SR_K_ISA_SCALAR;
  for (int i = 0; i < SR_K_ISA_COUNT; ++i) {
    if (!sr_k_supported[i]) continue;
    sr_k_populate(&sr_k_tables[i], (sr_k_isa_t)i);
    best = (sr_k_isa_t)i;
  }
  const char* forced = getenv("SR_KERNELS");
  if (!forced || !*forced) {
    sr_k_selected = &sr_k_tables[best];
    return;
  }
  sr_k_isa_t isa;
  if (!sr_k_isa_parse(forced, &isa)) {
    sr_k_error =
        "SR_KERNELS names an unknown kernel variant "
        "(expected scalar, avx2 or avx512)";
  } else if (!sr_k_supported[isa]) {
    sr_k_error =
        "SR_KERNELS forces a kernel variant this CPU (or this "
        "build) cannot run";
  } else {
    sr_k_selected = &sr_k_tables[isa];
  }
}

int sr_k_table_get(const sr_k_table_t** out_table) {
  pthread_once(&sr_k_once, sr_k_initialize);
  *out_table = sr_k_selected;
  return sr_k_selected ? SR_K_OK : SR_K_ERROR_UNSUPPORTED;
}

const char* sr_k_dispatch_error(void) {
  pthread_once(&sr_k_once, sr_k_initialize);
  return sr_k_error;
}

bool sr_k_isa_supported(sr_k_isa_t isa) {
  pthread_once(&sr_k_once, sr_k_initialize);
  return isa < SR_K_ISA_COUNT && sr_k_supported[isa];
}

const sr_k_table_t* sr_k_table_for_isa(sr_k_isa_t isa) {
  return sr_k_isa_supported(isa) ? &sr_k_tables[isa] : NULL;
}

sr_k_isa_t sr_k_best_isa(void) {
  pthread_once(&sr_k_once, sr_k_initialize);
  sr_k_isa_t best = SR_K_ISA_SCALAR;
  for (int i = 0; i < SR_K_ISA_COUNT; ++i) {
    if (sr_k_supported[i]) best = (sr_k_isa_t)i;
  }
  return best;
}
