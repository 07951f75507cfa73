module {
  util.func private @tensorParameterLoad(%arg0: index, %arg1: !util.buffer, %arg2: i64) -> !stream.resource<*> {
    %0 = stream.tensor.parameter.load %arg1[%arg2] : tensor<4x8xf32> in !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
}

