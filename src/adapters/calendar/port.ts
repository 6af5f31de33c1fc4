/** Google Calendar as the product uses it: read-only access to the primary calendar. */

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_API_BASE_URL: where the Calendar API is (a local fake in tests). */
  apiBaseUrl?: string;
  /** GOOGLE_OAUTH_BASE_URL: the consent page, token and revoke endpoints live under it (a local fake in tests). */
  oauthBaseUrl?: string;
}

export interface GoogleTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** When the access token expires; null when unknown. */
  expiresAt: Date | null;
}

/** An event as Google's Calendar API describes it (the fields we read), validated before use. */
export interface GoogleEvent {
  id: string;
  status: string;
  summary: string | null;
  location: string | null;
  description: string | null;
  /** All-day events have `date` (end exclusive); timed ones `dateTime` (RFC 3339). */
  start: { date?: string | null; dateTime?: string | null };
  end: { date?: string | null; dateTime?: string | null };
}

export interface GoogleEventPage {
  events: GoogleEvent[];
  nextSyncToken: string | null;
}

export type GoogleListRequest = { kind: 'full'; timeMin: Date; timeMax: Date } | { kind: 'incremental'; syncToken: string };

export interface GoogleCalendarPort {
  /** The consent page address for this user's `state`. */
  authUrl(state: string, redirectUri: string): Promise<string>;
  /** Trades the code from the callback for tokens, and reads the account's address (the primary calendar's id). */
  exchangeCode(code: string, redirectUri: string): Promise<{ tokens: GoogleTokens; email: string | null }>;
  /**
   * Every page of the primary calendar's events; expired access tokens are refreshed (the new
   * tokens are handed to `onTokens` to be stored). Throws GoogleAccessRevoked or GoogleSyncTokenExpired.
   */
  listEvents(tokens: GoogleTokens, request: GoogleListRequest, onTokens: (tokens: GoogleTokens) => Promise<void>): Promise<GoogleEventPage>;
  /** Best effort: tells Google to forget the grant. */
  revoke(token: string): Promise<void>;
}

/** Google refused the refresh token (the user removed our access, or it expired): a new consent is needed. */
export class GoogleAccessRevoked extends Error {}
/** 410 Gone on an incremental sync: the sync token is no longer valid; a full sync starts over. */
export class GoogleSyncTokenExpired extends Error {}
/** Anything else: Google down, a bad answer. */
export class GoogleUnavailable extends Error {}
