import { useEffect, useRef, useState } from 'react';
import { useStrings } from '../account/ui.tsx';
import { openRxSource, type RxSource } from './prescription-render.ts';

/** Zoom steps, as a share of the stage's width (1: the page fits the width). */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const FIT = ZOOMS.indexOf(1);

interface Props {
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

/**
 * A prescription shown in the page (issue 16): an image or a PDF (pdfjs-dist, fetched only when a PDF is
 * opened), with zoom, rotation by quarter turns, and a PDF's pages; the stage scrolls both ways when
 * zoomed in. Buttons are 44 px targets; the canvas is named for screen readers.
 */
export function PrescriptionViewer({ bytes, type, name }: Props) {
  const { s } = useStrings();
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [source, setSource] = useState<RxSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState<number>(FIT);
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let live = true;
    let opened: RxSource | null = null;
    setSource(null);
    setFailed(false);
    setPage(1);
    setRotation(0);
    setZoom(FIT);
    openRxSource(bytes, type).then(
      (s) => {
        opened = s;
        if (live) setSource(s);
        else s.close();
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [bytes, type]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!source || !canvas.current || width === 0) return;
    // The page's width upright: the stage's width (less its padding) times the zoom.
    source.draw(canvas.current, page, Math.max(120, (width - 16) * (ZOOMS[zoom] ?? 1)), rotation).catch(() => setFailed(true));
  }, [source, page, zoom, rotation, width]);

  const pages = source?.pages ?? 1;
  return (
    <figure className="rx-viewer">
      <div className="rx-tools" role="toolbar" aria-label={s('staff.decode.viewer', { name })}>
        <button
          type="button"
          className="button secondary"
          aria-label={s('staff.decode.zoomOut')}
          title={s('staff.decode.zoomOut')}
          disabled={zoom === 0}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
        >
          −
        </button>
        <output className="rx-zoom" aria-live="polite">
          {Math.round((ZOOMS[zoom] ?? 1) * 100)}%
        </output>
        <button
          type="button"
          className="button secondary"
          aria-label={s('staff.decode.zoomIn')}
          title={s('staff.decode.zoomIn')}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
        >
          +
        </button>
        <button
          type="button"
          className="button secondary"
          aria-label={s('staff.decode.rotate')}
          title={s('staff.decode.rotate')}
          onClick={() => setRotation((r) => (r + 90) % 360)}
        >
          ⟳
        </button>
        <button
          type="button"
          className="button secondary"
          aria-label={s('staff.decode.fit')}
          title={s('staff.decode.fit')}
          onClick={() => setZoom(FIT)}
          disabled={zoom === FIT}
        >
          ↔
        </button>
      </div>
      <div className="rx-stage" ref={stage}>
        {failed ? (
          <p role="alert" className="notice-error">
            {s('staff.decode.viewerFailed')}
          </p>
        ) : (
          <>
            {!source && <p aria-busy="true">{s('staff.decode.viewerLoading')}</p>}
            <canvas ref={canvas} role="img" aria-label={s('staff.decode.viewer', { name })} hidden={!source} />
          </>
        )}
      </div>
      {pages > 1 && (
        <div className="rx-pages">
          <button type="button" className="button secondary" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {s('staff.common.previous')}
          </button>
          <span>{s('staff.decode.page', { page, pages })}</span>
          <button type="button" className="button secondary" disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
            {s('staff.common.next')}
          </button>
        </div>
      )}
      <figcaption className="hint">{name}</figcaption>
    </figure>
  );
}
