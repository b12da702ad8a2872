import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker's URL, a string in this chunk: imported dynamically, its tiny module was merged into the
// islands' shared chunk (astro.config.mjs experimentalMinChunkSize) and shipped on every catalogue page.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * What the prescription viewer draws: a PDF's pages through pdfjs-dist (loaded only here, when a PDF is
 * opened on a decoding page: never on a customer's page) or an image, each drawn into a canvas at the
 * width asked for and turned by a quarter turn at a time, so zoom and rotation change the layout box too
 * and the stage scrolls over the whole of it.
 */
export interface RxSource {
  pages: number;
  /** Draws `page` (1-based) `width` CSS pixels wide before rotation, turned `rotation` degrees (0, 90, 180, 270). */
  draw(canvas: HTMLCanvasElement, page: number, width: number, rotation: number): Promise<void>;
  close(): void;
}

const pixelRatio = () => Math.min(globalThis.devicePixelRatio || 1, 2);

function sizeCanvas(canvas: HTMLCanvasElement, cssWidth: number, cssHeight: number) {
  const ratio = pixelRatio();
  canvas.width = Math.max(1, Math.round(cssWidth * ratio));
  canvas.height = Math.max(1, Math.round(cssHeight * ratio));
  canvas.style.width = `${Math.round(cssWidth)}px`;
  canvas.style.height = `${Math.round(cssHeight)}px`;
  return ratio;
}

async function pdfSource(bytes: ArrayBuffer): Promise<RxSource> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  // No eval (the CSP allows none), no fonts or wasm fetched from elsewhere: a scanned prescription is images.
  const doc: PDFDocumentProxy = await pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, useSystemFonts: true }).promise;
  let running: { cancel(): void } | null = null;
  return {
    pages: doc.numPages,
    async draw(canvas, pageNumber, width, rotation) {
      running?.cancel();
      const page = await doc.getPage(pageNumber);
      const turn = (page.rotate + rotation) % 360;
      const natural = page.getViewport({ scale: 1, rotation: turn });
      // `width` is the page's width upright: a quarter turn keeps its scale.
      const upright = turn % 180 === 0 ? natural.width : natural.height;
      const scale = width / upright;
      const viewport = page.getViewport({ scale, rotation: turn });
      const ratio = sizeCanvas(canvas, viewport.width, viewport.height);
      const task = page.render({ canvas, viewport: page.getViewport({ scale: scale * ratio, rotation: turn }) });
      running = task;
      try {
        await task.promise;
      } catch (error) {
        if ((error as { name?: string }).name !== 'RenderingCancelledException') throw error;
      }
    },
    close: () => void doc.destroy(),
  };
}

async function imageSource(bytes: ArrayBuffer, type: string): Promise<RxSource> {
  const bitmap = await createImageBitmap(new Blob([bytes], { type }));
  return {
    pages: 1,
    async draw(canvas, _page, width, rotation) {
      const scale = width / bitmap.width;
      const [w, h] = [bitmap.width * scale, bitmap.height * scale];
      const quarter = rotation % 180 !== 0;
      const ratio = sizeCanvas(canvas, quarter ? h : w, quarter ? w : h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.translate((quarter ? h : w) / 2, (quarter ? w : h) / 2);
      context.rotate((rotation * Math.PI) / 180);
      context.drawImage(bitmap, -w / 2, -h / 2, w, h);
    },
    close: () => bitmap.close(),
  };
}

/** The viewer's source for a file of the customer's: PDF by pdfjs-dist, anything else as an image. */
export function openRxSource(bytes: ArrayBuffer, type: string): Promise<RxSource> {
  return type === 'application/pdf' ? pdfSource(bytes) : imageSource(bytes, type);
}
