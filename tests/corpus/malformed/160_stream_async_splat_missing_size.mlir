// expect-error: 9:73
// kind: syntax
// async splat result type without {size}
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>
  util.return %arg2 : !stream.timepoint
}
