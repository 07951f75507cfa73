"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_update", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%7, %7, %7) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "updateElisionOverwrite", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %4 = "stream.async.splat"(%2, %arg0) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.splat"(%3, %1) : (i32, index) -> !stream.resource<*>
    %6 = "stream.async.update"(%4, %arg0, %0, %1, %5, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

