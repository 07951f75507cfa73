"builtin.module"() ({
  "stream.executable"() <{sym_name = "for_dispatch", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "captured_value_for_ordering", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"for_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7 = "scf.for"(%1, %3, %2, %5) ({
    ^bb0(%arg0: index, %arg1: !stream.resource<constant>):
      %8 = "arith.muli"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %9 = "arith.addi"(%8, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %10 = "stream.async.fill"(%arg1, %0, %8, %9, %4, %6) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
      "scf.yield"(%10) : (!stream.resource<constant>) -> ()
    }) : (index, index, index, !stream.resource<constant>) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @captured_value_for_ordering}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

