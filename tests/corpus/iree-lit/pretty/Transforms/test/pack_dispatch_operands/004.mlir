module {
  stream.executable private @ex3 attributes {stream.resources = #stream.resource_config<{max_allocation_size = 16, min_buffer_offset_alignment = 16, max_buffer_range = 1073741824, min_buffer_range_alignment = 16, index_bits = 32, alias_mutable_bindings = 0, memory_model = Discrete}>} {
    stream.executable.export public @device_index_32 
    builtin.module {
      util.func public @device_index_32(%arg0: index {stream.alignment = 16 : index, stream.values = [0 : index, 1234 : index]}, %arg1: !stream.binding) {
        %0 = util.optimization_barrier %arg0 : index
        util.return
      }
    }
  }
  util.func public @host_index_32(%arg0: index) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @ex3::@device_index_32[%c1, %c1, %c1](%arg0 : index) {
        wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

