"""The session's own pieces, without a pytest run (issue 45, point 8): run.json's provenance of
a session (never a key in it), where run folders go, a run id's shape, and the resume hint
(never a key in it, however the key was typed). A real ``CreSession`` on the built-in families,
in tmp_path; whole runs are tested black-box in tests/plugin."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pytest_cre.core.record import HELD, NOT_RUN, SCHEMA
from pytest_cre.families.registry import builtin_families
from pytest_cre.options import build_settings
from pytest_cre.session import CreSession
from pytest_cre.session.cre_session import new_run_id, report_folder
from pytest_cre.session.provenance import iso, provenance

KEY = "sk-provenance-0123456789abcdefXYZ"


@pytest.fixture
def session(tmp_path):
    raw = {"models": ["vllm:m"], "base_url": "http://127.0.0.1:9/v1", "api_key": KEY, "cache": "off",
           "notes": "a note", "rootdir": str(tmp_path)}  # fmt: skip
    cre = CreSession(
        build_settings(raw, families=builtin_families()),
        "20260101-000000-abcdef",
        is_worker=False,
        families=builtin_families(),
        rootpath=tmp_path,
        invocation=("cells", "--cre-model", "vllm:m", "--cre-api-key", KEY, "-k", f"not {KEY}"),
    )
    yield cre
    cre.close()


def test_run_json_of_a_run_in_progress_says_what_made_it_and_never_the_key(session):
    run = provenance(session, "in_progress")
    assert run["run_id"] == "20260101-000000-abcdef" and run["status"] == "in_progress"
    assert run["record_schema"] == SCHEMA and run["finished"] is None
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", run["started"])
    assert run["tokenizers"] == ["cl100k_base"] and run["notes"] == "a note"
    assert run["settings"] == session.settings.public()
    assert run["data_files"] == {} and run["prompts"] == {}  # hashed once the run ends, not before
    text = json.dumps(run)
    assert KEY not in text and KEY[:12] not in text and KEY[-8:] not in text


def test_run_folders_go_under_the_report_dir_relative_to_where_pytest_started(tmp_path):
    settings = build_settings({}, families={})
    assert report_folder(settings, tmp_path) == tmp_path / "reports"
    relative = build_settings({"report_dir": "out/runs"}, families={})
    assert report_folder(relative, tmp_path) == tmp_path / "out/runs"
    absolute = build_settings({"report_dir": str(tmp_path / "abs")}, families={})
    assert report_folder(absolute, Path("/elsewhere")) == tmp_path / "abs"


def test_a_run_id_sorts_by_time_and_two_are_never_the_same():
    first, second = new_run_id(), new_run_id()
    assert re.fullmatch(r"\d{8}-\d{6}-[0-9a-f]{6}", first) and first != second
    assert iso(0) == "1970-01-01T00:00:00Z"


def test_the_resume_hint_repeats_the_command_without_the_key(session):
    end = session.end
    end.keep_secret(session.settings.api_key)
    end.status = "interrupted"
    hint = end.resume_hint()
    assert KEY not in hint and "--cre-api-key KEY" in hint
    assert hint.startswith("to resume, run `pytest cells --cre-model vllm:m --cre-api-key KEY -k")
    assert "(with your key for KEY: the run never writes it)" in hint
    assert hint.endswith("again (the cache was off: every sample is asked again)")


def test_the_resume_hint_of_samples_a_batch_holds_says_the_same_command_collects_them(session):
    end = session.end
    end.keep_secret(session.settings.api_key)
    end.status = "partial"
    end.records = [{"status": NOT_RUN, "error": f"{HELD}batch_1 (in_progress), not answered yet"}] * 3
    hint = end.resume_hint()
    assert hint.startswith("3 samples wait in batches not finished: later, run `pytest ")
    assert hint.endswith("again (it collects what finished and submits nothing twice)") and KEY not in hint
