
#resourceIndex32 = #stream.resource_config<{
  max_allocation_size = 16,
  min_buffer_offset_alignment = 16,
  max_buffer_range = 1073741824,
  min_buffer_range_alignment = 16,
  index_bits = 32
}>

stream.executable private @ex3 attributes {stream.resources = #resourceIndex32} {
  stream.executable.export public @device_index_32
  builtin.module {
    // CHECK-LABEL:  util.func public @device_index_32
    // CHECK-SAME: (%[[DEV_I32:.+]]: i32, %{{.+}}: !stream.binding)
     util.func public @device_index_32(%arg0: index {stream.alignment = 16 : index, stream.values = [0 : index, 1234 : index]}, %arg1: !stream.binding) {
      // 32-bit device size fits in a push constant:
      // CHECK: %[[DEV_INDEX:.+]] = arith.index_castui %[[DEV_I32]] {
      // CHECK-SAME:   stream.alignment = 16 : index
      // CHECK-SAME:   stream.values = [0 : index, 1234 : index]
      // CHECK-SAME: } : i32 to index
      // CHECK: util.optimization_barrier %[[DEV_INDEX]]
      util.optimization_barrier %arg0 : index
      util.return
    }
  }
}
util.func public @host_index_32(%arg0: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}

  // 32-bit device size fits in a push constant:
  // CHECK: %[[HOST_I32:.+]] = arith.index_castui %arg0 : index to i32
  // CHECK: stream.cmd.dispatch {{.+}}(%[[HOST_I32]] : i32)

  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch @ex3::@device_index_32[%c1, %c1, %c1](%arg0 : index) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %1 : !stream.timepoint
}

