module {
  util.func private @tensorParameterWrite(%arg0: !stream.resource<*>, %arg1: index, %arg2: !util.buffer, %arg3: i64) -> !stream.resource<*> {
    %0 = stream.tensor.parameter.write %arg0 -> %arg2[%arg3] : tensor<4x8xf32> in !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

