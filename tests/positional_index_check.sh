#!/usr/bin/env bash
# Fails when the executor reads an op's operands or results by position
# rather than through its schema's named groups (issue 21): a literal group
# in sr_rt_operand / sr_rt_arg / sr_rt_out / ... (`sr_rt_arg(frame, instr,
# 3, 0)`), a literal index into segment_start / segment_size, or a literal
# index into an op's or instruction's operand and result arrays
# (`instr->operands[1]`, `op->results[0]`) or an alias of one
# (`const uint32_t* o = instr->operands;`). Write the group's name instead:
# sr_rt_arg(frame, instr, SR_STREAM_CMD_FILL_TARGET, 0).
#
# Groups are found by index, not by name: a call of sr_op_group_by_name
# (or a mixed list decoded from a group named by a string) fails too.
#
# A line that must index by position (code that serves every op alike, not
# one op's roles) says why with a `positional-ok:` comment.
#
# The dispatch interpreter (cpu_backend/dispatch_interp/) is held to the
# same: its instructions and IR ops are read with sr_di_operand /
# sr_di_result / sr__di_op_operand / sr__di_op_result and a schema group
# index (program.h says when a group sits at its index), its scalar bodies'
# operands with SR_DI_EOP_A/B/C; a literal in those accessors is caught too.
#
# Usage: tests/positional_index_check.sh SOURCE_DIR [PATH...]
# PATHs (directories or files) default to cpu_backend.
set -euo pipefail
cd "$1"
shift
dirs=("$@")
[ "${#dirs[@]}" -gt 0 ] || dirs=(cpu_backend)
mapfile -t files < <(find "${dirs[@]}" \( -name '*.c' -o -name '*.h' \) -print |
                     sort)
# perl reads each file whole, so a call that clang-format broke across lines
# is matched too; it reports file:line and the offending text.
perl -0777 -ne '
  BEGIN { $bad = 0; }
  my $text = $_;
  my @patterns = (
    # Group is the 2nd argument.
    qr/\bsr_rt_(?:operand|result|group_size|result_group_size|operand_type|operand_value|result_value|group_slots)\(\s*[^,()]+,\s*\d/,
    # Group is the 3rd argument (frame, instr, group, ...).
    qr/\bsr_rt_(?:arg|arg_u64|out|optional_timepoint)\(\s*[^,()]+,\s*[^,()]+,\s*\d/,
    # A literal choice of groups: `read ? 1 : 4`.
    qr/\bsr_rt_(?:operand|result|group_size|result_group_size|operand_type|operand_value|result_value|group_slots)\(\s*[^,()]+,\s*[^,()]*\?\s*\d+\s*:\s*\d+/,
    qr/\bsr_rt_(?:arg|arg_u64|out|optional_timepoint)\(\s*[^,()]+,\s*[^,()]+,\s*[^,()]*\?\s*\d+\s*:\s*\d+/,
    qr/\bsegment_(?:start|size)\[\s*\d/,
    # The dispatch interpreter: its accessors and its tensor operand taker.
    qr/\bsr__?di_(?:operand|result|op_operand|op_result)\(\s*[^,()]+,\s*\d/,
    qr/\bsr__di_take_tensor\(\s*[^,()]+,\s*[^,()]+,\s*\d/,
    qr/(?:->|\.)(?:operands|results)\s*(?:\[\s*\d|\+\s*\d)/,
    # An alias of the operand array, indexed where the lint cannot see.
    qr/=\s*\w+(?:->op)?->(?:operands|results)\s*;/,
    # A group looked up by its name (a string compare per call) where the
    # schema has its index: sr_op_group_by_name, or a mixed list decoded
    # from a named group.
    qr/\bsr_(?:op_group_by_name|ods_group_range)\(/,
    qr/\bsr__di_decode_mixed\(\s*[^,()]+,\s*[^,()]+,\s*"/,
  );
  for my $re (@patterns) {
    while ($text =~ /$re/g) {
      my $at = $-[0];
      my $line = 1 + (substr($text, 0, $at) =~ tr/\n//);
      my $start = rindex($text, "\n", $at) + 1;
      my $end = index($text, "\n", $at);
      $end = length($text) if $end < 0;
      my $source = substr($text, $start, $end - $start);
      next if $source =~ /positional-ok:/;
      $source =~ s/^\s+//;
      print "$ARGV:$line: positional operand index: $source\n";
      $bad++;
    }
  }
  END {
    print "positional_index_check: $bad positional operand indices\n";
    exit($bad ? 1 : 0);
  }
' "${files[@]}"
