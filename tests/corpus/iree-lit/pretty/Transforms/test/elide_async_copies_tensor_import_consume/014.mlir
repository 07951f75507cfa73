module {
  stream.executable private @ex_borrowed_readonly {
    stream.executable.export public @read_only workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @borrowed_import_readonly_elides_clone(%arg0: !util.buffer) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %0 = stream.tensor.import %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.clone %0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %2 = stream.async.dispatch @ex_borrowed_readonly::@read_only(%1[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
    util.return %2 : !stream.resource<external>
  }
}

