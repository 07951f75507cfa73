"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "global0", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "global1", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %3 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    "util.global.store"(%3) <{global = @global0}> : (!stream.timepoint) -> ()
    %4 = "stream.test.timeline_op"(%3) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    "util.global.store"(%4) <{global = @global1}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "initializedGlobals", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "util.global.load"() <{global = @global0}> : () -> !stream.timepoint
    %1 = "util.global.load"() <{global = @global1}> : () -> !stream.timepoint
    %2 = "stream.timepoint.join"(%0, %1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

