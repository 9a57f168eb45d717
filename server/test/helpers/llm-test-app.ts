// A real app whose tutor is an OpenAI-compatible model: the local fake model server
// (test/fake-llm/) with the app's EDUBOT_LLM_* settings pointing at it.
import { startFakeLlm, type FakeLlm } from '../fake-llm/fake-llm-server.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface LlmTestApp extends TestApp {
  /** The fake model: what it was asked (`requests`) and what it answers. */
  llm: FakeLlm;
}

/** `timeoutMs`: how long the app waits for the model before it falls back (EDUBOT_LLM_TIMEOUT_MS). */
export async function createLlmTestApp(timeoutMs: number): Promise<LlmTestApp> {
  const llm = await startFakeLlm();
  const t = await createTestApp({
    EDUBOT_LLM_BASE_URL: llm.baseUrl,
    EDUBOT_LLM_MODEL: 'fake-model',
    EDUBOT_LLM_TIMEOUT_MS: String(timeoutMs),
  });
  return {
    ...t,
    llm,
    async close() {
      await t.close();
      await llm.close();
    },
  };
}
