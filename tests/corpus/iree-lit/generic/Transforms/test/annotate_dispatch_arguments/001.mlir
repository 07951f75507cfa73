"builtin.module"() ({
  "stream.executable"() <{sym_name = "skipExternExecutablesEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> (), sym_name = "skipExternExecutables", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "stream.resource.alloc"(%1) <{uninitialized}> : (index) -> !stream.resource<transient>
    %4 = "stream.cmd.execute"(%3, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %2, %arg1, %1, %0, %1) <{entry_points = [@annotatePotentialValuesEx::@dispatch], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

