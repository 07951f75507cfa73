"builtin.module"() ({
  "util.func"() <{function_type = (index) -> index, sym_name = "FoldChannelCountOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "stream.channel.create"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (index) -> !stream.channel
    %1 = "stream.channel.count"(%0) : (!stream.channel) -> index
    "util.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

