"""The pygame desktop app: scenes, sprites, tweens, layout and card art."""
