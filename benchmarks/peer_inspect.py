"""inspect_ai's side of ``bench_peers.py``, run by the python of a virtual environment that has
inspect_ai (never the project's): one ``eval()`` of a task whose samples are the prepared
prompts, each sample's input their message list as-is, solved by ``generate()``, through the
``openai-api`` provider (OpenAI chat completions) pointed at the sim, with ``max_connections``
= the concurrency, pytest-cre's request settings and no retries.

    python peer_inspect.py URL PROMPTS.json CONCURRENCY LOG_DIR [CACHE_DIR]

With CACHE_DIR, generate() uses inspect's own model-output cache there (a rerun with the same
folder answers from it).
"""

from __future__ import annotations

import json
import os
import sys


def main(url: str, source: str, concurrency: int, log_dir: str, cache_dir: str | None) -> None:
    if cache_dir:
        os.environ["INSPECT_CACHE_DIR"] = cache_dir  # read when the cache is first used
    os.environ["SIM_API_KEY"] = "x"  # the openai-api provider requires <SERVICE>_API_KEY
    from inspect_ai import Task, eval
    from inspect_ai.dataset import MemoryDataset, Sample
    from inspect_ai.model import ChatMessageAssistant, ChatMessageSystem, ChatMessageUser, GenerateConfig
    from inspect_ai.solver import generate

    with open(source, encoding="utf-8") as f:
        prompts = json.load(f)
    params = dict(prompts["params"])
    kinds = {"system": ChatMessageSystem, "user": ChatMessageUser, "assistant": ChatMessageAssistant}
    samples = [
        Sample(id=i, input=[kinds[m["role"]](content=m["content"]) for m in messages])
        for i, messages in enumerate(prompts["messages"])
    ]
    config = GenerateConfig(
        max_tokens=params.pop("max_tokens"),
        temperature=params.pop("temperature", None),
        max_connections=concurrency,
        max_retries=0,
        timeout=600,
    )
    if params:
        raise SystemExit(f"peer_inspect: no GenerateConfig mapping for request params {sorted(params)}")
    task = Task(dataset=MemoryDataset(samples), solver=generate(cache=bool(cache_dir)), config=config)
    logs = eval(
        task,
        model=f"openai-api/sim/{prompts['model']}",
        model_base_url=url,
        log_dir=log_dir,
        display="none",
        max_samples=len(samples),
        fail_on_error=True,
    )
    if logs[0].status != "success":
        raise SystemExit(f"peer_inspect: eval ended {logs[0].status}: {logs[0].error}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5] if len(sys.argv) > 5 else None)
