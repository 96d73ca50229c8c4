/**
 * Opens an address that is still being asked for in a new tab. The tab is opened at once, inside
 * the click (a tab opened after an await is blocked as a pop-up), and sent on when the address
 * arrives; it is closed again if the call fails. Answers false when the browser refused the tab,
 * so the screen can offer a link instead.
 */
export async function openInNewTab(address: Promise<string>): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const url = await address;
    if (!tab) return false;
    // The opened page gets no handle on the console.
    tab.opener = null;
    tab.location.href = url;
    return true;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
