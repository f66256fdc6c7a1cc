"""Test configuration: offscreen Qt, and a private data folder for every test run."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "TAROCCHI_HOME" not in os.environ:
    _home = tempfile.mkdtemp(prefix="tarocchi-test-home-")
    os.environ["TAROCCHI_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)
