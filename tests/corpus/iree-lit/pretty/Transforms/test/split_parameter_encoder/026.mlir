module {
  util.global private @passthrough_overlay : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"passthrough_param_overlay"> : vector<1024xi8>
    util.global.store %cst, @passthrough_overlay : !stream.resource<constant>
    util.return
  }
}

