export { useLogin, useLogout, useRegister } from './api/session';
export { AuthScreen } from './components/auth-screen';
