import type { Config } from '../../config';
import { SecretBox } from '../../lib/secret-box';

const boxes = new WeakMap<Config, SecretBox>();

/**
 * The box that seals the team's scene secrets: one per app (its config), shared by the routes
 * and every helper's responder rather than derived again for each conversation's settings.
 */
export function sceneSecretBox(config: Config): SecretBox {
  let box = boxes.get(config);
  if (!box) boxes.set(config, (box = new SecretBox(config.APP_SECRET, 'scene-secrets')));
  return box;
}
