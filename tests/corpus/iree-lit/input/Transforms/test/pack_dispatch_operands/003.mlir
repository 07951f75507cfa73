
stream.executable private @ex2 {
  // CHECK-LABEL: @device_i64
  stream.executable.export public @device_i64
  builtin.module {
    // CHECK-LABEL:  util.func public @device_i64
    // CHECK-SAME: (%[[DEV_LO32:.+]]: i32, %[[DEV_HI32:.+]]: i32, %arg2: !stream.binding)
     util.func public @device_i64(%arg0: i64 {stream.values = [-1 : i64, 0x0000000200000003 : i64]}, %arg1: !stream.binding) {
      // CHECK-DAG: %[[DEV_LO64:.+]] = arith.extui %[[DEV_LO32]] : i32 to i64
      // CHECK-DAG: %[[DEV_HI64:.+]] = arith.extui %[[DEV_HI32]] : i32 to i64
      // CHECK-DAG: %[[DEV_HISHL:.+]] = arith.shli %[[DEV_HI64]], %c32
      // CHECK-DAG: %[[DEV_I64:.+]] = arith.ori %[[DEV_LO64]], %[[DEV_HISHL]] {stream.values = [-1, 8589934595]}
      // CHECK-NEXT: util.optimization_barrier %[[DEV_I64]]
      util.optimization_barrier %arg0 : i64
      util.return
    }
  }
}
util.func public @host_i64(%arg0: i64) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  // CHECK-DAG: %[[HOST_LO32:.+]] = arith.trunci %arg0 : i64 to i32
  // CHECK-DAG: %[[HOST_HISHR:.+]] = arith.shrui %arg0, %c32
  // CHECK-DAG: %[[HOST_HI32:.+]] = arith.trunci %[[HOST_HISHR]] : i64 to i32
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    // CHECK: stream.cmd.dispatch {{.+}}(%[[HOST_LO32]], %[[HOST_HI32]] : i32, i32)
    stream.cmd.dispatch @ex2::@device_i64[%c1, %c1, %c1](%arg0 : i64) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %1 : !stream.timepoint
}

