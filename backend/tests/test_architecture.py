"""Import boundaries: the layers of pyproject.toml [tool.importlinter] place every package of app/; no
module reaches into another module's private names, no test module imports another. The contracts
themselves are checked by lint-imports in `make lint` and `make check` (scripts/lint.sh, scripts/check.sh),
not again here."""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1]

# Known crossings, each to be removed by the change named beside it (empty this set as they go).
KNOWN_PRIVATE_IMPORTS: set[tuple[str, str, str]] = set()


def module_name(path: Path) -> str:
    parts = path.relative_to(BACKEND).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def from_imports(folder: str) -> Iterator[tuple[str, str, list[str]]]:
    """(importing module, imported module, names) for every `from x import ...` under `folder`."""
    for path in sorted((BACKEND / folder).rglob("*.py")):
        importer = module_name(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                yield importer, node.module, [alias.name for alias in node.names]


def test_no_module_imports_another_modules_private_names() -> None:
    found = {
        (importer, module, name)
        for importer, module, names in from_imports("app")
        for name in names
        if module.startswith("app.") and module != importer and name.startswith("_") and not name.startswith("__")
    }
    assert found - KNOWN_PRIVATE_IMPORTS == set(), "make the name public (and say so) or move it where both use it"
    assert KNOWN_PRIVATE_IMPORTS - found == set(), "a known crossing is gone: remove it from KNOWN_PRIVATE_IMPORTS"


def test_no_test_module_imports_another_test_module() -> None:
    found = {
        (importer, module)
        for importer, module, _ in from_imports("tests")
        if module.startswith("tests.") and module.rsplit(".", 1)[-1].startswith("test_")
    }
    assert found == set(), "move shared fixtures to a conftest.py and shared helpers to a helpers.py"


def layered_modules() -> set[str]:
    config = tomllib.loads((BACKEND / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    [layers] = [contract["layers"] for contract in config["contracts"] if contract["type"] == "layers"]
    return {name for layer in layers for name in re.split(r"[|:\s]+", layer) if name}


def test_every_package_of_the_app_has_its_layer() -> None:
    found = {
        f"app.{path.stem if path.is_file() else path.name}"
        for path in (BACKEND / "app").iterdir()
        if (path.is_dir() and (path / "__init__.py").exists()) or (path.suffix == ".py" and path.stem != "__init__")
    }
    assert found - layered_modules() == set(), "name the new package in a layer of [tool.importlinter] (pyproject.toml)"
