// A translation request asked in Arabic of a bilingual bot whose English notes hold a glossary
// table (decision 120): the table's row pairing the two words is the answer. The glossary retry
// used to take that row for a mere list of terms and ask again in English, quoting the first
// English line about a neighbouring word instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const NOTES = [
  page(
    'circuits-notes.pdf',
    1,
    'Electric circuits\nA resistor limits the current in a circuit; the greater its resistance, the smaller the current. Resistance is measured in ohms. Copper is a good conductor, so wires are made of copper.',
  ),
  page(
    'circuits-notes.pdf',
    2,
    'Key terms\nEnglish term | المصطلح بالعربية | Meaning\nResistor | مقاوم | A component that limits the current in a circuit\nConductor | موصل | A material that lets electric charge flow easily\nInsulator | عازل | A material that does not let electric charge flow\nFuse | منصهر | A thin wire that melts when the current is too large',
  ),
];

describe('translation requests in a chat (decision 120)', () => {
  let t: TestApp;
  let physics: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '200' });
    physics = await classWithFiles(
      t,
      { name: 'Physics 9', supported_languages: ['Arabic - English'] },
      [NOTES],
    );
  });
  afterAll(() => t.close());

  it('answer an Arabic term asked in English words with its glossary row', async () => {
    const reply = await askTutor(t.app, physics.student, physics.botId, 'ما معنى موصل بالانجليزي');
    expect(reply.result).toContain('Conductor');
    expect(reply.sources[0]?.page).toBe(2);
  });
});
