/** The link someone opens to accept an invite (public page). */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/invite/${encodeURIComponent(code)}`;
}

/** The team's page by its team code. */
export function teamLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/setting/t/${encodeURIComponent(code)}`;
}

/** Where the invite page sends someone not signed in. */
export function loginToAccept(code: string): string {
  return `/login?redirect=${encodeURIComponent(`/invite/${code}`)}`;
}
