"builtin.module"() ({
  "util.func"() <{function_type = () -> index, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "stream.channel.create"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !stream.channel
    %1 = "stream.channel.rank"(%0) : (!stream.channel) -> index
    "util.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

