"""The `poot` command line: `targets list`, `run`, `compile`, `import`.

Exit codes: 0 ok; 1 bad usage or input; 2 refused (importer, verifier, codegen, capability);
3 kernel fault (or device lost, a failed driver call); 4 target unavailable. Every PootError is reported as one
message (no traceback) and exits with its class's `exit_code`; files are written atomically,
so a failing command writes nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Callable

from .errors import EXIT_USAGE, PootError, UsageError


class _Parser(argparse.ArgumentParser):
    """argparse, but bad usage exits 1 (the project's code for usage errors), not 2."""

    def error(self, message: str):  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


# --- helpers ------------------------------------------------------------------------------
def _atomic_write(path: str | Path, write: Callable[[object], None], mode: str = "wb") -> None:
    """Write `path` through a temp file in the same directory and rename it into place."""
    p = Path(path)
    d = p.parent if str(p.parent) else Path(".")
    if not d.is_dir():
        raise UsageError(f"{path}: the directory {d} does not exist")
    if p.is_dir():
        raise UsageError(f"{path} is a directory; give a file name")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=d)
    except OSError as e:
        raise UsageError(f"{path}: cannot write there: {e.strerror}") from None
    try:
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


def _check_out_dir(path: str) -> None:
    """Refuse an output path that cannot be written before doing any work."""
    d = Path(path).parent
    if str(d) and not d.is_dir():
        raise UsageError(f"{path}: the directory {d} does not exist")
    if Path(path).is_dir():
        raise UsageError(f"{path} is a directory; give a file name")


def _grid(body, args):
    from .target import Grid

    if args.threads is not None:
        return Grid.threads(args.threads, body.workgroup_size)
    parts = args.groups.split(",")
    try:
        g = [int(x) for x in parts]
    except ValueError:
        g = []
    if len(g) not in (1, 2):
        raise UsageError(f"--groups takes GX or GX,GY (positive integers), not {args.groups!r}")
    return Grid.of_groups(g[0], g[1] if len(g) == 2 else 1, body.workgroup_size)


def _read_npz(path: str) -> dict:
    import numpy as np

    if not Path(path).is_file():
        raise UsageError(f"{path}: no such file (--inputs takes an .npz with one array per parameter)")
    try:
        with np.load(path, allow_pickle=False) as z:
            if not isinstance(z, np.lib.npyio.NpzFile):
                raise UsageError(f"{path}: not an .npz archive (write it with numpy.savez)")
            return {k: z[k] for k in z.files}
    except (ValueError, OSError, zipfile.BadZipFile, EOFError) as e:
        raise UsageError(f"{path}: cannot read it as an .npz archive: {e}") from None


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
    body = load_kernel(args.kernel, args.kernel_name)
    grid = _grid(body, args)
    inputs = _read_npz(args.inputs)
    target = resolve_target(args.target)
    out = execute(body, target, grid, inputs, check=args.check)
    _atomic_write(args.out, lambda f: np.savez(f, **out))
    desc = ", ".join(f"{k} ({v.dtype}[{v.size}])" for k, v in out.items())
    checked = "; matches the oracle" if args.check and target.name != "oracle" else ""
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
    from .ir import kir

    src = Path(args.file)
    if not src.is_file():
        raise UsageError(f"{args.file}: no such file")
    if not src.name.endswith(".rs"):
        raise UsageError(f"{args.file}: `poot import` takes a Rust .rs source")
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
    for path, text in texts:
        _atomic_write(path, lambda fh, t=text: fh.write(t), mode="w")
        print(f"wrote {path}")
    return 0


# --- parser -------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    p = _Parser(prog="poot", description="Kernels written once in Rust, run on every target.",
                epilog="exit codes: 0 ok, 1 bad usage or input, 2 refused (importer/verifier/codegen/capability), "
                       "3 kernel fault or failed driver call, 4 target unavailable")
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

    ip = sub.add_parser("import", help="import a Rust source's #[kernel] fns to .kir.json files")
    ip.add_argument("file", metavar="FILE.rs")
    ip.add_argument("-o", "--output-dir", default=".", metavar="DIR",
                    help="where to write <name>.kir.json (default .; created if missing)")
    ip.set_defaults(func=cmd_import)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except PootError as e:
        print(f"poot: error: {e}", file=sys.stderr)
        return int(getattr(e, "exit_code", EXIT_USAGE))


if __name__ == "__main__":
    sys.exit(main())
