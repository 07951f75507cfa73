
// CHECK-LABEL: @ElideNoOpCmdExecuteOp
util.func private @ElideNoOpCmdExecuteOp(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  // CHECK-NOT: stream.cmd.execute
  %0 = stream.cmd.execute await(%arg2) => with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {
  } => !stream.timepoint
  // CHECK: %[[IMM:.+]] = stream.timepoint.immediate
  // CHECK: util.return %[[IMM]]
  util.return %0 : !stream.timepoint
}

