import type { ChatReplyDto, SourceDto } from '@edubot/common';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass, inputStateClass } from '@/components/ui/field';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

interface Turn {
  question: string;
  answer: string;
  sources: SourceDto[];
}

/**
 * "Try your bot" (issue 10): the owner asks their own bot. The server keeps these chats under
 * the teacher's account, apart from students' chats, and leaves them out of insights and alerts.
 */
export function PreviewTab({ botId }: { botId: string }) {
  const { t } = useTranslation('insight');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [chatId, setChatId] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function ask(e: React.FormEvent) {
    e.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setBusy(true);
    setError('');
    try {
      const reply = await api.post<ChatReplyDto>(`/api/bots/${encodeURIComponent(botId)}/chat/`, {
        user_query: question,
        ...(chatId ? { chat_id: chatId } : {}),
      });
      setChatId(reply.chat_id);
      setTurns((list) => [...list, { question, answer: reply.result, sources: reply.sources }]);
      setText('');
    } catch (err) {
      setError(t('preview.failed', { detail: err instanceof Error ? err.message : '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-sm text-slate-600">{t('preview.intro')}</p>
      <ol className="space-y-3" aria-live="polite" data-testid="preview-turns">
        {turns.length === 0 && <li className="text-sm text-slate-600">{t('preview.empty')}</li>}
        {turns.map((turn, i) => (
          <li key={i} className="space-y-2">
            <p
              className="ms-auto w-fit max-w-[85%] rounded-2xl bg-indigo-600 px-4 py-2 text-sm text-white"
              dir="auto"
            >
              <span className="sr-only">{t('preview.you')}: </span>
              {turn.question}
            </p>
            <div className="max-w-[85%] rounded-2xl border border-slate-200 bg-white px-4 py-2 text-sm text-slate-900">
              <span className="sr-only">{t('preview.bot')}: </span>
              <p className="whitespace-pre-wrap" dir="auto" data-testid="preview-answer">
                {turn.answer}
              </p>
              {turn.sources.length > 0 && (
                <p className="mt-2 text-xs text-slate-600">
                  {t('preview.sources')}:{' '}
                  {turn.sources
                    .map((s) => (s.page ? `${s.filename} (${s.page})` : s.filename))
                    .join(', ')}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <form onSubmit={(e) => void ask(e)} className="flex gap-2">
        <input
          dir="auto"
          aria-label={t('preview.placeholder')}
          placeholder={t('preview.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={`${inputClass} ${inputStateClass(false)}`}
        />
        <Button type="submit" disabled={busy || !text.trim()}>
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t('preview.send')}
        </Button>
      </form>
    </div>
  );
}
