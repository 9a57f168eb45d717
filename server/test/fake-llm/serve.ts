// The fake OpenAI-compatible server as its own process, for browser tests that start a second
// EduBot against it (web/e2e/support/llm-server.ts). Every answer is FAKE_LLM_TEXT, streamed a
// piece every FAKE_LLM_PIECE_DELAY_MS when asked to stream. Prints its base URL on one line.
import { startFakeLlm } from './fake-llm-server.js';

const fake = await startFakeLlm();
const text = process.env.FAKE_LLM_TEXT ?? 'From the materials [1].';
const pieceDelayMs = Number(process.env.FAKE_LLM_PIECE_DELAY_MS ?? '0');
fake.respond = () => ({ kind: 'text', text, pieceDelayMs });
process.stdout.write(`FAKE_LLM_URL=${fake.baseUrl}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
