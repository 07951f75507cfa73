
// Tests that statically-known invalid ranges emit errors.
// For more useful reporting we report all errors on an op so this expects 2.
util.func public @outOfRangeCopy(%source: !stream.resource<*>, %target: !stream.resource<*>) -> !stream.resource<*> {
  %source_size = arith.constant 256 : index
  %target_size = arith.constant 255 : index  // NOTE: too small!
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  // expected-error @+3 {{invalid Read access range [128 to 512 for 128] of resource %arg0 with size 256}}
  // expected-error @+2 {{invalid Write access range [256 to 512 for 128] of resource %arg1 with size 255}}
  // expected-error @+1 {{invalid Write access range [256 to 512 for 128] of resource %0 with size 255}}
  %0 = stream.async.copy %source[%c128 to %c512], %target[%c256 to %c512], %c128 : !stream.resource<*>{%source_size} -> %target as !stream.resource<*>{%target_size}
  util.return %0 : !stream.resource<*>
}

