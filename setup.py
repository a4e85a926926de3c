"""What pyproject.toml cannot say: the top-level `resources/` and `ui/` folders ship inside the
package (as `qtgames/_resources/` and `qtgames/_ui/`), and the engine's hot modules are compiled
with mypyc where a C compiler is at hand (the pure Python engine is what runs where none is).

`[tool.setuptools]` takes either a found package list or a written one, never a found list plus
mapped folders, and a written list would need an edit for every new package. The app finds both
folders through `qtgames.engine.core.shipped.shipped_path`, installed or in a checkout.

mypyc runs only when setuptools builds the extensions, never when pip merely asks for the build's
requirements and metadata (it does twice before building): the compile takes a minute or more.
QTGAMES_COMPILE chooses: `auto` (the default) compiles where it can and otherwise builds the
pure engine and leaves a note saying why, which `qtgames` prints as one line when it starts;
`yes` makes a failed compile an error (the bundle, the .deb and CI); `no` never compiles. An
editable install (`pip install -e .`) stays pure unless QTGAMES_COMPILE=yes: a compiled module
would shadow the source file being edited.
"""

from __future__ import annotations

import os
import sysconfig
import tempfile
from pathlib import Path

from setuptools import Distribution, find_namespace_packages, find_packages, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent

# Package name inside the wheel → folder in the checkout. No __init__.py in them: data only.
SHIPPED = {"qtgames._resources": "resources", "qtgames._ui": "ui"}

# The engine modules mypyc compiles: what the AI runs thousands of times a decision (the rules
# and states of each game, their evaluations, the search, the RNG), and what those import at
# play time. The rest of the engine stays Python: file formats validated by pydantic models
# (mypyc cannot compile classes built on them), the editor, scenarios, rulebooks, the command
# line's tournaments, and the message catalogues, none of which a search touches. Paths under
# qtgames/engine/; a module added to a game stays pure until it is listed here.
COMPILED = (
    "core/rng.py", "core/rules.py", "core/memo.py",
    "ai/ismcts.py", "ai/evaluation.py", "ai/players.py", "ai/levels.py",
    "tsuro_seas/board.py", "tsuro_seas/daikaiju.py", "tsuro_seas/heuristics.py", "tsuro_seas/risk.py",
    "tsuro_seas/routes.py",
    "tsuro_seas/rules.py", "tsuro_seas/state.py", "tsuro_seas/wakes.py", "tsuro_seas/game.py",
    "entdecker/board.py", "entdecker/heuristics.py", "entdecker/islands.py", "entdecker/moves.py",
    "entdecker/refusals.py", "entdecker/rules.py", "entdecker/state.py", "entdecker/tiles.py",
    "entdecker/turn_end.py", "entdecker/consequences.py", "entdecker/game.py",
    "magellan/gold.py", "magellan/heuristics.py", "magellan/moves.py", "magellan/payments.py",
    "magellan/phase_end.py", "magellan/refusals.py", "magellan/rules.py", "magellan/scoring.py",
    "magellan/state.py", "magellan/candidates.py", "magellan/game.py",
)
ENGINE = ROOT / "qtgames" / "engine"
# What an installed pure engine carries to say why it is pure (read by qtgames.engine.build).
PURE_NOTE = "qtgames/engine/PURE_ENGINE"


def compiled_sources() -> list[str]:
    """The files to compile, relative to the checkout (mypyc names modules by path)."""
    return [str((ENGINE / module).relative_to(ROOT)) for module in COMPILED]


def compiler_missing(compiler_name: str | None) -> str | None:
    """None if a C extension can be compiled and linked here, else the first line of why not
    (no compiler, CC naming a missing program, no Python headers)."""
    from distutils.ccompiler import new_compiler   # setuptools' own copy once setuptools is imported
    from distutils.errors import CCompilerError, DistutilsError
    from distutils.sysconfig import customize_compiler

    compiler = new_compiler(compiler=compiler_name)
    customize_compiler(compiler)
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch, "probe.c")
        source.write_text("#include <Python.h>\nint qtgames_probe(void) { return Py_IsInitialized(); }\n")
        try:
            objects = compiler.compile([str(source)], output_dir=scratch,
                                       include_dirs=[sysconfig.get_paths()["include"]])
            compiler.link_shared_object(objects, str(Path(scratch, "probe.so")))
        except (CCompilerError, DistutilsError, OSError) as exc:
            return (str(exc).strip().splitlines() or [type(exc).__name__])[-1]
    return None


class CompiledEngine(build_ext):
    """build_ext that makes its extensions with mypyc first, or builds none and notes why.

    Both happen in `run`: setuptools also finalizes this command when pip only asks for the
    build's requirements or metadata, and before an editable build has said it is one."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:   # the modules' C files compile side by side on every core
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        note = Path(self.build_lib, PURE_NOTE)
        reason = self._why_pure()
        if reason is None:
            from mypyc.build import mypycify

            # One group (calls between the modules stay C calls), one C file per module; mypyc's
            # default -O3, without debug information.
            self.distribution.ext_modules = mypycify(compiled_sources(), opt_level="3", debug_level="0",
                                                     multi_file=True, group_name="qtgames_engine")
            self.swig_opts = None   # distutils splits this string once: unset, so it can finalize again
            self.finalize_options()   # which prepares the extensions mypyc made for building
            note.unlink(missing_ok=True)   # pip builds in the checkout, whose build/ keeps the last build
            super().run()
            return
        print(f"qtgames: building the pure Python engine ({reason})")
        if not self.editable_mode:   # an editable install reads the checkout
            lib = Path(self.build_lib)
            for stale in [*lib.glob("qtgames_engine__mypyc.*"), *(lib / "qtgames").rglob("*.so"),
                          *(lib / "qtgames").rglob("*.pyd")]:
                stale.unlink()
            note.parent.mkdir(parents=True, exist_ok=True)
            note.write_text(reason + "\n", encoding="utf-8")

    def _why_pure(self) -> str | None:
        choice = os.environ.get("QTGAMES_COMPILE", "auto")
        if choice not in ("auto", "yes", "no"):
            raise SystemExit(f"QTGAMES_COMPILE must be auto, yes or no, not {choice!r}")
        if choice == "no":
            return "QTGAMES_COMPILE=no"
        if self.editable_mode and choice == "auto":
            return "an editable install runs the sources"
        missing = compiler_missing(self.compiler)
        if missing is not None and choice == "yes":
            raise SystemExit(f"qtgames: QTGAMES_COMPILE=yes but no C extension can be built here: {missing}")
        return None if missing is None else f"no C compiler: {missing}"


class WithEngine(Distribution):
    """A distribution that has extension modules before mypyc has made them: without this,
    setuptools would never run build_ext."""

    def has_ext_modules(self) -> bool:
        return True


if __name__ == "__main__":   # what setuptools runs; tests import this file for its lists
    # Each data folder is named as a package of its own (rules, scenarios, translations …):
    # setuptools warns about, and means to stop shipping, data in a folder that is not one.
    data_packages = [f"{name}.{sub}" if sub else name for name, folder in SHIPPED.items()
                     for sub in ["", *find_namespace_packages(where=folder)]]
    setup(
        packages=find_packages(include=["qtgames*"]) + data_packages,
        package_dir=SHIPPED,
        # Every file, so new data (a game's JSON, a form, built .qm translations) ships without an edit here.
        package_data={name: ["*"] for name in data_packages},
        distclass=WithEngine,
        cmdclass={"build_ext": CompiledEngine},
    )
