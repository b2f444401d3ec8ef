"""Project-level pytest configuration.

pytest-cre itself is activated by its ``pytest11`` entry point (installed with the package),
never from here. Add your own ``pytest_cre_*`` hook implementations in this file, e.g.::

    def pytest_cre_record(record):
        record["long_answer"] = len(record["response"] or "") > 2000
"""
