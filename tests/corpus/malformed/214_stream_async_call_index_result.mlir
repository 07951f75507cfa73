// expect-error: 10:8
// kind: verify
// generic async.call returning an index
stream.async.func private @callee(%a: index) -> index
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = "stream.async.call"(%c4) <{callee = @callee, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0>}> : (index) -> index
  util.return %arg2 : !stream.timepoint
}
