#!/usr/bin/env python3
"""Turns one run of streamref-bench (JSON lines) into perf/RESULTS.md.

    results_to_md.py RESULTS.jsonl --commit HASH --load-before "..." \
        --load-after "..." [--command "..."] > perf/RESULTS.md

The machine's description comes from lscpu (run here, on the machine that
ran the bench). Every row of the run is in a table; nothing is edited or
filtered, so the file says exactly what the run measured.
"""
import argparse
import collections
import json
import subprocess


def lscpu():
    try:
        text = subprocess.run(["lscpu"], capture_output=True, text=True,
                              check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    fields = {}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        fields[key.strip()] = value.strip()
    return fields


def number(value):
    if value is None:
        return ""
    if isinstance(value, float) and abs(value) >= 1e5:
        return f"{value:.4g}"
    return f"{value:.4g}" if isinstance(value, float) else str(value)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("results")
    parser.add_argument("--commit", required=True)
    parser.add_argument("--load-before", required=True)
    parser.add_argument("--load-after", required=True)
    parser.add_argument("--command", default="perf/regenerate_results.sh")
    parser.add_argument("--keep-accuracy-from", default=None,
                        help="an older RESULTS.md whose exhaustive-accuracy "
                        "section (not a timing) is carried over")
    args = parser.parse_args()
    rows = [json.loads(line) for line in open(args.results) if line.strip()]
    cpu = lscpu()
    flags = cpu.get("Flags", "").split()
    vector = [f for f in flags if f.startswith(("avx", "fma", "f16c", "amx"))]
    print("# streamref-bench results\n")
    print(f"One run of every suite at commit `{args.commit}` "
          f"(`{args.command}`), on:\n")
    print(f"- CPU: {cpu.get('Model name', '?')} ({cpu.get('CPU(s)', '?')} "
          f"CPUs, {cpu.get('Thread(s) per core', '?')} thread(s) per core, "
          f"hypervisor {cpu.get('Hypervisor vendor', 'none')})")
    print(f"- vector flags: {' '.join(vector) or 'none'}")
    print(f"- caches: L1d {cpu.get('L1d cache', '?')}, "
          f"L2 {cpu.get('L2 cache', '?')}, L3 {cpu.get('L3 cache', '?')}")
    print(f"- load average before: {args.load_before}; after: "
          f"{args.load_after}")
    print()
    print("Each figure's peer ran in the same run; `config` / `peer_config`")
    print("(listed under each suite) say what each side ran with. `x` is the")
    print("speedup (> 1: streamref ahead); `of limit` the fraction of the")
    print("machine's limit (perf/README.md, \"Physical limits\").\n")
    suites = collections.OrderedDict()
    for row in rows:
        suites.setdefault(row["suite"], []).append(row)
    for suite, items in suites.items():
        print(f"## {suite}\n")
        limits = [r for r in items if r["name"].startswith("limit/")]
        if limits:
            print("| limit | T | value | how |")
            print("|---|---|---|---|")
            for r in limits:
                print(f"| {r['name'][6:]} | {r['threads']} | "
                      f"{number(r['value'])} {r['unit']} | {r['config']} |")
            print()
        figures = [r for r in items if not r["name"].startswith("limit/")]
        if figures:
            print("| figure | T | streamref | peer | peer value | x | "
                  "of limit (ours / peer) |")
            print("|---|---|---|---|---|---|---|")
            for r in figures:
                of_limit = ""
                if r.get("of_limit") is not None:
                    of_limit = f"{r['of_limit']:.2f}"
                    if r.get("peer_of_limit") is not None:
                        of_limit += f" / {r['peer_of_limit']:.2f}"
                    of_limit += f" of {r['limit_name']}"
                print(f"| {r['name']} | {r['threads']} | "
                      f"{number(r['value'])} {r['unit']} | "
                      f"{r['peer'] or ''} | {number(r['peer_value'])} | "
                      f"{number(r['speedup'])} | {of_limit} |")
            print()
            configs = collections.OrderedDict()
            for r in figures:
                if r.get("config"):
                    configs.setdefault(("ours", r["config"]), None)
                if r.get("peer") and r.get("peer_config"):
                    configs.setdefault((r["peer"], r["peer_config"]), None)
            print("Configurations:\n")
            for who, text in configs:
                print(f"- {who}: {text}")
            print()
    if args.keep_accuracy_from:
        body = accuracy_section(args.keep_accuracy_from)
        if body:
            print("## Exhaustive accuracy (sr-ulp-check, not a timing)\n")
            print(body)


def accuracy_section(path):
    """The body of the 'Exhaustive accuracy' section of |path|, or None."""
    try:
        lines = open(path).read().splitlines()
    except OSError:
        return None
    body, inside = [], False
    for line in lines:
        if line.startswith("#") and "Exhaustive accuracy" in line:
            inside = True
            continue
        if inside and line.startswith("## "):
            break
        if inside:
            body.append(line)
    return "\n".join(body).strip() if inside else None


if __name__ == "__main__":
    main()
