module {
  util.global private @device : !hal.device
  util.func public @tensorBarrierDispatch(%arg0: tensor<?x128xi8>, %arg1: index) -> tensor<?x128xi8> {
    %0 = flow.tensor.barrier %arg0 : tensor<?x128xi8>{%arg1} on #hal.device.affinity<@device>
    %1 = flow.dispatch @ex::@entry(%0) : (tensor<?x128xi8>{%arg1}) -> tensor<?x128xi8>{%arg1}
    util.return %1 : tensor<?x128xi8>
  }
}

