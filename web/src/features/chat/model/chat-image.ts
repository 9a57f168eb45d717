// Chat image rules of docs/product.md and the generated description of docs/product.md.
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MIME_TYPES } from '@edubot/common';
import { t } from '@/lib/i18n';

export const IMAGE_ACCEPT = CHAT_IMAGE_MIME_TYPES.join(',');

/** The error text for a file that may not be attached, or null when it is fine. */
export function chatImageError(file: Pick<File, 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('video/')) return t('chat:errors.video');
  if (!(CHAT_IMAGE_MIME_TYPES as readonly string[]).includes(type)) {
    return t('chat:errors.imageType');
  }
  if (file.size > CHAT_IMAGE_MAX_BYTES) return t('chat:errors.imageSize');
  return null;
}

/** 'Image attachment: <base name> (<TYPE>)', the type taken from the extension, else the MIME type. */
export function imageDescription(file: Pick<File, 'name' | 'type'>): string {
  const name = file.name.split(/[\\/]/).pop() ?? file.name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1) : (file.type.split('/')[1] ?? '');
  return `Image attachment: ${base} (${ext.toUpperCase()})`;
}
