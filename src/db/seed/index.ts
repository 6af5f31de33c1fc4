import type { Db } from '../client';
import type { UserRow } from '../schema';
import { seedDemoCloset } from './demo-closet';
import { seedDemoSubscription } from './demo-subscription';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoUser } from './demo-user';

export { DEMO_PASSWORD, DEMO_USERNAME };

/** Feature seeders run after the demo user exists, only when it was just created. */
export type DemoSeeder = (db: Db, user: UserRow) => Promise<void>;
const seeders: DemoSeeder[] = [(db, user) => seedDemoCloset(db, user), seedDemoSubscription];

export async function seedDemo(db: Db, hashPassword: (p: string) => Promise<string>): Promise<{ created: boolean }> {
  const { user, created } = await seedDemoUser(db, hashPassword);
  if (created) for (const seed of seeders) await seed(db, user);
  return { created };
}
