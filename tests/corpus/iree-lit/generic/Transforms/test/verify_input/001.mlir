"builtin.module"() ({
  "flow.executable"() <{sym_name = "dispatch_with_result_ex"}> ({
    "builtin.module"() ({
      "func.func"() <{function_type = (tensor<1xf32>) -> tensor<1xf32>, sym_name = "dispatch_with_result"}> ({
      ^bb0(%arg0: tensor<1xf32>):
        "func.return"(%arg0) : (tensor<1xf32>) -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable.export"() <{function_ref = @dispatch_with_result, sym_name = "dispatch_with_result"}> ({
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

