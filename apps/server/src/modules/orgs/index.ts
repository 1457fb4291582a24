import type { ModulePlugin } from '../../lib/module';
import { LOGO_FILES } from './file-purposes';
import inviteRoutes from './invites.routes';
import memberRoutes from './members.routes';
import orgRoutes from './routes';
import { countOrgMembers } from './repo';

/** Organisations: personal ones and teams, their members, roles and invitations. */
const orgs: ModulePlugin = async (app) => {
  app.filePurposes.register(LOGO_FILES);
  app.plans.counter('members', countOrgMembers);
  await app.register(orgRoutes);
  await app.register(memberRoutes);
  await app.register(inviteRoutes);
};

export default orgs;

// What other modules may call: who may do what in an organisation, checked in services and routes.
export { memberAccess, requireOrgPermission, requireOutranks, requireTeam } from './access';
export { orgMemberGate, orgPermissionGate } from './permission-gate';
export { findMembership } from './repo';
// The demo seed sets its team up.
export { addMember, insertTeam, setCurrentOrg } from './repo';
