/**
 * The navigation state of a tab shown again from the tab bar: the view is the one the user left,
 * with the filters they chose, not a link to apply afresh (the tab keeps its first address).
 */
export const TAB_RETURN = { tabReturn: true } as const;

/** Whether this navigation showed a tab again (its location's state), rather than following a link. */
export const returnedToTab = (state: unknown): boolean => typeof state === 'object' && state !== null && 'tabReturn' in state;
