// Conversions between element types: sitofp/uitofp, fptosi/fptoui (with
// in-range values), extsi/extui/trunci through i8/i16/i32/i64, f32 <-> f16,
// bitcast f32 <-> i32, and an i64 result.
func.func @main(%f: tensor<6xf32>, %i: tensor<6xi8>) -> (tensor<6xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi16>, tensor<6xi64>, tensor<6xi32>, tensor<6xf16>) {
  %fi = arith.fptosi %f : tensor<6xf32> to tensor<6xi32>
  %is = arith.sitofp %i : tensor<6xi8> to tensor<6xf32>
  %iu = arith.uitofp %i : tensor<6xi8> to tensor<6xf32>
  %e16 = arith.extui %i : tensor<6xi8> to tensor<6xi16>
  %e64 = arith.extsi %i : tensor<6xi8> to tensor<6xi64>
  %big = arith.constant dense<4294967296> : tensor<6xi64>
  %m64 = arith.muli %e64, %big : tensor<6xi64>
  %bits = arith.bitcast %f : tensor<6xf32> to tensor<6xi32>
  %h = arith.truncf %f : tensor<6xf32> to tensor<6xf16>
  return %fi, %is, %iu, %e16, %m64, %bits, %h : tensor<6xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi16>, tensor<6xi64>, tensor<6xi32>, tensor<6xf16>
}
