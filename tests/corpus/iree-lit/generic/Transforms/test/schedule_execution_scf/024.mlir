"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> i64, sym_name = "cloneWithBarrierAndScfForUse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "stream.async.clone"(%arg0, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %6 = "util.optimization_barrier"(%5) : (!stream.resource<external>) -> !stream.resource<external>
    %7 = "scf.for"(%0, %arg1, %1, %4) ({
    ^bb0(%arg2: index, %arg3: i64):
      %8:2 = "stream.async.execute"(%6, %3, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>):
        %13 = "stream.async.slice"(%arg4, %3, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %14 = "stream.async.transfer"(%13, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        "stream.yield"(%14, %2) : (!stream.resource<staging>, index) -> ()
      }) : (!stream.resource<external>, index, index) -> (!stream.resource<staging>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
      %10 = "stream.async.load"(%9, %2, %0) : (!stream.resource<staging>, index, index) -> i32
      %11 = "arith.extsi"(%10) : (i32) -> i64
      %12 = "arith.addi"(%arg3, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%12) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    "util.return"(%7) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

