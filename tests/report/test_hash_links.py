"""A link to a cell names it in the page's address, which anyone can edit: a name that is a
member of every JavaScript object (``toString``, ``__proto__``, ``constructor``) is an unknown
cell, ignored quietly, never a script error; a real cell still opens."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from helpers import cells_table, chromium, drops_table, headless

CELL = "arith-end-ws-8k-m"
HOSTILE = ["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"]


def _page() -> str:
    from pytest_cre.families.reasoning.html import render_html

    records = [
        {
            "family": "reasoning",
            "model": "m",
            "vendor": "x",
            "task": "arith",
            "filler": "ws",
            "tier": "8k",
            "position": "end",
            "cell_id": CELL,
            "sample": i,
            "status": "ok",
            "correct": i % 2 == 0,
            "answer": str(i),
            "gold": "0",
            "target_id": f"t{i}",
            "response": f"the answer is {i}",
            "reasoning": None,
            "finish_reason": "stop",
            "prompt_tokens": 10,
        }
        for i in range(3)
    ]
    cells = cells_table(records)
    return render_html(cells, drops_table(records, cells).frame, {"run_id": "r"}, records)


# The page's own script, run by node against the smallest DOM it touches: the samples blob, the
# address and the elements a cell's panel is built from. Prints what happened as one JSON line.
HARNESS = r"""
const vm = require("vm");
const [script, blob, hash] = JSON.parse(require("fs").readFileSync(0, "utf8"));
function node() {
  return {children: [], attrs: {}, classList: {contains: () => false}, style: {},
    appendChild(c) { this.children.push(c); return c; }, setAttribute(k, v) { this.attrs[k] = v; },
    getAttribute(k) { return this.attrs[k]; }, addEventListener() {}, querySelector: () => null,
    querySelectorAll: () => [], scrollIntoView() {}, remove() {}, set textContent(t) { this.text = t; },
    get textContent() { return this.text; }};
}
const panel = node(), box = node();
box.querySelector = (s) => (s === ".sample-panel" ? panel : null);
const document = {
  querySelectorAll: (s) => (s === "script.cre-samples" ? [{textContent: blob, parentNode: box}] : []),
  createElement: () => node(), addEventListener() {},
};
const ctx = {document, location: {hash}, window: {addEventListener() {}}, JSON, Object, String};
try {
  vm.runInNewContext(script, ctx);
  console.log(JSON.stringify({error: null, title: panel.children.length ? panel.children[0].text : null}));
} catch (e) {
  console.log(JSON.stringify({error: String(e), title: null}));
}
"""


def _run_in_node(text: str, hash_: str) -> dict:
    binary = shutil.which("node") or shutil.which("nodejs")
    if binary is None:
        pytest.skip("no node binary on PATH")
    blob = re.search(r'<script type="application/json" class="cre-samples">(.*?)</script>', text, re.S)
    script = re.search(r"<script>(.*?)</script>", text, re.S)
    assert blob and script
    proc = subprocess.run(
        [binary, "-e", HARNESS],
        input=json.dumps([script.group(1), blob.group(1), hash_]),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", HOSTILE)
def test_an_object_member_named_in_the_address_is_an_unknown_cell(name: str):
    text = _page()
    assert _run_in_node(text, f"#cell={name}") == {"error": None, "title": None}
    assert _run_in_node(text, f"#cell={CELL}&show={name}&sample={name}")["error"] is None


def test_a_real_cell_still_opens_from_its_link():
    got = _run_in_node(_page(), f"#cell={CELL}")
    assert got["error"] is None and got["title"] and got["title"].startswith("m / arith")


def test_object_members_in_the_address_raise_nothing_in_chromium(tmp_path: Path):
    """The same in a real browser: every hostile name in turn, then a real cell, in one page
    load; a script error anywhere stops the probe before it writes its log."""
    binary = chromium()
    hashes = [f"#cell={n}" for n in HOSTILE] + [f"#cell={CELL}&show=toString", f"#cell={CELL}"]
    probe = (
        "<script>var errors=[];addEventListener('error',function(e){errors.push(String(e.message))});"
        f"addEventListener('load',function(){{var hs={json.dumps(hashes)},i=0;"
        "(function next(){if(i<hs.length){location.hash=hs[i++];setTimeout(next,50);return;}"
        "var h=document.querySelector('.sample-panel h3');"
        "document.body.setAttribute('data-test',JSON.stringify({errors:errors,"
        "title:h?h.textContent:null}))})()})</script>"
    )
    page = tmp_path / "report.html"
    page.write_text(_page().replace("</body>", probe + "</body>"), encoding="utf-8")
    dom = headless(binary, tmp_path, "--virtual-time-budget=3000", "--dump-dom", page.as_uri())
    found = re.search(r'data-test="([^"]*)"', dom.stdout)
    assert found, dom.stderr[-2000:]
    log = json.loads(html.unescape(found.group(1)))
    assert log["errors"] == [] and log["title"].startswith("m / arith")
