#!/bin/sh
# Runs `streamref-opt --verify-diagnostics --split-input-file` over the
# cases of IREE's Stream lit tests (tests/corpus/iree-lit/input) whose RUN
# line streamref-opt can execute: --verify-diagnostics with no passes (the
# parser and structural verifier), or with the --iree-stream-verify-* passes
# of core/passes. Cases of other lit files need IREE passes streamref does
# not implement (conversion, scheduling, ...) and are counted as skipped.
#
#   run_lit_verify.sh STREAMREF_OPT INPUT_DIR [REQUIRED_PREFIX...]
#
# Every case of a lit file whose path starts with one of REQUIRED_PREFIX
# must pass; the others are reported as a share. Exit 0 when the required
# cases pass.
set -u
opt=$1
input=$2
shift 2

annotated_total=0 annotated_pass=0
plain_total=0 plain_pass=0
skipped_annotated=0 skipped_files=0
required_failures=0

# The flags of the first RUN command when streamref-opt supports all of
# them; empty otherwise.
supported_flags() {
  run=$(grep -m1 '^// RUN:' "$1" | sed 's|^// RUN: *||; s/|.*//')
  case "$run" in *verify-diagnostics*) ;; *) return 1 ;; esac
  flags=""
  for token in $run; do
    case "$token" in
      iree-opt|%s|--split-input-file|--verify-diagnostics) ;;
      --allow-unregistered-dialect|--iree-stream-verify-*)
        flags="$flags $token" ;;
      *) return 1 ;;
    esac
  done
  printf '%s\n' "$flags"
}

is_required() {
  for prefix in "$@"; do
    case "$rel" in "$prefix"*) return 0 ;; esac
  done
  return 1
}

for first in $(find "$input" -name 001.mlir | sort); do
  dir=$(dirname "$first")
  rel=${dir#"$input"/}
  if ! flags=$(supported_flags "$first"); then
    skipped_files=$((skipped_files + 1))
    n=$(grep -l 'expected-\(error\|warning\|note\|remark\)' "$dir"/*.mlir \
        2>/dev/null | wc -l)
    skipped_annotated=$((skipped_annotated + n))
    continue
  fi
  for case_file in "$dir"/*.mlir; do
    annotated=0
    grep -q 'expected-\(error\|warning\|note\|remark\)' "$case_file" &&
      annotated=1
    # shellcheck disable=SC2086
    if "$opt" $flags --verify-diagnostics --split-input-file "$case_file" \
        -o /dev/null >/dev/null 2>"${TMPDIR:-/tmp}/sr_lit_verify.$$"; then
      passed=1
    else
      passed=0
      echo "FAIL $rel/$(basename "$case_file") (flags:$flags)"
      sed 's/^/    /' "${TMPDIR:-/tmp}/sr_lit_verify.$$" | head -8
      if is_required "$@"; then
        required_failures=$((required_failures + 1))
      fi
    fi
    if [ $annotated = 1 ]; then
      annotated_total=$((annotated_total + 1))
      annotated_pass=$((annotated_pass + passed))
    else
      plain_total=$((plain_total + 1))
      plain_pass=$((plain_pass + passed))
    fi
  done
done
rm -f "${TMPDIR:-/tmp}/sr_lit_verify.$$"

echo "cases with expected-* annotations: $annotated_pass/$annotated_total pass"
echo "other cases of the same lit files:  $plain_pass/$plain_total pass"
echo "skipped: $skipped_files lit files need IREE passes streamref does not" \
     "implement ($skipped_annotated annotated cases)"
if [ $required_failures -ne 0 ]; then
  echo "$required_failures required case(s) failed"
  exit 1
fi
exit 0
