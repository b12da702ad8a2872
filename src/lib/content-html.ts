/**
 * The customer's view of a page body the server sanitised (issue 18; upstream/cms/sanitize.ts keeps
 * tables as bare <table>): each table goes into a box that scrolls sideways, so a wide table never
 * widens a phone's page, and the table keeps its own role (a table styled `display: block` loses it in
 * some screen readers). The box takes the keyboard's focus, so it can be scrolled without a pointer.
 */
export function scrollableTables(html: string): string {
  return html.replace(/<table\b/gi, '<div class="table-scroll" tabindex="0"><table').replace(/<\/table\s*>/gi, '</table></div>');
}
