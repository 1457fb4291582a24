import { z } from 'zod';
import { safeText } from '../text';
import { sceneNameSchema } from './values';

/**
 * A team's scene secrets: HTTP nodes send them as `{{ secret.NAME }}`. Values are sealed when
 * written and never read back; only names and times are listed.
 */

export const SCENE_SECRET_VALUE_MAX_CHARS = 4_000;

export const sceneSecretNameSchema = sceneNameSchema;

export const sceneSecretSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SceneSecret = z.infer<typeof sceneSecretSchema>;

export const sceneSecretListSchema = z.object({ list: z.array(sceneSecretSchema) });

/** Sets a secret's value, adding the secret or replacing what it held. */
export const putSceneSecretSchema = z.object({
  value: safeText()
    .min(1, { message: 'validation.sceneSecretValue' })
    .max(SCENE_SECRET_VALUE_MAX_CHARS, { message: 'validation.sceneSecretValue' }),
});
export type PutSceneSecretInput = z.input<typeof putSceneSecretSchema>;
