"""Reinforcement-learning adapters (the ``rl`` extra): OpenSpiel, PettingZoo, Gymnasium.

Each submodule imports its framework, so import the one you use
(``cardtable.adapters.pettingzoo``...). They reach games only through the kernel
API and its RL hooks (``Game.observation_tensor``, ``legal_action_mask``,
``max_game_length``, ``action_space_fingerprint``); ``common`` holds what they share.
See docs/rl.md.
"""
