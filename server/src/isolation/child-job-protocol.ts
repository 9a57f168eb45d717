// Messages between the parent (child-job-pool.ts) and a job child (heavy-job-child.ts).
// Sent over the IPC channel with the "advanced" serialization, so byte arrays travel as bytes.

export interface ChildJobRequest {
  id: number;
  kind: string;
  payload: unknown;
}

export type ChildJobResponse =
  { id: number; result: unknown } | { id: number; error: { name: string; message: string } };

/** First message of a child: its handlers are listening. */
export const CHILD_READY = 'ready';

/** Environment variable carrying the niceness the child sets for itself at start. */
export const CHILD_NICENESS_ENV = 'EDUBOT_JOB_CHILD_NICENESS';
