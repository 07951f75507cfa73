// RUN: iree-opt --split-input-file --iree-stream-pack-dispatch-operands %s | FileCheck %s

stream.executable private @ex0 {
  stream.executable.export public @device_i1
  builtin.module {
    // CHECK-LABEL:  util.func public @device_i1
    // CHECK-SAME: (%arg0: i32, %arg1: !stream.binding)
     util.func public @device_i1(%arg0: i1 {stream.values = [true, false]}, %arg1: !stream.binding) {
      // CHECK-NEXT: %[[DEV_I1:.+]] = arith.trunci %arg0 {stream.values = [true, false]} : i32 to i1
      // CHECK-NEXT: util.optimization_barrier %[[DEV_I1]]
      util.optimization_barrier %arg0 : i1
      util.return
    }
  }
}
util.func public @host_i1(%arg0: i1) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  // CHECK: %[[HOST_I32:.+]] = arith.extui %arg0 : i1 to i32
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    // CHECK: stream.cmd.dispatch {{.+}}(%[[HOST_I32]] : i32)
    stream.cmd.dispatch @ex0::@device_i1[%c1, %c1, %c1](%arg0 : i1) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %1 : !stream.timepoint
}

