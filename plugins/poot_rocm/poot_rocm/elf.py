"""Read what poot checks in an AMDGPU HSA code object: ELF header, symbols, and the msgpack
NT_AMDGPU_METADATA note (a tiny msgpack decoder, no dependency)."""
from __future__ import annotations

import struct
from dataclasses import dataclass

ET_DYN = 3
ELFOSABI_AMDGPU_HSA = 64
EM_AMDGPU = 224
NT_AMDGPU_METADATA = 32


class ElfError(Exception):
    pass


@dataclass(frozen=True)
class CodeObject:
    e_type: int
    osabi: int
    abiversion: int
    machine: int
    symbols: tuple[str, ...]
    metadata: dict


def _msgpack(buf: bytes, i: int = 0):
    """Decode one msgpack value at buf[i]; returns (value, next index)."""
    b = buf[i]
    i += 1
    if b <= 0x7F:
        return b, i
    if b >= 0xE0:
        return b - 0x100, i
    if 0x80 <= b <= 0x8F:
        return _map(buf, i, b & 0x0F)
    if 0x90 <= b <= 0x9F:
        return _arr(buf, i, b & 0x0F)
    if 0xA0 <= b <= 0xBF:
        n = b & 0x1F
        return buf[i:i + n].decode(), i + n
    fixed = {0xC0: None, 0xC2: False, 0xC3: True}
    if b in fixed:
        return fixed[b], i
    ints = {0xCC: "B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q", 0xD0: "b", 0xD1: ">h", 0xD2: ">i", 0xD3: ">q",
            0xCA: ">f", 0xCB: ">d"}
    if b in ints:
        s = struct.Struct(ints[b])
        return s.unpack_from(buf, i)[0], i + s.size
    strs = {0xD9: "B", 0xDA: ">H", 0xDB: ">I", 0xC4: "B", 0xC5: ">H", 0xC6: ">I"}
    if b in strs:
        s = struct.Struct(strs[b])
        n = s.unpack_from(buf, i)[0]
        i += s.size
        raw = buf[i:i + n]
        return (raw.decode() if b >= 0xD9 else bytes(raw)), i + n
    if b in (0xDC, 0xDD, 0xDE, 0xDF):
        s = struct.Struct(">H" if b in (0xDC, 0xDE) else ">I")
        n = s.unpack_from(buf, i)[0]
        return (_arr if b in (0xDC, 0xDD) else _map)(buf, i + s.size, n)
    raise ElfError(f"msgpack byte 0x{b:02x} at {i - 1} is not supported")


def _arr(buf, i, n):
    out = []
    for _ in range(n):
        v, i = _msgpack(buf, i)
        out.append(v)
    return out, i


def _map(buf, i, n):
    out = {}
    for _ in range(n):
        k, i = _msgpack(buf, i)
        v, i = _msgpack(buf, i)
        out[k] = v
    return out, i


def read(data: bytes) -> CodeObject:
    """Parse a 64-bit little-endian ELF code object."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ElfError("not a 64-bit little-endian ELF file")
    osabi, abiver = data[7], data[8]
    e_type, machine = struct.unpack_from("<HH", data, 16)
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + k * shentsize) for k in range(shnum)]
    symbols: list[str] = []
    meta: dict = {}
    for _name, stype, _f, _a, off, size, link, _i, _al, entsize in secs:
        if stype in (2, 11):  # SHT_SYMTAB, SHT_DYNSYM
            stroff = secs[link][4]
            for k in range(size // entsize):
                st_name = struct.unpack_from("<I", data, off + k * entsize)[0]
                end = data.index(b"\0", stroff + st_name)
                if end > stroff + st_name:
                    symbols.append(data[stroff + st_name:end].decode())
        elif stype == 7:  # SHT_NOTE
            p = off
            while p < off + size:
                namesz, descsz, ntype = struct.unpack_from("<III", data, p)
                owner = data[p + 12:p + 12 + namesz].rstrip(b"\0").decode()
                desc_at = p + 12 + ((namesz + 3) & ~3)
                if owner == "AMDGPU" and ntype == NT_AMDGPU_METADATA:
                    meta = _msgpack(data[desc_at:desc_at + descsz])[0]
                p = desc_at + ((descsz + 3) & ~3)
    return CodeObject(e_type, osabi, abiver, machine, tuple(symbols), meta)


def kernel_meta(co: CodeObject, symbol: str) -> dict:
    """The metadata map of kernel `symbol` (keys like .kernarg_segment_size)."""
    for k in co.metadata.get("amdhsa.kernels", []):
        if k.get(".name") == symbol:
            return k
    raise ElfError(f"kernel {symbol!r} is not in the code object's metadata")
