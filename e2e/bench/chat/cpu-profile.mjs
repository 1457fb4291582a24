// Loaded into the server with NODE_OPTIONS=--import (where --cpu-prof is not allowed) when
// BENCH_CPU_PROF is set: profiles the whole process and writes <dir>/server-<pid>.cpuprofile on exit,
// sampling every BENCH_CPU_PROF_INTERVAL_US microseconds (500).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', {
    interval: Number(process.env.BENCH_CPU_PROF_INTERVAL_US ?? 500),
  });
  session.post('Profiler.start');
  process.on('exit', () => {
    // An in-thread inspector session answers synchronously, so this completes before exit.
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(
          path.join(dir, `server-${process.pid}.cpuprofile`),
          JSON.stringify(result.profile),
        );
    });
  });
}
