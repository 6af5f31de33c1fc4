import type { UserRow } from '../../../db/schema';
import type { TUser } from '../../../shared/schemas/auth';

/** The user as the API shows it: never the password hash. */
export function toUserDto(u: UserRow): TUser {
  return {
    id: u.id,
    username: u.username,
    fullName: u.fullName,
    phoneNumber: u.phoneNumber,
    email: u.email,
    emailVerifiedAt: u.emailVerifiedAt?.toISOString() ?? null,
    isAdmin: u.isAdmin,
    smsConsent: u.smsConsent,
    onboardingCompleted: u.onboardingCompleted,
    smsEnabled: u.smsEnabled,
    smsOptedOut: u.smsOptedOut,
    dailyOutfitTime: u.dailyOutfitTime,
    timezone: u.timezone,
    googleCalendarEnabled: u.googleCalendarEnabled,
    gender: u.gender,
    departments: u.departments,
    age: u.age,
    height: u.height,
    weight: u.weight,
    bodyType: u.bodyType,
    skinTone: u.skinTone,
    hairColor: u.hairColor,
    homeLocation: u.homeLocation,
    createdAt: u.createdAt.toISOString(),
  };
}
