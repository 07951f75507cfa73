"builtin.module"() ({
  "util.global"() <{sym_name = "param_with_joined_external_timepoints", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4:2 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %5:2 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.join"(%4#1, %5#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %7 = "stream.async.constant"(%6, %0) <{value = #stream.parameter.named<"model"::"joined_await_param"> : vector<1024xi8>}> : (!stream.timepoint, index) -> !stream.resource<constant>
    %8 = "stream.async.fill"(%7, %0, %1, %2, %2, %3) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%8) <{global = @param_with_joined_external_timepoints}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

