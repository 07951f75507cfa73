"builtin.module"() <{sym_name = "test"}> ({
  "util.func"() <{function_type = (!util.buffer) -> !stream.resource<external>, sym_name = "borrowed_import_transfer_preserves_mutating_clone", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.promise<@dev_a>, result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "stream.async.transfer"(%3, %1, %1) <{source_affinity = #hal.device.promise<@dev_a>, target_affinity = #hal.device.promise<@dev_c>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %5 = "stream.async.clone"(%4, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %6 = "stream.async.fill"(%5, %1, %0, %1, %1, %2) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"(%6) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_c = {})]>} : () -> ()

