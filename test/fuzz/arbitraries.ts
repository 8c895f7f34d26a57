/**
 * Generators shared by the boundaries: hostile leaves (the XSS corpus, odd numbers, huge strings),
 * any JSON, and "near-valid" values — a valid sample with one leaf replaced or removed, or wrapped —
 * which reach deeper into a schema than random JSON does.
 */
import fc from 'fast-check';
import { XSS_CORPUS } from '../e2e/hostile/xss-corpus';

export const hostileString = fc.oneof(
  fc.constantFrom(...XSS_CORPUS),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ maxLength: 16 }),
);

export const oddNumber = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER + 2, -1, 1e308, 2 ** 53, 0.1),
  fc.double(),
  fc.integer(),
);

export const leaf = fc.oneof(
  hostileString,
  oddNumber,
  fc.constantFrom(null, true, false, undefined, '0x', '0x0', '0xzz', '-1', '1e999', '0x' + 'f'.repeat(80)),
  fc.constant({}),
  fc.constant([]),
);

/** Any JSON-like value, hostile leaves included (also what JSON.parse of a bad body can give). */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'data', 'id', 'name')), tie('v'), { maxKeys: 4 }),
  ),
})).v;

type Path = (string | number)[];

function leafPaths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => leafPaths(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leafPaths(v, [...at, k], out);
  return out;
}

function setAt(value: unknown, p: Path, op: 'replace' | 'delete' | 'wrap', by: unknown): unknown {
  if (!p.length) return op === 'wrap' ? [value] : op === 'delete' ? undefined : by;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [k, ...rest] = p;
  if (!rest.length && op === 'delete') {
    if (Array.isArray(copy)) copy.splice(k as number, 1);
    else delete copy[k];
    return copy;
  }
  copy[k] = setAt(copy[k], rest, op, by);
  return copy;
}

/** The valid samples themselves, and each with one leaf replaced by something hostile, removed, or wrapped. */
export function nearValid(...samples: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...samples) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...samples), fc.nat(), fc.constantFrom('replace', 'replace', 'replace', 'delete', 'wrap') as fc.Arbitrary<'replace' | 'delete' | 'wrap'>, anyJson, fc.nat({ max: 2 }))
        .map(([s, i, op, by, extra]) => {
          let v = s;
          for (let n = 0; n <= extra; n++) {
            const paths = leafPaths(v);
            v = setAt(v, paths[(i + n * 7) % paths.length], op, by);
          }
          return v;
        }),
    },
    { weight: 2, arbitrary: anyJson },
  );
}

/** A valid sample or anything, as the raw text a server or storage could hold (bad JSON included). */
export function rawText(...samples: unknown[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: nearValid(...samples).map((v) => JSON.stringify(v) ?? 'undefined') },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[1,', 'null', '"x"', '{"__proto__":{"polluted":1}}', '\uFEFF{}', 'NaN') },
  );
}
