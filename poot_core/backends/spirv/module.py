"""A small SPIR-V binary module builder: id allocation, sections in the order the spec
requires, deduplicated types and constants, decorations, and instruction encoding."""
from __future__ import annotations

import builtins  # Module's methods `int` and `bool` (SPIR-V types) shadow the builtins in its body
import struct

MAGIC = 0x07230203
GENERATOR = 0  # no registered generator id

# opcodes (SPIR-V 1.3 unified spec)
OP = dict(
    Name=5, Extension=10, ExtInstImport=11, ExtInst=12, MemoryModel=14, EntryPoint=15,
    ExecutionMode=16, Capability=17, TypeVoid=19, TypeBool=20, TypeInt=21, TypeFloat=22,
    TypeVector=23, TypeArray=28, TypeRuntimeArray=29, TypeStruct=30, TypePointer=32,
    TypeFunction=33, ConstantTrue=41, ConstantFalse=42, Constant=43, ConstantComposite=44, Function=54,
    FunctionEnd=56, Variable=59, Load=61, Store=62, AccessChain=65, Decorate=71,
    MemberDecorate=72, CompositeExtract=81, ConvertFToU=109, ConvertFToS=110,
    ConvertSToF=111, ConvertUToF=112, UConvert=113, SConvert=114, FConvert=115, Bitcast=124,
    SNegate=126, FNegate=127, IAdd=128, FAdd=129, ISub=130, FSub=131, IMul=132, FMul=133,
    UDiv=134, SDiv=135, FDiv=136, UMod=137, SRem=138, FRem=140, IsNan=156, LogicalEqual=164,
    LogicalNotEqual=165, LogicalOr=166, LogicalAnd=167, LogicalNot=168, Select=169,
    IEqual=170, INotEqual=171, UGreaterThan=172, SGreaterThan=173, UGreaterThanEqual=174,
    SGreaterThanEqual=175, ULessThan=176, SLessThan=177, ULessThanEqual=178,
    SLessThanEqual=179, FOrdEqual=180, FOrdNotEqual=182, FUnordNotEqual=183,
    FOrdLessThan=184, FOrdGreaterThan=186, FOrdLessThanEqual=188, FOrdGreaterThanEqual=190,
    ShiftRightLogical=194, ShiftRightArithmetic=195, ShiftLeftLogical=196, BitwiseOr=197,
    BitwiseXor=198, BitwiseAnd=199, Not=200, ControlBarrier=224, AtomicIAdd=234,
    AtomicOr=241, LoopMerge=246, SelectionMerge=247, Label=248, Branch=249,
    BranchConditional=250, Return=253, Unreachable=255, CompositeConstruct=80, VectorShuffle=79,
    # SPV_KHR_cooperative_matrix
    TypeCooperativeMatrixKHR=4456, CooperativeMatrixLoadKHR=4457, CooperativeMatrixStoreKHR=4458,
    CooperativeMatrixMulAddKHR=4459,
    # subgroup operations (SPIR-V 1.3)
    GroupNonUniformShuffleXor=346,
)

# enumerants
CAP = dict(Shader=1, Float16=9, Float64=10, Int64=11, StorageBuffer16BitAccess=4433, DenormPreserve=4464,
           SignedZeroInfNanPreserve=4466, VulkanMemoryModel=5345, VulkanMemoryModelDeviceScope=5346,
           CooperativeMatrixKHR=6022, GroupNonUniform=61, GroupNonUniformShuffle=65)
SC = dict(Input=1, Workgroup=4, Function=7, StorageBuffer=12)
DEC = dict(Block=2, ArrayStride=6, BuiltIn=11, Aliased=20, NonWritable=24, Binding=33, DescriptorSet=34,
           Offset=35, NoContraction=42)
BUILTIN = dict(NumWorkgroups=24, WorkgroupId=26, LocalInvocationId=27)
GLCOMPUTE, LOCAL_SIZE, DENORM_PRESERVE, SIGNED_ZERO_INF_NAN_PRESERVE = 5, 17, 4459, 4461
SCOPE_DEVICE, SCOPE_WORKGROUP = 1, 2
SEM_ACQ_REL, SEM_WORKGROUP_MEMORY = 0x8, 0x100
SEM_MAKE_AVAILABLE, SEM_MAKE_VISIBLE = 0x2000, 0x4000  # the Vulkan memory model's barrier semantics
# memory operands (the Vulkan memory model): a non-private access, made available / visible at a scope
MEM_MAKE_POINTER_AVAILABLE, MEM_MAKE_POINTER_VISIBLE, MEM_NON_PRIVATE_POINTER = 0x8, 0x10, 0x20
MODEL_GLSL450, MODEL_VULKAN = 1, 3
SCOPE_SUBGROUP = 3
COOP_USE = {"a": 0, "b": 1, "acc": 2}  # MatrixAKHR, MatrixBKHR, MatrixAccumulatorKHR
COOP_LAYOUT = {"row": 0, "col": 1}  # RowMajorKHR, ColumnMajorKHR
GLSL = dict(Trunc=3, FAbs=4, FSign=6, Floor=8, Ceil=9, Sin=13, Cos=14, Exp=27, Log=28,
            Sqrt=31, UMin=38, SMin=39, UMax=41, SMax=42, NMin=79, NMax=80)


def _string(s: str) -> list[int]:
    b = s.encode() + b"\0"
    b += b"\0" * (-len(b) % 4)
    return list(struct.unpack(f"<{len(b) // 4}I", b))


class Module:
    """Builds one module. Types/constants are deduplicated by key; `fn` collects the body."""

    def __init__(self) -> None:
        self.next_id = 1
        self.caps: list[int] = []
        self.exts: list[str] = []
        self.imports: list[list[int]] = []
        self.entry: list[list[int]] = []
        self.modes: list[list[int]] = []
        self.names: list[list[int]] = []
        self.decos: list[list[int]] = []
        self.globals: list[list[int]] = []  # types, constants, global variables, in order
        self.fn: list[list[int]] = []
        self._types: dict = {}
        self._consts: dict = {}
        self._glsl: int | None = None
        self.memory_model = MODEL_GLSL450  # MODEL_VULKAN for cooperative-matrix modules

    def id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    @staticmethod
    def ins(op: str, *operands: int) -> list[int]:
        words = [int(w) & 0xFFFFFFFF for w in operands]
        return [((len(words) + 1) << 16) | OP[op]] + words

    def cap(self, name: str) -> None:
        if CAP[name] not in self.caps:
            self.caps.append(CAP[name])

    def ext(self, name: str) -> None:
        if name not in self.exts:
            self.exts.append(name)

    def glsl(self) -> int:
        if self._glsl is None:
            self._glsl = self.id()
            self.imports.append(self.ins("ExtInstImport", self._glsl, *_string("GLSL.std.450")))
        return self._glsl

    def name(self, target: int, text: str) -> None:
        self.names.append(self.ins("Name", target, *_string(text)))

    def decorate(self, target: int, deco: str, *args: int) -> None:
        self.decos.append(self.ins("Decorate", target, DEC[deco], *args))

    def member_decorate(self, target: int, member: int, deco: str, *args: int) -> None:
        self.decos.append(self.ins("MemberDecorate", target, member, DEC[deco], *args))

    # --- types ----------------------------------------------------------------------------
    def type(self, key: tuple, op: str, *operands: int, decorate=None) -> int:
        if key not in self._types:
            tid = self.id()
            self._types[key] = tid
            self.globals.append(self.ins(op, tid, *operands))
            if decorate:
                decorate(tid)
        return self._types[key]

    def void(self) -> int:
        return self.type(("void",), "TypeVoid")

    def bool(self) -> int:
        return self.type(("bool",), "TypeBool")

    def int(self, bits: builtins.int, signed: builtins.bool) -> builtins.int:
        if bits == 64:
            self.cap("Int64")
        return self.type(("int", bits, signed), "TypeInt", bits, int(signed))

    def float(self, bits: builtins.int) -> builtins.int:
        if bits == 16:
            self.cap("Float16")
        elif bits == 64:
            self.cap("Float64")
        return self.type(("float", bits), "TypeFloat", bits)

    def float_widths(self) -> tuple[builtins.int, ...]:
        """The widths of the float types declared so far."""
        return tuple(b for b in (16, 32, 64) if ("float", b) in self._types)

    def float_bits(self, ty: builtins.int) -> builtins.int | None:
        """The width of float type id `ty` (None when it is not a float type)."""
        return next((b for b in (16, 32, 64) if self._types.get(("float", b)) == ty), None)

    def vector(self, elem: builtins.int, n: builtins.int) -> builtins.int:
        return self.type(("vec", elem, n), "TypeVector", elem, n)

    def pointer(self, storage: str, to: builtins.int) -> builtins.int:
        return self.type(("ptr", storage, to), "TypePointer", SC[storage], to)

    def array(self, elem: builtins.int, n: builtins.int) -> builtins.int:
        length = self.const_int(32, False, n)
        return self.type(("array", elem, n), "TypeArray", elem, length)

    def runtime_array(self, elem: builtins.int, stride: builtins.int) -> builtins.int:
        return self.type(("rtarray", elem, stride), "TypeRuntimeArray", elem,
                         decorate=lambda t: self.decorate(t, "ArrayStride", stride))

    def block_struct(self, member: builtins.int, readonly: builtins.bool) -> builtins.int:
        def deco(t: builtins.int) -> None:
            self.decorate(t, "Block")
            self.member_decorate(t, 0, "Offset", 0)
            if readonly:
                self.member_decorate(t, 0, "NonWritable")
        return self.type(("block", member, readonly), "TypeStruct", member, decorate=deco)

    def cooperative_matrix(self, comp: builtins.int, rows: builtins.int, cols: builtins.int,
                           use: builtins.int) -> builtins.int:
        """OpTypeCooperativeMatrixKHR of component type `comp`, Subgroup scope, rows x cols, `use`
        (COOP_USE); its scope, size and use operands are u32 constants."""
        ids = [self.const_int(32, False, v) for v in (SCOPE_SUBGROUP, rows, cols, use)]
        return self.type(("coopmat", comp, rows, cols, use), "TypeCooperativeMatrixKHR", comp, *ids)

    def function_type(self, ret: builtins.int) -> builtins.int:
        return self.type(("fn", ret), "TypeFunction", ret)

    # --- constants ------------------------------------------------------------------------
    def const(self, ty: builtins.int, words: tuple[builtins.int, ...]) -> builtins.int:
        key = (ty, words)
        if key not in self._consts:
            cid = self.id()
            self._consts[key] = cid
            self.globals.append(self.ins("Constant", ty, cid, *words))
        return self._consts[key]

    def const_composite(self, ty: builtins.int, parts: list[builtins.int]) -> builtins.int:
        key = ("composite", ty, tuple(parts))
        if key not in self._consts:
            cid = self.id()
            self._consts[key] = cid
            self.globals.append(self.ins("ConstantComposite", ty, cid, *parts))
        return self._consts[key]

    def const_bool(self, v: builtins.bool) -> builtins.int:
        key = ("bool", bool(v))
        if key not in self._consts:
            cid = self.id()
            self._consts[key] = cid
            self.globals.append(self.ins("ConstantTrue" if v else "ConstantFalse", self.bool(), cid))
        return self._consts[key]

    def const_int(self, bits: builtins.int, signed: builtins.bool, v: builtins.int) -> builtins.int:
        v &= (1 << bits) - 1
        words = (v & 0xFFFFFFFF, v >> 32) if bits == 64 else (v,)
        return self.const(self.int(bits, signed), words)

    def const_float_bits(self, bits: builtins.int, raw: builtins.int) -> builtins.int:
        words = (raw & 0xFFFFFFFF, raw >> 32) if bits == 64 else (raw,)
        return self.const(self.float(bits), words)

    def global_var(self, ptr_type: builtins.int, storage: str) -> builtins.int:
        vid = self.id()
        self.globals.append(self.ins("Variable", ptr_type, vid, SC[storage]))
        return vid

    # --- output ---------------------------------------------------------------------------
    def words(self, version: tuple[builtins.int, builtins.int] = (1, 3)) -> list[builtins.int]:
        out = [MAGIC, (version[0] << 16) | (version[1] << 8), GENERATOR, self.next_id, 0]
        for c in sorted(self.caps):
            out += self.ins("Capability", c)
        for e in self.exts:
            out += self.ins("Extension", *_string(e))
        for seq in (self.imports, [self.ins("MemoryModel", 0, self.memory_model)], self.entry, self.modes,
                    self.names, self.decos, self.globals, self.fn):
            for i in seq:
                out += i
        return out

    def to_bytes(self, version: tuple[builtins.int, builtins.int] = (1, 3)) -> bytes:
        w = self.words(version)
        return struct.pack(f"<{len(w)}I", *w)
