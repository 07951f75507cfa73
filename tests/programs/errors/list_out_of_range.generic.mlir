"builtin.module"() ({
  "util.func"() <{function_type = () -> i32, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "util.list.create"(%0) : (index) -> !util.list<i32>
    "util.list.resize"(%2, %0) : (!util.list<i32>, index) -> ()
    %3 = "util.list.get"(%2, %1) : (!util.list<i32>, index) -> i32
    "util.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

