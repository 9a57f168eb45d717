import { Languages } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  changeLanguage,
  currentLanguage,
  LANGUAGE_NAMES,
  useTranslation,
  type UiLanguage,
} from '@/lib/i18n';

/**
 * One button that switches between English and Arabic. Its label is the other language's own
 * name, marked with that language, so a reader who cannot read the current one still finds it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  // useTranslation re-renders this button whenever the language changes.
  const { t } = useTranslation();
  const next: UiLanguage = currentLanguage() === 'ar' ? 'en' : 'ar';
  const name = LANGUAGE_NAMES[next];
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(next)}
      title={t('language.switchTo', { language: name })}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600',
        className,
      )}
      data-testid="language-switcher"
    >
      <Languages className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span lang={next}>{name}</span>
    </button>
  );
}
