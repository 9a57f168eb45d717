export { StudentPage } from './student-page';
