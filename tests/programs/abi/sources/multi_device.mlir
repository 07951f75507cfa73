// Two devices: the input is scaled on device_a, moved to device_b, offset
// there, and moved back (make_abi_programs.py compiles it with
// --iree-hal-target-device=device_a=local[0] and device_b=local[1]).
func.func public @main(%input: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) {
  %scale = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = arith.mulf %input, %scale : tensor<4xf32>
  %on_b = flow.tensor.transfer %a : tensor<4xf32> to #hal.device.promise<@device_b>
  %offset = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %b = arith.addf %on_b, %offset : tensor<4xf32>
  %back = flow.tensor.transfer %b : tensor<4xf32> to #hal.device.promise<@device_a>
  return %back : tensor<4xf32>
}
