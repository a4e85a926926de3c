"""The one thing pyproject.toml cannot say: the top-level `resources/` and `ui/` folders ship
inside the package, as `qtgames/_resources/` and `qtgames/_ui/`.

`[tool.setuptools]` takes either a found package list or a written one, never a found list plus
mapped folders, and a written list would need an edit for every new package. The app finds both
folders through `qtgames.engine.core.shipped.shipped_path`, installed or in a checkout.
"""

from setuptools import find_namespace_packages, find_packages, setup

# Package name inside the wheel → folder in the checkout. No __init__.py in them: data only.
SHIPPED = {"qtgames._resources": "resources", "qtgames._ui": "ui"}

# Each data folder is named as a package of its own (rules, scenarios, translations …):
# setuptools warns about, and means to stop shipping, data in a folder that is not one.
DATA_PACKAGES = [f"{name}.{sub}" if sub else name for name, folder in SHIPPED.items()
                 for sub in ["", *find_namespace_packages(where=folder)]]

setup(
    packages=find_packages(include=["qtgames*"]) + DATA_PACKAGES,
    package_dir=SHIPPED,
    # Every file, so new data (a game's JSON, a form, built .qm translations) ships without an edit here.
    package_data={name: ["*"] for name in DATA_PACKAGES},
)
