// expect-error: 10:5
// kind: verify
// async.execute yielding its result with another size value
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r, %t = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {
    stream.yield %a : !stream.resource<transient>{%c4}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
