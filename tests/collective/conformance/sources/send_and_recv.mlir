// send and recv (stream.async.collective: flow has neither) on a
// spread of element types: each even rank with a successor sends to
// it, each odd rank receives from its predecessor. A receiver's
// result is the sender's input; a sender's target (and that of an
// even last rank, which does neither) keeps its 0x3F fill.
// IREE 3.13 cannot lower these to stream.cmd.collective (its
// verifier wants one resource for send/recv, the conversion gives
// two): only the async phase exists.
util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count_elements = arith.constant 6 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %fill = arith.constant 63 : i8
  %channel = stream.channel.create : !stream.channel
  %rank = stream.channel.rank %channel : index
  %count = stream.channel.count %channel : index
  %in0 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<2x3xi8> in !stream.resource<external>{%c6}
  %in1 = stream.tensor.import %arg1 : !hal.buffer_view -> tensor<2x3xi16> in !stream.resource<external>{%c12}
  %in2 = stream.tensor.import %arg2 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%c24}
  %in3 = stream.tensor.import %arg3 : !hal.buffer_view -> tensor<2x3xi64> in !stream.resource<external>{%c48}
  %in4 = stream.tensor.import %arg4 : !hal.buffer_view -> tensor<2x3xf16> in !stream.resource<external>{%c12}
  %in5 = stream.tensor.import %arg5 : !hal.buffer_view -> tensor<2x3xbf16> in !stream.resource<external>{%c12}
  %in6 = stream.tensor.import %arg6 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
  %in7 = stream.tensor.import %arg7 : !hal.buffer_view -> tensor<2x3xf64> in !stream.resource<external>{%c48}
  %c2 = arith.constant 2 : index
  %parity = arith.remui %rank, %c2 : index
  %odd = arith.cmpi eq, %parity, %c1 : index
  %next = arith.addi %rank, %c1 : index
  %has_next = arith.cmpi ult, %next, %count : index
  %prev = arith.subi %rank, %c1 : index
  %next_i32 = arith.index_cast %next : index to i32
  %prev_i32 = arith.index_cast %prev : index to i32
  %moved_si8_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c6}
  %moved_si8 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : si8>[%count_elements] channel(%channel) source(%prev_i32) %in0[%c0 to %c6 for %c6], %moved_si8_target[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %moved_si8_target as !stream.resource<*>{%c6}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : si8>[%count_elements] channel(%channel) target(%next_i32) %in0[%c0 to %c6 for %c6], %moved_si8_target[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %moved_si8_target as !stream.resource<*>{%c6}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_si8_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_si8_ext = stream.async.transfer %moved_si8 : !stream.resource<*>{%c6} -> !stream.resource<external>{%c6}
  %moved_si8_view = stream.tensor.export %moved_si8_ext : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
  %moved_ui16_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c12}
  %moved_ui16 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : ui16>[%count_elements] channel(%channel) source(%prev_i32) %in1[%c0 to %c12 for %c12], %moved_ui16_target[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %moved_ui16_target as !stream.resource<*>{%c12}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : ui16>[%count_elements] channel(%channel) target(%next_i32) %in1[%c0 to %c12 for %c12], %moved_ui16_target[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %moved_ui16_target as !stream.resource<*>{%c12}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_ui16_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_ui16_ext = stream.async.transfer %moved_ui16 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
  %moved_ui16_view = stream.tensor.export %moved_ui16_ext : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
  %moved_si32_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c24}
  %moved_si32 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : si32>[%count_elements] channel(%channel) source(%prev_i32) %in2[%c0 to %c24 for %c24], %moved_si32_target[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %moved_si32_target as !stream.resource<*>{%c24}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : si32>[%count_elements] channel(%channel) target(%next_i32) %in2[%c0 to %c24 for %c24], %moved_si32_target[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %moved_si32_target as !stream.resource<*>{%c24}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_si32_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_si32_ext = stream.async.transfer %moved_si32 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
  %moved_si32_view = stream.tensor.export %moved_si32_ext : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
  %moved_ui64_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c48}
  %moved_ui64 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : ui64>[%count_elements] channel(%channel) source(%prev_i32) %in3[%c0 to %c48 for %c48], %moved_ui64_target[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %moved_ui64_target as !stream.resource<*>{%c48}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : ui64>[%count_elements] channel(%channel) target(%next_i32) %in3[%c0 to %c48 for %c48], %moved_ui64_target[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %moved_ui64_target as !stream.resource<*>{%c48}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_ui64_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_ui64_ext = stream.async.transfer %moved_ui64 : !stream.resource<*>{%c48} -> !stream.resource<external>{%c48}
  %moved_ui64_view = stream.tensor.export %moved_ui64_ext : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
  %moved_f16_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c12}
  %moved_f16 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : f16>[%count_elements] channel(%channel) source(%prev_i32) %in4[%c0 to %c12 for %c12], %moved_f16_target[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %moved_f16_target as !stream.resource<*>{%c12}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : f16>[%count_elements] channel(%channel) target(%next_i32) %in4[%c0 to %c12 for %c12], %moved_f16_target[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %moved_f16_target as !stream.resource<*>{%c12}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_f16_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_f16_ext = stream.async.transfer %moved_f16 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
  %moved_f16_view = stream.tensor.export %moved_f16_ext : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
  %moved_bf16_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c12}
  %moved_bf16 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : bf16>[%count_elements] channel(%channel) source(%prev_i32) %in5[%c0 to %c12 for %c12], %moved_bf16_target[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %moved_bf16_target as !stream.resource<*>{%c12}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : bf16>[%count_elements] channel(%channel) target(%next_i32) %in5[%c0 to %c12 for %c12], %moved_bf16_target[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %moved_bf16_target as !stream.resource<*>{%c12}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_bf16_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_bf16_ext = stream.async.transfer %moved_bf16 : !stream.resource<*>{%c12} -> !stream.resource<external>{%c12}
  %moved_bf16_view = stream.tensor.export %moved_bf16_ext : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
  %moved_f32_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c24}
  %moved_f32 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : f32>[%count_elements] channel(%channel) source(%prev_i32) %in6[%c0 to %c24 for %c24], %moved_f32_target[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %moved_f32_target as !stream.resource<*>{%c24}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : f32>[%count_elements] channel(%channel) target(%next_i32) %in6[%c0 to %c24 for %c24], %moved_f32_target[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %moved_f32_target as !stream.resource<*>{%c24}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_f32_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_f32_ext = stream.async.transfer %moved_f32 : !stream.resource<*>{%c24} -> !stream.resource<external>{%c24}
  %moved_f32_view = stream.tensor.export %moved_f32_ext : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
  %moved_f64_target = stream.async.splat %fill : i8 -> !stream.resource<*>{%c48}
  %moved_f64 = scf.if %odd -> !stream.resource<*> {
    %r = stream.async.collective<recv : f64>[%count_elements] channel(%channel) source(%prev_i32) %in7[%c0 to %c48 for %c48], %moved_f64_target[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %moved_f64_target as !stream.resource<*>{%c48}
    scf.yield %r : !stream.resource<*>
  } else {
    %s = scf.if %has_next -> !stream.resource<*> {
      %r = stream.async.collective<send : f64>[%count_elements] channel(%channel) target(%next_i32) %in7[%c0 to %c48 for %c48], %moved_f64_target[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %moved_f64_target as !stream.resource<*>{%c48}
      scf.yield %r : !stream.resource<*>
    } else {
      scf.yield %moved_f64_target : !stream.resource<*>
    }
    scf.yield %s : !stream.resource<*>
  }
  %moved_f64_ext = stream.async.transfer %moved_f64 : !stream.resource<*>{%c48} -> !stream.resource<external>{%c48}
  %moved_f64_view = stream.tensor.export %moved_f64_ext : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
  util.return %moved_si8_view, %moved_ui16_view, %moved_si32_view, %moved_ui64_view, %moved_f16_view, %moved_bf16_view, %moved_f32_view, %moved_f64_view : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
