// docs/product.md file calls, for the bot's owner (a teacher) only. One file per upload request, streamed
// to the blob store: the size limit is enforced while streaming (413) and the type is decided by
// the first bytes (415) before the rest is written.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  fileDeletedResponseSchema,
  fileDtoSchema,
  fileStatusDtoSchema,
  filesResetResponseSchema,
  uploadResponseSchema,
} from '@edubot/common';
import type { AbuseLimits, IngestionConfig } from '../../config.js';
import type { LimitState } from '../../http/limit-state.js';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import {
  errorAnswers,
  filePart,
  idParams,
  multipartOnly,
  noQuery,
  pathId,
} from '../../http/contract/route-schemas.js';
import { HttpError } from '../../http/errors.js';
import { arabicDetail } from '../../http/i18n/detail-ar.js';
import { prefersArabic } from '../../http/i18n/localize-detail.js';
import { uploadQuota } from './upload-quota.js';
import type { FilesService } from './files.service.js';

const uploadQuery = z.object({ bot_id: pathId });

/**
 * A failed file's reason in the caller's language (issue 11): the stored reason stays English,
 * the `detail` table of http/i18n answers it in Arabic for `Accept-Language: ar`.
 */
function localizeFileError<T extends { error?: string | null }>(
  request: FastifyRequest,
  file: T,
): T {
  if (!file.error || !prefersArabic(request.headers['accept-language'])) return file;
  return { ...file, error: arabicDetail(file.error) };
}
const uploadBody = multipartOnly(
  z.object({ file: filePart.describe('One study file: PDF, PNG, JPEG, SVG or ZIP') }),
);

export async function filesRoutes(
  api: FastifyInstance,
  ctx: {
    config: { ingestion: Pick<IngestionConfig, 'maxUploadBytes'>; limits: AbuseLimits };
    limitState(namespace: string): LimitState;
    files: { service: FilesService };
  },
): Promise<void> {
  const uploadMaxBytes = ctx.config.ingestion.maxUploadBytes;
  const service = ctx.files.service;
  await api.register(async (plain) => {
    const scope = typed(plain);
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
    const teacher = scope.requireAuth('teacher');

    // Counted right after the token, before the body is read.
    const uploadHooks = [teacher, uploadQuota(ctx.config.limits, ctx.limitState('upload')).hook()];
    const storageQuotaBytes = ctx.config.limits.teacherStorageBytes;

    const uploadSchema = {
      querystring: uploadQuery,
      body: uploadBody,
      response: { 201: uploadResponseSchema, ...errorAnswers },
    };
    scope.post(
      '/files/upload',
      { onRequest: uploadHooks, schema: uploadSchema },
      async (request, reply) => {
        const user = currentUser(request);
        const { bot_id: botId } = request.query;
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
      },
    );

    const statusSchema = {
      params: idParams('fileId'),
      querystring: noQuery,
      response: { 200: fileStatusDtoSchema, ...errorAnswers },
    };
    scope.get(
      '/files/:fileId/status',
      { onRequest: teacher, schema: statusSchema },
      async (request) =>
        localizeFileError(
          request,
          await service.status(currentUser(request).id, request.params.fileId),
        ),
    );

    const listSchema = {
      params: idParams('botId'),
      querystring: noQuery,
      response: { 200: z.array(fileDtoSchema), ...errorAnswers },
    };
    scope.get('/files/files/:botId', { onRequest: teacher, schema: listSchema }, async (request) =>
      (await service.list(currentUser(request).id, request.params.botId)).map((f) =>
        localizeFileError(request, f),
      ),
    );

    // Reset Bot Content (issue 10): every file of the bot, each removed as a single delete is.
    const resetSchema = {
      params: idParams('botId'),
      querystring: noQuery,
      response: { 200: filesResetResponseSchema, ...errorAnswers },
    };
    scope.delete(
      '/bots/:botId/files',
      { onRequest: teacher, schema: resetSchema },
      async (request) => service.deleteAllOfBot(currentUser(request).id, request.params.botId),
    );

    const deleteSchema = {
      params: idParams('fileId', 'botId'),
      querystring: noQuery,
      response: { 200: fileDeletedResponseSchema, ...errorAnswers },
    };
    scope.delete(
      '/files/delete/:fileId/bot/:botId',
      { onRequest: teacher, schema: deleteSchema },
      async (request) => {
        const { fileId, botId } = request.params;
        await service.delete(currentUser(request).id, fileId, botId);
        return { file_id: fileId, deleted: true as const };
      },
    );
  });
}
