"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @device_bf16, sym_name = "device_bf16", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (bf16, !stream.binding) -> (), sym_name = "device_bf16", sym_visibility = "public"}> ({
      ^bb0(%arg2: bf16, %arg3: !stream.binding):
        %5 = "util.optimization_barrier"(%arg2) : (bf16) -> bf16
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (bf16) -> !stream.timepoint, sym_name = "host_bf16", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: bf16):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<external>
    %4 = "stream.cmd.execute"(%3, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %arg1, %2, %0, %2) <{entry_points = [@ex1::@device_bf16], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1>, resource_accesses = [2 : i32]}> : (index, index, index, bf16, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index) -> !stream.timepoint
    "util.return"(%4) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

