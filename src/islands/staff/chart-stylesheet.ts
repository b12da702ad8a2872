/**
 * uPlot's stylesheet for the staff charts (order metrics, the lead summary), linked once when a chart is
 * first drawn: a file of this origin (as the CSP wants) of its own in the build; imported as CSS, Astro
 * would inline it into every page.
 */
import chartStylesheet from 'uplot/dist/uPlot.min.css?url';

let stylesheet: Promise<void> | null = null;

/** Links the chart stylesheet once; settles when it applies (a failed load may be tried again). */
export function linkChartStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: chartStylesheet });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      stylesheet = null;
      reject(new Error(`stylesheet ${chartStylesheet} did not load`));
    });
    document.head.append(link);
  });
  return stylesheet;
}
