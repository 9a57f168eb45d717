import { describe, expect, it } from 'vitest';
import { chatTitle } from './chat-title.js';

describe('chatTitle', () => {
  it('never cuts an emoji or a letter with its marks in half', () => {
    const family = '👨‍👩‍👧‍👦';
    const title = chatTitle(family.repeat(80), 'x');
    expect(title.endsWith('…')).toBe(true);
    expect(title.slice(0, -1)).toBe(family.repeat(60));
    // No lone surrogate anywhere.
    expect(title).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    const marked = 'مُعَلِّمٌ'; // Arabic letters with their vowel marks
    const arabic = chatTitle(marked.repeat(20), 'x');
    expect(arabic.slice(0, -1).length % marked.length).toBe(0);
  });

  it('still cuts at a word boundary and keeps short questions whole', () => {
    expect(chatTitle('What is photosynthesis?', 'x')).toBe('What is photosynthesis?');
    const long = 'Explain why the water cycle matters for farming in dry regions of Egypt and beyond';
    const title = chatTitle(long, 'x');
    expect(title).toBe('Explain why the water cycle matters for farming in dry…');
    expect(chatTitle('   ', 'Image question')).toBe('Image question');
  });
});
