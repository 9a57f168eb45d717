// Runs independent commands at the same time (at most one per core), each with its output held
// back and printed whole when it ends, so two tools never interleave their lines. Used for the
// single-threaded checks (eslint, one tsc per workspace) that would leave a core idle one after
// another. Only Node built-ins: scripts/test.mjs may load this before anything is installed.
import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * @param {{ name: string, cmd: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv }[]} jobs
 * @returns {Promise<{ name: string, status: number | null, signal: string | null, seconds: number }[]>}
 *   in the order of `jobs`
 */
export async function runTogether(jobs, limit = os.availableParallelism()) {
  const results = new Array(jobs.length);
  let next = 0;
  const runOne = (job) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(job.cmd, job.args, {
        cwd: job.cwd,
        env: job.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      let finished = false;
      const finish = (status, signal) => {
        if (finished) return;
        finished = true;
        const seconds = (Date.now() - started) / 1000;
        process.stdout.write(`\n> ${job.name}: ${job.cmd} ${job.args.join(' ')}\n`);
        process.stdout.write(Buffer.concat(output));
        resolve({ name: job.name, status, signal, seconds });
      };
      child.once('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        finish(1, null);
      });
      child.once('close', finish);
    });
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runOne(jobs[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, lane));
  return results;
}
