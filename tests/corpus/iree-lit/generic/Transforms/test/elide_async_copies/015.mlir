"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (!stream.resource<constant>, !stream.resource<constant>), sym_name = "constantCloneMultiUse", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.async.constant"(%arg0) <{value = dense<1.000000e+00> : tensor<256xf32>}> : (index) -> !stream.resource<constant>
    %3 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    %4 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    %5 = "stream.async.dispatch"(%3, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@constantDispatch::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<constant>, index, index, index, index, index) -> !stream.resource<constant>
    %6 = "stream.async.dispatch"(%4, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@constantDispatch::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<constant>, index, index, index, index, index) -> !stream.resource<constant>
    "util.return"(%5, %6) : (!stream.resource<constant>, !stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

