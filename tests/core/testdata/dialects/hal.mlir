// hal dialect ops in custom syntax (expected outputs: regenerate.sh).
util.func public @f(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: index, %dev: !hal.device, %buf: !hal.buffer) -> !hal.buffer_view {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : i32
  %t = hal.element_type<f32> : i32
  %t2 = hal.element_type<i8> : i32
  %e = hal.encoding_type<dense_row_major> : i32
  hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c4, %arg2]) type(%t) encoding(%e)
  %d = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  %r = hal.buffer_view.rank<%arg0 : !hal.buffer_view> : index
  %b = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
  %et = hal.buffer_view.element_type<%arg0 : !hal.buffer_view> : i32
  %ent = hal.buffer_view.encoding_type<%arg0 : !hal.buffer_view> : i32
  %v = hal.buffer_view.create buffer(%buf : !hal.buffer)[%c4, %c4] shape([%c4]) type(%t) encoding(%e) : !hal.buffer_view
  %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) wait(%arg1) => %arg0 "input" : !hal.buffer_view -> tensor<?xf32>{%arg2}
  %1 = hal.tensor.import consume %arg0 : !hal.buffer_view -> tensor<2xui32> as tensor<4xbf16>
  %2 = hal.tensor.import wait(%arg1) => %arg0 offset(%arg2) : !hal.buffer_view -> tensor<4xf32>
  %3 = hal.tensor.alias wait(%arg1) => %0 : tensor<?xf32>{%arg2} to %buf : !hal.buffer
  %4:2 = hal.tensor.barrier join(%3, %2 : tensor<?xf32>, tensor<4xf32>) => %arg1 : !hal.fence
  %5 = hal.tensor.export on(#hal.device.promise<@dev_b>) %4#0 "out" : tensor<?xf32>{%arg2} -> !hal.buffer_view
  %6 = hal.tensor.export %1 : tensor<2xui32> as tensor<4xbf16> -> !hal.buffer_view
  %7 = hal.tensor.transients %2 : tensor<4xf32> from %buf : !hal.buffer
  %f = hal.fence.create device(%dev : !hal.device) flags("None") : !hal.fence
  %j = hal.fence.join at([%f, %arg1]) flags("None") -> !hal.fence
  %s = hal.fence.await until([%j]) timeout_millis(%c0) flags("None") : i32
  %q = hal.fence.query<%f : !hal.fence> : i32
  hal.fence.signal<%f : !hal.fence>
  hal.fence.fail<%f : !hal.fence> status(%q)
  %dd, %aa = hal.device.resolve on(#hal.device.affinity<@dev>) : !hal.device, i64
  %n = hal.devices.count : index
  %g = hal.devices.get %c4 : !hal.device
  hal.buffer_view.trace "foo" = %arg0 : !hal.buffer_view
  util.return %5 : !hal.buffer_view
}
hal.executable.source public @executable {
  hal.executable.export public @dispatch ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>)
  hal.executable.export public @counted ordinal(1) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) count(%arg0: !hal.device, %arg1: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    hal.return %arg1, %c1, %c1 : index, index, index
  }
}
