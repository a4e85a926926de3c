"""The build backend pip runs (pyproject.toml): setuptools', asking for mypy, pydantic and
fluent.runtime only when the build may compile the engine (setup.py, QTGAMES_COMPILE).

mypyc comes with mypy, and it type-checks what the compiled modules import: pydantic's models, and
Fluent's runtime, which the engine's message catalogues use (without it in the build environment
mypyc stops at `import fluent.runtime`, import-not-found, and a compiled wheel cannot be built
in isolation, as build.sh builds it). An editable install, which stays pure, and QTGAMES_COMPILE=no need neither: without
this, every `pip install -e ".[test]"` would first install both into its build environment.
"""

from __future__ import annotations

import os

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403  (every hook the wrapped backend has)

COMPILER_REQUIRES = ["mypy>=2.4,<3", "pydantic>=2.5,<3", "fluent.runtime>=0.4,<0.5"]


def get_requires_for_build_wheel(config_settings: dict[str, str] | None = None) -> list[str]:
    compiles = os.environ.get("QTGAMES_COMPILE", "auto") != "no"
    return build_meta.get_requires_for_build_wheel(config_settings) + (COMPILER_REQUIRES if compiles else [])


def get_requires_for_build_editable(config_settings: dict[str, str] | None = None) -> list[str]:
    compiles = os.environ.get("QTGAMES_COMPILE", "auto") == "yes"
    return build_meta.get_requires_for_build_editable(config_settings) + (COMPILER_REQUIRES if compiles else [])
