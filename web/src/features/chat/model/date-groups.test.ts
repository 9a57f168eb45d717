import { describe, expect, it } from 'vitest';
import { dateGroupOf, groupChatsByDate } from './date-groups';

describe('chats grouped by date', () => {
  const now = new Date(2026, 10, 22, 15, 0, 0);
  const at = (days: number, hour = 10) => new Date(2026, 10, 22 - days, hour).toISOString();

  it('puts each chat in today, yesterday, the last 7 days or older', () => {
    expect(dateGroupOf(at(0, 0), now)).toBe('today');
    expect(dateGroupOf(at(1, 23), now)).toBe('yesterday');
    expect(dateGroupOf(at(6), now)).toBe('week');
    expect(dateGroupOf(at(30), now)).toBe('older');
    expect(dateGroupOf(undefined, now)).toBe('older');
  });

  it('keeps the server order inside groups and leaves out empty groups', () => {
    const chats = [
      { chat_id: 'a', title: 'Cells', updated_at: at(0, 14) },
      { chat_id: 'b', title: 'Cells', updated_at: at(0, 9) },
      { chat_id: 'c', title: 'Salt', updated_at: at(20) },
    ];
    expect(groupChatsByDate(chats, now)).toEqual([
      { group: 'today', chats: [chats[0], chats[1]] },
      { group: 'older', chats: [chats[2]] },
    ]);
  });
});
