// expect-error: 5:3
// kind: verify
// generic tensor.trace of a tensor<?xf32> without its dimension
util.func private @f(%r: !stream.resource<staging>, %s: index) {
  "stream.tensor.trace"(%r, %s) <{key = "key", operandSegmentSizes = array<i32: 1, 1, 0>, resource_encodings = [tensor<?xf32>]}> : (!stream.resource<staging>, index) -> ()
  util.return
}
