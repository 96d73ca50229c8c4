/**
 * Copies text to the clipboard. The Clipboard API needs a secure page; on plain http (a
 * clinic's local network) the selected input is copied the old way instead.
 */
export async function copyText(text: string, fallbackInput?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection copy
  }
  if (!fallbackInput) return false;
  fallbackInput.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
