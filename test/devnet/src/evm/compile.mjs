#!/usr/bin/env node
// Regenerates artifacts.json (ABI + bytecode) from contracts/*.sol with the installed solc.
// Run: node test/devnet/src/evm/compile.mjs   (the artifacts are committed so start-up needs no solc)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const solc = require('solc');
const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, 'contracts');

const sources = Object.fromEntries(
  readdirSync(dir).filter((f) => f.endsWith('.sol')).sort().map((f) => [f, { content: readFileSync(join(dir, f), 'utf8') }]),
);
const input = {
  language: 'Solidity',
  sources,
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
};
const out = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (out.errors ?? []).filter((/** @type {{severity: string}} */ e) => e.severity === 'error');
if (errors.length) {
  console.error(errors.map((/** @type {{formattedMessage: string}} */ e) => e.formattedMessage).join('\n'));
  process.exit(1);
}
/** @type {Record<string, {abi: unknown[], bytecode: string}>} */
const artifacts = {};
for (const file of Object.keys(out.contracts).sort()) {
  for (const [name, c] of Object.entries(out.contracts[file])) {
    artifacts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  }
}
writeFileSync(join(here, 'artifacts.json'), `${JSON.stringify({ compiler: solc.version(), artifacts }, null, 1)}\n`);
console.log(`compiled ${Object.keys(artifacts).join(', ')} with solc ${solc.version()}`);
