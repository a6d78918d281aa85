"""The pygame desktop app: scenes, sprites, tweens, layout and card art."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
WINDOW_CLASS = "TrickTable"
"""The window's X11 class (a desktop file's StartupWMClass, the task bar's grouping). Set before
anything of SDL's is loaded: setting it just before the window opens comes too late (seen under
Xvfb: the class was the script's name)."""
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
