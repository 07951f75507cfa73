"builtin.module"() ({
  "util.func"() <{function_type = (!util.list<tensor<*xf32>>) -> (), sym_name = "test", sym_visibility = "public"}> ({
  ^bb0(%arg0: !util.list<tensor<*xf32>>):
    %0 = "arith.constant"() <{value = 10 : index}> : () -> index
    %1 = "util.list.get"(%arg0, %0) : (!util.list<tensor<*xf32>>, index) -> tensor<?xf32>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

