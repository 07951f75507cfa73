module {
  util.func public @splitResourceConstants() -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) attributes {stream.resources = #stream.resource_config<{max_allocation_size = 16, min_buffer_offset_alignment = 16, max_buffer_range = 1073741824, min_buffer_range_alignment = 16, index_bits = 32, alias_mutable_bindings = 0, memory_model = Discrete}>} {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results:2, %result_timepoint = stream.resource.constants : 
      !stream.resource<constant>{%c4} = dense<100> : tensor<1xi32>,
      !stream.resource<constant>{%c8} = dense<[101, 102]> : tensor<2xi32>
      => !stream.timepoint
    util.return %results#0, %results#1, %result_timepoint : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
  }
}

