export { TeacherDashboard } from './teacher-dashboard';
