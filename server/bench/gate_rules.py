# The decline gate's rules over gate-dump.ts rows (docs/decisions/022, 028), shared by
# gate-analysis.py and span-analysis.py. Standard library only.
import math


def held(t, title=True):
    return t['held'] or (title and t['title']) or t.get('slip', False)


def coverage(r, title=True):
    total = sum(t['w'] for t in r['terms']) or 1e-9
    return sum(t['w'] for t in r['terms'] if held(t, title)) / total


def key_missing(r, title=True):
    if not r['terms']:
        return False
    key = max(r['terms'], key=lambda t: t['w'])
    return key['df'] == 0 and not (key.get('slip') or (title and key['title']))


def unknown(r):
    subject = [t for t in r['terms'] if not t['g']]
    total = sum(t['w'] for t in subject) or 1e-9
    return sum(t['w'] for t in subject if t['df'] == 0 and not held(t)) / total


def entity_share(r):
    ents = r['entities']
    return 1.0 if not ents else sum(1 for e in ents if e['held'] or e['title']) / len(ents)


def term_weight(df):
    return 1 / (1 + math.log2(1 + max(0, df)))


def weights(r, everyday=()):
    """The dump's weights; with `everyday`, a word no file holds that the language lists rank in
    those classes (gate-dump's "c": 1 most common, 2 common, 3 rarer) weighs like a general word."""
    return [term_weight(7) if t['df'] == 0 and not t['g'] and t.get('c') in everyday else t['w']
            for t in r['terms']]


def file_coverages(r, ws):
    """Best coverage per file over the retrieved passages (a term counts where gate-dump's "hp"
    says the passage or its file name holds it)."""
    total = sum(ws) or 1e-9
    best = {}
    for p, f in enumerate(r['files']):
        c = sum(w for t, w in zip(r['terms'], ws)
                if p in t['hp'] or (t.get('slip') and p == r['passage'])) / total
        best[f] = max(best.get(f, 0), c)
    return best


def margin_rule(margin=0.05, strong=0.4, everyday=(), everywhere=True):
    """028: when no retrieved passage holds `strong` of the question (`everywhere`; otherwise only
    the quoted passage's own coverage is compared with `strong`), the quoted passage's file must
    hold `margin` more of it than any other file."""
    def rule(r):
        ws = weights(r, everyday)
        total = sum(ws) or 1e-9
        c = sum(w for t, w in zip(r['terms'], ws) if held(t)) / total
        key = max(zip(r['terms'], ws), key=lambda tw: tw[1])[0] if r['terms'] else None
        key_missing = key is not None and key['df'] == 0 and not (key.get('slip') or key['title'])
        if c < 0.2 or (key_missing and c < 0.4):
            return False
        best = file_coverages(r, ws)
        own = best[r['files'][r['passage']]]
        other = max([v for f, v in best.items() if f != r['files'][r['passage']]] or [0])
        strongest = max(best.values()) if everywhere else own
        return strongest >= strong or (own > other and own - other >= margin)
    return rule
