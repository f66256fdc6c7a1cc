"""The window's thread asks the kernel for short time slices (Linux 6.12 and later); the
thinking processes go back to the default.

On a busy machine the window's event loop is woken (a timer, the mouse, a thinking process's
answer) while other programs hold every processor; Linux's scheduler (EEVDF) then runs it
when its virtual deadline comes first, and the deadline is the wake-up plus the thread's
time slice. A thread may ask for a shorter slice than the default (``sched_setattr`` with
``sched_runtime`` for an ordinary thread, allowed to any process since Linux 6.12): the
share of the processor it is entitled to stays the same, but it is served sooner when it
wakes and a long piece of its own work is cut into shorter turns (issue 14). Older kernels
take no notice; elsewhere (and where the call fails) nothing changes. Threads and child
processes inherit the request, so a thinking process (``bots/worker.py``) asks for the
default again. No Qt here: the thinking processes use it too.
"""

from __future__ import annotations

import os
import struct
import sys

#: the slice asked for, nanoseconds: the kernel's shortest (its default is 0.7 ms times one
#: more than the log2 of the cores, 1.4 ms on two)
WINDOW_SLICE_NS = 100_000
_SYS_SCHED_SETATTR = {"x86_64": 314, "aarch64": 274, "arm64": 274}
_SCHED_OTHER = 0
_ATTR = "IIQiIQQQ"  #: size, policy, flags, nice, priority, runtime, deadline, period (sched_attr v0)


def ask_short_slices(slice_ns: int = WINDOW_SLICE_NS) -> bool:
    """Ask for ``slice_ns`` slices for the calling thread (an ordinary thread, its niceness
    kept; 0: the kernel's default again); True when the kernel accepted the request (which
    older kernels accept and ignore). Threads and processes it starts later inherit it."""
    if not sys.platform.startswith("linux"):
        return False
    number = _SYS_SCHED_SETATTR.get(os.uname().machine)
    if number is None:
        return False
    import ctypes

    try:
        nice = os.getpriority(os.PRIO_PROCESS, 0)  # the calling thread's on Linux
        attr = struct.pack(_ATTR, struct.calcsize(_ATTR), _SCHED_OTHER, 0, nice, 0, slice_ns, 0, 0)
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.syscall(number, 0, ctypes.c_char_p(attr), 0) == 0
    except (OSError, AttributeError, ValueError):
        return False
