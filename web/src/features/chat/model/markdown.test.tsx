import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '../components/markdown-text';
import { parseMarkdown } from './markdown';

describe('bot answer markdown', () => {
  it('renders bold, lists, code and paragraphs', () => {
    const { container } = render(
      <MarkdownText text={'**Photosynthesis** has two stages:\n\n1. Light reactions\n2. Calvin cycle\n\n- uses `CO2`\n\n```\nx = 1\n```'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Photosynthesis');
    expect(Array.from(container.querySelectorAll('ol li')).map((li) => li.textContent)).toEqual([
      'Light reactions',
      'Calvin cycle',
    ]);
    expect(container.querySelector('ul li code')?.textContent).toBe('CO2');
    expect(container.querySelector('pre')?.textContent).toBe('x = 1');
  });

  it('never interprets HTML, never loads images and links only http(s)', () => {
    const { container } = render(
      <MarkdownText
        text={'<img src=x onerror=alert(1)> <b>hi</b>\n\n[bad](javascript:alert(1)) [good](https://example.org/a) ![pic](https://evil.example/p.png)'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = Array.from(container.querySelectorAll('a'));
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.org/a');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toContain('bad');
    expect(container.textContent).toContain('pic');
  });

  it('keeps snake_case words and lone markers as text', () => {
    expect(parseMarkdown('use snake_case_name and 2 * 3 * 4')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'use snake_case_name and 2 * 3 * 4' }] },
    ]);
  });

  it('shows where every link leads and opens it without referrer or ranking credit', () => {
    const { container } = render(
      <MarkdownText
        text={'See [the official exam guide](https://phish.example/login?next=1) and https://www.moe.gov.eg/guide or [moe.gov.eg notes](https://moe.gov.eg/n).'}
      />,
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => a.textContent)).toEqual([
      'the official exam guide(phish.example)',
      'https://www.moe.gov.eg/guide',
      'moe.gov.eg notes',
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('title')).toBe(a.getAttribute('href'));
    }
  });
});
