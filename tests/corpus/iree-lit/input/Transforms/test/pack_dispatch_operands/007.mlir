
stream.executable private @ex6 {
  // CHECK-LABEL: @device_complex_f64_bitcast
  stream.executable.export public @device_complex_f64_bitcast
  builtin.module {
    // CHECK-LABEL:  util.func public @device_complex_f64
    // CHECK-SAME: (%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %arg4: !stream.binding)
     util.func public @device_complex_f64_bitcast(%arg0: complex<f64>, %arg1: !stream.binding) {
      // CHECK-COUNT-2: arith.bitcast {{.*}} : i64 to f64
      // CHECK: %[[DEV_COMPLEX:.+]] = complex.create
      // CHECK-NEXT: util.optimization_barrier %[[DEV_COMPLEX]]
      util.optimization_barrier %arg0 : complex<f64>
      util.return
    }
  }
}
// CHECK-LABEL:  util.func public @host_complex_bitcast
util.func public @host_complex_bitcast(%arg0: complex<f64>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  // CHECK-DAG: %[[HOST_REAL_F32:.+]] = complex.re %arg0
  // CHECK-DAG: %[[HOST_IMAG_F32:.+]] = complex.im %arg0
  // CHECK-DAG: %[[HOST_REAL_I32:.+]] = arith.bitcast %[[HOST_REAL_F32]] : f64 to i64
  // CHECK-DAG: %[[H_REAL_LOWER_I32:.+]] = arith.trunci %[[HOST_REAL_I32]] : i64 to i32
  // CHECK-DAG: %[[H_REAL_UPPER_SHF:.+]] = arith.shrui %[[HOST_REAL_I32]], {{.*}} : i64
  // CHECK-DAG: %[[H_REAL_UPPER_I32:.+]] = arith.trunci %[[H_REAL_UPPER_SHF]] : i64 to i32
  // CHECK-DAG: %[[HOST_IMAG_I32:.+]] = arith.bitcast %[[HOST_IMAG_F32]] : f64 to i64
  // CHECK-DAG: %[[H_IMAG_LOWER_I32:.+]] = arith.trunci %[[HOST_IMAG_I32]] : i64 to i32
  // CHECK-DAG: %[[H_IMAG_UPPER_SHF:.+]] = arith.shrui %[[HOST_IMAG_I32]], {{.*}} : i64
  // CHECK-DAG: %[[H_IMAG_UPPER_I32:.+]] = arith.trunci %[[H_IMAG_UPPER_SHF]] : i64 to i32
  %2 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    // CHECK: stream.cmd.dispatch {{.+}}(%[[H_REAL_LOWER_I32]], %[[H_REAL_UPPER_I32]],
    // CHECK-SAME: %[[H_IMAG_LOWER_I32]], %[[H_IMAG_UPPER_I32]] : i32, i32, i32, i32)
    stream.cmd.dispatch @ex6::@device_complex_f64_bitcast[%c1, %c1, %c1](%arg0 : complex<f64>) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %2 : !stream.timepoint
}
