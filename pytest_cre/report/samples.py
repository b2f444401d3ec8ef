"""The report page's sample browser: every sample of a cell, one click away from the cell.

A family hands over its samples as a :class:`Browser` (which fields a sample's row shows, what
expanding it shows, which flags it can be filtered by, and its cells' samples). The page embeds
them as one JSON blob per family (a ``<script type="application/json">`` whose ``<``, ``>`` and
``&`` are escaped, so no text from a record can end it) and one small inline script renders a
cell's samples only when the cell is opened, and a sample's long texts only when it is expanded:
a paper-grid page holds 1,650 samples with their responses and still opens at once. The script
fetches nothing and writes record text with ``textContent`` only, never as markup.

Every link to a cell is ``#cell=<id>`` (:func:`cell_href`); ``&show=<flag>`` opens it filtered and
``&sample=<i>`` with that sample expanded. A cell that is not in any blob but has an element of
class ``cell-anchor`` with its ``data-cell`` (recall's per-function diffs) is scrolled to instead,
its ``details`` filtered by their ``data-flags`` the same way.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import orjson

from ..core.record import Record
from .html import Raw, Table, as_int, group_by, join, tag

# A sample's field kinds: ``text`` a short value; ``ref`` a key into the browser's ``texts``
# (a question shared by every cell of its target); ``long`` a long text (a response), shown
# collapsed and rendered only when opened; ``open`` a long text shown as soon as its sample is
# expanded.
KINDS = ("text", "ref", "long", "open")


@dataclass(frozen=True)
class Field:
    """One field of a sample: its key in the sample dicts, its label and its kind (``KINDS``)."""

    key: str
    label: str
    kind: str = "text"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"field kind {self.kind!r} is not one of {', '.join(KINDS)}")


@dataclass(frozen=True)
class Browser:
    """One family's samples as the page's browser shows them.

    ``row``: the fields of a sample's line in a cell's list (after its index, ``sample``, the
    button that expands it); ``details``: what expanding the
    sample shows; ``filters``: ``(flag, label)`` pairs a cell's list can be narrowed to (a
    sample's ``flags`` is a list of such flags); ``cells``: cell id -> ``(title, samples)``, each
    sample a dict of field key -> value (str, number, bool or None) plus ``flags``; ``texts``:
    the long texts ``ref`` fields name."""

    family: str
    row: tuple[Field, ...]
    details: tuple[Field, ...]
    filters: tuple[tuple[str, str], ...]
    cells: dict[str, tuple[str, list[Record]]] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)

    def blob(self) -> dict[str, Any]:
        """The JSON the page embeds: samples as arrays in ``fields`` order (keys once, not in
        every sample: a third of the size). A cell of more than ``EMBEDDED`` samples, or with a
        long text over ``TEXT_CHARS``, holds its first samples with their texts cut, and
        ``more``: the file beside the page that holds them all (``files``), their count."""
        return self._layout[0]

    def files(self) -> dict[str, str]:
        """The script files beside the page (path relative to it -> text) that hold every
        sample of each cell the page holds only in part, texts whole; one calls
        ``creMore(cell id, rows)`` when the page's "all samples" button loads it."""
        return self._layout[1]

    @functools.cached_property  # blob and files are one layout, made once
    def _layout(self) -> tuple[dict[str, Any], dict[str, str]]:
        fields = ["sample"] + [f.key for f in (*self.row, *self.details)] + ["flags"]
        longs = [
            i for i, k in enumerate(fields) if any(f.key == k and f.kind in ("long", "open") for f in self.details)
        ]
        keys = fields[:-1]
        cells: dict[str, Any] = {}
        files: dict[str, str] = {}
        for number, (cid, (title, samples)) in enumerate(self.cells.items()):
            rows = [[*map(s.get, keys), " ".join(s.get("flags") or ())] for s in samples]
            head = [_cut(row, longs) for row in rows[:EMBEDDED]]
            cut = any(short is not row for short, row in zip(head, rows))
            # NaN and the infinities as null, as orjson writes a file's rows (``_js``): only the
            # rows the page holds (testing all 200K rows' values of a pool took 0.25 s).
            cells[cid] = {"title": title, "rows": [_nulls(row) for row in head]}
            if len(rows) > EMBEDDED or cut:
                path = f"{FOLDER}/{self.family}-{number}.js"
                files[path] = f"creMore({_js(cid)}, {_js(rows)});\n"
                cells[cid]["more"] = {"src": path, "total": len(rows), "cut": cut}
        blob = {
            "family": self.family,
            "fields": fields,
            "row": [[f.key, f.label] for f in self.row],
            "details": [[f.key, f.label, f.kind] for f in self.details],
            "filters": [list(f) for f in self.filters],
            "cells": cells,
            "texts": self.texts,
        }
        return blob, files


# What the page itself holds of a cell: its first EMBEDDED samples (the default --cre-n, so a
# default run's cells are whole), each long text cut at TEXT_CHARS. The rest lies in a script
# file beside the page, one click away: a 200K-record pool's page stays a few MB and opens at
# once, where embedding every sample made it 60 MB.
EMBEDDED = 50
TEXT_CHARS = 2_000
FOLDER = "samples"


def _cut(row: list[Any], longs: list[int]) -> list[Any]:
    """``row`` with each long text beyond ``TEXT_CHARS`` cut, saying where the rest is."""
    if not any(isinstance(row[i], str) and len(row[i]) > TEXT_CHARS for i in longs):
        return row
    out = list(row)
    for i in longs:
        text = out[i]
        if isinstance(text, str) and len(text) > TEXT_CHARS:
            out[i] = (
                f"{text[:TEXT_CHARS]}\n[... cut at {TEXT_CHARS:,} of {len(text):,} characters: "
                "'all samples, whole texts' above the list shows the rest]"
            )
    return out


def _js(data: Any) -> str:
    """``data`` as a JavaScript literal (JSON, with the line separators JavaScript once
    rejected inside strings escaped)."""
    # orjson writes the same compact JSON several times faster (a 200K-record pool's files are
    # 200K rows); a value it does not take (an integer past 64 bits) goes through json.
    # Both write NaN and the infinities as null.
    try:
        text = orjson.dumps(data).decode("utf-8")
    except TypeError:
        text = json.dumps(_nulls(data), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _nulls(data: Any) -> Any:
    """``data`` with every float that is not finite as None (null), as orjson writes it: the
    page's JSON and json's fallback allow no other."""
    if isinstance(data, float):
        return data if math.isfinite(data) else None
    if isinstance(data, (list, tuple)):
        return [_nulls(v) for v in data]
    if isinstance(data, dict):
        return {k: _nulls(v) for k, v in data.items()}
    return data


def cell_href(cell_id: Any, show: str | None = None, sample: Any = None) -> str:
    """The link that opens a cell's samples (filtered to ``show``, with ``sample`` expanded)."""
    href = "#cell=" + quote(str(cell_id), safe="")
    if show:
        href += "&show=" + quote(show, safe="")
    if sample is not None:
        href += f"&sample={quote(str(sample), safe='')}"
    return href


def link(content: Any, cell_id: Any, show: str | None = None, **attrs: Any) -> Raw:
    """``content`` as a link to the cell's samples."""
    return tag("a", content, href=cell_href(cell_id, show), class_="cell-link", **attrs)


def json_script(data: Any, class_: str) -> Raw:
    """``data`` as a JSON data block that no string inside can close (``<``, ``>``, ``&`` and
    the JavaScript line separators are written as escapes)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    for raw, escaped in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return Raw(f'<script type="application/json" class="{class_}">{text}</script>')


def cells_in_order(cells: Table, records: list[Record]) -> list[tuple[str, Any, list[Record]]]:
    """(cell id, its row of ``cells`` or None, its records by seed and sample) of every cell
    the records hold: the table's cells in its order, then any it does not list."""
    by_cell = group_by(records, ("cell_id",))
    rows = {str(r.get("cell_id")): r for r in cells.rows}
    order = [c for c in rows if (c,) in by_cell] + [c for (c,) in by_cell if c not in rows]
    return [
        (cid, rows.get(cid), sorted(by_cell[(cid,)], key=lambda r: (str(r.get("seed")), as_int(r.get("sample")))))
        for cid in order
    ]


def browser_section(browser: Browser, intro: str) -> Raw:
    """The browser's place on the page: how to open a cell (any linked value, or the list of
    cells), the panel a cell's samples are rendered into, and the family's samples."""
    if not browser.cells:
        return tag("p", "No samples.", class_="empty")
    options = join(
        [tag("option", "choose a cell", value="")]
        + [tag("option", title, value=cid) for cid, (title, _) in browser.cells.items()]
    )
    picker = tag("label", join(["Cell: ", tag("select", options, class_="cell-picker")]))
    count = sum(len(s) for _, s in browser.cells.values())
    return tag(
        "div",
        join(
            [
                tag("p", join([intro, f" {count:,} samples in {len(browser.cells):,} cells."]), class_="note"),
                picker,
                tag(
                    "noscript",
                    tag("p", "The sample browser needs JavaScript; every sample is in records.jsonl.", class_="empty"),
                ),
                tag("div", "", class_="sample-panel", aria_live="polite"),
                json_script(browser.blob(), "cre-samples"),
            ]
        ),
        class_="sample-browser",
        data_family=browser.family,
    )


def anchor_filters(cell_id: Any, total: int, counts: Mapping[str, int], labels: Mapping[str, str]) -> Raw:
    """The filter links above a cell's static per-sample view (an element of class
    ``cell-anchor``): all ``total`` samples, and each flag of ``labels`` that some have."""
    links = [tag("a", f"all ({total})", href=cell_href(cell_id))]
    links += [
        tag("a", f"{label} ({counts.get(flag, 0)})", href=cell_href(cell_id, flag))
        for flag, label in labels.items()
        if counts.get(flag)
    ]
    return tag("p", join(links), class_="sample-filters")


# The script every page carries (it does nothing on a page without samples or links). Plain
# DOM calls; record text only ever goes through textContent.
SCRIPT = r"""
(function () {
  "use strict";
  // Every lookup by a name from the page's address or its data goes through a table with no
  // prototype: #cell=toString or #cell=__proto__ is an unknown cell, not Object's own member.
  function names() { return Object.create(null); }
  function has(obj, key) { return Object.prototype.hasOwnProperty.call(obj, key); }
  var cells = null;
  function load() {
    if (cells) return cells;
    cells = names();
    var blobs = document.querySelectorAll("script.cre-samples");
    for (var i = 0; i < blobs.length; i++) {
      var spec = JSON.parse(blobs[i].textContent);
      spec.box = blobs[i].parentNode;
      for (var id in spec.cells) if (has(spec.cells, id)) cells[id] = {spec: spec, cell: spec.cells[id], id: id};
    }
    return cells;
  }
  function el(name, text, cls) {
    var e = document.createElement(name);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function params() {
    var out = names(), h = location.hash.slice(1);
    if (h.indexOf("cell=") !== 0) return null;
    h.split("&").forEach(function (part) {
      var i = part.indexOf("=");
      try { out[decodeURIComponent(part.slice(0, i))] = decodeURIComponent(part.slice(i + 1)); } catch (e) {}
    });
    return out.cell === undefined ? null : out;
  }
  function go(cell, show, sample) {
    var h = "#cell=" + encodeURIComponent(cell);
    if (show && show !== "all") h += "&show=" + encodeURIComponent(show);
    if (sample !== undefined && sample !== null) h += "&sample=" + encodeURIComponent(sample);
    if (location.hash === h) route(); else location.hash = h;
  }
  function value(v) {
    return v === null || v === undefined || v === "" ? "-" : v === true ? "yes" : v === false ? "no" : v;
  }
  function longText(label, text, open) {
    var d = el("details", null, "sample-text");
    var s = el("summary", label + " (" + text.length.toLocaleString() + " characters)");
    var pre = el("pre");
    d.appendChild(s);
    d.appendChild(pre);
    function fill() { if (d.open && !pre.firstChild) pre.textContent = text; }
    d.addEventListener("toggle", fill);
    if (open) { d.open = true; fill(); }
    return d;
  }
  function details(spec, fields, row) {
    var box = el("div", null, "sample-details"), dl = el("dl"), longs = [];
    spec.details.forEach(function (f) {
      var v = row[fields[f[0]]];
      if (f[2] === "ref") v = v === null ? null : spec.texts[v];
      if (v === null || v === undefined || v === "") return;
      if (f[2] === "long" || f[2] === "open") { longs.push(longText(f[1], String(v), f[2] === "open")); return; }
      dl.appendChild(el("dt", f[1]));
      dl.appendChild(el("dd", value(v), f[2] === "ref" ? "ref" : null));
    });
    box.appendChild(dl);
    longs.forEach(function (d) { box.appendChild(d); });
    return box;
  }
  function render(hit, show, sample) {
    var spec = hit.spec, cell = hit.cell, panel = spec.box.querySelector(".sample-panel");
    var fields = names();
    spec.fields.forEach(function (k, i) { fields[k] = i; });
    var flagAt = spec.fields.length - 1, counts = names();
    cell.rows.forEach(function (r) {
      (r[flagAt] ? r[flagAt].split(" ") : []).forEach(function (f) { counts[f] = (counts[f] || 0) + 1; });
    });
    if (show !== "all" && !counts[show]) show = "all";
    panel.textContent = "";
    panel.appendChild(el("h3", cell.title));
    var bar = el("div", null, "sample-filters");
    [["all", "all"]].concat(spec.filters).forEach(function (f) {
      var n = f[0] === "all" ? cell.rows.length : counts[f[0]] || 0;
      var b = el("button", f[1] + " (" + n + ")");
      b.type = "button";
      b.setAttribute("data-filter", f[0]);
      b.setAttribute("aria-pressed", String(f[0] === show));
      b.disabled = !n;
      b.addEventListener("click", function () { go(hit.id, f[0]); });
      bar.appendChild(b);
    });
    panel.appendChild(bar);
    if (cell.more) {
      // The page holds this cell's first samples (long texts cut); the rest is in a script
      // beside the page, loaded on demand (a script element: file:// pages may not fetch).
      var note = el("p", "This page holds " + cell.rows.length + " of the cell's " + cell.more.total +
        " samples" + (cell.more.cut ? ", long texts cut. " : ". "), "sample-more-note");
      var all = el("button", "all samples, whole texts", "load-all");
      all.type = "button";
      all.addEventListener("click", function () { more(hit, note); });
      note.appendChild(all);
      panel.appendChild(note);
    }
    var table = el("table", null, "samples"), head = el("tr"), body = el("tbody");
    head.appendChild(el("th", "#"));
    spec.row.forEach(function (f) { head.appendChild(el("th", f[1])); });
    var thead = el("thead");
    thead.appendChild(head);
    table.appendChild(thead);
    var opened = null;
    cell.rows.forEach(function (r) {
      var flags = r[flagAt] ? r[flagAt].split(" ") : [];
      if (show !== "all" && flags.indexOf(show) < 0) return;
      var tr = el("tr", null, "sample " + flags.map(function (f) { return "is-" + f; }).join(" "));
      var idx = r[fields.sample], button = el("button", idx, "toggle");
      button.type = "button";
      button.setAttribute("aria-expanded", "false");
      var first = el("td");
      first.appendChild(button);
      tr.appendChild(first);
      spec.row.forEach(function (f) { tr.appendChild(el("td", value(r[fields[f[0]]]), "f-" + f[0])); });
      var more = null;
      function toggle() {
        if (more) { more.remove(); more = null; button.setAttribute("aria-expanded", "false"); return; }
        more = el("tr", null, "sample-more");
        var td = el("td");
        td.colSpan = spec.row.length + 1;
        td.appendChild(details(spec, fields, r));
        more.appendChild(td);
        tr.parentNode.insertBefore(more, tr.nextSibling);
        button.setAttribute("aria-expanded", "true");
      }
      button.addEventListener("click", toggle);
      body.appendChild(tr);
      if (sample !== undefined && String(idx) === String(sample)) opened = {toggle: toggle, tr: tr};
    });
    table.appendChild(body);
    panel.appendChild(table);
    var picker = spec.box.querySelector("select.cell-picker");
    if (picker) picker.value = hit.id;
    if (opened) { opened.toggle(); opened.tr.scrollIntoView(); } else panel.scrollIntoView();
    if (!opened && sample !== undefined && cell.more) more(hit, null);  // a link to a sample not held here
  }
  function more(hit, note) {
    if (hit.loading) return;
    hit.loading = true;
    var s = document.createElement("script");
    s.src = hit.cell.more.src;
    s.onerror = function () {
      hit.loading = false;
      if (note) note.textContent = "Could not load " + hit.cell.more.src + ": it belongs in the folder of this page.";
    };
    document.head.appendChild(s);
  }
  // What a cell's file beside the page calls: every sample of the cell, texts whole.
  window.creMore = function (id, rows) {
    var all = load();
    if (!has(all, id) || !Array.isArray(rows)) return;
    all[id].cell.rows = rows;
    all[id].cell.more = null;
    route();
  };
  function anchor(id, show, sample) {
    var all = document.querySelectorAll(".cell-anchor"), target = null;
    for (var i = 0; i < all.length; i++) if (all[i].getAttribute("data-cell") === id) target = all[i];
    if (!target) return;
    var items = target.querySelectorAll("details[data-flags]"), first = null;
    for (var j = 0; j < items.length; j++) {
      var d = items[j], flags = d.getAttribute("data-flags").split(" ");
      d.hidden = !!show && show !== "all" && flags.indexOf(show) < 0;
      if (sample !== undefined && d.getAttribute("data-sample") === String(sample)) { d.open = true; first = d; }
    }
    (first || target).scrollIntoView();
  }
  function route() {
    var p = params();
    if (!p) return;
    var all = load(), hit = has(all, p.cell) ? all[p.cell] : null;
    if (hit) render(hit, p.show || "all", p.sample); else anchor(p.cell, p.show, p.sample);
  }
  document.addEventListener("change", function (e) {
    if (e.target.classList && e.target.classList.contains("cell-picker") && e.target.value) go(e.target.value);
  });
  window.addEventListener("hashchange", route);
  route();
})();
""".strip()
