module {
  util.func private @FoldSubviewsIntoCmdDispatchOp(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1000 = arith.constant 1000 : index
    %c2000 = arith.constant 2000 : index
    %c3000 = arith.constant 3000 : index
    %c4000 = arith.constant 4000 : index
    %0 = stream.resource.subview %arg0[%c64] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c3000}
    %1 = stream.resource.subview %arg0[%c128] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c4000}
    %2 = stream.cmd.execute with(%0 as %arg2: !stream.resource<transient>{%c3000}, %1 as %arg3: !stream.resource<transient>{%c4000}) {
      stream.cmd.dispatch @executable::@dispatch[%c1, %c1, %c1] {
        ro %arg2[%c1000 for %c1000] : !stream.resource<transient>{%c3000},
        wo %arg3[%c2000 for %c1000] : !stream.resource<transient>{%c4000}
      }
    } => !stream.timepoint
    util.return %2 : !stream.timepoint
  }
}

