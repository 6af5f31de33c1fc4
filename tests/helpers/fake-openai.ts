import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export interface FakeOpenAi {
  /** The AI_BASE_URL that points the app's adapter here. */
  baseUrl: string;
  /** Every chat completion request body, in order. */
  requests: { model: string; messages: { role: string; content: string }[] }[];
  /** The next replies, in order; when none is queued the last one repeats. */
  script(...replies: string[]): void;
  close(): Promise<void>;
}

/**
 * A scripted OpenAI-compatible chat completions endpoint: each POST /chat/completions answers
 * with the next scripted text, so a test decides exactly what the 'model' says.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  let queue: string[] = [];
  let last = 'OK';
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const parsed = JSON.parse(body) as FakeOpenAi['requests'][number];
    requests.push(parsed);
    const text = queue.shift() ?? last;
    last = text;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: parsed.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => {
      queue = [...replies];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
