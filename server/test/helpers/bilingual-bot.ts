// A bilingual ("Arabic - English") class whose bot holds one uploaded PDF, processed through the
// real ingestion pipeline to COMPLETED: the setup of the cross-language chat tests.
import type { FastifyInstance } from 'fastify';
import { uploadFile, waitForFile } from '../fixtures/ingestion-upload.js';
import { enrolledClass, type EnrolledClass } from './accounts.js';

export async function bilingualBotWithPdf(
  app: FastifyInstance,
  filename: string,
  pdf: Uint8Array,
): Promise<EnrolledClass> {
  const cls = await enrolledClass(app, { supported_languages: ['Arabic - English'] });
  const upload = await uploadFile(
    app,
    cls.teacher.token,
    cls.botId,
    filename,
    pdf,
    'application/pdf',
  );
  if (upload.statusCode !== 201)
    throw new Error(`upload failed ${upload.statusCode}: ${upload.body}`);
  const status = await waitForFile(
    app,
    cls.teacher.token,
    upload.json<{ file_id: string }>().file_id,
  );
  if (status.status !== 'COMPLETED') throw new Error(`${filename}: ${status.status}`);
  return cls;
}
