// expect-error: 9:12
// kind: verify
// generic resource.alloca without its required attributes
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r, %t = "stream.timepoint.chain_external"(%arg2) : (!stream.timepoint) -> (index, !stream.timepoint)
  util.return %arg2 : !stream.timepoint
}
