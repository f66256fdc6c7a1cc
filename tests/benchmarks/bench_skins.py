"""How long a full redraw of the 78 cards takes: cold (SVG → pixmap) and from the cache.

Run: ``python tests/benchmarks/bench_skins.py [HEIGHT]`` (default 180 px, hand size).
Prints figures; asserts nothing.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tarocchi.engine.cards import N_CARDS  # noqa: E402
from tarocchi.skins import SKINS, card_svg  # noqa: E402
from tarocchi.skins.render import CardRenderer, ensure_app, load_fonts  # noqa: E402


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main(height: int = 180) -> None:
    ensure_app()
    load_fonts()
    renderer = CardRenderer()
    print(f"full redraw of {N_CARDS} cards at {height} px high (dpr 1):")
    for skin in SKINS:
        for contrast in (False, True):
            renderer.configure(skin=skin, contrast=contrast)
            card_svg.cache_clear()
            svg_ms = timed(lambda: [renderer.svg(c) for c in range(N_CARDS)])
            card_svg.cache_clear()
            cold_ms = timed(lambda: [renderer.pixmap(c, height) for c in range(N_CARDS)])
            warm_ms = timed(lambda: [renderer.pixmap(c, height) for c in range(N_CARDS)])
            label = f"{skin}{' contrast' if contrast else ''}"
            print(f"  {label:17} cold {cold_ms:7.1f} ms (SVG text {svg_ms:5.1f} ms)   "
                  f"cached {warm_ms * 1000:7.0f} µs")
    renderer.configure(skin="french", contrast=False)
    switch_ms = timed(lambda: [renderer.pixmap(c, height) for c in range(N_CARDS)])
    print(f"switch back to an already drawn skin: {switch_ms * 1000:.0f} µs for {N_CARDS} cards")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 180)
