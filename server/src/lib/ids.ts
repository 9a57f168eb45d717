import { randomUUID } from 'node:crypto';

/** Random, never sequential (docs/architecture.md). */
export const newId = (): string => randomUUID();
