#!/usr/bin/env node
// The long-list and long-session benchmarks of issue 35, one after the other, each in its own process:
// the 10,000-entry Activity history (activity-scroll.mjs), AllWallets at ~600 wallets (wallet-list.mjs),
// the token lists with 200 tokens (token-list.mjs) and the heap over 100 open/close cycles beside the
// floor host's (heap-cycles.mjs). Each prints its own figures; this prints them and then long tasks
// (count, longest) per list and the heap growth in one summary. Nothing is asserted.
//
//   flock /tmp/gangway-e2e.lock node test/bench/long-lists.mjs    (needs dist/demo and dist/floor-modal built)
//
// `npm run bench` runs it after its own measurements.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPTS = [
  { file: 'activity-scroll.mjs', args: [] },
  { file: 'wallet-list.mjs', args: [] },
  { file: 'token-list.mjs', args: [] },
  // 110 cycles, snapshots at 10 and 110: the split (objects and strings apart from V8's code) over 100 cycles after the warm-up.
  { file: 'heap-cycles.mjs', args: ['--cycles', '110', '--snapshots', '1', '--snap-from', '10'] },
];

const summary = [];
for (const { file, args } of SCRIPTS) {
  console.log(`\n[long-lists] ${file} …`);
  const r = spawnSync(process.execPath, [path.join(here, file), ...args], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  process.stdout.write(r.stdout ?? '');
  if (r.status !== 0) {
    process.stdout.write(r.stderr?.split('\n').slice(-15).join('\n') ?? '');
    summary.push(`${file}: failed (exit ${r.status})`);
    continue;
  }
  for (const line of (r.stdout ?? '').split('\n')) {
    const activity = /^(load|scroll) \(.*long tasks (\{.*\})$/.exec(line);
    if (activity) {
      const t = JSON.parse(activity[2]);
      summary.push(`Activity, 10,000 entries (${activity[1]}): long tasks ${t.longTasks}, max ${t.maxMs} ms`);
      continue;
    }
    const lists = /LONG TASKS (.*)$/.exec(line);
    if (lists) summary.push(lists[1].trim());
    if (line.startsWith('Heap growth')) summary.push(line);
  }
}
console.log('\n[long-lists] summary');
for (const s of summary) console.log(`  ${s}`);
