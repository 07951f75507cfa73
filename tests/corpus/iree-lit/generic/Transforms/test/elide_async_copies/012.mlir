"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "global_var", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.func"() <{function_type = () -> !stream.resource<variable>, sym_name = "cloneToVariable", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.dispatch"(%0) <{entry_points = [@dispatch::@entry], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index) -> !stream.resource<*>
    %4 = "stream.async.clone"(%3, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<variable>
    "util.global.store"(%4) <{global = @global_var}> : (!stream.resource<variable>) -> ()
    "util.return"(%4) : (!stream.resource<variable>) -> ()
  }) : () -> ()
}) : () -> ()

