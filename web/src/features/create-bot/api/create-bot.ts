// POST /api/bots: answers the new bot id as a bare string (docs/product.md).
import type { CreateBotInput } from '@edubot/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const NO_BOT_ID = 'Failed to get bot ID from server';

export class MissingBotIdError extends Error {
  constructor() {
    super(NO_BOT_ID);
    this.name = 'MissingBotIdError';
  }
}

export async function createBot(input: CreateBotInput): Promise<string> {
  const id = await api.post<unknown>('/api/bots', {
    name: input.name.trim(),
    subject: input.subject.trim(),
    grade: input.grade,
    supported_languages: input.supported_languages,
  });
  if (typeof id !== 'string' || id.trim() === '') throw new MissingBotIdError();
  return id;
}

export function useCreateBot() {
  return useMutation({ mutationFn: createBot });
}
