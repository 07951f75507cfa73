
#resourceIndex64 = #stream.resource_config<{
  max_allocation_size = 16,
  min_buffer_offset_alignment = 16,
  max_buffer_range = 1073741824,
  min_buffer_range_alignment = 16,
  index_bits = 64
}>

stream.executable private @ex4 attributes {stream.resources = #resourceIndex64} {
  stream.executable.export public @device_index_64
  builtin.module {
    // CHECK-LABEL:  util.func public @device_index_64
    // CHECK-SAME: (%[[DEV_LO32:.+]]: i32, %[[DEV_HI32:.+]]: i32, %{{.+}}: !stream.binding)
     util.func public @device_index_64(%arg0: index {stream.alignment = 16 : index, stream.values = [0 : index, 1234 : index]}, %arg1: !stream.binding) {
      // 64-bit device size requires joining after it was split into lo/hi:
      // CHECK-DAG: %[[DEV_LO64:.+]] = arith.extui %[[DEV_LO32]] : i32 to i64
      // CHECK-DAG: %[[DEV_HI64:.+]] = arith.extui %[[DEV_HI32]] : i32 to i64
      // CHECK-DAG: %[[DEV_HISHL:.+]] = arith.shli %[[DEV_HI64]], %c32
      // CHECK-DAG: %[[DEV_I64:.+]] = arith.ori %[[DEV_LO64]], %[[DEV_HISHL]] : i64
      // CHECK-DAG: %[[DEV_INDEX:.+]] = arith.index_castui %[[DEV_I64]] {
      // CHECK-SAME:   stream.alignment = 16 : index
      // CHECK-SAME:   stream.values = [0 : index, 1234 : index]
      // CHECK-SAME: } : i64 to index
      // CHECK: util.optimization_barrier %[[DEV_INDEX]]
      util.optimization_barrier %arg0 : index
      util.return
    }
  }
}
util.func public @host_index_64(%arg0: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}

  // 64-bit device size requires splitting into lo/hi:
  // CHECK: %[[HOST_I64:.+]] = arith.index_castui %arg0 : index to i64
  // CHECK: %[[HOST_LO32:.+]] = arith.trunci %[[HOST_I64]] : i64 to i32
  // CHECK: %[[HOST_HI64:.+]] = arith.shrui %[[HOST_I64]], %c32
  // CHECK: %[[HOST_HI32:.+]] = arith.trunci %[[HOST_HI64]] : i64 to i32
  // CHECK: stream.cmd.dispatch {{.+}}(%[[HOST_LO32]], %[[HOST_HI32]] : i32, i32)

  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch @ex4::@device_index_64[%c1, %c1, %c1](%arg0 : index) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %1 : !stream.timepoint
}

