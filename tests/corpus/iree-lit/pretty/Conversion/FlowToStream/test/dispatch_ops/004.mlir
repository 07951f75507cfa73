module {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @dispatchAffinity(%arg0: tensor<7x?x24x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?x1024xf32>, tensor<?x?x1024xf32>) {
    %0 = flow.dispatch @ex::@entry0(%arg0) {stream.affinity = #hal.device.affinity<@device_a>} : (tensor<7x?x24x?xf32>{%arg1, %arg2}) -> tensor<?x?x1024xf32>{%arg1, %arg2}
    %1 = flow.dispatch @ex::@entry1(%arg0) {stream.affinity = #hal.device.affinity<@device_b>} : (tensor<7x?x24x?xf32>{%arg1, %arg2}) -> tensor<?x?x1024xf32>{%arg2, %arg1}
    util.return %0, %1 : tensor<?x?x1024xf32>, tensor<?x?x1024xf32>
  }
}

