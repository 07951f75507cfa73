"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "scf_if_transient_in_then", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "scf.if"(%arg4) ({
      %5 = "arith.constant"() <{value = 512 : index}> : () -> index
      %6:2 = "stream.resource.alloca"(%5, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %7 = "stream.cmd.execute"(%6#0, %5, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg6: !stream.resource<transient>):
        "stream.cmd.fill"(%arg6, %5, %0, %5, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %8 = "stream.resource.dealloca"(%6#0, %5, %7) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%8) : (!stream.timepoint) -> ()
    }, {
      %4 = "stream.timepoint.immediate"() : () -> !stream.timepoint
      "scf.yield"(%4) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %3:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %2) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%3#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

