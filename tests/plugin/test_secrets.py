"""No key reaches any output, in every way the tool can be given one: the run folder, the
response cache, junit XML and the terminal are searched for the key and for fragments of it,
after a run that ends partial (a 401 stops the model), which is when the resume hint is
written everywhere; and after an exception escapes on the way to the server, printed with its
frames' locals (``-l``, ``--tb=long``, junit's captured output): every frame holds the key as a
``Secret``, shown ``Secret('***')``."""

from __future__ import annotations

import pytest
from loopback import Loopback, answer

KEY = "sk-LEAKCHECK-0123456789abcdefXYZ"
# What a server's error echo or a careless tool could carry: the whole key, its first
# 8 characters (a masked echo's head), its last 6 (a masked echo's tail), a middle run.
FRAGMENTS = [KEY, KEY[:8], KEY[-6:], KEY[9:19]]
ARGS = [
    "--cre-model",
    "my-model",
    "--cre-n",
    "4",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-max-attempts",
    "1",
    "-p",
    "no:cacheprovider",
    "--junitxml=junit.xml",
    "-rA",
    "-v",
    "-l",  # frame locals in any traceback
    "--tb=long",
    "-o",
    "junit_logging=all",  # junit XML carries the captured output too
]


def _server() -> Loopback:
    """Answers two requests, then refuses the key with an echo of it, as vendors do."""

    def reply(path: str, body: dict) -> tuple[int, str]:
        if server.requests <= 2:
            return 200, answer("Answer: 7")
        return 401, (
            '{"error": {"message": "Incorrect API key provided: '
            + KEY[:8]
            + "****"
            + KEY[-6:]
            + " ("
            + KEY
            + ')", "type": "invalid_request_error", "code": "invalid_api_key"}}'
        )

    server = Loopback(reply)
    return server


WAYS = ["flag", "flag=", "-o", "ini", "env", "key-file"]


@pytest.mark.parametrize("way", WAYS)
def test_no_key_in_any_output(cells: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, way: str) -> None:
    server = _server()
    own = {cells.path / "tox.ini"}  # files the user wrote the key into themselves
    extra: list[str] = []
    if way == "flag":
        extra = ["--cre-api-key", KEY]
    elif way == "flag=":
        extra = [f"--cre-api-key={KEY}"]
    elif way == "-o":
        extra = ["-o", f"cre_api_key={KEY}"]
    elif way == "ini":
        own.add(cells.makeini(f"[pytest]\nasyncio_default_fixture_loop_scope = session\ncre_api_key = {KEY}\n"))
    elif way == "env":
        monkeypatch.setenv("CRE_API_KEY", KEY)
    else:
        key_file = cells.path / "key.txt"
        key_file.write_text(KEY + "\n")
        key_file.chmod(0o600)
        own.add(key_file)
        extra = [f"--cre-api-key-file={key_file}"]
    own |= {p for p in cells.path.iterdir() if p.suffix == ".ini"}
    try:
        result = cells.runpytest_subprocess(
            *ARGS, f"--cre-base-url={server.url}", "--cre-cache", str(cells.path / "cache.sqlite"), *extra
        )
    finally:
        server.stop()
    out = result.stdout.str() + result.stderr.str()
    assert server.requests >= 3, out  # the key was refused: the run is partial
    assert "PARTIAL" in out
    if way in ("flag", "flag="):  # the resume hint names the option, not its value
        assert "--cre-api-key KEY" in out or "--cre-api-key=KEY" in out
    written = [p for p in cells.path.rglob("*") if p.is_file() and p not in own]
    names = {p.name for p in written}
    assert {"run.json", "summary.md", "summary.json", "report.html", "junit.xml", "cache.sqlite"} <= names
    for fragment in FRAGMENTS:
        assert fragment not in out, fragment
        leaked = [str(p) for p in written if fragment.encode() in p.read_bytes()]
        assert leaked == [], fragment


def test_public_args_hide_every_spelling_of_a_key_option() -> None:
    from pytest_cre.options import public_args

    for args in (
        ["--cre-api-key", KEY],
        [f"--cre-api-key={KEY}"],
        ["-o", f"cre_api_key={KEY}"],
        [f"-ocre_api_key={KEY}"],
        [f"--override-ini=cre_api_key={KEY}"],
        ["--override-ini", f"cre_api_key={KEY}"],
    ):
        shown = public_args(["-k", "middle", *args, "--cre-n", "5"])
        assert KEY not in " ".join(shown) and "KEY" in " ".join(shown)
        assert shown[:2] == ["-k", "middle"] and shown[-2:] == ["--cre-n", "5"]
    assert public_args(["-o", "cre_n=3", "--cre-api-key-file", "k.txt"]) == [
        "-o",
        "cre_n=3",
        "--cre-api-key-file",
        "k.txt",
    ]


# Makes the client's construction fail inside a cell: the traceback runs through the frames
# that hold the key (the runner's client(), ModelClient.__init__), printed with their locals.
ESCAPE = """
import pytest_cre.endpoints.client as client


def _boom(model):
    raise RuntimeError("injected failure on the way to the server")


client.request_params = _boom
"""


@pytest.mark.parametrize("way", ["flag", "key-file"])
def test_no_key_in_a_traceback_with_locals(cells: pytest.Pytester, way: str) -> None:
    server = Loopback(lambda path, body: (200, answer("Answer: 7")))
    cells.makeconftest(ESCAPE)
    if way == "flag":
        extra = ["--cre-api-key", KEY]
    else:
        key_file = cells.path / "key.txt"
        key_file.write_text(KEY + "\n")
        key_file.chmod(0o600)
        extra = [f"--cre-api-key-file={key_file}"]
    try:
        result = cells.runpytest_subprocess(
            *ARGS, f"--cre-base-url={server.url}", "--cre-cache", str(cells.path / "cache.sqlite"), *extra
        )
    finally:
        server.stop()
    out = result.stdout.str() + result.stderr.str()
    assert "injected failure on the way to the server" in out, out  # the exception escaped
    assert "Secret('***')" in out  # and its frames' locals were printed, the key masked
    junit = (cells.path / "junit.xml").read_text()
    assert "Secret('***')" in junit
    written = [p for p in cells.path.rglob("*") if p.is_file() and p.name != "key.txt"]
    for fragment in FRAGMENTS:
        assert fragment not in out, fragment
        assert [str(p) for p in written if fragment.encode() in p.read_bytes()] == [], fragment
