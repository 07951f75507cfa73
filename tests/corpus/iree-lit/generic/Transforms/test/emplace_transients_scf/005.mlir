"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "alloca_in_scf_for_size_outside", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4 = "scf.for"(%arg4, %arg5, %arg6, %arg7) ({
    ^bb0(%arg8: index, %arg9: !stream.timepoint):
      %6:2 = "stream.resource.alloca"(%3, %arg9) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %7 = "stream.timepoint.join"(%arg9, %6#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %8 = "stream.cmd.execute"(%6#0, %3, %7) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg10: !stream.resource<transient>):
        "stream.cmd.fill"(%arg10, %3, %0, %3, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %9 = "stream.resource.dealloca"(%6#0, %3, %8) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%9) : (!stream.timepoint) -> ()
    }) : (index, index, index, !stream.timepoint) -> !stream.timepoint
    %5:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %4) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%5#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

