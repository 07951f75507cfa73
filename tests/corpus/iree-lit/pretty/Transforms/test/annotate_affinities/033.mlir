module {
  util.func private @cfg_branch_constant_consumed() -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    cf.br ^bb1(%0 : tensor<1xi32>)
  ^bb1(%1: tensor<1xi32>):  // pred: ^bb0
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %2 : tensor<1xi32>
  }
}

