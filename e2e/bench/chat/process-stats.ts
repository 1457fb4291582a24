import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The process that listens on the port: the one to measure, whatever launched it. */
export function listeningPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`no process listens on port ${port}:\n${out}`);
  return Number(match[1]);
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User + system CPU seconds the process has used so far (/proc/<pid>/stat utime + stime). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / CLOCK_TICKS;
}

/** Resident memory now and its peak since the process started, in MB (/proc/<pid>/status). */
export function memoryMB(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples the process's resident memory every `everyMs` until stopped: peak RSS of one phase. */
export function watchProcess(pid: number, everyMs = 50) {
  const cpuStart = cpuSeconds(pid);
  const started = performance.now();
  let peakRss = memoryMB(pid).rss;
  const startRss = peakRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, memoryMB(pid).rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peakRss = Math.max(peakRss, memoryMB(pid).rss);
      return {
        startRssMB: Math.round(startRss),
        peakRssMB: Math.round(peakRss),
        cpuSeconds: Math.round((cpuSeconds(pid) - cpuStart) * 100) / 100,
        wallSeconds: Math.round((performance.now() - started) / 10) / 100,
      };
    },
  };
}

/** CPU seconds all cores of the machine spent busy so far (/proc/stat), to see other load. */
export function machineBusySeconds(): number {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, , , irq, softirq, steal] = cpu!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / CLOCK_TICKS;
}

/**
 * Runs one phase and reports where the CPU went meanwhile: the server, this process (stub and
 * load generator) and the whole machine; the rest is PostgreSQL and whatever else runs here.
 */
export async function metered<T extends object>(pid: number, phase: () => Promise<T>) {
  const server = cpuSeconds(pid);
  const machine = machineBusySeconds();
  const bench = process.cpuUsage();
  const started = performance.now();
  const result = await phase();
  const used = process.cpuUsage(bench);
  const r = (value: number) => Math.round(value * 100) / 100;
  return {
    ...result,
    cpuSeconds: {
      wall: r((performance.now() - started) / 1000),
      server: r(cpuSeconds(pid) - server),
      benchProcess: r((used.user + used.system) / 1e6),
      wholeMachine: r(machineBusySeconds() - machine),
    },
  };
}
