import toast from 'react-hot-toast';

/** A success toast with an Undo button (6 s, longer than the usual 2 s, so there is time to press it). */
export function showUndoToast(message: string, undoLabel: string, onUndo: () => void): void {
  toast.success(
    (shown) => (
      <span className="flex items-center gap-3">
        <span>{message}</span>
        <button
          type="button"
          className="rounded-md px-2 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          {undoLabel}
        </button>
      </span>
    ),
    { duration: 6000 },
  );
}
