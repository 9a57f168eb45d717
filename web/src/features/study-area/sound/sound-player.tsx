import { Headphones, Pause, Play, Volume1, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { Card, CardHeader } from '@/components/ui';
import { cn } from '@/lib/cn';
import { SOUND_OPTIONS, soundById } from './sounds';
import { useSoundPlayer } from './use-sound-player';
import { useTranslation } from '@/lib/i18n';

export function SoundPlayer() {
  const { t } = useTranslation('study');
  const { soundId, isPlaying, volume, toggle, select, setVolume } = useSoundPlayer();
  const volumeId = useId();
  const current = soundById(soundId);
  const nameOf = (id: typeof soundId) => t(`sound.names.${id}`);
  const currentName = nameOf(current.id);
  const VolumeIcon = volume === 0 ? VolumeX : volume < 50 ? Volume1 : Volume2;

  return (
    <Card>
      <CardHeader
        title={t('sound.title')}
        description={t(`sound.descriptions.${current.id}`)}
        icon={<Headphones className="h-5 w-5 text-violet-600" aria-hidden="true" />}
      />
      <div className="space-y-4 px-5 py-4">
        <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('sound.group')}>
          {SOUND_OPTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              role="radio"
              aria-checked={s.id === soundId}
              onClick={() => select(s.id)}
              className={cn(
                'rounded-lg border px-3 py-2 text-start text-sm transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                s.id === soundId
                  ? 'border-violet-300 bg-violet-50 font-medium text-violet-800'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              {nameOf(s.id)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-label={
              isPlaying
                ? t('sound.pause', { name: currentName })
                : t('sound.play', { name: currentName })
            }
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-violet-600 text-white shadow-sm hover:bg-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
          >
            {isPlaying ? (
              <Pause className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Play className="ms-0.5 h-5 w-5" aria-hidden="true" />
            )}
          </button>
          <VolumeIcon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <label htmlFor={volumeId} className="sr-only">
            {t('sound.volume')}
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            value={volume}
            onChange={(e) => setVolume(Number(e.target.value))}
            className="w-full accent-violet-600"
          />
          <span className="w-9 text-end text-xs tabular-nums text-slate-500">{volume}%</span>
        </div>
        <p className="text-xs text-slate-500" aria-live="polite">
          {isPlaying ? t('sound.playing', { name: currentName }) : t('sound.paused')}
        </p>
      </div>
    </Card>
  );
}
