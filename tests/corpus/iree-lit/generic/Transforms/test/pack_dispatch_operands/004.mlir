"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @device_index_32, sym_name = "device_index_32", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{arg_attrs = [{stream.alignment = 16 : index, stream.values = [0 : index, 1234 : index]}, {}], function_type = (index, !stream.binding) -> (), sym_name = "device_index_32", sym_visibility = "public"}> ({
      ^bb0(%arg2: index, %arg3: !stream.binding):
        %5 = "util.optimization_barrier"(%arg2) : (index) -> index
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) {stream.resources = #stream.resource_config<{max_allocation_size = 16, min_buffer_offset_alignment = 16, max_buffer_range = 1073741824, min_buffer_range_alignment = 16, index_bits = 32, alias_mutable_bindings = 0, memory_model = Discrete}>} : () -> ()
  "util.func"() <{function_type = (index) -> !stream.timepoint, sym_name = "host_index_32", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<external>
    %4 = "stream.cmd.execute"(%3, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %arg1, %2, %0, %2) <{entry_points = [@ex3::@device_index_32], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (index, index, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index) -> !stream.timepoint
    "util.return"(%4) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

