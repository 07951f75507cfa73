// Decoders for the types and attributes the runtime executes: scalar
// types, tensor encodings (dense layout, sizes and offsets), resource
// lifetimes, affinities, and constant attributes serialized to bytes.
//
// All of this runs at prepare time (single-threaded, it may allocate in the
// IR context) except the size/offset arithmetic, which is pure.
#ifndef STREAMREF_CPU_BACKEND_DECODE_H_
#define STREAMREF_CPU_BACKEND_DECODE_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/arena.h"
#include "core/ir/context.h"
#include "cpu_backend/plan.h"

// Decodes a builtin integer/index/float type (NONE otherwise).
sr_rt_scalar_type_t sr_rt_scalar_type_of(const sr_type_t* type);

// Resource lifetimes (`!stream.resource<L>`).
typedef enum sr_rt_lifetime_e {
  SR_RT_LIFETIME_UNKNOWN = 0,  // `*`
  SR_RT_LIFETIME_EXTERNAL,
  SR_RT_LIFETIME_STAGING,
  SR_RT_LIFETIME_TRANSIENT,
  SR_RT_LIFETIME_VARIABLE,
  SR_RT_LIFETIME_CONSTANT,
  SR_RT_LIFETIME_NOT_A_RESOURCE,
} sr_rt_lifetime_t;

sr_rt_lifetime_t sr_rt_lifetime_of(const sr_type_t* type);
const char* sr_rt_lifetime_name(sr_rt_lifetime_t lifetime);

// The HAL element type of a builtin element type (NONE if there is none).
sr_element_type_t sr_rt_element_type_of(const sr_type_t* type);

// Decodes |tensor_type| into |out|. Fails (UNIMPLEMENTED, located at |op|)
// for encodings other than none, identity and packed_storage.
sr_status_t sr_rt_encoding_decode(sr_context_t* context, const sr_op_t* op,
                                  const sr_type_t* tensor_type,
                                  sr_rt_encoding_t* out);

// Byte size of a tensor of |encoding| whose dynamic dims are |dyn| (in
// order). OUT_OF_RANGE on overflow or negative dims.
bool sr_rt_encoding_byte_size(const sr_rt_encoding_t* encoding,
                              const int64_t* dyn, uint64_t* out_size);
// Resolves all dims (static and |dyn|) into |out_dims| (rank entries).
void sr_rt_encoding_dims(const sr_rt_encoding_t* encoding, const int64_t* dyn,
                         int64_t* out_dims);
// Byte offset of element |indices| (rank entries) in the dense layout.
uint64_t sr_rt_encoding_offset(const sr_rt_encoding_t* encoding,
                               const int64_t* dims, const int64_t* indices);

// Serializes a constant attribute (dense elements, splats, dense_resource,
// #util.composite, strings, scalars) into little-endian bytes allocated in
// |arena|, laid out for |encoding| when given (sub-byte packing), densely
// otherwise. UNIMPLEMENTED (located at |op|) for parameters and unknown
// attribute kinds.
sr_status_t sr_rt_serialize_attr(sr_context_t* context, sr_arena_t* arena,
                                 const sr_op_t* op, const sr_attr_t* attr,
                                 const sr_rt_encoding_t* encoding,
                                 uint8_t** out_data, size_t* out_length);

// The affinity attribute in effect for |op|: its own `affinity` (or
// |attr_name|), else the nearest ancestor's `affinity` or `stream.affinity`,
// else the module's `stream.affinity.default`. NULL when there is none.
const sr_attr_t* sr_rt_affinity_of(const sr_op_t* op, const char* attr_name);

#endif  // STREAMREF_CPU_BACKEND_DECODE_H_
