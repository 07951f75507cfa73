# iree-run-module-expected.mlir:7 of IREE's tools/test, replayed by replay.sh
(iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx %s |   iree-run-module --device=local-task --module=- --function=abs --input=f32=-2 --expected_output=f32=-2 --expected_output=f32=2.1 --expected_f32_threshold=0.1) |   FileCheck %s --check-prefix=SUCCESS-THRESHOLD
