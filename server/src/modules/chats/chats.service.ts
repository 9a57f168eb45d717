// Chat rules (spec §7, architecture §3): who may chat with a bot, chats and their history,
// and one question -> answer exchange. Students need an accepted, unexpired membership; the
// bot's owner may chat with it to try it; everyone else gets 403 (bot exists) or 404.
import { Readable } from 'node:stream';
import {
  type ChatDetailsDto,
  type ChatMessageDto,
  type ChatReplyDto,
  type ChatSearchHitDto,
  type ChatSummaryDto,
  type SourceDto,
} from '@edubot/common';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest, notFound } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { TutorService } from '../../tutor/tutor.service.js';
import type { BotAccess } from '../bots/bot-access.js';
import { botLanguages } from '../bots/bot-languages.js';
import type { BotRow } from '../bots/bots.repository.js';
import type { CheckedImage } from './chat-image.js';
import { searchChats } from './chat-search.js';
import { chatTitle } from './chat-title.js';
import type { ChatRow, ChatsRepository, MessageRow } from './chats.repository.js';
import { ExchangeWriter } from './exchange-writer.js';
import { imageUrlPath, type ImageUrlSigner } from './image-url-signer.js';

export const CHAT_NOT_FOUND = 'Chat not found';
export const EMPTY_QUESTION = 'Please type a question or attach an image';
/** Messages read for one search: a year of daily chatting with one bot. */
const SEARCH_ROW_LIMIT = 20_000;

/** OCR of an attached PNG, JPEG or WebP, off the request thread (files.factory.ts builds it). */
export interface ImageTextReader {
  recognize(
    image: Uint8Array,
    languages: readonly LanguageCode[],
    signal?: AbortSignal,
  ): Promise<string>;
}

export interface ChatsServiceDeps {
  chats: ChatsRepository;
  access: Pick<BotAccess, 'requireOrForbid'>;
  tutor: TutorService;
  images: BlobStore;
  signer: ImageUrlSigner;
  /** Reads text out of chat images; absent means the image is not read. */
  ocr?: () => ImageTextReader | undefined;
  ocrTimeoutMs?: number;
  imageMaxBytes: number;
}

/** A streamed exchange (issue 11): pieces of the answer as written, and the client's stop. */
export interface LiveReply {
  onDelta: (text: string) => void;
  /** Aborted when the client stops reading: the model call ends, what it saw is kept. */
  signal: AbortSignal;
}

/** An exchange as saved: the JSON route answers ChatReplyDto, the stream adds the message id. */
export type SentReply = ChatReplyDto & { message_id: string };

export interface SendInput {
  text: string;
  chatId?: string;
  image?: CheckedImage;
  imageDescription?: string;
}

export class ChatsService {
  private readonly writer: ExchangeWriter;

  constructor(private readonly deps: ChatsServiceDeps) {
    this.writer = new ExchangeWriter(deps.chats);
  }

  /** The bot, when this user may chat with it (403 when it exists, 404 when it does not). */
  botFor(user: AuthUser, botId: string): Promise<BotRow> {
    return this.deps.access.requireOrForbid(user, botId);
  }

  async myChats(user: AuthUser, botId: string): Promise<ChatSummaryDto[]> {
    await this.botFor(user, botId);
    const rows = await this.deps.chats.listForUser(botId, user.id);
    return rows.map((r) => ({
      chat_id: r.id,
      title: r.title,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  }

  /** Renames one of my chats with this bot; 404 for anyone else's. */
  async rename(
    user: AuthUser,
    botId: string,
    chatId: string,
    title: string,
  ): Promise<ChatDetailsDto> {
    await this.botFor(user, botId);
    if (!(await this.deps.chats.rename(chatId, botId, user.id, title.replace(/\s+/gu, ' ').trim())))
      throw notFound(CHAT_NOT_FOUND);
    return this.details(user, botId, chatId);
  }

  /** Deletes one of my chats with this bot, its messages and their images; 404 for anyone else's. */
  async deleteChat(user: AuthUser, botId: string, chatId: string): Promise<void> {
    await this.botFor(user, botId);
    const chat = await this.deps.chats.findForUser(chatId, botId, user.id);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    const images = await this.deps.chats.imageKeysOfChat(chat.id);
    if (!(await this.deps.chats.delete(chat.id, botId, user.id))) throw notFound(CHAT_NOT_FOUND);
    // The rows are gone; a file left behind by a failed unlink is unreachable (no signed link).
    for (const key of images) await this.deps.images.delete(key).catch(() => undefined);
  }

  /** My chats with this bot whose title or messages hold every word of `query`, newest first. */
  async search(user: AuthUser, botId: string, query: string): Promise<ChatSearchHitDto[]> {
    await this.botFor(user, botId);
    const rows = await this.deps.chats.searchable(botId, user.id, SEARCH_ROW_LIMIT);
    return searchChats(rows, query);
  }

  async details(user: AuthUser, botId: string, chatId: string): Promise<ChatDetailsDto> {
    await this.botFor(user, botId);
    const chat = await this.deps.chats.findForUser(chatId, botId, user.id);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    return {
      chat_id: chat.id,
      title: chat.title,
      name: chat.title,
      created_at: chat.created_at,
      updated_at: chat.updated_at,
    };
  }

  async history(user: AuthUser, botId: string, chatId: string): Promise<ChatMessageDto[]> {
    await this.botFor(user, botId);
    const chat = await this.deps.chats.findForUser(chatId, botId, user.id);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    const rows = await this.deps.chats.listMessages(chat.id);
    return rows.map((row) => this.toMessageDto(row));
  }

  private toMessageDto(row: MessageRow): ChatMessageDto {
    return {
      content: row.content,
      sender: row.sender,
      role: row.sender,
      timestamp: row.created_at,
      image_url: row.image_key ? imageUrlPath(this.deps.signer.sign(row.id)) : null,
      image_description: row.image_description,
      // Only bot messages cite; a student's message has an empty list, so every item has the field.
      sources: row.sources ? (JSON.parse(row.sources) as SourceDto[]) : [],
    };
  }

  private async readImageText(
    image: CheckedImage,
    languages: readonly LanguageCode[],
  ): Promise<string> {
    const ocr = this.deps.ocr?.();
    if (!ocr) return '';
    try {
      // Decoded, scaled and read in a job child with its own limits (isolation/).
      return await ocr.recognize(
        image.bytes,
        languages,
        AbortSignal.timeout(this.deps.ocrTimeoutMs ?? 20_000),
      );
    } catch {
      return ''; // An unreadable image still lets the typed question through.
    }
  }

  /** The checks of sendTo() that answer 400/404, for a stream to run before its first byte. */
  async checkSend(user: AuthUser, bot: BotRow, input: SendInput): Promise<ChatRow | undefined> {
    if (!input.text.trim() && !input.image) throw badRequest(EMPTY_QUESTION);
    const existing = input.chatId
      ? await this.deps.chats.findForUser(input.chatId, bot.id, user.id)
      : undefined;
    if (input.chatId && !existing) throw notFound(CHAT_NOT_FOUND);
    return existing;
  }

  /** One exchange with a bot that botFor() already granted to this user. */
  async sendTo(
    user: AuthUser,
    bot: BotRow,
    input: SendInput,
    live?: LiveReply,
  ): Promise<SentReply> {
    const text = input.text.trim();
    const existing = await this.checkSend(user, bot, input);

    const languages = botLanguages(bot.supported_languages);
    const askedAt = nowIso();
    const imageText = input.image ? await this.readImageText(input.image, languages) : '';
    const files = await this.deps.chats.fileStates(bot.id);
    let streamed = '';
    const reply = await this.deps.tutor.ask(
      {
        botId: bot.id,
        botName: bot.name,
        botLanguages: languages,
        text,
        imageText,
        image: input.image
          ? { mimeType: input.image.mimeType, bytes: input.image.bytes }
          : undefined,
        files,
        onDelta: live
          ? (piece) => {
              streamed += piece;
              live.onDelta(piece);
            }
          : undefined,
      },
      live?.signal,
    );
    // Stopped by the student: keep what they saw (no sources: its [n] were not renumbered yet).
    const stopped = live?.signal.aborted === true && streamed.trim() !== '';
    const answer = stopped
      ? { text: `${streamed.trim()} …`, sources: [] }
      : { text: reply.text, sources: reply.sources };

    const imageKey = input.image
      ? (
          await this.deps.images.put(Readable.from([input.image.bytes]), {
            maxBytes: this.deps.imageMaxBytes,
          })
        ).key
      : null;
    const chatId = existing?.id ?? newId();
    const botMessageId = newId();
    const description = input.imageDescription?.trim() || null;
    try {
      await this.writer.save({
        chat: {
          id: chatId,
          isNew: !existing,
          botId: bot.id,
          userId: user.id,
          title: chatTitle(text, description ?? 'Image question'),
          at: nowIso(),
        },
        messages: [
          {
            id: newId(),
            sender: 'user',
            content: text,
            image_key: imageKey,
            image_mime: input.image?.mimeType ?? null,
            image_description: description,
            sources: null,
            created_at: askedAt,
          },
          {
            id: botMessageId,
            sender: 'bot',
            content: answer.text,
            image_key: null,
            image_mime: null,
            image_description: null,
            sources: JSON.stringify(answer.sources),
            created_at: nowIso(),
          },
        ],
      });
    } catch (err) {
      if (imageKey) await this.deps.images.delete(imageKey).catch(() => undefined);
      throw err;
    }
    return {
      result: answer.text,
      chat_id: chatId,
      sources: answer.sources,
      message_id: botMessageId,
    };
  }

  /** Bytes of a chat image for a valid signed token; 404 for anything else. */
  async imageByToken(
    token: string,
  ): Promise<{ bytes: Uint8Array; mimeType: string; maxAgeSeconds: number }> {
    const messageId = this.deps.signer.verify(token);
    const row = messageId ? await this.deps.chats.findImage(messageId) : undefined;
    if (!row) throw notFound('Image not found');
    const bytes = await this.deps.images.get(row.image_key).catch(() => null);
    if (!bytes) throw notFound('Image not found');
    return { bytes, mimeType: row.image_mime, maxAgeSeconds: this.deps.signer.secondsLeft(token) };
  }

  /** Bot deletion hook: the database cascade removes messages, this removes their image files. */
  /** A study file was deleted: its excerpts leave past answers (marked "source deleted"). */
  async forgetFileSources(botId: string, fileId: string): Promise<void> {
    await this.deps.chats.markSourceDeleted(botId, fileId);
  }

  async removeBotImages(botId: string): Promise<void> {
    for (const key of await this.deps.chats.imageKeysOfBot(botId))
      await this.deps.images.delete(key);
  }
}
