"""The sim's positional profiles: accuracy by target depth and context length, chosen by model id."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from typing import Any

from .options import bounded, kv_items

PARAM_PREFIX = "sim-param:"
SHAPES = ("middle", "recency", "flat")


@dataclass(frozen=True)
class Profile:
    """Accuracy as a function of target depth d (0-1) and context length.

    ``p = base * (1 - severity(ctx) * weight(d) * filler_factor)`` where severity grows with
    log2 of the context length above 4K tokens.
    """

    name: str
    base: float = 0.95
    growth: float = 0.08  # severity = min(max_severity, growth * log2(ctx / 4096) ** power)
    power: float = 1.8
    max_severity: float = 0.9
    width: float = 0.22  # width of the middle dip (lost-in-the-middle)
    shape: str = "middle"  # "middle", "recency" or "flat"
    filler_copy: float = 0.75  # share of wrong answers that copy a nearby filler answer

    def p_correct(self, depth: float, context_tokens: int, interference: float = 1.0) -> float:
        """``interference`` scales the loss: how much the context distracts (the family says:
        similar problems more, plain prose less)."""
        if self.shape == "flat" or context_tokens <= 4096:
            return self.base
        x = math.log2(context_tokens / 4096)
        severity = min(self.max_severity, self.growth * x**self.power)
        # middle: a bell around the centre; recency: the further from the end, the worse
        weight = math.exp(-(((depth - 0.5) / self.width) ** 2)) if self.shape == "middle" else 1.0 - depth
        return max(0.0, self.base * (1.0 - min(1.0, severity * weight * interference)))


PROFILES = {
    p.name: p
    for p in [
        Profile("lost-in-the-middle"),
        Profile("robust", shape="flat", base=0.96),
        Profile("recency", growth=0.1, power=1.5, max_severity=0.8, shape="recency"),
    ]
}

# Each numeric Profile field: (lowest, highest, lowest excluded).
_PROFILE_BOUNDS = {
    "base": (0.0, 1.0, False),
    "growth": (0.0, math.inf, False),
    "power": (0.0, math.inf, True),
    "max_severity": (0.0, 1.0, False),
    "width": (0.0, math.inf, True),
    "filler_copy": (0.0, 1.0, False),
}


def parse_profile(spec: str) -> Profile:
    """A profile from ``key=value`` pairs over the default (lost-in-the-middle) fields, e.g.
    ``base=0.9,growth=0.1,power=1.5,max_severity=0.8,width=0.2,shape=middle,filler_copy=0.7``.
    Raises ValueError on an unknown key or a value out of range."""
    values: dict[str, Any] = {}
    known = {f.name for f in fields(Profile)}
    for key, value in kv_items(spec, "profile"):
        if key not in known:
            raise ValueError(f"unknown profile key {key!r} (known: {', '.join(sorted(known))})")
        if key in values:
            raise ValueError(f"profile key {key!r} given twice")
        if key == "shape":
            if value not in SHAPES:
                raise ValueError(f"shape must be one of {', '.join(SHAPES)}, not {value!r}")
            values[key] = value
        elif key == "name":
            values[key] = value
        else:
            lo, hi, lo_open = _PROFILE_BOUNDS[key]
            values[key] = bounded(value, key, lo, hi, lo_open)
    values.setdefault("name", "param:" + spec)
    return Profile(**values)


def profile_for_model(model: str) -> Profile:
    """The profile a model id selects: ``sim`` (lost-in-the-middle), ``sim-<name>`` for a name in
    PROFILES, or ``sim-param:k=v,...`` (see ``parse_profile``). Ids outside the ``sim-``
    namespace get the default, as a local server answers whatever model name it is sent.
    Raises ValueError for a bad ``sim-param:`` spec or an unknown ``sim-<name>``."""
    if model.startswith(PARAM_PREFIX):
        return parse_profile(model[len(PARAM_PREFIX) :])
    if model.startswith("sim-"):
        name = model[len("sim-") :]
        if name not in PROFILES:
            raise ValueError(
                f"unknown sim profile {name!r} (known: {', '.join(PROFILES)}, or {PARAM_PREFIX}key=value,...)"
            )
        return PROFILES[name]
    return PROFILES["lost-in-the-middle"]
