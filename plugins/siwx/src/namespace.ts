/** The namespace of a CAIP-2 id ('<namespace>:<reference>'); throws for anything that is not one. */
export function namespaceOf(caip2: string): string {
  const [ns, ref, extra] = caip2.split(':');
  if (!ns || !ref || extra !== undefined) throw new Error(`Sign-in is not supported on ${caip2}`);
  return ns;
}
