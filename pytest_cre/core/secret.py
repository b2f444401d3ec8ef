"""A secret (an API key) in a type that never prints itself.

Frame locals in a traceback (``pytest -l``, ``--tb=long``, junit's captured output) are shown
through ``repr``; a key held as a plain ``str`` is printed whole there. A ``Secret`` shows only
``Secret('***')`` through ``repr``, ``str`` and ``format``; the value is taken out with
``reveal()`` at the one place it is sent (an ``Authorization`` header, the SDK's constructor).
"""

from __future__ import annotations

MASK = "Secret('***')"


class Secret:
    """A key whose ``repr``/``str``/``format`` are masked; ``reveal()`` gives the value."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        if isinstance(value, Secret):
            value = value.reveal()
        object.__setattr__(self, "_value", value)

    def reveal(self) -> str:
        """The key itself, for the request that carries it."""
        return str(object.__getattribute__(self, "_value"))

    def __repr__(self) -> str:
        return MASK

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return MASK

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Secret is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other.reveal() == self.reveal()

    def __hash__(self) -> int:
        return hash(("Secret", self.reveal()))

    def __bool__(self) -> bool:
        return bool(self.reveal())

    def __reduce__(self) -> tuple[object, ...]:
        # A Secret is never pickled (xdist, multiprocessing): the value would travel in clear.
        raise TypeError("a Secret is not serialized; read the key again where it is needed")


def reveal(key: Secret | str | None) -> str | None:
    """The value of ``key`` whether it is held as a Secret or (still) as a plain string."""
    if key is None:
        return None
    return key.reveal() if isinstance(key, Secret) else key
