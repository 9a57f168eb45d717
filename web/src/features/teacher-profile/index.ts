export { TeacherProfile } from './teacher-profile';
