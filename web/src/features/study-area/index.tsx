export { StudyArea } from './study-area';
