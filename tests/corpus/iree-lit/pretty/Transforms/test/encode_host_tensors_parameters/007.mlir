module {
  util.func public @tensorParameterLoadI4(%arg0: !util.buffer, %arg1: i64) -> !stream.resource<*> {
    %c32 = arith.constant 32 : index
    %0 = stream.tensor.parameter.load %arg0[%arg1] : tensor<32xi4> in !stream.resource<*>{%c32}
    util.return %0 : !stream.resource<*>
  }
}

