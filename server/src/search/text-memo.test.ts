import { describe, expect, it } from 'vitest';
import { TextMemo } from './text-memo.js';

describe('TextMemo', () => {
  const counting = (limit: number) => {
    const calls: string[] = [];
    const memo = new TextMemo(limit, (text, languages) => {
      calls.push(`${languages.join(',')}|${text}`);
      return { text, languages: languages.join(',') };
    });
    return { memo, calls };
  };

  it('computes a text once per language set and hands back the same value', () => {
    const { memo, calls } = counting(10);
    const first = memo.get('Osmosis is the movement of water.', ['ara', 'eng']);
    // Another string object with the same content (as every SQLite read gives) hits the entry.
    const again = memo.get(['Osmosis is', 'the movement of water.'].join(' '), ['ara', 'eng']);
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
    expect(memo.get('Osmosis is the movement of water.', ['ara', 'fra'])).toEqual({
      text: 'Osmosis is the movement of water.',
      languages: 'ara,fra',
    });
    expect(calls).toHaveLength(2);
  });

  it('reads a changed text anew: a re-extracted passage never gets the old reading', () => {
    const { memo, calls } = counting(10);
    memo.get('الماء يغلي عند 100 درجة', ['ara', 'eng']);
    const changed = memo.get('الماء يغلي عند 100 درجة مئوية', ['ara', 'eng']);
    expect(changed.text).toBe('الماء يغلي عند 100 درجة مئوية');
    expect(calls).toHaveLength(2);
  });

  it('holds at most its limit over every language set, then starts over', () => {
    const { memo, calls } = counting(3);
    memo.get('a', ['eng']);
    memo.get('b', ['ara', 'eng']);
    memo.get('c', ['eng']);
    expect(memo.count).toBe(3);
    memo.get('d', ['eng']);
    expect(memo.count).toBe(1);
    memo.get('a', ['eng']);
    expect(calls).toEqual(['eng|a', 'ara,eng|b', 'eng|c', 'eng|d', 'eng|a']);
  });

  it('remembers falsy values too', () => {
    let calls = 0;
    const memo = new TextMemo(10, () => {
      calls++;
      return 0;
    });
    expect(memo.get('x', ['eng'])).toBe(0);
    expect(memo.get('x', ['eng'])).toBe(0);
    expect(calls).toBe(1);
  });
});
