"""The Qt floor: reads engine state, sends engine actions, holds no rules."""
