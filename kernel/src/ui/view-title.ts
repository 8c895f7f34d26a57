/**
 * The title of the view shown: the dialog's accessible name, and the header's text unless hidden.
 * It is the view's plugin's manifest data (`titles`), so it is right while the plugin's code still
 * loads; the kernel knows no view's title of its own.
 */
import type { PluginManifest } from '../plugins/manifest';

export interface ShownTitle {
  /** The name; '' leaves the dialog its generic name (`modal.title`). */
  text: string;
  /** Named, but not shown in the header (spec §2: views shown without a name). */
  hidden: boolean;
}

/**
 * `owner`: the manifest declaring the view (details merged); `loading`: its plugin is not set up yet;
 * `t(key, english)`: the message, the manifest's English `text` standing in for a key without one.
 * A view without a declared title keeps the older rule: the message `view.<id>` if there is one, else
 * its id — but not while its plugin loads (its own messages come with its code).
 */
export function viewTitle(view: string, owner: PluginManifest | undefined, t: (key: string, english?: string) => string, loading: boolean): ShownTitle {
  const titles = owner?.titles;
  if (titles && Object.hasOwn(titles, view)) {
    const title = titles[view];
    if (title === null || title === undefined) return { text: '', hidden: true };
    const { key, text, hidden } = typeof title === 'string' ? { key: title, text: undefined, hidden: false } : title;
    const message = t(key, text);
    if (message !== key) return { text: message, hidden: !!hidden };
    return untitled(view, loading, !!hidden);
  }
  const key = `view.${view}`;
  const message = t(key);
  return message !== key ? { text: message, hidden: false } : untitled(view, loading, false);
}

/** No text for the title: the view's id (a developer's miss, but the right view), not while its plugin loads. */
function untitled(view: string, loading: boolean, hidden: boolean): ShownTitle {
  return loading ? { text: '', hidden: true } : { text: view, hidden };
}
