"""Sub-commands of ``tarocchi-cli``: every module here with a ``register(subparsers)``
function is found and added by :mod:`tarocchi.cli`, so a command is one file."""
