// Summaries of a Chromium trace (devtools.timeline) for the list benchmarks (activity-scroll.mjs,
// wallet-list.mjs): what the main thread's tasks spent their time on, and which tasks are long by wall
// time and by the thread's own CPU time (on a shared machine the two differ: a task waits for a core).
/**
 * What the renderer's main-thread tasks of a Chromium trace spent their time on: each task's direct
 * children (FunctionCall, UpdateLayoutTree, Layout, Paint, Decode Image, …) summed by name, over all
 * tasks and over the tasks longer than 50 ms. Self time of the task (not in a named child) is "other".
 */
export function printTrace(trace, label = 'the scroll phase') {
  const events = (trace.traceEvents ?? trace).filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const tasks = events.filter((e) => e.name === 'RunTask');
  // The renderer main thread: the thread with the most FunctionCall time.
  const byThread = new Map();
  for (const e of events) if (e.name === 'FunctionCall') byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (e) => `${e.pid}:${e.tid}` === main;
  const mainTasks = tasks.filter(onMain).sort((a, b) => a.ts - b.ts);
  const children = events.filter((e) => onMain(e) && e.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  const sum = (list) => {
    const by = new Map();
    let j = 0;
    for (const t of list) {
      const end = t.ts + t.dur;
      let covered = 0;
      let until = t.ts;
      while (j < children.length && children[j].ts < t.ts) j++;
      for (let k = j; k < children.length && children[k].ts < end; k++) {
        const c = children[k];
        if (c.ts < until) continue; // nested inside a child already counted
        by.set(c.name, (by.get(c.name) ?? 0) + c.dur / 1000);
        covered += c.dur;
        until = c.ts + c.dur;
      }
      by.set('(other)', (by.get('(other)') ?? 0) + Math.max(0, t.dur - covered) / 1000);
    }
    return [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, ms]) => `${n} ${ms.toFixed(1)} ms`).join(', ');
  };
  const mainLong = mainTasks.filter((t) => t.dur > 50_000);
  // Long by the thread's own CPU time: what the page's work costs, whatever else the machine runs.
  const cpuLong = mainTasks.filter((t) => (t.tdur ?? 0) > 50_000);
  const total = mainTasks.reduce((a, t) => a + t.dur, 0) / 1000;
  // Wall time (what a long task is) against the main thread's own CPU time in it (`tdur`): on a
  // shared machine a task can be long because the thread was waiting for a core, not working.
  const cpu = mainTasks.reduce((a, t) => a + (t.tdur ?? 0), 0) / 1000;
  const maxCpu = Math.max(0, ...mainTasks.map((t) => t.tdur ?? 0)) / 1000;
  console.log(`Trace of ${label}: ${mainTasks.length} main-thread tasks, ${total.toFixed(0)} ms busy (${cpu.toFixed(0)} ms CPU); longest ${(Math.max(0, ...mainTasks.map((t) => t.dur)) / 1000).toFixed(1)} ms wall, most CPU in one task ${maxCpu.toFixed(1)} ms`);
  console.log(`  all tasks: ${sum(mainTasks)}`);
  const tops = [...mainTasks].sort((a, b) => b.dur - a.dur).slice(0, 10).sort((a, b) => a.ts - b.ts);
  console.log(`  the 10 longest tasks (wall/CPU ms: ${tops.map((t) => `${(t.dur / 1000).toFixed(0)}/${((t.tdur ?? 0) / 1000).toFixed(0)}`).join(', ')}): ${sum(tops)}`);
  if (mainLong.length) console.log(`  tasks > 50 ms wall (${mainLong.length}): ${sum(mainLong)}`);
  console.log(`  tasks > 50 ms of CPU: ${cpuLong.length}${cpuLong.length ? ` (max ${(Math.max(...cpuLong.map((t) => t.tdur)) / 1000).toFixed(0)} ms): ${sum(cpuLong)}` : ''}`);
  return { tasks: mainTasks.length, longWall: mainLong.length, longCpu: cpuLong.length, maxCpuMs: Math.round(maxCpu) };
  const decodes = events.filter((e) => /Decode/i.test(e.name));
  console.log(`  image decodes: ${decodes.length} (${decodes.filter(onMain).length} on the main thread)`);
}
