import { BookOpen, GraduationCap, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const ROLES: { value: 'student' | 'teacher'; icon: LucideIcon }[] = [
  { value: 'student', icon: GraduationCap },
  { value: 'teacher', icon: BookOpen },
];

/** Role choice shown as two cards; real radio inputs underneath for keyboard and screen readers. */
export function RoleCards({
  field,
  value,
  error,
}: {
  field: UseFormRegisterReturn<'role'>;
  value: string | undefined;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <fieldset
      aria-describedby={error ? 'role-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('role.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {ROLES.map(({ value: v, icon: Icon }) => {
          const checked = value === v;
          return (
            <label
              key={v}
              className={cn(
                'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border-2 p-4 text-center transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500/40',
                checked
                  ? 'border-indigo-600 bg-indigo-50'
                  : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input type="radio" value={v} className="sr-only" {...field} />
              <Icon
                className={cn('h-7 w-7', checked ? 'text-indigo-600' : 'text-slate-500')}
                aria-hidden="true"
              />
              <span className="text-sm font-semibold text-slate-900">{t(`role.${v}`)}</span>
              <span className="text-xs text-slate-500">{t(`role.${v}Text`)}</span>
            </label>
          );
        })}
      </div>
      <FieldError id="role-error" message={error} />
    </fieldset>
  );
}
