import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useTranslation } from '@/lib/i18n';

/** Yes/no question in a modal; the cancel button takes focus first so Enter never destroys. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = true,
}: {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      alert
      footer={
        <>
          <Button variant="outline" onClick={onCancel} data-autofocus disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  );
}
