module {
  util.func public @denseTensorDispatch(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: !stream.resource<external>, %arg4: index, %arg5: index) -> (!stream.resource<external>, !stream.resource<external>) {
    %0:2 = stream.tensor.dispatch @ex::@entry(%arg0, %arg3) : (tensor<4x?xf32>{%arg2} in !stream.resource<transient>{%arg1}, tensor<?xi32>{%arg5} in !stream.resource<external>{%arg4}) -> (tensor<4x?xf32>{%arg2} in !stream.resource<external>{%arg4}, tensor<?xi32>{%arg5} in %arg3{%arg4})
    util.return %0#0, %0#1 : !stream.resource<external>, !stream.resource<external>
  }
}

