module {
  util.func public @tensorParameterLoadDynamic(%arg0: !util.buffer, %arg1: i64, %arg2: index, %arg3: index) -> !stream.resource<*> {
    %0 = stream.tensor.parameter.load %arg0[%arg1] : tensor<?x8xf32>{%arg2} in !stream.resource<*>{%arg3}
    util.return %0 : !stream.resource<*>
  }
}

