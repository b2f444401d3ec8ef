"""Each model's client in this process, and what they share: the answer cache, the embedded
sim, the spending cap, the stopped models and what each self-hosted server said before its
first request (its window, or that nothing answers there).

Built on first use and kept for the process (never at collection time): a rerun answered from
the cache never starts the sim nor asks a server anything.
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..assembly.placement import Prompt
from ..core.prices import usd
from ..endpoints import server_info
from ..endpoints.answers import CallResult
from ..endpoints.cache import ResponseCache
from ..endpoints.client import ModelClient, model_messages
from ..endpoints.ratelimits import Pacer
from ..endpoints.spending import SpendingCap
from ..endpoints.vendors import ModelConfig, read_api_key, takes_explicit_endpoint
from ..families.base import SimAnswerer
from ..options import Settings
from .coordinator import Link

if TYPE_CHECKING:
    from ..sim.server import SimServer


class ModelClients:
    """The clients of ``settings.models`` for a process that is one of ``workers`` (xdist
    workers, each with a coordinator ``link`` that shares the slots, or plain processes).

    ``stopped`` maps a model name to why no more requests go to it (an ``auth`` or ``quota``
    answer, the spending cap, a dead server, with what to fix); ``on_stopped(name, reason)`` is
    called once when this process stops a model (``stop``). ``answerers`` are the families'
    sim answerers, asked when the embedded sim is first needed."""

    def __init__(
        self,
        settings: Settings,
        workers: int,
        link: Link | None,
        answerers: Callable[[], list[SimAnswerer]],
        on_stopped: Callable[[str, str], None] | None,
    ) -> None:
        self.settings = settings
        self.models = {m.name: m for m in settings.models}
        self.workers = max(1, workers)
        self.link = link
        self.stopped: dict[str, str] = {}
        self.on_stopped = on_stopped
        self._answerers = answerers
        self._clients: dict[tuple[int, str], ModelClient] = {}
        self._preflights: dict[str, server_info.Preflight] = {}  # by model, asked once (``preflight``)
        self._preflight_locks: dict[str, threading.Lock] = {}  # one per model: its cells ask once
        self._preflight_lock = threading.Lock()
        self.spending = self._spending_cap()
        # --cre-batch (run/batching.py): answers a batch brought this run, and samples a batch
        # still holds, by response key; every model's client reads them.
        self.batched: dict[str, CallResult] = {}
        self.held: dict[str, str] = {}
        self._cache: ResponseCache | None = None
        self.sim: SimServer | None = None

    def base_urls(self, model: ModelConfig) -> list[str]:
        """Where ``model``'s requests go: its base URLs (the embedded sim's, started on first use)."""
        if model.vendor == "sim":
            if self.sim is None:
                # Imported here: a run against a server never loads the sim's (nor http.server).
                from ..sim.batches import store_folder
                from ..sim.server import start_sim

                # Its batches are kept beside the cache, so the next run's sim finds them.
                batches = store_folder(self.settings.cache_path) if self.settings.cache_mode != "off" else None
                self.sim = start_sim(
                    self._answerers(), latency=self.settings.latency, faults=self.settings.faults, batches=batches
                )
            return [self.sim.url]
        return list(model.base_urls)

    def cache_identity(self, model: ModelConfig) -> list[str]:
        """What the response cache calls a model's deployment: its base URLs; the embedded sim
        (a new port each run) by name, with the injected faults that change its answers."""
        if model.vendor != "sim":
            return list(model.base_urls)
        faults = self.settings.sim_faults
        return ["sim://embedded" + (f"?faults={faults}" if faults else "")]

    @property
    def cache(self) -> ResponseCache | None:
        if self.settings.cache_mode == "off":
            return None
        if self._cache is None:
            self._cache = ResponseCache(self.settings.cache_path)
        return self._cache

    def client(self, model: ModelConfig) -> ModelClient:
        """The model's client on the running loop, with the model's ``slots``."""
        key = (id(asyncio.get_running_loop()), model.name)
        if key not in self._clients:
            api_key, _warning = read_api_key(model, self.settings.api_key)
            self._clients[key] = ModelClient(
                model,
                # Asked when a request is first sent: a rerun from the cache never starts the sim.
                functools.partial(self.base_urls, model),
                api_key,
                self.slots(model.name),
                cache=self.cache,
                refresh=self.settings.cache_mode == "refresh",
                identity=self.cache_identity(model),
                stopped=self.stopped,
                on_fatal=self._fatal,
                explicit_key=bool(self.settings.api_key),
                slots=self.link.gate(model.name, self.cap(model.name)) if self.link is not None else None,
                price=self.settings.prices.lookup(model.vendor, model.model_id),
                spending=self.spending,
                # Each xdist worker paces to its even share of the model's limits.
                pacer=Pacer(model.tpm, model.rpm, share=1 / self.workers),
                batched=self.batched,
                held=self.held,
            )
        return self._clients[key]

    def cap(self, model: str) -> int:
        """A model's concurrency: requests in flight across every process of the run."""
        return self.settings.concurrency or self.models[model].concurrency

    def slots(self, model: str) -> int:
        """Requests this process queues for a model. With a coordinator link (every xdist
        worker of a pytest run), the model's whole cap: the coordinator leases slots FIFO across
        workers, so together they hold exactly the cap. Without one, the whole cap for a
        process of its own (the ``cre`` command, a run without xdist); ``workers`` processes
        sharing it without a coordinator (a fallback) get cap // workers each, at least 1."""
        if self.link is not None:
            return self.cap(model)
        return max(1, self.cap(model) // self.workers)

    # ------------------------------------------------------------------ stopping models

    def _spending_cap(self) -> SpendingCap | None:
        """--cre-max-cost for this process: the whole cap, or a worker's even share of it (each
        worker spends only what it holds, so together they never pass the cap)."""
        cap = self.settings.max_cost
        if cap is None:
            return None
        share = f", {usd(cap / self.workers)} for each of {self.workers} workers" if self.workers > 1 else ""
        return SpendingCap(cap / self.workers, self._cap_reached, share)

    def _cap_reached(self, reason: str) -> None:
        """The spending cap stopped the run: no model is sent anything more, here or in any
        other worker."""
        for name in self.models:
            self.stop(name, reason)

    def stop(self, model: str, reason: str) -> None:
        """Stop ``model`` in this run (every process): its samples come back ``not_run``."""
        if model not in self.stopped:
            self.stopped[model] = reason
            self._fatal(model, reason)

    def _fatal(self, model: str, reason: str) -> None:
        if self.on_stopped is not None:
            self.on_stopped(model, reason)

    # ------------------------------------------------------------------ what a server said

    def preflight(self, model: ModelConfig) -> server_info.Preflight:
        """What ``model``'s self-hosted server said before its first request: its window, or
        that nothing answers there (``server_info.preflight``). Asked once for the run: under
        xdist by the controller (its coordinator) for every worker, else here; blocking. A
        vendor API (or the embedded sim) is never asked."""
        if not takes_explicit_endpoint(model):
            return server_info.Preflight()
        with self._preflight_lock:
            asking = self._preflight_locks.setdefault(model.name, threading.Lock())
        with asking:
            if model.name not in self._preflights:
                said = self.link.preflight(model.name) if self.link is not None else None
                api_key = read_api_key(model, self.settings.api_key)[0]
                self._preflights[model.name] = (
                    server_info.Preflight.from_json(said)
                    if said is not None
                    else server_info.preflight(model, self.base_urls(model), api_key)
                )
            return self._preflights[model.name]

    def server_window(self, model: ModelConfig) -> server_info.ServerWindow | None:
        """The context window ``model``'s server says it has (``preflight``; None for a vendor
        API or a server that does not say)."""
        if model.vendor not in server_info.ASKED:
            return None
        return self.preflight(model).window

    def window(self, model: ModelConfig) -> server_info.ServerWindow | None:
        """The window ``model``'s cells are checked against: the one its server states, else the
        one declared for it (its vendor's documented window or a model file's ``window``), else None."""
        return self.server_window(model) or server_info.declared_window(model)

    def fit(self, model: ModelConfig, prompt: Prompt) -> server_info.Fit | None:
        """A cell whose first prompt is ``prompt`` against its window (``window``; None when none
        is known): why it cannot fit, and the server's count beside the budget's."""
        window = self.window(model)
        if window is None:
            return None
        return server_info.prompt_fit(
            model,
            self.base_urls(model)[0],
            read_api_key(model, self.settings.api_key)[0],
            window,
            model_messages(model, prompt.messages),
            prompt.prompt_tokens,
        )

    def unfit(self, model: ModelConfig, prompt: Prompt) -> str | None:
        """Why a cell whose first prompt is ``prompt`` cannot fit its server's window (None when
        it fits, or when the server does not say)."""
        fit = self.fit(model, prompt)
        return fit.problem if fit is not None else None

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.close()
        self._clients.clear()

    def close(self) -> None:
        if self.sim is not None:
            self.sim.stop()
            self.sim = None
        if self._cache is not None:
            self._cache.close()
            self._cache = None
