// GET /api/bots/teacher/me: the teacher's bots.
import type { BotDto } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const teacherBotsKey = ['bots', 'teacher', 'me'] as const;

export function fetchTeacherBots(signal?: AbortSignal): Promise<BotDto[]> {
  return api.get<BotDto[]>('/api/bots/teacher/me', signal).then((b) => (Array.isArray(b) ? b : []));
}

export function useTeacherBots(enabled = true) {
  return useQuery({
    queryKey: teacherBotsKey,
    queryFn: ({ signal }) => fetchTeacherBots(signal),
    enabled,
  });
}
