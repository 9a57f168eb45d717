import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from '../components/message-bubble';
import { fromHistory } from './messages';

describe('a deleted study file in a past answer', () => {
  it('keeps the file name in the sources, marked "source deleted"', () => {
    const [message] = fromHistory([
      {
        content: 'Volcanoes erupt when magma rises [1]. Rivers carry sediment [2].',
        sender: 'bot',
        role: 'bot',
        timestamp: '2026-03-01T10:00:00Z',
        image_url: null,
        image_description: null,
        sources: [
          { file_id: 'f1', filename: 'volcanoes.pdf', page: 2, excerpt: '', deleted: true },
          { file_id: 'f2', filename: 'rivers.pdf', page: 1, excerpt: 'Rivers carry sediment.' },
        ],
      },
    ]);
    render(<MessageBubble message={message!} botName="Geo Bot" />);
    const gone = screen.getByText('volcanoes.pdf').closest('li')!;
    expect(gone).toHaveTextContent('volcanoes.pdf· page 2· source deleted');
    const kept = screen.getByText('rivers.pdf').closest('li')!;
    expect(kept).not.toHaveTextContent('source deleted');
  });
});
