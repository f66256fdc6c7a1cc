"""The tutorials, one module each (its ``TUTORIAL``); see :mod:`tarocchi.engine.tutorial`."""
