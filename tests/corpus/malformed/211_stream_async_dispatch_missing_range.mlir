// expect-error: 9:8
// kind: verify
// async.dispatch of a resource without its [offset to end for length]
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = stream.async.dispatch @ex::@entry(%arg0) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}
  util.return %arg2 : !stream.timepoint
}
