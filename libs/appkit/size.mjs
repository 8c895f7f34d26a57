/**
 * The eager cost of `@gangway/appkit/react` over Gangway's kernel (issue 37: target ≤ 3 KB gzip):
 * the entry bundled and minified (its lazy chunks, e.g. the <appkit-*> elements, left out) with the kernel, the built-in plugin manifests (createAppKit's default `plugins`), React and viem left out (a host pays for those
 * anyway), gzip -9. Printed by `npm run size` (scripts/size-report.mjs).
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

export const APPKIT_BUDGET_GZIP = 3 * 1024;

export async function appkitEagerCost() {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const result = await build({
    input: path.join(dir, 'src/react.ts'),
    external: [/^@gangway\/(kernel|plugin-|builtin-plugins)/, /^react(\/|$)/, /^viem(\/|$)/],
    write: false,
    logLevel: 'silent',
    output: { format: 'esm', minify: true },
  });
  const code = result.output.filter((o) => o.type === 'chunk' && !o.isDynamicEntry).map((o) => o.code).join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}
