# iree-run-module-in-place.mlir:15 of IREE's tools/test, replayed by replay.sh
(iree-compile %s     --iree-hal-target-device=local     --iree-hal-local-target-device-backends=vmvx |   iree-run-module     --device=local-task     --module=-     --function=in_place_computation     --input="64xf32=1.0"     --input="64xf32=0"     --input="&512xi8=0") |   FileCheck %s --check-prefix=CHECK-EXEC
