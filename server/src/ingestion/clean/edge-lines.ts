// The lines at the top and bottom of a page, where running headers, footers and page numbers sit.

/** How many non-empty lines at each end of a page count as its edge. */
export const EDGE_LINES = 3;

/** Indexes (into `lines`) of the non-empty lines at the page's top and bottom edges. */
export function edgeLineIndexes(lines: readonly string[]): Set<number> {
  const filled = lines.flatMap((line, i) => (line.trim() ? [i] : []));
  return new Set([...filled.slice(0, EDGE_LINES), ...filled.slice(-EDGE_LINES)]);
}
