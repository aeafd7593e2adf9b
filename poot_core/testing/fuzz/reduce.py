"""The reducer: shrink a failing kernel to a small one that still fails the same way.

Greedy delta debugging over the kernel tree. Each round lists every one-step edit of the
current kernel - drop a statement (at any depth), replace an `if`/loop by one of its blocks,
replace an expression by a same-typed child or by 0/1, drop a kernel-local const, run one
workgroup instead of several - orders them by the size they leave, and tests them in batches:
a batch is ONE generated file (each candidate a kernel of its own), so one rustc build and one
pootc import serve all of them. The smallest candidate that still fails with the same
signature (where, kind, message shape) becomes the current kernel; rounds stop when none does
or the time budget is spent. Candidates rustc or pootc refuse simply do not count as failing.
Finally unused locals and consts are dropped (no behaviour changes).
"""
from __future__ import annotations

import re
import time
from dataclasses import replace
from typing import Callable, Iterator

from .ast import ONE, ZERO, Kernel, Node, Stmt, edit_stmts, iter_exprs, iter_stmts, replace_expr
from .run import Failure, Runner, single_unit

BATCH = 32


def _expr_edits(e: Node) -> Iterator[Node]:
    for path, n in iter_exprs(e):
        if n.fixed:
            continue
        for k in n.kids:
            if k.ty == n.ty:
                yield replace_expr(e, path, k)
        if n.kids or n.fmt not in (ZERO[n.ty], ONE[n.ty]):
            yield replace_expr(e, path, Node(n.ty, ZERO[n.ty]))
            yield replace_expr(e, path, Node(n.ty, ONE[n.ty]))


def _stmt_edits(body: tuple[Stmt, ...]) -> Iterator[tuple[Stmt, ...]]:
    for path, s in iter_stmts(body):
        if s.removable:
            yield edit_stmts(body, path, [])
        for b in s.blocks:
            if s.kind in ("if", "for", "while", "loop"):
                yield edit_stmts(body, path, list(b))
    for path, s in iter_stmts(body):
        for j, e in enumerate(s.exprs):
            for new in _expr_edits(e):
                exprs = list(s.exprs)
                exprs[j] = new
                yield edit_stmts(body, path, [replace(s, exprs=tuple(exprs))])


def candidates(k: Kernel) -> Iterator[Kernel]:
    """Every one-step simplification of `k`."""
    if k.groups > 1:
        yield replace(k, groups=1)
    body = k.body
    n = len(body)
    size = n // 2
    while size >= 2:  # ddmin: drop contiguous chunks of top-level statements first
        for a in range(0, n, size):
            chunk = body[a:a + size]
            if all(s.removable for s in chunk):
                yield replace(k, body=body[:a] + body[a + size:])
        size //= 2
    for j in range(len(k.consts)):
        yield replace(k, consts=k.consts[:j] + k.consts[j + 1:])
    for body in _stmt_edits(k.body):
        yield replace(k, body=body)
    for j, d in enumerate(k.decls):
        for e in d.exprs:
            for new in _expr_edits(e):
                yield replace(k, decls=k.decls[:j] + (replace(d, exprs=(new,)),) + k.decls[j + 1:])


def _text_of(k: Kernel) -> str:
    return "\n".join(k.render())


def tidy(k: Kernel) -> Kernel:
    """Drop locals and kernel consts nothing refers to (behaviour unchanged: declarations never fault)."""
    while True:
        texts = ["\n".join(s.render("")) for s in k.body]
        dtexts = ["\n".join(d.render("")) for d in k.decls]
        decls = tuple(d for j, d in enumerate(k.decls)
                      if not _decl_name(d) or re.search(rf"\b{_decl_name(d)}\b", "\n".join(texts + dtexts[:j] + dtexts[j + 1:])))
        used = "\n".join(texts + dtexts)
        consts = tuple(c for j, c in enumerate(k.consts)
                       if re.search(rf"\b{re.escape(c[0])}\b", used + "\n".join(x[2] for x in k.consts[j + 1:])))
        if decls == k.decls and consts == k.consts:
            return k
        k = replace(k, decls=decls, consts=consts)


def _decl_name(d: Stmt) -> str:
    m = re.match(r"let mut (\w+)", d.head[0])
    return m.group(1) if m else ""


def reduce(f: Failure, runner: Runner, *, budget: float = 300, log: Callable[[str], None] | None = None) -> Failure:
    """The smallest failing variant of `f.kernel` found within `budget` seconds (same signature)."""
    log = log or (lambda s: None)
    want = f.signature
    best = f
    history = [f]
    t0 = time.perf_counter()
    rounds = 0
    while time.perf_counter() - t0 < budget:
        rounds += 1
        cur = best.kernel
        seen, cands = set(), []
        for c in candidates(cur):
            t = _text_of(c)
            if t not in seen:
                seen.add(t)
                cands.append(c)
        cands.sort(key=lambda c: c.size())
        found = None
        for b in range(0, len(cands), BATCH):
            if time.perf_counter() - t0 >= budget:
                break
            batch = [replace(c, name=f"r{j}") for j, c in enumerate(cands[b:b + BATCH])]
            unit = replace(f.unit, kernels=tuple(batch))
            try:
                _, fails = runner.run_unit(unit)
            except Exception as e:  # noqa: BLE001 - a batch that cannot even be prepared holds no candidate
                log(f"reduce: batch skipped ({type(e).__name__}: {e})")
                continue
            hits = [x for x in fails if x.signature == want and x.kernel.size() < cur.size()]
            if hits:
                found = min(hits, key=lambda x: x.kernel.size())
                break
        if found is None:
            break
        best = replace(found, kernel=replace(found.kernel, name=f.kernel.name))
        history.append(best)
        log(f"reduce: round {rounds}: size {best.kernel.size()} ({time.perf_counter() - t0:.0f} s)")
    # the result must fail on its own, in a file of its own: walk back until one does
    for cand in reversed(history):
        k = tidy(cand.kernel)
        try:
            _, fails = runner.run_unit(single_unit(replace(cand, kernel=k)))
        except Exception:  # noqa: BLE001
            continue
        hit = [x for x in fails if x.signature == want]
        if hit:
            return replace(hit[0], unit=single_unit(replace(cand, kernel=k)))
        log(f"reduce: size {k.size()} does not fail alone; trying the one before")
    return f
