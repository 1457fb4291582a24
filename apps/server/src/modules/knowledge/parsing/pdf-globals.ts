import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdfjs builds one `DOMMatrix` as it loads, for drawing pages, which text extraction never does.
 * Node has none, and pdfjs would take it from the optional `@napi-rs/canvas` (33 MB of native
 * code the image leaves out). An identity matrix that does nothing is all the load needs; the
 * same stand-in is used everywhere, so the tests read PDFs exactly as production does.
 */
class TextOnlyDOMMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
}

/** Drawing classes pdfjs asks for at load; only drawing would use them. */
class TextOnlyDrawing {}

function providePdfGlobals() {
  const scope = globalThis as Record<string, unknown>;
  scope.DOMMatrix ??= TextOnlyDOMMatrix;
  scope.ImageData ??= TextOnlyDrawing;
  scope.Path2D ??= TextOnlyDrawing;
}

type Pdfjs = typeof PdfjsModule;
let loading: Promise<Pdfjs> | undefined;

/**
 * pdfjs's legacy build, loaded once per thread with the stand-ins in place. Its load also tries
 * the canvas package and, where it is left out, prints a warning of several lines to the console;
 * that warning alone is dropped (nothing is missing for reading text).
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    providePdfGlobals();
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).includes('@napi-rs/canvas')) warn(...args);
    };
    try {
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      console.warn = warn;
    }
  })();
  // A load that failed is tried again by the next PDF rather than failing every one after it.
  loading.catch(() => (loading = undefined));
  return loading;
}
