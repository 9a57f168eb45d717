// Other modules clean up what the database cascade cannot reach (blobs on disk, search index
// rows) by adding a hook here from context.ts: ctx.botHooks.beforeDelete.push(fn).
export type BotDeletionHook = (botId: string) => Promise<void>;

export interface BotHooks {
  /** Run in order while the bot and its rows still exist; a throw cancels the delete (500). */
  beforeDelete: BotDeletionHook[];
  /** Run after the rows are gone; a throw is reported through onHookError, not to the client. */
  afterDelete: BotDeletionHook[];
  onHookError: (botId: string, err: unknown) => void;
}

export function createBotHooks(): BotHooks {
  return {
    beforeDelete: [],
    afterDelete: [],
    onHookError: (botId, err) => {
      console.error(`Cleanup after deleting bot ${botId} failed:`, err);
    },
  };
}
