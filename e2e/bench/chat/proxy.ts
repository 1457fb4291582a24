import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

/** nginx on this machine (Debian's nginx-light), installed when missing and allowed. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() === 0) {
    process.stderr.write('[bench] installing nginx-light for the proxy…\n');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status === 0 && existsSync(NGINX)) return;
  }
  throw new Error(`the deployed benchmark needs nginx: sudo apt-get install -y nginx-light`);
}

/** deploy/nginx.conf: its `location /` block is the one the benchmark's lanes go through. */
const DEPLOYED_CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx.conf');

/**
 * What the deployed proxy does with a request (deploy/nginx.conf's `location /` block, read from
 * the file, so the benchmark measures the settings we ship), sent to `upstream`.
 */
function deployedLocation(upstream: string): string {
  const block = /\n\s*location \/ \{([^}]*)\}/.exec(readFileSync(DEPLOYED_CONF, 'utf8'))?.[1];
  if (!block?.includes('proxy_pass http://studio;'))
    throw new Error(`no "location /" block with proxy_pass http://studio in ${DEPLOYED_CONF}`);
  return block.replace('proxy_pass http://studio;', `proxy_pass http://${upstream};`);
}

/**
 * The deployed benchmark's proxy: the studio's instances behind `/` and the stand-in behind
 * `/stand-in/`, each through the deployed `location /` settings, so both pay the same hop.
 */
function config(work: string, port: number, studio: number[], standIn: number) {
  const upstream = (ports: number[]) =>
    ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ');
  return `worker_processes auto;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  keepalive_timeout 65s;
  keepalive_requests 100000;
  upstream studio {
    ${upstream(studio)}
    keepalive 256;
  }
  upstream stand_in {
    ${upstream([standIn])}
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${port};
    location /stand-in/ {${deployedLocation('stand_in')}}
    location / {${deployedLocation('studio')}}
  }
}
`;
}

export async function startProxy(work: string, port: number, studio: number[], standIn: number) {
  const dir = path.join(work, 'nginx');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, studio, standIn));
  const child = spawn(NGINX, ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/livez`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
