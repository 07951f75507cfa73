module {
  util.func public @tensorParameterLoadI1(%arg0: !util.buffer, %arg1: i64) -> !stream.resource<*> {
    %c16 = arith.constant 16 : index
    %0 = stream.tensor.parameter.load %arg0[%arg1] : tensor<16xi1> in !stream.resource<*>{%c16}
    util.return %0 : !stream.resource<*>
  }
}

