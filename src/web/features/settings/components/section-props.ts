import type { TUser } from '../../../../shared/schemas/auth';

/** What every section of /settings receives: the signed-in user as the server last answered. */
export interface SettingsSectionProps {
  user: TUser;
}
