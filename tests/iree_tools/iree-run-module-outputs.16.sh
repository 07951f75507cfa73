# iree-run-module-outputs.mlir:16 of IREE's tools/test, replayed by replay.sh
(iree-compile --iree-hal-target-device=local                --iree-hal-local-target-device-backends=vmvx %s |   iree-run-module --device=local-sync --module=- --function=default) |  FileCheck --check-prefix=OUTPUT-DEFAULT %s
