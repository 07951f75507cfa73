#encoding = #iree_encoding.testing<>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
module {
  util.func private @tensorCloneWithEncoding(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !stream.resource<*> {
    %0 = stream.tensor.clone %arg0 : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x4xf32, #encoding1>{%arg1} in !stream.resource<*>{%arg2}
    util.return %0 : !stream.resource<*>
  }
}

