// expect-error: 9:8
// kind: verify
// generic resource.size with an i32 result
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %s = "stream.resource.size"(%arg0) : (!stream.resource<transient>) -> i32
  util.return %arg2 : !stream.timepoint
}
