module {
  util.func private @cfg_loop_back_edge() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    cf.br ^bb1(%0 : tensor<1xi32>)
  ^bb1(%1: tensor<1xi32>):  // 2 preds: ^bb0, ^bb1
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %3 = util.call @step(%2) : (tensor<1xi32>) -> i1
    cf.cond_br %3, ^bb1(%1 : tensor<1xi32>), ^bb2(%2 : tensor<1xi32>)
  ^bb2(%4: tensor<1xi32>):  // pred: ^bb1
    %5 = flow.tensor.transfer %4 : tensor<1xi32> to #hal.device.promise<@dev_c>
    util.return %5 : tensor<1xi32>
  }
  util.func private @step(%arg0: tensor<1xi32>) -> i1
}

