import { ZHomeLocation, ZHomeLocationRequest, ZProfileSettingsRequest, ZSmsSettingsRequest, ZUpdateProfileRequest, ZUser } from '../../../shared/schemas/auth';
import { ZIdParam, ZUserIdParam } from '../../../shared/schemas/common';
import { ZCompleteOnboardingRequest } from '../../../shared/schemas/onboarding';
import { requireOwner } from '../../plugins/auth';
import { finishOnboarding } from '../../services/onboarding/finish-onboarding';
import { setHomeLocation } from '../../services/users/home-location';
import { toUserDto } from '../../services/users/to-dto';
import { saveProfileSettings, updateProfile, updateSmsSettings } from '../../services/users/update-user';
import { clientAddressKey } from '../../plugins/rate-limit';
import { limit, type RouteModule } from '../types';

export const userRoutes: RouteModule = (app, ctx) => {
  app.get('/api/users/:id', { schema: { tags: ['users'], params: ZIdParam, response: { 200: ZUser } }, config: { auth: 'user' } }, async (request) =>
    toUserDto(requireOwner(request, request.params.id)),
  );

  // Takes no body or `{}` (spec 7), or `{ replaceProfile: true }` after the wizard's confirm (issue 24).
  app.patch(
    '/api/users/:id/complete-onboarding',
    { schema: { tags: ['users'], params: ZIdParam, body: ZCompleteOnboardingRequest, response: { 200: ZUser } }, config: { auth: 'user' } },
    async (request) => toUserDto(await finishOnboarding(ctx, requireOwner(request, request.params.id), request.body)),
  );

  app.patch(
    '/api/users/:id/update-profile',
    { schema: { tags: ['users'], params: ZIdParam, body: ZUpdateProfileRequest, response: { 200: ZUser } }, config: { auth: 'user' } },
    async (request) => toUserDto(await updateProfile(ctx, requireOwner(request, request.params.id), request.body)),
  );

  app.patch(
    '/api/users/:userId/sms-settings',
    { schema: { tags: ['users'], params: ZUserIdParam, body: ZSmsSettingsRequest, response: { 200: ZUser } }, config: { auth: 'user' } },
    async (request) => toUserDto(await updateSmsSettings(ctx, requireOwner(request, request.params.userId), request.body)),
  );

  // Limited like sign-in (20 in 15 minutes, counted in the database for every process): its 409s
  // say which usernames and emails are taken, and a new one needs the password (ADR 0101).
  app.patch(
    '/api/users/:id/settings/profile',
    { schema: { tags: ['users'], params: ZIdParam, body: ZProfileSettingsRequest, response: { 200: ZUser } }, config: { auth: 'user', ...limit(20, 15) } },
    async (request) => toUserDto(await saveProfileSettings(ctx, requireOwner(request, request.params.id), request.body, clientAddressKey(request.ip))),
  );

  app.put(
    '/api/users/:id/home-location',
    { schema: { tags: ['users'], params: ZIdParam, body: ZHomeLocationRequest, response: { 200: ZHomeLocation } }, config: { auth: 'user' } },
    async (request) => setHomeLocation(ctx, requireOwner(request, request.params.id), request.body),
  );
};
