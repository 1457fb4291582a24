import type { ImagePurpose } from '../files';

/** People's pictures (and helpers', stored alike): shown to anyone, by their unguessable code. */
export const AVATAR_FILES: ImagePurpose = { purpose: 'avatar', maxSide: 256 };
