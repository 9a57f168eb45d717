// Chat rules (docs/product.md, docs/architecture.md): who may chat with a bot, chats and their history,
// and one question -> answer exchange. Students need an accepted, unexpired membership; the
// bot's owner may chat with it to try it; everyone else gets 403 (bot exists) or 404.
import { Readable } from 'node:stream';
import {
  BOT_DISABLED_DETAIL,
  type MessageFeedbackInput,
  type ReplyOutcome,
  type SafetyCategory,
  type ChatDetailsDto,
  type ChatMessageDto,
  type ChatReplyDto,
  type ChatSearchHitDto,
  type ChatSummaryDto,
  type SourceDto,
} from '@edubot/common';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest, forbidden, notFound, TooManyRequestsError } from '../../http/errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { TutorService } from '../../tutor/tutor.service.js';
import { checkMessage } from '../../safety/check-message.js';
import { safetyReply, type SafetyReplies } from '../../safety/safety-reply.js';
import { homeworkReply, looksLikeExercise } from '../../tutor/homework/homework-mode.js';
import { classifyIntent } from '../../tutor/intents/classify-intent.js';
import { mayBeFollowUp } from '../../tutor/intents/follow-up.js';
import type { BotAccess } from '../bots/bot-access.js';
import { botInstructions } from '../bots/bot-dto.js';
import { botLanguages } from '../bots/bot-languages.js';
import type { BotRow } from '../bots/bots.repository.js';
import type { CheckedImage } from './chat-image.js';
import { searchChats } from './chat-search.js';
import { chatTitle } from './chat-title.js';
import type { ChatRow, ChatsRepository, MessageRow } from './chats.repository.js';
import { ExchangeWriter } from './exchange-writer.js';
import { imageUrlPath, type ImageUrlSigner } from './image-url-signer.js';

export const CHAT_NOT_FOUND = 'Chat not found';
export const IMAGE_NOT_FOUND = 'Image not found';
export const EMPTY_QUESTION = 'Please type a question or attach an image';
/** Messages read for one search: a year of daily chatting with one bot. */
const SEARCH_ROW_LIMIT = 20_000;
export const BOT_DISABLED = BOT_DISABLED_DETAIL;
export const MESSAGE_NOT_FOUND = 'Message not found';
export const botDailyQuota = (max: number) =>
  `You have used today's ${max} messages with this bot, the limit your teacher set. You can ask again tomorrow (UTC).`;

/** A student's message the safety rules flagged, saved with its supportive reply. */
export interface FlaggedMessage {
  botId: string;
  chatId: string;
  messageId: string;
  studentId: string;
  categories: SafetyCategory[];
}

/** Earlier student messages of the chat read for a follow-up ("another one", "and page 3?"). */
const FOLLOW_UP_CONTEXT = 6;
/** Study requests that quote nothing by nature; any other reply without a source is a decline. */
const NON_QUESTION_INTENTS = new Set(['greeting', 'thanks', 'capabilities', 'files']);

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
  /** How long the chat waits for a photo's text: the reader's start-up and the reading (config). */
  ocrTimeoutMs?: number;
  imageMaxBytes: number;
  /** The supportive reply to a flagged message (config, per deployment). */
  safetyReplies: SafetyReplies;
  /** Told after a student's flagged message is saved (alerts module). */
  onFlagged?: (message: FlaggedMessage) => Promise<void>;
}

/** A streamed exchange (issue 11): pieces of the answer as written, and the client's stop. */
export interface LiveReply {
  onDelta: (text: string) => void;
  /** Aborted when the client stops reading: the model call ends, what it saw is kept. */
  signal: AbortSignal;
}

/** An exchange as saved: the JSON route answers ChatReplyDto, the stream adds the message id. */
/** One saved exchange: the JSON answer's fields plus the saved messages' ids and the safety flag. */
export type SentReply = ChatReplyDto & {
  message_id: string;
  user_message_id: string;
  flagged?: boolean;
};

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

  /** A language model writes the answers (EDUBOT_LLM_*): asking again may give another one. */
  get answersByModel(): boolean {
    return this.deps.tutor.providerName !== 'extractive';
  }

  /**
   * The bot, when this user may chat with it (403 when it exists, 404 when it does not). The
   * owner keeps trying a disabled bot; its students are told plainly why it is quiet.
   */
  async botFor(user: AuthUser, botId: string): Promise<BotRow> {
    const bot = await this.deps.access.requireOrForbid(user, botId);
    if (user.role === 'student' && !bot.is_active) throw forbidden(BOT_DISABLED);
    return bot;
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

  /** A student's thumbs on one of the bot's replies in their own chat; a new vote replaces the old. */
  async feedback(
    user: AuthUser,
    botId: string,
    chatId: string,
    messageId: string,
    input: MessageFeedbackInput,
  ): Promise<{ message_id: string; helpful: boolean; comment: string | null }> {
    await this.botFor(user, botId);
    const chat = await this.deps.chats.findForUser(chatId, botId, user.id);
    if (!chat) throw notFound(CHAT_NOT_FOUND);
    if (!(await this.deps.chats.isBotMessageOf(messageId, chat.id)))
      throw notFound(MESSAGE_NOT_FOUND);
    const comment = input.comment?.trim() || null;
    await this.deps.chats.saveFeedback({
      message_id: messageId,
      user_id: user.id,
      helpful: input.helpful ? 1 : 0,
      comment,
      created_at: nowIso(),
    });
    return { message_id: messageId, helpful: input.helpful, comment };
  }

  toMessageDto(row: MessageRow): ChatMessageDto {
    return {
      id: row.id,
      content: row.content,
      sender: row.sender,
      role: row.sender,
      timestamp: row.created_at,
      image_url: row.image_key ? imageUrlPath(this.deps.signer.sign(row.id)) : null,
      image_description: row.image_description,
      // Only bot messages cite; a student's message has an empty list, so every item has the field.
      sources: row.sources ? (JSON.parse(row.sources) as SourceDto[]) : [],
      helpful: row.sender === 'bot' ? (row.helpful === null ? null : row.helpful === 1) : undefined,
    };
  }

  /** The teacher's per-student daily quota on this bot (UTC day); the owner is never limited. */
  private async assertWithinBotQuota(user: AuthUser, bot: BotRow): Promise<void> {
    const max = bot.daily_message_quota;
    if (user.role !== 'student' || !max) return;
    const now = new Date();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const used = await this.deps.chats.countQuestionsSince(bot.id, user.id, dayStart.toISOString());
    if (used < max) return;
    const retryAfter = Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000);
    throw new TooManyRequestsError(retryAfter, botDailyQuota(max));
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
      // Undecodable, killed at its time limit, or the reader failed: the tutor is told no text
      // was read (it says so) and still answers the typed question.
      return '';
    }
  }

  /** The checks of sendTo() that answer 400/404, for a stream to run before its first byte. */
  async checkSend(user: AuthUser, bot: BotRow, input: SendInput): Promise<ChatRow | undefined> {
    if (!input.text.trim() && !input.image) throw badRequest(EMPTY_QUESTION);
    const existing = input.chatId
      ? await this.deps.chats.findForUser(input.chatId, bot.id, user.id)
      : undefined;
    if (input.chatId && !existing) throw notFound(CHAT_NOT_FOUND);
    await this.assertWithinBotQuota(user, bot);
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
    const description = input.imageDescription?.trim() || null;
    // Checked here, before any tutor or model sees it: a flagged message never leaves the server.
    const categories = checkMessage([text, description ?? ''].join('\n'));
    const answer =
      categories.length > 0
        ? {
            text: safetyReply(text || (description ?? ''), this.deps.safetyReplies),
            sources: [] as SourceDto[],
            outcome: 'flagged' as ReplyOutcome,
          }
        : await this.tutorReply(bot, languages, text, { ...input, chatId: existing?.id }, live);

    const imageKey = input.image
      ? (
          await this.deps.images.put(Readable.from([input.image.bytes]), {
            maxBytes: this.deps.imageMaxBytes,
          })
        ).key
      : null;
    const chatId = existing?.id ?? newId();
    const questionId = newId();
    const botMessageId = newId();
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
            id: questionId,
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
            outcome: answer.outcome,
          },
        ],
      });
    } catch (err) {
      if (imageKey) await this.deps.images.delete(imageKey).catch(() => undefined);
      throw err;
    }
    // The owner's own tries (preview) raise no alert: alerts are about students.
    if (categories.length > 0 && user.role === 'student') {
      await this.deps.onFlagged?.({
        botId: bot.id,
        chatId,
        messageId: questionId,
        studentId: user.id,
        categories,
      });
    }
    return {
      result: answer.text,
      chat_id: chatId,
      sources: answer.sources,
      user_message_id: questionId,
      message_id: botMessageId,
      ...(categories.length > 0 ? { flagged: true } : {}),
    };
  }

  /**
   * The tutor's answer, in homework mode a hint for exercises, and what kind of reply it is.
   * An exercise in homework mode is not streamed: the worked answer must not reach the screen
   * before the hint replaces it.
   */
  private async tutorReply(
    bot: BotRow,
    languages: LanguageCode[],
    text: string,
    input: SendInput,
    live?: LiveReply,
  ): Promise<{ text: string; sources: SourceDto[]; outcome: ReplyOutcome }> {
    const imageText = input.image ? await this.readImageText(input.image, languages) : '';
    const files = await this.deps.chats.fileStates(bot.id);
    // "another one", "and page 3?": the student's earlier messages say what they follow up on.
    const earlier =
      input.chatId && mayBeFollowUp(text)
        ? await this.deps.chats.recentUserTexts(input.chatId, FOLLOW_UP_CONTEXT)
        : undefined;
    const instructions = botInstructions(bot);
    const homework = instructions.homework_mode && looksLikeExercise(`${text}\n${imageText}`);
    const stream = homework ? undefined : live;
    let streamed = '';
    const reply = await this.deps.tutor.ask(
      {
        botId: bot.id,
        botName: bot.name,
        botLanguages: languages,
        text,
        earlier,
        imageText,
        image: input.image
          ? { mimeType: input.image.mimeType, bytes: input.image.bytes }
          : undefined,
        files,
        tone: instructions.tone,
        onDelta: stream
          ? (piece) => {
              streamed += piece;
              stream.onDelta(piece);
            }
          : undefined,
      },
      live?.signal,
    );
    // Stopped by the student: keep what they saw (no sources: its [n] were not renumbered yet).
    if (stream?.signal.aborted === true && streamed.trim() !== '') {
      return { text: `${streamed.trim()} …`, sources: [], outcome: 'answered' };
    }
    if (reply.sources.length === 0) {
      const study = text && NON_QUESTION_INTENTS.has(classifyIntent(text).kind);
      return { text: reply.text, sources: [], outcome: study ? 'study' : 'declined' };
    }
    const hint = homework ? homeworkReply(text || imageText, reply.sources) : null;
    if (!hint) return { text: reply.text, sources: reply.sources, outcome: 'answered' };
    // The hint replaces the answer, not the line saying what was read from the photo.
    const hinted = reply.photoNote ? [reply.photoNote, hint.text].join('\n\n') : hint.text;
    return { text: hinted, sources: hint.sources, outcome: 'answered' };
  }

  /** Bytes of a chat image for a valid signed token; 404 for anything else. */
  async imageByToken(
    token: string,
  ): Promise<{ bytes: Uint8Array; mimeType: string; maxAgeSeconds: number }> {
    const messageId = this.deps.signer.verify(token);
    const row = messageId ? await this.deps.chats.findImage(messageId) : undefined;
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    const bytes = await this.deps.images.get(row.image_key).catch(() => null);
    if (!bytes) throw notFound(IMAGE_NOT_FOUND);
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
