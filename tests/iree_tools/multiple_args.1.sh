# multiple_args.mlir:1 of IREE's tools/test, replayed by replay.sh
iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=vmvx %s |    iree-run-module --module=- --function=multi_input --input="2xi32=[1 2]" --input="2xi32=[3 4]" |    FileCheck %s
