"""make_repros.py: one minimal repro per disagreement class, from compare.py's first saved cases
(repros_raw/).  Drops the deals after the one the class is about and, for deal-0 classes, the later
deals; re-validates and writes repros/<CLASS>.json = {"note", "where", "engine", "transcript"}."""
import json, os, sys, copy
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from validator.engine.validate import validate
HERE = os.path.dirname(os.path.abspath(__file__))
PICK = {
 "A1_revoke_proven_by_take_cut": ("engine_misses_revoke_revoke_proven_by_take_play__withhands_flags.json",
   "(a) Play-only, cut mid-play.  The player took JC and did not lay it away (events 4-5), then trumped a club lead with a tarock (event 10). The take proves that he held a club. Engine: silent (with the hands restored it flags the revoke)."),
 "A1b_revoke_proven_by_take_complete": ("engine_misses_revoke_unseen_any_unpaid__withhands_flags.json",
   "(a) Play-only, 36 plays, talon not recorded.  The player took ND and kept it, then played T15 on a diamond lead (event 33). ND is never played. The take proves that he held a diamond. Engine: silent."),
 "A2_wrong_tarock_count_complete": ("engine_misses_wrong_tarock_count_tarocks_provably_wrong_too_high_unpaid__withhands_flags.json",
   "(a) Play-only, all 36 plays.  Helper seat 3 announces 10 tarocks (event 8), but his 12 plays hold only 6 tarocks. Engine: silent, and it lists tarock counts as unchecked."),
 "A2b_wrong_tarock_count_cut": ("engine_misses_wrong_tarock_count_tarocks_provably_wrong_too_high_play__withhands_flags.json",
   "(a) Play-only, cut mid-play.  A helper announces a tarock count that his kept plays already rule out: he has played more non-tarocks than 12 - count, or more tarocks than count. Engine: silent."),
 "A3_wrong_sitter_cut_auction": ("engine_deal_level_wrong_sitter_auction.json",
   "(a) Five players, play-only.  Deal 1 is cut mid-auction after two calls. Engine: wrong_sitter (violation), plus out_of_turn on both real calls. It has guessed the wrong sitter from the two calls. The real (legal) record is silent with the hands restored."),
 "A3b_wrong_sitter_propagates": ("engine_deal_level_wrong_sitter_auction_later.json",
   "(a) As A3, but with the session going on.  The wrong guess in the cut deal 1 also makes the complete deal 2 a wrong_sitter."),
 "A4_later_pool_share_unchecked": ("engine_misses_decided_payment_pool_share_money_play_later__withhands_flags__in_complete_deal.json",
   "(a) Play-only, deal cut mid-play, later deal complete.  A helper's pool_share in the later deal (10% of his own win, independent of the pool) is changed by 7. Engine: silent (with hands: wrong_payment)."),
 "A4b_cut_deal_stake_unchecked": ("engine_misses_decided_payment_pool_stake_money_play_paid__withhands_silent__in_cut_deal.json",
   "(a) Cut deal (play-only, payments recorded).  A pool_stake of stake+7: no completion pays a stake of that size. Engine: silent."),
 "A4c_later_pool_deal_unchecked": ("engine_misses_decided_payment_pool_deal_money_play_later__withhands_silent__in_complete_deal.json",
   "(a) Later complete deal after a cut deal.  The dealer's fee (pool_deal) is changed by 7. Engine: silent (also with hands)."),
 "A4d_later_score_unchecked": ("engine_misses_decided_score_None_money_play_later__withhands_flags__in_complete_deal.json",
   "(a) Later complete deal after a play-only cut deal, no ultimo in it.  A score is changed by 7. Completions can change it only by whole stakes. Engine: silent (with hands: wrong_score)."),
 "C1_pool_share_of_pool_taker": ("engine_flags_open_payment_pool_share_money_play_later__withhands_flags__in_complete_deal.json",
   "(c) The ultimo winner's pool_share in a later deal is changed by 7. The engine takes 10% of his win without the pool he takes, so it is decided and flagged. The oracle left it open: whether 'each win' includes the pool is not said."),
 "B1_open_game_amount_unreachable": ("engine_flags_open_payment_game_money_mid12_paid__withhands_flags__in_cut_deal.json",
   "(b) Cut mid-trick-12, payments kept.  A game payment is changed by 7 (114 -> 121, a 'three': 3d+30 is always a multiple of 3). The oracle only said 'open' (it computes no amounts). No completion gives 121, so the engine's wrong_payment is right."),
}
os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
for name, (fn, note) in PICK.items():
    r = json.load(open(os.path.join(HERE, "repros_raw", fn)))
    doc = copy.deepcopy(r["transcript"])
    di = r["where"][0]
    if not name.startswith("A3b"):
        doc["deals"] = doc["deals"][:di + 1]
    doc.pop("meta", None)
    v = validate(doc)
    eng = [(a["deal"], a["event"], a["code"], a["severity"], a["message"]) for dl in v["deals"] for a in dl["annotations"]]
    json.dump({"note": note, "where": r["where"], "seed": r["seed"], "options": r["options"], "engine": eng,
               "transcript": doc}, open(os.path.join(HERE, "repros", name + ".json"), "w"), ensure_ascii=False, indent=1)
    print(name, r["where"], [e[:3] for e in eng])
