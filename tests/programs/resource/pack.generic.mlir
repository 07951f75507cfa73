"builtin.module"() ({
  "util.func"() <{function_type = () -> (i64, i64, i64, i64), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3:4 = "stream.resource.pack"(%0, %1, %2) <{lifetime_intervals = [0 : index, 4 : index, 2 : index, 6 : index, 5 : index, 9 : index], operandSegmentSizes = array<i32: 0, 3>}> : (index, index, index) -> (index, index, index, index)
    %4 = "arith.index_cast"(%3#0) : (index) -> i64
    %5 = "arith.index_cast"(%3#1) : (index) -> i64
    %6 = "arith.index_cast"(%3#2) : (index) -> i64
    %7 = "arith.index_cast"(%3#3) : (index) -> i64
    "util.return"(%4, %5, %6, %7) : (i64, i64, i64, i64) -> ()
  }) : () -> ()
}) : () -> ()

