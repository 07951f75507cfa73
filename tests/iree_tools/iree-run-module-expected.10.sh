# iree-run-module-expected.mlir:10 of IREE's tools/test, replayed by replay.sh
(iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx %s |   not iree-run-module --device=local-task --module=- --function=abs --input=f32=-2 --expected_output=f32=123 --expected_output=f32=2.0) |   FileCheck %s --check-prefix=FAILED-FIRST
