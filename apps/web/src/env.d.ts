interface ImportMetaEnv {
  /** API origin; empty means the same origin that serves the app. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
