// expect-error: 10:5
// kind: verify
// generic cmd.dispatch with a resource but no offset, length or access
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {
    "stream.cmd.dispatch"(%arg3, %arg1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 0, 1, 1, 0, 0>, resource_accesses = []}> : (!stream.resource<transient>, index) -> ()
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
