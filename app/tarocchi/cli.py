"""``tarocchi-cli``: the headless command line.

Each sub-command lives in its own module of :mod:`tarocchi.commands` and exposes
``register(subparsers)``, which adds its parser and sets ``func`` (returning an exit status).
Exit status 2 means bad input (an unreadable or illegal record, unknown game, bad option).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from tarocchi import __version__
from tarocchi import commands


class UsageError(Exception):
    """Bad input from the user: printed as ``error: …`` with exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tarocchi-cli", description="Tarocchi, headless.")
    parser.add_argument("--version", action="version", version=f"tarocchi {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
