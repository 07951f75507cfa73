module {
  util.global private @param_with_affinity : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant on(#hal.device.affinity<@device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"gpu_param"> : vector<1024xi8>
    %c42_i32 = arith.constant 42 : i32
    %0 = stream.async.fill on(#hal.device.affinity<@device_0>) %c42_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
    util.global.store %0, @param_with_affinity : !stream.resource<constant>
    util.return
  }
}

