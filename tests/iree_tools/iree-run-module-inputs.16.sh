# iree-run-module-inputs.mlir:16 of IREE's tools/test, replayed by replay.sh
(iree-compile %s |   iree-run-module --module=-                   --function=scalars                   --input=1                   --input=5                   --input=1234                   --input=-3.14) |  FileCheck --check-prefix=INPUT-SCALARS %s
