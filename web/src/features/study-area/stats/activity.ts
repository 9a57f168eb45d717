// The student's own study record (issue 10): finished timer sessions and finished to-dos, kept
// in this browser like the rest of the Study Area. Every figure on the stats cards is computed
// from it, so a new student starts at zero.
export interface StudyActivity {
  sessions: { at: string; minutes: number }[];
  tasksDone: { at: string }[];
}

export const ACTIVITY_KEY = 'studyActivity';
export const ACTIVITY_EVENT = 'study-activity';
const KEEP_DAYS = 60;

export function loadActivity(storage: Storage = localStorage): StudyActivity {
  try {
    const parsed = JSON.parse(storage.getItem(ACTIVITY_KEY) ?? 'null') as StudyActivity | null;
    if (parsed && Array.isArray(parsed.sessions) && Array.isArray(parsed.tasksDone)) return parsed;
  } catch {
    // unreadable: start again
  }
  return { sessions: [], tasksDone: [] };
}

function save(activity: StudyActivity, now: Date): void {
  const since = new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString();
  const kept: StudyActivity = {
    sessions: activity.sessions.filter((s) => s.at >= since),
    tasksDone: activity.tasksDone.filter((s) => s.at >= since),
  };
  try {
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify(kept));
  } catch {
    return; // storage refused: the figures simply do not grow
  }
  window.dispatchEvent(new Event(ACTIVITY_EVENT));
}

export function recordSession(minutes: number, now = new Date()): void {
  const a = loadActivity();
  a.sessions.push({ at: now.toISOString(), minutes });
  save(a, now);
}

export function recordTaskDone(now = new Date()): void {
  const a = loadActivity();
  a.tasksDone.push({ at: now.toISOString() });
  save(a, now);
}

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export interface StudySummary {
  minutesToday: number;
  sessionsToday: number;
  /** Days in a row up to today (or yesterday) with a finished session or task. */
  streakDays: number;
  /** Days with activity among the last 7, today included. */
  activeDaysThisWeek: number;
}

export function summarize(activity: StudyActivity, now = new Date()): StudySummary {
  const today = localDay(now);
  const days = new Set(
    [...activity.sessions, ...activity.tasksDone].map((x) => localDay(new Date(x.at))),
  );
  const todays = activity.sessions.filter((s) => localDay(new Date(s.at)) === today);
  const dayBefore = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);
  let cursor = days.has(today) ? now : dayBefore(now);
  let streak = 0;
  while (days.has(localDay(cursor))) {
    streak += 1;
    cursor = dayBefore(cursor);
  }
  let week = 0;
  let d = now;
  for (let i = 0; i < 7; i++, d = dayBefore(d)) if (days.has(localDay(d))) week += 1;
  return {
    minutesToday: todays.reduce((n, s) => n + s.minutes, 0),
    sessionsToday: todays.length,
    streakDays: streak,
    activeDaysThisWeek: week,
  };
}
