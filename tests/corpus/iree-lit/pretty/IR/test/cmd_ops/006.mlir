module {
  stream.cmd.func private @cmdFunc(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32, %arg4[%arg5 for %arg6]: !stream.resource<*>, %arg7: !custom.type, %arg8[%arg9 for %arg10]: !stream.resource<*>)
  util.func private @cmdCall(%arg0: !stream.resource<external>, %arg1: i32, %arg2: !stream.resource<external>, %arg3: !custom.type, %arg4: !stream.resource<external>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %c102 = arith.constant 102 : index
    %0 = stream.cmd.execute with(%arg0 as %arg5: !stream.resource<external>{%c100}, %arg2 as %arg6: !stream.resource<external>{%c101}, %arg4 as %arg7: !stream.resource<external>{%c102}) {
      stream.cmd.call @cmdFunc(ro %arg5[%c0 for %c100], %arg1, rw %arg6[%c0 for %c101], %arg3, wo %arg7[%c0 for %c102]) : (!stream.resource<external>{%c100}, i32, !stream.resource<external>{%c101}, !custom.type, !stream.resource<external>{%c102}) -> ()
    } => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

