// GET /api/bots/teacher/me: the teacher's bots with their file states (dashboard, create-bot wizard).
import { POLL_DASHBOARD_MS, type BotDto } from '@edubot/common';
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
    // While a file is processing, the list (and its badges) is read again (issue 11).
    refetchInterval: (query) =>
      query.state.data?.some((b) => (b.files?.processing ?? 0) > 0) ? POLL_DASHBOARD_MS : false,
  });
}
