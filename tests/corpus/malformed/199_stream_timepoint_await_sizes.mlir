// expect-error: 9:8
// kind: verify
// timepoint.await with one resource and two sizes
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = "stream.timepoint.await"(%arg0, %arg1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!stream.resource<transient>, index, index, !stream.timepoint) -> !stream.resource<transient>
  util.return %arg2 : !stream.timepoint
}
