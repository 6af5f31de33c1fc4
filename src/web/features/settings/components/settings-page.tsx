import type { ComponentType } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import type { SettingsSectionProps } from './section-props';
import { SessionsSection } from './sessions-section';
import { StyleSection } from './style-section';
import { SubscriptionSection } from './subscription-section';

/**
 * The sections of /settings, top to bottom. A new one (name, password, subscription...) is its
 * own component in this folder taking SettingsSectionProps, with its own form, route and shared
 * schema, added to this list; the page itself does not change.
 */
export const SETTINGS_SECTIONS: { key: string; Section: ComponentType<SettingsSectionProps> }[] = [
  { key: 'profile', Section: ProfileSection },
  { key: 'style', Section: StyleSection },
  { key: 'password', Section: PasswordSection },
  { key: 'sessions', Section: SessionsSection },
  { key: 'subscription', Section: SubscriptionSection },
  { key: 'data', Section: DataExportSection },
  { key: 'delete', Section: DeleteAccountSection },
];

/** /settings: the account's settings, one card per section. */
export function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return <p className="px-4 py-10 text-center text-muted-foreground">Please log in to see your settings.</p>;
  return (
    <div className="mx-auto grid max-w-2xl gap-5 px-4 py-6 md:px-6">
      <div>
        <h1 className="font-serif text-2xl font-semibold">Settings</h1>
        <p className="text-sm text-muted-foreground">Your account, as every screen and text uses it.</p>
      </div>
      {SETTINGS_SECTIONS.map(({ key, Section }) => (
        <Section key={key} user={user} />
      ))}
    </div>
  );
}
