"""The observation tensor's combat section encodes every step a combat can be in when a
decision is asked, so no reachable state
makes ``observation_tensor`` fail."""

from __future__ import annotations

import re
from pathlib import Path

from cardtable.games.hecatomb import combat, model, tensor


def test_every_combat_step_the_rules_set_is_in_the_tensor_vocabulary() -> None:
    source = Path(combat.__file__).read_text(encoding="utf-8")
    literal = set(re.findall(r'\bc\.step = "(\w+)"', source))
    assert {"blocks", "blocked", "reap", "damage"} <= literal  # the scan still finds them
    windows = {"a1", "d1", "a2", "d2"}
    default = model.Combat.__dataclass_fields__["step"].default
    for step in literal | windows | {default}:
        tensor.STEPS.index(step)  # raises TensorError for a step outside the vocabulary
