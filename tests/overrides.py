"""A component-data override in force for the length of a test, where the app looks for it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from copy import deepcopy
from pathlib import Path
from types import ModuleType
from typing import Any

from qtgames.engine.core.shipped import shipped_path
from qtgames.storage import user_paths


def shipped_raw(module: ModuleType) -> Any:
    """The game's shipped data file, parsed (`module` is the game's `data` module)."""
    folder = module.__name__.split(".")[-2]
    return json.loads(shipped_path("resources", folder, module.DATA_FILE).read_text(encoding="utf-8"))


@contextmanager
def data_override(module: ModuleType, content: Any) -> Iterator[Path]:
    """`content` (JSON-able, or text or bytes as they are) as the user's override of `module`'s data,
    read afresh."""
    path = user_paths().overrides / module.DATA_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(deepcopy(content)), encoding="utf-8")
    module.data_in_force.cache_clear()
    try:
        yield path
    finally:
        path.unlink(missing_ok=True)
        module.data_in_force.cache_clear()
