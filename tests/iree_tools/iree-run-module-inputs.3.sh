# iree-run-module-inputs.mlir:3 of IREE's tools/test, replayed by replay.sh
(iree-compile %s |   iree-run-module --module=- --function=no_input) |  FileCheck --check-prefix=NO-INPUT %s
