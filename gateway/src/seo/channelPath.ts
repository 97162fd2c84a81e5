/** A channel path as the content API knows it, without slashes at the ends: 'lokales/rheinau-stadt'. */
export const CHANNEL_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
