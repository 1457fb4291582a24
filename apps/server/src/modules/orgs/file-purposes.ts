import type { ImagePurpose } from '../files';

/** A team's logo: shown wherever the team is (invitations too), by its unguessable code. */
export const LOGO_FILES: ImagePurpose = { purpose: 'logo', maxSide: 256 };
