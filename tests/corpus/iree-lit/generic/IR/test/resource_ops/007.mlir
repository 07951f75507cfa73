"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> index, sym_name = "resourceSize", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "stream.resource.size"(%arg0) : (!stream.resource<*>) -> index
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

