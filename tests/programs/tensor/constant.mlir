// stream.tensor.constant: dense f32, splat i32, i1 and dense_resource
// values.
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %0 = stream.tensor.constant : tensor<2x3xf32> in !stream.resource<*> = dense<[[1.0, 2.5, -3.0], [4.0, 0.5, 6.25]]> : tensor<2x3xf32>
  %1 = stream.tensor.constant : tensor<4xi32> in !stream.resource<*> = dense<-9> : tensor<4xi32>
  %2 = stream.tensor.constant : tensor<4xi1> in !stream.resource<*> = dense<[true, false, false, true]> : tensor<4xi1>
  %3 = stream.tensor.constant : tensor<2xi32> in !stream.resource<*> = dense_resource<blob> : tensor<2xi32>
  %s0 = stream.tensor.sizeof tensor<2x3xf32> : index
  %s1 = stream.tensor.sizeof tensor<4xi32> : index
  %s2 = stream.tensor.sizeof tensor<4xi1> : index
  %s3 = stream.tensor.sizeof tensor<2xi32> : index
  %e0 = stream.async.cast %0 : !stream.resource<*>{%s0} -> !stream.resource<external>{%s0}
  %e1 = stream.async.cast %1 : !stream.resource<*>{%s1} -> !stream.resource<external>{%s1}
  %e2 = stream.async.cast %2 : !stream.resource<*>{%s2} -> !stream.resource<external>{%s2}
  %e3 = stream.async.cast %3 : !stream.resource<*>{%s3} -> !stream.resource<external>{%s3}
  %v0 = stream.tensor.export %e0 : tensor<2x3xf32> in !stream.resource<external>{%s0} -> !hal.buffer_view
  %v1 = stream.tensor.export %e1 : tensor<4xi32> in !stream.resource<external>{%s1} -> !hal.buffer_view
  %v2 = stream.tensor.export %e2 : tensor<4xi1> in !stream.resource<external>{%s2} -> !hal.buffer_view
  %v3 = stream.tensor.export %e3 : tensor<2xi32> in !stream.resource<external>{%s3} -> !hal.buffer_view
  util.return %v0, %v1, %v2, %v3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000700000008000000"
    }
  }
#-}
