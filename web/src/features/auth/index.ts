export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
