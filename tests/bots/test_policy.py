"""The policy bot (``policy:file=...``): numpy forward pass, masks, untrusted files."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from cardtable.bots import BOTS, make_bot
from cardtable.bots.params import BotParamError
from cardtable.bots.policy import PolicyBot, load_policy
from cardtable.kernel import PlayerView, load
from cardtable.kernel.untrusted import shorten
from cardtable.sim.match import BotSpec, make_job, play_game
from support.policy_files import GAME, OPTIONS, PLAYERS, clash_config, rewrite, write_policy


def shown(path: object) -> str:
    """A path as refusals quote it (long ones shortened, like every outside text)."""
    return shorten(str(path), 80)


@pytest.fixture
def policy_file(tmp_path: Path) -> Path:
    return write_policy(tmp_path / "policy.npz")


def play_full_game(bots: dict[int, PolicyBot], seed: int) -> int:
    """A Clash of Decks Duel with ``bots`` (random elsewhere); every choice is checked
    to be legal. Returns the number of decisions the policy bots made."""
    game = load(GAME)
    state = game.new_state(seed=seed, players=PLAYERS, **OPTIONS)
    other = make_bot("random", seed)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        view = PlayerView(state, seat)
        bot = bots.get(seat, other)
        action = bot.choose(view)
        assert action in view.legal_actions
        if seat in bots:
            decisions += 1
        state.apply(action, seat)
    return decisions


def test_the_bot_is_registered_and_made_from_a_spec(policy_file: Path) -> None:
    assert BOTS["policy"] is PolicyBot
    bot = make_bot(f"policy:file={policy_file}", seed=3)
    assert isinstance(bot, PolicyBot)
    assert not bot.sample
    assert bot.policy.game == GAME and bot.policy.players == PLAYERS
    assert bot.policy.options == OPTIONS
    assert bot.policy.train_steps == 10 and bot.policy.train_seconds == 1.5


@pytest.mark.parametrize("sample", [False, True])
def test_plays_only_legal_actions_in_a_full_game(policy_file: Path, sample: bool) -> None:
    for seed in (1, 2):
        bots = {0: PolicyBot(seed, file=str(policy_file), sample=sample),
                1: PolicyBot(seed + 7, file=str(policy_file), sample=sample)}
        assert play_full_game(bots, seed) > 0


def test_plays_through_the_match_runner(policy_file: Path) -> None:
    job = make_job(GAME, [f"policy:file={policy_file}", "random"], 2, seed=4)
    results = [play_game(job, i) for i in job.indices]
    assert all(sorted(r.returns) == [-1.0, 1.0] or r.returns == (0.0, 0.0) for r in results)


def test_the_mask_keeps_illegal_best_codes_out(tmp_path: Path) -> None:
    size, actions, _ = clash_config()
    # One layer: logits = code number, so the highest code is wanted first; the bot must
    # take the highest *legal* code each time.
    path = write_policy(tmp_path / "p.npz", weights=[np.zeros((size, actions), np.float32)],
                        biases=[np.arange(actions, dtype=np.float32)])
    bot = PolicyBot(0, file=str(path))
    game = load(GAME)
    state = game.new_state(seed=5, players=PLAYERS, **OPTIONS)
    for _ in range(30):
        if state.is_terminal():
            break
        seat = state.current_player()
        assert seat is not None
        view = PlayerView(state, seat)
        action = bot.choose(view)
        assert game.encode(action) == max(game.encode(a) for a in view.legal_actions)
        state.apply(action, seat)


def test_same_seed_same_sampled_choices(policy_file: Path) -> None:
    game = load(GAME)
    state = game.new_state(seed=9, players=PLAYERS, **OPTIONS)
    seat = state.current_player()
    assert seat is not None
    picks = []
    for _ in range(2):
        bot = PolicyBot(11, file=str(policy_file), sample=True)
        picks.append([bot.choose(PlayerView(state, seat)) for _ in range(5)])
    assert picks[0] == picks[1]


def test_forward_pass_matches_a_direct_computation(policy_file: Path) -> None:
    policy = load_policy(policy_file)
    x = np.linspace(-1, 1, policy.observation_size)
    h = x
    for i, (w, b) in enumerate(zip(policy.weights, policy.biases, strict=True)):
        h = h @ w + b
        if i < len(policy.weights) - 1:
            h = np.tanh(h)
    assert policy.logits(x).shape == (policy.num_actions,)
    assert np.allclose(policy.logits(x), h)


def refused(spec: str) -> BotParamError:
    """The error of making the bot and checking it against a Clash of Decks Duel."""
    with pytest.raises(BotParamError) as info:
        make_job(GAME, [spec, "random"], 2)
    return info.value


def test_missing_file(tmp_path: Path) -> None:
    error = refused(f"policy:file={tmp_path / 'none.npz'}")
    missing = shown(tmp_path / "none.npz")
    assert str(error) == f"policy file '{missing}' does not exist or is not a file"
    assert "neexistuje" in error.text("cs")


def test_a_folder_is_no_file(tmp_path: Path) -> None:
    assert "does not exist or is not a file" in str(refused(f"policy:file={tmp_path}"))


def test_not_an_npz_file(tmp_path: Path) -> None:
    path = tmp_path / "notes.npz"
    path.write_text("not a policy at all\n")
    error = refused(f"policy:file={path}")
    assert str(error).startswith(f"policy file '{shown(path)}' is not a readable .npz policy")
    assert "není čitelná politika" in error.text("cs")


def test_a_plain_npy_array_is_not_a_policy(tmp_path: Path) -> None:
    path = tmp_path / "array.npz"
    with open(path, "wb") as handle:
        np.save(handle, np.zeros(3))
    assert "is not a readable .npz policy" in str(refused(f"policy:file={path}"))


def test_truncated_file(policy_file: Path, tmp_path: Path) -> None:
    data = policy_file.read_bytes()
    path = tmp_path / "cut.npz"
    for length in (len(data) // 2, len(data) - 30, 10):
        path.write_bytes(data[:length])
        assert "is not a readable .npz policy" in str(refused(f"policy:file={path}"))


def test_damaged_bytes_inside_the_file(policy_file: Path, tmp_path: Path) -> None:
    data = bytearray(policy_file.read_bytes())
    path = tmp_path / "damaged.npz"
    for start in (200, len(data) // 3, len(data) // 2):
        damaged = bytearray(data)
        damaged[start:start + 64] = bytes(64)
        path.write_bytes(bytes(damaged))
        assert "is not a readable .npz policy" in str(refused(f"policy:file={path}"))


def test_random_damage_is_refused_or_harmless(policy_file: Path, tmp_path: Path) -> None:
    """Random bytes anywhere: a refusal of the bot (CRC, bad deflate data, bad header...)
    or, where a byte nobody reads was hit, a policy that still checks; nothing else."""
    data = policy_file.read_bytes()
    rng = np.random.default_rng(0)
    path = tmp_path / "damaged.npz"
    refusals = 0
    for _ in range(60):
        damaged = bytearray(data)
        start = int(rng.integers(0, len(data) - 16))
        damaged[start:start + 16] = rng.bytes(16)
        path.write_bytes(bytes(damaged))
        try:
            make_job(GAME, [f"policy:file={path}", "random"], 1)
        except BotParamError as error:
            assert str(error).startswith(f"policy file '{shown(path)}'")
            refusals += 1
    assert refusals > 40


def test_pickled_objects_are_not_loaded(policy_file: Path, tmp_path: Path) -> None:
    path = rewrite(policy_file, tmp_path / "pickle.npz", game=np.array([{"x": 1}], object))
    assert "is not a readable .npz policy" in str(refused(f"policy:file={path}"))


def test_wrong_fingerprint(tmp_path: Path) -> None:
    path = write_policy(tmp_path / "fp.npz", fingerprint="0123456789abcdef")
    _, _, real = clash_config()
    error = refused(f"policy:file={path}")
    assert str(error) == (f"policy file '{shown(path)}' has action-space fingerprint "
                          f"0123456789abcdef; clash_of_decks now has {real}")
    assert "otisk" in error.text("cs")


def test_wrong_game(policy_file: Path) -> None:
    with pytest.raises(BotParamError) as info:
        make_job("hexy", [f"policy:file={policy_file}", "random"], 2)
    assert str(info.value) == (f"policy file '{shown(policy_file)}' was trained for "
                               "clash_of_decks, not hexy")


def test_wrong_player_count(policy_file: Path) -> None:
    with pytest.raises(BotParamError, match="expects observations of length 1252; "
                       "clash_of_decks with 1 players gives 1183"):
        make_job(GAME, [f"policy:file={policy_file}"], 2, players=1)


def test_an_observation_shape_of_another_configuration(tmp_path: Path) -> None:
    size, actions, _ = clash_config()
    path = write_policy(tmp_path / "shape.npz", observation_size=size + 1,
                        weights=[np.zeros((size + 1, actions), np.float32)],
                        biases=[np.zeros(actions, np.float32)])
    assert f"expects observations of length {size + 1}" in str(refused(f"policy:file={path}"))


@pytest.mark.parametrize("layer, shape, named", [
    ("w0", (5, 16), "w0"), ("w1", (16, 7), "b1"), ("b1", (15,), "b1"), ("w2", (16,), "w2"),
    ("w2", (16, 7), "w2"), ("b2", (3, 4), "b2")])
def test_layers_that_do_not_chain(policy_file: Path, tmp_path: Path, layer: str,
                                  shape: tuple[int, ...], named: str) -> None:
    path = rewrite(policy_file, tmp_path / "bad.npz", **{layer: np.zeros(shape, np.float32)})
    error = str(refused(f"policy:file={path}"))
    assert error.startswith(f"policy file '{shown(path)}': entry '{named}' has shape "), error


@pytest.mark.parametrize("entries, fault", [
    ({"w1": None}, "lacks the entry 'w1'"),
    ({"fingerprint": None}, "lacks the entry 'fingerprint'"),
    ({"players": np.str_("two")}, "entry 'players' must be one whole number"),
    ({"game": np.int64(3)}, "entry 'game' must be one text"),
    ({"w0": np.zeros((1252, 16), np.int64)}, "entry 'w0' must be an array of floats"),
    ({"layers": np.int64(0)}, "entry 'layers' has a bad value '0'"),
    ({"options": np.str_("[1, 2]")}, "entry 'options' has a bad value"),
    ({"format": np.str_("other/9")}, "has format 'other/9'"),
    ({"train_seconds": np.float64("nan")}, "entry 'train_seconds' must be one finite number"),
    ({"observation_shape": np.array([[1252]])}, "entry 'observation_shape' must be"),
])
def test_bad_entries(policy_file: Path, tmp_path: Path, entries: dict[str, object],
                     fault: str) -> None:
    path = rewrite(policy_file, tmp_path / "bad.npz", **entries)
    error = str(refused(f"policy:file={path}"))
    assert error.startswith(f"policy file '{shown(path)}'") and fault in error, error


def test_weights_that_are_not_finite(policy_file: Path, tmp_path: Path) -> None:
    w = np.zeros((16, 16), np.float32)
    w[3, 4] = np.inf
    path = rewrite(policy_file, tmp_path / "inf.npz", w1=w)
    assert "layer 'w1' holds a number that is not finite" in str(refused(f"policy:file={path}"))


def test_parameters_of_the_spec(policy_file: Path) -> None:
    with pytest.raises(BotParamError, match="sample of policy must be true or false, not 'yes'"):
        BotSpec.parse(f"policy:file={policy_file}:sample=yes")
    with pytest.raises(BotParamError, match="file of policy must be a non-empty text"):
        make_bot("policy", 0)
    assert BotSpec.parse(f"policy:file={policy_file}:sample=true").make(1).sample  # type: ignore[attr-defined]


def test_the_gymnasium_adapter_takes_a_policy_opponent(policy_file: Path) -> None:
    pytest.importorskip("gymnasium")
    from cardtable.adapters.gymnasium import CardtableEnv

    env = CardtableEnv(GAME, PLAYERS, opponent=f"policy:file={policy_file}", **OPTIONS)
    obs, _ = env.reset(seed=1)
    assert obs["action_mask"].any()
    with pytest.raises(BotParamError, match="trained for clash_of_decks, not hexy"):
        CardtableEnv("hexy", opponent=f"policy:file={policy_file}")


def test_web_clients_cannot_seat_a_bot_that_reads_server_files() -> None:
    pytest.importorskip("sqlalchemy")
    from cardtable.server.tables import WEB_BOTS

    assert "policy" not in WEB_BOTS
    assert set(WEB_BOTS) == set(BOTS) - {"policy"}


def test_the_committed_policy_still_fits_the_game() -> None:
    path = Path(__file__).resolve().parents[2] / "benchmarks/policies/clash_of_decks_duel.npz"
    make_job(GAME, [f"policy:file={path}", "random"], 1)  # fingerprint and shapes
    bots = {0: PolicyBot(1, file=str(path)), 1: PolicyBot(2, file=str(path), sample=True)}
    assert play_full_game(bots, 3) > 0


def test_a_zip_that_inflates_too_far_is_refused(tmp_path: Path) -> None:
    import zipfile

    path = tmp_path / "bomb.npz"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("w0.npy", bytes(3 << 20))  # 3 MB of zeros, deflated small
    assert path.stat().st_size < 1 << 20
    with pytest.raises(BotParamError) as info:
        load_policy(path, max_bytes=2 << 20)
    assert str(info.value) == f"policy file '{shown(path)}' is larger than 2 MB"
