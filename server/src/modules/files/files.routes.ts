// Spec §7 file calls, for the bot's owner (a teacher) only. One file per upload request, streamed
// to the blob store: the size limit is enforced while streaming (413) and the type is decided by
// the first bytes (415) before the rest is written.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { uploadQuota } from './upload-quota.js';
import type { FilesService } from './files.service.js';

const id = z.string().min(1).max(64);
const uploadQuery = z.object({ bot_id: id });
const fileParams = z.object({ fileId: id });
const botParams = z.object({ botId: id });
const deleteParams = z.object({ fileId: id, botId: id });

export async function filesRoutes(
  api: FastifyInstance,
  ctx: Pick<AppContext, 'config'> & { files: { service: FilesService } },
): Promise<void> {
  const uploadMaxBytes = ctx.config.ingestion.uploadMaxBytes;
  const service = ctx.files.service;
  await api.register(async (scope) => {
    // The parser is registered in this scope only, with this route's limits.
    await scope.register(multipart, {
      limits: {
        fileSize: uploadMaxBytes,
        files: 1,
        fields: 5,
        fieldSize: 16 * 1024,
        parts: 6,
        headerPairs: 100,
      },
    });
    const teacher = { onRequest: scope.requireAuth('teacher') };

    // Counted right after the token, before the body is read.
    const uploadHooks = { onRequest: [teacher.onRequest, uploadQuota(ctx.config.limits).hook()] };
    const storageQuotaBytes = ctx.config.limits.teacherStorageBytes;

    scope.post('/files/upload', uploadHooks, async (request, reply) => {
      const user = currentUser(request);
      const { bot_id: botId } = parseInput(uploadQuery, request.query, 'query');
      // Ownership first: a stranger's upload is refused before its body is read.
      await service.assertOwnBot(user.id, botId);
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the file as multipart/form-data in the field "file"');
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new HttpError(422, `Unexpected file field: ${part.fieldname}`);
        }
        // Past the size limit the parser errors the stream, which the service reports as 413.
        const answer = await service.upload(user.id, botId, part.filename, part.file, {
          storageQuotaBytes,
        });
        return reply.code(201).send(answer);
      }
      throw new HttpError(422, 'No file was sent (multipart field "file")');
    });

    scope.get('/files/:fileId/status', teacher, async (request) => {
      const { fileId } = parseInput(fileParams, request.params, 'path');
      return service.status(currentUser(request).id, fileId);
    });

    scope.get('/files/files/:botId', teacher, async (request) => {
      const { botId } = parseInput(botParams, request.params, 'path');
      return service.list(currentUser(request).id, botId);
    });

    scope.delete('/files/delete/:fileId/bot/:botId', teacher, async (request) => {
      const { fileId, botId } = parseInput(deleteParams, request.params, 'path');
      await service.delete(currentUser(request).id, fileId, botId);
      return { file_id: fileId, deleted: true };
    });
  });
}
