# iree-run-module.mlir:1 of IREE's tools/test, replayed by replay.sh
(iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx %s |   iree-run-module --device=local-task --module=- --function=abs --input="2xf32=-2 3") | FileCheck %s
