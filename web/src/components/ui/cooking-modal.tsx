import { ChefHat } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';
import { useTranslation } from '@/lib/i18n';

/** Shown after a successful upload (docs/product.md): the bot takes about 10 minutes to build. */
export function CookingModal({
  open,
  onGoToDashboard,
  onClose,
}: {
  open: boolean;
  onGoToDashboard: () => void;
  /** The in-tab version also offers Close. */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose ?? onGoToDashboard}
      title={t('cooking.title')}
      size="sm"
      hideClose
      footer={
        <>
          {onClose && (
            <Button variant="outline" onClick={onClose}>
              {t('actions.close')}
            </Button>
          )}
          <Button onClick={onGoToDashboard} data-autofocus>
            {t('actions.goToDashboard')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <ChefHat className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="text-base font-medium text-slate-800">{t('cooking.time')}</p>
        <p className="text-sm text-slate-500">{t('cooking.body')}</p>
      </div>
    </Modal>
  );
}
