// SR_API: marks a declaration as part of streamref's public ABI.
//
// streamref's libraries are compiled with hidden symbol visibility, so the
// shared library (libstreamref.so) exports exactly the functions declared
// with SR_API in include/streamref/ and nothing of its internals. Every
// function declared in a public header carries it:
//
//   SR_API SR_MUST_USE_RESULT sr_status_t sr_thing_create(...);
//
// The committed list of exported symbols (tests/abi/) is checked by the
// `abi_symbols` test, so a symbol is added to or removed from the ABI only
// on purpose (see include/README.md).
//
// Static linking is unaffected: the attribute only decides what a shared
// object exports.
#ifndef STREAMREF_EXPORT_H_
#define STREAMREF_EXPORT_H_

#if defined(__GNUC__) || defined(__clang__)
#define SR_API __attribute__((visibility("default")))
#else
#define SR_API
#endif

#endif  // STREAMREF_EXPORT_H_
