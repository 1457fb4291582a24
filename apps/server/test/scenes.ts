import { expect } from 'vitest';
import type { Scene, SceneGraphInput } from '@miaoyu/contracts';
import type { ChatUser } from './chat';
import type { TestApp } from './harness';

type Headers = Record<string, string>;

/** The business-scene API as `who`, in their current org unless another is named. */
export function scenesOf(t: TestApp, who: ChatUser, orgId: string = who.orgId) {
  const base = `/v1/orgs/${orgId}/scenes`;
  const url = (id: string) => `${base}/${id}`;
  /** Drafts and publishing are guarded by the version they were made from; none sends no If-Match. */
  const guarded = (
    method: 'PUT' | 'POST',
    path: string,
    payload: object,
    version: number | undefined,
    headers: Headers,
  ) =>
    t.app.inject({
      method,
      url: path,
      headers: {
        ...who.headers,
        ...headers,
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      payload,
    });

  const kit = {
    base,
    url,
    async create(name: string, template?: string): Promise<Scene> {
      const res = await who.post(base, template === undefined ? { name } : { name, template });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Scene;
    },
    saveDraft(id: string, graph: SceneGraphInput, version?: number, headers: Headers = {}) {
      return guarded('PUT', `${url(id)}/draft`, { graph }, version, headers);
    },
    publish(id: string, version: number, body: object = {}) {
      return guarded('POST', `${url(id)}/publish`, body, version, {});
    },
    /**
     * A new scene with `graph` saved as its draft, and published too when asked. The scene is as
     * created but for its draft version, the one saved (saving answers with no more).
     */
    async withDraft(
      name: string,
      graph: SceneGraphInput,
      options: { publish?: boolean; template?: string } = {},
    ): Promise<{ scene: Scene; url: string }> {
      const created = await kit.create(name, options.template);
      const saved = await kit.saveDraft(created.id, graph, created.draftVersion);
      expect(saved.statusCode, saved.body).toBe(200);
      const scene: Scene = { ...created, draftVersion: saved.json().draftVersion as number };
      if (options.publish) {
        const published = await kit.publish(scene.id, scene.draftVersion);
        expect(published.statusCode, published.body).toBe(200);
      }
      return { scene, url: url(scene.id) };
    },
    /** A test run in the editor: the answer's whole stream (app.inject buffers it). */
    test(id: string, body: object, headers: Headers = {}) {
      return t.app.inject({
        method: 'POST',
        url: `${url(id)}/test`,
        headers: { ...who.headers, ...headers },
        payload: body,
      });
    },
  };
  return kit;
}
