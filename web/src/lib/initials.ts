/** First letters of the first two words, uppercased (docs/product.md); `fallback` when there are none. */
export function initials(name: string | null | undefined, fallback = 'U'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || fallback;
}

/** First 8 characters of an id (docs/product.md short bot id). */
export function shortId(id: string | null | undefined, length = 8): string {
  return (id ?? '').slice(0, length);
}
