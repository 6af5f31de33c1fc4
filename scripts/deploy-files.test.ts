import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** compose.yaml and the Dockerfile as ADR 0109 wants them; no container runtime runs them here. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  env_file?: string[];
  volumes?: string[];
  logging?: { driver?: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  healthcheck?: { test?: string[] };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const dockerfile = read('Dockerfile');

describe('compose.yaml', () => {
  it('names every image by an exact version, never latest or a bare major', () => {
    expect(read('compose.yaml')).not.toMatch(/:latest\b/);
    for (const [name, service] of services) {
      expect(service.image, name).toBeDefined();
      const tag = service.image!.split(':')[1];
      expect(tag, `${name}: ${service.image}`).toBeDefined();
      if (service.build) continue;
      // A version with a minor and patch (17.5, 1.27.4-alpine) or MinIO's dated releases.
      expect(tag, `${name}: ${service.image}`).toMatch(/^(\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)$/);
    }
  });

  it('gives every service resource limits and rotated json-file logs', () => {
    expect(services.length).toBeGreaterThanOrEqual(7);
    for (const [name, service] of services) {
      expect(service.deploy?.resources?.limits?.memory, name).toMatch(/^\d+[mg]$/);
      expect(Number(service.deploy?.resources?.limits?.cpus), name).toBeGreaterThan(0);
      expect(service.logging?.driver, name).toBe('json-file');
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+[km]$/);
      expect(Number(service.logging?.options?.['max-file']), name).toBeGreaterThan(0);
    }
  });

  it('writes no secret inline: each comes from .env (git-ignored, .env.example committed)', () => {
    const secret = /PASSWORD|SECRET|_KEY|TOKEN/;
    for (const [name, service] of services) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        const credentials = /:\/\/[^:/@]+:([^@]+)@/.exec(String(value))?.[1];
        if (credentials) expect(credentials, `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/);
        if (secret.test(key) && key !== 'S3_ACCESS_KEY_ID') expect(String(value), `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/);
      }
    }
    for (const name of ['migrate', 'web', 'worker']) expect(compose.services[name]!.env_file, name).toEqual(['.env']);
    const example = read('.env.example');
    for (const key of ['APP_SECRET', 'POSTGRES_PASSWORD', 'S3_SECRET_ACCESS_KEY']) expect(example).toMatch(new RegExp(`^${key}=$`, 'm'));
    expect(read('.gitignore')).toMatch(/^\.env$/m);
  });

  it("checks the worker's health on WORKER_HEALTH_PORT, and every mounted file exists", () => {
    const worker = compose.services.worker!;
    expect(worker.environment?.WORKER_HEALTH_PORT).toMatch(/^\d+$/);
    expect(worker.healthcheck?.test?.join(' ')).toContain('process.env.WORKER_HEALTH_PORT');
    for (const [, service] of services) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(existsSync(join(root, source)), source).toBe(true);
      }
    }
  });
});

describe('Dockerfile', () => {
  it('builds on an exact Node version, never latest', () => {
    expect(dockerfile).not.toMatch(/:latest\b/);
    const images = [...dockerfile.matchAll(/^ARG (NODE_IMAGE|PREVIOUS_IMAGE)=(\S+)$/gm)].map((m) => m[2]);
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(/^node:\d+\.\d+\.\d+-slim(@sha256:[0-9a-f]{64})?$/);
    // The engines field and the image agree on the major version.
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toContain(`>=${images[0]!.split(':')[1]!.split('.')[0]}`);
  });

  it('keeps npm’s cache in a BuildKit cache mount on every npm ci', () => {
    const installs = dockerfile.split('\n').filter((line) => /\bnpm ci\b/.test(line));
    expect(installs.length).toBe(2);
    for (const line of installs) expect(line).toMatch(/^RUN --mount=type=cache,target=\/root\/\.npm npm ci /);
  });
});
