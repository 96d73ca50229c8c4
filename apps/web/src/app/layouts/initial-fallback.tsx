import { PageLoader } from '@care/ui/components/page-loader';
import { MAIN_SHELL_HTML } from './page-shell-html';

/**
 * What shows while the first screen's code loads. Where the server sent the main layout's shell
 * (`data-shell="main"` on #root), the same shell stays on screen, so the header does not blink
 * away between the HTML and the page; elsewhere (sign-in, the room) the loader.
 */
export function InitialFallback() {
  if (document.getElementById('root')?.dataset.shell === 'main')
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no outside input.
    return <div className="page-shell-host" dangerouslySetInnerHTML={{ __html: MAIN_SHELL_HTML }} />;
  return <PageLoader />;
}
