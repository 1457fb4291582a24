import type { Helper, HelperKind, PublicHelper } from '@miaoyu/contracts/helpers';

/** What a helper's card shows, whichever list it came from. */
export interface HelperCardItem {
  code: string;
  name: string;
  avatar: string;
  description: string;
  kind: HelperKind;
  authorName: string;
  teamName: string;
  useCount: number;
  tags: string[];
  /** The id the editor opens, when the caller may edit it. */
  editId: string | null;
}

/** One of an org's helpers (the org's own lists carry no team name: the caller knows it). */
export function cardOfHelper(helper: Helper, teamName: string): HelperCardItem {
  return {
    code: helper.code,
    name: helper.name,
    avatar: helper.avatar,
    description: helper.description,
    kind: helper.kind,
    authorName: helper.authorName,
    teamName,
    useCount: helper.useCount,
    tags: helper.tags,
    editId: helper.manageable ? helper.id : null,
  };
}

/** A helper as anyone sees it: never editable from a public list. */
export function cardOfPublic(helper: PublicHelper): HelperCardItem {
  return {
    code: helper.code,
    name: helper.name,
    avatar: helper.avatar,
    description: helper.description,
    kind: helper.kind,
    authorName: helper.authorName,
    teamName: helper.teamName,
    useCount: helper.useCount,
    tags: helper.tags,
    editId: null,
  };
}
