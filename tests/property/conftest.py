"""Hypothesis profiles: "ci" (the default) keeps the property suite to about a minute; "long"
(HYPOTHESIS_PROFILE=long) explores far more games for a release note or a suspected bug."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# Each example plays a whole game, so the per-example deadline would only flag slow machines.
settings.register_profile("ci", max_examples=60, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=2000, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
