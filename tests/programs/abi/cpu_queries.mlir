// hal.device.query of the "hal.cpu" category (CPU features by LLVM name, as
// IREE's local devices answer them from CPUID) and of the "hal.device" and
// "hal.dispatch" concurrency keys on a local-sync device; an unknown CPU
// feature is an unknown key (the default value; iree-compile folds `ok` to
// true when a default is given, and streamref does the same). Only features
// every x86-64 CPU of the last 15 years has, so the expected output holds
// on any CI machine.
//
// The expected output is written by hand: IREE 3.13's iree-run-module
// answers 0 to every hal.cpu key of this program, because its CPU data is
// only read from CPUID when an executable loader loads an executable, and
// this program has none. With an llvm-cpu executable in the module it
// answers sse3, avx2, avx512f = 1 1 0 on the Zen 3 this was checked on,
// as streamref does (without one, streamref gives the same answers).
// FLAG: --function=main
// FLAG: --device=local-sync
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=1
// OUT: result[1]: i32=1
// OUT: result[2]: i32=1
// OUT: result[3]: i32=1
// OUT: result[4]: i32=1
// OUT: result[5]: i32=1
// OUT: result[6]: i32=1
// OUT: result[7]: i32=42
// OUT: result[8]: i32=1
// OUT: result[9]: i32=1
// OUT: result[10]: i32=1
// OUT: result[11]: i32=1
util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.func public @main() -> (i1, i1, i1, i1, i1, i1, i1, i32, i1, i32, i1, i32) {
  %c0 = arith.constant 0 : index
  %device = hal.devices.get %c0 : !hal.device
  %ok0, %sse3 = hal.device.query<%device : !hal.device> key("hal.cpu" :: "sse3") : i1, i1 = false
  %ok1, %ssse3 = hal.device.query<%device : !hal.device> key("hal.cpu" :: "ssse3") : i1, i1 = false
  %ok2, %sse42 = hal.device.query<%device : !hal.device> key("hal.cpu" :: "sse4.2") : i1, i1 = false
  %ok3, %bogus = hal.device.query<%device : !hal.device> key("hal.cpu" :: "sse9") : i1, i32 = 42 : i32
  %ok4, %queues = hal.device.query<%device : !hal.device> key("hal.device" :: "concurrency") : i1, i32 = 0 : i32
  %ok5, %workers = hal.device.query<%device : !hal.device> key("hal.dispatch" :: "concurrency") : i1, i32 = 0 : i32
  util.return %ok0, %sse3, %ok1, %ssse3, %sse42, %ok2, %ok3, %bogus, %ok4, %queues, %ok5, %workers : i1, i1, i1, i1, i1, i1, i1, i32, i1, i32, i1, i32
}
