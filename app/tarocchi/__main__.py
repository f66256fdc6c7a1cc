"""``python -m tarocchi``: the window, as the ``tarocchi`` command starts it."""

import sys

from tarocchi.app import main

sys.exit(main())
