"builtin.module"() ({
  "util.func"() <{function_type = (i1, i1, i1, !stream.resource<constant>, !stream.resource<staging>, !stream.resource<external>, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "SinkAwaitToFirstConsumerRegion", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: !stream.resource<constant>, %arg4: !stream.resource<staging>, %arg5: !stream.resource<external>, %arg6: !stream.timepoint):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 200 : index}> : () -> index
    %2:2 = "stream.timepoint.await"(%arg3, %arg4, %0, %1, %arg6) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<constant>, !stream.resource<staging>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<staging>)
    "cf.cond_br"(%arg0, %arg5, %arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, !stream.resource<external>, !stream.resource<external>) -> ()
  ^bb1:  // pred: ^bb0
    %3 = "fake.region"() ({
      %7 = "fake.region"() ({
        %8 = "stream.async.transfer"(%2#0, %0, %0) : (!stream.resource<constant>, index, index) -> !stream.resource<external>
        "fake.yield"(%8) : (!stream.resource<external>) -> ()
      }) : () -> !stream.resource<external>
      "fake.yield"(%7) : (!stream.resource<external>) -> ()
    }) : () -> !stream.resource<external>
    %4 = "stream.async.transfer"(%2#1, %1, %1) : (!stream.resource<staging>, index, index) -> !stream.resource<external>
    "cf.br"(%4, %3)[^bb2] : (!stream.resource<external>, !stream.resource<external>) -> ()
  ^bb2(%5: !stream.resource<external>, %6: !stream.resource<external>):  // 2 preds: ^bb0, ^bb1
    "util.return"(%5, %6) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

