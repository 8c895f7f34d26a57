/** Copy to the clipboard: the async Clipboard API, else a hidden textarea and execCommand (older or non-secure pages). */
export async function copyText(text: string, doc: Document = document): Promise<void> {
  try {
    const clipboard = globalThis.navigator?.clipboard as Clipboard | undefined;
    if (clipboard && typeof clipboard.writeText === 'function') {
      await clipboard.writeText(text);
      return;
    }
  } catch {
    // permission denied or not a secure context: try the fallback below
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    if (!doc.execCommand?.('copy')) throw new Error('Copy is not available');
  } finally {
    area.remove();
  }
}
