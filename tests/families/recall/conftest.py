"""Fixtures of the recall tests."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

JQUERY_VERSION = "3.7.1"
JQUERY_SHA256 = "78a85aca2f0b110c29e0d2b137e09f0a1fb7a8e554b499f740d6744dc8962cfe"


@pytest.fixture(scope="session")
def jquery(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """jquery.js 3.7.1 from the npm registry, fetched once per session; skip when unavailable."""
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("npm is not installed")
    folder = tmp_path_factory.mktemp("jquery")
    try:
        subprocess.run(
            [npm, "pack", f"jquery@{JQUERY_VERSION}", "--silent"],
            cwd=folder,
            check=True,
            capture_output=True,
            timeout=180,
        )
        tarball = next(folder.glob("jquery-*.tgz"))
        with tarfile.open(tarball) as archive:
            member = archive.extractfile("package/dist/jquery.js")
            assert member is not None
            data = member.read()
    except (subprocess.SubprocessError, OSError, StopIteration, KeyError) as exc:
        pytest.skip(f"could not fetch jquery@{JQUERY_VERSION} with npm: {exc}")
    digest = hashlib.sha256(data).hexdigest()
    assert digest == JQUERY_SHA256, f"npm served a different jquery.js ({digest})"
    path = folder / "jquery.js"
    path.write_bytes(data)
    return path


@pytest.fixture(scope="session")
def corpus_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The corpora's cache folder for the session (generated corpora go there, never into the
    source tree)."""
    return tmp_path_factory.mktemp("corpus-cache")
