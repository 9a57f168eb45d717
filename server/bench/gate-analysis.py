#!/usr/bin/env python3
# Offline study of the decline gate (docs/decisions/022 and 028), on the lines bench/gate-dump.ts writes:
#   npx tsx server/bench/gate-dump.ts --out /tmp/gate.jsonl
#   python3 server/bench/gate-analysis.py /tmp/gate.jsonl [--fit ARCD]
# Standard library only. For each rule it prints, per set, the share of covered questions the
# rule declines ("fd"), the share of negatives it answers ("na") and the containment ("ct"), each
# judged on the one passage the tutor would quote with the gate open (so "fd" is a little higher
# than bench:retrieval's, where any of the eight passages may pass). --fit fits a logistic model
# on the named set(s) only and reports it on every set: the other sets are its validation.
import json
import math
import sys

from gate_rules import coverage, entity_share, file_coverages, held, key_missing, margin_rule, unknown, weights

SETS = ['ARCD', 'TyDi-ar', 'TyDi-en']
args = sys.argv[1:]
fit_sets = args[args.index('--fit') + 1].split(',') if '--fit' in args else []
rows = [json.loads(line) for line in open(args[0], encoding='utf-8')]


FEATURES = {
    'pairs': lambda r: r['bigram'],
    'sentence': lambda r: r['sentCov'],
    'coverage': coverage,
    'unknown': unknown,
    'terms': lambda r: min(len(r['terms']), 8) / 8,
    'entities': entity_share,
}


def vector(r):
    return [f(r) for f in FEATURES.values()]


def evaluate(rule, label):
    parts = []
    for s in SETS:
        pos = [r for r in rows if r['set'] == s and r['kind'] == 'pos']
        neg = [r for r in rows if r['set'] == s and r['kind'] == 'neg']
        if not pos:
            continue
        ok = lambda r: not r.get('declined') and rule(r)
        fd = sum(1 for r in pos if not ok(r)) / len(pos)
        na = sum(1 for r in neg if ok(r)) / max(1, len(neg))
        ct = sum(1 for r in pos if ok(r) and r['contained']) / len(pos)
        parts.append(f'{s}: fd {fd:.3f} na {na:.3f} ct {ct:.3f}')
    print(f'{label:<44} ' + ' | '.join(parts))


def fit(sets, iterations=3000, rate=2.0, l2=0.01):
    data = [(vector(r), 1 if r['kind'] == 'pos' else 0)
            for r in rows if r['set'] in sets and not r.get('declined')]
    w = [0.0] * (len(FEATURES) + 1)
    for _ in range(iterations):
        grad = [0.0] * len(w)
        for x, y in data:
            p = 1 / (1 + math.exp(-(w[-1] + sum(a * b for a, b in zip(w, x)))))
            for i, v in enumerate(x):
                grad[i] += (p - y) * v
            grad[-1] += p - y
        for i in range(len(w)):
            w[i] -= rate * (grad[i] / len(data) + (l2 * w[i] if i < len(w) - 1 else 0))
    return w


evaluate(lambda r: True, 'gate open')
evaluate(lambda r: coverage(r, False) >= 0.2 and (not key_missing(r, False) or coverage(r, False) >= 0.4),
         '012: 0.2, 0.4 without the key word')
evaluate(lambda r: coverage(r) >= 0.2 and (not key_missing(r) or coverage(r) >= 0.4),
         '022: the same, file names count')
for c in (0.3, 0.4, 0.5):
    evaluate(lambda r, c=c: coverage(r) >= c, f'coverage >= {c}')
evaluate(lambda r: entity_share(r) > 0, 'an entity of the question held')
evaluate(lambda r: not any(t['entity'] and t['df'] == 0 and not t['title'] for t in r['terms']),
         'no entity that no file holds')


# Decision 028: evidence relative to the other files, and a background model of the language
# (margin_rule and weights: gate_rules.py).
def coverage_bg(r, everyday=(1, 2)):
    ws = weights(r, everyday)
    return sum(w for t, w in zip(r['terms'], ws) if held(t)) / (sum(ws) or 1e-9)


def key_missing_bg(r, everyday=(1, 2)):
    if not r['terms']:
        return False
    ws = weights(r, everyday)
    key = max(zip(r['terms'], ws), key=lambda tw: tw[1])[0]
    return key['df'] == 0 and not (key.get('slip') or key['title'])


if any('files' in r for r in rows):
    evaluate(margin_rule(), '028: margin 0.05 when no passage holds 0.4')
    evaluate(margin_rule(0.05, 0.35), 'the same when none holds 0.35')
    evaluate(margin_rule(0, 0.4), 'margin 0 (strictly more)')
    evaluate(margin_rule(0.1, 0.4), 'margin 0.1')
    for limit in (0.3, 0.35, 0.4, 0.5):
        evaluate(margin_rule(0.05, limit, everywhere=False), f'margin 0.05 when the quoted < {limit}')
    evaluate(lambda r: coverage_bg(r) >= 0.2 and (not key_missing_bg(r) or coverage_bg(r) >= 0.4),
             'absent everyday words weigh as general')
    evaluate(margin_rule(everyday=(1, 2)), '028 and absent everyday words')


if fit_sets:
    w = fit(fit_sets)
    print('logistic fitted on', fit_sets, {n: round(v, 2) for n, v in zip([*FEATURES, 'bias'], w)})
    prob = lambda r: 1 / (1 + math.exp(-(w[-1] + sum(a * b for a, b in zip(w, vector(r))))))
    for th in (0.35, 0.4, 0.45, 0.5):
        evaluate(lambda r, th=th: prob(r) >= th, f'logistic >= {th}')
        evaluate(lambda r, th=th: prob(r) >= th and (not key_missing(r) or coverage(r) >= 0.4),
                 f'logistic >= {th}, 0.4 without the key word')
