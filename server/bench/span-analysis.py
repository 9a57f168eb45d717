#!/usr/bin/env python3
# Span-level evidence for the decline gate (docs/decisions/031), on the lines bench/gate-dump.ts
# writes:
#   npx tsx server/bench/gate-dump.ts --qa-dir ../shared/data/qa --out /tmp/gate.jsonl
#   python3 server/bench/span-analysis.py /tmp/gate.jsonl
# Needs numpy (the logistic fit and the AUCs). Every question is put in a fixed half by a hash
# of its text: "train" is the only half rules and weights are chosen on, "eval" is reported
# beside it. Each figure is judged on the passage the tutor would quote with the gate open, as
# in gate-analysis.py: fd = covered questions declined, na = negatives answered, ct = containment.
# It prints:
#   1. how well each piece of evidence alone tells covered questions from negatives (AUC per
#      set: 0.5 is chance), over the questions the open gate answers;
#   2. decision 028's rule with each candidate added: (a) the answer type in the quoted
#      sentences, (b) the key word in the quoted sentences or their neighbours, (c) a window of
#      the passage holding a share of the question;
#   3. (d) logistic models fitted on the training half: their AUC on both halves, and the
#      negatives they answer where their threshold (set per set, with hindsight) gives 3%, 5% and
#      7% false declines, against coverage alone.
import hashlib
import json
import re
import sys

import numpy as np

from gate_rules import coverage, file_coverages, held, key_missing, margin_rule, unknown

SETS = ['ARCD', 'TyDi-ar', 'TyDi-en']
rows = [json.loads(line) for line in open(sys.argv[1], encoding='utf-8')]
half = {id(r): int(hashlib.md5(r['q'].encode()).hexdigest(), 16) % 2 for r in rows}
TRAIN = [r for r in rows if half[id(r)] == 0]
EVAL = [r for r in rows if half[id(r)] == 1]
live = [r for r in rows if not r.get('declined')]


def total(r):
    return sum(t['w'] for t in r['terms']) or 1e-9


def held_everywhere(r):
    """Words the file name holds, or that a slip in the passage stands for: held by every span."""
    return {i for i, t in enumerate(r['terms']) if t['title'] or t.get('slip')}


def held_in(r, sentences):
    found = held_everywhere(r)
    for i in sentences:
        found |= {m for m in r['sents'][i]['m'] if m >= 0}
    return found


def share(r, found):
    return sum(r['terms'][i]['w'] for i in found) / total(r)


def quoted(r):
    return [i for i, s in enumerate(r['sents']) if s['q']] or list(range(len(r['sents'])))


def around(r, k=1):
    n = len(r['sents'])
    return sorted({j for i in quoted(r) for j in range(max(0, i - k), min(n, i + k + 1))})


def window(r, size):
    """The largest share of the question held within `size` consecutive words of the passage."""
    seq = [m for s in r['sents'] for m in s['m']]
    base = held_everywhere(r)
    best = share(r, base)
    for a, m in enumerate(seq):
        if m < 0:
            continue
        best = max(best, share(r, base | {x for x in seq[a:a + size] if x >= 0}))
    return best


def key_index(r):
    return max(range(len(r['terms'])), key=lambda i: r['terms'][i]['w']) if r['terms'] else None


def key_in(r, sentences):
    k = key_index(r)
    return k is None or k in held_in(r, sentences)


# (a) Answer types: the question's wh-word and what the quoted sentences must then hold.
WHEN = re.compile(r'\b(?:when|what year|which year|what date|what century|which century)\b|'
                  r'(?:^|\s)(?:متى|ومتى|في [أا]ي (?:عام|سنة|سنه|قرن)|[أا]ي (?:عام|سنة)|ما تاريخ)(?:\s|$|؟)', re.I)
COUNT = re.compile(r'\b(?:how many|how much|how old|how long|how far|how tall|what percentage)\b|'
                   r'(?:^|\s)(?:كم|وكم|بكم|ما عدد|ماعدد|عدد)(?:\s|$|؟)', re.I)
WHO = re.compile(r'\bwho(?:m|se)?\b|^\s*(?:من|ومن)\s', re.I)
WHERE = re.compile(r'\bwhere\b|\bin (?:which|what) (?:country|city)\b|(?:^|\s)(?:[أا]ين|و[أا]ين)(?:\s|$|؟)', re.I)
YEAR = re.compile(r'(?<![\d٠-٩])(?:[12]\d{3}|[١٢][٠-٩]{3})(?![\d٠-٩])')
DATE_WORD = re.compile(r'\b(?:january|february|march|april|may|june|july|august|september|october|'
                       r'november|december|century|bc|ad)\b|يناير|فبراير|مارس|[أا]بريل|مايو|يونيو|يوليو|'
                       r'[أا]غسطس|سبتمبر|[أا]كتوبر|نوفمبر|ديسمبر|كانون|شباط|آذار|نيسان|[أا]يار|حزيران|'
                       r'تموز|[أا]يلول|تشرين|القرن|ميلادي|هجري', re.I)
NUMBER = re.compile(r'[0-9٠-٩]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|'
                    r'hundred|thousand|million|billion|half)\b|واحد|اثن|ثلاث|[أا]ربع|خمس|ست|سبع|ثمان|'
                    r'تسع|عشر|مئة|مائة|[أا]لف|مليون|مليار|نصف', re.I)
NAME = re.compile(r'(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+')


def answer_type(q):
    for name, pattern in (('when', WHEN), ('count', COUNT), ('who', WHO), ('where', WHERE)):
        if pattern.search(q):
            return name
    return None


def type_held(r, sentences):
    kind = answer_type(r['q'])
    text = ' '.join(r['sents'][i]['t'] for i in sentences)
    if kind == 'when':
        return bool(YEAR.search(text) or DATE_WORD.search(text))
    if kind == 'count':
        return bool(NUMBER.search(text))
    if kind in ('who', 'where') and not re.search(r'[\u0600-\u06FF]', r['q']):
        # A capitalised word the question does not already write (Arabic has no capitals).
        asked = {w.lower() for w in re.findall(r'[A-Za-z]+', r['q'])}
        return any(m.group(0).lower() not in asked for m in NAME.finditer(text))
    return True


def repeated(r):
    """Coverage with each word counted up to 3 times in the passage: a page about the subject
    names it again, a page mentioning it in passing once."""
    counts = {}
    for sentence in r['sents']:
        for m in sentence['m']:
            if m >= 0:
                counts[m] = counts.get(m, 0) + 1
    return sum(t['w'] * min(3, counts.get(i, 0) + (1 if t['title'] else 0))
               for i, t in enumerate(r['terms'])) / total(r)


def margin(r):
    best = file_coverages(r, [t['w'] for t in r['terms']])
    own = best[r['files'][r['passage']]]
    return own - max([v for f, v in best.items() if f != r['files'][r['passage']]] or [0])


FEATURES = {
    'coverage (passage, 022)': coverage,
    'coverage of the quoted sentences': lambda r: share(r, held_in(r, quoted(r))),
    'the same and their neighbours': lambda r: share(r, held_in(r, around(r))),
    'best window of 10 words': lambda r: window(r, 10),
    'best window of 20 words': lambda r: window(r, 20),
    'key word in the quoted sentences': lambda r: float(key_in(r, quoted(r))),
    'key word in them or a neighbour': lambda r: float(key_in(r, around(r))),
    'key word in the passage': lambda r: float(key_in(r, range(len(r['sents'])))),
    'answer type in the quoted sentences': lambda r: float(type_held(r, quoted(r))),
    'answer type in them or a neighbour': lambda r: float(type_held(r, around(r))),
    'repeated mentions (up to 3)': repeated,
    'margin over other files (028)': margin,
    'neighbouring pairs (022)': lambda r: r['bigram'],
    'best sentence coverage': lambda r: r['sentCov'],
    'missing words no file holds': lambda r: -unknown(r),
    'number of question words': lambda r: min(len(r['terms']), 8),
}
X = {name: {id(r): f(r) for r in live} for name, f in FEATURES.items()}


def auc(pos, neg):
    pos, neg = np.array(pos, float), np.array(neg, float)
    return float((pos[:, None] > neg[None, :]).mean() + (pos[:, None] == neg[None, :]).mean() / 2)


def split_auc(score, data, s):
    pos = [score(r) for r in data if r['set'] == s and r['kind'] == 'pos' and not r.get('declined')]
    neg = [score(r) for r in data if r['set'] == s and r['kind'] == 'neg' and not r.get('declined')]
    return auc(pos, neg)


def rates(rule, data):
    out = []
    for s in SETS:
        pos = [r for r in data if r['set'] == s and r['kind'] == 'pos']
        neg = [r for r in data if r['set'] == s and r['kind'] == 'neg']
        ok = lambda r: not r.get('declined') and rule(r)
        fd = sum(1 for r in pos if not ok(r)) / len(pos)
        na = sum(1 for r in neg if ok(r)) / len(neg)
        ct = sum(1 for r in pos if ok(r) and r['contained']) / len(pos)
        out.append(f'{fd * 100:4.1f} / {na * 100:4.1f} / {ct:.3f}')
    return ' | '.join(out)


def at_false_declines(score, data, levels=(0.03, 0.05, 0.07)):
    out = []
    for s in SETS:
        pos = [r for r in data if r['set'] == s and r['kind'] == 'pos']
        neg = [r for r in data if r['set'] == s and r['kind'] == 'neg']
        scores = sorted(score(r) for r in pos if not r.get('declined'))
        gone = sum(1 for r in pos if r.get('declined'))
        cells = []
        for level in levels:
            k = int(level * len(pos)) - gone
            th = scores[k] if k >= 0 else -np.inf
            cells.append(sum(1 for r in neg if not r.get('declined') and score(r) >= th) / len(neg))
        out.append('/'.join(f'{c * 100:4.1f}' for c in cells))
    return ' | '.join(out)


def logistic(names, data, iterations=4000, rate=0.5, l2=1e-3):
    """Fitted on `data` only, each set and each kind weighing the same."""
    d = [r for r in data if not r.get('declined')]
    a = np.array([[X[n][id(r)] for n in names] for r in d], float)
    mu, sd = a.mean(0), a.std(0) + 1e-9
    a = (a - mu) / sd
    y = np.array([r['kind'] == 'pos' for r in d], float)
    balance = np.ones(len(d))
    for s in SETS:
        for kind in ('pos', 'neg'):
            m = np.array([r['set'] == s and r['kind'] == kind for r in d])
            balance[m] = 1 / max(1, m.sum())
    balance /= balance.mean()
    w, b = np.zeros(len(names)), 0.0
    for _ in range(iterations):
        g = (1 / (1 + np.exp(-(a @ w + b))) - y) * balance
        w -= rate * (a.T @ g / len(d) + l2 * w)
        b -= rate * g.mean()
    return lambda r: float(((np.array([X[n][id(r)] for n in names]) - mu) / sd) @ w + b)


print(f'{len(TRAIN)} rows in the training half, {len(EVAL)} in the evaluation half\n')
print('1. AUC of each piece of evidence alone (covered vs negatives the open gate answers), all rows')
print(f'{"":<38}' + ''.join(f'{s:>10}' for s in SETS))
for name in FEATURES:
    print(f'{name:<38}' + ''.join(f'{split_auc(lambda r, n=name: X[n][id(r)], live, s):10.3f}' for s in SETS))

print('\n2. fd / na / ct per set (ARCD | TyDi-ar | TyDi-en), training half, then evaluation half')
base = margin_rule()
candidates = {
    'gate open': lambda r: True,
    '028 (current)': base,
    '(a) + answer type in the quoted sentences': lambda r: base(r) and type_held(r, quoted(r)),
    '(a) + answer type in them or a neighbour': lambda r: base(r) and type_held(r, around(r)),
    '(b) + key word in the quoted sentences': lambda r: base(r) and key_in(r, quoted(r)),
    '(b) + key word in them or a neighbour': lambda r: base(r) and key_in(r, around(r)),
    '(b) the same unless the passage holds 0.5': lambda r: base(r) and (key_in(r, around(r)) or coverage(r) >= 0.5),
}
for th in (0.4, 0.5):
    candidates[f'+ repeated mentions hold {th}'] = lambda r, th=th: base(r) and X['repeated mentions (up to 3)'][id(r)] >= th
for size in (10, 20, 40):
    for th in (0.3, 0.4):
        candidates[f'(c) + a {size}-word window holds {th}'] = (
            lambda r, size=size, th=th: base(r) and X[f'best window of {size} words'][id(r)] >= th
            if size in (10, 20) else base(r) and window(r, size) >= th)
for label, rule in candidates.items():
    print(f'{label:<44} train {rates(rule, TRAIN)}')
    print(f'{"":<44} eval  {rates(rule, EVAL)}')

print('\n3. (d) logistic models fitted on the training half')
models = {
    'coverage alone': ['coverage (passage, 022)'],
    'coverage + 20-word window': ['coverage (passage, 022)', 'best window of 20 words'],
    'coverage + answer type': ['coverage (passage, 022)', 'answer type in the quoted sentences'],
    'coverage + key word in the quoted sentences': ['coverage (passage, 022)', 'key word in the quoted sentences'],
    'coverage + number of question words': ['coverage (passage, 022)', 'number of question words'],
    'coverage + window + number of words': ['coverage (passage, 022)', 'best window of 20 words', 'number of question words'],
    'every feature above': list(FEATURES),
}
for label, names in models.items():
    score = logistic(names, TRAIN)
    aucs = '  '.join(f'{s} {split_auc(score, TRAIN, s):.3f}/{split_auc(score, EVAL, s):.3f}' for s in SETS)
    print(f'{label:<44} AUC train/eval  {aucs}')
    print(f'{"":<44} na at fd 3/5/7%  train {at_false_declines(score, TRAIN)}  eval {at_false_declines(score, EVAL)}')

print('\n4. where 028 decides: questions whose key word no file holds, and the others (all rows)')
for s in SETS:
    pos = [r for r in live if r['set'] == s and r['kind'] == 'pos']
    neg = [r for r in live if r['set'] == s and r['kind'] == 'neg']
    declined = [r for r in pos if not base(r)]
    print(f'{s}: covered questions declined by 028 {len(declined)}, key word in no file {sum(map(key_missing, declined))}; '
          f'negatives whose key word a file holds {sum(1 for r in neg if not key_missing(r))} of {len(neg)}, '
          f'answered by 028 {sum(1 for r in neg if not key_missing(r) and base(r))}')
    for missing in (True, False):
        p = [r for r in pos if key_missing(r) == missing]
        n = [r for r in neg if key_missing(r) == missing]
        cells = '  '.join(f'{name.split(" (")[0]} {auc([X[name][id(r)] for r in p], [X[name][id(r)] for r in n]):.3f}'
                          for name in ('coverage (passage, 022)', 'best window of 10 words', 'best window of 20 words',
                                       'best sentence coverage', 'number of question words'))
        print(f'  key word {"in no file" if missing else "in a file"} ({len(p)} covered, {len(n)} negatives): AUC {cells}')
