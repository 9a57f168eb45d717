// PostgreSQL ends one of two transactions that wait on each other with a deadlock error (40P01);
// the other goes through, and the ended one succeeds when run again. pg-boss's createQueue alters
// the shared queue table, so processes (or test apps) that create their queues at the same moment
// can deadlock: without a retry the loser's file queue never started and every upload answered 500.

const DEADLOCK = '40P01';
const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;

export async function retryOnDeadlock<T>(
  run: () => Promise<T>,
  { attempts = 5, pauseMs = 50 }: { attempts?: number; pauseMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      // A random pause, growing with each attempt, so two losers do not meet again in step.
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt * (1 + Math.random())));
    }
  }
}
