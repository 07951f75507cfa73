"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "scf_if_transient_in_both", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "scf.if"(%arg4) ({
      %9:2 = "stream.resource.alloca"(%3, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %10 = "stream.cmd.execute"(%9#0, %3, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg7: !stream.resource<transient>):
        "stream.cmd.fill"(%arg7, %3, %0, %3, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %11 = "stream.resource.dealloca"(%9#0, %3, %10) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%11) : (!stream.timepoint) -> ()
    }, {
      %6:2 = "stream.resource.alloca"(%2, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %7 = "stream.cmd.execute"(%6#0, %2, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg6: !stream.resource<transient>):
        "stream.cmd.fill"(%arg6, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %8 = "stream.resource.dealloca"(%6#0, %2, %7) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%8) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %5:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %4) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%5#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

