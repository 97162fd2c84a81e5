/** Registry key (folder and URL name) to Module Federation container name. */
export const federationName = (remote: string): string => remote.replace(/-/g, '_');
