import type { Plugin, Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;

interface Roots {
  /** The signed-in frame's lazy module (navbar, menu, tab bar). */
  frame: string;
  /** Pages without the frame whose weight matters (sign-in): they must not load the frame. */
  outside: string[];
  /** Modules that other groups place (long-cached libraries). */
  elsewhere: (id: string) => boolean;
}

/**
 * The signed-in frame in two chunks instead of dozens. Left to itself the bundler splits every
 * module the frame shares with some page into its own small file (an icon, a component's style),
 * and the browser, six requests at a time, waits for each round. Here, after the module graph is
 * known: what the frame needs beyond the entry goes into `frame`, except what the pages outside
 * it need too, which goes into `shared`. Both sets are closed under imports, so no chunk waits
 * on a later one; the entry's own modules share one chunk (`app`) for the same reason.
 */
export function frameChunks(roots: Roots): { plugin: Plugin; groups: Group[] } {
  const sets = { app: new Set<string>(), shared: new Set<string>(), frame: new Set<string>() };
  const plugin: Plugin = {
    name: 'frame-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) this.error(`frame-chunks: no module ends with ${suffix}`);
        return id;
      };
      // Other groups take their modules' imports along: those stay theirs.
      const placed = closure(ids.filter(roots.elsewhere));
      const app = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const outside = closure(roots.outside.map(find));
      for (const id of app) if (!placed.has(id)) sets.app.add(id);
      for (const id of closure([find(roots.frame)])) {
        if (app.has(id) || placed.has(id)) continue;
        sets[outside.has(id) ? 'shared' : 'frame'].add(id);
      }
    },
  };
  const group = (name: keyof typeof sets, priority: number): Group => ({
    name,
    priority,
    test: (id) => sets[name].has(id),
    // The sets are closed under imports already; following them again would pull the entry's
    // modules into the frame.
    includeDependenciesRecursively: false,
  });
  return { plugin, groups: [group('app', -1), group('shared', -2), group('frame', -3)] };
}
