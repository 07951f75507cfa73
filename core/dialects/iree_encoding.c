// iree_encoding dialect (IREE): set_encoding / unset_encoding. Encoding
// attributes (`#iree_encoding.testing<>`, ...) stay opaque text.
//
// Formats are those of IREE's Dialect/Encoding/IR/EncodingOps.td.

#include "core/dialects/dialects.h"

static const sr_ods_op_t kEncodingSpecs[] = {
    {"iree_encoding.set_encoding", 0, 0, "source encoding_dims*:index",
     "result", NULL, NULL, NULL,
     "attr-dict $source (`encoding_dims` `{` $encoding_dims^ `}`)? `:` "
     "type($source) `->` type($result)"},
    {"iree_encoding.unset_encoding", 0, SR_ODS_OPERAND_SEGMENTS,
     "source result_dims*:index encoding_dims*:index", "result", NULL, NULL,
     NULL,
     "attr-dict $source (`encoding_dims` `{` $encoding_dims^ `}`)? `:` "
     "type($source) `->` type($result) (`` `{` $result_dims^ `}`)?"},
};

sr_dialect_ops_t sr__iree_encoding_ops(void) {
  sr_dialect_ops_t ops = {
      NULL, 0, kEncodingSpecs, SR_ARRAY_COUNT(kEncodingSpecs), NULL, 0};
  return ops;
}
