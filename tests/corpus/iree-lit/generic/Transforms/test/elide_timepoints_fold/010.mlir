"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "awaitFoldGlobal", sym_visibility = "private", type = !stream.resource<external>}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>) -> (), sym_name = "awaitFoldAcrossGlobalStoreLoad_store", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4:2 = "stream.test.timeline_op"(%arg0, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %3, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.global.store"(%5) <{global = @awaitFoldGlobal}> : (!stream.resource<external>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !stream.resource<external>, sym_name = "awaitFoldAcrossGlobalStoreLoad_load", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "util.global.load"() <{global = @awaitFoldGlobal}> : () -> !stream.resource<external>
    %2:2 = "stream.test.timeline_op"(%1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%2#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

