"""Composes EXPECTED.md from expected_head.txt, summary.txt (generator output) and per-file source notes."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))

SRC = {
    "01": "§13 'Joker może zostać odrzucony (do Skata), jeżeli Rozdający ogłosi, że chce dojść do Tout'; §15 Tout "
    "('Pozostali gracze płacą mu po 85. Zabiera również zawartość obydwu puli, które wówczas potrzebują refundacji "
    "(chyba, że doszło do równoczesnego Przydupka)'); Przydupek Króla ('Płaci się bez względu na równoczesnego "
    "Tout'a'). The Tout dealer holds T21–T14, K/Q of clubs and spades: no declaration with or without the Joker, so "
    "the skat does not change his declarations (pass). Card points: dealer 78 (73 + skat 5) → +52 → 50 from the next "
    "dealer; the others 0 → −26 → −25.",
    "02": "§13 'Jeśli w takiej sytuacji nie osiągnie Tout, płaci karę' (class unstated; engine option "
    "failed_tout_penalty default large: 20 to each pool, written after the settlement); §15 Nolo ('Kiedy ktoś ma Nolo, "
    "kasuje się nagrody za ostatni sztych, więc Ultimo się nie liczy'; 'Jeśli wystąpiło Nolo, nie ma opłat za ilość "
    "punktów'): the KH that wins the last trick earns nothing.",
    "03": "§15 Tout; Pagat Ultimo only 'i nie zaistniał Tout albo Nolo'; 'Nolo nie liczy się, kiedy inny gracz ma "
    "Tout'; §14 trumps 21 with Pagat = 10+5·11 = 65, full kings 10 (no Joker: no matadors); the Joker holder's half "
    "spade cavalry (Q N J + Joker, missing K) = 5; §12 demand in the third-last trick. Card points still paid under "
    "Tout.",
    "04": "§15 Nolo; Przydupek Pagata/Króla 'Płaci się bez względu na równoczesnego Tout'a, Nolo'; deal 2: one trick "
    "is not Nolo, KD wins the last trick → king ultimo 40 each + King pool, refilled.",
    "05": "§15 the worked example: 'Pula Króla zawiera 135. Gracz, który wygrał Ultimo bierze 135, a dwaj gracze z "
    "Przydupkiem płacą do puli po 135' (no refill: the przydupeks refill it); plus 40 ultimo from each and 40 from "
    "each przydupek to each other player. Start pools 75/130, the deal fee makes 135. Deal 3 ends the session: "
    "'Zawartość puli jest rozdzielona po równo'.",
    "06": "§15 Pagat Ultimo (45 each + Pagat pool, refill 20 each), Przydupek Króla/Pagata, 'Ostatni sztych ... i nie "
    "nastąpił ... Przydupek' (no 20 in deal 2), §15 'Kiedy gracz zabiera sztycha Pagatem, pozostali gracze płacą mu "
    "po 5' (deal 3).",
    "07": "§15 Przydupek Pagata + Przydupek Króla in one trick, no last-trick 20; king lost in the second-last trick "
    "is a during-play payment ('ale nie w ostatnim sztychu'); §12 'Jeżeli Joker jest użyty w ostatniej kolejce, "
    "dodaje się go do kupki sztychów gracza, który wygrał kolejkę'.",
    "08": "§12 every naming rule (see 'How I read the source'). Deal 1: named C, second void calls `void`, third void "
    "too, second names S and leads 3S. Deal 2: named H, second calls `void`, third holds hearts: second trumps (T14), "
    "third follows 5H. Deal 3: named D, both followers without D and trumps: 10H from the second names hearts, the "
    "third must play hearts (3H) and wins. Deal 4: Joker led to the last trick naming H, KH wins → king ultimo, the "
    "Joker counts for the winner. Deal 5: named T. Deal 6: named S when every spade is gone: §18 Powierzchowne – bez "
    "kar, warning only.",
    "09": "§13 'chyba, że nie ma innej możliwości ... Wtedy musi ogłosić, jakie dokładnie karty odrzuca do Skata. W "
    "takiej sytuacji otrzymuje zapłatę za wszystkie Deklaracje, jakie ma na ręce przed odrzuceniem' (deal 0: 15 "
    "trumps + Joker + 4 kings + Q N J of hearts and spades + 2 free cards: JS laid away with `shown`; declared: 16 "
    "trumps with Pagat 40, matadors 5 = 20, rich hearts 15, rich spades 15, rich kings 15); 'Może odrzucić jednego lub "
    "więcej triumfa, jeżeli w ten sposób nie zostanie mu na ręce ani jeden triumf ... można odrzucić Pagata' (deal 1); "
    "'Skat = 1 punkt' (deal 2: QD NS JS → 7 points to the dealer).",
    "10": "§14/§15 declaration values (see above). Deal 3: the dealer's own declarations. Deal 5 ends the session and "
    "shares out the pools.",
    "11": "§15 the band table; only players other than the next dealer settle; values hit: 14, 18, 19, 23, 24, 28, "
    "29, 33, 34, 38, 39.",
    "12": "§13 'Nie wolno mu odrzucić karty, która tworzy część Deklaracji na jego ręce, chyba, że nie ma innej "
    "możliwości'; §18 Nie do poprawienia 'Niewłaściwe odrzucenie kart do Skata' (40 to each pool, deal void). The "
    "dealer's 25 cards after the skat hold no declaration, so his 'pass' is not a second fault. Found at the count: "
    "penalty written after the plays, no other payment of the deal.",
    "13": "§13 trumps only when none is left; §18 as above. No play written for the void deal; the next dealer (0) "
    "deals deal 3.",
    "14": "§14 'Z czterema królami i Jokerem, deklaruje „Bogatego króla”'; §18 'Błędy w Deklaracji, które nie zostały "
    "poprawione przed rozpoczęciem pierwszej kolejki. Należy oddać pieniądze' — the 10+10 is handed back (neither the "
    "payment nor the refund written), 40 to each pool, deal void after trick 1.",
    "15": "§10 follow suit; revoke class per the engine default (irreparable).",
    "16": "§12/§18 Duże (20 to each pool), the deal continues and settles normally.",
    "17": "§14/§18 Duże (20 to each pool), the deal continues and settles normally.",
    "18": "§15 Przydupek Króla 'podwaja zawartość Puli Króla' → pays the pool content (150), not 40; one wrong "
    "payment, the recorded net differs for the przydupek player (110 too little) and the King pool.",
    "19": "As 01–11; play-only. Deal 1 has no `discard` event: the skat is the three cards the dealer never plays.",
    "20": "§12 'Jokera nigdy nie używa się w przedostatniej kolejce'; engine default irreparable; record stops after "
    "trick 24.",
    "21": "§10; proof as the format describes ('a player showed void in a suit and later played that suit'); record "
    "stops after the proving trick.",
    "22": "§14 trumps ≥10 counting the Joker must be declared; §18 irreparable; the full deal is written, the penalty "
    "after it.",
}


def main():
    head = open(os.path.join(HERE, "expected_head.txt")).read()
    summ = open(os.path.join(HERE, "summary.txt")).read().strip()
    out = [head.rstrip() + "\n\n# Files\n"]
    for sec in summ.split("\n\n## "):
        sec = sec[3:] if sec.startswith("## ") else sec
        lines = sec.split("\n")
        key = lines[0][:2]
        lines.insert(3, "\nSource: " + SRC[key])
        out.append("### " + "\n".join(lines))
    open(os.path.join(HERE, "EXPECTED.md"), "w").write("\n\n".join(out) + "\n")


if __name__ == "__main__":
    main()
