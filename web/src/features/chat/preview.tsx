// The teacher's "Try your bot" on its own, so Manage Bot does not download the chat screen.
export { PreviewChat } from './preview-chat';
