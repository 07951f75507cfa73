"builtin.module"() ({
  "util.func"() <{function_type = () -> index, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "stream.channel.create"(%0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (index, index) -> !stream.channel
    %3 = "stream.channel.rank"(%2) : (!stream.channel) -> index
    "util.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

