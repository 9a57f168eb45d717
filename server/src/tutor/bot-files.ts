// The state of each study file of a bot, as the tutor sees it: replies can name the files a
// bot covers, and say when one could not be read or is still being processed. Loaded per
// question from the files table (modules/chats), shared by every tutor step that needs it.
export interface BotFileState {
  fileId: string;
  filename: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  error: string | null;
}
