/** Never log credentials, session cookies, codes or tokens. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.adminPassword',
  '*.code',
  '*.apiKey',
  '*.apiSecret',
  '*.authToken',
  '*.token',
];
