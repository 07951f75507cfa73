module {
  util.func private @cfg_cond_branch_select(%arg0: i1) -> tensor<1xi32> {
    %0 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
    %1 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_b>} dense<456> : tensor<1xi32>
    cf.cond_br %arg0, ^bb1(%0 : tensor<1xi32>), ^bb1(%1 : tensor<1xi32>)
  ^bb1(%2: tensor<1xi32>):  // 2 preds: ^bb0, ^bb0
    util.return %2 : tensor<1xi32>
  }
}

