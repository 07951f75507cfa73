// expect-error: 9:8
// kind: verify
// generic async.dispatch with an offset and length but no end
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = "stream.async.dispatch"(%arg0, %arg1, %c0, %c128, %arg1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 1, 0, 1, 1>}> : (!stream.resource<transient>, index, index, index, index) -> !stream.resource<transient>
  util.return %arg2 : !stream.timepoint
}
