// Chat calls of docs/product.md plus the signed image links of chat history. Text questions come as
// JSON; a question with an image comes as multipart (one file, a few small fields). The image
// size limit is enforced by the multipart parser while the upload streams in.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MIME_TYPES,
  chatDetailsDtoSchema,
  chatMessageDtoSchema,
  chatReplyDtoSchema,
  chatListItemDtoSchema,
  chatRenameSchema,
  chatSearchHitDtoSchema,
  chatSearchQuerySchema,
  chatSendSchema,
  messageFeedbackDtoSchema,
  messageFeedbackSchema,
  chatStreamDeltaSchema,
  chatStreamDoneSchema,
  chatStreamErrorSchema,
  type ChatSendInput,
} from '@edubot/common';
import type { AbuseLimits, IngestionConfig } from '../../config.js';
import type { LimitState } from '../../http/limit-state.js';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import {
  binaryAnswer,
  errorAnswers,
  eventStreamAnswer,
  noBody,
  noContent,
  filePart,
  idParams,
  jsonOrMultipart,
  noQuery,
  sendRaw,
} from '../../http/contract/route-schemas.js';
import { HttpError, parseInput, ValidationError } from '../../http/errors.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import { openEventStream } from '../../http/sse.js';
import { chatQuota } from './chat-quota.js';
import { checkChatImage, IMAGE_TOO_LARGE, type CheckedImage } from './chat-image.js';
import type { ChatsService, SendInput } from './chats.service.js';

const botParams = idParams('botId');
const chatParams = idParams('botId', 'chatId');
const sendBody = jsonOrMultipart(
  chatSendSchema,
  chatSendSchema.extend({
    image: filePart.optional().describe('PNG, JPEG or WebP, at most 20 MB'),
  }),
);

const MULTIPART_LIMITS = {
  fileSize: CHAT_IMAGE_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 16 * 1024,
  parts: 6,
  headerPairs: 100,
};

async function readMultipart(request: FastifyRequest, maxPixels: number): Promise<SendInput> {
  const fields: Record<string, string> = {};
  let image: CheckedImage | undefined;
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw new ValidationError([
          {
            loc: ['body', part.fieldname],
            msg: 'Only one file field, "image", is accepted',
            type: 'unexpected_file',
          },
        ]);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, IMAGE_TOO_LARGE);
        throw err;
      }
      if (bytes.length === 0) continue; // an empty file input counts as no image
      image = checkChatImage(bytes, maxPixels);
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  const parsed = parseInput(chatSendSchema, fields, 'body');
  return toSendInput(parsed, image);
}

function toSendInput(parsed: ChatSendInput, image?: CheckedImage): SendInput {
  return {
    text: parsed.user_query ?? '',
    chatId: parsed.chat_id?.trim() || undefined,
    image,
    imageDescription: parsed.image_description,
  };
}

export interface ChatsRoutesDeps {
  chats: ChatsService;
  config: { ingestion: Pick<IngestionConfig, 'maxImagePixels'>; limits: AbuseLimits };
  limitState(namespace: string): LimitState;
}

export async function chatsRoutes(api: FastifyInstance, ctx: ChatsRoutesDeps): Promise<void> {
  // Own encapsulated scope: the multipart parser is registered here unless the app already has one.
  await api.register(async (plain) => {
    const scope = typed(plain);
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, { limits: MULTIPART_LIMITS });
    }
    const signedIn = scope.requireAuth();
    const maxPixels = ctx.config.ingestion.maxImagePixels;

    const listSchema = {
      params: botParams,
      querystring: noQuery,
      response: { 200: z.array(chatListItemDtoSchema), ...errorAnswers },
    };
    scope.get(
      '/bots/:botId/chat/my_chats',
      { onRequest: signedIn, schema: listSchema },
      (request) => ctx.chats.myChats(currentUser(request), request.params.botId),
    );

    const historySchema = {
      params: chatParams,
      querystring: noQuery,
      response: { 200: z.array(chatMessageDtoSchema), ...errorAnswers },
    };
    scope.get(
      '/bots/:botId/chat/history/:chatId',
      { onRequest: signedIn, schema: historySchema },
      (request) =>
        ctx.chats.history(currentUser(request), request.params.botId, request.params.chatId),
    );

    // Static segment: matched before '/bots/:botId/chat/:chatId'.
    const searchSchema = {
      params: botParams,
      querystring: chatSearchQuerySchema,
      response: { 200: z.array(chatSearchHitDtoSchema), ...errorAnswers },
    };
    scope.get(
      '/bots/:botId/chat/search',
      { onRequest: signedIn, schema: searchSchema },
      (request) => ctx.chats.search(currentUser(request), request.params.botId, request.query.q),
    );

    const detailsSchema = {
      params: chatParams,
      querystring: noQuery,
      response: { 200: chatDetailsDtoSchema, ...errorAnswers },
    };
    scope.get(
      '/bots/:botId/chat/:chatId',
      { onRequest: signedIn, schema: detailsSchema },
      (request) =>
        ctx.chats.details(currentUser(request), request.params.botId, request.params.chatId),
    );

    // Thumbs under a bot reply (issue 10); the history gives each message's id.
    const feedbackSchema = {
      params: idParams('botId', 'chatId', 'messageId'),
      querystring: noQuery,
      body: messageFeedbackSchema,
      response: { 200: messageFeedbackDtoSchema, ...errorAnswers },
    };
    scope.post(
      '/bots/:botId/chat/:chatId/messages/:messageId/feedback',
      {
        onRequest: signedIn,
        bodyLimit: SMALL_JSON_BODY_LIMIT,
        preValidation: requireJsonBody,
        schema: feedbackSchema,
      },
      (request) => {
        const { botId, chatId, messageId } = request.params;
        return ctx.chats.feedback(currentUser(request), botId, chatId, messageId, request.body);
      },
    );

    const renameSchema = {
      params: chatParams,
      querystring: noQuery,
      body: chatRenameSchema,
      response: { 200: chatDetailsDtoSchema, ...errorAnswers },
    };
    scope.patch(
      '/bots/:botId/chat/:chatId',
      {
        onRequest: signedIn,
        bodyLimit: SMALL_JSON_BODY_LIMIT,
        preValidation: requireJsonBody,
        schema: renameSchema,
      },
      (request) =>
        ctx.chats.rename(
          currentUser(request),
          request.params.botId,
          request.params.chatId,
          request.body.title,
        ),
    );

    const deleteSchema = {
      params: chatParams,
      querystring: noQuery,
      body: noBody,
      response: { 204: noContent, ...errorAnswers },
    };
    scope.delete(
      '/bots/:botId/chat/:chatId',
      { onRequest: signedIn, schema: deleteSchema },
      async (request, reply) => {
        await ctx.chats.deleteChat(
          currentUser(request),
          request.params.botId,
          request.params.chatId,
        );
        return reply.code(204).send(null);
      },
    );

    const readSend = async (request: FastifyRequest, botId: string) => {
      const user = currentUser(request);
      // Access is checked before a large body is read, so a stranger cannot make us buffer 20 MB.
      const bot = await ctx.chats.botFor(user, botId);
      const input = request.isMultipart()
        ? await readMultipart(request, maxPixels)
        : // JSON was checked by the route schema; no body at all reads as an empty question.
          toSendInput((request.body ?? {}) as ChatSendInput);
      return { user, bot, input };
    };

    // The quota is counted right after the token, before the body is read: a flood is refused
    // before any search or tutor work. One counter for the JSON and the streamed call.
    const quota = chatQuota(ctx.config.limits, ctx.limitState('chat')).hook();
    const send = {
      onRequest: [signedIn, quota],
      schema: {
        params: botParams,
        querystring: noQuery,
        body: sendBody,
        response: { 200: chatReplyDtoSchema, ...errorAnswers },
      },
    };
    for (const url of ['/bots/:botId/chat/', '/bots/:botId/chat']) {
      scope.post(url, send, async (request) => {
        const { user, bot, input } = await readSend(request, request.params.botId);
        // The JSON answer keeps its shape (docs/product.md): message ids are in the history and the stream.
        const { result, chat_id, sources } = await ctx.chats.sendTo(user, bot, input);
        return { result, chat_id, sources };
      });
    }

    // The same exchange as Server-Sent Events (issue 11): `delta` events with the answer's text
    // as it is written, then one `done` (chat_id, message_id, sources, and the final text, which
    // replaces the pieces: citations renumbered, or a fallback answer). Every refusal (token,
    // access, quota, body, image) answers before the stream opens, as JSON with its status.
    const streamSchema = {
      params: botParams,
      querystring: noQuery,
      body: sendBody,
      response: {
        200: eventStreamAnswer(
          z.union([chatStreamDeltaSchema, chatStreamDoneSchema, chatStreamErrorSchema]),
          'Events `delta` {text}, then one `done` {result, chat_id, message_id, sources}, or `error` {detail}',
        ),
        ...errorAnswers,
      },
    };
    scope.post(
      '/bots/:botId/chat/stream',
      { onRequest: [signedIn, quota], schema: streamSchema },
      async (request, reply) => {
        const { user, bot, input } = await readSend(request, request.params.botId);
        await ctx.chats.checkSend(user, bot, input);
        const events = openEventStream(reply);
        let streamedAny = false;
        try {
          const sent = await ctx.chats.sendTo(user, bot, input, {
            onDelta: (text) => {
              streamedAny = true;
              events.send('delta', { text });
            },
            signal: events.closed,
          });
          // The built-in tutor writes its answer at once: it arrives as one delta.
          if (!streamedAny) events.send('delta', { text: sent.result });
          // A model's answer differs from one try to the next: the app offers "try again".
          events.send('done', { ...sent, by_model: ctx.chats.answersByModel });
        } catch (err) {
          request.log.error({ err }, 'chat stream failed');
          const detail =
            err instanceof HttpError ? err.detail : 'The answer could not be completed';
          events.send('error', { detail });
        } finally {
          events.end();
        }
        return reply;
      },
    );

    // No bearer token here: an <img> cannot send one. The signed token is the permission.
    const imageSchema = {
      params: z.object({ token: z.string().min(1).max(4096) }),
      querystring: noQuery,
      response: {
        200: binaryAnswer(CHAT_IMAGE_MIME_TYPES, 'The image a student sent'),
        ...errorAnswers,
      },
    };
    scope.get('/chat-images/:token', { schema: imageSchema }, async (request, reply) => {
      const image = await ctx.chats.imageByToken(request.params.token);
      const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
      return sendRaw(
        reply
          .header('content-type', image.mimeType)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', `private, max-age=${Math.min(image.maxAgeSeconds, 3600)}`),
        bytes,
      );
    });
  });
}
