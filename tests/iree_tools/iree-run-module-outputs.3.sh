# iree-run-module-outputs.mlir:3 of IREE's tools/test, replayed by replay.sh
(iree-compile --iree-hal-target-device=local                --iree-hal-local-target-device-backends=vmvx %s |   iree-run-module --device=local-sync --module=- --function=no_output) |  FileCheck --check-prefix=NO-OUTPUT %s
