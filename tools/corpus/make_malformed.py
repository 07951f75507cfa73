#!/usr/bin/env python3
"""Writes tests/corpus/malformed/: small MLIR inputs that a parser must reject.

Each case is one file NNN_name.mlir whose first lines are

    // expect-error: LINE:COL
    // kind: syntax|verify
    // <short description>
    [// flags: --split-input-file]          (only for split-file cases)

followed by the input. LINE:COL (1-based, columns in bytes, counted in the
whole file including these header lines) is where iree-opt 3.13.0 reports
the first error; the case author's own guess (marked in this script with the
character U+2691) is kept in manifest.tsv beside it. `kind: syntax` means the
text cannot be parsed; `kind: verify` means it parses but an op, type or
attribute verifier rejects it.

Every case is checked against the real iree-opt (always run with
--allow-unregistered-dialect so that made-up ops in generic form are not the
reason for rejection, plus the case's own flags); a case iree-opt accepts is
an error of this script.

Usage: tools/corpus/make_malformed.py [--iree-opt PATH]
Stdlib only; deterministic; reruns rewrite identical files.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(REPO, "tests", "corpus", "malformed")
MARK = "\u2691"

# A few reusable bodies -------------------------------------------------------

FN = """func.func @f(%arg0: i32, %arg1: i32) -> i32 {{
{body}
}}
"""

STREAM_FN = """util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {{
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
{body}
}}
"""

EXEC = """  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{{%arg1}}) {{
{inner}
  }} => !stream.timepoint
  util.return %0 : !stream.timepoint"""


def fn(body):
    return FN.format(body=body)


def sfn(body):
    return STREAM_FN.format(body=body)


def sexec(inner):
    return sfn(EXEC.format(inner=inner))


# An executable whose export takes one workload value and whose function
# takes a binding and an i32.
EX1 = ('stream.executable private @ex {\n  stream.executable.export public @entry workgroups(%x: index) -> (index, index, index) {\n'
       '    stream.return %x, %x, %x : index, index, index\n  }\n'
       '  builtin.module {\n    func.func @entry(%a: !stream.binding, %b: i32) {\n      return\n    }\n  }\n}\n')


# A util.func with arguments |args| and index constants %c0, %c4.
def ufn(args, body, ret='index', retval='%c0'):
    return ('util.func private @f(%s) -> %s {\n  %%c0 = arith.constant 0 : index\n  %%c4 = arith.constant 4 : index\n%s\n  util.return %s : %s\n}\n'
            % (args, ret, body, retval, ret))


# The cases: (name, kind, description, text[, flags]) -------------------------
# The text holds exactly one MARK at the token where we expect the error.

CASES = [
    # ---------------------------------------------------------------- lexer
    ("unterminated_string", "syntax", "string literal not closed before end of line",
     fn('  %0 = "test.op"() {s = ⚑"abc} : () -> i32\n  return %0 : i32')),
    ("unterminated_string_eof", "syntax", "string literal runs to end of file",
     'module {\n  "test.op"() {s = ⚑"never closed'),
    ("bad_escape", "syntax", "unknown escape sequence \\q in a string",
     fn('  %0 = "test.op"() {s = "ab⚑\\q"} : () -> i32\n  return %0 : i32')),
    ("bad_hex_escape", "syntax", "escape with one hex digit followed by a non-hex character",
     fn('  %0 = "test.op"() {s = "ab⚑\\4g"} : () -> i32\n  return %0 : i32')),
    ("newline_in_string", "syntax", "a raw newline inside a string literal",
     fn('  %0 = "test.op"() {s = ⚑"line one\nline two"} : () -> i32\n  return %0 : i32')),
    ("stray_dollar", "syntax", "a character that starts no token ($)",
     fn('  %0 = arith.addi %arg0, ⚑$arg1 : i32\n  return %0 : i32')),
    ("stray_backtick", "syntax", "a backtick outside any token",
     fn('  %0 = arith.addi %arg0, %arg1 : i32 ⚑`\n  return %0 : i32')),
    ("nul_byte", "syntax", "a NUL byte splitting an op name (MLIR skips a NUL between tokens like whitespace, so it only hurts inside a token)",
     fn('  %0 = ⚑arith.ad\x00di %arg0, %arg1 : i32\n  return %0 : i32')),
    ("non_utf8_byte", "syntax", "a 0xFF byte (not UTF-8) where a token should start",
     fn('  %0 = arith.addi %arg0, %arg1 : i32\n  ⚑\udcff\n  return %0 : i32')),
    ("vertical_tab", "syntax", "a vertical tab (0x0B) is not whitespace in MLIR",
     fn('  %0 = arith.addi %arg0, %arg1 : i32\n⚑\x0b\n  return %0 : i32')),
    ("hex_no_digits", "syntax", "0x with no hexadecimal digits (MLIR lexes 0 then the identifier x)",
     fn('  %0 = arith.constant ⚑0x : i32\n  return %0 : i32')),
    ("binary_literal", "syntax", "0b101 is not an MLIR integer literal (lexes as 0 then b101)",
     fn('  %0 = arith.constant 0⚑b101 : i32\n  return %0 : i32')),
    ("integer_too_large_i8", "syntax", "integer literal does not fit in i8",
     fn('  %0 = arith.constant ⚑300 : i8\n  %1 = arith.extsi %0 : i8 to i32\n  return %1 : i32')),
    ("hex_float_wrong_width", "syntax", "hexadecimal float with the wrong number of bits for f32",
     fn('  %0 = arith.constant ⚑0x7FC000000 : f32\n  %1 = arith.bitcast %0 : f32 to i32\n  return %1 : i32')),
    ("float_for_integer", "syntax", "a float literal for an integer type",
     fn('  %0 = arith.constant ⚑1.5 : i32\n  return %0 : i32')),
    ("double_dot_float", "syntax", "1.5.3 lexes as 1.5 then .3",
     fn('  %0 = arith.constant 1.5⚑.3 : f32\n  return %arg0 : i32')),
    ("bare_percent", "syntax", "% not followed by an identifier",
     fn('  %0 = arith.addi ⚑% , %arg1 : i32\n  return %0 : i32')),
    ("bare_at", "syntax", "@ not followed by a symbol name",
     fn('  %0 = func.call ⚑@ () : () -> i32\n  return %0 : i32')),
    ("bare_caret", "syntax", "^ not followed by a block name",
     fn('  cf.br ⚑^ \n^bb1:\n  return %arg0 : i32')),
    ("bare_hash", "syntax", "# with no alias name or dialect",
     fn('  %0 = "test.op"() {a = ⚑# } : () -> i32\n  return %0 : i32')),
    ("bare_bang", "syntax", "! with no type alias or dialect",
     fn('  %0 = "test.op"() : () -> ⚑! \n  return %0 : i32')),
    ("block_comment", "syntax", "MLIR has no /* */ comments",
     fn('  ⚑/* comment */\n  return %arg0 : i32')),
    ("ssa_id_digit_then_letter", "syntax", "%1x: a numeric SSA id followed by letters",
     fn('  %0 = arith.addi %arg0, %arg1 : i32\n  %1 = arith.addi %0, %0⚑x : i32\n  return %0 : i32')),
    ("unterminated_symbol_string", "syntax", "quoted symbol name never closed",
     'func.func @⚑"unterminated() {\n  return\n}\n'),
    ("non_ascii_identifier", "syntax", "a non-ASCII letter in an SSA name",
     fn('  %0 = arith.addi %arg0, %arg1 : i32\n  %⚑é = arith.addi %0, %0 : i32\n  return %0 : i32')),
    ("lone_minus", "syntax", "a minus sign that is neither a number nor an arrow",
     fn('  %0 = arith.constant ⚑- : i32\n  return %0 : i32')),
    ("ellipsis", "syntax", "an ellipsis where an operand is expected",
     fn('  %0 = arith.addi %arg0, ⚑... : i32\n  return %0 : i32')),
    ("unicode_escape", "syntax", "\\u escapes do not exist in MLIR strings",
     fn('  %0 = "test.op"() {s = "x⚑\\u1234"} : () -> i32\n  return %0 : i32')),
    ("exponent_without_digits", "syntax", "1.0e with no exponent digits (lexes as 1.0 then e)",
     fn('  %0 = arith.constant 1.0⚑e : f32\n  return %arg0 : i32')),

    # ------------------------------------------------------ generic op syntax
    ("missing_equals", "syntax", "result name not followed by '='",
     '%0 ⚑"test.op"() : () -> i32\n'),
    ("result_count_too_many", "syntax", "%0:2 binds two results but the op has one",
     fn('  ⚑%0:2 = "test.op"() : () -> i32\n  return %0#0 : i32')),
    ("result_count_zero", "syntax", "%0:0 is not a valid result count",
     fn('  %0:⚑0 = "test.op"() : () -> ()\n  return %arg0 : i32')),
    ("result_count_too_few", "syntax", "one result name for an op with two results",
     fn('  ⚑%0 = "test.op"() : () -> (i32, i32)\n  return %0 : i32')),
    ("result_index_out_of_range", "syntax", "use of %0#2 when %0 has two results",
     fn('  %0:2 = "test.op"() : () -> (i32, i32)\n  return ⚑%0#2 : i32')),
    ("operand_count_vs_type", "syntax", "one operand but the function type lists none",
     fn('  "test.op"(%arg0) : ⚑() -> ()\n  return %arg0 : i32')),
    ("missing_function_type", "syntax", "generic op without ': (..) -> ..'",
     fn('  %0 = "test.op"(%arg0)\n  ⚑return %0 : i32')),
    ("bad_function_type", "syntax", "function type with unbalanced parenthesis",
     fn('  %0 = "test.op"(%arg0) : (i32 ⚑-> i32\n  return %0 : i32')),
    ("result_type_not_function", "syntax", "a plain type where a function type is required",
     fn('  %0 = "test.op"(%arg0) : ⚑i32\n  return %0 : i32')),
    ("unbalanced_operand_paren", "syntax", "operand list never closed",
     fn('  %0 = "test.op"(%arg0, %arg1 ⚑: (i32, i32) -> i32\n  return %0 : i32')),
    ("unclosed_region", "syntax", "region brace never closed",
     '"test.op"() ({\n  "test.inner"() : () -> ()\n⚑'),
    ("extra_closing_brace", "syntax", "an extra closing brace at top level",
     fn('  return %arg0 : i32') + '⚑}\n'),
    ("unclosed_array_attr", "syntax", "array attribute never closed",
     fn('  %0 = "test.op"() {a = [1, 2 ⚑} : () -> i32\n  return %0 : i32')),
    ("block_arg_missing_type", "syntax", "block argument without a type",
     '"test.op"() ({\n^bb0(%x⚑):\n  "test.term"() : () -> ()\n}) : () -> ()\n'),
    ("undefined_ssa_value", "syntax", "use of a value that was never defined",
     fn('  %0 = arith.addi %arg0, ⚑%nope : i32\n  return %0 : i32')),
    ("ssa_redefinition", "syntax", "the same SSA name defined twice",
     fn('  %0 = arith.addi %arg0, %arg1 : i32\n  ⚑%0 = arith.muli %arg0, %arg1 : i32\n  return %0 : i32')),
    ("block_arg_out_of_scope", "syntax", "a region's block argument used after the region",
     'func.func @f(%c: i1) -> i32 {\n  %0 = scf.if %c -> i32 {\n    %1 = "test.op"() : () -> i32\n    scf.yield %1 : i32\n  } else {\n    %2 = "test.op"() : () -> i32\n    scf.yield %2 : i32\n  }\n  return ⚑%1 : i32\n}\n'),
    ("block_arg_used_outside_region", "syntax", "an scf.for induction variable (a block argument) used after the loop",
     'func.func @f(%n: index) -> index {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n'
     '  scf.for %i = %c0 to %n step %c1 {\n    "test.use"(%i) : (index) -> ()\n  }\n  return ⚑%i : index\n}\n'),
    ("successor_missing_types", "syntax", "successor operands without their types",
     'func.func @f(%a: i32) -> i32 {\n  cf.br ^bb1(%a⚑)\n^bb1(%x: i32):\n  return %x : i32\n}\n'),
    ("successor_undefined_block", "syntax", "branch to a block that does not exist",
     'func.func @f(%a: i32) -> i32 {\n  cf.br ⚑^bb9\n^bb1:\n  return %a : i32\n}\n'),
    ("block_redefinition", "syntax", "two blocks with the same name",
     'func.func @f(%a: i32) -> i32 {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n⚑^bb1:\n  return %a : i32\n}\n'),
    ("generic_successor_list_unclosed", "syntax", "generic successor list not closed",
     'func.func @f(%a: i32) -> i32 {\n  "cf.br"() [^bb1 ⚑: () -> ()\n^bb1:\n  return %a : i32\n}\n'),
    ("duplicate_attribute", "syntax", "the same attribute name twice in a dictionary",
     fn('  %0 = "test.op"() {a = 1 : i32, ⚑a = 2 : i32} : () -> i32\n  return %0 : i32')),
    ("attribute_missing_value", "syntax", "attribute name and '=' but no value",
     fn('  %0 = "test.op"() {a = ⚑} : () -> i32\n  return %0 : i32')),
    ("attribute_trailing_comma", "syntax", "trailing comma in an attribute dictionary",
     fn('  %0 = "test.op"() {a = 1 : i32, ⚑} : () -> i32\n  return %0 : i32')),
    ("attribute_name_number", "syntax", "a number where an attribute name is expected",
     fn('  %0 = "test.op"() {⚑1 = 2} : () -> i32\n  return %0 : i32')),
    ("properties_unclosed", "syntax", "properties <{...} without the closing '>'",
     fn('  %0 = "arith.constant"() <{value = 1 : i32} ⚑: () -> i32\n  return %0 : i32')),
    ("op_name_not_string", "syntax", "an integer where an operation name is expected",
     fn('  %0 = ⚑42 : i32\n  return %0 : i32')),
    ("trailing_tokens_after_op", "syntax", "junk after a complete operation",
     fn('  %0 = arith.addi %arg0, %arg1 : i32 ⚑extra\n  return %0 : i32')),
    ("unknown_custom_op", "syntax", "custom syntax for an op no dialect defines",
     fn('  %0 = ⚑arith.frobnicate %arg0 : i32\n  return %0 : i32')),
    ("constant_type_mismatch", "verify", "arith.constant whose value type differs from its result type",
     fn('  %0 = ⚑"arith.constant"() <{value = 1 : i32}> : () -> i64\n  return %arg0 : i32')),
    ("addi_type_mismatch", "syntax", "operands of different types in a SameOperandsAndResultType op",
     'func.func @f(%a: i32, %b: i64) -> i32 {\n  %0 = arith.addi %a, ⚑%b : i32\n  return %0 : i32\n}\n'),
    ("return_type_mismatch", "verify", "func.return operand type differs from the function result",
     'func.func @f(%a: i64) -> i32 {\n  ⚑return %a : i64\n}\n'),
    ("return_count_mismatch", "verify", "func.return with two values for one result",
     fn('  ⚑return %arg0, %arg1 : i32, i32')),
    ("call_undefined_function", "verify", "call of a symbol that is not defined",
     fn('  %0 = ⚑func.call @nope(%arg0) : (i32) -> i32\n  return %0 : i32')),
    ("use_before_def", "verify", "operand does not dominate its use",
     fn('  %0 = arith.addi %arg0, ⚑%1 : i32\n  %1 = arith.addi %arg0, %arg1 : i32\n  return %0 : i32')),
    ("entry_block_predecessor", "verify", "branch back to the entry block (generic form, so the entry block has a name)",
     '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n^bb0:\n  ⚑"cf.br"()[^bb0] : () -> ()\n}) : () -> ()\n'),
    ("empty_function_body", "syntax", "a function body without a terminator",
     'func.func @f() -> i32 {\n⚑}\n'),
    ("missing_terminator", "verify", "a block whose last op is not a terminator",
     'func.func @f(%a: i32) -> i32 {\n  ⚑%0 = arith.addi %a, %a : i32\n}\n'),
    ("scf_yield_count", "verify", "scf.if yields two values but declares one result",
     'func.func @f(%c: i1, %a: i32) -> i32 {\n  %0 = scf.if %c -> i32 {\n    ⚑scf.yield %a, %a : i32, i32\n  } else {\n    scf.yield %a : i32\n  }\n  return %0 : i32\n}\n'),
    ("cond_br_non_i1", "syntax", "cf.cond_br on an i32 condition",
     'func.func @f(%a: i32) -> i32 {\n  cf.cond_br ⚑%a, ^bb1, ^bb1\n^bb1:\n  return %a : i32\n}\n'),
    ("func_duplicate_symbol", "verify", "two functions with the same name",
     'func.func @f() {\n  return\n}\n⚑func.func @f() {\n  return\n}\n'),
    ("func_arg_redefinition", "syntax", "function argument names repeated",
     'func.func @f(%a: i32, ⚑%a: i32) {\n  return\n}\n'),
    ("func_missing_arg_type", "syntax", "function argument without a type",
     'func.func @f(%a⚑) {\n  return\n}\n'),
    ("func_bad_result_list", "syntax", "function result list not closed",
     'func.func @f() -> (i32, i64 ⚑{\n  return\n}\n'),
    ("location_unclosed", "syntax", "loc( never closed",
     fn('  %0 = arith.addi %arg0, %arg1 : i32 loc("file.mlir":3:4 ⚑\n  return %0 : i32')),
    ("location_missing_column", "syntax", "file location with a colon but no column number",
     fn('  %0 = arith.addi %arg0, %arg1 : i32 loc("file.mlir":3:⚑)\n  return %0 : i32')),
    ("location_undefined_alias", "syntax", "loc(#undefined) with no such alias",
     fn('  %0 = arith.addi %arg0, %arg1 : i32 loc(⚑#nowhere)\n  return %0 : i32')),
    ("location_bad_kind", "syntax", "loc(42) is no location form",
     fn('  %0 = arith.addi %arg0, %arg1 : i32 loc(⚑42)\n  return %0 : i32')),
    ("symbol_ref_nested_bad", "syntax", "nested symbol reference with a dangling ::",
     fn('  %0 = "test.op"() {s = @a::⚑} : () -> i32\n  return %0 : i32')),

    # ------------------------------------------------------------ attributes
    ("dense_shape_mismatch", "syntax", "three elements for a tensor<2xi32>",
     fn('  %0 = "test.op"() {d = dense<⚑[1, 2, 3]> : tensor<2xi32>} : () -> i32\n  return %0 : i32')),
    ("dense_ragged", "syntax", "ragged nested list in a dense literal",
     fn('  %0 = "test.op"() {d = dense<[[1, 2], ⚑[3]]> : tensor<2x2xi32>} : () -> i32\n  return %0 : i32')),
    ("dense_non_shaped_type", "syntax", "dense literal with a scalar type",
     fn('  %0 = "test.op"() {d = dense<1> : ⚑i32} : () -> i32\n  return %0 : i32')),
    ("dense_float_for_int", "syntax", "float elements for an integer tensor",
     fn('  %0 = "test.op"() {d = dense<⚑1.5> : tensor<2xi32>} : () -> i32\n  return %0 : i32')),
    ("dense_hex_wrong_size", "syntax", "hex blob too short for the tensor",
     fn('  %0 = "test.op"() {d = dense<⚑"0x0102"> : tensor<4xi32>} : () -> i32\n  return %0 : i32')),
    ("dense_missing_type", "syntax", "dense literal without ': type'",
     fn('  %0 = "test.op"() {d = dense<[1, 2]>⚑} : () -> i32\n  return %0 : i32')),
    ("dense_unclosed", "syntax", "dense< never closed",
     fn('  %0 = "test.op"() {d = dense<[1, 2] ⚑: tensor<2xi32>} : () -> i32\n  return %0 : i32')),
    ("dense_bool_bad", "syntax", "'yes' is not a boolean element",
     fn('  %0 = "test.op"() {d = dense<[true, ⚑yes]> : tensor<2xi1>} : () -> i32\n  return %0 : i32')),
    ("array_attr_bad_type", "syntax", "array<i32: ...> with a float element",
     fn('  %0 = "test.op"() {a = array<i32: 1, ⚑2.5>} : () -> i32\n  return %0 : i32')),
    ("array_attr_missing_colon", "syntax", "array<i32 1, 2> without the colon",
     fn('  %0 = "test.op"() {a = array<i32 ⚑1, 2>} : () -> i32\n  return %0 : i32')),
    ("affine_map_unknown_dim", "syntax", "affine map result uses an undeclared dimension",
     fn('  %0 = "test.op"() {m = affine_map<(d0) -> (⚑d1)>} : () -> i32\n  return %0 : i32')),
    ("affine_map_missing_arrow", "syntax", "affine map without '->'",
     fn('  %0 = "test.op"() {m = affine_map<(d0) ⚑(d0)>} : () -> i32\n  return %0 : i32')),
    ("affine_map_nonaffine", "syntax", "product of two dimensions is not affine",
     fn('  %0 = "test.op"() {m = affine_map<(d0, d1) -> (d0 * ⚑d1)>} : () -> i32\n  return %0 : i32')),
    ("affine_set_no_constraints_colon", "syntax", "affine_set without ':' before its constraints",
     fn('  %0 = "test.op"() {s = affine_set<(d0) ⚑(d0 >= 0)>} : () -> i32\n  return %0 : i32')),
    ("strided_layout_bad", "syntax", "strided layout with a missing strides list",
     fn('  %0 = "test.op"() : () -> memref<4xf32, strided<⚑>>\n  return %arg0 : i32')),
    ("float_attr_bad_type", "syntax", "float attribute typed as i32",
     fn('  %0 = "test.op"() {f = ⚑1.5 : i32} : () -> i32\n  return %0 : i32')),
    ("unit_attr_with_type", "syntax", "unit attribute followed by a type",
     fn('  %0 = "test.op"() {u = unit ⚑: i32} : () -> i32\n  return %0 : i32')),
    ("type_attr_bad", "syntax", "type attribute naming an unknown builtin type",
     fn('  %0 = "test.op"() {t = ⚑f33} : () -> i32\n  return %0 : i32')),

    # ----------------------------------------------------------------- types
    ("tensor_unterminated", "syntax", "tensor<2x?xf32 never closed",
     'func.func @f(%a: tensor<2x?xf32⚑) {\n  return\n}\n'),
    ("tensor_double_x", "syntax", "two 'x' in a row in a shape",
     'func.func @f(%a: tensor<2x⚑x3xf32>) {\n  return\n}\n'),
    ("tensor_negative_dim", "syntax", "negative dimension size",
     'func.func @f(%a: tensor<⚑-1xf32>) {\n  return\n}\n'),
    ("tensor_unranked_with_dims", "syntax", "unranked marker followed by dimensions",
     'func.func @f(%a: tensor<*x2x⚑3xf32>) {\n  return\n}\n'),
    ("tensor_star_inside", "syntax", "'*' in the middle of a shape",
     'func.func @f(%a: tensor<2x⚑*xf32>) {\n  return\n}\n'),
    ("vector_empty", "syntax", "vector<> with no element type",
     'func.func @f(%a: vector<⚑>) {\n  return\n}\n'),
    ("vector_dynamic", "syntax", "vector with a dynamic dimension",
     'func.func @f(%a: vector<⚑?xf32>) {\n  return\n}\n'),
    ("vector_of_tensor", "syntax", "vector element type must be a scalar",
     'func.func @f(%a: vector<4x⚑tensor<2xf32>>) {\n  return\n}\n'),
    ("memref_bad_layout", "syntax", "memref layout that is not an attribute",
     'func.func @f(%a: memref<2xf32, ⚑bogus>) {\n  return\n}\n'),
    ("memref_layout_rank_mismatch", "syntax", "affine-map layout of the wrong rank",
     'func.func @f(%a: memref<2xf32, ⚑affine_map<(d0, d1) -> (d0)>>) {\n  return\n}\n'),
    ("complex_empty", "syntax", "complex<> without an element type",
     'func.func @f(%a: complex<⚑>) {\n  return\n}\n'),
    ("complex_of_index", "syntax", "complex<index> is not allowed",
     'func.func @f(%a: complex<⚑index>) {\n  return\n}\n'),
    ("tuple_unclosed", "syntax", "tuple< never closed",
     'func.func @f(%a: tuple<i32, f32⚑) {\n  return\n}\n'),
    ("unknown_builtin_type", "syntax", "f33 is not a type",
     'func.func @f(%a: ⚑f33) {\n  return\n}\n'),
    ("integer_width_too_large", "syntax", "integer width beyond MLIR's limit (2^24)",
     'func.func @f(%a: ⚑i16777216) {\n  return\n}\n'),
    ("tensor_of_function", "syntax", "a function type as tensor element",
     'func.func @f(%a: tensor<2x⚑(i32) -> i32>) {\n  return\n}\n'),
    ("function_type_missing_result", "syntax", "function type with '->' but no result",
     fn('  %0 = "test.op"() : () -> ⚑\n  return %0 : i32')),

    # --------------------------------------------------------------- aliases
    ("undefined_attr_alias", "syntax", "use of an attribute alias never defined",
     fn('  %0 = "test.op"() {a = ⚑#undefined} : () -> i32\n  return %0 : i32')),
    ("undefined_type_alias", "syntax", "use of a type alias never defined",
     'func.func @f(%a: ⚑!undefined) {\n  return\n}\n'),
    ("attr_alias_redefinition", "syntax", "#a defined twice",
     '#a = 1 : i32\n⚑#a = 2 : i32\n' + fn('  %0 = "test.op"() {a = #a} : () -> i32\n  return %0 : i32')),
    ("type_alias_redefinition", "syntax", "!t defined twice",
     '!t = i32\n⚑!t = i64\nfunc.func @f(%a: !t) {\n  return\n}\n'),
    ("alias_use_before_definition", "syntax", "an alias used before its definition",
     'func.func @f(%a: ⚑!late) {\n  return\n}\n!late = i32\n'),
    ("alias_name_with_dot", "syntax", "alias names with '.' are reserved for dialects",
     '⚑#foo.bar = 1 : i32\n'),
    ("alias_missing_value", "syntax", "#a = with nothing after it",
     '#a = ⚑\nfunc.func @f() {\n  return\n}\n'),
    ("type_alias_as_attr", "syntax", "a type alias used where an attribute alias is expected",
     '!t = i32\n' + fn('  %0 = "test.op"() {a = ⚑#t} : () -> i32\n  return %0 : i32')),
    ("alias_inside_function", "syntax", "alias definitions are only allowed at top level",
     'func.func @f() {\n  ⚑#a = 1 : i32\n  return\n}\n'),

    # -------------------------------------------------------- resource blobs
    ("resource_section_unterminated", "syntax", "{-# section never closed with #-}",
     fn('  return %arg0 : i32') + '\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: "0x0400000001000000"\n    }\n  }\n⚑'),
    ("resource_blob_not_hex", "syntax", "resource blob value is not a hex string",
     fn('  return %arg0 : i32') + '\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: ⚑"hello"\n    }\n  }\n#-}\n'),
    ("resource_blob_too_short", "syntax", "resource blob shorter than its 4-byte alignment header",
     fn('  return %arg0 : i32') + '\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: ⚑"0x01"\n    }\n  }\n#-}\n'),
    ("resource_unknown_section", "syntax", "unknown top-level resource section key",
     fn('  return %arg0 : i32') + '\n{-#\n  ⚑bogus_resources: {\n  }\n#-}\n'),
    ("resource_missing_colon", "syntax", "resource key without ':'",
     fn('  return %arg0 : i32') + '\n{-#\n  dialect_resources: {\n    builtin: {\n      blob ⚑"0x0400000001000000"\n    }\n  }\n#-}\n'),
    ("resource_unknown_dialect", "syntax", "resources for a dialect that is not loaded",
     fn('  return %arg0 : i32') + '\n{-#\n  dialect_resources: {\n    ⚑nodialect: {\n      blob: "0x0400000001000000"\n    }\n  }\n#-}\n'),
    ("dense_resource_undefined", "syntax", "dense_resource with a malformed handle",
     fn('  %0 = "test.op"() {d = dense_resource<⚑> : tensor<1xi32>} : () -> i32\n  return %0 : i32')),
    ("resource_section_bad_open", "syntax", "{- without '#'",
     fn('  return %arg0 : i32') + '\n⚑{-\n  dialect_resources: {}\n#-}\n'),

    # ----------------------------------------------------------- split files
    ("split_error_in_second_chunk", "syntax", "first chunk is fine; the second has an undefined value",
     fn('  return %arg0 : i32') + '\n// -----\n\n' + fn('  %0 = arith.addi %arg0, ⚑%missing : i32\n  return %0 : i32'),
     ["--split-input-file"]),
    ("split_error_in_third_chunk", "syntax", "two fine chunks, then a bad type in the third",
     fn('  return %arg0 : i32') + '\n// -----\n\n' + fn('  return %arg1 : i32') +
     '\n// -----\n\nfunc.func @g(%a: tensor<2x⚑x3xf32>) {\n  return\n}\n',
     ["--split-input-file"]),
    ("split_unclosed_region_chunk", "syntax", "a chunk ending inside a region (the split does not rescue it)",
     'func.func @f() {\n  return\n⚑\n// -----\n\nfunc.func @g() {\n  return\n}\n',
     ["--split-input-file"]),
    ("split_alias_not_shared", "syntax", "aliases do not carry across split chunks",
     '!t = i32\nfunc.func @f(%a: !t) {\n  return\n}\n\n// -----\n\nfunc.func @g(%a: ⚑!t) {\n  return\n}\n',
     ["--split-input-file"]),

    # ---------------------------------------------------------------- stream
    ("stream_resource_bogus_lifetime", "syntax", "unknown resource lifetime",
     'util.func private @f(%a: !stream.resource<⚑bogus>) {\n  util.return\n}\n'),
    ("stream_resource_empty_lifetime", "syntax", "!stream.resource<> without a lifetime",
     'util.func private @f(%a: !stream.resource<⚑>) {\n  util.return\n}\n'),
    ("stream_resource_unclosed", "syntax", "!stream.resource<* never closed",
     'util.func private @f(%a: !stream.resource<*⚑) {\n  util.return\n}\n'),
    ("stream_unknown_type", "syntax", "a Stream type that does not exist",
     'util.func private @f(%a: !stream.⚑bogus) {\n  util.return\n}\n'),
    ("stream_resource_two_lifetimes", "syntax", "!stream.resource with two lifetimes",
     'util.func private @f(%a: !stream.resource<transient⚑, external>) {\n  util.return\n}\n'),
    ("stream_cmd_fill_to_instead_of_for", "syntax", "cmd ranges are [offset for length], not 'to'",
     sexec('    stream.cmd.fill %c255_i32, %arg3[%c0 ⚑to %c128] : i32 -> !stream.resource<transient>{%arg1}')),
    ("stream_cmd_range_unclosed", "syntax", "cmd range '[' never closed",
     sexec('    stream.cmd.flush %arg3[%c0 for %c128 ⚑: !stream.resource<transient>{%arg1}')),
    ("stream_cmd_range_missing_length", "syntax", "'for' without a length",
     sexec('    stream.cmd.flush %arg3[%c0 for ⚑] : !stream.resource<transient>{%arg1}')),
    ("stream_execute_missing_timepoint", "syntax", "stream.cmd.execute without '=> !stream.timepoint'",
     sfn('  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {\n'
         '    stream.cmd.flush %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n'
         '  }\n  ⚑util.return %0 : !stream.timepoint')),
    ("stream_execute_wrong_result_type", "syntax", "execute result type after '=>' is not a timepoint",
     sfn('  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {\n'
         '    stream.cmd.flush %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n'
         '  } => ⚑i32\n  util.return %arg2 : !stream.timepoint')),
    ("stream_execute_capture_missing_as", "syntax", "capture list entry without 'as'",
     sfn('  %0 = stream.cmd.execute with(%arg0 ⚑%arg3: !stream.resource<transient>{%arg1}) {\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_execute_capture_missing_size", "syntax", "captured resource type without its {size}",
     sfn('  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>⚑) {\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_execute_capture_size_unclosed", "syntax", "captured resource {size never closed",
     sfn('  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1⚑) {\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_execute_with_unclosed", "syntax", "with( list never closed",
     sfn('  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1} ⚑{\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_execute_await_unclosed", "syntax", "await( never closed",
     sfn('  %0 = stream.cmd.execute await(%arg2 ⚑=> with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_on_unclosed", "syntax", "on( affinity never closed",
     sfn('  %0 = stream.cmd.execute on(#hal.device.promise<@dev> ⚑with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_on_not_affinity", "syntax", "on( with an integer instead of an affinity attribute",
     sfn('  %0 = stream.cmd.execute on(⚑1 : i32) with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {\n'
         '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint')),
    ("stream_dispatch_quoted_access", "syntax", "dispatch resource access written as a string (note: IREE 3.13 accepts any bare keyword here, e.g. 'rx', as access 0)",
     sexec('    stream.cmd.dispatch @ex::@entry {\n      ⚑"ro" %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n    }')),
    ("stream_dispatch_missing_access", "syntax", "dispatch resource without an access keyword",
     sexec('    stream.cmd.dispatch @ex::@entry {\n      ⚑%arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n    }')),
    ("stream_dispatch_resource_list_unclosed", "syntax", "dispatch resource list never closed",
     sexec('    stream.cmd.dispatch @ex::@entry {\n      ro %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n⚑  } => !stream.timepoint\n  util.return %0 : !stream.timepoint\n}\nutil.func private @g() {')),
    ("stream_dispatch_entry_not_symbol", "syntax", "dispatch entry point written as a string",
     sexec('    stream.cmd.dispatch ⚑"ex::entry" {\n      ro %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n    }')),
    ("stream_async_dispatch_range_missing_for", "syntax", "async dispatch operand range [o to e] without 'for l'",
     sfn('  %r = stream.async.dispatch @ex::@entry(%arg0[%c0 to %c128⚑]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_slice_with_for", "syntax", "async slice takes [o to e], not [o to e for l]",
     sfn('  %r = stream.async.slice %arg0[%c0 to %c128 ⚑for %c128] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c128}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_fill_missing_as", "syntax", "async fill tied result '%x type' without 'as'",
     sfn('  %r = stream.async.fill %c255_i32, %arg0[%c0 to %c128 for %c128] : i32 -> %arg0 ⚑!stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_splat_missing_size", "syntax", "async splat result type without {size}",
     sfn('  %r = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>⚑\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_execute_missing_arrow", "syntax", "async execute without '=> !stream.timepoint'",
     sfn('  %r, %t = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {\n'
         '    stream.yield %a : !stream.resource<transient>{%arg1}\n  }\n  ⚑util.return %t : !stream.timepoint')),
    ("stream_timepoint_await_missing_arrow", "syntax", "timepoint await without '=>'",
     sfn('  %r = stream.timepoint.await %arg2 ⚑%arg0 : !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_timepoint_join_unclosed", "syntax", "join max( never closed",
     sfn('  %t = stream.timepoint.join max(%arg2, %arg2 ⚑=> !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_timepoint_join_min", "syntax", "join takes max(...), not min(...)",
     sfn('  %t = stream.timepoint.join ⚑min(%arg2, %arg2) => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_timepoint_immediate_operand", "syntax", "timepoint.immediate takes no operand",
     sfn('  %t = stream.timepoint.immediate ⚑%arg2 => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_timepoint_attr_bogus", "syntax", "#stream.timepoint<bogus> (only immediate exists)",
     sfn('  %t = "test.op"() {t = #stream.timepoint<⚑bogus>} : () -> !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_resource_alloca_missing_timepoint", "syntax", "alloca without its '=> !stream.timepoint'",
     sfn('  %r, %t = stream.resource.alloca uninitialized : !stream.resource<transient>{%arg1}\n  ⚑util.return %t : !stream.timepoint')),
    ("stream_resource_alloc_bad_keyword", "syntax", "resource.alloc with an unknown keyword",
     sfn('  %r = stream.resource.alloc ⚑zeroed : !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_resource_size_missing_type", "syntax", "resource.size without ': type'",
     sfn('  %s = stream.resource.size %arg0\n  ⚑util.return %arg2 : !stream.timepoint')),
    ("stream_resource_subview_missing_arrow", "syntax", "subview result type without '->'",
     sfn('  %v = stream.resource.subview %arg0[%c0] : !stream.resource<transient>{%arg1} ⚑!stream.resource<transient>{%c4}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_cmd_copy_missing_comma", "syntax", "cmd.copy operands without commas",
     sexec('    stream.cmd.copy %arg3[%c0] ⚑%arg3[%c4], %c4 : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg1}')),
    ("stream_cmd_fill_missing_arrow", "syntax", "cmd.fill type list without '->'",
     sexec('    stream.cmd.fill %c255_i32, %arg3[%c0 for %c128] : i32 ⚑!stream.resource<transient>{%arg1}')),
    ("stream_tensor_import_missing_in", "syntax", "tensor.import without 'in !stream.resource'",
     'util.func private @f(%v: !hal.buffer_view, %s: index) -> !stream.resource<external> {\n'
     '  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> ⚑!stream.resource<external>{%s}\n'
     '  util.return %0 : !stream.resource<external>\n}\n'),
    ("stream_parameter_named_missing_key", "syntax", "parameter reference \"scope\":: without a key",
     'util.global private @w = #stream.parameter.named<"scope"::⚑> : tensor<4xf32>\n'),
    ("stream_parameter_named_single_colon", "syntax", "parameter scope and key joined by ':' instead of '::'",
     'util.global private @w = #stream.parameter.named<"scope"⚑:"key"> : tensor<4xf32>\n'),
    ("stream_executable_export_bad_workgroups", "syntax", "export workgroups( without a region",
     'stream.executable private @ex {\n  stream.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) ⚑\n'
     '  builtin.module {\n    func.func @entry() {\n      return\n    }\n  }\n}\n'),
    ("stream_binding_subspan_missing_arrow", "syntax", "binding.subspan result type without '->'",
     'stream.executable private @ex {\n  stream.executable.export public @entry\n  builtin.module {\n'
     '    func.func @entry(%b: !stream.binding) {\n      %c0 = arith.constant 0 : index\n'
     '      %0 = stream.binding.subspan %b[%c0] : !stream.binding ⚑!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>\n'
     '      return\n    }\n  }\n}\n'),
    ("stream_cmd_serial_no_region", "syntax", "cmd.serial without its region",
     sexec('    stream.cmd.serial\n  ⚑}')),
    ("stream_cmd_concurrent_with_result", "syntax", "cmd.concurrent takes no '=>' result",
     sexec('    stream.cmd.concurrent {\n      stream.cmd.flush %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n    } ⚑=> !stream.timepoint')),
    ("stream_channel_create_bad", "syntax", "channel.create with an unknown keyword",
     'util.func private @f() -> !stream.channel {\n  %c = stream.channel.create ⚑size(%x) : !stream.channel\n  util.return %c : !stream.channel\n}\n'),
    ("stream_collective_bad_kind", "syntax", "#stream.collective with an unknown collective kind",
     'util.func private @f() {\n  "test.op"() {c = #stream.collective<⚑all_bogus : f32>} : () -> ()\n  util.return\n}\n'),
    ("stream_cmd_dispatch_binding_count", "verify", "cmd.dispatch passes one resource to an export whose function takes two bindings",
     'stream.executable private @ex {\n  stream.executable.export public @entry workgroups() -> (index, index, index) {\n'
     '    %c1 = arith.constant 1 : index\n    stream.return %c1, %c1, %c1 : index, index, index\n  }\n'
     '  builtin.module {\n    func.func @entry(%a: !stream.binding, %b: !stream.binding) {\n      return\n    }\n  }\n}\n'
     + sexec('    ⚑stream.cmd.dispatch @ex::@entry {\n      ro %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n    }'))
    ,
    ("stream_yield_in_func", "verify", "stream.yield directly in a util.func",
     'util.func private @f() {\n  ⚑stream.yield\n}\n'),
    ("stream_async_clone_size_mismatch", "syntax", "async.clone with two sizes for one resource",
     sfn('  %r = stream.async.clone %arg0 : !stream.resource<transient>{%arg1, ⚑%c4} -> !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_dispatch_workload_mismatch", "verify", "two workload operands for an export whose workgroup region takes one",
     'stream.executable private @ex {\n  stream.executable.export public @entry workgroups(%x: index) -> (index, index, index) {\n'
     '    stream.return %x, %x, %x : index, index, index\n  }\n'
     '  builtin.module {\n    func.func @entry(%a: !stream.binding, %b: !stream.binding) {\n      return\n    }\n  }\n}\n'
     + sfn('  %r = ⚑stream.async.dispatch @ex::@entry[%c4, %c4](%arg0[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_resource_pack_bad_slice", "syntax", "resource.pack slice without '= %size'",
     'util.func private @f(%s: index) -> index {\n  %0:2 = stream.resource.pack slices({\n    [0, 1] ⚑%s\n  }) : index\n  util.return %0#0 : index\n}\n'),
    ("stream_tensor_constant_missing_eq", "syntax", "tensor.constant without '=' before the value",
     'util.func private @f() -> !stream.resource<constant> {\n  %0 = stream.tensor.constant : tensor<2xi32> in !stream.resource<constant> ⚑dense<[1, 2]> : tensor<2xi32>\n  util.return %0 : !stream.resource<constant>\n}\n'),
    ("stream_resource_load_missing_result_type", "syntax", "resource.load without '-> type'",
     sfn('  %v = stream.resource.load %arg0[%c0] : !stream.resource<transient>{%arg1}\n  ⚑util.return %arg2 : !stream.timepoint')),
    ("stream_affinity_bogus", "syntax", "an affinity attribute of an unknown Stream kind",
     sfn('  %r = stream.resource.alloc uninitialized on(#stream.⚑bogus) : !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    # Generic form reaches the ODS verifier instead of the custom parser.
    ("stream_generic_size_not_index", "verify", "generic resource.size with an i32 result",
     sfn('  %s = ⚑"stream.resource.size"(%arg0) : (!stream.resource<transient>) -> i32\n  util.return %arg2 : !stream.timepoint')),
    ("stream_generic_immediate_wrong_type", "verify", "generic timepoint.immediate producing an index",
     sfn('  %t = ⚑"stream.timepoint.immediate"() : () -> index\n  util.return %arg2 : !stream.timepoint')),
    ("stream_generic_segment_mismatch", "verify", "operandSegmentSizes that do not add up to the operands",
     sfn('  %t = ⚑"stream.cmd.execute"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({\n  ^bb0(%a: !stream.resource<transient>):\n    stream.yield\n  }) : (!stream.resource<transient>, index) -> !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_generic_missing_attr", "verify", "generic resource.alloca without its required attributes",
     sfn('  %r, %t = ⚑"stream.timepoint.chain_external"(%arg2) : (!stream.timepoint) -> (index, !stream.timepoint)\n  util.return %arg2 : !stream.timepoint')),
    ("stream_generic_await_counts", "verify", "timepoint.await with one resource, two sizes and one result",
     sfn('  %r = ⚑"stream.timepoint.await"(%arg0, %arg1, %arg1, %arg2) : (!stream.resource<transient>, index, index, !stream.timepoint) -> !stream.resource<transient>\n  util.return %arg2 : !stream.timepoint')),
    # Op verifiers of StreamOps.cpp (stream_verify*.c), one per check.
    ("stream_resource_pack_intervals", "verify", "resource.pack with three lifetime interval bounds for two slices",
     ufn('%s: index', '  %0:3 = ⚑"stream.resource.pack"(%s, %s) <{lifetime_intervals = [0 : index, 1 : index, 2 : index], operandSegmentSizes = array<i32: 0, 2>}> : (index, index) -> (index, index, index)')),
    ("stream_resource_pack_sizes", "verify", "resource.pack with one slice size for two slices",
     ufn('%s: index', '  %0:3 = ⚑"stream.resource.pack"(%s) <{lifetime_intervals = [0 : index, 1 : index, 1 : index, 2 : index], operandSegmentSizes = array<i32: 0, 1>}> : (index) -> (index, index, index)')),
    ("stream_resource_constants_counts", "verify", "resource.constants with two values for one result",
     ufn('%s: index', '  %0:2 = ⚑"stream.resource.constants"(%s) <{values = [dense<1> : tensor<4xi8>, dense<2> : tensor<4xi8>]}> : (index) -> (!stream.resource<constant>, !stream.timepoint)')),
    ("stream_resource_constants_types", "verify", "resource.constants whose results differ in lifetime",
     ufn('%s: index', '  %0:3 = ⚑"stream.resource.constants"(%s, %s) <{values = [dense<1> : tensor<4xi8>, dense<2> : tensor<4xi8>]}> : (index, index) -> (!stream.resource<constant>, !stream.resource<variable>, !stream.timepoint)')),
    ("stream_timepoint_await_sizes", "verify", "timepoint.await with one resource and two sizes",
     sfn('  %r = ⚑"stream.timepoint.await"(%arg0, %arg1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!stream.resource<transient>, index, index, !stream.timepoint) -> !stream.resource<transient>\n  util.return %arg2 : !stream.timepoint')),
    ("stream_tensor_import_missing_dims", "verify", "tensor.import of a tensor<?x4xf32> without its dynamic dimension",
     'util.func private @f(%v: !hal.buffer_view, %s: index) -> !stream.resource<external> {\n'
     '  %0 = ⚑stream.tensor.import %v : !hal.buffer_view -> tensor<?x4xf32> in !stream.resource<external>{%s}\n'
     '  util.return %0 : !stream.resource<external>\n}\n'),
    ("stream_tensor_sizeof_extra_dims", "verify", "tensor.sizeof with two dimension values for one `?`",
     ufn('%d: index', '  %0 = ⚑stream.tensor.sizeof tensor<?x4xf32>{%d, %d} : index', retval='%0')),
    ("stream_tensor_slice_rank", "verify", "tensor.slice of a rank-2 tensor with one start index",
     ufn('%r: !stream.resource<*>, %s: index', '  %0 = ⚑stream.tensor.slice %r[%c0 for %c4] : tensor<4x4xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%c4}\n  %1 = stream.resource.size %0 : !stream.resource<*>', retval='%1')),
    ("stream_tensor_load_rank", "verify", "tensor.load from a rank-2 tensor with one index",
     'util.func private @f(%r: !stream.resource<staging>, %s: index) -> f32 {\n  %c0 = arith.constant 0 : index\n'
     '  %0 = ⚑stream.tensor.load %r[%c0] : tensor<4x4xf32> in !stream.resource<staging>{%s} -> f32\n  util.return %0 : f32\n}\n'),
    ("stream_tensor_store_rank", "verify", "tensor.store into a rank-1 tensor with two indices",
     'util.func private @f(%r: !stream.resource<staging>, %s: index, %v: f32) -> !stream.resource<staging> {\n  %c0 = arith.constant 0 : index\n'
     '  %0 = ⚑stream.tensor.store %v, %r[%c0, %c0] : f32 -> tensor<4xf32> in %r as !stream.resource<staging>{%s}\n  util.return %0 : !stream.resource<staging>\n}\n'),
    ("stream_tensor_trace_missing_dims", "verify", "generic tensor.trace of a tensor<?xf32> without its dimension",
     'util.func private @f(%r: !stream.resource<staging>, %s: index) {\n'
     '  ⚑"stream.tensor.trace"(%r, %s) <{key = "key", operandSegmentSizes = array<i32: 1, 1, 0>, resource_encodings = [tensor<?xf32>]}> : (!stream.resource<staging>, index) -> ()\n  util.return\n}\n'),
    ("stream_tensor_dispatch_tied_encoding", "verify", "tensor.dispatch result tied to an operand of another encoding",
     'util.func private @f(%r: !stream.resource<*>, %s: index, %d: index) -> !stream.resource<*> {\n'
     '  %0 = ⚑stream.tensor.dispatch @ex::@entry(%r) : (tensor<4x?xf32>{%d} in !stream.resource<*>{%s}) -> tensor<?x4xf32>{%d} in %r{%s}\n'
     '  util.return %0 : !stream.resource<*>\n}\n'),
    ("stream_tensor_empty_missing_dims", "verify", "tensor.empty of tensor<?x?xf32> with one dimension value",
     ufn('%d: index, %s: index', '  %0 = ⚑stream.tensor.empty : tensor<?x?xf32>{%d} in !stream.resource<*>{%s}\n  %1 = stream.resource.size %0 : !stream.resource<*>', retval='%1')),
    ("stream_async_cast_sizes", "verify", "async.cast whose result size is a different value than its source size",
     ufn('%r: !stream.resource<*>, %s: index, %t: index', '  %0 = ⚑stream.async.cast %r : !stream.resource<*>{%s} -> !stream.resource<external>{%t}\n  %1 = stream.resource.size %0 : !stream.resource<external>', retval='%1')),
    ("stream_async_collective_extra_param", "verify", "generic async.collective all_gather with a rank parameter",
     'util.func private @f(%ch: !stream.channel, %r: !stream.resource<*>, %s: index, %p: i32) -> !stream.resource<*> {\n  %c0 = arith.constant 0 : index\n'
     '  %0 = ⚑"stream.async.collective"(%r, %s, %c0, %s, %s, %r, %s, %c0, %s, %s, %s, %ch, %p) <{op = #stream.collective<all_gather : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel, i32) -> !stream.resource<*>\n'
     '  util.return %0 : !stream.resource<*>\n}\n'),
    ("stream_async_collective_missing_param", "verify", "generic async.collective broadcast without its source rank",
     'util.func private @f(%ch: !stream.channel, %r: !stream.resource<*>, %s: index) -> !stream.resource<*> {\n  %c0 = arith.constant 0 : index\n'
     '  %0 = ⚑"stream.async.collective"(%r, %s, %c0, %s, %s, %r, %s, %c0, %s, %s, %s, %ch) <{op = #stream.collective<broadcast : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel) -> !stream.resource<*>\n'
     '  util.return %0 : !stream.resource<*>\n}\n'),
    ("stream_async_dispatch_missing_range", "verify", "async.dispatch of a resource without its [offset to end for length]",
     sfn('  %r = ⚑stream.async.dispatch @ex::@entry(%arg0) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_call_undefined", "verify", "async.call of a function that does not exist",
     sfn('  %r = ⚑stream.async.call @missing(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_call_arg_type", "verify", "async.call passing a transient resource to an external parameter",
     'stream.async.func private @callee(%a: !stream.resource<external>, %b: index) -> !stream.resource<external>\n'
     + sfn('  %r = ⚑stream.async.call @callee(%arg0[%c0 to %arg1 for %arg1], %c4) : (!stream.resource<transient>{%arg1}, index) -> !stream.resource<external>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_call_index_result", "verify", "generic async.call returning an index",
     'stream.async.func private @callee(%a: index) -> index\n'
     + sfn('  %r = ⚑"stream.async.call"(%c4) <{callee = @callee, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0>}> : (index) -> index\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_execute_yield_count", "verify", "async.execute yielding nothing for its one result",
     sfn('  %r, %t = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {\n    ⚑stream.yield\n  } => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_async_execute_yield_size", "verify", "async.execute yielding its result with another size value",
     sfn('  %r, %t = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {\n    ⚑stream.yield %a : !stream.resource<transient>{%c4}\n  } => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_async_execute_uncaptured", "verify", "async.execute body cloning a resource it did not capture",
     sfn('  %r, %t = stream.async.execute with() -> !stream.resource<transient>{%arg1} {\n    %0 = ⚑stream.async.clone %arg0 : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg1}\n    stream.yield %0 : !stream.resource<transient>{%arg1}\n  } => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_cmd_execute_non_cmd_op", "verify", "an arith op directly inside cmd.execute",
     sexec('    %x = ⚑arith.addi %c0, %c4 : index')),
    ("stream_cmd_execute_uncaptured", "verify", "cmd.fill on the outer resource instead of the captured one",
     sexec('    ⚑stream.cmd.fill %c255_i32, %arg0[%c0 for %c128] : i32 -> !stream.resource<transient>{%arg1}')),
    ("stream_cmd_serial_non_cmd_op", "verify", "an arith op inside cmd.serial",
     sexec('    stream.cmd.serial {\n      %x = ⚑arith.addi %c0, %c4 : index\n    }')),
    ("stream_cmd_collective_access", "verify", "cmd.collective send whose resource is write-only",
     'util.func private @f(%ch: !stream.channel, %r: !stream.resource<transient>, %s: index, %p: i32) -> !stream.timepoint {\n  %c0 = arith.constant 0 : index\n  %c128 = arith.constant 128 : index\n'
     '  %0 = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%s}) {\n'
     '    ⚑stream.cmd.collective<send : f32>[%c128] channel(%ch) param(%p : i32) {\n      wo %a[%c0 for %c128] : !stream.resource<transient>{%s}\n    }\n'
     '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint\n}\n'),
    ("stream_cmd_collective_count", "verify", "cmd.collective all_gather with one resource",
     'util.func private @f(%ch: !stream.channel, %r: !stream.resource<transient>, %s: index) -> !stream.timepoint {\n  %c0 = arith.constant 0 : index\n  %c128 = arith.constant 128 : index\n'
     '  %0 = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%s}) {\n'
     '    ⚑stream.cmd.collective<all_gather : f32>[%c128] channel(%ch) {\n      rw %a[%c0 for %c128] : !stream.resource<transient>{%s}\n    }\n'
     '  } => !stream.timepoint\n  util.return %0 : !stream.timepoint\n}\n'),
    ("stream_cmd_call_undefined", "verify", "cmd.call of a function that does not exist",
     sexec('    ⚑stream.cmd.call @missing(ro %arg3[%c0 for %c128]) : (!stream.resource<transient>{%arg1}) -> ()')),
    ("stream_cmd_parameter_load_counts", "verify", "generic cmd.parameter.load with two keys and one offset",
     'util.func private @f(%k: !util.buffer, %o: i64, %s: index) -> !stream.timepoint {\n'
     '  %r:3 = ⚑"stream.cmd.parameter.load"(%k, %k, %o, %s, %s) <{operandSegmentSizes = array<i32: 0, 2, 1, 2, 0>}> : (!util.buffer, !util.buffer, i64, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)\n'
     '  util.return %r#2 : !stream.timepoint\n}\n'),
    ("stream_async_parameter_gather_counts", "verify", "generic async.parameter.gather with one key and no target ranges",
     'util.func private @f(%k: !util.buffer, %o: i64, %r: !stream.resource<transient>, %s: index) -> !stream.timepoint {\n'
     '  %0:2 = ⚑"stream.async.parameter.gather"(%k, %o, %r, %s) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 0, 0, 0, 0>}> : (!util.buffer, i64, !stream.resource<transient>, index) -> (!stream.resource<transient>, !stream.timepoint)\n'
     '  util.return %0#1 : !stream.timepoint\n}\n'),
    ("stream_export_workgroups_two", "verify", "generic export whose workgroup count region returns two values",
     'stream.executable private @ex {\n  "stream.executable.export"() <{function_ref = @entry, sym_name = "entry"}> ({\n  ^bb0(%x: index):\n'
     '    ⚑stream.return %x, %x : index, index\n  }) : () -> ()\n'
     '  builtin.module {\n    func.func @entry() {\n      return\n    }\n  }\n}\n'),
    ("stream_binding_subspan_memref_dims", "verify", "binding.subspan to memref<?xf32> without its dimension",
     'stream.executable private @ex {\n  stream.executable.export public @entry\n  builtin.module {\n'
     '    func.func @entry(%b: !stream.binding) {\n      %c0 = arith.constant 0 : index\n'
     '      %0 = ⚑stream.binding.subspan %b[%c0] : !stream.binding -> memref<?xf32>\n'
     '      return\n    }\n  }\n}\n'),
    ("stream_workgroup_id_dimension", "verify", "dispatch.workgroup.id of dimension 3",
     'stream.executable private @ex {\n  stream.executable.export public @entry\n  builtin.module {\n'
     '    func.func @entry() {\n      %0 = ⚑stream.dispatch.workgroup.id[3] : index\n'
     '      return\n    }\n  }\n}\n'),
    ("stream_cmd_dispatch_uniform_type", "verify", "cmd.dispatch passing an index where the function takes an i32",
     EX1 + sexec('    ⚑stream.cmd.dispatch @ex::@entry[%c4](%c4 : index) {\n      ro %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}\n    }')),
    ("stream_tensor_dispatch_workload", "verify", "tensor.dispatch with no workload for an export that takes one",
     EX1 + 'util.func private @g(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {\n'
     '  %0 = ⚑stream.tensor.dispatch @ex::@entry(%r) : (tensor<4xf32> in !stream.resource<*>{%s}) -> tensor<4xf32> in !stream.resource<*>{%s}\n'
     '  util.return %0 : !stream.resource<*>\n}\n'),
    ("stream_cmd_dispatch_ranges", "verify", "generic cmd.dispatch with a resource but no offset, length or access",
     sexec('    ⚑"stream.cmd.dispatch"(%arg3, %arg1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 0, 1, 1, 0, 0>, resource_accesses = []}> : (!stream.resource<transient>, index) -> ()')),
    ("stream_tensor_dispatch_tied_range", "verify", "generic tensor.dispatch tying its result to operand 3 of 1",
     'util.func private @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {\n'
     '  %0 = ⚑"stream.tensor.dispatch"(%r, %s, %s) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [3 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>\n'
     '  util.return %0 : !stream.resource<*>\n}\n'),
    ("stream_tensor_dispatch_encoding_dims", "verify", "generic tensor.dispatch whose tensor<?xf32> operand has no dimension value",
     'util.func private @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {\n'
     '  %0 = ⚑"stream.tensor.dispatch"(%r, %s, %s) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<?xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>\n'
     '  util.return %0 : !stream.resource<*>\n}\n'),
    ("stream_async_execute_yield_type", "verify", "async.execute yielding a resource of another lifetime than its result",
     sfn('  %r, %t = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%arg1}) -> !stream.resource<external>{%arg1} {\n    ⚑stream.yield %a : !stream.resource<transient>{%arg1}\n  } => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_async_concurrent_uncaptured", "verify", "async.concurrent body using a value of the enclosing execute it did not capture",
     sfn('  %r, %t = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {\n'
         '    %c = stream.async.concurrent with() -> !stream.resource<transient>{%arg1} {\n'
         '      %0 = ⚑stream.async.clone %a : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg1}\n'
         '      stream.yield %0 : !stream.resource<transient>{%arg1}\n    }\n'
         '    stream.yield %c : !stream.resource<transient>{%arg1}\n  } => !stream.timepoint\n  util.return %t : !stream.timepoint')),
    ("stream_cmd_concurrent_non_cmd_op", "verify", "an unregistered op inside cmd.concurrent",
     sexec('    stream.cmd.concurrent {\n      ⚑"test.op"() : () -> ()\n    }')),
    ("stream_cmd_call_accesses", "verify", "generic cmd.call with a resource range but no access specifier",
     'util.func private @callee(%a: !stream.resource<transient>)\n'
     + sexec('    ⚑"stream.cmd.call"(%arg3, %arg1, %c0, %c128) <{callee = @callee, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, resource_operand_accesses = []}> : (!stream.resource<transient>, index, index, index) -> ()')),
    ("stream_cmd_parameter_scatter_counts", "verify", "generic cmd.parameter.scatter with a source range but no target key",
     'util.func private @f(%r: !stream.resource<transient>, %s: index, %o: i64) -> !stream.timepoint {\n  %c0 = arith.constant 0 : index\n'
     '  %t = ⚑"stream.cmd.parameter.scatter"(%r, %s, %c0, %s, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 1, 0>}> : (!stream.resource<transient>, index, index, index, i64) -> !stream.timepoint\n'
     '  util.return %t : !stream.timepoint\n}\n'),
    ("stream_async_call_arity", "verify", "async.call with one operand of a two-argument function",
     'stream.async.func private @callee(%a: !stream.resource<*>, %b: index) -> !stream.resource<*>\n'
     + sfn('  %r = ⚑stream.async.call @callee(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}\n  util.return %arg2 : !stream.timepoint')),
    ("stream_async_dispatch_range_ends", "verify", "generic async.dispatch with an offset and length but no end",
     sfn('  %r = ⚑"stream.async.dispatch"(%arg0, %arg1, %c0, %c128, %arg1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 1, 0, 1, 1>}> : (!stream.resource<transient>, index, index, index, index) -> !stream.resource<transient>\n  util.return %arg2 : !stream.timepoint')),
    ("stream_tensor_clone_dims", "verify", "tensor.clone of tensor<?xf32> with two dimension values",
     ufn('%r: !stream.resource<*>, %s: index, %d: index', '  %0 = ⚑stream.tensor.clone %r : tensor<?xf32>{%d, %d} in !stream.resource<*>{%s} -> tensor<?xf32>{%d} in !stream.resource<*>{%s}\n  %1 = stream.resource.size %0 : !stream.resource<*>', retval='%1')),
    ("stream_tensor_fill_dims", "verify", "tensor.fill of tensor<?xf32> without its dimension",
     'util.func private @f(%r: !stream.resource<*>, %s: index, %v: f32) -> !stream.resource<*> {\n'
     '  %0 = ⚑stream.tensor.fill %v, %r : f32 -> tensor<?xf32> in %r as !stream.resource<*>{%s}\n  util.return %0 : !stream.resource<*>\n}\n'),
    # Resource lifetime constraints (StreamTypes.td).
    ("stream_resource_load_lifetime", "verify", "resource.load from a constant resource (staging only)",
     'util.func private @f(%r: !stream.resource<constant>, %s: index, %o: index) -> i32 {\n'
     '  %0 = ⚑stream.resource.load %r[%o] : !stream.resource<constant>{%s} -> i32\n  util.return %0 : i32\n}\n'),
    ("stream_async_clone_staging", "verify", "async.clone of a staging resource (stream lifetimes only)",
     'util.func private @f(%r: !stream.resource<staging>, %s: index) -> !stream.resource<staging> {\n'
     '  %0 = ⚑stream.async.clone %r : !stream.resource<staging>{%s} -> !stream.resource<staging>{%s}\n  util.return %0 : !stream.resource<staging>\n}\n'),
    ("stream_resource_size_not_resource", "verify", "generic resource.size of an i32",
     'util.func private @f(%r: i32) -> index {\n'
     '  %0 = ⚑"stream.resource.size"(%r) : (i32) -> index\n  util.return %0 : index\n}\n'),
]


def build(text):
    """Returns (bytes, guess_line, guess_col) with the marker removed."""
    if text.count(MARK) != 1:
        raise ValueError("need exactly one marker: %r" % text[:60])
    before, after = text.split(MARK)
    b = before.encode("utf-8", "surrogateescape")
    line = b.count(b"\n") + 1
    col = len(b) - (b.rfind(b"\n") + 1) + 1
    return b + after.encode("utf-8", "surrogateescape"), line, col


def printable(msg):
    """Escapes control characters (IREE 3.13 prints a NUL inside one message)."""
    return "".join(c if (c >= " " and c != "\x7f") else "\\x%02x" % ord(c) for c in msg)


LOC_RE = re.compile(r"^[^\n]*?:(\d+):(\d+): error: (.*)$", re.M)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iree-opt", default=None)
    args = ap.parse_args()
    iree_opt = args.iree_opt or shutil.which("iree-opt")
    if not iree_opt:
        sys.exit("error: iree-opt not found (pip install iree-base-compiler==3.13.0)")

    os.makedirs(OUT, exist_ok=True)
    names = [c[0] for c in CASES]
    if len(set(names)) != len(names):
        sys.exit("error: duplicate case names")
    rows = ["file\tkind\tflags\texpect\tguess\tiree_opt\tiree_opt_error"]
    failures = []
    keep = set()
    for i, case in enumerate(CASES, 1):
        name, kind, desc, text = case[:4]
        flags = case[4] if len(case) > 4 else []
        body, gl, gc = build(text)
        header_n = 3 + (1 if flags else 0)
        gl += header_n
        fname = "%03d_%s.mlir" % (i, name)
        keep.add(fname)

        def header(loc):
            h = "// expect-error: %s\n// kind: %s\n// %s\n" % (loc, kind, desc)
            if flags:
                h += "// flags: %s\n" % " ".join(flags)
            return h.encode("utf-8")

        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, fname)
            with open(path, "wb") as f:
                f.write(header("%d:%d" % (gl, gc)) + body)
            p = subprocess.run([iree_opt, "--allow-unregistered-dialect"] + flags + [fname],
                               cwd=tmp, capture_output=True)
        err = p.stderr.decode("utf-8", "replace")
        if p.returncode == 0:
            failures.append("%s: accepted by iree-opt" % fname)
            continue
        m = LOC_RE.search(err)
        if m:
            il, ic, msg = int(m.group(1)), int(m.group(2)), m.group(3).strip()
            loc = "%d:%d" % (il, ic)
        else:
            il = ic = None
            msg = next((l for l in err.splitlines() if "error" in l), err.strip()[:200])
            loc = "%d:%d" % (gl, gc)
        data = header(loc) + body
        out = os.path.join(OUT, fname)
        try:
            with open(out, "rb") as f:
                same = f.read() == data
        except FileNotFoundError:
            same = False
        if not same:
            with open(out, "wb") as f:
                f.write(data)
        rows.append("\t".join([fname, kind, " ".join(["--allow-unregistered-dialect"] + flags),
                               loc, "%d:%d" % (gl, gc),
                               "%d:%d" % (il, ic) if il else "-",
                               printable(msg)]))
    for fn_ in sorted(os.listdir(OUT)):
        if fn_.endswith(".mlir") and fn_ not in keep:
            os.remove(os.path.join(OUT, fn_))
    with open(os.path.join(OUT, "manifest.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    n_same_line = sum(1 for r in rows[1:] if r.split("\t")[4].split(":")[0] == r.split("\t")[5].split(":")[0])
    n_exact = sum(1 for r in rows[1:] if r.split("\t")[4] == r.split("\t")[5])
    print("cases: %d  rejected by iree-opt: %d  guess on iree-opt's line: %d  exact: %d"
          % (len(CASES), len(rows) - 1, n_same_line, n_exact))
    for fl in failures:
        print("FAIL " + fl, file=sys.stderr)
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
