#!/usr/bin/env python3
"""Regenerates the op table of core/dialects/stream.c from IREE's StreamOps.td.

streamref interprets each op's ODS assembly format at run time (see
core/dialects/format.h); this script transcribes, for every op of the Stream
dialect, its operand/result/attribute/region groups, traits and format text
into the kStreamSpecs table, and the ParentOneOf/HasParent constraints into
kStreamParents. The rest of stream.c (the hand-written parts around the
markers) is left alone. Hand adjustments (result names, implicit
terminators) are listed in this script.

Usage (IREE fetched with the `fetch` tool, or any checkout):
    git -C /work/.mirror/iree-org+iree/repo show \
        HEAD:compiler/src/iree/compiler/Dialect/Stream/IR/StreamOps.td > /tmp/StreamOps.td
    python3 tools/gen/gen_stream_ops.py /tmp/StreamOps.td core/dialects/stream.c
Deterministic: rerunning on the same .td leaves stream.c unchanged.
"""
import re
import sys

TD_PATH, OUT_PATH = sys.argv[1], sys.argv[2]
s=open(TD_PATH).read()
s=re.sub(r'//[^\n]*','',s)
defs=re.split(r'\n(?=def Stream_)', s)
def split_top(args):
    out=[];depth=0;cur=''
    for ch in args:
        if ch in '<([': depth+=1
        if ch in '>)]': depth-=1
        if ch==',' and depth==0:
            out.append(cur.strip());cur=''
        else: cur+=ch
    if cur.strip(): out.append(cur.strip())
    return out
INDEX=('Stream_Size','Stream_Offset','Index','Stream_Dim','Stream_Index','Util_Size')
def typemap(t):
    t=t.strip()
    if t in INDEX: return ':index'
    if t=='Stream_Timepoint': return ':!stream.timepoint'
    if t=='I1': return ':i1'
    if t=='I32': return ':i32'
    if t=='I64': return ':i64'
    if t=='Stream_Channel': return ':!stream.channel'
    if t=='Stream_File': return ':!stream.file'
    if t=='Util_BufferType': return ':!util.buffer'
    if t=='Stream_TestFence': return ':!stream.test.fence'
    # Resource lifetimes: constraints the verifier checks (format.c's `~`).
    if t=='Stream_StagingResource': return ':~staging'
    if t=='Stream_AnyStreamResource': return ':~stream'
    if t=='Stream_AnyResource': return ':~resource'
    if t.startswith('AnyTypeOf<['):
        kinds=[k.strip() for k in t[len('AnyTypeOf<['):t.rindex(']')].split(',') if k.strip()]
        if kinds and all(k in ('Stream_AnyStreamResource','Stream_StagingResource') for k in kinds):
            return ':~resource'
    return ''
specs={}
order=[]
parents={}
class_to_op={}
for d in defs[1:]:
    m=re.match(r'def (Stream_\w+)\s*:\s*Stream_\w+<"([^"]+)"',d)
    name='stream.'+m.group(2)
    order.append(name)
    class_to_op['IREE::Stream::'+m.group(1)[len('Stream_'):]]=name
    pm=re.search(r'HasParent<"([^"]+)">',d)
    if pm: parents[name]=[pm.group(1)]
    pm=re.search(r'ParentOneOf<\[(.*?)\]>',d,re.S)
    if pm: parents[name]=[x.strip().strip('"') for x in pm.group(1).split(',') if x.strip()]
    args=re.search(r'let arguments = \(ins(.*?)\);',d,re.S)
    res=re.search(r'let results = \(outs(.*?)\);',d,re.S)
    regs=re.search(r'let regions = \(region(.*?)\);',d,re.S)
    fmt=re.search(r'let assemblyFormat = (\[\{(.*?)\}\]|"(.*?)");',d,re.S)
    fmtstr=' '.join((fmt.group(2) or fmt.group(3)).split()) if fmt else None
    ops=[];attrs=[]
    for a in split_top(args.group(1)) if args else []:
        a=' '.join(a.split())
        mm=re.match(r'(.*):\$(\w+)$',a)
        if not mm: continue
        t,n=mm.group(1),mm.group(2)
        if 'Attr' in t:
            opt='?' if t.startswith('OptionalAttr') or t.startswith('UnitAttr') or t.startswith('DefaultValuedAttr') else ''
            kind='any'
            if 'UnitAttr' in t: kind='unit'
            elif 'TypeAttr' in t or 'TypeAttrOf' in t: kind='type'
            elif 'IndexAttr' in t: kind='int(index)'
            elif 'I64Attr' in t: kind='int(i64)'
            elif 'SymbolNameAttr' in t: kind='sym'
            elif 'FlatSymbolRefAttr' in t: kind='symref'
            elif 'StrAttr' in t: kind='str'
            elif 'ArrayAttr' in t or 'TiedOpStorage' in t: kind='array'
            elif 'CollectiveAttr' in t: kind='enum(stream.collective)'
            elif 'Stream_AffinityAttr' in t: kind='affinity'
            attrs.append('%s%s:%s'%(n,opt,kind))
        else:
            suffix=''; inner=t
            if t=='Stream_ShapeDynamicDims': suffix='*'; inner='Index'
            elif t.startswith('Variadic<'): suffix='*'; inner=t[9:-1]
            elif t.startswith('Optional<'): suffix='?'; inner=t[9:-1]
            ops.append('%s%s%s'%(n,suffix,typemap(inner)))
    rs=[]
    for a in split_top(res.group(1)) if res else []:
        a=' '.join(a.split())
        mm=re.match(r'(.*):\$(\w+)$',a)
        if not mm: continue
        t,n=mm.group(1),mm.group(2)
        suffix='';inner=t
        if t.startswith('Variadic<'): suffix='*'; inner=t[9:-1]
        rs.append('%s%s%s'%(n,suffix,typemap(inner)))
    rg=[]
    for a in split_top(regs.group(1)) if regs else []:
        mm=re.match(r'(.*):\$(\w+)$',' '.join(a.split()))
        if mm: rg.append(mm.group(2))
    flags='SR_ODS_OPERAND_SEGMENTS' if 'AttrSizedOperandSegments' in d else '0'
    traits='0'
    if name in ('stream.return','stream.yield','stream.executable.end'): traits='SR_OP_TRAIT_TERMINATOR'
    if name=='stream.executable': traits='SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL_TABLE | SR_OP_TRAIT_SYMBOL'
    if name in ('stream.executable.export','stream.async.func','stream.cmd.func'): traits='SR_OP_TRAIT_ISOLATED_FROM_ABOVE | SR_OP_TRAIT_SYMBOL'
    groups=[r.split(':')[0].rstrip('*?') for r in rs]
    names='"%s"'%' '.join(groups) if len(groups)>=2 else 'NULL'
    matches=re.findall(r'AllTypesMatch<\[([^\]]*)\]>',d)
    for mm in matches:
        tnames=[x.strip().strip('"') for x in mm.split(',')]
        for k,r in enumerate(rs):
            n=r.split(':')[0].rstrip('*?')
            # A `~` constraint gives way to the same-as rule: the type comes
            # from the group it matches, which carries the constraint.
            if ':~' in r: r=r[:r.index(':~')]
            if n in tnames and ':' not in r and fmtstr and ('type($%s)'%n) not in fmtstr:
                other=[x for x in tnames if x!=n][0]
                rs[k]=r+':='+other
    specs[name]=dict(traits=traits,flags=flags,ops=' '.join(ops),res=' '.join(rs),attrs=' '.join(attrs),regions=' '.join(rg),fmt=fmtstr,names=names,verify='sr__stream_verify',term='NULL',namefn='NULL')
# manual adjustments
for op,n in [('resource.release','"is_terminal"'),('resource.is_terminal','"is_terminal"'),('file.constant','"file"'),('tensor.empty','"empty"'),('tensor.constant','"cst"'),('async.constant','"cst"'),('channel.create','"channel"'),('channel.split','"channel"'),('channel.rank','"ccl_rank"'),('channel.count','"ccl_count"'),('resource.pack','NULL')]:
    specs['stream.'+op]['names']=n
for op in ['cmd.serial','cmd.concurrent']: specs['stream.'+op]['term']='"stream.yield"'
specs['stream.executable']['term']='"stream.executable.end"'
for op,p in [('id','id'),('count','count'),('size','size')]:
    specs['stream.dispatch.workgroup.'+op]['namefn']='sr_stream_workgroup_%s_name'%p
specs['stream.executable.end']['fmt']=None
# IREE's Stream ops use Util's custom<ShapedFunctionSignature> (UtilOps.h),
# registered here under the name util.c gives it.
for sp in specs.values():
    if sp['fmt']:
        sp['fmt']=sp['fmt'].replace('custom<ShapedFunctionSignature>','custom<UtilShapedFunctionSignature>')
out=[]
def q(x): return 'NULL' if x is None else '"%s"'%x.replace('\\','\\\\').replace('"','\\"')
def cstr(x):
    if x is None: return 'NULL'
    # split long format strings into C string pieces of ~70 chars at spaces
    pieces=[];cur=''
    for w in x.split(' '):
        if len(cur)+len(w)+1>66 and cur:
            pieces.append(cur+' ');cur=w
        else:
            cur=(cur+' '+w) if cur else w
    pieces.append(cur)
    return '\n     '.join('"%s"'%p.replace('\\','\\\\').replace('"','\\"') for p in pieces)
for name in order:
    sp=specs[name]
    out.append('    {"%s", %s, %s,\n     %s,\n     %s,\n     %s,\n     %s, NULL,\n     %s,\n     %s, %s, %s, %s},\n'%(
        name,sp['traits'],sp['flags'],q(sp['ops'] or None) if sp['ops'] else 'NULL',q(sp['res']) if sp['res'] else 'NULL',
        q(sp['attrs']) if sp['attrs'] else 'NULL',q(sp['regions']) if sp['regions'] else 'NULL',cstr(sp['fmt']),
        sp['names'],sp['verify'],sp['term'],sp['namefn']))
src=open(OUT_PATH).read()
a=src.index('static const sr_ods_op_t kStreamSpecs[] = {\n')+len('static const sr_ods_op_t kStreamSpecs[] = {\n')
b=src.index('};\n', a)
src=src[:a]+''.join(out)+src[b:]
open(OUT_PATH,'w').write(src)

OTHER_PARENTS={'IREE::Util::FuncOp':'util.func','IREE::Util::InitializerOp':'util.initializer',
               'func::FuncOp':'func.func','mlir::func::FuncOp':'func.func'}
prow=[]
for name in order:
    if name not in parents: continue
    names=[]
    for cls in parents[name]:
        if cls in class_to_op: names.append(class_to_op[cls])
        elif cls in OTHER_PARENTS: names.append(OTHER_PARENTS[cls])
        else: raise SystemExit('unknown parent class '+cls)
    prow.append('    {"%s", "%s"},\n'%(name,' '.join(names)))
src=open(OUT_PATH).read()
a=src.index('static const sr_op_parents_t kStreamParents[] = {\n')+len('static const sr_op_parents_t kStreamParents[] = {\n')
b=src.index('};\n', a)
src=src[:a]+''.join(prow)+src[b:]
open(OUT_PATH,'w').write(src)
