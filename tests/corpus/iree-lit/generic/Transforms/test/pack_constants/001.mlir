"builtin.module"() ({
  "util.func"() <{function_type = () -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint), sym_name = "resourceConstants", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 48 : index}> : () -> index
    %3:4 = "stream.resource.constants"(%0, %1, %2) <{values = [dense<100> : tensor<1xi32>, dense<[101, 102]> : tensor<2xi32>, dense_resource<__elided__> : tensor<3x4xf32>]}> : (index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    "util.return"(%3#0, %3#1, %3#2, %3#3) : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

