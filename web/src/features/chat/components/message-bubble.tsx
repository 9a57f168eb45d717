import { containsArabic } from '@edubot/common';
import { Bot, FileText } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../model/messages';
import { AnswerActions } from './answer-actions';
import { FeedbackThumbs } from './feedback-thumbs';
import { MarkdownText } from './markdown-text';
import { useTranslation } from '@/lib/i18n';

/** docs/product.md: text with Arabic characters is shown right-to-left; other text follows its own direction. */
export function textDir(text: string): 'rtl' | 'auto' {
  return containsArabic(text) ? 'rtl' : 'auto';
}

/**
 * The language of a message, for screen readers' voice (WCAG 3.1.2): Arabic when it has Arabic
 * letters, English when it has Latin ones, else left to the page.
 */
export function textLang(text: string): 'ar' | 'en' | undefined {
  if (containsArabic(text)) return 'ar';
  return /[A-Za-z]/.test(text) ? 'en' : undefined;
}

function SourcesList({ sources }: { sources: NonNullable<ChatMessage['sources']> }) {
  const { t } = useTranslation('chat');
  return (
    <div className="mt-3 border-t border-slate-100 pt-2" dir="ltr">
      <p className="mb-1.5 text-xs font-medium text-slate-500">{t('bubble.sources')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {sources.map((s) => (
          <li
            key={`${s.filename}#${s.page ?? ''}`}
            title={s.excerpt || undefined}
            className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700"
          >
            <FileText className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            <span dir="auto" className="truncate">
              {s.filename}
            </span>
            {s.page != null && <span className="shrink-0 text-slate-500">· {t('bubble.page', { page: s.page })}</span>}
            {s.deleted && <span className="shrink-0 italic text-slate-500">· {t('bubble.deleted')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MessageBubble({
  message,
  botName,
  onImageLoad,
  onRetry,
  onFeedback,
}: {
  message: ChatMessage;
  botName: string;
  /** Thumbs under a saved answer (issue 10). */
  onFeedback?: (serverId: string, helpful: boolean) => Promise<unknown>;
  /** Offered on the latest answer when a model wrote it. */
  onRetry?: () => void;
  /** Images change the list height after it is laid out; the page keeps the newest message in view. */
  onImageLoad?: () => void;
}) {
  const { t } = useTranslation('chat');
  const isUser = message.sender === 'user';
  return (
    <li className={cn('flex gap-3', isUser ? 'justify-end' : 'justify-start')}>
      {!isUser && (
        <span className="mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600" aria-hidden="true">
          <Bot className="h-4 w-4" />
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]',
          isUser ? 'rounded-ee-md bg-indigo-600 text-white' : 'rounded-es-md border border-slate-200 bg-white text-slate-800 shadow-sm',
        )}
      >
        <span className="sr-only">{isUser ? t('bubble.youSaid') : t('bubble.botSaid', { name: botName })}</span>
        {message.image && (
          <img
            src={message.image}
            alt={message.image_description || t('bubble.attachedImage')}
            className="mb-2 max-h-64 w-auto rounded-lg object-contain"
            onLoad={onImageLoad}
          />
        )}
        {message.content &&
          (isUser ? (
            <p dir={textDir(message.content)} lang={textLang(message.content)} className="whitespace-pre-wrap break-words">
              {message.content}
            </p>
          ) : (
            <div dir={textDir(message.content)} lang={textLang(message.content)}>
              <MarkdownText text={message.content} />
            </div>
          ))}
        {!isUser && message.stopped && (
          <p className="mt-1 text-xs italic text-slate-500">{t('bubble.stopped')}</p>
        )}
        {!isUser && message.sources && message.sources.length > 0 && <SourcesList sources={message.sources} />}
        {!isUser && !message.streaming && message.content && (
          <AnswerActions text={message.content} onRetry={onRetry} />
        )}
        {!isUser && !message.streaming && message.serverId && onFeedback && (
          <FeedbackThumbs
            initial={message.helpful}
            onVote={(helpful) => onFeedback(message.serverId!, helpful)}
          />
        )}
      </div>
    </li>
  );
}

export function TypingIndicator({ phrase }: { phrase: string }) {
  return (
    <li className="flex gap-3" aria-live="polite">
      <span className="mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600" aria-hidden="true">
        <Bot className="h-4 w-4" />
      </span>
      <div className="flex items-center gap-3 rounded-2xl rounded-es-md border border-slate-200 bg-white px-4 py-3 shadow-sm" role="status">
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((d) => (
            <span key={d} className="h-2 w-2 animate-bounce rounded-full bg-indigo-400" style={{ animationDelay: `${d}ms` }} />
          ))}
        </span>
        <span dir="rtl" lang="ar" className="text-sm text-slate-600">
          {phrase}
        </span>
      </div>
    </li>
  );
}
