"""``tarocchi-cli``: the headless command line.

Each sub-command lives in its own module of :mod:`tarocchi.commands` and exposes
``register(subparsers)``, which adds its parser and sets ``func`` (returning an exit status).

Exit status: 0 done; 2 bad input (an unreadable or illegal record, an unknown game, a bad
option or argument), with one line ``error: …`` on standard error; 1 the output could not be
written (a full device) or another failure; 130 interrupted (Ctrl-C); 141 the reader of the
output went away (a closed pipe). The last three end quietly, without a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys

from tarocchi import __version__
from tarocchi import commands

EXIT_USAGE, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_PIPE = 2, 1, 130, 141


class UsageError(Exception):
    """Bad input from the user: printed as ``error: …`` with exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (and exit status 2)."""

    def _get_values(self, action, arg_strings):
        # argparse drops a lone "--" given as an option's value (--deals=--) and hands the
        # command an empty list instead of calling the option's type: refuse it here
        if action.option_strings and action.nargs is None and arg_strings == ["--"]:
            raise argparse.ArgumentError(action, "expected a value, not --")
        return super()._get_values(action, arg_strings)

    def error(self, message: str):
        message = " ".join(message.split())
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="tarocchi-cli", description="Tarocchi, headless.")
    parser.add_argument("--version", action="version", version=f"tarocchi {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(sub)
    return parser


def _quiet_stdout() -> None:
    """Send what is left of the output nowhere, so that the interpreter's last flush of a
    closed pipe or a full device raises nothing more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass  # not a real file (tests capture it)


def _say(text: str) -> None:
    try:
        print(text, file=sys.stderr)
    except (OSError, ValueError):
        pass


def main(argv: list[str] | None = None) -> int:
    try:
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:  # --help, --version, or bad arguments (one line said)
            return exc.code if isinstance(exc.code, int) else EXIT_USAGE
        status = int(args.func(args) or 0)
        sys.stdout.flush()
        return status
    except UsageError as exc:
        _say(f"error: {' '.join(str(exc).split())}")
        return EXIT_USAGE
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_PIPE
    except KeyboardInterrupt:
        _quiet_stdout()
        _say("interrupted")
        return EXIT_INTERRUPTED
    except OSError as exc:  # writing the output (a full device) or a file
        _quiet_stdout()
        if exc.filename is None and exc.strerror:
            _say(f"error: the output could not be written ({exc.strerror})")
        else:
            _say(f"error: {' '.join(str(exc).split())}")
        return EXIT_FAILED


if __name__ == "__main__":
    # ``python -m tarocchi.cli``: run the module the commands import (``tarocchi.cli``), not
    # this copy named ``__main__``, so that they share one UsageError
    from tarocchi.cli import main as _main
    sys.exit(_main())
