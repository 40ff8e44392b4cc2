/**
 * The page's own small style: it is opened straight from the API, outside the web app's build, and prints on
 * A4 without the screen's colours or with a table split across pages.
 */
export const PAGE_STYLE = `
:root { color: #1f2937; background: #fff; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
header { border-bottom: 3px solid #166534; margin-bottom: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; color: #14532d; }
h2 { font-size: 1.35rem; margin: 2rem 0 .75rem; padding-bottom: .25rem; border-bottom: 1px solid #d1d5db; color: #14532d; }
h3 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
h4 { font-size: 1rem; margin: .75rem 0 .25rem; }
article { border: 1px solid #e5e7eb; border-radius: .5rem; padding: .75rem 1rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: minmax(9rem, max-content) 1fr; gap: .25rem 1rem; margin: 0 0 .75rem; }
dt { font-weight: 600; color: #374151; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; margin: .5rem 0; }
th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid #e5e7eb; }
th { background: #f3f4f6; font-weight: 600; }
.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
small { color: #4b5563; }
.totals { text-align: right; font-variant-numeric: tabular-nums; }
.empty { color: #4b5563; font-style: italic; }
ul { margin: .25rem 0; padding-left: 1.25rem; }
@media print {
  :root { font-size: 11pt; }
  body { max-width: none; padding: 0; }
  header { border-color: #000; }
  h1, h2 { color: #000; }
  th { background: none; }
  article { break-inside: avoid; border-color: #999; }
  tr { break-inside: avoid; }
  @page { size: A4; margin: 15mm; }
}
`;
