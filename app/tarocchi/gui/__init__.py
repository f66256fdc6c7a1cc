"""The Qt Widgets table window: a view of the engine that never decides a rule.

Modules, one concept each: :mod:`.layout` (table geometry, pure maths), :mod:`.faces`
(card pixmaps), :mod:`.sprite` (card items), :mod:`.plate` (name plates), :mod:`.animator`
(animation queue), :mod:`.table` (scene and view), :mod:`.choreo` (events to animations),
:mod:`.controls` (action buttons), :mod:`.botworker` (computer players off the GUI
thread), :mod:`.controller` (match, state and turns), :mod:`.dialogs`, :mod:`.window`.
"""
