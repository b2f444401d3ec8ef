"""``--cre-batch``: the selected cells' requests sent through the vendor's batch API before any
cell runs, at the batch price.

Every prompt of a position-controlled grid is known before the first is sent, so the phase
assembles the prompts whose answers are not in the response cache, writes them as batch input
files (split by the vendor's limits), submits them and records the batch ids in the run
folder's ``batches.json`` before anything else. It then waits (``wait``) or ends
(``submit``). Each answer a batch brings goes into the response cache under the key the same
request sent synchronously would have, so scoring, records, reports, ``cre report`` and resume
do not change: the cells then run as a warm rerun does. What a batch did not answer (a failed
line, an expired or failed batch) is sent synchronously by the cells, and the summary says so;
what a batch still holds is never sent twice: its samples are recorded ``not_run`` and the
same command later collects them (an earlier run's ``batches.json`` is found in the report
folder).
"""

from __future__ import annotations

import contextlib
import json
import re
import stat
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.atomic import atomic_write
from ..core.errors import CreUsageError
from ..core.prices import usd
from ..core.record import HELD
from ..core.secret import Secret
from ..endpoints import anthropic_batches, batches
from ..endpoints.answers import CACHEABLE
from ..endpoints.batches import (
    LINE_SLACK,
    TOO_LONG,
    BatchState,
    BatchWire,
    InputFiles,
    LineResult,
    bounded_text,
    is_id,
    split_lines,
)
from ..endpoints.cache import cache_key
from ..endpoints.client import body_limit, recorded_params
from ..endpoints.spending import answer_cost, request_bound
from ..endpoints.vendors import ModelConfig, mask_url, read_api_key

if TYPE_CHECKING:
    from ..families.base import Cell
    from .runner import Runner

STATE_FILE = "batches.json"
INPUT_FOLDER = "batches"
POLL_FIRST_S = 0.25
POLL_MAX_S = 60.0
# Polls of one batch that fail in a row (no answer, or one that is no batch) before its samples
# are left for a later run: a server that never answers is not asked for ever.
POLL_FAILURES = 5
# An input file as batches.json names it: in this run folder's input folder, a plain name (no
# "/", so no way out; the folder itself is checked not to lead out when the file is read).
_INPUT_FILE = re.compile(rf"{INPUT_FOLDER}/[A-Za-z0-9_.-]+\.jsonl")
HOLD = HELD + "{id} ({status}), not answered yet: run the same command again to collect it (nothing is sent twice)"
# The batch API of each wire a model's requests travel (ModelConfig.api).
WIRES: dict[str, BatchWire] = {"openai": batches.OPENAI, "anthropic": anthropic_batches.WIRE}


def wire(model: ModelConfig) -> BatchWire:
    return WIRES[model.api]


class BatchPhase:
    """One run's batch phase: ``run(specs)`` before the cells run; ``lines`` what it said."""

    def __init__(
        self,
        runner: Runner,
        run_dir: Path,
        report_dir: Path,
        say: Callable[[str], None],
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.runner = runner
        self.run_dir = run_dir
        self.report_dir = report_dir
        self.say = say
        self.sleep = sleep
        self.state_path = run_dir / STATE_FILE
        self.entries: list[dict[str, Any]] = []  # this run's batches, as batches.json holds them
        self._earlier: list[tuple[Path, dict[str, Any], list[dict[str, Any]]]] = []  # (file, its data, entries)
        self._apis: dict[tuple[str, str], Any] = {}  # a wire's batch API, by (model, base URL)

    # ------------------------------------------------------------------ what to send

    def run(self, specs: Iterable[Cell]) -> None:
        by_model: dict[str, list[Cell]] = {}
        for spec in specs:
            model = self.runner.models[spec.model]
            if model.batch and spec.model not in self.runner.stopped_models:
                by_model.setdefault(spec.model, []).append(spec)
        if not by_model:
            return
        pending = self._pending_keys(set(by_model))
        try:
            for name, cells in by_model.items():
                self._submit(self.runner.models[name], cells, pending)
            self._follow()
        finally:
            for api in self._apis.values():
                api.close()

    def _pending_keys(self, models: set[str]) -> dict[str, dict[str, Any]]:
        """Keys an earlier run's batch still holds (not collected), for these models."""
        keys: dict[str, dict[str, Any]] = {}
        for path in sorted(self.report_dir.glob(f"*/{STATE_FILE}")):
            if path.parent.is_symlink() or path == self.state_path:
                continue
            try:
                regular = stat.S_ISREG(path.lstat().st_mode)
            except OSError:
                continue
            if not regular:  # a FIFO would hold the read for ever; a link points anywhere
                self.say(
                    f"batch: {path} is not a regular file (a link, a FIFO or a device): its batches are not "
                    "collected; remove it, or put back the batches.json that run wrote"
                )
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                entries = [e for e in data["batches"] if isinstance(e, dict)]
                if not all(_well_formed(e) for e in entries):
                    raise ValueError("an entry of another shape")
            except (OSError, ValueError, KeyError, TypeError, RecursionError):
                self.say(f"batch: {path} is not a batches.json pytest-cre wrote: its batches are not collected")
                continue
            mine = []
            for entry in entries:
                if entry.get("collected") or entry.get("model") not in models:
                    continue
                # The key goes only where this run's model says its server is: never to a URL
                # read from a file (an entry names its server as the response cache does).
                if _server(entry) not in self.runner.cache_identity(self.runner.models[entry["model"]]):
                    continue
                mine.append(entry)
                keys.update((key, entry) for key, _tokens in entry["samples"].values())
            if mine:
                self._earlier.append((path, data, mine))
        return keys

    def _submit(self, model: ModelConfig, cells: list[Cell], pending: dict[str, dict[str, Any]]) -> None:
        runner = self.runner
        cache = runner.cache
        identity = runner.cache_identity(model)
        recorded = recorded_params(model)
        price = runner.settings.prices.lookup(model.vendor, model.model_id)
        batch_price = price.batch() if price is not None else None
        files = InputFiles(
            self.run_dir / INPUT_FOLDER, _file_stem(model.name), model.batch_max_requests, model.batch_max_bytes
        )
        samples: dict[str, list[Any]] = {}
        earlier = cached = 0
        batch_wire = wire(model)
        lines = batch_wire.request_lines(model)
        for spec in cells:
            if model.name in runner.stopped_models:  # the spending cap stopped the run
                break
            worker = runner.worker(spec.family)
            worker.prepare(spec)
            for n, sample in enumerate(spec.samples()):
                prompt, _target = runner.prompt(spec, sample)
                if n == 0 and runner.clients.unfit(model, prompt):
                    break  # past its window: no line of it is sent; the cell skips itself (Runner._check_fits)
                key = cache_key(identity, model.model_id, prompt.prompt_sha256, recorded, spec.seed, sample)
                if key in pending:
                    earlier += 1
                    continue
                if cache is not None and runner.settings.cache_mode == "on" and cache.get(key) is not None:
                    cached += 1
                    continue
                if runner.spending is not None:
                    bound = request_bound(batch_price, prompt.prompt_tokens, model.max_output_tokens)
                    if not runner.spending.admit(bound):
                        break
                if cache is not None:  # so the cell rebuilds it from the cache, not by assembling it
                    facts = prompt.to_dict()
                    facts.pop("messages")
                    cache.put(worker.prompt_key(spec, model, sample), facts, "prompts")
                cid = batch_wire.custom_id(spec.cell_id, sample, key)
                files.add(cid, lines.line(cid, prompt.messages))
                samples[cid] = [key, prompt.prompt_tokens]
        written = files.close()
        lines.close()
        said = [f"{cached:,} answered before (the cache)"] if cached else []
        said += [f"{earlier:,} in earlier runs' batches"] if earlier else []
        if not written:
            self.say(f"batch: {model.name}: nothing to submit ({', '.join(said) or 'no requests'})")
            return
        base_url, server = runner.clients.base_urls(model)[0], identity[0]
        if runner.settings.batch_mode == "files":
            self._written(model, base_url, server, written, samples, said)
            return
        try:
            api = self._api(model, base_url)
        except CreUsageError as exc:  # its own line and fix (the wire's SDK is not installed)
            self.runner.clients.stop(model.name, str(exc))
            return
        except Exception as exc:
            self._refused(model, str(type(exc).__name__), base_url)
            return
        for path, ids, size in written:
            try:
                batch_id = api.submit(path, {"cre_run": runner.run_id, "cre_model": model.name[:500]})
            except Exception as exc:
                self._refused(model, api.describe(exc), base_url)
                return
            self.entries.append(_entry(model, batch_id, base_url, server, path, ids, size, samples))
            self._save()  # before anything else: a batch id is never lost
            path.unlink()  # the vendor holds it now
        with contextlib.suppress(OSError):
            (self.run_dir / INPUT_FOLDER).rmdir()
        total = sum(len(ids) for _path, ids, _size in written)
        price_said = f", {usd(batch_price.input)}/{usd(batch_price.output)} per 1M tokens" if batch_price else ""
        self.say(
            f"batch: {model.name}: submitted {total:,} requests in {len(written)} batch"
            f"{'es' if len(written) > 1 else ''} to {mask_url(base_url)}{price_said}"
            + (f" ({', '.join(said)})" if said else "")
            + f"; ids in {self.state_path}"
        )

    def _written(
        self,
        model: ModelConfig,
        base_url: str,
        server: str,
        written: list[tuple[Path, list[str], int]],
        samples: dict[str, list[Any]],
        said: list[str],
    ) -> None:
        """--cre-batch files: the input files stay in the run folder for an offline runner."""
        self.entries += [_entry(model, None, base_url, server, path, ids, size, samples) for path, ids, size in written]
        self._save()
        first = written[0][0]
        self.say(
            f"batch: {model.name}: wrote {sum(len(i) for _p, i, _s in written):,} requests in {len(written)} input "
            f"file{'s' if len(written) > 1 else ''} ({first.parent}/)"
            + (f" ({', '.join(said)})" if said else "")
            + f"; answer each, e.g. `vllm run-batch -i {first} -o {_output_of(first)} --model {model.model_id}`, "
            "then run this command again: it reads each *.output.jsonl beside its input"
        )

    def _refused(self, model: ModelConfig, why: str, base_url: str) -> None:
        reason = (
            f"the batch API at {mask_url(base_url)} refused a batch ({why}): check that the server serves "
            f"{wire(model).serves}, or run without --cre-batch"
        )
        self.runner.clients.stop(model.name, reason)

    def _url(self, entry: dict[str, Any]) -> str:
        """Where an entry's batch is asked for now: its server's base URL in this run (the
        embedded sim's port changes from run to run; its batches stay)."""
        model = self.runner.models[entry["model"]]
        return self.runner.clients.base_urls(model)[self.runner.cache_identity(model).index(_server(entry))]

    def _api(self, model: ModelConfig, base_url: str) -> Any:
        if (model.name, base_url) not in self._apis:
            key, _warning = read_api_key(model, self.runner.settings.api_key)
            self._apis[(model.name, base_url)] = wire(model).api(model, base_url, key)
        return self._apis[(model.name, base_url)]

    def _save(self) -> None:
        atomic_write(self.state_path, json.dumps({"schema": 1, "batches": self.entries}, indent=1) + "\n")

    # ------------------------------------------------------------------ waiting and collecting

    def _follow(self) -> None:
        """Poll every batch of this run and the earlier ones; collect each that ended; wait for
        the rest (``wait``) or hold their samples (``submit``, ``files``)."""
        every = [(e, self.run_dir) for e in self.entries]
        every += [(e, path.parent) for path, _data, mine in self._earlier for e in mine]  # (entry, its run folder)
        read_files = False
        for entry, folder in every:
            if entry["id"] is None and not entry.get("collected"):  # written for an offline runner
                output = _output_of(folder / entry["file"])
                if not output.resolve().is_relative_to(folder.resolve()):  # a link out of the run folder
                    self.say(f"batch: {output} leads out of its run folder: not read (its samples wait)")
                    continue
                if output.is_file():
                    state = BatchState(id=f"file:{output.name}", status="completed")
                    model = self.runner.models[entry["model"]]
                    self._collect(entry, state, _file_lines(output, entry["requests"], model))
                    read_files = True
        if read_files:  # marked collected now: with no batch to poll, the loop below saves nothing
            self._save_all()
        polled = [e for e, _folder in every if e["id"] is not None and not e.get("collected")]
        wait = self.runner.settings.batch_mode == "wait"
        if polled and wait:
            self.say(
                "batch: waiting for the batches (Ctrl-C ends the run; the same command later collects what "
                "finished, and submits nothing twice)"
            )
        delay, said = POLL_FIRST_S, ""
        failures = Counter[str]()  # failed polls in a row, by batch id
        while polled:
            states: dict[str, tuple[BatchState, int]] = {}
            for entry in list(polled):
                now, why = self._state(entry)
                if now is None:
                    failures[entry["id"]] += 1
                    if failures[entry["id"]] >= POLL_FAILURES or not wait:
                        tries = failures[entry["id"]]
                        self.say(
                            f"batch: {entry['id']}: its state could not be read ({why}"
                            + (f"; {tries} times in a row" if tries > 1 else "")
                            + f"): its {len(entry['samples']):,} samples are left for a later run of the same "
                            "command (nothing is sent twice)"
                        )
                        polled.remove(entry)
                    continue
                failures[entry["id"]] = 0
                states[entry["id"]] = (now, entry["requests"])
                entry["status"] = now.status
                if now.ended:
                    api = self._api(self.runner.models[entry["model"]], self._url(entry))
                    lines = ((raw, api.secrets) for raw in api.results(now, entry["requests"]))
                    self._collect(entry, now, lines, api.secrets)
            self._save_all()
            line = _progress(states)
            if line and line != said:
                self.say(f"batch: {line}")
                said = line
            polled = [e for e in polled if not e.get("collected")]
            if not wait:
                break
            if polled:
                self.sleep(delay)
                delay = min(POLL_MAX_S, delay * 2)
        self._hold(every)

    def _hold(self, every: list[tuple[dict[str, Any], Path]]) -> None:
        """What a batch or an input file still holds is never sent synchronously: not_run."""
        for entry, folder in every:
            if entry.get("collected"):
                continue
            if entry["id"] is None:
                where = _output_of(folder / entry["file"])
                reason = f"{HELD}input {where.name.removesuffix('.output.jsonl')}.jsonl, not answered yet: "
                reason += f"write {where} (vllm run-batch) and run the same command again"
            else:
                reason = HOLD.format(id=entry["id"], status=entry.get("status", "submitted"))
            for value in entry["samples"].values():
                self.runner.held[value[0]] = reason

    def _state(self, entry: dict[str, Any]) -> tuple[BatchState | None, str]:
        """The batch's state, or None and why it could not be read (the key never in it)."""
        model = self.runner.models[entry["model"]]
        try:
            return self._api(model, self._url(entry)).state(entry["id"]), ""
        except Exception as exc:
            api = self._apis.get((model.name, self._url(entry)))
            return None, api.describe(exc) if api is not None else type(exc).__name__

    def _collect(
        self,
        entry: dict[str, Any],
        state: BatchState,
        lines: Iterator[tuple[bytes, Sequence[Secret | str]]],
        secrets: Sequence[Secret | str] = (),
    ) -> None:
        """An ended batch's answers into the response cache (and this run's cells); what it did
        not answer, or answered in doubt (a custom_id said twice, or not naming its sample's
        key), is left to the cells, which send it synchronously."""
        runner = self.runner
        model = runner.models[entry["model"]]
        mine = any(e is entry for e in self.entries)  # its bounds are this run's spending cap's
        samples: dict[str, list[Any]] = entry["samples"]
        price = runner.settings.prices.lookup(model.vendor, model.model_id)
        batch_price = price.batch() if price is not None else None
        results: dict[str, LineResult] = {}
        twice: set[str] = set()
        too_long = 0
        url = self._url(entry)
        try:
            for raw, line_secrets in lines:
                if raw is TOO_LONG:
                    too_long += 1
                    continue
                line = wire(model).read_line(raw, model, state, url, line_secrets)
                if line is None or line.custom_id not in samples:
                    continue  # not a line of this batch
                if line.custom_id in results:
                    twice.add(line.custom_id)
                else:
                    results[line.custom_id] = line
        except Exception as exc:
            why = bounded_text(f"{type(exc).__name__}: {exc}", secrets)
            self.say(f"batch: {state.id}: its results could not be read whole ({why})")
        answered, failed = 0, Counter[str]()
        for cid, line in results.items():
            key, prompt_tokens = samples[cid][:2]
            if runner.spending is not None and mine:  # paid for, whatever is made of it
                bound = request_bound(batch_price, prompt_tokens, model.max_output_tokens)
                runner.spending.settle(bound, answer_cost(batch_price, line.result, prompt_tokens, 0.0))
            if cid in twice:
                failed["custom_id said twice"] += 1
            elif not wire(model).names_key(cid, key):
                failed["custom_id not its sample's key"] += 1
            elif line.result.status in CACHEABLE:
                answered += 1
                if runner.cache is not None:
                    runner.cache.put(key, asdict(line.result))
                runner.batched[key] = line.result
            else:
                failed[line.code or line.result.status] += 1
        missing = len(samples) - len(results)
        if min(too_long, missing):
            failed["line longer than an answer can be"] += min(too_long, missing)
        if missing - min(too_long, missing):
            failed["no line"] += missing - min(too_long, missing)
        entry.update(collected=True, answered=answered, failed=dict(failed), problem=state.problem)
        why = ", ".join(f"{n:,} {code}" for code, n in failed.most_common())
        ended = state.status + (f": {state.problem}" if state.problem else "")
        self.say(
            f"batch: {model.name}: {state.id} {ended}: {answered:,} of {len(samples):,} answered"
            + (f"; {sum(failed.values()):,} not ({why}): the cells send those synchronously" if failed else "")
        )

    def _save_all(self) -> None:
        if self.entries:
            self._save()
        for path, data, _mine in self._earlier:
            # Its folder may have gone away: this run's own file still says what it collected.
            with contextlib.suppress(OSError):
                atomic_write(path, json.dumps(data, indent=1) + "\n")


def _progress(states: dict[str, tuple[BatchState, int]]) -> str:
    """One line on the batches' state; ``states`` each batch's and the requests it was given
    (a batch still validating counts none yet: it is not "0 of 0 requests")."""
    if not states:
        return ""
    by = Counter(s.status for s, _requests in states.values())
    total = sum(s.total or requests for s, requests in states.values())
    done = sum(s.completed for s, _requests in states.values())
    failed = sum(s.failed for s, _requests in states.values())
    where = ", ".join(f"{n} {status}" for status, n in sorted(by.items()))
    batches = f"{len(states)} batch{'es' if len(states) > 1 else ''}"
    return f"{batches} ({where}); {done:,} of {total:,} requests done, {failed:,} failed"


def _entry(
    model: ModelConfig,
    batch_id: str | None,
    base_url: str,
    server: str,
    path: Path,
    ids: list[str],
    size: int,
    samples: dict[str, list[Any]],
) -> dict[str, Any]:
    """One input file as batches.json keeps it: its batch (None: written for an offline
    runner), where it went (its URL then, and its server as the response cache names it), and
    its samples' [response key, prompt tokens] by custom_id."""
    return {
        "model": model.name,
        "id": batch_id,
        "base_url": base_url,
        "server": server,
        "file": f"{INPUT_FOLDER}/{path.name}",
        "requests": len(ids),
        "bytes": size,
        "at": round(time.time(), 3),
        "status": "validating" if batch_id else "written",
        "collected": False,
        "samples": {cid: samples[cid] for cid in ids},
    }


def _server(entry: dict[str, Any]) -> str:
    """An entry's server as the response cache names it (its base URL for a file written
    before entries named it)."""
    server = entry.get("server")
    return server if isinstance(server, str) else entry["base_url"]


def _well_formed(entry: dict[str, Any]) -> bool:
    """An entry as ``BatchPhase`` writes it: an id (None for an input file), its request count,
    and each sample's [response key, prompt tokens]."""
    samples = entry.get("samples")
    return (
        isinstance(entry.get("model"), str)
        and (entry.get("id") is None or is_id(entry.get("id")))
        and isinstance(entry.get("file"), str)
        and bool(_INPUT_FILE.fullmatch(entry["file"]))
        and isinstance(entry.get("base_url"), str)
        and isinstance(entry.get("server", ""), str)
        and type(entry.get("requests")) is int
        and isinstance(samples, dict)
        and all(
            isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and type(v[1]) is int
            for v in samples.values()
        )
    )


def _output_of(input_file: Path) -> Path:
    """Where an offline runner's answers to an input file are read from."""
    return input_file.with_name(input_file.name.removesuffix(".jsonl") + ".output.jsonl")


def _file_lines(path: Path, requests: int, model: ModelConfig) -> Iterator[tuple[bytes, Sequence[Secret | str]]]:
    """An offline runner's output file, line by line, bounded as a server's file is."""
    longest = body_limit(model) + LINE_SLACK
    if path.stat().st_size > requests * longest:
        raise ValueError(f"{path} is larger than {requests:,} answers can be")
    with open(path, "rb") as f:
        yield from ((raw, []) for raw in split_lines(iter(lambda: f.read(1 << 20), b""), longest))


def _file_stem(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)[:64] or "model"
