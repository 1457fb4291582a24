/** The studio's addresses of business scenes (spec §2 `business-scene`, where sign-in lands). */
export const SCENES_PATH = '/business-scene';
export const scenePathOf = (sceneId: string) => `${SCENES_PATH}/${sceneId}`;
