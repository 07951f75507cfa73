"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, index, index, index, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "scf_for_with_nested_if", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: i1, %arg8: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "scf.for"(%arg4, %arg5, %arg6, %arg8) ({
    ^bb0(%arg9: index, %arg10: !stream.timepoint):
      %6 = "scf.if"(%arg7) ({
        %11:2 = "stream.resource.alloca"(%3, %arg10) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
        %12 = "stream.timepoint.join"(%arg10, %11#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
        %13 = "stream.cmd.execute"(%11#0, %3, %12) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
        ^bb0(%arg12: !stream.resource<transient>):
          "stream.cmd.fill"(%arg12, %3, %0, %3, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
          "stream.yield"() : () -> ()
        }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        %14 = "stream.resource.dealloca"(%11#0, %3, %13) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        "scf.yield"(%14) : (!stream.timepoint) -> ()
      }, {
        %7:2 = "stream.resource.alloca"(%2, %arg10) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
        %8 = "stream.timepoint.join"(%arg10, %7#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
        %9 = "stream.cmd.execute"(%7#0, %2, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
        ^bb0(%arg11: !stream.resource<transient>):
          "stream.cmd.fill"(%arg11, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
          "stream.yield"() : () -> ()
        }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        %10 = "stream.resource.dealloca"(%7#0, %2, %9) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        "scf.yield"(%10) : (!stream.timepoint) -> ()
      }) : (i1) -> !stream.timepoint
      "scf.yield"(%6) : (!stream.timepoint) -> ()
    }) : (index, index, index, !stream.timepoint) -> !stream.timepoint
    %5:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %4) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%5#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

