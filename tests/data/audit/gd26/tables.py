"""Print the per-file tables of EXPECTED.md from the transcripts and facts.txt."""
import json, glob
F = json.load(open('facts.txt'))
out = []
for fn in sorted(glob.glob('[0-9]*.json')):
    name = fn[:-5]
    t = json.load(open(fn))
    out.append(f"### {fn}\n")
    out.append(f"{t['meta']['note']}. Rules: `{json.dumps(t.get('rules', {}), ensure_ascii=False)}`; players {len(t['players'])}.\n")
    exp = []
    for i, (d, f) in enumerate(zip(t['deals'], F[name])):
        ev = d['events']
        pl = f.get('planted')
        if pl == 'revoke':
            # first play by the player of a tarock to a suit lead while holding the suit
            plays = [(k, e) for k, e in enumerate(ev) if e['type'] == 'play']
            hand = None
        if pl:
            exp.append((i, pl))
    out.append("| deal | dealer | player | contract | purchase | player pts | contra | won | game each | per-seat net | pool after |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
    for i, f in enumerate(F[name]):
        net = ", ".join(f"{k}: {v}" for k, v in f['net'].items())
        out.append(f"| {i} | {f['dealer']} | {f['player']} | {f['contract']} | {f['purchase']} | {f['ppts']} | {f['level']} | {f['won_game']} | {f['game_amount']} | {net} | {f['pool_after']} |\n")
    out.append("\n")
print("".join(out))
