// expect-error: 9:82
// kind: syntax
// async fill tied result '%x type' without 'as'
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = stream.async.fill %c255_i32, %arg0[%c0 to %c128 for %c128] : i32 -> %arg0 !stream.resource<transient>{%arg1}
  util.return %arg2 : !stream.timepoint
}
