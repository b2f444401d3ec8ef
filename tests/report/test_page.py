"""The run's one report page: one document whatever families ran, a header of what has a value,
and the sample browser, clicked through in headless chromium."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from helpers import chromium, headless, run_records

from pytest_cre.report.html import as_table
from pytest_cre.report.samples import Browser, Field, cell_href, json_script

BOTH = [
    "--cre-tasks",
    "arith",
    "--cre-fillers",
    "ws,qo_v2",
    "--cre-tiers",
    "4k",
    "--cre-positions",
    "end,middle",
    "--cre-n",
    "6",
    "--cre-family",
    "paper",
    "--cre-corpora",
    "http_server",
    "--cre-recall-k",
    "4",
    "--cre-cache",
    "off",
    "-p",
    "no:cacheprovider",
]


# --------------------------------------------------------------------------- pieces


def test_a_record_cannot_close_the_samples_blob():
    text = "a</script><script>alert(1)</script> & <!-- \u2028"
    block = json_script({"t": text}, "cre-samples")
    inner = block[block.index(">") + 1 : block.rindex("</script>")]
    assert "<" not in inner and ">" not in inner and "&" not in inner and "\u2028" not in inner
    assert json.loads(inner) == {"t": text}


def test_the_blob_names_each_field_once():
    browser = Browser(
        "fam",
        (Field("a", "A"),),
        (Field("q", "Q", "ref"), Field("r", "R", "long")),
        (("bad", "bad ones"),),
        {
            "c1": (
                "cell one",
                [
                    {"sample": 0, "a": 1.5, "q": "k", "r": "text", "flags": ["bad"]},
                    {"sample": 1, "a": float("nan"), "flags": []},
                ],
            )
        },
        {"k": "the question"},
    )
    blob = browser.blob()
    assert blob["fields"] == ["sample", "a", "q", "r", "flags"]
    assert blob["cells"]["c1"]["rows"] == [[0, 1.5, "k", "text", "bad"], [1, None, None, None, ""]]
    assert blob["texts"] == {"k": "the question"} and blob["details"][0] == ["q", "Q", "ref"]
    with pytest.raises(ValueError):
        Field("x", "X", "html")


def test_cell_links_survive_any_id():
    assert (
        cell_href("gsm8k-middle-ws-8k-vllm:Qwen/Qwen3-8B", "wrong", 3)
        == "#cell=gsm8k-middle-ws-8k-vllm%3AQwen%2FQwen3-8B&show=wrong&sample=3"
    )
    assert cell_href('x"&<') == "#cell=x%22%26%3C"


def test_recall_sizes_lead_with_the_result_and_the_heatmap_prints_counts():
    from pytest_cre.families.recall.html import heatmaps, sizes_section

    drops = [
        {
            "model": "m",
            "policy": "comments counted, strict indentation, pass at 40%",
            "corpus": "novel_64k",
            "baseline_corpus": "novel_16k",
            "cell_id": "recall-novel_64k-m",
            "baseline_cell_id": "recall-novel_16k-m",
            "n": 18,
            "k": 11,
            "baseline_n": 18,
            "baseline_k": 18,
            "drop_pp": -38.9,
            "drop_ci_low": -61.4,
            "drop_ci_high": -13.3,
            "p_value": 0.0076,
            "p_mcnemar": 0.016,
            "p_adjusted": 0.023,
            "significant": False,
        }
    ]
    section = sizes_section(as_table(drops))
    heads = re.findall(r"<th>(.*?)</th>", section)
    assert heads[:7] == ["Model", "Comparison", "Drop pp", "95% CI", "p", "Adjusted p", "Sig"]
    assert "Policy" not in heads and "Scoring policy: comments counted" in section  # one policy: said once
    other = {**drops[0], "policy": "relaxed indentation"}
    assert re.findall(r"<th>(.*?)</th>", sizes_section(as_table([drops[0], other])))[-1] == "Policy"  # last
    assert "-38.9" in section and "[-61, -13]" in section and 'href="#cell=recall-novel_64k-m"' in section
    cells = [
        {
            "model": "m",
            "corpus": "novel_16k",
            "cell_id": "recall-novel_16k-m",
            **{f"{b}_k": k for b, k in (("early", 6), ("middle", 1), ("late", 5))},
            **{f"{b}_n": 6 for b in ("early", "middle", "late")},
        }
    ]
    svg = heatmaps(cells)
    assert "17% (1/6)" in svg and "100% (6/6)" in svg  # k/n printed, not only in the tooltip
    assert len(re.findall(r'<text[^>]*class="ci"[^>]*>\[\d+, \d+\]</text>', svg)) == 3
    assert 'href="#cell=recall-novel_16k-m&amp;show=middle"' in svg


# --------------------------------------------------------------------------- a run with both families


# Clicks through the page the way a reader does and leaves what it saw in the DOM that chromium
# dumps: a reasoning heatmap square, a filter, a sample; a recall square, a function's diff.
CLICK = """<script>
addEventListener("load", function () {
  var log = {static_rows: document.querySelectorAll("tr.sample").length,
             headers: document.querySelectorAll("header").length, h1: document.querySelectorAll("h1").length};
  function q(s) { return document.querySelector(s); }
  function click(e) { e.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true, view: window})); }
  var square = q('#reasoning-heatmaps a.cell-link[href*="middle"]');
  log.square = square.getAttribute("href");
  click(square);
  setTimeout(function () {
    log.title = q(".sample-panel h3").textContent;
    log.rows = document.querySelectorAll(".sample-panel tr.sample").length;
    var filter = q('.sample-panel button[data-filter]:not([data-filter=all]):not([disabled])');
    log.filter = filter.getAttribute("data-filter");
    click(filter);
    setTimeout(function () {
      var rows = document.querySelectorAll(".sample-panel tr.sample");
      log.filtered = rows.length;
      log.all_flagged = Array.prototype.every.call(rows, function (r) {
        return r.classList.contains("is-" + log.filter);
      });
      var toggle = q(".sample-panel tr.sample button.toggle");
      log.sample = toggle.textContent;
      click(toggle);
      log.details = Array.prototype.map.call(document.querySelectorAll(".sample-details dt"), function (d) {
        return d.textContent;
      });
      var response = q(".sample-details details.sample-text[open] pre");
      log.response = response ? response.textContent : null;
      log.reasoning_rendered = !!q(".sample-details details.sample-text:not([open]) pre:not(:empty)");
      var recall = q('#recall-depth a.cell-link');
      log.recall_square = recall.getAttribute("href");
      click(recall);
      setTimeout(function () {
        var shown = document.querySelectorAll('.cell-anchor details[data-flags]:not([hidden])');
        log.recall_shown = shown.length;
        log.recall_hidden = document.querySelectorAll('.cell-anchor details[hidden]').length;
        click(shown[0].querySelector("summary"));
        log.recall_open = shown[0].open;
        log.recall_lines = shown[0].querySelectorAll("pre span").length;
        document.body.setAttribute("data-test", JSON.stringify(log));
      }, 200);
    }, 200);
  }, 200);
});
</script>"""


def test_a_run_with_both_families_is_one_page_and_every_sample_is_a_click_away(recall_cells, tmp_path: Path):
    recall_cells.runpytest(*BOTH).assert_outcomes(passed=10)  # 4 cells, 2 comparison items, 4 targets
    run = (recall_cells.path / "reports" / "latest").resolve()
    text = (run / "report.html").read_text(encoding="utf-8")
    # one document: one doctype, one html, head, body, header and title, one script of each kind
    for needle in ("<!DOCTYPE html>", "<html", "<head>", "<body>", "<header>", "<h1>"):
        assert text.count(needle) == 1, needle
    assert text[: text.index("<body>")].count("<title>") == 1  # (svg tooltips are titles too)
    assert text.count('class="cre-samples"') == 1 and text.count("<script>") == 1
    ids = re.findall(r' id="([^"]+)"', text)
    assert len(ids) == len(set(ids)), "ids repeat across the families"
    assert {"reasoning", "recall", "reasoning-samples", "reasoning-heatmaps", "recall-diffs"} <= set(ids)
    header = text[text.index("<header>") : text.index("</header>")]
    keys = re.findall(r"<dt>(.*?)</dt>", header)
    assert not {"notes", "skipped", "endpoints", "warnings", "family_size", "threshold", "alpha"} & set(keys)
    assert {"significance (reasoning)", "correction groups (reasoning)", "significance (recall)"} <= set(keys)
    assert header.count("<tr>") == 3  # the paper rule's families as a grid: its head and the ws, qo_v2 rows
    records = run_records(run)

    binary = chromium()
    page = tmp_path / "report.html"
    page.write_text(text.replace("</body>", CLICK + "</body>"), encoding="utf-8")
    dom = headless(
        binary, tmp_path, "--virtual-time-budget=5000", "--window-size=1280,900", "--dump-dom", page.as_uri()
    )
    assert dom.returncode == 0, dom.stderr[-2000:]
    found = re.search(r'data-test="([^"]*)"', dom.stdout)
    assert found, "the click-through did not finish: " + dom.stderr[-2000:]
    log = json.loads(html.unescape(found.group(1)))
    assert log["headers"] == 1 and log["h1"] == 1
    assert log["static_rows"] == 0  # nothing rendered before a cell is opened
    cell_id = log["square"].removeprefix("#cell=")
    mine = [r for r in records if r["cell_id"] == cell_id]
    assert log["rows"] == len(mine) == 6 and log["title"].startswith("sim / arith / ")
    flag = {
        "wrong": lambda r: r["correct"] is False,
        "correct": lambda r: r["correct"] is True,
        "matched": lambda r: r.get("match_any") is True,
    }[log["filter"]]
    assert log["filtered"] == sum(map(flag, mine)) and log["all_flagged"]
    sample = next(r for r in mine if r["sample"] == int(log["sample"]))
    assert log["response"] == sample["response"]  # the text, exactly, open once the sample is
    assert {"Question", "Prompt tokens"} <= set(log["details"]) and not log["reasoning_rendered"]
    assert log["recall_square"].startswith("#cell=recall-http_server-sim&show=")
    band = log["recall_square"].rsplit("=", 1)[1]
    recall = [r for r in records if r["family"] == "recall"]
    assert log["recall_shown"] == sum(r["band"] == band for r in recall) > 0
    assert log["recall_shown"] + log["recall_hidden"] == len(recall)
    assert log["recall_open"] and log["recall_lines"] > 0


def test_injected_markup_stays_text_in_the_browser(tmp_path: Path):
    """A response that tries to close the data block, add an element or run a script is shown as
    text once its sample is expanded, and nothing of it runs."""
    from helpers import cells_table, drops_table

    from pytest_cre.families.reasoning.html import render_html

    binary = chromium()
    evil = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2"><b>bold</b>'
    records = [
        {
            "family": "reasoning",
            "model": "m",
            "vendor": "x",
            "task": "arith",
            "filler": "ws",
            "tier": "8k",
            "position": "end",
            "cell_id": "arith-end-ws-8k-m",
            "sample": i,
            "status": "ok",
            "correct": False,
            "answer": evil,
            "gold": "1",
            "target_id": evil,
            "response": evil,
            "reasoning": evil,
            "finish_reason": "stop",
            "prompt_tokens": 10,
        }
        for i in range(3)
    ]
    cells = cells_table(records)
    text = render_html(cells, drops_table(records, cells).frame, {"run_id": "r"}, records)
    probe = (
        "<script>addEventListener('load',function(){location.hash='#cell=arith-end-ws-8k-m&sample=1';"
        "setTimeout(function(){document.body.setAttribute('data-test',JSON.stringify({pwned:window.pwned||0,"
        "imgs:document.images.length,bold:document.querySelectorAll('b').length,"
        "shown:document.querySelector('.sample-details pre').textContent}))},200)})</script>"
    )
    page = tmp_path / "evil.html"
    page.write_text(text.replace("</body>", probe + "</body>"), encoding="utf-8")
    dom = headless(binary, tmp_path, "--virtual-time-budget=3000", "--dump-dom", page.as_uri())
    log = json.loads(html.unescape(re.search(r'data-test="([^"]*)"', dom.stdout).group(1)))
    assert log == {"pwned": 0, "imgs": 0, "bold": 0, "shown": evil}


def big_cell(n: int, long_at: int | None = None, text: str = "fine") -> Browser:
    samples = [
        {"sample": i, "a": i, "r": (text * 1000 if i == long_at else text), "flags": ["bad"] if i % 2 else []}
        for i in range(n)
    ]
    return Browser(
        "fam", (Field("a", "A"),), (Field("r", "R", "open"),), (("bad", "bad ones"),), {"c1": ("one", samples)}
    )


def test_a_cell_past_the_page_bound_lies_whole_in_a_file_beside_it():
    from pytest_cre.report.samples import EMBEDDED, TEXT_CHARS

    small = big_cell(EMBEDDED)
    assert "more" not in small.blob()["cells"]["c1"] and small.files() == {}
    browser = big_cell(EMBEDDED + 10, long_at=3)
    cell = browser.blob()["cells"]["c1"]
    assert len(cell["rows"]) == EMBEDDED and cell["more"] == {
        "src": "samples/fam-0.js",
        "total": EMBEDDED + 10,
        "cut": True,
    }
    cut = cell["rows"][3][2]
    assert cut.startswith("fine" * (TEXT_CHARS // 4)) and f"cut at {TEXT_CHARS:,} of 4,000 characters" in cut
    ((path, script),) = browser.files().items()
    assert path == "samples/fam-0.js" and script.startswith('creMore("c1", ') and script.endswith(");\n")
    rows = json.loads(script[len('creMore("c1", ') : -3])
    assert len(rows) == EMBEDDED + 10 and rows[3][2] == "fine" * 1000 and rows[-1][0] == EMBEDDED + 9
    # a long text alone (few samples) also sends the cell's whole texts to a file
    assert big_cell(3, long_at=0).blob()["cells"]["c1"]["more"] == {"src": "samples/fam-0.js", "total": 3, "cut": True}
    assert big_cell(EMBEDDED + 1).blob()["cells"]["c1"]["more"]["cut"] is False


def test_a_link_to_a_sample_the_page_does_not_hold_loads_the_cells_file(tmp_path: Path):
    """``#cell=...&sample=57`` on a page holding the cell's first 50: the browser loads the file
    beside the page (a file:// page, as a user opens it), shows all 60 and expands sample 57, whose
    markup stays text."""
    from pytest_cre.report.page import Part, report_page
    from pytest_cre.report.samples import SCRIPT, browser_section

    binary = chromium()
    evil = '<img src=x onerror="window.pwned=1">'
    browser = big_cell(60, text=evil)
    page = report_page("t", {}, {"fam": Part("Fam", [])}).replace(
        "</body>", str(browser_section(browser, "samples")) + "</body>"
    )
    assert SCRIPT in page
    for name, text in browser.files().items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    probe = (
        "<script>addEventListener('load',function(){location.hash='#cell=c1&sample=57';"
        "setTimeout(function(){document.body.setAttribute('data-test',JSON.stringify({pwned:window.pwned||0,"
        "rows:document.querySelectorAll('tr.sample').length,note:document.querySelectorAll('.sample-more-note').length,"
        "shown:document.querySelector('.sample-details pre').textContent}))},500)})</script>"
    )
    (tmp_path / "report.html").write_text(page.replace("</body>", probe + "</body>"), encoding="utf-8")
    dom = headless(binary, tmp_path, "--virtual-time-budget=3000", "--dump-dom", (tmp_path / "report.html").as_uri())
    found = re.search(r'data-test="([^"]*)"', dom.stdout)
    assert found, dom.stderr[-2000:]
    assert json.loads(html.unescape(found.group(1))) == {"pwned": 0, "rows": 60, "note": 0, "shown": evil}


def test_every_row_is_json_and_a_cell_says_whether_the_page_cut_it():
    """A number that is not finite is null wherever a row lies: in the page, and in the file
    beside it that holds every sample of a longer cell (orjson's rows, and json's when a value
    is an integer past 64 bits); ``cut`` says whether the page's rows had a long text cut."""
    from pytest_cre.report.samples import EMBEDDED, TEXT_CHARS

    long_text = "x" * (TEXT_CHARS + 1)

    def samples(big: int | None, long_at: int | None) -> list[dict]:
        return [
            {
                "sample": i,
                "a": float("nan") if i in (0, EMBEDDED + 3) else float("inf") if i == EMBEDDED + 4 else i,
                "b": big,
                "r": long_text if i == long_at else "t",
                "flags": ["bad"] if i == 2 else [],
            }
            for i in range(EMBEDDED + 10)
        ]

    browser = Browser(
        "fam",
        (Field("a", "A"), Field("b", "B")),
        (Field("r", "R", "long"),),
        (("bad", "bad ones"),),
        {"cut": ("one", samples(None, 1)), "whole": ("two", samples(2**70, None))},
    )
    blob, files = browser.blob(), browser.files()
    for cid, cut in (("cut", True), ("whole", False)):
        cell = blob["cells"][cid]
        assert cell["more"]["cut"] is cut and cell["more"]["total"] == EMBEDDED + 10
        assert len(cell["rows"]) == EMBEDDED and cell["rows"][0][1] is None and cell["rows"][2][-1] == "bad"
        text = files[cell["more"]["src"]]
        assert text.startswith(f'creMore("{cid}", ') and text.endswith(");\n")
        rows = json.loads(text[len(f'creMore("{cid}", ') : -3])
        assert [r[1] for r in rows[EMBEDDED + 2 : EMBEDDED + 6]] == [EMBEDDED + 2, None, None, EMBEDDED + 5]
        assert rows[0][1] is None and len(rows) == EMBEDDED + 10
    assert blob["cells"]["cut"]["rows"][1][3].startswith("x" * TEXT_CHARS + "\n[... cut at")
    assert json.loads(files[blob["cells"]["cut"]["more"]["src"]][len('creMore("cut", ') : -3])[1][3] == long_text
    assert json.loads(json_script(blob, "x")[len('<script type="application/json" class="x">') : -len("</script>")])
