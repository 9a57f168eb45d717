import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@/lib/i18n';
import type { ChatSession } from './use-chat-session';

/**
 * What the user is typing (text and an optional image) and sending it through the open session.
 * Shared by the student chat and the teacher's "Try your bot" (issue 10 §7): one chat UI.
 */
export function useComposer(session: ChatSession, botId: string | null) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);

  const send = useCallback(async () => {
    if (session.sending) return;
    const sentText = text;
    const sentImage = image;
    if (!botId) return;
    if (!sentText.trim() && !sentImage) return;
    if (sentImage && !sentText.trim()) {
      toast.error(t('errors.imageNeedsText'));
      return;
    }
    setText('');
    setImage(null);
    const ok = await session.send(sentText, sentImage);
    // Nothing typed is lost when a send fails: the text and image come back to the input.
    if (!ok) {
      setText((typed) => typed || sentText);
      setImage((i) => i ?? sentImage);
    }
  }, [image, botId, session, text, t]);

  const reset = useCallback(() => {
    setText('');
    setImage(null);
  }, []);

  return { text, setText, image, setImage, send, reset };
}

export type Composer = ReturnType<typeof useComposer>;
