// Values read from a bot's index are reused until a write to that bot's index, and a read that a
// write overlapped is not reused: it may hold the index from before the write.
import { describe, expect, it } from 'vitest';
import { BotIndexVersions, PerBotCache } from './bot-index-versions.js';

describe('PerBotCache', () => {
  it('reads once per bot until that bot’s index changes', async () => {
    const versions = new BotIndexVersions();
    const cache = new PerBotCache<string>(versions);
    let reads = 0;
    const read = (value: string) => async () => {
      reads++;
      return value;
    };
    expect(await cache.get('a', read('a1'))).toBe('a1');
    expect(await cache.get('a', read('a2'))).toBe('a1');
    expect(await cache.get('b', read('b1'))).toBe('b1');
    expect(reads).toBe(2);
    versions.changed('a');
    expect(await cache.get('a', read('a3'))).toBe('a3');
    // Another bot's write changes nothing here.
    expect(await cache.get('b', read('b2'))).toBe('b1');
    expect(reads).toBe(3);
  });

  it('reads again after a read that a write overlapped', async () => {
    const versions = new BotIndexVersions();
    const cache = new PerBotCache<string>(versions);
    const during = await cache.get('a', async () => {
      versions.changed('a'); // the write commits while the read is under way
      return 'read during the write';
    });
    expect(during).toBe('read during the write');
    expect(await cache.get('a', async () => 'after')).toBe('after');
    expect(await cache.get('a', async () => 'not read')).toBe('after');
  });

  it('drops the oldest bot beyond its bound', async () => {
    const cache = new PerBotCache<number>(new BotIndexVersions(), 2);
    let reads = 0;
    const read = async () => ++reads;
    await cache.get('a', read);
    await cache.get('b', read);
    await cache.get('c', read);
    expect(await cache.get('b', read)).toBe(2);
    expect(await cache.get('a', read)).toBe(4);
  });
});
