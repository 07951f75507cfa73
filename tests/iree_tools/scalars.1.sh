# scalars.mlir:1 of IREE's tools/test, replayed by replay.sh
(iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx %s |   iree-run-module --module=- --function=scalar --input=42) |   FileCheck %s
