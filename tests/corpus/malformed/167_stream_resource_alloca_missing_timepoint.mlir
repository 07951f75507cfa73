// expect-error: 9:85
// kind: syntax
// alloca without its '=> !stream.timepoint'
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r, %t = stream.resource.alloca uninitialized : !stream.resource<transient>{%arg1}
  util.return %t : !stream.timepoint
}
