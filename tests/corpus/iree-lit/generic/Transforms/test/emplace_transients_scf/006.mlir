"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "nested_scf_regions", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: i1, %arg6: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %5 = "scf.if"(%arg4) ({
      %8 = "scf.if"(%arg5) ({
        "scf.yield"(%3) : (index) -> ()
      }, {
        "scf.yield"(%4) : (index) -> ()
      }) : (i1) -> index
      %9:2 = "stream.resource.alloca"(%8, %arg6) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %10 = "stream.cmd.execute"(%9#0, %8, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
      ^bb0(%arg7: !stream.resource<transient>):
        "stream.cmd.fill"(%arg7, %8, %0, %8, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %11 = "stream.resource.dealloca"(%9#0, %8, %10) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%11) : (!stream.timepoint) -> ()
    }, {
      %7 = "stream.timepoint.immediate"() : () -> !stream.timepoint
      "scf.yield"(%7) : (!stream.timepoint) -> ()
    }) : (i1) -> !stream.timepoint
    %6:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %5) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%6#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

