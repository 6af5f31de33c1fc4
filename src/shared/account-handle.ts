/**
 * How an account is named where one short, unique name is needed (operator screens, the typed
 * deletion confirmation, export file names): its username, or its phone number when it chose
 * none (usernames are optional since issue 27), or its id.
 */
export function accountHandle(u: { id: number; username: string | null; phoneNumber: string | null }): string {
  return u.username ?? u.phoneNumber ?? `user-${u.id}`;
}
