"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index, i1, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "size_in_scf_if_alloca_later", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: i1, %arg5: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "scf.if"(%arg4) ({
      "scf.yield"(%2) : (index) -> ()
    }, {
      "scf.yield"(%3) : (index) -> ()
    }) : (i1) -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7:2 = "stream.resource.alloca"(%6, %arg5) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%7#0, %6, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg6: !stream.resource<transient>):
      "stream.cmd.fill"(%arg6, %6, %0, %6, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.resource.dealloca"(%7#0, %6, %8) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %10:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3, %9) : (!stream.resource<*>, index, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%10#0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

