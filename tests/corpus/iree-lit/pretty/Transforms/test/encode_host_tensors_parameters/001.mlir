module {
  util.func public @tensorParameterLoad(%arg0: !util.buffer, %arg1: i64) -> !stream.resource<*> {
    %c128 = arith.constant 128 : index
    %0 = stream.tensor.parameter.load %arg0[%arg1] : tensor<4x8xf32> in !stream.resource<*>{%c128}
    util.return %0 : !stream.resource<*>
  }
}

