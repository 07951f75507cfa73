// expect-error: 11:5
// kind: verify
// generic cmd.call with a resource range but no access specifier
util.func private @callee(%a: !stream.resource<transient>)
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {
    "stream.cmd.call"(%arg3, %arg1, %c0, %c128) <{callee = @callee, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, resource_operand_accesses = []}> : (!stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
