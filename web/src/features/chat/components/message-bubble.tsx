import { containsArabic } from '@edubot/common';
import { Bot } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../model/messages';
import { AnswerActions } from './answer-actions';
import { FeedbackThumbs } from './feedback-thumbs';
import { SourcesList } from './sources-list';
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

export function MessageBubble({
  message,
  botName,
  onImageLoad,
  onRetry,
  onFeedback,
  botId,
}: {
  message: ChatMessage;
  botName: string;
  /** Thumbs under a saved answer (issue 10). */
  onFeedback?: (serverId: string, helpful: boolean) => Promise<unknown>;
  /** For opening a citation's page. */
  botId?: string | null;
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
        {!isUser && message.sources && message.sources.length > 0 && <SourcesList sources={message.sources} botId={botId} />}
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
