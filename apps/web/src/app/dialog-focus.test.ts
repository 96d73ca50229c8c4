import { afterEach, describe, expect, it } from 'vitest';
import { keepDialogFocus } from './dialog-focus';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function page() {
  document.body.innerHTML = '<main id="main"><h1>My Reports</h1><button id="open">Open</button></main>';
  return document.getElementById('open') as HTMLButtonElement;
}

/** A modal dialog as Mantine draws one (in a portal), with focus moved into it. */
function openDialog() {
  const portal = document.createElement('div');
  portal.innerHTML = '<div role="dialog" aria-modal="true"><button>Close</button></div>';
  document.body.append(portal);
  portal.querySelector('button')!.focus();
  return portal;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('keepDialogFocus', () => {
  it('puts focus back on the opener when a closing dialog leaves it on the body', async () => {
    stop = keepDialogFocus();
    const opener = page();
    opener.focus();
    const dialog = openDialog();
    dialog.remove();
    expect(document.activeElement).toBe(document.body);
    await wait(150);
    expect(document.activeElement).toBe(opener);
  });

  it('one dialog opened by code after another: focus goes back to what opened the first', async () => {
    stop = keepDialogFocus();
    const opener = page();
    opener.focus();
    const checkout = openDialog();
    const failed = openDialog();
    checkout.remove();
    await wait(150);
    // Still inside the second dialog: nothing is moved.
    expect(failed.contains(document.activeElement)).toBe(true);
    failed.remove();
    await wait(150);
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to the page heading when the opener is gone or disabled', async () => {
    stop = keepDialogFocus();
    const opener = page();
    opener.focus();
    const dialog = openDialog();
    opener.disabled = true;
    dialog.remove();
    await wait(150);
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.querySelector('h1')).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus alone when something already has it', async () => {
    stop = keepDialogFocus();
    const opener = page();
    opener.focus();
    const dialog = openDialog();
    const other = document.createElement('input');
    document.querySelector('main')!.append(other);
    dialog.remove();
    other.focus();
    await wait(150);
    expect(document.activeElement).toBe(other);
  });
});
