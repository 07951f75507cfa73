// expect-error: 11:12
// kind: verify
// an arith op inside cmd.serial
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {
    stream.cmd.serial {
      %x = arith.addi %c0, %c4 : index
    }
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
