/**
 * The example pages' DOM, reached by test id: the ids the e2e specs drive (test/e2e/adapters), so a
 * page and its spec name each element the same way. A click's failure shows in the page's `lib-error`,
 * where the spec and a person trying the page both see it.
 */
export const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
export const show = (id: string, text: string) => { $(id).textContent = text; };
export const fail = (error: unknown) => show('lib-error', error instanceof Error ? error.message : String(error));
export const onClick = (id: string, run: () => Promise<void>) => $(id).addEventListener('click', () => void run().catch(fail));
