module {
  util.func private @resourceTryMap(%arg0: !util.buffer) -> (i1, !stream.resource<constant>) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %did_map, %result = stream.resource.try_map %arg0[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c128}
    util.return %did_map, %result : i1, !stream.resource<constant>
  }
}

