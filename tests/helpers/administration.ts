import type { TestApp } from './test-app';

export const ADMIN_PASSWORD = 'operator-password-for-tests';
export const ADMIN_SIGNUP_CODE = 'admin-signup-code-for-tests';
export const adminEnv = { ADMIN_PASSWORD, ADMIN_SIGNUP_CODE };

/** Signs in to the administration panel; returns the bearer header. */
export async function operatorLogin(t: TestApp, remoteAddress = '10.9.9.9'): Promise<{ token: string; headers: { authorization: string } }> {
  const res = await t.request({ method: 'POST', url: '/api/administration/login', payload: { password: ADMIN_PASSWORD }, remoteAddress });
  const body = res.json() as { success: boolean; sessionToken: string };
  if (!body.success) throw new Error(`operator login failed: ${res.body}`);
  return { token: body.sessionToken, headers: { authorization: `Bearer ${body.sessionToken}` } };
}

/** A user made admin at sign-up with the server's code. */
export const signUpAdmin = (t: TestApp) => t.signUp({ adminPassword: ADMIN_SIGNUP_CODE });
