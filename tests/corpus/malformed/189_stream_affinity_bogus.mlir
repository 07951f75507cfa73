// expect-error: 9:55
// kind: syntax
// an affinity attribute of an unknown Stream kind
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = stream.resource.alloc uninitialized on(#stream.bogus) : !stream.resource<transient>{%arg1}
  util.return %arg2 : !stream.timepoint
}
