// Builds the chats service from the app's parts (called once from context.ts).
import path from 'node:path';
import { CHAT_IMAGE_MAX_BYTES } from '@edubot/common';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { LocalBlobStore } from '../../storage/local-blob-store.js';
import type { TutorService } from '../../tutor/tutor.service.js';
import type { BotHooks } from '../bots/bot-hooks.js';
import type { BotAccess } from '../bots/bot-access.js';
import { ChatsRepository } from './chats.repository.js';
import { ChatsService, type FlaggedMessage, type ImageTextReader } from './chats.service.js';
import { ImageUrlSigner } from './image-url-signer.js';

export interface ChatsFactoryDeps {
  config: Pick<
    AppConfig,
    'dataDir' | 'safetyReplies' | 'chatImageTimeoutMs' | 'chatImageStartupTimeoutMs'
  > & {
    jwtSecret: string;
  };
  db: Db;
  botAccess: BotAccess;
  botHooks: BotHooks;
  tutor: TutorService;
  /** The OCR engine, looked up when an image arrives (it may be created lazily). */
  ocr?: () => ImageTextReader | undefined;
  /** Told when a student's message is flagged by the safety rules (alerts). */
  onFlagged?: (message: FlaggedMessage) => Promise<void>;
}

export function createChatsService(deps: ChatsFactoryDeps): ChatsService {
  const service = new ChatsService({
    chats: new ChatsRepository(deps.db),
    access: deps.botAccess,
    tutor: deps.tutor,
    // Chat images live apart from study files: different lifetime, never indexed.
    images: new LocalBlobStore(path.join(deps.config.dataDir, 'chat-images')),
    signer: new ImageUrlSigner(deps.config.jwtSecret),
    ocr: deps.ocr,
    // The reader's start-up and the reading have limits of their own (isolated-work.ts): the
    // chat waits for both.
    ocrTimeoutMs: deps.config.chatImageStartupTimeoutMs + deps.config.chatImageTimeoutMs,
    imageMaxBytes: CHAT_IMAGE_MAX_BYTES,
    safetyReplies: deps.config.safetyReplies,
    onFlagged: deps.onFlagged,
  });
  // Messages go with the bot through the database cascade; their image files must go first.
  deps.botHooks.beforeDelete.push((botId) => service.removeBotImages(botId));
  return service;
}
