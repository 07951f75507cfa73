module {
  util.func private @cfg_branch_dispatch_produced() -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    cf.br ^bb1(%0 : tensor<1xi32>)
  ^bb1(%1: tensor<1xi32>):  // pred: ^bb0
    %2 = flow.dispatch @dispatch(%1) : (tensor<1xi32>) -> tensor<1xi32>
    util.return %2 : tensor<1xi32>
  }
}

