"""Entry point of the packaged app: PyInstaller freezes this file into the ``tarocchi``
executable (``packaging/tarocchi.spec``). It only starts the real GUI, ``tarocchi.app:main``,
so the bundle takes the same options as ``tarocchi`` from a checkout, ``--self-test`` included.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    # the window's thinking processes are this executable run with --think-worker
    # (tarocchi.app:main, gui/thinkpool.py); freeze_support serves multiprocessing's children
    multiprocessing.freeze_support()

    from tarocchi.app import main

    sys.exit(main())
