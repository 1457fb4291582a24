/**
 * Proves the checklist of docs/adding-a-feature.md: in a fresh worktree of HEAD (in a temp dir,
 * removed at the end), adds a throwaway feature, "notes", as one server folder, one web folder,
 * its contract and error files and one line in each list; generates its migration; then runs
 * lint, the type checks, the permission matrix, the menu tests and a small API test on it, shows
 * that the module-boundary lint rule fires on a deep import, and prints the file list.
 *
 *   npm run check:feature           (KEEP_WORKTREE=1 leaves the worktree to look at)
 *
 * Exits non-zero on any failure, or when a file changed that is neither new nor a list; the edits
 * it knows go beyond the lists (BEYOND_THE_LISTS, none today) are printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line = '') => void process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// The worktree, with the installed packages of this checkout but its own workspace packages.
// ---------------------------------------------------------------------------------------------

const WT = mkdtempSync(path.join(tmpdir(), 'throwaway-feature-'));
const WORKSPACES = {
  contracts: 'packages/contracts',
  server: 'apps/server',
  web: 'apps/web',
  e2e: 'e2e',
};

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: WT, encoding: 'utf8' });
}

function makeWorktree(): void {
  rmSync(WT, { recursive: true, force: true });
  execFileSync('git', ['-C', ROOT, 'worktree', 'add', '--detach', WT, 'HEAD'], { stdio: 'ignore' });
  // node_modules/@miaoyu/* are relative links into the workspace: made anew here, so the
  // worktree's own contracts are the ones resolved and type-checked. Everything else is a link
  // to this checkout's install (offline, instant). Dot entries (.vite, .cache) stay private.
  const modules = path.join(WT, 'node_modules');
  mkdirSync(path.join(modules, '@miaoyu'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@miaoyu' || (entry.startsWith('.') && entry !== '.bin')) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, dir] of Object.entries(WORKSPACES)) {
    symlinkSync(path.join(WT, dir), path.join(modules, '@miaoyu', name));
    // A workspace's own installs (versions that differ from the root's).
    const own = path.join(ROOT, dir, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(WT, dir, 'node_modules'));
  }
}

// ---------------------------------------------------------------------------------------------
// The feature's own files: new folders and new files only.
// ---------------------------------------------------------------------------------------------

const FILES: Record<string, string> = {
  // The contract: schemas, error codes with their texts in both languages.
  'packages/contracts/src/notes.ts': `import { z } from 'zod';
import { safeText } from './text';

/** A team's notes (the throwaway feature of tools/throwaway-feature.ts). */
export const NOTE_TITLE_MAX = 100;

export const noteSchema = z
  .object({ id: z.string(), title: z.string(), createdAt: z.string() })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof noteSchema>;

export const noteListSchema = z.object({ items: z.array(noteSchema) });
export type NoteList = z.infer<typeof noteListSchema>;

export const createNoteSchema = z.object({ title: safeText().trim().min(1).max(NOTE_TITLE_MAX) });
export type CreateNote = z.infer<typeof createNoteSchema>;
`,
  'packages/contracts/src/notes.errors.ts': `/** The notes domain's error codes with their Chinese texts; English in notes.errors.en-US.ts. */
export const NOTE_ERRORS = {
  NOTE_TITLE_TAKEN: '已有同名便签',
} as const satisfies Record<string, string>;
`,
  'packages/contracts/src/notes.errors.en-US.ts': `import type { NOTE_ERRORS } from './notes.errors';

/** NOTE_ERRORS in English: every code of the domain, none other. */
export const NOTE_ERRORS_EN: Record<keyof typeof NOTE_ERRORS, string> = {
  NOTE_TITLE_TAKEN: 'A note with this title exists already',
};
`,

  // The table: a file per domain under db/schema (drizzle-kit reads them from its index).
  'apps/server/src/db/schema/notes.ts': `/** A team's notes. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

export const notes = pgTable(
  'notes',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    ...timestamps,
  },
  (t) => [index('notes_org_idx').on(t.orgId, t.id)],
);
`,

  // The server module.
  'apps/server/src/modules/notes/index.ts': `import type { ModulePlugin } from '../../lib/module';
import { NOTE_FILES } from './file-purposes';
import noteRoutes from './routes';

/** A team's notes: the throwaway feature of tools/throwaway-feature.ts. */
const notes: ModulePlugin = async (app) => {
  app.filePurposes.register(NOTE_FILES);
  await app.register(noteRoutes);
};

export default notes;

// What other modules may call.
export { countNotes } from './service';
`,
  'apps/server/src/modules/notes/routes.ts': `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orgIdParamsSchema } from '@miaoyu/contracts';
import { createNoteSchema, noteListSchema, noteSchema } from '@miaoyu/contracts/notes';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { orgMemberGate } from '../orgs';
import { addNote, notesOf } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const doc = { tags: ['notes'], security: [{ studioToken: [] }] };

/** A team's notes: every member reads and adds them. */
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberGate = orgMemberGate(app.db);
  const path = '/v1/orgs/:orgId/notes';
  app.get(
    path,
    {
      preValidation: memberGate,
      schema: {
        ...doc,
        summary: "The team's notes, newest first",
        params: orgIdParamsSchema,
        response: { 200: noteListSchema, ...errors },
      },
    },
    async (request) => notesOf(app.db, requireCaller(request), BigInt(request.params.orgId)),
  );
  app.post(
    path,
    {
      preValidation: memberGate,
      schema: {
        ...doc,
        summary: 'Add a note (a title once per team)',
        params: orgIdParamsSchema,
        body: createNoteSchema,
        response: { 200: noteSchema, ...errors },
      },
    },
    async (request) =>
      addNote(app.db, requireCaller(request), BigInt(request.params.orgId), request.body),
  );
};

export default noteRoutes;
`,
  'apps/server/src/modules/notes/service.ts': `import type { CreateNote, Note, NoteList } from '@miaoyu/contracts/notes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess } from '../orgs';
import { countNoteRows, insertNote, listNotes, noteTitleTaken, type NoteRow } from './repo';

const toNote = (row: NoteRow): Note => ({
  id: String(row.id),
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The team's notes, for its members. */
export async function notesOf(db: Db, caller: Caller, orgId: bigint): Promise<NoteList> {
  await memberAccess(db, orgId, caller.user.id);
  return { items: (await listNotes(db, orgId)).map(toNote) };
}

/** Adds a note to the team; a title is used once per team (409 NOTE_TITLE_TAKEN). */
export async function addNote(
  db: Db,
  caller: Caller,
  orgId: bigint,
  input: CreateNote,
): Promise<Note> {
  await memberAccess(db, orgId, caller.user.id);
  if (await noteTitleTaken(db, orgId, input.title)) throw new AppError(409, 'NOTE_TITLE_TAKEN');
  return toNote(await insertNote(db, orgId, caller.user.id, input.title));
}

/** How many notes a team has (what another module may ask). */
export const countNotes = (db: Db, orgId: bigint): Promise<number> => countNoteRows(db, orgId);
`,
  'apps/server/src/modules/notes/repo.ts': `import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notes } from '../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

export const listNotes = (db: Executor, orgId: bigint): Promise<NoteRow[]> =>
  db.select().from(notes).where(eq(notes.orgId, orgId)).orderBy(desc(notes.id)).limit(100);

export async function noteTitleTaken(db: Executor, orgId: bigint, title: string) {
  const [row] = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.orgId, orgId), eq(notes.title, title)))
    .limit(1);
  return row !== undefined;
}

export async function insertNote(db: Executor, orgId: bigint, userId: bigint, title: string) {
  const [row] = await db.insert(notes).values({ orgId, userId, title }).returning();
  return row!;
}

export async function countNoteRows(db: Executor, orgId: bigint): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notes).where(eq(notes.orgId, orgId));
  return row?.n ?? 0;
}
`,
  'apps/server/src/modules/notes/file-purposes.ts': `import type { ImagePurpose } from '../files';
import { findMembership } from '../orgs';

/** Pictures pinned to notes: read by the team's members only. */
export const NOTE_FILES: ImagePurpose = {
  purpose: 'note',
  maxSide: 1024,
  canRead: async (file, identify, db) => {
    if (file.orgId === null) return false;
    const reader = await identify();
    return (await findMembership(db, file.orgId, reader.id, false)) !== undefined;
  },
};
`,
  'apps/server/src/modules/notes/notes.matrix.ts': `import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const team: Actor[] = ['owner', 'admin', 'member'];

/** Notes: the team's members read and add them; outsiders do not find the team. */
export const MATRIX: MatrixAction[] = [
  {
    name: 'list notes',
    request: (w) => ({ method: 'GET', url: \`/v1/orgs/\${w.orgId}/notes\` }),
    allowed: team,
  },
  {
    name: 'add a note',
    request: (w) => ({
      method: 'POST',
      url: \`/v1/orgs/\${w.orgId}/notes\`,
      payload: { title: '周会纪要' },
    }),
    allowed: team,
  },
];
`,
  'apps/server/src/modules/notes/notes.api.test.ts': `import { describe, expect, it } from 'vitest';
import type { NoteList } from '@miaoyu/contracts/notes';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('notes on %s', (kind) => {
  const t = useTestApp(kind);

  it('adds and lists a team note, each title once, and declares its files', async () => {
    const { answer, authorization } = await t.signIn('13100000901');
    const url = \`/v1/orgs/\${answer.orgId}/notes\`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization },
      payload: { title: '第一条' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization, 'accept-language': 'en-US' },
      payload: { title: '第一条' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'NOTE_TITLE_TAKEN',
      message: 'A note with this title exists already',
    });
    const list = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect((list.json() as NoteList).items.map((note) => note.title)).toEqual(['第一条']);
    expect(t.app.filePurposes.get('note')?.maxSide).toBe(1024);
  });
});
`,

  // The web feature: a page, a button under answers, a section of the helper editor.
  'apps/web/src/features/notes/feature.tsx': `import { IconPushpin } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { HELPER_SECTION_ORDER, lazySection } from '@/lib/slots';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    notes: typeof zhCN;
  }
  interface NavResources {
    notes: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('notes');

/** A team's notes: a page, "keep as a note" under answers, a section of the helper editor. */
export const notesFeature: Feature = {
  name: 'notes',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      path: '/notes',
      handle: { key: ROUTE_KEYS.notes, titleKey: 'nav:notes.menu', icon: IconPushpin, order: 22 },
      element: page(
        () => import('./routes/NotesPage'),
        (m) => m.NotesPage,
      ),
    },
  ],
  slots: {
    messageActions: [
      {
        id: 'notes.keep',
        labelKey: 'nav:notes.keep',
        icon: IconPushpin,
        run: (message, { navigate }) => navigate(\`/notes?from=\${message.id}\`),
      },
    ],
    helperEditorSections: [
      {
        id: 'notes',
        titleKey: 'nav:notes.section',
        order: HELPER_SECTION_ORDER.sharing + 5,
        Component: lazySection(
          () => import('./components/NotesSection'),
          (m) => m.NotesSection,
          'notes',
        ),
      },
    ],
  },
};
`,
  'apps/web/src/features/notes/locales/nav.ts': `import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load. */
const zhCN = {
  menu: '便签',
  keep: '存为便签',
  section: '便签',
} as const;

const enUS: Widen<typeof zhCN> = {
  menu: 'Notes',
  keep: 'Keep as a note',
  section: 'Notes',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
`,
  'apps/web/src/features/notes/locales/zh-CN.ts': `import type { Widen } from '@/lib/locale-types';

/** The notes feature's texts (namespace \`notes\`); the source every other language follows. */
const zhCN = {
  page: { title: '团队便签', empty: '还没有便签' },
  section: { hint: '这个助手的回答可以存为团队便签' },
} as const;

export type Messages = Widen<typeof zhCN>;

export default zhCN;
`,
  'apps/web/src/features/notes/locales/en-US.ts': `import type { Messages } from './zh-CN';

const enUS: Messages = {
  page: { title: "The team's notes", empty: 'No notes yet' },
  section: { hint: "This helper's answers can be kept as the team's notes" },
};

export default enUS;
`,
  'apps/web/src/features/notes/routes/NotesPage.tsx': `import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { noteListSchema } from '@miaoyu/contracts/notes';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { knownOrgId } from '@/lib/session';

/** The team's notes, newest first. */
export function NotesPage() {
  const { t } = useTranslation('notes');
  const orgId = knownOrgId();
  const notes = useQuery({
    queryKey: ['notes', orgId],
    queryFn: async () => answerOf<typeof noteListSchema>(await api.get(\`/v1/orgs/\${orgId}/notes\`)),
    enabled: Boolean(orgId),
  });
  const items = notes.data?.items ?? [];
  return (
    <section>
      <h2>{t('page.title')}</h2>
      {items.length === 0 ? (
        <p>{t('page.empty')}</p>
      ) : (
        <ul>
          {items.map((note) => (
            <li key={note.id}>{note.title}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
  'apps/web/src/features/notes/components/NotesSection.tsx': `import { useTranslation } from 'react-i18next';
import type { HelperSectionProps } from '@/lib/slots';

/** The helper editor's notes section. */
export function NotesSection({ helper }: HelperSectionProps) {
  const { t } = useTranslation('notes');
  return <p data-helper={helper?.id ?? 'new'}>{t('section.hint')}</p>;
}
`,
};

// ---------------------------------------------------------------------------------------------
// One line in each list: [file, the line it goes after (or 'end'), the line].
// ---------------------------------------------------------------------------------------------

type ListEdit = { file: string; list: string; after: string; line: string };

const LISTS: ListEdit[] = [
  {
    file: 'apps/server/src/app.ts',
    list: 'MODULES (its import)',
    after: "import sales from './modules/sales';",
    line: "import notes from './modules/notes';",
  },
  { file: 'apps/server/src/app.ts', list: 'MODULES', after: '  sales,', line: '  notes,' },
  {
    file: 'apps/server/src/db/schema/index.ts',
    list: 'the schema index',
    after: 'end',
    line: "export * from './notes';",
  },
  {
    file: 'packages/contracts/src/error-codes.ts',
    list: 'ERROR_DOMAINS (its import)',
    after: "import { SALES_ERRORS } from './sales/errors';",
    line: "import { NOTE_ERRORS } from './notes.errors';",
  },
  {
    file: 'packages/contracts/src/error-codes.ts',
    list: 'ERROR_DOMAINS',
    after: '  sales: SALES_ERRORS,',
    line: '  notes: NOTE_ERRORS,',
  },
  {
    file: 'packages/contracts/src/messages/en-US.ts',
    list: 'EN_US (its import)',
    after: "import { SALES_ERRORS_EN } from '../sales/errors.en-US';",
    line: "import { NOTE_ERRORS_EN } from '../notes.errors.en-US';",
  },
  {
    file: 'packages/contracts/src/messages/en-US.ts',
    list: 'EN_US',
    after: '  ...SALES_ERRORS_EN,',
    line: '  ...NOTE_ERRORS_EN,',
  },
  {
    file: 'packages/contracts/package.json',
    list: "the contracts' exports",
    after: '    "./sales": "./src/sales/index.ts",',
    line: '    "./notes": "./src/notes.ts",',
  },
  {
    file: 'packages/contracts/src/constants.ts',
    list: 'ROUTE_KEYS',
    after: "  botSettings: 'setting.botSettings',",
    line: "  notes: 'notes',",
  },
  {
    file: 'packages/contracts/src/navigation.ts',
    list: 'NAVIGATION',
    after: '  { key: ROUTE_KEYS.knowledge, roles: everyone },',
    line: '  { key: ROUTE_KEYS.notes, roles: everyone },',
  },
  {
    file: 'apps/web/src/app/features.ts',
    list: 'FEATURES (its import)',
    after: "import { salesFeature } from '@/features/sales/feature';",
    line: "import { notesFeature } from '@/features/notes/feature';",
  },
  {
    file: 'apps/web/src/app/features.ts',
    list: 'FEATURES',
    after: '  salesFeature,',
    line: '  notesFeature,',
  },
  {
    file: 'docs/api.md',
    list: 'the API map (a row per operation)',
    after: 'end-of-table:/v1/saleChat/delete/{id}',
    line: "| GET | `/v1/orgs/{orgId}/notes` | sign-in | the team's notes, newest first |",
  },
  {
    file: 'docs/api.md',
    list: 'the API map (a row per operation)',
    after: "| GET | `/v1/orgs/{orgId}/notes` | sign-in | the team's notes, newest first |",
    line: '| POST | `/v1/orgs/{orgId}/notes` | sign-in | add a note (`{title}`, once per team) |',
  },
];

/** Lists written as one line: the new item goes into the line. */
const IN_LINE: { file: string; list: string; from: string; to: string }[] = [
  {
    file: 'apps/server/src/db/schema/files.ts',
    list: "files' purposes (the purpose column's values)",
    from: "enum: ['avatar', 'logo', 'feedback', 'chat', 'visitor', 'sale'],",
    to: "enum: ['avatar', 'logo', 'feedback', 'chat', 'visitor', 'sale', 'note'],",
  },
];

/**
 * Edits beyond the lists, each reported as such: places that name every feature by hand. None
 * today (the menu tests derive the menus from NAVIGATION); one found goes here, and is a bug.
 */
const BEYOND_THE_LISTS: { file: string; why: string; from: string; to: string }[] = [];

function applyLists(): void {
  for (const edit of LISTS) {
    const file = path.join(WT, edit.file);
    const lines = readFileSync(file, 'utf8').split('\n');
    let at: number;
    if (edit.after === 'end') at = lines.at(-1) === '' ? lines.length - 1 : lines.length;
    else if (edit.after.startsWith('end-of-table:')) {
      const marker = edit.after.slice('end-of-table:'.length);
      at = lines.findIndex((line) => line.includes(`\`${marker}\``)) + 1;
      if (at === 0) throw new Error(`${edit.file}: no row for ${marker}`);
    } else {
      at = lines.indexOf(edit.after) + 1;
      if (at === 0) throw new Error(`${edit.file}: no line "${edit.after}" (${edit.list})`);
    }
    lines.splice(at, 0, edit.line);
    writeFileSync(file, lines.join('\n'));
  }
  for (const edit of IN_LINE) {
    const file = path.join(WT, edit.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit.from))
      throw new Error(`${edit.file}: no "${edit.from}" (${edit.list})`);
    writeFileSync(file, text.replace(edit.from, edit.to));
  }
  for (const edit of BEYOND_THE_LISTS) {
    const file = path.join(WT, edit.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit.from)) throw new Error(`${edit.file}: no "${edit.from}" (${edit.why})`);
    writeFileSync(file, text.replaceAll(edit.from, edit.to));
  }
}

function writeFiles(): void {
  for (const [file, text] of Object.entries(FILES)) {
    const full = path.join(WT, file);
    if (existsSync(full)) throw new Error(`${file} exists already: the feature must be new`);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

// ---------------------------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------------------------

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
  tail?: string;
}
const steps: Step[] = [];

function run(name: string, command: string, args: string[], cwd = WT, expectFailure = false) {
  const started = Date.now();
  say(
    `\n▶ ${name}: ${command} ${args.join(' ')}${cwd === WT ? '' : ` (in ${path.relative(WT, cwd)})`}`,
  );
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const passed = result.status === 0;
  const ok = expectFailure ? !passed : passed;
  const tail = output.trim().split('\n').slice(-25).join('\n');
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000, tail });
  say(ok ? `  ✓ ${((Date.now() - started) / 1000).toFixed(1)} s` : `  ✗\n${tail}`);
  return { ok, output };
}

const bin = (name: string) => path.join(WT, 'node_modules/.bin', name);

function checks(): void {
  run(
    'migration',
    bin('drizzle-kit'),
    ['generate', '--name', 'notes'],
    path.join(WT, 'apps/server'),
  );
  run('format the new files', bin('prettier'), [
    '--write',
    '--log-level',
    'warn',
    ...changedFiles(),
  ]);

  run('eslint', bin('eslint'), ['.', '--max-warnings', '0']);
  run('prettier --check', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  run('types: contracts', bin('tsc'), ['-p', 'packages/contracts/tsconfig.json']);
  run('types: server', bin('tsc'), ['-p', 'apps/server/tsconfig.json']);
  run('types: web', bin('tsc'), ['-p', 'apps/web/tsconfig.json']);

  run(
    'contracts: error codes',
    bin('vitest'),
    ['run', 'src/error-codes.test.ts'],
    path.join(WT, 'packages/contracts'),
  );
  run(
    'server: menu (unit)',
    bin('vitest'),
    ['run', '--project', 'unit', 'src/modules/menu/definition.test.ts'],
    path.join(WT, 'apps/server'),
  );
  run(
    'server: permission matrix, menus, file purposes, API map, the notes API',
    bin('vitest'),
    [
      'run',
      '--project',
      'api',
      'src/permission-matrix.api.test.ts',
      'src/modules/admin/admin.api.test.ts',
      'src/modules/admin/users.api.test.ts',
      'src/modules/files/purposes.api.test.ts',
      'src/api-docs.api.test.ts',
      'src/modules/notes/notes.api.test.ts',
    ],
    path.join(WT, 'apps/server'),
  );
  run(
    'web: menu, features, slots, texts, answers',
    bin('vitest'),
    [
      'run',
      '--project',
      'shared',
      'src/app/routes/menu.test.ts',
      'src/app/features.test.tsx',
      'src/lib/slots.test.ts',
      'src/locales/locales.test.ts',
      'src/components/answer/AnswerBubble.test.tsx',
    ],
    path.join(WT, 'apps/web'),
  );

  // The module-boundary rule fires on a deep import into another module, and only then.
  const service = path.join(WT, 'apps/server/src/modules/notes/service.ts');
  const clean = readFileSync(service, 'utf8');
  const deep = "export { findMembership as _deep } from '../orgs/repo';\n";
  writeFileSync(service, clean + deep);
  const fired = run(
    'lint rule fires on a deep import (notes → orgs/repo)',
    bin('eslint'),
    ['apps/server/src/modules/notes/service.ts'],
    WT,
    true,
  );
  if (!fired.output.includes('boundaries/entry-point')) {
    steps.at(-1)!.ok = false;
    say('  ✗ eslint failed, but not with boundaries/entry-point');
  } else
    say(
      `  ${fired.output
        .split('\n')
        .find((l) => l.includes('boundaries/entry-point'))
        ?.trim()}`,
    );
  writeFileSync(service, clean);
}

/** `git status --short`, less the links to the installed packages made above. */
function statusLines(): string[] {
  return git('status', '--short', '--untracked-files=all')
    .split('\n')
    .filter((line) => line && !line.endsWith('node_modules'));
}

function changedFiles(): string[] {
  return statusLines()
    .map((line) => line.slice(3))
    .filter((file) => /\.(ts|tsx|json|md)$/.test(file) && !file.includes('/migrations/'));
}

// ---------------------------------------------------------------------------------------------

let failed = false;
try {
  say(`worktree of HEAD in ${WT}`);
  makeWorktree();
  writeFiles();
  applyLists();
  checks();

  say('\n── the diff (git status --short) ──');
  say(statusLines().join('\n'));
  say('\n── lines changed in files that were there ──');
  const numstat = git('diff', '--numstat')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  for (const [added, removed, file] of numstat) say(`  +${added} -${removed}  ${file}`);
  const expected = new Map<string, number>();
  for (const edit of [...LISTS, ...IN_LINE])
    expected.set(edit.file, (expected.get(edit.file) ?? 0) + 1);
  // drizzle-kit's journal gains the new migration's entry: generated, not written by hand.
  const beyond = new Map(BEYOND_THE_LISTS.map((edit) => [edit.file, edit.why]));
  for (const [added, removed, file] of numstat)
    if (beyond.has(file!))
      say(`! beyond the lists: ${file} (+${added} -${removed}): ${beyond.get(file!)}`);
  const unexpected = numstat.filter(
    ([, , file]) =>
      !expected.has(file!) && !beyond.has(file!) && !file!.includes('/db/migrations/'),
  );
  if (unexpected.length > 0) {
    failed = true;
    say(`✗ files changed beyond the lists: ${unexpected.map(([, , f]) => f).join(', ')}`);
  }

  say('\n── summary ──');
  for (const step of steps)
    say(`${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds.toFixed(1)} s)`);
  if (steps.some((step) => !step.ok)) failed = true;
} catch (error) {
  failed = true;
  say(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (process.env.KEEP_WORKTREE === '1') say(`\nthe worktree is kept: ${WT}`);
  else {
    spawnSync('git', ['-C', ROOT, 'worktree', 'remove', '--force', WT], { stdio: 'ignore' });
    rmSync(WT, { recursive: true, force: true });
    spawnSync('git', ['-C', ROOT, 'worktree', 'prune'], { stdio: 'ignore' });
  }
}
say(
  failed
    ? '\n✗ the throwaway feature did not go in cleanly'
    : '\n✓ the throwaway feature went in cleanly',
);
process.exit(failed ? 1 : 0);
