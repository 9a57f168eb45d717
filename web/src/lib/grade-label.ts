// Grade systems and grades in the interface language (bots catalog `gradeSystems`, `grades`). The
// stored value stays the English text of docs/product.md; a value without a translation (older
// or typed data) is shown as it is.
import { useTranslation } from './i18n';

export function useGradeLabels() {
  const { t } = useTranslation('bots');
  // The keys are the stored values themselves, which the typed keys cannot list.
  const lookup = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return {
    grade: (value: string) => (value ? lookup(`grades.${value}`, { defaultValue: value }) : value),
    system: (name: string) => lookup(`gradeSystems.${name}`, { defaultValue: name }),
  };
}
