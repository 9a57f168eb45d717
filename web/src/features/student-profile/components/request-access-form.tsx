import { KeyRound, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@edubot/common';
import { Button, Card, CardHeader, FieldError, inputClass, inputStateClass } from '@/components/ui';
import {
  REQUEST_SENT,
  requestAccessErrorText,
  useRequestBotAccess,
} from '../api/request-bot-access';
import { useTranslation } from '@/lib/i18n';

/** 'Request Access to a Bot' (docs/product.md), with the messages of docs/product.md. */
export function RequestAccessForm({
  initialCode,
  autoFocus = false,
}: {
  initialCode?: string;
  /** First run (no bots yet): the code field takes focus so the student can type at once. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('student');
  const [botId, setBotId] = useState(initialCode ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  // Opened from a join link: bring the filled-in form into view, ready to send.
  useEffect(() => {
    if (!initialCode && !autoFocus) return;
    if (initialCode) inputRef.current?.scrollIntoView?.({ block: 'center' });
    inputRef.current?.focus();
  }, [initialCode, autoFocus]);
  const [error, setError] = useState<string | undefined>();
  const mutation = useRequestBotAccess();
  const inputId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!botId.trim()) {
      setError(MSG.botIdRequired);
      return;
    }
    setError(undefined);
    mutation.mutate(botId, {
      onSuccess: () => {
        toast.success(REQUEST_SENT());
        setBotId('');
      },
      onError: (err) => toast.error(requestAccessErrorText(err)),
    });
  }

  return (
    <Card>
      <CardHeader
        title={t('request.title')}
        description={t('request.description')}
        icon={<KeyRound className="h-5 w-5 text-indigo-600" aria-hidden="true" />}
      />
      <form onSubmit={submit} noValidate className="px-5 py-4">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('request.label')}
        </label>
        {/* The input gets the card's full width so a pasted 36-character id shows whole;
            the buttons sit on their own line under it. */}
        <input
          id={inputId}
          ref={inputRef}
          value={botId}
          onChange={(e) => {
            setBotId(e.target.value);
            if (error) setError(undefined);
          }}
          placeholder={t('request.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} ${inputStateClass(Boolean(error))} font-mono`}
        />
        <FieldError id={`${inputId}-error`} message={error} />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" loading={mutation.isPending}>
            <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('request.submit')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setBotId('');
              setError(undefined);
            }}
          >
            {t('request.clear')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
