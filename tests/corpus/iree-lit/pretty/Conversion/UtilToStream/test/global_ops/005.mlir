module {
  util.global public mutable @var_with_buffer_view_store : tensor<?x4xf32>
  util.func public @globalStoreFromExternal(%arg0: !hal.buffer_view) {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%0}
    util.global.store %1, @var_with_buffer_view_store : tensor<?x4xf32>
    util.return
  }
}

