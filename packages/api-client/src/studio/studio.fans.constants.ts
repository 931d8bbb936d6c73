// The fans desk's limits, lists and sentences, without zod: the studio's pages import them (api-client's
// browser bundle test keeps zod out of what a page takes).

export const fanNotFoundMessage = 'No account has that email address.';
export const studioFanStatuses = ['unconfirmed', 'active', 'blocked', 'password-change-required'] as const;
/** 409 when an administrator would take their own admin role away (nobody could then give it back). */
export const ownAdminRoleMessage = 'You cannot remove your own administrator role. Ask another administrator.';
