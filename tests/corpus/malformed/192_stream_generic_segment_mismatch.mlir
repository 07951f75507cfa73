// expect-error: 9:8
// kind: verify
// operandSegmentSizes that do not add up to the operands
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %t = "stream.cmd.execute"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%a: !stream.resource<transient>):
    stream.yield
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  util.return %t : !stream.timepoint
}
