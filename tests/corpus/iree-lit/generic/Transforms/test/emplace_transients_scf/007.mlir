"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "nested_scf_if", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: i1, %arg6: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 512 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %6 = "scf.if"(%arg4) ({
      %11 = "scf.if"(%arg5) ({
        %15:2 = "stream.resource.alloca"(%5, %arg6) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
        %16 = "stream.cmd.execute"(%15#0, %5, %15#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
        ^bb0(%arg9: !stream.resource<transient>):
          "stream.cmd.fill"(%arg9, %5, %0, %5, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
          "stream.yield"() : () -> ()
        }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        %17 = "stream.resource.dealloca"(%15#0, %5, %16) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        "scf.yield"(%17) : (!stream.timepoint) -> ()
      }, {
        %12:2 = "stream.resource.alloca"(%4, %arg6) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
        %13 = "stream.cmd.execute"(%12#0, %4, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
        ^bb0(%arg8: !stream.resource<transient>):
          "stream.cmd.fill"(%arg8, %4, %0, %4, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
          "stream.yield"() : () -> ()
        }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        %14 = "stream.resource.dealloca"(%12#0, %4, %13) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
        "scf.yield"(%14) : (!stream.timepoint) -> ()
      }) : (i1) -> !stream.timepoint
      "scf.yield"(%11) : (!stream.timepoint) -> ()
    }, {
      %8:2 = "stream.resource.alloca"(%2, %arg6) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %9 = "stream.cmd.execute"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg7: !stream.resource<transient>):
        "stream.cmd.fill"(%arg7, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %10 = "stream.resource.dealloca"(%8#0, %2, %9) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%10) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %7:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %6) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%7#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

