"""lm-evaluation-harness's side of ``bench_peers.py``, run by the python of a virtual environment
that has lm-eval with its ``api`` extra (never the project's). It runs the harness as its CLI
does (``simple_evaluate``, what ``lm_eval run`` calls): a task written for the occasion whose
documents are the prepared prompts (the user message's text as ``doc_to_text``, a system
message, if any, as the task's per-document ``description``), the chat template applied (which
makes of them exactly the prepared message lists), the ``local-chat-completions`` model with
``num_concurrent`` = the concurrency, one attempt per request, and pytest-cre's request
settings as the task's ``generation_kwargs``.

    python peer_lmeval.py URL PROMPTS.json CONCURRENCY WORK_DIR [CACHE]

With CACHE, ``use_cache`` (lm-eval's own response cache, ``--use_cache``) at that path, so a
rerun with the same one answers from it. WORK_DIR takes the task, its documents and the
``datasets`` cache.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def documents(prompts: dict) -> list[dict]:
    """One document per prompt; exits when a prompt has a shape a task cannot carry unchanged."""
    docs = []
    for i, messages in enumerate(prompts["messages"]):
        roles = [m["role"] for m in messages]
        if roles not in (["user"], ["system", "user"]):
            raise SystemExit(
                f"peer_lmeval: prompt {i} has messages {roles}; a task's chat template makes "
                f"only [user] or [system, user]"
            )
        docs.append(
            {
                "id": i,
                "system": messages[0]["content"] if len(messages) == 2 else "",
                "text": messages[-1]["content"],
                "target": "",
            }
        )
    return docs


def main(url: str, source: str, concurrency: int, work: str, cache: str | None) -> None:
    with open(source, encoding="utf-8") as f:
        prompts = json.load(f)
    params = dict(prompts["params"])
    gen_kwargs = {"until": [], "max_gen_toks": params.pop("max_tokens"), "do_sample": False}
    if "temperature" in params:
        gen_kwargs["temperature"] = params.pop("temperature")
    if params:
        raise SystemExit(f"peer_lmeval: no generation_kwargs for request params {sorted(params)}")
    work_dir = Path(work)
    (work_dir / "task").mkdir(parents=True, exist_ok=True)
    data = work_dir / "prompts.jsonl"
    data.write_text("".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents(prompts)), encoding="utf-8")
    task = {
        "task": "cre_prompts",
        "dataset_path": "json",
        "dataset_kwargs": {"data_files": {"test": str(data)}},
        "test_split": "test",
        "output_type": "generate_until",
        "doc_to_text": "text",
        "doc_to_target": "target",
        "description": "{{system}}",
        "generation_kwargs": gen_kwargs,
        "metric_list": [{"metric": "exact_match"}],
    }
    (work_dir / "task" / "cre_prompts.yaml").write_text(json.dumps(task), encoding="utf-8")  # JSON is YAML
    os.environ["HF_DATASETS_CACHE"] = str(work_dir / "datasets")
    os.environ.setdefault("HF_DATASETS_OFFLINE", "1")

    from lm_eval import simple_evaluate
    from lm_eval.tasks import TaskManager

    results = simple_evaluate(
        model="local-chat-completions",
        model_args={
            "model": prompts["model"],
            "base_url": f"{url}/chat/completions",
            "num_concurrent": concurrency,
            "max_retries": 1,
            "timeout": 600,
        },
        tasks=["cre_prompts"],
        task_manager=TaskManager(include_path=str(work_dir / "task")),
        apply_chat_template=True,
        use_cache=cache,
        log_samples=False,
    )
    if results is None or "cre_prompts" not in results["results"]:
        raise SystemExit("peer_lmeval: the harness returned no results")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5] if len(sys.argv) > 5 else None)
