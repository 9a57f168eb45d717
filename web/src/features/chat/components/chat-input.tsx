import { ImagePlus, SendHorizontal, Square, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/study-files';
import { useMediaQuery } from '@/lib/use-media-query';
import { chatImageError, IMAGE_ACCEPT } from '../model/chat-image';
import { textDir } from './message-bubble';
import { useTranslation } from '@/lib/i18n';

export interface ChatInputProps {
  text: string;
  onTextChange: (text: string) => void;
  image: File | null;
  onImageChange: (file: File | null) => void;
  onSend: () => void;
  /** While an answer streams in, the send button becomes Stop. */
  onStop?: () => void;
  hasBot: boolean;
  sending: boolean;
  /** Changes when the layout around the input changes (sidebar width): the height is measured again. */
  layoutKey?: string | number;
}

/** docs/product.md: the textarea grows up to 120 px under 768 px wide, 150 px otherwise. */
export const TEXTAREA_MAX_SMALL = 120;
export const TEXTAREA_MAX_LARGE = 150;

export function ChatInput({ text, onTextChange, image, onImageChange, onSend, onStop, hasBot, sending, layoutKey }: ChatInputProps) {
  const { t } = useTranslation('chat');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const maxHeight = wide ? TEXTAREA_MAX_LARGE : TEXTAREA_MAX_SMALL;
  const preview = useMemo(
    () => (image && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image) : null),
    [image],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fit = useCallback(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    // Empty: one line (rows=1). scrollHeight would also count a placeholder that wraps while the
    // layout is still settling (e.g. the sidebar is mid-collapse), and keep the box tall.
    if (el.value === '') {
      el.style.overflowY = 'hidden';
      return;
    }
    el.style.height = `${Math.min(el.scrollHeight, maxHeight)}px`;
    el.style.overflowY = el.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [maxHeight]);

  useLayoutEffect(() => fit(), [fit, text, layoutKey]);

  // The text wraps differently once the width changes (window resize, sidebar toggle or its
  // 250 ms animation): measure again whenever the textarea's width settles on a new value.
  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    let lastWidth = el.clientWidth;
    const onResize = () => {
      if (el.clientWidth === lastWidth) return; // our own height change, not a new width
      lastWidth = el.clientWidth;
      fit();
    };
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    observer?.observe(el);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [fit]);

  const placeholder = !hasBot ? t('input.selectFirst') : image ? t('input.withImage') : t('input.type');

  function pickFile(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const error = chatImageError(file);
    if (error) {
      toast.error(error);
      return;
    }
    onImageChange(file);
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
      className="rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/20"
    >
      {image && (
        <div className="mb-2 flex items-center gap-3 rounded-xl bg-slate-50 p-2">
          {preview && <img src={preview} alt="Selected image preview" className="h-14 w-14 rounded-lg object-cover" />}
          <div className="min-w-0 flex-1 text-xs">
            <p className="truncate font-medium text-slate-700">
              <bdi dir="auto">{image.name}</bdi>
            </p>
            <p className="text-slate-500">{formatBytes(image.size)}</p>
          </div>
          <button
            type="button"
            onClick={() => onImageChange(null)}
            aria-label={t('input.removeImage')}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => pickFile(e.target.files?.[0])}
          data-testid="chat-image-input"
        />
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={!hasBot || sending}
          aria-label={t('input.attachImage')}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-indigo-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t('input.label')}
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          rows={1}
          value={text}
          dir={textDir(text)}
          disabled={!hasBot}
          placeholder={placeholder}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter keeps the newline. Composition (IME) Enter is left alone.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSend();
            }
          }}
          style={{ maxHeight }}
          className="block min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed"
        />
        {sending && onStop ? (
          <button
            type="button"
            onClick={onStop}
            aria-label={t('input.stop')}
            title={t('input.stop')}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-slate-800 text-white shadow-sm hover:bg-slate-900"
          >
            <Square className="h-4 w-4 fill-current" aria-hidden="true" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={!hasBot || sending || (!text.trim() && !image)}
            aria-label={t('input.send')}
            className={cn(
              'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm hover:bg-indigo-700',
              'disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-400 disabled:shadow-none',
            )}
          >
            <SendHorizontal className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
