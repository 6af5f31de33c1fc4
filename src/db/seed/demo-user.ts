import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users, type UserRow } from '../schema';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'try-wearwise-today';

/** The demo account: onboarded, with a profile, so every screen has something to show. */
export async function seedDemoUser(db: Db, hashPassword: (p: string) => Promise<string>): Promise<{ user: UserRow; created: boolean }> {
  const [existing] = await db.select().from(users).where(eq(users.username, DEMO_USERNAME)).limit(1);
  if (existing) return { user: existing, created: false };
  const [user] = await db
    .insert(users)
    .values({
      username: DEMO_USERNAME,
      fullName: 'Alex Rivera',
      phoneNumber: '+14155550134',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      smsConsent: true,
      smsEnabled: true,
      onboardingCompleted: true,
      gender: 'male',
      age: 32,
      height: 70,
      weight: 165,
      bodyType: 'Athletic',
      skinTone: 'Medium',
      hairColor: 'Dark Brown',
      homeLocation: 'San Francisco, CA',
      // The clock of the home city, as a sign-up from there would have it (issue 24).
      timezone: 'America/Los_Angeles',
      timeZoneSource: 'home',
    })
    .returning();
  return { user: user!, created: true };
}
