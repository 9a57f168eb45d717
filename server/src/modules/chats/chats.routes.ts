// Chat calls of spec §7 plus the signed image links of chat history. Text questions come as
// JSON; a question with an image comes as multipart (one file, a few small fields). The image
// size limit is enforced by the multipart parser while the upload streams in.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_IMAGE_MAX_BYTES, chatSendSchema, type ChatSendInput } from '@edubot/common';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/authenticate.js';
import { HttpError, parseInput, ValidationError } from '../../http/errors.js';
import { chatQuota } from './chat-quota.js';
import { checkChatImage, IMAGE_TOO_LARGE, type CheckedImage } from './chat-image.js';
import type { SendInput } from './chats.service.js';

interface BotParams {
  botId: string;
}
interface ChatParams extends BotParams {
  chatId: string;
}

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

export async function chatsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  // Own encapsulated scope: the multipart parser is registered here unless the app already has one.
  await api.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, { limits: MULTIPART_LIMITS });
    }
    const auth = { onRequest: scope.requireAuth() };
    const maxPixels = ctx.config.ingestion.maxImagePixels;

    scope.get<{ Params: BotParams }>('/bots/:botId/chat/my_chats', auth, (request) =>
      ctx.chats.myChats(currentUser(request), request.params.botId),
    );

    scope.get<{ Params: ChatParams }>('/bots/:botId/chat/history/:chatId', auth, (request) =>
      ctx.chats.history(currentUser(request), request.params.botId, request.params.chatId),
    );

    scope.get<{ Params: ChatParams }>('/bots/:botId/chat/:chatId', auth, (request) =>
      ctx.chats.details(currentUser(request), request.params.botId, request.params.chatId),
    );

    const send = async (request: FastifyRequest<{ Params: BotParams }>) => {
      const user = currentUser(request);
      // Access is checked before a large body is read, so a stranger cannot make us buffer 20 MB.
      const bot = await ctx.chats.botFor(user, request.params.botId);
      const input = request.isMultipart()
        ? await readMultipart(request, maxPixels)
        : toSendInput(parseInput(chatSendSchema, request.body, 'body'));
      return ctx.chats.sendTo(user, bot, input);
    };
    // The quota is counted right after the token, before the body is read: a flood is refused
    // before any search or tutor work.
    const sendHooks = { onRequest: [auth.onRequest, chatQuota(ctx.config.limits).hook()] };
    scope.post<{ Params: BotParams }>('/bots/:botId/chat/', sendHooks, send);
    scope.post<{ Params: BotParams }>('/bots/:botId/chat', sendHooks, send);

    // No bearer token here: an <img> cannot send one. The signed token is the permission.
    scope.get<{ Params: { token: string } }>('/chat-images/:token', async (request, reply) => {
      const image = await ctx.chats.imageByToken(request.params.token);
      return reply
        .header('content-type', image.mimeType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${Math.min(image.maxAgeSeconds, 3600)}`)
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    });
  });
}
