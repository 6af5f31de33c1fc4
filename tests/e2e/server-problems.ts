/**
 * What went wrong on the server while a journey ran, seen from outside as a user would meet it:
 * every 5xx answer (GET /metrics counts answers by method, route pattern and status) and every log
 * line at level error or above (pino's JSON lines, "level": 50 and up). A page that shows a
 * friendly message over a 500 still fails its journey, naming the route and the error.
 */

const ERROR_LEVEL = 50;

interface Source {
  url: string;
  metricsToken: string;
  /** Everything the server logged so far (JSON lines, possibly interleaved with other output). */
  output: () => string;
  /** The exit code or signal once the server process has ended, else null. */
  exited: () => number | string | null;
}

/** `http_request_duration_seconds_count{method="GET",route="/api/x",status_code="500"} 2` → counts of 5xx answers per "GET /api/x → 500". */
export function serverErrorCounts(metrics: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of metrics.split('\n')) {
    const m = /^http_request_duration_seconds_count\{([^}]*)\}\s+(\d+)/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...m[1]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
    if (!labels.status_code?.startsWith('5')) continue;
    counts.set(`${labels.method} ${labels.route} → ${labels.status_code}`, Number(m[2]));
  }
  return counts;
}

/** The log lines at level error or above in `text`, each as 'message: error (request id)'. */
export function errorLines(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { level?: number; msg?: string; reqId?: string; err?: { type?: string; message?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < ERROR_LEVEL) continue;
    const error = entry.err ? `: ${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}` : '';
    found.push(`${entry.msg ?? '(no message)'}${error}${entry.reqId ? ` (request ${entry.reqId})` : ''}`);
  }
  return found;
}

/** A 5xx a journey provokes on purpose: one answer on `route` (its pattern) and the error lines the server logs for it. */
interface Allowance {
  route: string;
  answers: number;
  logLines: number;
}

export function serverProblems(source: Source) {
  let seenCounts = new Map<string, number>();
  let seenOutput = 0;
  const allowances: Allowance[] = [];

  return {
    async problems(): Promise<string[]> {
      const found: string[] = [];
      const exited = source.exited();
      if (exited !== null) found.push(`the server process exited (${exited}) while the journey ran`);
      else {
        const response = await fetch(`${source.url}/metrics`, { headers: { authorization: `Bearer ${source.metricsToken}` } });
        if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}: the harness cannot see the server's 5xx answers`);
        const counts = serverErrorCounts(await response.text());
        for (const [key, count] of counts) {
          let fresh = count - (seenCounts.get(key) ?? 0);
          const route = key.split(' ')[1]!;
          for (const allowance of allowances.filter((a) => a.route === route)) {
            const excused = Math.min(fresh, allowance.answers);
            allowance.answers -= excused;
            fresh -= excused;
          }
          if (fresh > 0) found.push(`${key} (${fresh} time${fresh > 1 ? 's' : ''})`);
        }
        seenCounts = counts;
      }
      // Only whole lines: a line still being written is read next time.
      const output = source.output();
      const end = Math.max(seenOutput, output.lastIndexOf('\n') + 1);
      for (const line of errorLines(output.slice(seenOutput, end))) {
        const allowance = allowances.find((a) => a.logLines > 0);
        if (allowance) allowance.logLines -= 1;
        else found.push(`error logged: ${line}`);
      }
      seenOutput = end;
      return found;
    },
    allowServerError(route: string, { logLines = 1 } = {}) {
      allowances.push({ route, answers: 1, logLines });
    },
    log: source.output,
  };
}
