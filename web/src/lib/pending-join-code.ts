// A join link (/join/{code}) opened before signing in: the code waits here, in this tab, through
// sign-in or registration, until the student page fills the request form with it.
const KEY = 'pendingJoinCode';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Codes are letters and digits; anything else in a pasted link is dropped. */
export function cleanJoinCode(raw: string): string {
  return raw
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 64);
}

export function rememberJoinCode(code: string): void {
  session()?.setItem(KEY, cleanJoinCode(code));
}

/**
 * The waiting code. Reading does not remove it: a render may be thrown away (a page suspends
 * while its texts load) and rendered again, and the code must survive that. The page that
 * shows it calls forgetJoinCode once it is on screen, so it fills the form once.
 */
export function pendingJoinCode(): string | null {
  return session()?.getItem(KEY) || null;
}

export function forgetJoinCode(): void {
  session()?.removeItem(KEY);
}

export function joinLink(code: string): string {
  return `${window.location.origin}/join/${encodeURIComponent(code)}`;
}
