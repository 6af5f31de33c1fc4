import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it after DATA. */
  data: string;
  /** `user:password` when the client authenticated (AUTH PLAIN or LOGIN). */
  auth: string | null;
}

/**
 * A tiny SMTP server on loopback speaking just enough of RFC 5321 for nodemailer: EHLO, AUTH
 * PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT. `rejectRecipients` answers 550 to RCPT for them.
 */
export async function startFakeSmtp(options: { rejectRecipients?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let pendingLogin: 'user' | 'pass' | null = null;
    let loginUser = '';
    let current: ReceivedMail = { from: '', to: [], data: '', auth: null };
    let auth: string | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...current, auth });
          current = { from: '', to: [], data: '', auth: null };
          say('250 2.0.0 OK queued as fake');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        if (pendingLogin === 'user') {
          loginUser = Buffer.from(line, 'base64').toString();
          pendingLogin = 'pass';
          say(`334 ${Buffer.from('Password:').toString('base64')}`);
          continue;
        }
        if (pendingLogin === 'pass') {
          auth = `${loginUser}:${Buffer.from(line, 'base64').toString()}`;
          pendingLogin = null;
          say('235 2.7.0 Authentication successful');
          continue;
        }
        const [verb = '', ...rest] = line.split(' ');
        const arg = rest.join(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
          case 'HELO':
            socket.write('250-fake-smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
            break;
          case 'AUTH': {
            const [mech, initial] = arg.split(' ');
            if (mech?.toUpperCase() === 'PLAIN' && initial) {
              const [, user, pass] = Buffer.from(initial, 'base64').toString().split('\0');
              auth = `${user}:${pass}`;
              say('235 2.7.0 Authentication successful');
            } else if (mech?.toUpperCase() === 'LOGIN') {
              pendingLogin = 'user';
              say(`334 ${Buffer.from('Username:').toString('base64')}`);
            } else say('504 5.5.4 Unrecognized authentication type');
            break;
          }
          case 'MAIL':
            current.from = /<([^>]*)>/.exec(arg)?.[1] ?? '';
            say('250 2.1.0 OK');
            break;
          case 'RCPT': {
            const to = /<([^>]*)>/.exec(arg)?.[1] ?? '';
            if (options.rejectRecipients?.includes(to)) say('550 5.1.1 No such user here');
            else {
              current.to.push(to);
              say('250 2.1.5 OK');
            }
            break;
          }
          case 'DATA':
            inData = true;
            say('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'RSET':
            current = { from: '', to: [], data: '', auth: null };
            say('250 2.0.0 OK');
            break;
          case 'NOOP':
            say('250 2.0.0 OK');
            break;
          case 'QUIT':
            say('221 2.0.0 Bye');
            socket.end();
            break;
          default:
            say('502 5.5.2 Command not implemented');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    url: (credentials = 'mailer:secret-pass') => `smtp://${credentials}@127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
