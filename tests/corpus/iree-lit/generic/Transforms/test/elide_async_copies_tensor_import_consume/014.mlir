"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_borrowed_readonly", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @read_only, sym_name = "read_only", sym_visibility = "public"}> ({
      %5 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%5, %5, %5) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> !stream.resource<external>, sym_name = "borrowed_import_readonly_elides_clone", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %3 = "stream.async.clone"(%2, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %4 = "stream.async.dispatch"(%3, %1, %0, %1, %1, %1) <{entry_points = [@ex_borrowed_readonly::@read_only], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    "util.return"(%4) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

