// A JSON body nested thousands of levels deep costs parse time and stack for nothing: no call of
// the API takes more than a few levels. One linear scan (strings skipped) finds the depth
// before JSON.parse runs.

/** Deeper than any request body of the API (the deepest is 3). */
export const MAX_JSON_DEPTH = 16;

/** True when arrays/objects nest deeper than `max` anywhere in the text. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
