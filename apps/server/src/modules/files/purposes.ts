import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/scope';
import type { FileRow } from './repo';

export type FilePurposeName = FileRow['purpose'];
/** Who asks for a file, once signed in. */
export type FileReader = Caller['user'];

/**
 * What a stored file is for, declared by the module that stores files of it (the user module
 * its avatars, the sales module its screenshots) while it registers: the files module serves
 * files without knowing any module's rules.
 */
export interface FilePurpose {
  readonly purpose: FilePurposeName;
  /** An uploaded image's longest side once stored; only purposes saved by saveImage have one. */
  readonly maxSide?: number;
  /**
   * Whether the one asking may read this file; `identify` signs them in (401 without a valid
   * token) and is called only when who they are matters. A refusal answers 404, as for a file
   * that does not exist. Without it, whoever holds the file's unguessable code reads it, signed
   * in or not: avatars and logos appear in plain `<img>` tags.
   */
  readonly canRead?: (
    file: FileRow,
    identify: () => Promise<FileReader>,
    db: Db,
  ) => Promise<boolean>;
}

/** A purpose whose files are images saveImage resizes. */
export type ImagePurpose = FilePurpose & { readonly maxSide: number };

/** The purposes the app's modules declared; a file of an undeclared purpose is not served. */
export class FilePurposes {
  private readonly byName = new Map<string, FilePurpose>();

  register(purpose: FilePurpose): void {
    if (this.byName.has(purpose.purpose))
      throw new Error(`file purpose ${purpose.purpose} is declared twice`);
    this.byName.set(purpose.purpose, purpose);
  }

  get(name: string): FilePurpose | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** File purposes: each module registers those of its files while it registers. */
    filePurposes: FilePurposes;
  }
}

/** Registered before the modules, which fill it. */
export const filePurposesPlugin = fp(
  async (app) => {
    app.decorate('filePurposes', new FilePurposes());
  },
  { name: 'file-purposes' },
);
