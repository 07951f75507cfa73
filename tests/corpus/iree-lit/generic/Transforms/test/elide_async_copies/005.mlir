"builtin.module"() ({
  "util.func"() <{function_type = (i1, index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "blockArgMove", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %4 = "stream.async.splat"(%2, %arg1) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.splat"(%3, %arg1) : (i32, index) -> !stream.resource<*>
    "cf.br"(%4, %5)[^bb1] : (!stream.resource<*>, !stream.resource<*>) -> ()
  ^bb1(%6: !stream.resource<*>, %7: !stream.resource<*>):  // 2 preds: ^bb0, ^bb1
    %8 = "stream.async.clone"(%6, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %9 = "stream.async.fill"(%8, %arg1, %0, %1, %1, %2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    %10 = "stream.async.clone"(%7, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %11 = "stream.async.fill"(%10, %arg1, %0, %1, %1, %3) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    %12 = "arith.select"(%arg0, %5, %11) : (i1, !stream.resource<*>, !stream.resource<*>) -> !stream.resource<*>
    "cf.cond_br"(%arg0, %9, %12, %9, %12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) -> ()
  ^bb2(%13: !stream.resource<*>, %14: !stream.resource<*>):  // pred: ^bb1
    "util.return"(%13, %14) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

