// expect-error: 5:8
// kind: verify
// generic tensor.dispatch tying its result to operand 3 of 1
util.func private @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = "stream.tensor.dispatch"(%r, %s, %s) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [3 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}
