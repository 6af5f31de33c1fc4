import type { Db } from '../client';
import { subscriptions, type UserRow } from '../schema';

/** Decisions.md 7: the demo account has lifetime access, so every Premium screen shows unlocked. */
export async function seedDemoSubscription(db: Db, user: UserRow): Promise<void> {
  await db.insert(subscriptions).values({ userId: user.id, provider: 'promo', status: 'active', lifetime: true }).onConflictDoNothing();
}
