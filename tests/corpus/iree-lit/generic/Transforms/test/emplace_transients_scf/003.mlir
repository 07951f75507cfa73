"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "scf_for_with_transient", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "scf.for"(%arg4, %arg5, %arg6, %arg7) ({
    ^bb0(%arg8: index, %arg9: !stream.timepoint):
      %5:2 = "stream.resource.alloca"(%2, %arg9) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %6 = "stream.timepoint.join"(%arg9, %5#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %7 = "stream.cmd.execute"(%5#0, %2, %6) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg10: !stream.resource<transient>):
        "stream.cmd.fill"(%arg10, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %8 = "stream.resource.dealloca"(%5#0, %2, %7) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%8) : (!stream.timepoint) -> ()
    }) : (index, index, index, !stream.timepoint) -> !stream.timepoint
    %4:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %3) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%4#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

