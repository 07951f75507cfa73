
//------------------------------------------------------------------------------
// Negative tests. The pass should do nothing for the cases.
//------------------------------------------------------------------------------

// It does not fail because there are no encodings on stream.tensor.dispatch
// ops.

hal.executable.source public @executable {
  hal.executable.export public @dispatch ordinal(0) layout(#hal.pipeline.layout<constants = 0, bindings = [
    #hal.pipeline.binding<storage_buffer>
  ]>)
}
util.func public @dispatch_hal_executable(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !stream.resource<*> {
  %0 = stream.tensor.dispatch @executable::@dispatch(%arg0) : (tensor<4x?xf32>{%arg2} in !stream.resource<*>{%arg1}) -> tensor<4x?xf32>{%arg2} in !stream.resource<*>{%arg1}
  util.return %0 : !stream.resource<*>
}
// CHECK-LABEL: util.func public @dispatch_hal_executable(

