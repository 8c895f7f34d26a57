import type * as z from 'zod/mini';
import { CORE_MESSAGES as ERRORS, expectedReceived } from '../errors/core';

const typeName = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);

/**
 * Spec §5 wording for a zod issue (responses and plugin input are checked with zod in lazy code; the
 * eager options use valibot, options/schema.ts): 'Required', 'Invalid input' or 'Expected X received Y'.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type') {
    return input === undefined ? ERRORS.REQUIRED : expectedReceived(issue.expected, typeName(input));
  }
  if (issue.code === 'invalid_union') {
    // A primitive union (e.g. number | string): name all the expected types.
    const exp = issue.errors.map((e) => (e.length === 1 && e[0].code === 'invalid_type' && !e[0].path.length ? e[0].expected : ''));
    if (input === undefined) return ERRORS.REQUIRED;
    if (exp.every(Boolean)) return expectedReceived(exp.join(' | '), typeName(input));
  }
  if (issue.code === 'custom' && issue.message !== ERRORS.INVALID_INPUT) return issue.message;
  return ERRORS.INVALID_INPUT;
}
