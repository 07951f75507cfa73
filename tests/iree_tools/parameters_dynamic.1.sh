# parameters_dynamic.mlir:1 of IREE's tools/test, replayed by replay.sh
(iree-compile     --iree-hal-target-device=local     --iree-hal-local-target-device-backends=vmvx %s |   iree-run-module --device=local-sync --module=- --function=echo     --parameters=%p/parameters_dynamic.safetensors     --expected_output=4xi64=24,28,32,36) |   FileCheck %s
