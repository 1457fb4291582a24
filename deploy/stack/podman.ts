/**
 * Podman for the stack smoke test: containers on one network, each reachable by its service name
 * (as in compose.yaml), all removed at the end. Debian's podman-compose 1.0.3 ignores
 * `condition: service_healthy`, so the test starts the services itself, in dependency order.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const DEPLOY = path.resolve(import.meta.dirname, '..');
const ENV = { ...process.env, CONTAINERS_CONF: path.join(DEPLOY, 'containers.conf') };

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs podman; resolves with its exit code and output, whatever the code. */
export function podman(args: string[], input?: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    // In a process group of its own: a Ctrl-C meant for the test must not cut a cleanup short.
    const child = spawn('podman', args, {
      env: ENV,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (part: Buffer) => (stdout += part.toString()));
    child.stderr.on('data', (part: Buffer) => (stderr += part.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** Runs podman and fails with its error output unless it exits 0. */
export async function must(args: string[]): Promise<string> {
  const result = await podman(args);
  if (result.code !== 0)
    throw new Error(
      `podman ${args.slice(0, 3).join(' ')}… exited ${result.code}: ${result.stderr.trim()}`,
    );
  return result.stdout.trim();
}

export interface ServiceSpec {
  /** The name other containers reach it by (and the suffix of its container name). */
  name: string;
  image: string;
  env?: Record<string, string>;
  /** host path → container path, read-only */
  mounts?: Record<string, string>;
  entrypoint?: string;
  args?: string[];
  user?: string;
  /** Container port published on 127.0.0.1 at a free port. */
  publish?: number;
  stopTimeoutSeconds?: number;
}

export class Stack {
  readonly network: string;
  private readonly containers: string[] = [];

  constructor(readonly prefix: string) {
    this.network = `${prefix}-net`;
  }

  containerOf(service: string): string {
    return `${this.prefix}-${service}`;
  }

  async createNetwork(): Promise<void> {
    await must(['network', 'create', this.network]);
  }

  private runArgs(spec: ServiceSpec): string[] {
    const args = ['--network', this.network, '--network-alias', spec.name];
    // The image's HEALTHCHECK needs systemd timers under podman; the test polls by itself.
    args.push('--no-healthcheck');
    for (const [key, value] of Object.entries(spec.env ?? {})) args.push('-e', `${key}=${value}`);
    for (const [from, to] of Object.entries(spec.mounts ?? {})) args.push('-v', `${from}:${to}:ro`);
    if (spec.entrypoint) args.push('--entrypoint', spec.entrypoint);
    if (spec.user) args.push('--user', spec.user);
    if (spec.publish) args.push('-p', `127.0.0.1::${spec.publish}`);
    if (spec.stopTimeoutSeconds) args.push('--stop-timeout', String(spec.stopTimeoutSeconds));
    return [...args, spec.image, ...(spec.args ?? [])];
  }

  /** Starts a service in the background. */
  async start(spec: ServiceSpec): Promise<void> {
    const name = this.containerOf(spec.name);
    this.containers.push(name);
    await must(['run', '-d', '--name', name, ...this.runArgs(spec)]);
  }

  /** Runs a one-shot service to its end (compose's `restart: "no"` jobs); fails unless it exits 0. */
  async runOnce(spec: ServiceSpec): Promise<string> {
    const name = this.containerOf(spec.name);
    this.containers.push(name);
    const result = await podman(['run', '--name', name, ...this.runArgs(spec)]);
    if (result.code !== 0)
      throw new Error(
        `${spec.name} exited ${result.code}:\n${tail(result.stdout + result.stderr)}`,
      );
    return result.stdout;
  }

  exec(service: string, command: string[]): Promise<Result> {
    return podman(['exec', this.containerOf(service), ...command]);
  }

  async logs(service: string): Promise<string> {
    const result = await podman(['logs', this.containerOf(service)]);
    return result.stdout + result.stderr;
  }

  /** The host address of a published port. */
  async address(service: string, port: number): Promise<string> {
    const line = await must(['port', this.containerOf(service), `${port}/tcp`]);
    return `http://${line.split('\n')[0]}`;
  }

  async stop(service: string, timeoutSeconds: number): Promise<number> {
    await must(['stop', '-t', String(timeoutSeconds), this.containerOf(service)]);
    return Number(
      await must(['inspect', '--format', '{{.State.ExitCode}}', this.containerOf(service)]),
    );
  }

  /** Kills a service's process at once (`kill -9`): no signal it could handle, no draining. */
  async kill(service: string): Promise<void> {
    await must(['kill', '--signal', 'KILL', this.containerOf(service)]);
  }

  /** Starts a stopped service's container again (same name, same network). */
  async startAgain(service: string): Promise<void> {
    await must(['start', this.containerOf(service)]);
  }

  /** Removes every container and the network; with `dumpLogs`, prints each one's last lines first. */
  async remove(dumpLogs: boolean): Promise<void> {
    // Taken from the list, so a second removal (an interrupt during a failure) finds nothing.
    for (const name of this.containers.splice(0)) {
      if (dumpLogs) {
        const logs = await podman(['logs', name]);
        const text = `${logs.stdout}\n${logs.stderr}`;
        const problems = text
          .split('\n')
          .filter((line) => PROBLEM_LINE.test(line))
          .slice(-20)
          .map((line) => line.slice(0, 600));
        process.stderr.write(`--- ${name}\n${tail(text, 40)}\n`);
        if (problems.length)
          process.stderr.write(`--- ${name}: problems\n${problems.join('\n')}\n`);
      }
      await podman(['rm', '-f', '-t', '2', name]);
    }
    await podman(['network', 'rm', '-f', this.network]);
  }
}

/** Log lines worth seeing when a run fails: nginx's errors, 5xx answers, our errors and worse. */
const PROBLEM_LINE = /\[(error|crit|alert|emerg)\]|" 5\d\d |"level":(50|60)/;

export function tail(text: string, lines = 30): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Polls `check` until it returns true, every `everyMs`; fails after `timeoutMs` naming `what`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
