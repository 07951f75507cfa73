"builtin.module"() ({
  "stream.executable"() <{sym_name = "captured_dispatch", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "captured_value_if_ordering", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"captured_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "scf.if"(%5) ({
      %7 = "stream.async.fill"(%3, %0, %1, %0, %0, %4) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
      "scf.yield"(%7) : (!stream.resource<constant>) -> ()
    }, {
      "scf.yield"(%3) : (!stream.resource<constant>) -> ()
    }) : (i1) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @captured_value_if_ordering}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

