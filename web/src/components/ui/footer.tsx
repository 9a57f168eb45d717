import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Footer with Privacy Policy, Terms and Contact, which have no action (docs/product.md). */
export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t border-slate-200 bg-white', className)}>
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:px-6">
        <p>{t('footer.rights', { year })}</p>
        <nav aria-label={t('footer.legal')} className="flex gap-5">
          {[t('footer.privacy'), t('footer.terms'), t('footer.contact')].map((label) => (
            <button
              key={label}
              type="button"
              className="hover:text-slate-800"
              onClick={() => undefined}
            >
              {label}
            </button>
          ))}
        </nav>
      </div>
    </footer>
  );
}
