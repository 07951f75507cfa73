module {
  util.func public @scfFor(%arg0: !stream.resource<staging>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %c4 step %c2 iter_args(%arg3 = %cst) -> (f32) {
      %1 = stream.async.load %arg0[%arg2] : !stream.resource<staging>{%arg1} -> f32
      %2 = stream.async.store %cst, %arg0[%arg2] : f32 -> %arg0 as !stream.resource<staging>{%arg1}
      %3 = arith.addf %1, %arg3 : f32
      scf.yield %3 : f32
    }
    util.return %0 : f32
  }
}

