"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, i1, index) -> !stream.resource<external>, sym_name = "cloneableBarrierDeeplyNested", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: i1, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "stream.async.clone"(%arg0, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %5 = "util.optimization_barrier"(%4) : (!stream.resource<external>) -> !stream.resource<external>
    %6 = "scf.for"(%0, %arg2, %1, %arg0) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<external>):
      %7 = "scf.if"(%arg1) ({
        %8:2 = "stream.async.execute"(%5, %3, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
        ^bb0(%arg5: !stream.resource<external>):
          %10 = "stream.async.slice"(%arg5, %3, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
          "stream.yield"(%10, %2) : (!stream.resource<external>, index) -> ()
        }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
        %9 = "stream.timepoint.await"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%9) : (!stream.resource<external>) -> ()
      }, {
        "scf.yield"(%arg4) : (!stream.resource<external>) -> ()
      }) : (i1) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%6) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

