// expect-error: 9:8
// kind: verify
// generic timepoint.immediate producing an index
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %t = "stream.timepoint.immediate"() : () -> index
  util.return %arg2 : !stream.timepoint
}
