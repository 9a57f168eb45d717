// Join codes (issue 11): what a teacher writes on the board and a student types. Six characters
// from an alphabet without look-alikes (no 0/O, no 1/I), so a code read aloud or copied by hand
// still works; ~10^9 codes, unique per bot (unique index, migration 008).
import { randomInt } from 'node:crypto';

export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;

const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * The join code a student meant, or null when the text is no join code (then it may be a bot id).
 * Case, spaces and dashes do not matter ("k7m-q4p" is K7MQ4P).
 */
export function asJoinCode(text: string): string | null {
  const code = text.replace(/[\s-]+/g, '').toUpperCase();
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}
