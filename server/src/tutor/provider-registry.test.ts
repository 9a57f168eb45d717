import { describe, expect, it } from 'vitest';
import { createTutorProvider } from './provider-registry.js';

describe('tutor provider registry', () => {
  it('uses the extractive tutor when no model is configured', () => {
    expect(createTutorProvider({ llm: undefined }).name).toBe('extractive');
  });

  it('uses the OpenAI-compatible tutor when EDUBOT_LLM_BASE_URL is set', () => {
    const llm = {
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      apiKey: undefined,
      timeoutMs: 1000,
    };
    expect(createTutorProvider({ llm }).name).toBe('openai-compatible');
  });
});
