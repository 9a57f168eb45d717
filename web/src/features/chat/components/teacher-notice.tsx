import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

const key = (botId: string) => `teacherCanRead:${botId}`;

function seen(botId: string): boolean {
  try {
    return localStorage.getItem(key(botId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Issue 10: students are told once, plainly, that their teacher can read their chats with this
 * bot. Shown per bot until the student dismisses it (remembered in this browser).
 */
export function TeacherNotice({ botId }: { botId: string }) {
  const { t } = useTranslation('insight');
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  if (dismissed[botId] || seen(botId)) return null;
  return (
    <div
      role="note"
      className="mx-auto mt-3 flex w-full max-w-3xl items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900"
      data-testid="teacher-notice"
    >
      <Eye className="h-4 w-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">{t('chat.notice')}</p>
      <button
        type="button"
        className="rounded-md px-2 py-1 font-medium hover:bg-sky-100"
        onClick={() => {
          try {
            localStorage.setItem(key(botId), '1');
          } catch {
            // Private mode: it shows again next visit, which is the safe side.
          }
          setDismissed((d) => ({ ...d, [botId]: true }));
        }}
      >
        {t('chat.noticeOk')}
      </button>
    </div>
  );
}
