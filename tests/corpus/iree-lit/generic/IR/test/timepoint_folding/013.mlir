"builtin.module"() ({
  "util.func"() <{function_type = (i1, i1, !stream.resource<constant>, !stream.resource<staging>, !stream.resource<external>, !stream.timepoint) -> !stream.resource<external>, sym_name = "SinkAwaitToFirstConsumer", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: !stream.resource<constant>, %arg3: !stream.resource<staging>, %arg4: !stream.resource<external>, %arg5: !stream.timepoint):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 200 : index}> : () -> index
    %2:2 = "stream.timepoint.await"(%arg2, %arg3, %0, %1, %arg5) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<constant>, !stream.resource<staging>, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<staging>)
    "cf.cond_br"(%arg0, %arg4)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, !stream.resource<external>) -> ()
  ^bb1:  // pred: ^bb0
    "cf.cond_br"(%arg1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %3 = "stream.async.transfer"(%2#0, %0, %0) : (!stream.resource<constant>, index, index) -> !stream.resource<external>
    "cf.br"(%3)[^bb4] : (!stream.resource<external>) -> ()
  ^bb3:  // pred: ^bb1
    %4 = "stream.async.transfer"(%2#1, %1, %1) : (!stream.resource<staging>, index, index) -> !stream.resource<external>
    "cf.br"(%4)[^bb4] : (!stream.resource<external>) -> ()
  ^bb4(%5: !stream.resource<external>):  // 3 preds: ^bb0, ^bb2, ^bb3
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

