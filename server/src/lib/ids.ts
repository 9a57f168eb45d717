import { randomUUID } from 'node:crypto';

/** Random, never sequential (architecture §3). */
export const newId = (): string => randomUUID();
