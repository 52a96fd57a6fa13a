"""`arbiter replay`: behaviour verified by hand against the rule sources (audit-replay).

Only what the audit found right is pinned here; what it found wrong is in
tests/data/audit/replay/REPORT.md.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from records import replay

from replays import cli
from validator.engine.validate import validate_bytes

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*/*.json"))


def deal_block(text: str, deal: int) -> str:
    m = re.search(rf"^== deals\[{deal}\]:.*?(?=^== deals\[|\Z)", text, re.M | re.S)
    assert m, f"no deals[{deal}] block"
    return m.group(0)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_example_annotation_is_printed_under_its_event(path: Path) -> None:
    """Each annotation of the verdict appears once, with code, message and rule, in its deal and
    right under its event line (a deal-level one anywhere in its deal)."""
    rc, text, _ = replay(str(path))
    verdict = validate_bytes(path.read_bytes())
    assert rc == cli.EXIT[verdict["status"]]
    for deal in verdict["deals"]:
        block = deal_block(text, deal["index"])
        for a in deal["annotations"]:
            line = f"[{a['code']}] {a['message']} ({a['rule']})"
            assert line in block
            if a["event"] is not None:
                # the annotation follows its own event line, with only other annotations between
                before = block[: block.rfind("\n", 0, block.index(line))].splitlines()
                while before and re.match(r"      (!!|\?\?) \[", before[-1]):
                    before.pop()
                assert before and re.match(rf"  #{a['event']}\s", before[-1]), (a, before[-1:])


RAGE_COLOURS = {"blue": "B", "green": "G", "red": "R", "yellow": "Y", "purple": "P", "orange": "O"}


def rage_winner(cards: list[str], trump: str | None) -> str:
    """Source 001 ("ŠTYCH VYHRÁVÁ", "Žolík", "Pozor"): the highest trump, else the highest card of
    the first colour card's (or joker's) colour; a joker is the highest of its colour, the second
    of two the higher; a trick of action cards only goes to its first card."""

    def colour(c: str) -> str | None:
        if c.startswith("WILD:"):
            return c[5]
        return c[0] if c[0] in "BGRYPO" and c[1:].isdigit() else None

    def value(c: str, i: int) -> int:
        return 100 + i if c.startswith("WILD") else int(c[1:])

    lead = next((colour(c) for c in cards if colour(c)), None)
    if lead is None:
        return cards[0]
    suit = trump if trump and any(colour(c) == trump for c in cards) else lead
    return max((value(c, i), c) for i, c in enumerate(cards) if colour(c) == suit)[1].split(":")[0]


@pytest.mark.parametrize("path", sorted((ROOT / "examples" / "rage").glob("*.json")), ids=lambda p: p.name)
def test_rage_example_trick_winners_follow_the_source(path: Path) -> None:
    _, text, _ = replay(str(path))
    tricks = re.findall(r"Trick \d+ \(([^;]*); (no trump|trump \w+)\) won by .+? with (\S+?)\.$", text, re.M)
    assert len(tricks) == 55  # 10 + 9 + ... + 1
    for cards, trump, winner in tricks:
        t = None if trump == "no trump" else RAGE_COLOURS[trump.split()[1]]
        assert rage_winner(cards.split(), t) == winner, (cards, trump, winner)


def test_rage_notrump_cancels_trump_for_the_trick_then_a_new_trump_is_turned() -> None:
    """001 "Bez trumfů": no colour is trump in this trick; after it the next stock card is turned.
    "Změna trumfů": the new colour is trump for the current trick already."""
    _, text, _ = replay("examples/rage/revoke.json", "--deal", "0")
    assert "Trick 6 (NOTRUMP P9 P5 O3; no trump) won by Bohouš with P9." in text
    assert text.index("Trick 6 (") < text.index("New trump turned: green.")
    assert "Trick 8 (Y2 CHANGE Y6 G5; trump blue) won by Bohouš with Y6." in text
    assert "Trick 10 (P8 Y10 CHANGE R13; trump red) won by Dalibor with R13." in text
    assert "Trick 7 (O12 O4 O14 WILD:P; trump green) won by Dalibor with O14." in text


def test_danish_red_suits_rank_ace_high_among_pips_and_the_revoke_is_at_its_event() -> None:
    """000 §3: red suits K D R V 1 2 ... 10; black K D R V 10 ... 1."""
    rc, text, _ = replay("examples/danish-tarok/revoke.json", "--deal", "0")
    assert rc == 1
    assert "Trick 9 (10H 5H 4H) won by Celina with 4H." in text
    assert "Trick 12 (4D 1D 3D) won by Bartek with 1D." in text
    assert "Trick 10 (1H 8H JH) won by Bartek with JH." in text
    assert re.search(r"  #13  Celina plays QS\.\n      !! \[revoke\] Celina played QS to a hearts lead", text)


def test_danish_joker_never_wins_and_a_void_second_player_renames_it() -> None:
    """000 §12: the Joker never wins; a second player void in the named suit may name it."""
    _, text, _ = replay("tests/data/audit/danish-spec16/clean-joker-void-naming.json")
    assert "Celina names the Joker diamonds." in text
    assert "Trick 13 (JOKER:C KD QD) won by Celina with KD." in text


def test_galician_skiz_is_the_highest_card() -> None:
    """002 §2: "Skiz ... jest najwyższą kartą w grze – przebija monda"."""
    _, text, _ = replay("tests/data/audit/gd-opt/15-take-back-lead.json")
    assert "Trick 12 (SKIZ ND QC) won by Cyprian with SKIZ." in text
    assert "Trick 7 (T13 T21 T9) won by Antoni with T21." in text


def test_ulti_ten_ranks_above_king_with_trumps_and_overtake_fault_at_its_event() -> None:
    """003: with trumps A 10 K F A ... ; the failure to overtake is shown under Csilla's 8C."""
    rc, text, _ = replay("examples/ulti/failure-to-overtake.json")
    assert rc == 1
    assert "Trick 4 (JH 10H KH) won by Csilla with 10H." in text
    assert "Trick 5 (8H AS 7H) won by Anna with AS." in text  # leaves (S) are trumps
    assert re.search(r"  #19  Csilla plays 8C\.\n      !! \[failure_to_overtake\]", text)


def test_tarocchini_matto_never_wins_and_the_next_card_sets_the_suit() -> None:
    """004: "Дурак не является козырем, он не может побить никакие карты"."""
    rc, text, _ = replay("examples/tarocchini-terziglio/illegal-bid.json")
    assert rc == 1
    assert "Trick 3 (MATTO 1D T7) won by Elena with T7." in text
    assert "Trick 8 (7B 6B 10B) won by Elena with 10B." in text  # batons: 10 high
    assert re.search(r"  #1   Elena bids gioco\.\n      !! \[illegal_bid\]", text)


def test_tarocchini_moretti_last_played_is_highest() -> None:
    """004: Moretti of equal rank, "последний сыгранный козырь является наивысшим"."""
    _, text, _ = replay("tests/data/audit/playonly/10-ottocento-playonly-clean.json")
    for cards, winner in re.findall(r"Trick \d+ \(([^)]*)\) won by .+? with (\S+?)\.$", text, re.M):
        cs = cards.split()
        trumps = [c for c in cs if re.fullmatch(r"T\d+", c)]
        if trumps and max(int(c[1:]) for c in trumps) <= 4 and min(int(c[1:]) for c in trumps) >= 1:
            assert winner == trumps[-1]


def test_replay_exit_statuses_and_messages(tmp_path: Path) -> None:
    rc, out, err = replay("examples/rage/clean.json")
    assert rc == 0 and "clean (rage, 10 deals, 0 violations)" in out
    rc, out, err = replay("examples/rage/clean.json", "--deal", "10")
    assert rc == 2 and "no deal 10 (deals are 0 to 9)" in err
    rc, out, err = replay("examples/rage/clean.json", "--deal", "-1")
    assert rc == 2 and "no deal -1" in err
    rc, out, _ = replay("README.md")
    assert rc == 2 and "bad_json" in out and "Traceback" not in out
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b"\xff\xfe garbage")
    rc, out, _ = replay(str(bad))
    assert rc == 2 and "bad_encoding" in out
    rc, out, _ = replay("tests/data/audit/api2/t03-rage-engine-rejected.json")
    assert rc == 2 and "unknown_card" in out and "duplicate_card" in out
    rc, out, _ = replay(str(tmp_path))
    assert rc == 2 and "unreadable" in out
    doc = json.loads((ROOT / "examples/rage/clean.json").read_text())
    doc["deals"] = []
    empty = tmp_path / "nodeals.json"
    empty.write_text(json.dumps(doc))
    rc, out, _ = replay(str(empty), "--deal", "0")
    assert rc == 2 and "bad_deals" in out


# -- what the audit found wrong, fixed (REPORT.md (a1)-(a3), (b)) --------------------------------------


def test_rage_trick_the_next_lead_tells_names_both_winners_then_the_one_it_was() -> None:
    """(a1) rage/ruling.notrump-and-change: a CHANGE after the NOTRUMP may set the trick's trump, so
    the trick line names both readings; the lead after it (or the sheet) says whose it was."""
    _, out, _ = replay("tests/data/audit/rage-spec/19-4p-notrump-then-change.json")
    assert "won by Anička with B3 or Katka with Y6, as the next lead (or the score sheet) tells" in out
    assert "Anička bid 1, took 1, scores +11" in out
    _, out, _ = replay("tests/data/audit/rage3/t03_notrump_then_change.json")
    line = next(x for x in out.splitlines() if "the next lead" in x and "Trick 2" in x)
    assert "Anička with O1 or Bohouš with Y6" in line and "no trump, or the trump the CHANGE" in line


def test_events_the_game_tells_nothing_of_are_shown_with_their_annotations() -> None:
    """(a2): a card taken back (Galician §24), a penalty or payment Tarocchini has no use for."""
    _, out, _ = replay("tests/data/audit/gd-opt/15-take-back-lead.json")
    lines = out.splitlines()
    i = next(k for k, x in enumerate(lines) if x.startswith("  #17 "))
    assert lines[i] == "  #17  Bronisława plays T6." and "[card_taken_back]" in lines[i + 1]
    _, out, _ = replay("tests/data/audit/penalty-spec/17-ottocento-dealer-discards-king-penalty.json")
    lines = out.splitlines()
    i = next(k for k, x in enumerate(lines) if x.startswith("  #1 "))
    assert (
        "Penalty recorded: team0 (illegal_discard, 50)." in lines[i]
        and "[unexpected_penalty]" in lines[i + 1]
    )


def test_rage_round_over_counts_the_rest_the_rules_play_out() -> None:
    """(a3) rage/score.incomplete: the forced rest counted in 'took', as in the score (and computed)."""
    path = "tests/data/audit/claims/02-rage-claim-all-endings-equal.json"
    _, out, _ = replay(path)
    assert "Dalibor bid 2, took 4, scores -1" in out
    v = validate_bytes((ROOT / path).read_bytes())
    assert v["deals"][0]["computed"]["tricks"][3] == 4


def test_replay_texts_in_words() -> None:
    """(b): a settlement difference and a Tarocchini deal's result by name; one rejection line."""
    _, out, _ = replay("examples/danish-tarok/wrong-payment.json")
    assert (
        "settlement differs (the rules' figure minus the record's): " in out
        and "{" not in out.split("settlement differs")[1].splitlines()[0]
    )
    _, out, _ = replay("examples/tarocchini-ottocento/wrong-score.json")
    assert "team0 (Anna and Carla) +" in out
    # dispute-messages-2 (c): a deal scored on declarations the record does not write says so
    _, out, _ = replay("tests/data/audit/dispute-messages-2/10-ottocento-clean-no-discard-written.json")
    assert "Deal over (on declarations the record does not write; see unchecked): team0" in out
    # ... and an Ulti goal lost by the penalty, not in play, says why
    _, out, _ = replay("tests/data/audit/dispute-messages-2/09-ulti-betli-no-overtake.json")
    # (with what the deal was as played: dispute-messages-15 c9)
    assert (
        "betli lost (Béla's follow fault: the declarer loses every goal; as played, it would make the "
        "deal Anna -5, Béla +10, Csilla -5)"
    ) in out
    # a recorded penalty names its party and the amount the table wrote (dispute-messages-3 a1)
    _, out, _ = replay(
        "tests/data/audit/dispute-messages-3/04-danish-lead-out-of-turn-penalty-underpaid.json"
    )
    assert "Penalty recorded: Bartek (out_of_turn, 5)." in out
    _, out, _ = replay("tests/data/audit/dispute-messages-4/09-galician-renonce-then-paid-as-won.json")
    assert "Czesław's revoke would have lost it, but it was not claimed before the next deal" in out
    # a Rage play-only round with no stock: the trump is unknown, not none (play-only-messages a1)
    _, out, _ = replay("tests/data/audit/play-only-messages/03-rage-clean.json")
    assert "Trump: not in the record (no stock kept)." in out and "Trump: none." not in out
    # dispute-messages-5: a void deal prints no card points (a4); an Ulti deal settled as played, or
    # with a late contra the table took, says so (a2, a3)
    _, out, _ = replay("tests/data/audit/dispute-messages-5/02-danish-revoke-then-penalty-paid-wrong.json")
    assert "Agnieszka 1 trick. Pagat pool 105, King pool 105. The deal is void." in out
    _, out, _ = replay(
        "tests/data/audit/dispute-messages-5/07-ulti-failure-to-trump-then-paid-as-played.json"
    )
    assert (
        "party lost (settled as played, as the record settles it: the follow fault's penalty not applied; "
        "applied, it would make the deal Anna -1, Béla +2, Csilla -1)" in out
    )
    # play-only-messages-2 a2, a3, a7: a deal or round the record stops in is not "over"; an Ulti
    # talon not recorded is not an empty one
    _, out, _ = replay("tests/data/audit/play-only-messages-2/01-danish-lasttrick-clean.json")
    assert "The record stops after 24 of 25 tricks; so far: Agnieszka 8 tricks" in out
    _, out, _ = replay("tests/data/audit/play-only-messages-2/03-rage-session-cut-clean.json")
    assert "The record stops after 5 tricks of 9; so far: Anička bid 2, took 2" in out
    _, out, _ = replay("tests/data/audit/play-only-messages-2/11-terziglio-noauction-clean.json")
    assert "The record stops after 17 of 18 tricks; the deal is not scored." in out
    _, out, _ = replay("tests/data/audit/play-only-messages-2/07-ulti-lasttrick-clean.json")
    assert "Auction over: Béla declares party; talon not recorded." in out
    # a Terziglio deal thrown in is not a deal scored 0 each (dispute-messages-6 a4)
    _, out, _ = replay("tests/data/audit/dispute-messages-6/05-terz-clean-allpass.json")
    assert "Deal over: thrown in; the next player deals." in out
    # an Ottocento game won at 800 in a deal says so on its line (replay-narrative-2 c3)
    _, out, _ = replay("tests/data/audit/replay-narrative-2/09-ottocento-clean.json")
    assert "team1 reaches 844: the game is won." in out
    # (session 39: a contra in the second trick, dispute-messages-5 08, now counts nothing however paid;
    # the reading, and these words, stay for one written just after one's own first card)
    _, out, _ = replay(
        "tests/data/audit/readings-review/05-ulti-contra-just-after-own-first-card-paid-doubled.json"
    )
    assert "party lost; ulti won (the late contra counted as said, as the record settles the deal)" in out
    rc, out, _ = replay("README.md")
    assert out.count("bad_json") == 1 and "rejected:  " not in out


def test_rage_round_line_and_session_in_words() -> None:
    """dispute-messages-7 c1, c5: a score that is not tricks plus the bid says why on the round's
    line (Durch, action cards); the session's figures are words, the difference's direction said."""
    _, out, _ = replay("tests/data/audit/dispute-messages-7/11-durch-4p.json")
    assert "Anička bid 2, took 3, scores +1 (6 for tricks at 2 a trick (Durch), -5 for the bid);" in out
    assert "Dalibor bid 2, took 1, scores -9 (1 for tricks, -5 for the bid, -5 for action cards)." in out
    assert "Bohouš bid 1, took 0, scores -5;" in out  # (tricks and the bid alone: no parts)
    tail = out[out.index("\nsession: ") :]
    assert tail.startswith("\nsession: 3 rounds.\n  running totals by the rules: Anička -8, Bohouš 0,")
    assert "  differs (the rules' figure minus the record's): Bohouš +3 (the rules 0, the record -3)." in tail
    assert "{" not in tail
    _, out, _ = replay("examples/danish-tarok/clean.json")
    assert (
        "  net by the rules: Agnieszka -100, Bartek 65, Celina -210, King pool 160, Pagat pool 85.\n" in out
    )
    assert (
        "  the record agrees.\n  pools after the last deal, by the rules: Pagat pool 85, King pool 160."
        in out
    )


def test_penalties_are_shown_in_words_under_their_annotation() -> None:
    """dispute-messages-8 c1: the §18 class, who pays what into which pool, the rule and the option
    that classed it; an Ulti follow fault's effect on the side at fault."""
    _, out, _ = replay("tests/data/audit/dispute-messages-8/01-revoke-void-3p.json")
    assert (
        "(danish-tarok/10.follow-suit)\n         penalty: irreparable; Bogdan pays 40 to the Pagat pool and 40 "
        "to the King pool (danish-tarok/18.irreparable, classed by danish-tarok/ruling.revoke-penalty: "
        "§18 does not class this fault)."
    ) in out
    _, out, _ = replay("tests/data/audit/dispute-messages-9/03-betli-declarer-overtake.json")
    # (named as an unapplied one is, with the deal as played: dispute-messages-15 c9)
    assert (
        "the default penalty, revoke_penalty lose_all_goals (the declarer loses all goals), is applied: "
        "the source names no penalty; as played, it would make the deal Ágnes -5, Bence -5, Csaba +10 "
        "(ulti/penalty.revoke)."
    ) in out


def test_rage_unnamed_joker_in_the_last_trick_says_how_the_sheet_read_it(tmp_path: Path) -> None:
    """dispute-messages-7 c2: no lead after the round's last trick tells whose it was; the score
    sheet does, and the replay says which way it read it."""
    deck = [c + str(v) for c in "RBGYPO" for v in range(16)] + ["WILD"] * 2 + ["NOTRUMP"] * 4
    deck += ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    hands = [["R5"], ["WILD"], ["G1"], ["O9"]]
    for card in ("R5", "WILD", "G1", "O9", "O3"):
        deck.remove(card)
    plays = [{"type": "play", "seat": s, "card": h[0]} for s, h in enumerate(hands)]
    for sheet, winner in (([-5, 11, 10, -5], "B's (with WILD)"), ([-5, -5, 10, 11], "D's (with O9)")):
        doc = {
            "format": "trick-transcript/1",
            "game": "rage",
            "players": ["A", "B", "C", "D"],
            "start": {"round": 10},
            "deals": [
                {
                    "dealer": 3,
                    "hands": hands,
                    "talon": ["O3", *deck],
                    "events": [{"type": "bid", "seat": s, "bid": b} for s, b in enumerate([1, 1, 0, 1])]
                    + plays
                    + [{"type": "score", "party": s, "points": p} for s, p in enumerate(sheet)],
                }
            ],
        }
        path = tmp_path / "last-joker.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        _, out, _ = replay(str(path))
        assert f"Trick 1 was {winner}: the score sheet tells." in out


def test_a_carried_wrong_total_is_tied_to_the_session_difference(tmp_path: Path) -> None:
    """rage-fresh-5 c (03): the sheet carries a slipped total into every later total, so the session's
    difference is that slip's, said as for a carried score slip; a slip corrected later is not (the
    note counts the wrong_total of a seat whose figure differs)."""
    path = ROOT / "tests/data/audit/rage-fresh-5/03-5p-hidden-full-wrong-total.json"
    _, out, _ = replay(str(path))
    assert (
        "  differs (the rules' figure minus the record's): Anička -10 (the rules 46, the record 56).\n"
        "  (that is what the wrong_total finding above leaves in the record's figures, not a further fault)\n"
    ) in out
    # Anička's later totals corrected to the rules' (her slip not carried), Bohouš's last score +1
    # and his total with it: the difference is his score slip alone
    doc = json.loads(path.read_text(encoding="utf-8"))
    for i, deal in enumerate(doc["deals"][5:], 5):
        for k, ev in enumerate(deal["events"]):
            if ev["type"] == "total" and ev["party"] == 0 and (i, k) > (5, 35):
                ev["points"] -= 10
    for ev in doc["deals"][9]["events"]:
        if ev["type"] in ("score", "total") and ev["party"] == 1:
            ev["points"] += 1
    fixed = tmp_path / "03-corrected.json"
    fixed.write_text(json.dumps(doc), encoding="utf-8")
    _, out, _ = replay(str(fixed))
    assert "[wrong_total]" in out and "[wrong_score]" in out
    assert (
        "  differs (the rules' figure minus the record's): Bohouš -1 (the rules 0, the record 1).\n"
        "  (that is what the score or payment finding above leaves in the record's figures, not a further fault)\n"
    ) in out


def test_the_session_note_names_each_kind_of_slip_carried() -> None:
    """rage-fresh-5 c: score slips and carried wrong_totals together, counted, one verb."""
    session = {"rounds": 10, "totals": {"expected": {"0": 1, "1": 2}, "recorded": {"0": 2, "1": 3}}}
    session["totals"]["difference"] = {"0": -1, "1": -1}
    lines = cli.session_lines(session, ["A", "B"], 2, True, 1, "score", 2)
    assert (
        "  (that is what the score or payment finding and the 2 wrong_total findings above leave in the "
        "record's figures, not a further fault)"
    ) in lines
    verdict = {
        "session": session,
        "deals": [{"annotations": [{"code": "wrong_total", "seat": s}]} for s in (0, 2)],
    }
    assert cli.carried_totals(verdict) == 1  # seat 2's figure agrees: its slip was corrected later
    # a session's net (Danish, Galician) is its payments': no running total enters it
    assert cli.carried_totals({"session": {"net": session["totals"]}, "deals": verdict["deals"]}) == 0


def test_rage_unnamed_joker_says_how_it_was_read() -> None:
    """rage-fresh-5 c (04): the finding under the joker's line says the reading taken, and that the
    trick is Bohouš's whatever it named (his later red joker, the trump, beats any reading)."""
    _, out, _ = replay("tests/data/audit/rage-fresh-5/04-6p-secret-full-wild-no-colour.json")
    assert (
        "  #1   Anička plays WILD.\n"
        "      !! [wild_without_colour] Anička played a joker without naming the colour it stands for; read as "
        "blue, the colour led: the trick is Bohouš's whatever it named. (rage/action.wild)\n"
    ) in deal_block(out, 9)


def test_danish_sheet_lines_and_session_block_say_what_they_are() -> None:
    """fresh-mainstream-7 c1-c3: a score line is the sheet's (card points or net chips, the deal reads
    which), a sheet's running totals are judged where written, and the session's shares are of what
    the pools still hold (a share-out the record paid is already out of them)."""
    _, out, _ = replay(str(next((ROOT / "tests/data/audit/fresh-mainstream-7").glob("06-*.json"))))
    assert "Score sheet: Ida -90 this deal." in out and "Card points of" not in out
    assert "Score sheet: the Pagat pool total 90." in out
    assert "the record's running totals are judged where it writes them: all agree." in out
    _, out, _ = replay(str(next((ROOT / "tests/data/audit/fresh-mainstream-7").glob("12-*.json"))))
    assert "the record's running totals are judged where it writes them: 1 wrong_total finding above." in out
    assert (
        "each seat's share of what each pool holds by the rules, in whole 5s: Pagat pool 30, King pool 20."
        in out
    )


def test_the_replay_reads_out_what_a_dispute_needs() -> None:
    """dispute-messages-13 c1, c2, c4, c5, c7, c11: each deal's unchecked notes; the pools said to be the
    rules' (Danish) or the record's (Galician), the shares as if the session ended here; a session's
    difference tied to the findings it is made of; the Galician game's value; one spelling of a pool."""
    _, out, _ = replay("examples/danish-tarok/wrong-payment.json")
    assert "King pool -5 (the rules 160, the record 165)." in out and "king pool" not in out
    assert (
        "  (that is what the score or payment finding above leaves in the record's figures, not a further fault)"
        in out
    )
    assert "pools after the last deal, by the rules: Pagat pool 85, King pool 160." in out
    assert "if the session ends here, each seat's share of what each pool holds by the rules" in out
    dm13 = ROOT / "tests/data/audit/dispute-messages-13"
    _, out, _ = replay(str(next(dm13.glob("07-*.json"))))
    # (the consolation's ruling cited for the 30: real-faults-near-slips-14 c3)
    assert (
        "(purchase 1; Czesław's revoke lost it for the helpers, and with 33 points or fewer the player is paid "
        "the consolation, the contract's addend, as a won game (the ruling of galician-tarok/23.renonce: §23 "
        "speaks of the player's renonce only); the game counts 30 = the consolation 30; each helper pays their "
        "own share (option helper_renonce_pays side))."
    ) in out
    assert "pool after the last deal, as the record's payments left it: " in out
    _, out, _ = replay(str(next(dm13.glob("11-*.json"))))
    assert "  unchecked: the deal's count: reading the runs without gaps" in out
