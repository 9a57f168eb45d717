import { ChefHat } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';

/** Shown after a successful upload (spec §2): the bot takes about 10 minutes to build. */
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
  return (
    <Modal
      open={open}
      onClose={onClose ?? onGoToDashboard}
      title="We are cooking your bot"
      size="sm"
      hideClose
      footer={
        <>
          {onClose && (
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          )}
          <Button onClick={onGoToDashboard} data-autofocus>
            Go to Dashboard
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <ChefHat className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="text-base font-medium text-slate-800">It almost takes 10 min</p>
        <p className="text-sm text-slate-500">
          Your files are being read and indexed. You can follow the progress on the dashboard.
        </p>
      </div>
    </Modal>
  );
}
