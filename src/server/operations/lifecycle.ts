/**
 * Whether this process is still taking work. SIGTERM flips it first (readiness turns 503 at once,
 * before the listener closes), so a balancer polling /api/ready stops sending traffic.
 */
export class Lifecycle {
  private stoppingSince: number | null = null;

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }

  beginShutdown(): void {
    this.stoppingSince ??= Date.now();
  }
}
