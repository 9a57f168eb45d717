import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clampVolume,
  DEFAULT_SOUND,
  DEFAULT_VOLUME,
  SOUND_RESUME_DELAY_MS,
  soundById,
  type SoundId,
} from './sounds';

/** The part of HTMLAudioElement the player uses; tests hand in a fake. */
export interface AudioLike {
  src: string;
  loop: boolean;
  volume: number;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'error', listener: () => void): void;
  removeEventListener(type: 'error', listener: () => void): void;
}

const createAudio = (): AudioLike => new Audio();

/** docs/product.md Sound: play/pause, loop, volume 0..100, switch pauses then resumes after 100 ms. */
export function useSoundPlayer(makeAudio: () => AudioLike = createAudio) {
  const audioRef = useRef<AudioLike | null>(null);
  const resumeTimer = useRef<number | undefined>(undefined);
  const [soundId, setSoundId] = useState<SoundId>(DEFAULT_SOUND);
  const [isPlaying, setIsPlaying] = useState(false);
  const [volume, setVolumeState] = useState(DEFAULT_VOLUME);

  useEffect(() => {
    const audio = makeAudio();
    audio.loop = true;
    audio.volume = DEFAULT_VOLUME / 100;
    audio.src = soundById(DEFAULT_SOUND).file;
    const onError = () => setIsPlaying(false);
    audio.addEventListener('error', onError);
    audioRef.current = audio;
    return () => {
      window.clearTimeout(resumeTimer.current);
      audio.removeEventListener('error', onError);
      audio.pause();
      audioRef.current = null;
    };
  }, [makeAudio]);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setIsPlaying(true);
    // A refused or failed play (missing file, autoplay policy) leaves the player stopped.
    audio.play().catch(() => setIsPlaying(false));
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (isPlaying) {
      audio.pause();
      setIsPlaying(false);
    } else {
      play();
    }
  }, [isPlaying, play]);

  const select = useCallback(
    (id: SoundId) => {
      const audio = audioRef.current;
      if (!audio || id === soundId) return;
      const wasPlaying = isPlaying;
      audio.pause();
      window.clearTimeout(resumeTimer.current);
      audio.src = soundById(id).file;
      setSoundId(id);
      if (wasPlaying) resumeTimer.current = window.setTimeout(play, SOUND_RESUME_DELAY_MS);
    },
    [isPlaying, play, soundId],
  );

  const setVolume = useCallback((value: number) => {
    const v = clampVolume(value);
    setVolumeState(v);
    if (audioRef.current) audioRef.current.volume = v / 100;
  }, []);

  return { soundId, isPlaying, volume, toggle, select, setVolume };
}
