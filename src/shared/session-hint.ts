/**
 * A cookie the browser can read that only says a session was started (issue 15, ADR 0047). The
 * session itself stays in the HttpOnly `ww_session` cookie; without this hint the web app knows
 * no session can exist and skips `GET /api/user`, whose 401 would otherwise be the first line of
 * every signed-out visitor's console. It carries no secret and grants nothing.
 */
export const SESSION_HINT_COOKIE = 'ww_signed_in';
