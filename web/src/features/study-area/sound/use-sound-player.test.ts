import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSoundPlayer, type AudioLike } from './use-sound-player';

class FakeAudio implements AudioLike {
  src = '';
  loop = false;
  volume = 1;
  playing = false;
  failNextPlay = false;
  private errorListeners = new Set<() => void>();
  play() {
    if (this.failNextPlay) return Promise.reject(new Error('load failed'));
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
  addEventListener(_: 'error', l: () => void) {
    this.errorListeners.add(l);
  }
  removeEventListener(_: 'error', l: () => void) {
    this.errorListeners.delete(l);
  }
  fail() {
    this.playing = false;
    this.errorListeners.forEach((l) => l());
  }
}

describe('sound player', () => {
  let audio: FakeAudio;
  const factory = () => audio;
  beforeEach(() => {
    audio = new FakeAudio();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('loops brown noise at volume 50 by default', () => {
    const { result } = renderHook(() => useSoundPlayer(factory));
    expect(result.current.soundId).toBe('brown-noise');
    expect(result.current.volume).toBe(50);
    expect(audio.loop).toBe(true);
    expect(audio.volume).toBe(0.5);
    expect(audio.src).toContain('/sounds/brown-noise.wav');
  });

  it('plays, pauses and clamps the volume to 0..100', () => {
    const { result } = renderHook(() => useSoundPlayer(factory));
    act(() => result.current.toggle());
    expect(result.current.isPlaying).toBe(true);
    expect(audio.playing).toBe(true);
    act(() => result.current.toggle());
    expect(audio.playing).toBe(false);
    act(() => result.current.setVolume(150));
    expect(result.current.volume).toBe(100);
    act(() => result.current.setVolume(-4));
    expect(audio.volume).toBe(0);
  });

  it('switching while playing pauses and resumes after 100 ms', () => {
    const { result } = renderHook(() => useSoundPlayer(factory));
    act(() => result.current.toggle());
    act(() => result.current.select('rain'));
    expect(audio.playing).toBe(false);
    expect(audio.src).toContain('/sounds/rain.wav');
    act(() => vi.advanceTimersByTime(99));
    expect(audio.playing).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(audio.playing).toBe(true);
  });

  it('switching while stopped stays stopped', () => {
    const { result } = renderHook(() => useSoundPlayer(factory));
    act(() => result.current.select('ocean'));
    act(() => vi.advanceTimersByTime(500));
    expect(audio.playing).toBe(false);
    expect(result.current.isPlaying).toBe(false);
  });

  it('a load error leaves it not playing', async () => {
    const { result } = renderHook(() => useSoundPlayer(factory));
    act(() => result.current.toggle());
    act(() => audio.fail());
    expect(result.current.isPlaying).toBe(false);
    audio.failNextPlay = true;
    await act(async () => result.current.toggle());
    expect(result.current.isPlaying).toBe(false);
  });
});
