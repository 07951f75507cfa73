"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_mutate", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @mutate, sym_name = "mutate", sym_visibility = "public"}> ({
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%9, %9, %9) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer, index) -> !util.buffer, sym_name = "scf_for_inplace_on_imported", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{consume, result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "scf.for"(%0, %arg1, %1, %3) ({
    ^bb0(%arg2: index, %arg3: !stream.resource<external>):
      %8 = "stream.async.dispatch"(%1, %1, %1, %arg3, %2, %0, %2, %2, %2) <{entry_points = [@ex_mutate::@mutate], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
      "scf.yield"(%8) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    %5 = "stream.async.slice"(%4, %2, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %6 = "stream.async.transfer"(%5, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %7 = "stream.tensor.export"(%6, %2) <{source_encoding = tensor<1024xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%7) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

