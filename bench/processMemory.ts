import { readdirSync, readFileSync } from 'node:fs';

/** Resident set size of a process in bytes (Linux /proc), or null when it is gone. */
export function readRssBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process used so far, in milliseconds, or null when it is gone. */
export function readCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * The first node process among the descendants of `rootPid` whose command line contains `needle` (breadth first;
 * a shell that started it has the same words in its command line, so only node counts).
 */
export function findDescendantPid(rootPid: number, needle: string): number | null {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const queue = [rootPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const isNode = /(^|\/)node$/.test(argv[0] ?? '');
      if (pid !== rootPid && isNode && argv.join(' ').includes(needle)) return pid;
    } catch {
      // exited meanwhile
    }
    queue.push(...(parents.get(pid) ?? []));
  }
  return null;
}
