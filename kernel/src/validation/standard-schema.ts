/**
 * A Standard Schema (https://standardschema.dev): zod, valibot, arktype and others implement it. The
 * kernel's seams that validate what a plugin hands them (storage keys, API responses) take any of
 * them, so the kernel itself carries no validation library's core for plugins, and a plugin
 * validates with the library it already uses.
 */
export interface StandardSchema<T> {
  readonly '~standard': {
    readonly types?: { readonly output: T } | undefined;
    validate(value: unknown): StandardResult<T> | Promise<unknown>;
  };
}

export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: unknown }> | undefined;
}

type StandardResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ReadonlyArray<StandardIssue> };

/** Validates synchronously; an async schema cannot answer here and counts as a failure. */
export function validate<T>(schema: StandardSchema<T>, value: unknown): Validated<T> {
  const r = schema['~standard'].validate(value);
  if (r instanceof Promise) return { ok: false, issues: [{ message: 'asynchronous schemas are not supported' }] };
  const res = r as StandardResult<T>;
  return res.issues ? { ok: false, issues: res.issues } : { ok: true, value: res.value };
}

/** An issue's path as dots: `data.0.name`. */
export const issuePath = (i: StandardIssue) => (i.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p)).join('.');
