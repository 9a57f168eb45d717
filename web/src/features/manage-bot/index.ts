export { BotInfoPage } from './bot-info-page';
export { ManageBotPage } from './manage-bot-page';
