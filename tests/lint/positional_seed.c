// Seeded violations for positional_index_check.sh (never compiled): the
// lint must find exactly the 14 marked lines below and skip the rest.

void seeded(void) {
  a = sr_rt_operand(instr, 1, 0);     // 1: literal group
  b = sr_rt_arg(frame, instr, 3, 0);  // 2: literal group, 3rd arg
  c = sr_rt_arg_u64(frame, instr,
                    4);                          // 3: broken across lines
  d = instr->segment_size[2];                    // 4: literal segment
  e = frame[instr->operands[0]];                 // 5: raw operand index
  f = instr->op->results[1].type;                // 6: raw result index
  g = instr->operands + 2;                       // 7: operand array offset
  const uint32_t* o = instr->operands;           // 8: an alias
  k = sr_rt_arg(frame, instr, read ? 0 : 3, 0);  // 9: literal choice
  m = sr_di_operand(instr, 1);                   // 10: dispatch interp
  n = sr__di_op_result(op, 0)->type;             // 11: dispatch compile
  SR_RETURN_IF_ERROR(sr__di_take_tensor(frame, instr, 2, true, true,
                                        &out));               // 12: the taker
  q = sr_op_group_by_name(op, false, "result_dims", &b, &n);  // 13: by name
  SR_RETURN_IF_ERROR(sr__di_decode_mixed(c, op, "low", "static_low",
                                         &p->low));  // 14: mixed by name
  h = instr->operands[0];  // positional-ok: the seed's allowed line
  i = sr_rt_arg(frame, instr, SR_STREAM_CMD_FILL_TARGET, 0);
  j = sr_rt_group_size(instr, group);
  l = sr_rt_arg(frame, instr, read ? SR_A : SR_B, 0);
  o = sr_di_result(instr, SR_DI_RESULT);
  p = views[eop->operands[SR_DI_EOP_B]];
  r = sr__di_decode_mixed(c, op, SR_TENSOR_PAD_LOW, "static_low", &p->low);
}
