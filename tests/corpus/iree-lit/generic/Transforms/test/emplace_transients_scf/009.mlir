"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "scf_if_multiple_allocations_per_branch", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 512 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %6 = "scf.if"(%arg4) ({
      %15:2 = "stream.resource.alloca"(%4, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %16 = "stream.cmd.execute"(%15#0, %4, %15#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg9: !stream.resource<transient>):
        "stream.cmd.fill"(%arg9, %4, %0, %4, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %17 = "stream.resource.dealloca"(%15#0, %4, %16) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %18:2 = "stream.resource.alloca"(%5, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %19 = "stream.cmd.execute"(%18#0, %5, %18#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg8: !stream.resource<transient>):
        "stream.cmd.fill"(%arg8, %5, %0, %5, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %20 = "stream.resource.dealloca"(%18#0, %5, %19) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %21 = "stream.timepoint.join"(%17, %20) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%21) : (!stream.timepoint) -> ()
    }, {
      %8:2 = "stream.resource.alloca"(%2, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %9 = "stream.cmd.execute"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg7: !stream.resource<transient>):
        "stream.cmd.fill"(%arg7, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %10 = "stream.resource.dealloca"(%8#0, %2, %9) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %11:2 = "stream.resource.alloca"(%3, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %12 = "stream.cmd.execute"(%11#0, %3, %11#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg6: !stream.resource<transient>):
        "stream.cmd.fill"(%arg6, %3, %0, %3, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %13 = "stream.resource.dealloca"(%11#0, %3, %12) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %14 = "stream.timepoint.join"(%10, %13) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%14) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %7:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %6) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%7#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

