import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatInput, type ChatInputProps } from './chat-input';

// jsdom has no layout: scrollHeight is what the test says the browser measured.
let measured = 0;
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => measured });
});
afterEach(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', original);
  else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
});

function renderInput(props: Partial<ChatInputProps> = {}) {
  const all: ChatInputProps = {
    text: '',
    onTextChange: vi.fn(),
    image: null,
    onImageChange: vi.fn(),
    onSend: vi.fn(),
    hasBot: true,
    sending: false,
    ...props,
  };
  const view = render(<ChatInput {...all} />);
  return { ...view, all, textarea: screen.getByLabelText('Message') as HTMLTextAreaElement };
}

describe('ChatInput auto-grow', () => {
  it('keeps an empty textarea one line tall even when a wrapped placeholder measures taller', () => {
    // a narrow, still-animating layout wraps the placeholder over three lines
    measured = 135;
    const { textarea } = renderInput();
    expect(textarea.style.height).not.toBe('135px');
    expect(textarea.style.height).toBe('auto');
  });

  it('grows with its text up to the spec maximum (120 px under 768 px wide)', () => {
    measured = 60;
    const { textarea, rerender, all } = renderInput({ text: 'line 1\nline 2' });
    expect(textarea.style.height).toBe('60px');
    measured = 400;
    rerender(<ChatInput {...all} text={'a\n'.repeat(20)} />);
    expect(textarea.style.height).toBe('120px');
    expect(textarea.style.overflowY).toBe('auto');
  });

  it('measures again when the window is resized and when the sidebar width changes', () => {
    measured = 90;
    const { textarea, rerender, all } = renderInput({ text: 'a long question that wraps', layoutKey: 324 });
    expect(textarea.style.height).toBe('90px');
    // wider box: the same text now fits on one line
    measured = 40;
    fireEvent(window, new Event('resize'));
    expect(textarea.style.height).toBe('40px');
    measured = 64;
    rerender(<ChatInput {...all} layoutKey={153} />);
    expect(textarea.style.height).toBe('64px');
  });

  it('goes back to one line once the text is sent and cleared', () => {
    measured = 90;
    const { textarea, rerender, all } = renderInput({ text: 'a question' });
    expect(textarea.style.height).toBe('90px');
    rerender(<ChatInput {...all} text="" />);
    expect(textarea.style.height).toBe('auto');
  });
});
