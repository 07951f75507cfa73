"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, index, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "scf_if_computed_sizes", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: index, %arg6: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "scf.if"(%arg4) ({
      %10 = "arith.muli"(%arg5, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %11:2 = "stream.resource.alloca"(%10, %arg6) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %12 = "stream.cmd.execute"(%11#0, %10, %11#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg8: !stream.resource<transient>):
        "stream.cmd.fill"(%arg8, %10, %0, %10, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %13 = "stream.resource.dealloca"(%11#0, %10, %12) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%13) : (!stream.timepoint) -> ()
    }, {
      %6 = "arith.muli"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %7:2 = "stream.resource.alloca"(%6, %arg6) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %8 = "stream.cmd.execute"(%7#0, %6, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg7: !stream.resource<transient>):
        "stream.cmd.fill"(%arg7, %6, %0, %6, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %9 = "stream.resource.dealloca"(%7#0, %6, %8) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%9) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %5:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %4) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%5#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

