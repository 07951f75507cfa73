module {
  util.func public @tensorBitCastWithSingleUse(%arg0: tensor<5x24x48xi8>) -> tensor<30x2x192xi4> {
    %0 = flow.tensor.bitcast %arg0 : tensor<5x24x48xi8> -> tensor<30x2x192xi4>
    %1 = flow.tensor.clone %0 : tensor<30x2x192xi4>
    util.return %1 : tensor<30x2x192xi4>
  }
}

