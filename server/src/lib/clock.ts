/**
 * ISO-8601 UTC timestamps everywhere in storage and answers. Strictly increasing within a
 * process: two rows written in the same millisecond (two bots, a question and its reply) still
 * sort in the order they were written, which "oldest first" lists rely on; a tie would fall back
 * to the random id.
 */
let last = 0;
export const nowIso = (): string => {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
};

export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();
