import { MSG, MSG_AR, type MsgKey } from '@edubot/common';
import { currentLanguage } from './i18n';

// The validation texts arrive as English strings (zod messages shared with the server);
// this puts them in the interface language without changing the English texts.
const keyOfText = new Map<string, MsgKey>(
  (Object.keys(MSG) as MsgKey[]).map((key) => [MSG[key], key]),
);

/** A shared message (MSG) in the interface language; any other text is returned unchanged. */
export function translateMessage(text: string): string;
export function translateMessage(text: string | undefined): string | undefined;
export function translateMessage(text: string | undefined): string | undefined {
  if (text === undefined || currentLanguage() !== 'ar') return text;
  const key = keyOfText.get(text);
  return key ? MSG_AR[key] : text;
}
