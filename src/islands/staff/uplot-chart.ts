/**
 * The staff charts (order metrics, the lead summary): uPlot's stylesheet, linked once when a chart is
 * first drawn (a file of this origin, as the CSP wants, of its own in the build; imported as CSS, Astro
 * would inline it into every page), and the hook that draws a chart.
 */
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
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

/** What a chart draws: uPlot's options (without its size, which the hook keeps to the box) and data. */
export type ChartSpec = { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

/**
 * A uPlot chart in the returned box, loaded (uPlot and its stylesheet) when first drawn, kept to the
 * box's width (at least 240 px) and `height`, drawn again when `deps` change, destroyed with the
 * component. `spec` builds the options with uPlot itself at hand (its bar paths, time zones).
 */
export function useUplotChart(spec: (UPlot: typeof uPlot) => ChartSpec, height: number, deps: readonly unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'drawn' | 'failed'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again for the caller's deps only
  useEffect(() => {
    let live = true;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    setStatus('loading');
    Promise.all([import('uplot'), linkChartStylesheet()])
      .then(([{ default: UPlot }]) => {
        const into = box.current;
        if (!live || !into) return;
        const { options, data } = spec(UPlot);
        const width = () => Math.max(into.clientWidth, 240);
        chart = new UPlot({ ...options, width: width(), height }, data, into);
        resize = new ResizeObserver(() => chart?.setSize({ width: width(), height }));
        resize.observe(into);
        setStatus('drawn');
      })
      .catch(() => {
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [height, ...deps]);
  return { box, status };
}
