// What students type to a tutor every day raises no alert: thanks for its help, in both
// languages (decision 070's addendum: an earlier learned layer flagged "thank you for helping me"
// as self-harm, which would send a distress reply and an alert for every polite student).
import { describe, expect, it } from 'vitest';
import { checkMessage } from './check-message.js';

describe('thanks and help requests', () => {
  it.each([
    'thank you for helping me',
    'thanks for helping me revise',
    'good evening, thanks in advance for helping me revise',
    'thank u so much u really helped me with my homework',
    'can you help me revise for my test tomorrow',
    'شكرا لانك ساعدتني',
    'شكرا على المساعدة في المراجعة',
    'ممكن تساعدني أراجع للامتحان',
    'merci ktir sa3adtni',
  ])('%s', (text) => {
    expect(checkMessage(text)).toEqual([]);
  });
});
