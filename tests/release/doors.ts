import { expect } from 'vitest';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { Client, until } from './http-client';

/**
 * Every door of the product, driven as a black box over HTTP the way a person and an operator use
 * it (issue 36.2). Each answer must be a success with something in it: no 5xx (the client throws
 * on one), no empty stylist answer. The same journey runs against `npm start` and against the
 * production processes on PostgreSQL; only how a text reaches the server differs.
 */

/** How texts reach the server and how its replies are read: the simulator's dev phone, or Twilio's webhook. */
export interface Phone {
  text(from: string, body: string, photo?: Buffer): Promise<void>;
  /** Bodies the product texted to `to`, oldest first. */
  repliesTo(to: string): Promise<string[]>;
}

export interface Deployment {
  url: string;
  /** The Origin a browser on the site sends (PUBLIC_URL when set). */
  origin: string;
  adminPassword: string;
  phone: Phone;
  /** The demo account is seeded (npm start) and can sign in. */
  demo: boolean;
}

/** One question of every kind the stylist knows, and a follow-up that needs the one before it. */
export const CHAT_QUESTIONS: { kind: string; q: string }[] = [
  { kind: 'occasion', q: 'What should I wear to a job interview on Thursday?' },
  { kind: 'weather stated', q: "It's pouring rain and near freezing, what should I wear to work today?" },
  { kind: 'pairing', q: 'What goes with my navy blazer?' },
  { kind: 'colour', q: 'Does navy go with black?' },
  { kind: 'care', q: 'How do I get a red wine stain out of a white shirt?' },
  { kind: 'fit', q: 'How should a blazer fit in the shoulders?' },
  { kind: 'etiquette', q: 'What does business casual mean?' },
  { kind: 'packing', q: 'What should I pack for 4 days in Lisbon?' },
  { kind: 'capsule', q: 'Build me a capsule wardrobe from my closet' },
  { kind: 'what to buy', q: 'What should I buy next, under $150?' },
  { kind: 'chat chip: interviews', q: 'Style advice for interviews' },
  { kind: 'chat chip: trends', q: "What's trending this season?" },
  { kind: 'off-topic', q: 'Can you recommend a good sushi place?' },
];
export const FOLLOW_UP = { first: 'What should I wear to a friend’s wedding on Saturday?', then: 'and if it rains?' };

const CLOSET = [
  { name: 'Navy Blazer', category: 'Suits & tailoring', subcategory: 'Blazer', color: 'Navy' },
  { name: 'Camel Wool Coat', category: 'Outerwear', subcategory: 'Wool coat', color: 'Camel', material: 'wool' },
  { name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White' },
  { name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey' },
  { name: 'Charcoal Wool Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Charcoal', material: 'wool' },
  { name: 'Dark Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim' },
  { name: 'Brown Leather Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather' },
  { name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', material: 'leather' },
];

const ICS = (uid: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wearwise release check//EN',
    'BEGIN:VEVENT',
    `UID:${uid}-pitch@release`,
    'DTSTAMP:20261101T090000Z',
    'DTSTART;TZID=America/New_York:20261203T100000',
    'DTEND;TZID=America/New_York:20261203T113000',
    'SUMMARY:Client pitch',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:${uid}-wedding@release`,
    'DTSTAMP:20261101T090000Z',
    'DTSTART;VALUE=DATE:20261205',
    'SUMMARY:Sam and Alex’s wedding',
    'DESCRIPTION:Cocktail attire',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

function icsForm(text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/calendar' }), 'my-calendar.ics');
  return form;
}

const nonEmpty = (what: string, text: unknown) => {
  expect(typeof text === 'string' && text.trim().length > 0, `${what}: empty answer (${JSON.stringify(text)})`).toBe(true);
  return text as string;
};

let seq = 0;
/** A US number nobody else in this run has. */
export const freshPhone = () => `+1415555${String(2000 + (Date.now() % 5000) + seq++).padStart(4, '0')}`;

/** Runs every door; returns the number of answers it checked. */
export async function driveEveryDoor(d: Deployment, log: (line: string) => void = () => undefined): Promise<number> {
  const user = new Client(d.url, d.origin);
  const password = 'a long release passphrase';
  const phoneNumber = freshPhone();

  // The landing page, the app shell and the API's own description.
  for (const path of ['/', '/auth', '/home']) nonEmpty(`GET ${path}`, (await user.expect('GET', path)).text);

  if (d.demo) {
    const demo = new Client(d.url, d.origin);
    await demo.expect('POST', '/api/login', { username: 'demo', password: 'try-wearwise-today' });
    nonEmpty('the demo outfit', JSON.stringify((await demo.expect('POST', '/api/ai-stylist/generate-outfit', {})).json().items));
    nonEmpty("the demo's chat", (await demo.expect('POST', '/api/ai-stylist/chat', { message: 'What should I wear to a job interview?' })).json().message);
    log('demo account: signed in, outfit, chat');
  }

  // Sign-up, then the onboarding wizard: style, the onboarding question box, done.
  const created = await user.expect('POST', '/api/users', { fullName: 'Release Check', phoneNumber, password, smsConsent: true }, [201]);
  const id = created.json<{ id: number }>().id;
  expect(user.signedIn()).toBe(true);
  await user.expect('PUT', `/api/users/${id}/style-preferences`, {
    preferredStyle: 'Smart Casual',
    styleGoals: ['Look sharp at work'],
    colorPalette: ['Navy'],
  });
  const question = await user.expect('POST', '/api/ai-stylist/onboarding-question', { message: 'What goes with a navy blazer?' });
  nonEmpty('the onboarding question', question.json().answer);
  await user.expect('PATCH', `/api/users/${id}/complete-onboarding`, {});
  await user.expect('POST', '/api/create-subscription', {});
  log('sign-up, onboarding wizard and question, trial');

  // The closet: one piece added with a photo (served back as an image), the rest by hand.
  const upload = await user.expect('POST', '/api/closet-images', photoForm(await shirtJpeg('#1f2a44')), [200, 201]);
  const imageUrl = upload.json<{ imageUrl: string }>().imageUrl;
  await user.expect('POST', '/api/clothing-items', { ...CLOSET[0], imageUrl }, [200, 201]);
  for (const item of CLOSET.slice(1)) await user.expect('POST', '/api/clothing-items', item, [200, 201]);
  const image = await user.expect('GET', new URL(imageUrl, d.url).pathname);
  expect(image.headers.get('content-type')).toMatch(/^image\//);
  expect((await user.expect('GET', `/api/clothing-items/${id}`)).json<unknown[]>()).toHaveLength(CLOSET.length);
  log('closet: photo upload, 8 pieces');

  // The outfit of the day, and a refresh.
  for (const body of [{}, { refresh: true }]) {
    const outfit = (await user.expect('POST', '/api/ai-stylist/generate-outfit', body)).json<{ items: unknown[]; notes?: string }>();
    expect(outfit.items.length, 'outfit pieces').toBeGreaterThanOrEqual(2);
  }
  log("today's outfit and refresh");

  // The stylist: one question of every kind, then a follow-up carrying its conversation.
  for (const { kind, q } of CHAT_QUESTIONS)
    nonEmpty(`chat (${kind}): ${q}`, (await user.expect('POST', '/api/ai-stylist/chat', { message: q })).json().message);
  const first = nonEmpty('chat (follow-up, first)', (await user.expect('POST', '/api/ai-stylist/chat', { message: FOLLOW_UP.first })).json().message);
  const history = [
    { role: 'user', content: FOLLOW_UP.first },
    { role: 'assistant', content: first },
  ];
  nonEmpty('chat (follow-up)', (await user.expect('POST', '/api/ai-stylist/chat', { message: FOLLOW_UP.then, conversationHistory: history })).json().message);
  log(`chat: ${CHAT_QUESTIONS.length + 2} questions`);

  // Texts: a question, OUTFIT, HELP and a photo, each answered.
  for (const [what, body, photo] of [
    ['a question', 'what goes with my navy blazer?', undefined],
    ['OUTFIT', 'OUTFIT', undefined],
    ['HELP', 'HELP', undefined],
    ['a photo', '', await shirtJpeg('#7a1f3d', 400)],
  ] as const) {
    const before = (await d.phone.repliesTo(phoneNumber)).length;
    await d.phone.text(phoneNumber, body, photo);
    const replies = await until(`a reply to ${what}`, async () => {
      const all = await d.phone.repliesTo(phoneNumber);
      return all.length > before ? all : null;
    });
    nonEmpty(`text reply to ${what}`, replies.at(-1));
  }
  log('texts: question, OUTFIT, HELP, photo');

  // The calendar: an .ics file imported, its events listed.
  const imported = (await user.expect('POST', '/api/calendar/import', icsForm(ICS(`u${id}`)))).json<{ imported: number }>();
  expect(imported.imported).toBe(2);
  expect((await user.expect('GET', '/api/calendar/events?from=2026-12-01&to=2026-12-31')).json<unknown[]>().length).toBeGreaterThanOrEqual(2);
  log('calendar .ics import');

  // Shop: search, and a product link that goes to the retailer.
  const found = (await user.expect('POST', '/api/retailers/search', { query: 'shirt' })).json<{ products: { id: number | string }[] }>();
  expect(found.products.length, 'search results for "shirt"').toBeGreaterThan(0);
  const go = await user.expect('GET', `/go/${found.products[0]!.id}`, undefined, [302]);
  expect(go.headers.get('location')).toMatch(/^https?:\/\//);
  log('shop: search and /go/');

  // The operator: sign in to the console, the AI Testing chat and its two test runs.
  const operator = new Client(d.url, d.origin);
  const signIn = (await operator.expect('POST', '/api/administration/login', { password: d.adminPassword })).json<{
    success: boolean;
    sessionToken?: string;
  }>();
  expect(signIn.success, 'the operator password signs in').toBe(true);
  const token = signIn.sessionToken!;
  const bearer = { authorization: `Bearer ${token}` };
  for (const body of [{ mode: 'chat', message: 'What should I wear to a gallery opening?' }, { mode: 'onboarding' }, { mode: 'daily_outfit' }]) {
    nonEmpty(`AI Testing (${body.mode})`, (await operator.expect('POST', '/api/administration/ai-testing', body, [200], bearer)).json().message);
  }
  log('operator: AI Testing');

  // Download my data: asked, made by a job, downloaded as a zip.
  await user.expect('POST', '/api/user/export', undefined, [200, 202]);
  await until('the data export', async () => (await user.expect('GET', '/api/user/export/status')).json<{ status: string }>().status === 'ready', 120_000);
  const zip = await user.download('/api/user/export');
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  log('data export');

  // Deleting the account ends it.
  await user.expect('DELETE', '/api/user', { password });
  const after = await new Client(d.url, d.origin).send('POST', '/api/login', { username: phoneNumber, password });
  expect(after.status).toBe(401);
  log('account deletion');

  return user.answers.length + operator.answers.length;
}
