module {
  stream.executable private @ex6 {
    stream.executable.export public @device_complex_f64_bitcast 
    builtin.module {
      util.func public @device_complex_f64_bitcast(%arg0: complex<f64>, %arg1: !stream.binding) {
        %0 = util.optimization_barrier %arg0 : complex<f64>
        util.return
      }
    }
  }
  util.func public @host_complex_bitcast(%arg0: complex<f64>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @ex6::@device_complex_f64_bitcast[%c1, %c1, %c1](%arg0 : complex<f64>) {
        wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

