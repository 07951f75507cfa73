#!/usr/bin/env python3
"""Generates the op schema, core/dialects/op_schema_table.{h,c}.

The op schema is the one description of every op streamref knows: its
operand and result groups (in ODS argument order, the order operands are
stored in), attributes, regions, successors, traits, assembly format, the
terminator its regions get when omitted and the parents it must have. The
format engine (format.c), the verifiers, passes and the executor all read it;
the header gives every op an id (SR_OPID_STREAM_CMD_DISPATCH) and every group
a named index (SR_STREAM_CMD_DISPATCH_RESOURCES).

Sources:
  - IREE's ODS files for the dialects IREE defines (StreamOps.td, ...), read
    from a directory holding them (they are not part of this repository);
  - tools/gen/op_schema_transcribed.txt for the ops whose .td files live in
    upstream MLIR (not in IREE's tree) and for the IREE dialects not yet
    read from their .td (see the header of that file).

Usage (IREE fetched with the `fetch` tool, or any checkout):
    mkdir -p /tmp/td && for f in Stream/IR/StreamOps.td; do \
      git -C /work/.mirror/iree-org+iree/repo show \
        HEAD:compiler/src/iree/compiler/Dialect/$f > /tmp/td/$(basename $f); done
    python3 tools/gen/gen_op_schema.py /tmp/td
Deterministic: rerunning on the same inputs leaves the outputs unchanged.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TRANSCRIBED = os.path.join(HERE, 'op_schema_transcribed.txt')
OUT_H = os.path.join(ROOT, 'core', 'dialects', 'op_schema_table.h')
OUT_C = os.path.join(ROOT, 'core', 'dialects', 'op_schema_table.c')
IREE_COMMIT = 'b48a5955575c'

TRAITS = {
    'isolated': 'SR_OP_TRAIT_ISOLATED_FROM_ABOVE',
    'terminator': 'SR_OP_TRAIT_TERMINATOR',
    'no_terminator': 'SR_OP_TRAIT_NO_TERMINATOR',
    'symbol_table': 'SR_OP_TRAIT_SYMBOL_TABLE',
    'graph_region': 'SR_OP_TRAIT_GRAPH_REGION',
    'symbol': 'SR_OP_TRAIT_SYMBOL',
}
FLAGS = {
    'operand_segments': 'SR_OP_SCHEMA_OPERAND_SEGMENTS',
    'result_segments': 'SR_OP_SCHEMA_RESULT_SEGMENTS',
    'discardable_segments': 'SR_OP_SCHEMA_DISCARDABLE_SEGMENTS',
    'custom_syntax': 'SR_OP_SCHEMA_CUSTOM_SYNTAX',
}


def new_op(name):
    return dict(name=name, traits=[], flags=[], operands='', results='',
                attrs='', regions='', successors='', format=None,
                implicit_terminator=None, parents=[], source='')


#===----------------------------------------------------------------------===#
# StreamOps.td
#===----------------------------------------------------------------------===#

def split_top(args):
    out = []
    depth = 0
    cur = ''
    for ch in args:
        if ch in '<([':
            depth += 1
        if ch in '>)]':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


STREAM_INDEX = ('Stream_Size', 'Stream_Offset', 'Index', 'Stream_Dim',
                'Stream_Index', 'Util_Size')


def stream_typemap(t):
    t = t.strip()
    if t in STREAM_INDEX:
        return ':index'
    simple = {'Stream_Timepoint': ':!stream.timepoint', 'I1': ':i1',
              'I32': ':i32', 'I64': ':i64',
              'Stream_Channel': ':!stream.channel',
              'Stream_File': ':!stream.file',
              'Util_BufferType': ':!util.buffer',
              'Stream_TestFence': ':!stream.test.fence',
              # Resource lifetimes: constraints the verifier checks
              # (format.c's `~`).
              'Stream_StagingResource': ':~staging',
              'Stream_AnyStreamResource': ':~stream',
              'Stream_AnyResource': ':~resource'}
    if t in simple:
        return simple[t]
    if t.startswith('AnyTypeOf<['):
        kinds = [k.strip() for k in t[len('AnyTypeOf<['):t.rindex(']')].split(',')
                 if k.strip()]
        if kinds and all(k in ('Stream_AnyStreamResource',
                               'Stream_StagingResource') for k in kinds):
            return ':~resource'
    return ''


def stream_attr_kind(t):
    if 'UnitAttr' in t:
        return 'unit'
    if 'TypeAttr' in t or 'TypeAttrOf' in t:
        return 'type'
    if 'IndexAttr' in t:
        return 'int(index)'
    if 'I64Attr' in t:
        return 'int(i64)'
    if 'SymbolNameAttr' in t:
        return 'sym'
    if 'FlatSymbolRefAttr' in t:
        return 'symref'
    if 'StrAttr' in t:
        return 'str'
    if 'ArrayAttr' in t or 'TiedOpStorage' in t:
        return 'array'
    if 'CollectiveAttr' in t:
        return 'enum(stream.collective)'
    if 'Stream_AffinityAttr' in t:
        return 'affinity'
    return 'any'


def read_stream(path):
    s = open(path).read()
    s = re.sub(r'//[^\n]*', '', s)
    defs = re.split(r'\n(?=def Stream_)', s)
    ops = []
    class_to_op = {}
    raw_parents = {}
    for d in defs[1:]:
        m = re.match(r'def (Stream_\w+)\s*:\s*Stream_\w+<"([^"]+)"', d)
        op = new_op('stream.' + m.group(2))
        op['source'] = 'StreamOps.td'
        class_to_op['IREE::Stream::' + m.group(1)[len('Stream_'):]] = op['name']
        pm = re.search(r'HasParent<"([^"]+)">', d)
        if pm:
            raw_parents[op['name']] = [pm.group(1)]
        pm = re.search(r'ParentOneOf<\[(.*?)\]>', d, re.S)
        if pm:
            raw_parents[op['name']] = [x.strip().strip('"')
                                       for x in pm.group(1).split(',')
                                       if x.strip()]
        args = re.search(r'let arguments = \(ins(.*?)\);', d, re.S)
        res = re.search(r'let results = \(outs(.*?)\);', d, re.S)
        regs = re.search(r'let regions = \(region(.*?)\);', d, re.S)
        fmt = re.search(r'let assemblyFormat = (\[\{(.*?)\}\]|"(.*?)");', d,
                        re.S)
        fmtstr = (' '.join((fmt.group(2) or fmt.group(3)).split())
                  if fmt else None)
        operands = []
        attrs = []
        for a in split_top(args.group(1)) if args else []:
            a = ' '.join(a.split())
            mm = re.match(r'(.*):\$(\w+)$', a)
            if not mm:
                continue
            t, n = mm.group(1), mm.group(2)
            if 'Attr' in t:
                opt = ('?' if t.startswith(('OptionalAttr', 'UnitAttr',
                                            'DefaultValuedAttr')) else '')
                attrs.append('%s%s:%s' % (n, opt, stream_attr_kind(t)))
            else:
                suffix = ''
                inner = t
                if t == 'Stream_ShapeDynamicDims':
                    suffix = '*'
                    inner = 'Index'
                elif t.startswith('Variadic<'):
                    suffix = '*'
                    inner = t[9:-1]
                elif t.startswith('Optional<'):
                    suffix = '?'
                    inner = t[9:-1]
                operands.append('%s%s%s' % (n, suffix, stream_typemap(inner)))
        results = []
        for a in split_top(res.group(1)) if res else []:
            a = ' '.join(a.split())
            mm = re.match(r'(.*):\$(\w+)$', a)
            if not mm:
                continue
            t, n = mm.group(1), mm.group(2)
            suffix = ''
            inner = t
            if t.startswith('Variadic<'):
                suffix = '*'
                inner = t[9:-1]
            results.append('%s%s%s' % (n, suffix, stream_typemap(inner)))
        regions = []
        for a in split_top(regs.group(1)) if regs else []:
            mm = re.match(r'(.*):\$(\w+)$', ' '.join(a.split()))
            if mm:
                regions.append(mm.group(2))
        if 'AttrSizedOperandSegments' in d:
            op['flags'].append('operand_segments')
        if op['name'] in ('stream.return', 'stream.yield',
                          'stream.executable.end'):
            op['traits'].append('terminator')
        if op['name'] == 'stream.executable':
            op['traits'] += ['isolated', 'symbol_table', 'symbol']
        if op['name'] in ('stream.executable.export', 'stream.async.func',
                          'stream.cmd.func'):
            op['traits'] += ['isolated', 'symbol']
        # A result whose type the format does not print takes it from the
        # group AllTypesMatch ties it to. A `~` constraint gives way to the
        # same-as rule: the type comes from the group it matches, which
        # carries the constraint.
        for mm in re.findall(r'AllTypesMatch<\[([^\]]*)\]>', d):
            tnames = [x.strip().strip('"') for x in mm.split(',')]
            for k, r in enumerate(results):
                n = r.split(':')[0].rstrip('*?')
                if ':~' in r:
                    r = r[:r.index(':~')]
                if (n in tnames and ':' not in r and fmtstr and
                        ('type($%s)' % n) not in fmtstr):
                    other = [x for x in tnames if x != n][0]
                    results[k] = r + ':=' + other
        op['operands'] = ' '.join(operands)
        op['results'] = ' '.join(results)
        op['attrs'] = ' '.join(attrs)
        op['regions'] = ' '.join(regions)
        op['format'] = fmtstr
        ops.append(op)
    by_name = {op['name']: op for op in ops}
    # Adjustments: regions whose terminator may be omitted (the ops IREE
    # prints without their stream.yield), the end op printed by its parent.
    for name in ('stream.cmd.serial', 'stream.cmd.concurrent'):
        by_name[name]['implicit_terminator'] = 'stream.yield'
    by_name['stream.executable']['implicit_terminator'] = 'stream.executable.end'
    by_name['stream.executable.end']['format'] = None
    # IREE's Stream ops use Util's custom<ShapedFunctionSignature>
    # (UtilOps.h), registered under the name util.c gives it.
    for op in ops:
        if op['format']:
            op['format'] = op['format'].replace(
                'custom<ShapedFunctionSignature>',
                'custom<UtilShapedFunctionSignature>')
    other_parents = {'IREE::Util::FuncOp': 'util.func',
                     'IREE::Util::InitializerOp': 'util.initializer',
                     'func::FuncOp': 'func.func',
                     'mlir::func::FuncOp': 'func.func'}
    for name, classes in raw_parents.items():
        for cls in classes:
            if cls in class_to_op:
                by_name[name]['parents'].append(class_to_op[cls])
            elif cls in other_parents:
                by_name[name]['parents'].append(other_parents[cls])
            else:
                raise SystemExit('unknown parent class ' + cls)
    return ops


#===----------------------------------------------------------------------===#
# Transcribed ops
#===----------------------------------------------------------------------===#

def read_transcribed(path):
    ops = []
    op = None
    for lineno, line in enumerate(open(path), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.lstrip().startswith('#'):
            continue
        if not line.startswith(' '):
            op = new_op(line.strip())
            op['source'] = 'transcribed'
            ops.append(op)
            continue
        key, _, value = line.strip().partition(':')
        value = value.strip()
        if op is None or key not in op:
            raise SystemExit('%s:%d: unknown field %r' % (path, lineno, key))
        if key in ('traits', 'flags', 'parents'):
            op[key] = value.split()
        else:
            op[key] = value
    return ops


#===----------------------------------------------------------------------===#
# Output
#===----------------------------------------------------------------------===#

def words(text):
    """Splits a group list at spaces outside <...> and (...)."""
    out = []
    depth = 0
    cur = ''
    for ch in text or '':
        if ch in '<(':
            depth += 1
        if ch in '>)':
            depth -= 1
        if ch == ' ' and depth == 0:
            if cur:
                out.append(cur)
            cur = ''
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out


def group_arity(word):
    m = re.match(r'([A-Za-z_][A-Za-z0-9_]*)([?*]?)', word)
    return m.group(1), {'': 'S', '?': 'O', '*': 'V'}[m.group(2)]


def upper(name):
    name = re.sub(r'(?<=[a-z0-9])(?=[A-Z])', '_', name)
    return re.sub(r'[^A-Za-z0-9]', '_', name).upper()


def cstr(x):
    if x is None or x == '':
        return 'NULL'
    return '"%s"' % x.replace('\\', '\\\\').replace('"', '\\"')


def cstr_wrapped(x, indent):
    if x is None or x == '':
        return 'NULL'
    pieces = []
    cur = ''
    for w in x.split(' '):
        if len(cur) + len(w) + 1 > 66 and cur:
            pieces.append(cur + ' ')
            cur = w
        else:
            cur = (cur + ' ' + w) if cur else w
    pieces.append(cur)
    return ('\n' + ' ' * indent).join(cstr(p) for p in pieces)


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    td_dir = sys.argv[1]
    ops = read_stream(os.path.join(td_dir, 'StreamOps.td'))
    ops += read_transcribed(TRANSCRIBED)
    ops.sort(key=lambda op: op['name'])
    names = [op['name'] for op in ops]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise SystemExit('ops defined twice: ' + ' '.join(dup))
    max_groups = {'operands': 0, 'results': 0}
    enumerators = {}
    header_groups = []
    for op in ops:
        prefix = 'SR_' + upper(op['name'])
        op['id'] = 'SR_OPID_' + upper(op['name'])
        lines = []
        seen = set()
        for kind in ('operands', 'results'):
            groups = [group_arity(w) for w in words(op[kind])]
            op[kind + '_arity'] = ''.join(a for _, a in groups)
            max_groups[kind] = max(max_groups[kind], len(groups))
            for index, (gname, arity) in enumerate(groups):
                if gname in seen:
                    raise SystemExit('%s: group %s twice' % (op['name'], gname))
                seen.add(gname)
                enum = prefix + '_' + upper(gname)
                if enum in enumerators:
                    raise SystemExit('%s: %s also names a group of %s' %
                                     (op['name'], enum, enumerators[enum]))
                enumerators[enum] = op['name']
                what = {'S': '', 'O': '?', 'V': '*'}[arity]
                lines.append('  %s = %d,  // %s %s%s' % (
                    enum, index, kind[:-1], gname, what))
        if lines:
            header_groups.append('// %s\nenum {\n%s\n};\n' % (
                op['name'], '\n'.join(lines)))
    for op in ops:
        if op['id'] in enumerators:
            raise SystemExit('op id %s names a group' % op['id'])

    h = []
    h.append('// The op schema\'s ids and group indices. Generated by\n'
             '// tools/gen/gen_op_schema.py from IREE\'s ODS files (commit %s) '
             'and\n// tools/gen/op_schema_transcribed.txt: do not edit.\n'
             % IREE_COMMIT)
    h.append('#ifndef STREAMREF_CORE_DIALECTS_OP_SCHEMA_TABLE_H_\n'
             '#define STREAMREF_CORE_DIALECTS_OP_SCHEMA_TABLE_H_\n\n')
    h.append('// The most operand / result groups of any op.\n')
    h.append('#define SR_OP_SCHEMA_MAX_OPERAND_GROUPS %d\n' %
             max_groups['operands'])
    h.append('#define SR_OP_SCHEMA_MAX_RESULT_GROUPS %d\n\n' %
             max_groups['results'])
    h.append('// clang-format off\n')
    h.append('typedef enum sr_op_id_e {\n  SR_OPID_UNKNOWN = 0,\n')
    for op in ops:
        h.append('  %s,\n' % op['id'])
    h.append('  SR_OPID_COUNT,\n} sr_op_id_t;\n\n')
    h.append('// Group indices of each op: operand groups and result groups '
             'are numbered\n// separately, in ODS order (ODS names are '
             'unique across both).\n')
    h.append('\n'.join(header_groups))
    h.append('// clang-format on\n\n'
             '#endif  // STREAMREF_CORE_DIALECTS_OP_SCHEMA_TABLE_H_\n')

    c = []
    c.append('// The op schema\'s rows. Generated by tools/gen/gen_op_schema.py '
             'from IREE\'s\n// ODS files (commit %s) and '
             'tools/gen/op_schema_transcribed.txt: do\n// not edit.\n\n'
             % IREE_COMMIT)
    c.append('#include "core/dialects/op_schema.h"\n\n')
    c.append('// One field per line reads better than clang-format\'s '
             'packing.\n// clang-format off\n')
    c.append('const sr_op_schema_t sr__op_schemas[SR_OPID_COUNT] = {\n')
    for op in ops:
        traits = ' | '.join(TRAITS[t] for t in op['traits']) or '0'
        flags = ' | '.join(FLAGS[f] for f in op['flags']) or '0'
        c.append('    [%s] = {\n' % op['id'])
        c.append('        .name = "%s",\n' % op['name'])
        if traits != '0':
            c.append('        .traits = %s,\n' % traits)
        if flags != '0':
            c.append('        .flags = %s,\n' % flags)
        for key in ('operands', 'results'):
            if op[key]:
                c.append('        .%s = %s,\n' % (key, cstr_wrapped(op[key], 12)))
                c.append('        .%s_arity = "%s",\n' % (key[:-1], op[key + '_arity']))
        for key in ('attrs', 'regions', 'successors'):
            if op[key]:
                c.append('        .%s = %s,\n' % (key, cstr_wrapped(op[key], 12)))
        if op['format']:
            c.append('        .format = %s,\n' % cstr_wrapped(op['format'], 12))
        if op['implicit_terminator']:
            c.append('        .implicit_terminator = "%s",\n' %
                     op['implicit_terminator'])
        if op['parents']:
            c.append('        .parents = %s,\n' %
                     cstr_wrapped(' '.join(op['parents']), 12))
        c.append('    },\n')
    c.append('};\n// clang-format on\n')
    for path, text in ((OUT_H, ''.join(h)), (OUT_C, ''.join(c))):
        with open(path, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
