module {
  util.func private @cfg_cond_branch_select_consumer(%arg0: i1) -> tensor<1xi32> {
    %0 = flow.tensor.constant dense<123> : tensor<1xi32>
    cf.cond_br %arg0, ^bb1(%0 : tensor<1xi32>), ^bb2(%0 : tensor<1xi32>)
  ^bb1(%1: tensor<1xi32>):  // pred: ^bb0
    %2 = flow.tensor.transfer %1 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return %2 : tensor<1xi32>
  ^bb2(%3: tensor<1xi32>):  // pred: ^bb0
    %4 = flow.tensor.transfer %3 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.return %4 : tensor<1xi32>
  }
}

