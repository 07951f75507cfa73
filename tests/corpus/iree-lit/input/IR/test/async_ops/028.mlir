stream.async.func private @asyncExtern(%arg0: !stream.resource<transient>, %arg1: index) -> %arg0

util.func private @asyncExternNarrowLifetimeCall(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{function argument type mismatch; expected '!stream.resource<external>' but callee provides '!stream.resource<transient>'}}
  %call = stream.async.call @asyncExtern(%arg0[%c0 to %arg1 for %arg1], %arg1) : (!stream.resource<external>{%arg1}, index) -> %arg0{%arg1}
  util.return %call : !stream.resource<external>
}

