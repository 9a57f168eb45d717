export { JoinPage } from './join-page';
