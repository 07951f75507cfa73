"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, !stream.timepoint) -> (!stream.resource<*>, index), sym_name = "with_execute", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3:2 = "stream.resource.pack"(%2) <{lifetime_intervals = [0 : index, 0 : index], operandSegmentSizes = array<i32: 0, 1>}> {stream.experimental.transients} : (index) -> (index, index)
    %4 = "stream.resource.subview"(%arg2, %3#0, %3#1, %2) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %5 = "stream.cmd.execute"(%4, %2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg4: !stream.resource<transient>):
      "stream.cmd.fill"(%arg4, %2, %0, %2, %1) : (!stream.resource<transient>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%arg0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

