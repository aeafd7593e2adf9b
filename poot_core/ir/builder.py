"""A small structured builder for Kernel IR Bodies (tests, synthesized kernels).

    kb = Builder("elementwise_add")
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.load(a, i), kb.load(b, i))))
    kb.ret()
    body = kb.build()

Python numbers passed as operands take the type of the other operand.
"""
from __future__ import annotations

from typing import Callable

from ..errors import IRError, Span
from . import nodes as N
from .types import BOOL, USIZE, Fragment, Scalar, Ty


class Builder:
    def __init__(self, name: str, workgroup_size: int = 64):
        self.name, self.workgroup_size = name, workgroup_size
        self.params: list[N.Param] = []
        self.locals: list[N.LocalDecl] = []
        self.wg: list[N.WgArray] = []
        self.blocks: list[list] = [[[], None]]  # [stmts, term]
        self.cur = 0
        self.next_site = 0

    # --- declarations ---------------------------------------------------------------------
    def input(self, name: str, elem: Scalar) -> int:
        self.params.append(N.Param(name, elem, False))
        return len(self.params) - 1

    def output(self, name: str, elem: Scalar) -> int:
        self.params.append(N.Param(name, elem, True))
        return len(self.params) - 1

    def wg_array(self, array_id: int, size: int, elem: Scalar | None = None) -> int:
        """Declare workgroup array `array_id` of `size` slots of `elem` (default f32)."""
        self.wg.append(N.WgArray(array_id, size) if elem is None else N.WgArray(array_id, size, elem))
        return array_id

    def wg_elem(self, array: int) -> Scalar:
        w = next((w for w in self.wg if w.id == array), None)
        if w is None:
            raise IRError(f"workgroup array {array} is not declared; declare it with wg_array first")
        return w.elem

    def local(self, ty: Ty, name: str = "") -> N.Local:
        self.locals.append(N.LocalDecl(ty, name))
        return N.Local(len(self.locals) - 1)

    def ty(self, op: N.Operand) -> Ty:
        return op.ty if isinstance(op, N.Const) else self.locals[op.id].ty

    def scalar_ty(self, op: N.Operand) -> Scalar:
        """`ty(op)`, which must be a scalar (IRError for a fragment local)."""
        t = self.ty(op)
        if not isinstance(t, Scalar):
            raise IRError(f"{op} has type {t}; a scalar operand is needed here")
        return t

    def c(self, ty: Scalar, value) -> N.Const:
        return N.Const(ty, value)

    # --- blocks ---------------------------------------------------------------------------
    def new_block(self) -> int:
        self.blocks.append([[], None])
        return len(self.blocks) - 1

    def at(self, block: int) -> None:
        self.cur = block

    def terminated(self) -> bool:
        return self.blocks[self.cur][1] is not None

    def emit(self, stmt: N.Stmt) -> None:
        if self.terminated():
            raise IRError(f"bb{self.cur} is already terminated")
        self.blocks[self.cur][0].append(stmt)

    def term(self, t: N.Terminator) -> None:
        if self.terminated():
            raise IRError(f"bb{self.cur} is already terminated")
        self.blocks[self.cur][1] = t

    # --- values ---------------------------------------------------------------------------
    def _op(self, x, like: N.Operand | None = None) -> N.Operand:
        if isinstance(x, (N.Local, N.Const)):
            return x
        if isinstance(x, bool):
            return N.Const(BOOL, x)
        if like is None:
            raise IRError(f"cannot infer a type for {x!r}; pass a Const")
        return N.Const(self.scalar_ty(like), x)

    def assign(self, value: N.Rvalue, ty: Ty, name: str = "") -> N.Local:
        dest = self.local(ty, name)
        self.emit(N.Assign(dest.id, value))
        return dest

    def set(self, dest: N.Local, value) -> None:
        """Assign to an existing local (loop variables)."""
        if not isinstance(value, tuple(N.Rvalue.__args__)):
            value = N.Use(self._op(value, dest))
        self.emit(N.Assign(dest.id, value))

    def var(self, ty: Scalar, init, name: str = "") -> N.Local:
        return self.assign(N.Use(self._op(init) if not isinstance(init, (int, float)) else N.Const(ty, init)), ty, name)

    def bin(self, op: str, a, b) -> N.Local:
        a = self._op(a, b if isinstance(b, (N.Local, N.Const)) else None)
        b = self._op(b, a)
        ty = BOOL if op in N.CMP_OPS else self.ty(a)
        return self.assign(N.BinOp(op, a, b), ty)

    def add(self, a, b): return self.bin("add", a, b)
    def sub(self, a, b): return self.bin("sub", a, b)
    def mul(self, a, b): return self.bin("mul", a, b)
    def div(self, a, b): return self.bin("div", a, b)
    def rem(self, a, b): return self.bin("rem", a, b)
    def lt(self, a, b): return self.bin("lt", a, b)
    def le(self, a, b): return self.bin("le", a, b)
    def gt(self, a, b): return self.bin("gt", a, b)
    def ge(self, a, b): return self.bin("ge", a, b)
    def eq(self, a, b): return self.bin("eq", a, b)
    def ne(self, a, b): return self.bin("ne", a, b)

    def un(self, op: str, a) -> N.Local:
        a = self._op(a)
        return self.assign(N.UnOp(op, a), self.ty(a))

    def cast(self, a, to: Scalar) -> N.Local:
        return self.assign(N.Cast(self._op(a), to), to)

    def math(self, fn: str, *args) -> N.Local:
        ops = [self._op(x, next((y for y in args if isinstance(y, (N.Local, N.Const))), None)) for x in args]
        return self.assign(N.Math(fn, tuple(ops)), self.ty(ops[0]))

    def from_bits(self, a) -> N.Local:
        from .types import F32
        return self.assign(N.FromBits(self._op(a)), F32)

    def no_contract_add(self, a, b) -> N.Local:
        from .types import F32
        return self.assign(N.NoContractAdd(self._op(a, b), self._op(b, a)), F32)

    def overflows(self, op: str, a, b) -> N.Local:
        a = self._op(a, b if isinstance(b, (N.Local, N.Const)) else None)
        return self.assign(N.CheckOverflow(op, a, self._op(b, a)), BOOL)

    def len(self, s: int) -> N.Local:
        return self.assign(N.Len(s), USIZE)

    def load(self, s: int, i, checked: bool = False, span: Span | None = None) -> N.Local:
        i = self._op(i) if not isinstance(i, int) else N.Const(USIZE, i)
        if checked:
            self.check(self.lt(i, self.len(s)), "bounds", span)
        return self.assign(N.Load(s, i), self.params[s].elem)

    def store(self, s: int, i, v, checked: bool = False, span: Span | None = None) -> None:
        i = self._op(i) if not isinstance(i, int) else N.Const(USIZE, i)
        if checked:
            self.check(self.lt(i, self.len(s)), "bounds", span)
        self.emit(N.Store(s, i, self._op(v) if not isinstance(v, (int, float)) else N.Const(self.params[s].elem, v)))

    def _usize(self, x) -> N.Operand:
        return N.Const(USIZE, x) if isinstance(x, int) else self._op(x)

    def wg_read(self, array: int, i) -> N.Local:
        return self.assign(N.WgRead(array, self._usize(i)), self.wg_elem(array))

    def wg_write(self, array: int, i, v) -> None:
        elem = self.wg_elem(array)
        self.emit(N.WorkgroupLocalWrite(array, self._usize(i), self._op(v) if not isinstance(v, (int, float))
                                        else N.Const(elem, v)))

    # --- subgroup operations (docs/subgroup.md) ---------------------------------------------
    def shuffle_xor(self, v, mask: int) -> N.Local:
        """Lane l of the 32-lane subgroup gets lane l ^ mask's `v` (f32, i32, u32)."""
        a = self._op(v)
        return self.assign(N.ShuffleXor(a, mask), self.scalar_ty(a))

    # --- matrix fragments (docs/matrix.md) ------------------------------------------------
    def wmma_fill(self, frag: N.Local, value) -> None:
        dt = self.ty(frag)
        if not isinstance(dt, Fragment):
            raise IRError(f"wmma_fill needs a fragment local, not {dt}")
        self.emit(N.WmmaFill(frag.id, self._op(value) if not isinstance(value, (int, float)) else N.Const(dt.dtype, value)))

    def wmma_load(self, frag: N.Local, src: int, offset, stride, layout: str = "row", wg: bool = False) -> None:
        """Load `frag` from slice parameter `src`, or (wg=True) from workgroup array `src`."""
        self.emit(N.WmmaLoad(frag.id, src, self._usize(offset), self._usize(stride), layout, "wg" if wg else "param"))

    def wmma_mma(self, dest: N.Local, a: N.Local, b: N.Local, c: N.Local) -> None:
        self.emit(N.WmmaMma(dest.id, a.id, b.id, c.id))

    def wmma_store(self, dst: int, offset, stride, frag: N.Local, layout: str = "row", wg: bool = False) -> None:
        """Store accumulator `frag` to slice parameter `dst`, or (wg=True) to workgroup array `dst`."""
        self.emit(N.WmmaStore(dst, self._usize(offset), self._usize(stride), frag.id, layout, "wg" if wg else "param"))

    # --- asynchronous global -> workgroup copies ------------------------------------------
    def async_copy(self, array: int, dst_index, src: int, src_index, count: int, valid=None,
                   span: Span | None = None) -> None:
        """Start copying `count` elements src[src_index ..] -> array[dst_index ..]; with `valid`,
        only the first `valid` are read and the rest written 0."""
        self.emit(N.AsyncCopy(array, self._usize(dst_index), src, self._usize(src_index), count,
                              None if valid is None else self._usize(valid), span))

    def async_commit(self) -> None:
        self.emit(N.AsyncCommit())

    def async_wait(self, pending: int = 0) -> None:
        """Wait until at most `pending` committed groups are in flight (0: every copy is complete)."""
        self.emit(N.AsyncWait(pending))

    def atomic_add(self, s: int, i, v) -> N.Local:
        from .types import U32
        dest = self.local(U32)
        i = self._op(i) if not isinstance(i, int) else N.Const(USIZE, i)
        self.emit(N.AtomicAdd(dest.id, s, i, self._op(v) if not isinstance(v, int) else N.Const(U32, v)))
        return dest

    def fragment(self, role: str, dtype: Scalar, shape=(16, 16, 16)) -> N.Local:
        return self.local(Fragment(role, dtype, tuple(shape)))

    # --- control flow ---------------------------------------------------------------------
    def _index_call(self, axis: str) -> N.Local:
        dest = self.local(USIZE, axis)
        nxt = self.new_block()
        self.term(N.ThreadIndexCall(dest.id, axis, nxt))
        self.at(nxt)
        return dest

    def thread_index(self) -> N.Local: return self._index_call("global")
    def local_index(self) -> N.Local: return self._index_call("local")
    def group_index(self) -> N.Local: return self._index_call("group")
    def group_index_y(self) -> N.Local: return self._index_call("group_y")

    def barrier(self) -> None:
        nxt = self.new_block()
        self.term(N.Barrier(nxt))
        self.at(nxt)

    def goto(self, target: int) -> None:
        self.term(N.Goto(target))

    def if_(self, cond: N.Operand, then: Callable[[], None], else_: Callable[[], None] | None = None) -> None:
        t, merge = self.new_block(), self.new_block()
        e = self.new_block() if else_ else merge
        self.term(N.SwitchInt(cond, ((0, e),), t))
        for blk, fn in ((t, then), (e, else_)):
            if fn is None:
                continue
            self.at(blk)
            fn()
            if not self.terminated():
                self.goto(merge)
        self.at(merge)

    def while_(self, cond: Callable[[], N.Operand], body: Callable[[], None]) -> None:
        head = self.new_block()
        self.goto(head)
        self.at(head)
        c = cond()
        loop, exit_ = self.new_block(), self.new_block()
        self.term(N.SwitchInt(c, ((0, exit_),), loop))
        self.at(loop)
        body()
        if not self.terminated():
            self.goto(head)
        self.at(exit_)

    def for_range(self, lo, hi, body: Callable[[N.Local], None]) -> None:
        """for k in lo..hi (usize unless lo is typed)."""
        k = self.var(USIZE if isinstance(lo, int) else self.scalar_ty(lo), lo, "k")
        hi_op = self._op(hi, k) if not isinstance(hi, int) else N.Const(self.scalar_ty(k), hi)

        def step():
            body(k)
            self.set(k, N.BinOp("add", k, N.Const(self.scalar_ty(k), 1)))
        self.while_(lambda: self.lt(k, hi_op), step)

    def check(self, ok: N.Operand, kind: str, span: Span | None = None, message: str = "") -> int:
        """Continue when `ok` is true, else trap; returns the new trap site id."""
        site = self.next_site
        self.next_site += 1
        cont, trap = self.new_block(), self.new_block()
        self.term(N.SwitchInt(ok, ((0, trap),), cont))
        self.at(trap)
        self.term(N.Trap(site, kind, span, message))
        self.at(cont)
        return site

    def ret(self) -> None:
        self.term(N.Return())

    def build(self) -> N.Body:
        blocks = []
        for i, (stmts, term) in enumerate(self.blocks):
            if term is None:
                raise IRError(f"{self.name}: bb{i} has no terminator")
            blocks.append(N.Block(tuple(stmts), term))
        return N.Body(self.name, tuple(self.params), tuple(self.locals), tuple(blocks),
                      self.workgroup_size, tuple(self.wg))
