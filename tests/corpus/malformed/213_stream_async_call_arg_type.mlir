// expect-error: 10:8
// kind: verify
// async.call passing a transient resource to an external parameter
stream.async.func private @callee(%a: !stream.resource<external>, %b: index) -> !stream.resource<external>
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = stream.async.call @callee(%arg0[%c0 to %arg1 for %arg1], %c4) : (!stream.resource<transient>{%arg1}, index) -> !stream.resource<external>{%arg1}
  util.return %arg2 : !stream.timepoint
}
