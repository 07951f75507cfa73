// The format parsers: each reads the header of one file (its bytes in
// |data|, |file->size| long) and adds its entries to |index| under |scope|.
// They know nothing of IR or of the runtime. Errors name |file->path| and
// the entry at fault. A parser that fails part way may have added entries;
// sr_parameter_index_add_file removes them again, so adding a file is all
// or nothing.
#ifndef STREAMREF_IO_PARAM_FORMATS_H_
#define STREAMREF_IO_PARAM_FORMATS_H_

#include "io/param_index.h"

// IREE parameter archives (irpa_parser.c): every linked header, entry types
// skip, splat, data and external.
SR_MUST_USE_RESULT sr_status_t sr__irpa_parse(sr_parameter_index_t* index,
                                              const char* scope,
                                              sr_param_file_t* file,
                                              const uint8_t* data);

// safetensors (safetensors_parser.c): the JSON header parsed by jansson.
SR_MUST_USE_RESULT sr_status_t
sr__safetensors_parse(sr_parameter_index_t* index, const char* scope,
                      sr_param_file_t* file, const uint8_t* data);

// GGUF v2 and v3 (gguf_parser.c): metadata, tensor infos, alignment.
SR_MUST_USE_RESULT sr_status_t sr__gguf_parse(sr_parameter_index_t* index,
                                              const char* scope,
                                              sr_param_file_t* file,
                                              const uint8_t* data);

// Little-endian loads from possibly unaligned bytes.
static inline uint64_t sr__load_le_u64(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}
static inline uint32_t sr__load_le_u32(const uint8_t* p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
         ((uint32_t)p[3] << 24);
}
static inline uint16_t sr__load_le_u16(const uint8_t* p) {
  return (uint16_t)(p[0] | (p[1] << 8));
}

#endif  // STREAMREF_IO_PARAM_FORMATS_H_
