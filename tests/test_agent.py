"""The choices a scenario's script is silent about are answered by an agent outside the runtime
(mtgrules/agent.py), through one boundary (`request_choice`): the runtime computes the options, the
agent picks, and the runtime checks the pick as it checks a script's (issue 9, item 5). Another
agent plugged in changes the game's choices and nothing else."""
from __future__ import annotations

from mtgrules.agent import DefaultAgent
from mtgrules.scenario.parse import parse_scenario
from mtgrules.scenario.run import run_scenario

from .test_default_choice import TRAMPLE
from .test_replacement_effects import card_file


class Recording(DefaultAgent):
    """The default agent, noting each choice it is asked."""

    def __init__(self) -> None:
        self.asked: list[tuple] = []

    def choose(self, kind, about, options):
        if kind == "assign":            # the lethal damage of each recipient, as it is now
            amount, first, then, lethal = options
            options = (amount, [(str(r), lethal(r)) for r in first], list(map(str, then)))
        self.asked.append((kind, str(about), options))
        return super().choose(kind, about, options if kind != "assign" else (amount, first, then, lethal))


def play(rules, text: str, agent=None):
    result = run_scenario(rules, parse_scenario("test.scenario", text), agent)
    return result, result.text


def test_the_agent_is_asked_what_the_script_leaves_open_with_the_options_the_game_computed(rules):
    agent = Recording()
    _, text = play(rules, TRAMPLE + "play to step end_of_combat\n", agent)
    asked = [(k, a) for k, a, _ in agent.asked]
    assert asked == [("assign", "Colossal Dreadmaw"), ("assign", "Grizzly Bears")], asked
    assert agent.asked[0][2] == (6, [("Grizzly Bears", 2)], ["Bob"])
    assert agent.asked[1][2] == (2, [("Colossal Dreadmaw", 6)], [])
    assert "Colossal Dreadmaw assigns 6 combat damage: 2 to Grizzly Bears, 4 to Bob (default choice)" in text


def test_the_agent_is_not_asked_what_the_script_answers(rules):
    agent = Recording()
    _, text = play(rules, TRAMPLE + "assign combat damage: Colossal Dreadmaw -> Grizzly Bears 3, Bob 3\n"
                                    "play to step end_of_combat\n", agent)
    assert [a for k, a, _ in agent.asked if k == "assign"] == ["Grizzly Bears"]
    assert "(default choice)" not in text


class AllToThePlayer(DefaultAgent):
    """Assigns a trampler's damage to the player it attacks, none to its blocker: illegal (702.19b)."""

    def assign(self, creature, options):
        amount, first, then, lethal = options
        return {then[0]: amount} if then else super().assign(creature, options)


def test_an_agents_illegal_answer_is_refused_citing_the_rule_it_breaks(rules):
    result, text = play(rules, TRAMPLE + "play to step end_of_combat\n", AllToThePlayer())
    assert "must assign lethal damage (2) to Grizzly Bears before assigning any to Bob [702.19b, 120.6]" in text
    assert "assigns 6 combat damage: 6 to Bob" not in text


LOOTER = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Merfolk Looter
Alice hand: Lightning Bolt, Island
Alice library: Craw Wurm
Alice activates Merfolk Looter
pass priority
"""


class FirstCard(DefaultAgent):
    """Discards the card longest in the hand instead of the newest."""

    def discard(self, about, cards):
        return cards[0]


def test_another_agent_changes_the_choice_and_the_transcript_still_marks_it(rules):
    _, default = play(rules, LOOTER)
    _, other = play(rules, LOOTER, FirstCard())
    assert "Alice discards Craw Wurm (default choice)" in default, default
    assert "Alice discards Lightning Bolt (default choice)" in other, other
    assert "Craw Wurm is put into Alice's graveyard" in default and "Lightning Bolt is put into Alice's graveyard" in other
    assert len(default.split("\n")) == len(other.split("\n"))


def test_the_default_agent_answers_every_kind_of_choice_the_runtime_asks():
    from .test_scenario_docs import choice_kinds
    kinds = choice_kinds()
    assert {"assign", "declare", "half", "mana", "discard", "trigger target"} <= set(kinds), kinds
    missing = [f"{k} (asked at {where})" for k, where in kinds.items()
               if not callable(getattr(DefaultAgent, k.replace(" ", "_"), None))]
    assert missing == [], f"mtgrules/agent.py's DefaultAgent has no answer for: {missing}"
    import mtgrules.agent
    table = mtgrules.agent.__doc__
    assert [k for k in kinds if f"`{k}`" not in table] == [], "a kind missing from mtgrules/agent.py's table"


PRIDEMATES = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Ajani's Pridemate, Ajani's Pridemate, Forest, Forest
Alice hand: Stream of Life
"""


def test_an_order_of_triggers_that_doesnt_name_each_source_once_is_refused(rules):
    from .conftest import play as play_default
    for named in ("Ajani's Pridemate", "Ajani's Pridemate, Ajani's Pridemate", "Ajani's Pridemate #2, Forest"):
        r, t = play_default(rules, PRIDEMATES + f"Alice will order triggered abilities: {named}\n"
                                                "Alice casts Stream of Life targeting Alice with X 1\npass priority\n"
                                                "expect refused 603.3\nexpect Alice life 20\n")
        assert "refused: Alice puts 2 triggered abilities on the stack: name the source of each once" in t, t
        assert r.failures == [], t            # the game is back before the pass that resolved the spell


def test_an_agent_orders_triggers_its_own_way(rules):
    class Reversed(DefaultAgent):
        def trigger_order(self, player, sources):
            return list(reversed(sources))
    _, t = play(rules, PRIDEMATES + "Alice casts Stream of Life targeting Alice with X 1\npass priority\n", Reversed())
    assert ("in this order: Ajani's Pridemate #2's ability, Ajani's Pridemate's ability (default choice) [603.3]") in t, t


FIREBALL = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Fireball, Lightning Bolt
"""


def test_x_is_announced_as_the_rules_cast_it(rules):
    """601.2b: the value of X is announced as the spell is cast, a step of the rules' procedure."""
    from .conftest import play as play_default
    r, t = play_default(rules, FIREBALL + "Alice casts Fireball targeting Bob\npass priority\nexpect Bob life 20\n")
    assert r.failures == [], t
    assert "Alice announces X=0 for Fireball (default choice) [601.2b]" in t, t
    assert "Alice casts Fireball (targeting Bob; with X=0) [601.2i]" in t, t
    r, t = play_default(rules, FIREBALL + "Alice casts Fireball targeting Bob with X 2\npass priority\nexpect Bob life 18\n")
    assert r.failures == [] and "announces" not in t, t


def test_an_agent_announces_x_its_own_way(rules):
    class Two(DefaultAgent):
        def X(self, spell, options):
            return 2
    r, t = play(rules, FIREBALL + "Alice casts Fireball targeting Bob\npass priority\nexpect Bob life 18\n", Two())
    assert r.failures == [] and "Alice announces X=2 for Fireball (default choice) [601.2b]" in t, t


def test_x_for_a_spell_without_x_is_refused(rules):
    from .conftest import play as play_default
    r, t = play_default(rules, FIREBALL + "Alice casts Lightning Bolt targeting Bob with X 2\nexpect refused 601.2b\n"
                                          "expect Bob life 20\nexpect Lightning Bolt: in hand\n")
    assert r.failures == [], t
    assert "refused: Lightning Bolt has no X in its mana cost ({R}) to announce [601.2b]" in t, t


ARC_LIGHTNING = card_file("Arc Lightning", "{2}{R}", "Sorcery",
                          "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
                          "targets ts: one, two, or three any target\nthis deals 3 damage divided as you choose among ts")

ARC = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Arc Lightning, Electrolyze
Bob battlefield: Grizzly Bears
"""


def test_a_division_the_script_leaves_open_is_the_agents_and_is_shown_where_it_was_a_choice(tmp_path):
    """601.2d: 3 damage among two targets, each at least 1, is 2 and 1 or 1 and 2: a choice, shown.
    2 among two targets can only be 1 and 1 (the rules' restriction says so): not shown."""
    from .conftest import play as play_default, rules_with
    rules = rules_with(tmp_path, arc_lightning=ARC_LIGHTNING)
    r, t = play_default(rules, ARC + "Alice casts Arc Lightning targeting Grizzly Bears, Bob\npass priority\n"
                                     "expect Grizzly Bears: in graveyard\nexpect Bob life 19\n")
    assert r.failures == [], t
    assert "Alice divides 3 for Arc Lightning: 2 to Grizzly Bears, 1 to Bob (default choice) [601.2d]" in t, t
    r, t = play_default(rules, ARC.replace("Mountain, Mountain, Mountain", "Island, Mountain, Mountain") +
                        "Alice casts Electrolyze targeting Grizzly Bears, Bob\npass priority\nexpect Bob life 19\n")
    assert r.failures == [] and "divides" not in t, t


def test_an_agents_division_is_checked_as_a_scripts(tmp_path):
    from .conftest import rules_with
    rules = rules_with(tmp_path, arc_lightning=ARC_LIGHTNING)

    class AllToTheFirst(DefaultAgent):
        def divide(self, spell, options):
            total, targets = options
            return {t: (total if i == 0 else 0) for i, t in enumerate(targets)}
    r, t = play(rules, ARC + "Alice casts Arc Lightning targeting Grizzly Bears, Bob\nexpect refused 601.2e\n"
                             "expect Arc Lightning: in hand\n", AllToTheFirst())
    assert r.failures == [], t
    assert "refused: the proposal of Arc Lightning is illegal [601.2e, 601.2d]" in t, t


def test_after_a_refused_order_another_order_puts_them_on_the_stack(rules):
    from .conftest import play as play_default
    r, t = play_default(rules, PRIDEMATES + "Alice will order triggered abilities: Forest\n"
                                            "Alice casts Stream of Life targeting Alice with X 1\npass priority\n"
                                            "expect refused 603.3\n"
                                            "Alice will order triggered abilities: Ajani's Pridemate #2, Ajani's Pridemate\n"
                                            "pass priority\nexpect Alice life 21\npass priority\n"
                                            "expect Ajani's Pridemate: power 3\nexpect Ajani's Pridemate #2: power 2\n")
    assert r.failures == [], t


class LastSources(DefaultAgent):
    """Pays with the last sources it is offered."""

    def mana(self, spell, options):
        pool, need, generic, sources = options
        return [s for s, _ in sources][-(len(need) + generic):]


MOUNTAINS = """players: Alice 20, Bob 20
turn: Alice, step precombat_main
Alice battlefield: Mountain, Mountain, Mountain
Alice hand: Lightning Bolt
Alice casts Lightning Bolt targeting Bob
"""


def test_the_agent_plans_the_payment_and_the_game_checks_it_as_a_scripts(rules):
    """Which mana abilities pay a cost is the player's choice (601.2g): the agent is given what is
    left to pay and the sources, and its sources are tapped; a source named twice is refused as
    a script's would be, and nothing is tapped (733)."""
    _, default = play(rules, MOUNTAINS)
    _, last = play(rules, MOUNTAINS, LastSources())
    assert "Alice taps Mountain for {R} (default choice)" in default, default
    assert "Alice taps Mountain #3 for {R} (default choice)" in last, last

    class Twice(DefaultAgent):
        def mana(self, spell, options):
            first = next(iter(options[3]))[0]
            return [first, first]
    result, text = play(rules, MOUNTAINS, Twice())
    assert "refused: Alice can't tap Mountain for mana to pay for Lightning Bolt: it is named twice [601.2g]" in text, text
    assert "taps" not in text, text


def test_an_agent_paying_with_a_player_is_refused_not_a_crash(rules):
    class PlayerPays(DefaultAgent):
        def mana(self, spell, options):
            return [spell.controller]
    result, text = play(rules, MOUNTAINS, PlayerPays())
    assert "refused: Alice can't tap Alice for mana to pay for Lightning Bolt: it isn't a permanent [601.2g]" in text, text
