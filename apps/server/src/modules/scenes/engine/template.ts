import { Liquid, type FS } from 'liquidjs';

/**
 * Liquid for a scene's templates (prompts, answers, URLs): text with values put in, never code.
 * Nothing is read from disk (no include or layout finds a file), only a value's own properties
 * are visible, and parsing, rendering and memory have limits so a template cannot hold a run.
 */
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error('templates read no files');
  },
  readFileSync: () => {
    throw new Error('templates read no files');
  },
  resolve: (_root, file) => file,
  contains: async () => false,
};

const liquid = new Liquid({
  fs: NO_FILES,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  ownPropertyOnly: true,
  strictFilters: true,
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 10_000_000,
  cache: 200,
});

/** Renders a template against the values the run knows (`{ node: { output: value } }`). */
export async function renderTemplate(
  template: string,
  scope: Record<string, unknown>,
): Promise<string> {
  if (!template.includes('{')) return template;
  return String(await liquid.parseAndRender(template, scope));
}

/** Whether a template parses (for the save check's place of a bad tag). */
export function templateParses(template: string): boolean {
  try {
    liquid.parse(template);
    return true;
  } catch {
    return false;
  }
}
