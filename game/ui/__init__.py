"""The pygame desktop app: scenes, sprites, tweens, layout and card art."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
