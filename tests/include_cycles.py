#!/usr/bin/env python3
"""The largest include cycle of a folder's .c files (issue 21).

    include_cycles.py ROOT FOLDER [--max=N] [--verbose]

A header belongs to every .c of the tree that defines a function it
declares (so a hub header that declares the functions of several files
belongs to all of them). a.c depends on b.c when a.c includes, directly or
through the tree's headers, a header that belongs to b.c. Prints the
largest strongly connected component of that graph: the files that cannot
be understood, built or changed one without the others. With --max=N, exits
1 when it has more than N files; --verbose prints, for each header the
cycle goes through, its owners and its includes.
"""
import os
import re
import sys

INCLUDE = re.compile(r'#include\s+"([^"]+)"')
# A definition at the start of a line: not static, a name sr_..., then its
# parameters, and a body that opens on this line or the next.
DEFINITION = re.compile(
    r'^(?!static|extern|typedef)[A-Za-z_][\w \t\*]*?\b(sr_\w+)\s*\('
    r'(?:[^;{]*$|[^;{]*\)\s*\{.*$)', re.M)
CALL = re.compile(r'\b(sr_\w+)\s*\(')


def read_tree(root, folder):
    files = {}
    for directory, _, names in os.walk(os.path.join(root, folder)):
        for name in names:
            if name.endswith(('.c', '.h')):
                path = os.path.relpath(os.path.join(directory, name), root)
                with open(os.path.join(root, path), errors='replace') as f:
                    files[path] = f.read()
    return files


def resolve(files, path, header):
    if header in files:
        return header
    near = os.path.normpath(os.path.join(os.path.dirname(path), header))
    return near if near in files else None


def largest_cycle(edges):
    """Tarjan's algorithm, iterative (deep include chains stay in bounds)."""
    index, low, on_stack, stack, best = {}, {}, set(), [], []
    counter = 0
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > len(best):
                    best = component
    return sorted(best)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root, folder = args
    limit = None
    for a in argv[1:]:
        if a.startswith('--max='):
            limit = int(a[len('--max='):])
    verbose = '--verbose' in argv
    files = read_tree(root, folder)
    includes = {p: {r for h in INCLUDE.findall(t)
                    if (r := resolve(files, p, h))} for p, t in files.items()}
    sources = sorted(p for p in files if p.endswith('.c'))
    definer = {}
    for p in sources:
        for m in DEFINITION.finditer(files[p]):
            definer.setdefault(m.group(1), set()).add(p)
    owners = {h: {c for f in CALL.findall(t) for c in definer.get(f, ())}
              for h, t in files.items() if h.endswith('.h')}

    def reach(p):
        seen, todo = set(), [p]
        while todo:
            for q in includes[todo.pop()]:
                if q not in seen:
                    seen.add(q)
                    todo.append(q)
        return seen

    edges = {c: sorted({o for h in reach(c) if h in owners
                        for o in owners[h]} - {c}) for c in sources}
    cycle = largest_cycle(edges)
    if len(cycle) < 2:
        cycle = []
    print(f'include_cycles: {folder}: largest cycle {len(cycle)} of '
          f'{len(sources)} .c files' +
          (': ' + ' '.join(os.path.relpath(c, folder) for c in cycle)
           if cycle else ''))
    if verbose:
        members = set(cycle)
        for h in sorted(owners):
            mine = sorted(o for o in owners[h] if o in members)
            if mine and h[:-2] + '.c' in members or len(mine) > 1:
                print(f'  {h}: belongs to {mine}, includes '
                      f'{sorted(includes[h])}')
    if limit is not None and len(cycle) > limit:
        print(f'include_cycles: more than {limit} files in one cycle')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
