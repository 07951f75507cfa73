"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, i1, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "deeply_nested_scf_if", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: i1, %arg6: i1, %arg7: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "scf.if"(%arg4) ({
      %11 = "scf.if"(%arg5) ({
        %15 = "scf.if"(%arg6) ({
          %19:2 = "stream.resource.alloca"(%5, %arg7) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
          %20 = "stream.cmd.execute"(%19#0, %5, %19#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
          ^bb0(%arg11: !stream.resource<transient>):
            "stream.cmd.fill"(%arg11, %5, %0, %5, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
            "stream.yield"() : () -> ()
          }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
          %21 = "stream.resource.dealloca"(%19#0, %5, %20) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
          "scf.yield"(%21) : (!stream.timepoint) -> ()
        }, {
          %16:2 = "stream.resource.alloca"(%4, %arg7) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
          %17 = "stream.cmd.execute"(%16#0, %4, %16#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
          ^bb0(%arg10: !stream.resource<transient>):
            "stream.cmd.fill"(%arg10, %4, %0, %4, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
            "stream.yield"() : () -> ()
          }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
          %18 = "stream.resource.dealloca"(%16#0, %4, %17) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
          "scf.yield"(%18) : (!stream.timepoint) -> ()
        }) : (i1) -> !stream.timepoint
        "scf.yield"(%15) : (!stream.timepoint) -> ()
      }, {
        %12:2 = "stream.resource.alloca"(%3, %arg7) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
        %13 = "stream.cmd.execute"(%12#0, %3, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
        ^bb0(%arg9: !stream.resource<transient>):
          "stream.cmd.fill"(%arg9, %3, %0, %3, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
          "stream.yield"() : () -> ()
        }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        %14 = "stream.resource.dealloca"(%12#0, %3, %13) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        "scf.yield"(%14) : (!stream.timepoint) -> ()
      }) : (i1) -> !stream.timepoint
      "scf.yield"(%11) : (!stream.timepoint) -> ()
    }, {
      %8:2 = "stream.resource.alloca"(%2, %arg7) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %9 = "stream.cmd.execute"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg8: !stream.resource<transient>):
        "stream.cmd.fill"(%arg8, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %10 = "stream.resource.dealloca"(%8#0, %2, %9) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%10) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %7:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %6) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%7#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

