// `npm start`: installs what is missing, builds the web app and the server, then runs the
// server on the embedded default (SQLite + local files in EDUBOT_DATA_DIR). Migrations run
// when the server starts. Configuration comes from the environment (see README).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, npm, root, runOrExit } from './ensure-deps.mjs';

ensureDependencies();
runOrExit(npm, ['run', 'build', '-w', 'web'], 'build web (vite)');
runOrExit(
  process.execPath,
  [path.join(root, 'scripts', 'build-server.mjs')],
  'build server (esbuild)',
);

console.log('\n> starting EduBot');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
