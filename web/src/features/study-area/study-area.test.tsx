import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StudyArea } from './study-area';

// Whole-screen tests with user-event; a loaded 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  // jsdom has no media playback; the player only needs these to exist.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

function renderArea(name?: string) {
  return render(
    <>
      <StudyArea userName={name} />
      <Toaster />
    </>,
  );
}

const stored = () => JSON.parse(localStorage.getItem('studentTodos') ?? 'null') as { text: string; completed: boolean }[];

describe('Study Area', () => {
  it('greets the student, falling back to Student', () => {
    const { unmount } = renderArea('Mona Ali');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mona Ali');
    unmount();
    renderArea('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Student!');
  });

  it('manages tasks with toasts and saves every change to studentTodos', async () => {
    const user = userEvent.setup({ delay: null });
    renderArea('Mona');
    // A new student's list is empty (issue 10: no sample to-dos).
    expect(screen.queryByRole('list', { name: 'Tasks' })).toBeNull();
    expect(screen.getByText('0/0')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New task'), '  Revise algebra  {Enter}');
    expect(await screen.findByText('Task added successfully!')).toBeInTheDocument();
    expect(stored().at(-1)).toMatchObject({ text: 'Revise algebra', completed: false });
    expect(screen.getByLabelText('New task')).toHaveValue('');

    await user.type(screen.getByLabelText('New task'), '   {Enter}');
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Revise algebra' }));
    expect(await screen.findByText('Task completed!')).toBeInTheDocument();
    expect(screen.getByText('1/1')).toBeInTheDocument();
    // A finished to-do is recorded for the streak (the stats' own record).
    expect(screen.getByText('1 day')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Revise algebra' }));
    expect(await screen.findByText('Task marked as incomplete')).toBeInTheDocument();

  });

  it('deletes, clears and resets tasks with toasts', async () => {
    const user = userEvent.setup({ delay: null });
    renderArea('Mona');
    await user.type(screen.getByLabelText('New task'), 'Revise algebra{Enter}');
    await user.type(screen.getByLabelText('New task'), 'Read chapter 2{Enter}');
    expect(stored()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Revise algebra' }));
    expect(await screen.findByText('Task deleted successfully!')).toBeInTheDocument();
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear all tasks' }));
    expect(await screen.findByText('All tasks cleared!')).toBeInTheDocument();
    expect(stored()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reset tasks to default' }));
    expect(await screen.findByText('Tasks reset to default!')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('Clear all can be undone from its toast: the same tasks come back', async () => {
    const user = userEvent.setup({ delay: null });
    renderArea('Mona');
    await user.type(screen.getByLabelText('New task'), 'Revise algebra{Enter}');
    const before = stored();
    await user.click(screen.getByRole('button', { name: 'Clear all tasks' }));
    expect(stored()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Tasks restored')).toBeInTheDocument();
    expect(stored()).toEqual(before);
    expect(screen.getByRole('checkbox', { name: 'Revise algebra' })).toBeInTheDocument();
  });

  it('keeps the saved list across visits', async () => {
    localStorage.setItem('studentTodos', JSON.stringify([{ id: 1, text: 'Saved task', completed: false }]));
    renderArea();
    expect(screen.getByRole('checkbox', { name: 'Saved task' })).toBeInTheDocument();
    expect(screen.queryByText('Read Chapter 5')).not.toBeInTheDocument();
  });

  it('says so when tasks cannot be saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderArea();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.type(screen.getByLabelText('New task'), 'One more{Enter}');
    expect(await screen.findByText('Failed to save tasks')).toBeInTheDocument();
    setItem.mockRestore();
  });

  it('runs the Pomodoro timer and applies the minutes setting rule', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderArea();
    const clock = screen.getByRole('timer');
    expect(clock).toHaveTextContent('25:00');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(clock).toHaveTextContent('24:57');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset timer' }));
    expect(clock).toHaveTextContent('25:00');

    await user.click(screen.getByRole('button', { name: 'Timer settings' }));
    const minutes = screen.getByLabelText('Session length (minutes)');
    await user.clear(minutes);
    expect(clock).toHaveTextContent('01:00');
    await user.type(minutes, '50');
    expect(clock).toHaveTextContent('50:00');
    await user.clear(minutes);
    await user.type(minutes, '500');
    // Typing 500 passes through 5 and 50 (valid) and then 500, which is out of range and ignored.
    expect(clock).toHaveTextContent('50:00');
    vi.useRealTimers();
  });

  it('shows study stats from the student own record, starting at zero', () => {
    renderArea();
    expect(screen.getByText('0.0 hours')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).closest('div')!.parentElement!.textContent;
    expect(stat('Pomodoros')).toBe('Pomodoros0');
    expect(stat('Focus minutes today')).toBe('Focus minutes today0');
    expect(stat('Tasks done')).toBe('Tasks done0/0');
    expect(screen.getByText('0 days')).toBeInTheDocument();
    expect(screen.getByText('0/7 days')).toBeInTheDocument();
  });

  it('defaults to brown noise at volume 50', () => {
    renderArea();
    expect(screen.getByRole('radio', { name: 'Brown Noise' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Volume')).toHaveValue('50');
  });
});
