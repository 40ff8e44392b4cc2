// The machine's load while a bench runs, sampled once a second from /proc (Linux): the load average, how busy
// the cores were, and the CPU time of the processes the run started (its servers, nginx) and of the bench
// itself. A run on a machine other work keeps busy says so in its figures rather than in a footnote.
import fs from 'node:fs';
import os from 'node:os';

export type LoadReport = {
  cores: number;
  load1AtStart: number;
  load1Mean: number;
  load1Max: number;
  /** Share of all cores' time not idle, over the run, percent. */
  busyPercent: number;
  /** Of which each group of processes, percent of one core (100 = one core all the time). */
  processes: Record<string, number>;
  benchClientPercent: number;
};

const HZ = 100; // USER_HZ on Linux

function cpuTimes() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] as string;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { total: values.reduce((a, b) => a + b, 0), idle };
}

/** utime + stime of a process, in ticks; 0 when it is gone. */
function processTicks(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Starts sampling; `stop()` answers the report. `groups`: named lists of pids, read again at each sample. */
export function sampleLoad(groups: Record<string, () => number[]>) {
  const startedAt = performance.now();
  const startCpu = cpuTimes();
  const startClient = process.cpuUsage();
  const load1AtStart = os.loadavg()[0] as number;
  const loads: number[] = [load1AtStart];
  const firstTicks = new Map<number, number>();
  const lastTicks = new Map<number, number>();
  const read = () => {
    for (const pids of Object.values(groups)) {
      for (const pid of pids()) {
        const ticks = processTicks(pid);
        if (!firstTicks.has(pid)) firstTicks.set(pid, ticks);
        if (ticks > 0) lastTicks.set(pid, ticks);
      }
    }
  };
  read();
  const timer = setInterval(() => {
    loads.push(os.loadavg()[0] as number);
    read();
  }, 1000);
  return {
    stop(): LoadReport {
      clearInterval(timer);
      read();
      const seconds = (performance.now() - startedAt) / 1000;
      const endCpu = cpuTimes();
      const total = endCpu.total - startCpu.total;
      const client = process.cpuUsage(startClient);
      const percentOfCore = (ticks: number) => Math.round((ticks / HZ / seconds) * 1000) / 10;
      const processes = Object.fromEntries(
        Object.entries(groups).map(([name, pids]) => [
          name,
          percentOfCore(pids().reduce((sum, pid) => sum + ((lastTicks.get(pid) ?? 0) - (firstTicks.get(pid) ?? 0)), 0)),
        ]),
      );
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        cores: os.availableParallelism(),
        load1AtStart: round(load1AtStart),
        load1Mean: round(loads.reduce((a, b) => a + b, 0) / loads.length),
        load1Max: round(Math.max(...loads)),
        busyPercent: total > 0 ? Math.round((1 - (endCpu.idle - startCpu.idle) / total) * 1000) / 10 : Number.NaN,
        processes,
        benchClientPercent: Math.round(((client.user + client.system) / 1e6 / seconds) * 1000) / 10,
      };
    },
  };
}
